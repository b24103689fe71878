import type { TssumBox, TssumDataRow, TssumGraphOption, TssumGroupType } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { rowExists } from '../database/sql-fragments';

// Time Series Summaries: the graph options (tssum_graph_options, migration TimeSeriesSummaries), and a graph's daily
// values at a region's locations (location_regional_groups) from the daily rollup (result_daily, America/Denver days),
// as rows or summarised per location and period.

export const getTimeSeriesSummariesInputsTssumGraphOptionsQuery = (db: DataSource): Promise<TssumGraphOption[]> =>
  db.query(
    `SELECT tssum_group_ndx, tssum_graph_title, tssum_graph_route_name, y_axis_units, caf_group_ndx, reg_group_ndx_display,
            datacategory_ndx_defaults
       FROM tssum_graph_options ORDER BY tssum_group_ndx`,
  );

export const tssumGraphExistsQuery = (db: DataSource, routeName: string): Promise<boolean> => rowExists(db, 'tssum_graph_options', { tssum_graph_route_name: routeName });

/** The daily values of the graph's parameter at the region's locations in the range ($1 graph, $2 region, $3..$4 days). */
const DAILY_VALUES = `
  SELECT d.collect_date, l.location_id, l.location_name AS location_display_label, d.value_avg AS daily_val,
         u.unit_display_name AS units
    FROM tssum_graph_options o
    JOIN parameters p ON p.parameter_ndx = o.parameter_ndx
    JOIN units u ON u.unit_ndx = p.unit_ndx
    JOIN location_regional_groups g ON g.reg_group_ndx = $2
    JOIN locations l ON l.location_ndx = g.location_ndx
    JOIN result_daily d ON d.location_ndx = l.location_ndx AND d.parameter_ndx = o.parameter_ndx
                       AND d.collect_date BETWEEN $3::date AND $4::date AND d.value_avg IS NOT NULL
   WHERE o.tssum_graph_route_name = $1`;

export const getTimeSeriesSummariesDataByTssumGraphRouteNameQuery = (
  db: DataSource, routeName: string, group: number, startDate: string, endDate: string,
): Promise<TssumDataRow[]> =>
  db.query(
    `SELECT to_char(v.collect_date, 'YYYY-MM-DD') AS collect_date, v.location_id, v.daily_val, v.units, v.location_display_label
       FROM (${DAILY_VALUES}) v ORDER BY v.location_display_label, v.location_id, v.collect_date`,
    [routeName, group, startDate, endDate],
  );

/** A period's first day: its week's Sunday, its month's 1st or its year's Jan 1. From a fixed list, never client text. */
const PERIOD_START: Record<TssumGroupType, string> = {
  Week: 'v.collect_date - extract(dow FROM v.collect_date)::integer',
  Month: `date_trunc('month', v.collect_date)::date`,
  Year: `date_trunc('year', v.collect_date)::date`,
};

/** The boxes of a range: per period and location, the count and the quantiles 0, .2, .5, .8 and 1 of the daily values. */
export function getTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery(
  db: DataSource, routeName: string, group: number, startDate: string, endDate: string, groupType: TssumGroupType,
): Promise<TssumBox[]> {
  if (!Object.hasOwn(PERIOD_START, groupType)) throw new RangeError(`unknown group type ${groupType}`);
  return db.query(
    `SELECT to_char(b.period, 'YYYY-MM-DD') AS period_start, b.location_id, b.location_display_label, b.units, b.n,
            b.q[1] AS q0, b.q[2] AS q20, b.q[3] AS q50, b.q[4] AS q80, b.q[5] AS q100
       FROM (SELECT ${PERIOD_START[groupType]} AS period, v.location_id, v.location_display_label, v.units,
                    count(*)::integer AS n,
                    percentile_cont(ARRAY[0, 0.2, 0.5, 0.8, 1]::float8[]) WITHIN GROUP (ORDER BY v.daily_val) AS q
               FROM (${DAILY_VALUES}) v
              GROUP BY 1, v.location_id, v.location_display_label, v.units) b
      ORDER BY b.period, b.location_display_label, b.location_id`,
    [routeName, group, startDate, endDate],
  );
}
