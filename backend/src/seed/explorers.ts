import { insertRows } from './lookups';
import { PARAM } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';

// The explorers' graph options of the demo (Climate and Flows, Year-over-Year, Time Series Summaries): what the district's climate and flow
// stations measure daily (flow, snowpack, air and water temperature, reservoir storage), each offered in the regions
// holding a station of its (left-axis) parameter. Each data category (0: every visitor) has two graphs to open with.

/** Acre-feet in one cfs flowing for a day. */
const ACRE_FEET_PER_CFS_DAY = 1.98347;

const CAF_GRAPH_OPTIONS = [
  { caf_group_ndx: 1, caf_graph_title: 'Streamflow and Snowpack', caf_graph_route_name: 'streamflow-and-snowpack',
    ax1_parameter_ndx: PARAM.dailyFlow, ax2_parameter_ndx: PARAM.snowWaterEquivalent, y1_axis_units: 'Streamflow (cfs)',
    y2_axis_units: 'Snow Water Equivalent (in)', ax1_daily_chart_type: 'line', ax2_daily_chart_type: 'line',
    ax1_daily_color: '#1F77B4', ax2_daily_color: '#9467BD', ax1_cumulative: false, ax1_cumulative_factor: 1,
    datacategory_ndx_defaults: [0, 2, 3] },
  { caf_group_ndx: 2, caf_graph_title: 'Cumulative Streamflow Volume', caf_graph_route_name: 'cumulative-streamflow-volume',
    ax1_parameter_ndx: PARAM.dailyFlow, ax2_parameter_ndx: null, y1_axis_units: 'Volume (acre-feet)', y2_axis_units: null,
    ax1_daily_chart_type: 'line', ax2_daily_chart_type: null, ax1_daily_color: '#2CA02C', ax2_daily_color: null,
    ax1_cumulative: true, ax1_cumulative_factor: ACRE_FEET_PER_CFS_DAY, datacategory_ndx_defaults: [0, 2] },
  { caf_group_ndx: 3, caf_graph_title: 'Snowpack and Air Temperature', caf_graph_route_name: 'snowpack-and-air-temperature',
    ax1_parameter_ndx: PARAM.snowWaterEquivalent, ax2_parameter_ndx: PARAM.airTemperature, y1_axis_units: 'Snow Water Equivalent (in)',
    y2_axis_units: 'Air Temperature (°F)', ax1_daily_chart_type: 'bar', ax2_daily_chart_type: 'line',
    ax1_daily_color: '#9467BD', ax2_daily_color: '#FF7F0E', ax1_cumulative: false, ax1_cumulative_factor: 1,
    datacategory_ndx_defaults: [3, 4] },
  { caf_group_ndx: 4, caf_graph_title: 'Streamflow and Water Temperature', caf_graph_route_name: 'streamflow-and-water-temperature',
    ax1_parameter_ndx: PARAM.dailyFlow, ax2_parameter_ndx: PARAM.dailyWaterTemperature, y1_axis_units: 'Streamflow (cfs)',
    y2_axis_units: 'Water Temperature (°F)', ax1_daily_chart_type: 'line', ax2_daily_chart_type: 'line',
    ax1_daily_color: '#1F77B4', ax2_daily_color: '#D62728', ax1_cumulative: false, ax1_cumulative_factor: 1,
    datacategory_ndx_defaults: [1, 4] },
  { caf_group_ndx: 5, caf_graph_title: 'Reservoir Storage', caf_graph_route_name: 'reservoir-storage',
    ax1_parameter_ndx: PARAM.percentFull, ax2_parameter_ndx: null, y1_axis_units: 'Percent Full (%)', y2_axis_units: null,
    ax1_daily_chart_type: 'line', ax2_daily_chart_type: null, ax1_daily_color: '#17BECF', ax2_daily_color: null,
    ax1_cumulative: false, ax1_cumulative_factor: 1, datacategory_ndx_defaults: [1] },
] as const;

const YOY_GRAPH_OPTIONS = [
  { yoy_group_ndx: 1, yoy_graph_title: 'Streamflow', yoy_graph_route_name: 'streamflow', parameter_ndx: PARAM.dailyFlow,
    y_axis_units: 'Streamflow (cfs)', data_daily_chart_type: 'line', cumulative: false, cumulative_factor: 1,
    datacategory_ndx_defaults: [0, 2, 3] },
  { yoy_group_ndx: 2, yoy_graph_title: 'Snow Water Equivalent', yoy_graph_route_name: 'snow-water-equivalent', parameter_ndx: PARAM.snowWaterEquivalent,
    y_axis_units: 'Snow Water Equivalent (in)', data_daily_chart_type: 'line', cumulative: false, cumulative_factor: 1,
    datacategory_ndx_defaults: [0, 3, 4] },
  { yoy_group_ndx: 3, yoy_graph_title: 'Water Temperature', yoy_graph_route_name: 'water-temperature', parameter_ndx: PARAM.dailyWaterTemperature,
    y_axis_units: 'Water Temperature (°F)', data_daily_chart_type: 'line', cumulative: false, cumulative_factor: 1,
    datacategory_ndx_defaults: [1, 4] },
  { yoy_group_ndx: 4, yoy_graph_title: 'Reservoir Storage', yoy_graph_route_name: 'reservoir-storage', parameter_ndx: PARAM.percentFull,
    y_axis_units: 'Percent Full (%)', data_daily_chart_type: 'line', cumulative: false, cumulative_factor: 1,
    datacategory_ndx_defaults: [1, 2] },
  { yoy_group_ndx: 5, yoy_graph_title: 'Air Temperature', yoy_graph_route_name: 'air-temperature', parameter_ndx: PARAM.airTemperature,
    y_axis_units: 'Air Temperature (°F)', data_daily_chart_type: 'line', cumulative: false, cumulative_factor: 1,
    datacategory_ndx_defaults: [] },
  { yoy_group_ndx: 6, yoy_graph_title: 'Cumulative Streamflow Volume', yoy_graph_route_name: 'cumulative-streamflow-volume',
    parameter_ndx: PARAM.dailyFlow, y_axis_units: 'Volume (acre-feet)', data_daily_chart_type: 'line', cumulative: true,
    cumulative_factor: ACRE_FEET_PER_CFS_DAY, datacategory_ndx_defaults: [] },
] as const;

const TSSUM_GRAPH_OPTIONS = [
  { tssum_group_ndx: 1, tssum_graph_title: 'Daily Streamflow', tssum_graph_route_name: 'daily-streamflow', parameter_ndx: PARAM.dailyFlow,
    y_axis_units: 'Streamflow (cfs)', caf_group_ndx: 1, datacategory_ndx_defaults: [0, 2, 3] },
  { tssum_group_ndx: 2, tssum_graph_title: 'Daily Water Temperature', tssum_graph_route_name: 'daily-water-temperature',
    parameter_ndx: PARAM.dailyWaterTemperature, y_axis_units: 'Water Temperature (°F)', caf_group_ndx: 4, datacategory_ndx_defaults: [0, 1, 4] },
  { tssum_group_ndx: 3, tssum_graph_title: 'Snow Water Equivalent', tssum_graph_route_name: 'snow-water-equivalent',
    parameter_ndx: PARAM.snowWaterEquivalent, y_axis_units: 'Snow Water Equivalent (in)', caf_group_ndx: 3, datacategory_ndx_defaults: [3, 4] },
  { tssum_group_ndx: 4, tssum_graph_title: 'Reservoir Storage', tssum_graph_route_name: 'reservoir-storage', parameter_ndx: PARAM.percentFull,
    y_axis_units: 'Percent Full (%)', caf_group_ndx: 5, datacategory_ndx_defaults: [1, 2] },
  { tssum_group_ndx: 5, tssum_graph_title: 'Air Temperature', tssum_graph_route_name: 'air-temperature', parameter_ndx: PARAM.airTemperature,
    y_axis_units: 'Air Temperature (°F)', caf_group_ndx: null, datacategory_ndx_defaults: [2] },
] as const;

/** Needs the locations' regional groups and the rollups (run after insertDerivedAssociations). */
export async function insertExplorerGraphOptions(sql: SeedSql): Promise<void> {
  await insertRows(sql, 'caf_graph_options', {
    caf_group_ndx: 'int', caf_graph_title: 'text', caf_graph_route_name: 'text', ax1_parameter_ndx: 'int', ax2_parameter_ndx: 'int',
    y1_axis_units: 'text', y2_axis_units: 'text', ax1_daily_chart_type: 'text', ax2_daily_chart_type: 'text', ax1_daily_color: 'text',
    ax2_daily_color: 'text', ax1_cumulative: 'boolean', ax1_cumulative_factor: 'float8', datacategory_ndx_defaults: 'int[]',
  }, CAF_GRAPH_OPTIONS);
  await insertRows(sql, 'yoy_graph_options', {
    yoy_group_ndx: 'int', yoy_graph_title: 'text', yoy_graph_route_name: 'text', parameter_ndx: 'int', y_axis_units: 'text',
    data_daily_chart_type: 'text', cumulative: 'boolean', cumulative_factor: 'float8', datacategory_ndx_defaults: 'int[]',
  }, YOY_GRAPH_OPTIONS);
  await insertRows(sql, 'tssum_graph_options', {
    tssum_group_ndx: 'int', tssum_graph_title: 'text', tssum_graph_route_name: 'text', parameter_ndx: 'int', y_axis_units: 'text',
    caf_group_ndx: 'int', datacategory_ndx_defaults: 'int[]',
  }, TSSUM_GRAPH_OPTIONS);
  const graphTables = [['caf_graph_options', 'ax1_parameter_ndx'], ['yoy_graph_options', 'parameter_ndx'], ['tssum_graph_options', 'parameter_ndx']];
  for (const [table, parameter] of graphTables) {
    await sql.run(
      `UPDATE ${table} o SET reg_group_ndx_display = coalesce((
         SELECT array_agg(DISTINCT g.reg_group_ndx ORDER BY g.reg_group_ndx)
           FROM location_regional_groups g JOIN location_parameter_summary s ON s.location_ndx = g.location_ndx
          WHERE s.parameter_ndx = o.${parameter}), '{}')`,
    );
  }
}
