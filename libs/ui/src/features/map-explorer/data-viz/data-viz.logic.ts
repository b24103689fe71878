/**
 * The data-visualization panel's rules outside graph mode: which graph types a location
 * offers, the date ranges, the rows a chart and a CSV hold, the temperature warning and the figures. Pure.
 */
import type { DataVizGraphType, DataVizRows } from '@portal/contracts';
import { type CsvColumn, fileNamePart, toCsv } from '../../../common/csv';
import { type DateRange, extendEndByOneMonth, formatUsDate, isoDay, lastYearRange, recordRange, withinDays } from '../../../common/dates';
import { chartLayout } from '../../../components/charts/chart.logic';
import type { Figure, PlotTrace } from '../../../components/charts/plot.types';

/** The clicked location's feature properties the panel needs. */
export interface DataVizLocation {
  ndx: number;
  location_name: string;
  location_id: string;
  has_temperature_graph: boolean;
  has_flow_graph: boolean;
  has_temperature_trends: boolean;
  has_flow_trends: boolean;
}

export type DataVizRow = DataVizRows[DataVizGraphType][number];

interface SeriesSpec {
  field: string;
  name: string;
  color: string;
  dash?: 'dash' | 'dot';
}

interface GraphTypeSpec {
  type: DataVizGraphType;
  label: string;
  flag: 'has_temperature_graph' | 'has_flow_graph' | 'has_temperature_trends' | 'has_flow_trends';
  /** Trend types compare the last year with the period of record, so they open on the last year. */
  trend: boolean;
  temperature: boolean;
  /** Units when the rows carry none (the trend rows are in °F and cfs by definition). */
  units: string;
  series: SeriesSpec[];
}

const RED = '#CD4246';
const GREEN = '#238551';
const BLUE = '#2D72D2';
const DARK_BLUE = '#184A90';

/** The graph types, in the order the select lists them. */
export const GRAPH_TYPES: readonly GraphTypeSpec[] = [
  {
    type: 'temperatureGraph',
    label: 'Temperature Graph',
    flag: 'has_temperature_graph',
    trend: false,
    temperature: true,
    units: '°F',
    series: [
      { field: 'max_daily_temp', name: 'Maximum Daily Temperature', color: RED },
      { field: 'avg_daily_temp', name: 'Average Daily Temperature', color: GREEN },
      { field: 'min_daily_temp', name: 'Minimum Daily Temperature', color: BLUE },
    ],
  },
  {
    type: 'flowGraph',
    label: 'Flow Graph',
    flag: 'has_flow_graph',
    trend: false,
    temperature: false,
    units: 'cfs',
    series: [{ field: 'avg_daily_flow', name: 'Average Daily Flow', color: BLUE }],
  },
  {
    type: 'temperatureTrends',
    label: 'Temperature Trends',
    flag: 'has_temperature_trends',
    trend: true,
    temperature: true,
    units: '°F',
    series: [
      { field: 'daily_avg_degf', name: 'Daily Average Temperature', color: DARK_BLUE },
      { field: 'por_max_degf_actual', name: 'Period of Record Maximum', color: RED, dash: 'dash' },
      { field: 'por_avg_degf_actual', name: 'Period of Record Average', color: GREEN, dash: 'dash' },
      { field: 'por_min_degf_actual', name: 'Period of Record Minimum', color: BLUE, dash: 'dash' },
    ],
  },
  {
    type: 'flowTrends',
    label: 'Flow Trends',
    flag: 'has_flow_trends',
    trend: true,
    temperature: false,
    units: 'cfs',
    series: [
      { field: 'avg_daily_flow', name: 'Average Daily Flow', color: DARK_BLUE },
      { field: 'por_max_flow_actual', name: 'Period of Record Maximum', color: RED, dash: 'dash' },
      { field: 'por_avg_flow_actual', name: 'Period of Record Average', color: GREEN, dash: 'dash' },
      { field: 'por_min_flow_actual', name: 'Period of Record Minimum', color: BLUE, dash: 'dash' },
    ],
  },
];

export function graphTypeSpec(type: DataVizGraphType): GraphTypeSpec {
  return GRAPH_TYPES.find((spec) => spec.type === type) ?? GRAPH_TYPES[0];
}

/** The graph types the location has data for (only those are offered), in the select's order. */
export function availableGraphTypes(location: DataVizLocation): DataVizGraphType[] {
  return GRAPH_TYPES.filter((spec) => location[spec.flag]).map((spec) => spec.type);
}

// ---------------------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------------------

/**
 * Trend types reset the dates to one year ago through today; other types clear the start
 * and end today. The same rule gives each type's opening range (trend types open on the last year).
 */
export function rangeForGraphType(type: DataVizGraphType, today: string): DateRange {
  return graphTypeSpec(type).trend ? lastYearRange(today) : recordRange(today);
}

/** The rows a chart shows: those dated within the range. */
export function rowsInRange<Row extends { collect_date: string }>(rows: readonly Row[], { start, end }: DateRange): Row[] {
  return rows.filter((row) => withinDays(isoDay(row.collect_date), start, end));
}

/** The rows a CSV export holds: within the range, with the end extended by one month. */
export function rowsForCsv<Row extends { collect_date: string }>(rows: readonly Row[], range: DateRange): Row[] {
  return rowsInRange(rows, extendEndByOneMonth(range));
}

// ---------------------------------------------------------------------------------------------------------------
// Temperature warning
// ---------------------------------------------------------------------------------------------------------------

/** The warning applies in July to September only. */
export const TEMPERATURE_WARNING_MONTHS: readonly number[] = [7, 8, 9];
/** The comfortable range, °F, edges included. */
export const TEMPERATURE_OK_RANGE = { low: 53.6, high: 60.8 } as const;

export interface TemperatureStatus {
  text: 'Temp Warning!' | 'Temp OK';
  intent: 'danger' | 'success';
  /** The reading judged. */
  value: number;
  date: string;
}

/** A reading's status, or null outside July-September. */
export function temperatureStatusOf(value: number, date: string): TemperatureStatus | null {
  const month = Number(isoDay(date)?.slice(5, 7));
  if (!TEMPERATURE_WARNING_MONTHS.includes(month)) return null;
  const ok = value >= TEMPERATURE_OK_RANGE.low && value <= TEMPERATURE_OK_RANGE.high;
  return ok ? { text: 'Temp OK', intent: 'success', value, date } : { text: 'Temp Warning!', intent: 'danger', value, date };
}

/** The field holding a temperature type's daily reading. */
const DAILY_TEMPERATURE_FIELD: Partial<Record<DataVizGraphType, string>> = {
  temperatureGraph: 'avg_daily_temp',
  temperatureTrends: 'daily_avg_degf',
};

/** The status of the latest daily temperature among the rows, for the temperature types (null otherwise). */
export function latestTemperatureStatus(type: DataVizGraphType, rows: readonly DataVizRow[]): TemperatureStatus | null {
  const field = DAILY_TEMPERATURE_FIELD[type];
  if (!field) return null;
  let latest: { value: number; date: string } | null = null;
  for (const row of rows) {
    const value = fieldValue(row, field);
    const date = isoDay(row.collect_date);
    if (typeof value !== 'number' || !Number.isFinite(value) || date === null) continue;
    if (!latest || date > latest.date) latest = { value, date };
  }
  return latest && temperatureStatusOf(latest.value, latest.date);
}

// ---------------------------------------------------------------------------------------------------------------
// Figures and CSV
// ---------------------------------------------------------------------------------------------------------------

function fieldValue(row: DataVizRow, field: string): unknown {
  return (row as unknown as Record<string, unknown>)[field];
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The units of the rows, or the type's own. */
export function unitsOf(type: DataVizGraphType, rows: readonly DataVizRow[]): string {
  const withUnits = rows.find((row) => 'units' in row && row.units);
  return withUnits && 'units' in withUnits ? withUnits.units : graphTypeSpec(type).units;
}

/** The chart's title: location and graph type ('Yampa River at Steamboat Springs (09239500) - Flow Graph'). */
export function chartTitle(type: DataVizGraphType, location: Pick<DataVizLocation, 'location_name' | 'location_id'>): string {
  return `${location.location_name} (${location.location_id}) - ${graphTypeSpec(type).label}`;
}

/** One line per series of the graph type, over the rows' dates (gaps stay gaps). */
export function dataVizFigure(type: DataVizGraphType, rows: readonly DataVizRow[]): Figure {
  const spec = graphTypeSpec(type);
  const sorted = [...rows].sort((a, b) => a.collect_date.localeCompare(b.collect_date));
  const units = unitsOf(type, rows);
  const data: PlotTrace[] = spec.series.map((series) => ({
    type: 'scatter',
    mode: 'lines',
    name: series.name,
    x: sorted.map((row) => isoDay(row.collect_date)),
    y: sorted.map((row) => numberOrNull(fieldValue(row, series.field))),
    line: { color: series.color, width: series.dash ? 1.5 : 2, ...(series.dash ? { dash: series.dash } : {}) },
    hovertemplate: `%{x|%m/%d/%Y}<br>%{y} ${units}<extra>${series.name}</extra>`,
  }));
  return { data, layout: chartLayout({ xType: 'date', yTitle: units }) };
}

/** The CSV columns of a graph type: date, its series, then what the rows say about units and source. */
export function csvColumns(type: DataVizGraphType): CsvColumn<DataVizRow>[] {
  const spec = graphTypeSpec(type);
  const columns: CsvColumn<DataVizRow>[] = [
    { header: 'Location ID', value: (row) => row.location_id },
    { header: 'Location Name', value: (row) => row.location_name },
    { header: 'Date', value: (row) => formatUsDate(row.collect_date) },
    ...spec.series.map((series) => ({ header: series.name, value: (row: DataVizRow) => numberOrNull(fieldValue(row, series.field)) })),
  ];
  if (!spec.trend) {
    columns.push({ header: 'Units', value: (row) => String(fieldValue(row, 'units') ?? '') });
    columns.push({ header: 'Source', value: (row) => (fieldValue(row, 'source') as string | null) ?? '' });
  }
  return columns;
}

/** The CSV of the panel: the rows within the dates (end + one month), oldest first. */
export function dataVizCsv(type: DataVizGraphType, rows: readonly DataVizRow[], range: DateRange): string {
  const chosen = rowsForCsv(rows, range).sort((a, b) => a.collect_date.localeCompare(b.collect_date));
  return toCsv(chosen, csvColumns(type));
}

/** File names of the panel's exports: '{location id} {graph type}.csv' / '.pdf'. */
export function dataVizFileName(type: DataVizGraphType, location: Pick<DataVizLocation, 'location_id'>, extension: 'csv' | 'pdf'): string {
  // Ids are codes like '09239500'; anything a file system would refuse becomes '-'.
  const id = fileNamePart(location.location_id);
  return `${id} ${graphTypeSpec(type).label}.${extension}`;
}
