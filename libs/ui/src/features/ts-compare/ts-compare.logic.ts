/**
 * Time Series Comparisons without React: the choices (defaults, the options each choice leaves, what a change
 * clears, the Submit rule and the daily-data calls), the map's sub-area colours, the dual-axis chart figure, the
 * warning about an empty axis, and the table and CSV rows.
 */
import {
  TS_COMPARE_DEFAULTS, TS_COMPARE_MAX_LOCATIONS, type GeoJsonFeatureCollection, type MapWell, type TsCompareDailyDataRequest,
  type TsCompareDailyRow, type TsCompareLocation, type TsCompareParameter,
} from '@portal/contracts';
import { addDays, addMonths, formatUsDate } from '../../common/dates';
import { CHART_TICKS, chartLayout, seriesColor, type Figure, type PlotTrace, withSecondYAxis } from '../../components/charts';
import { pointFeatures, UNLISTED_COLOR } from '../../components/location-map/location-map.logic';
import { DATA_TABLE_PAGE_SIZES } from '../../components/paging';

export const PAGE_TITLE = 'Time Series Comparisons';
export const INFO_TEXT =
  "After selecting your timeseries inputs, click the 'Submit' button to load an interactive timeseries plot for comparison across different locations and parameters.";

// ---------------------------------------------------------------------------------------------------------------
// The choices
// ---------------------------------------------------------------------------------------------------------------

export type AxisSide = 'left' | 'right';

/** One axis of the chart: a parameter and the locations drawn against it (parameter_ndx and location_ndx ids). */
export interface AxisSelection {
  parameter: number | null;
  locations: number[];
}

export interface TsCompareSelection {
  /** HUC-10 codes; none chosen offers every parameter and location. */
  subAreas: string[];
  /** ISO days; null while the field is cleared. */
  startDate: string | null;
  endDate: string | null;
  left: AxisSelection;
  right: AxisSelection;
}

/** What the screen opens with: the default parameters and locations of each axis, from the default start to today. */
export function defaultSelection(today: string): TsCompareSelection {
  const { startDate, left, right } = TS_COMPARE_DEFAULTS;
  return {
    subAreas: [],
    startDate,
    endDate: today,
    left: { parameter: left.parameter, locations: [...left.locations] },
    right: { parameter: right.parameter, locations: [...right.locations] },
  };
}

const EMPTY_AXIS: AxisSelection = { parameter: null, locations: [] };

const overlaps = (codes: readonly string[], chosen: ReadonlySet<string>) => codes.some((code) => chosen.has(code));

/** The parameters with daily values in one of the chosen sub-areas (every parameter while none is chosen). */
export function parametersForSubAreas(parameters: readonly TsCompareParameter[], subAreas: readonly string[]): TsCompareParameter[] {
  if (subAreas.length === 0) return [...parameters];
  const chosen = new Set(subAreas);
  return parameters.filter((p) => overlaps(p.huc10_code_array, chosen));
}

/**
 * The locations an axis offers: those with daily values of its parameter, in one of the chosen sub-areas when some
 * are chosen. None before a parameter is chosen, since a location's daily values are always of one parameter.
 */
export function locationsForAxis(locations: readonly TsCompareLocation[], subAreas: readonly string[], parameter: number | null): TsCompareLocation[] {
  if (parameter === null) return [];
  const chosen = new Set(subAreas);
  return locations.filter(
    (l) => l.parameter_ndx_array.includes(parameter) && (chosen.size === 0 || overlaps(l.huc10_code_array, chosen)),
  );
}

/**
 * A new choice of sub-areas clears both axes (parameters and locations): what was chosen may lie outside them, and
 * the reader picks afresh from the narrowed lists. Choosing the same sub-areas again changes nothing.
 */
export function withSubAreas(selection: TsCompareSelection, subAreas: string[]): TsCompareSelection {
  const same = subAreas.length === selection.subAreas.length && subAreas.every((code) => selection.subAreas.includes(code));
  return same ? selection : { ...selection, subAreas, left: EMPTY_AXIS, right: EMPTY_AXIS };
}

/** A new parameter on one axis clears that axis's locations: they were chosen for the parameter before. */
export function withAxisParameter(selection: TsCompareSelection, side: AxisSide, parameter: number | null): TsCompareSelection {
  if (selection[side].parameter === parameter) return selection;
  return { ...selection, [side]: { parameter, locations: [] } };
}

export function withAxisLocations(selection: TsCompareSelection, side: AxisSide, locations: number[]): TsCompareSelection {
  return { ...selection, [side]: { ...selection[side], locations } };
}

/** An id ticked or unticked in a multiple choice, keeping the order the options are listed in. */
export function toggleChoice<T>(chosen: readonly T[], value: T, offered: readonly T[]): T[] {
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  return offered.filter((v) => next.includes(v));
}

/** Whether the dates make a range: both set, the end not before the start. */
const validRange = ({ startDate, endDate }: TsCompareSelection) => startDate !== null && endDate !== null && startDate <= endDate;

/** Submit needs left-axis locations (they imply its parameter) and a date range, and waits while a comparison loads. */
export function canSubmit(selection: TsCompareSelection, loading: boolean): boolean {
  return !loading && selection.left.parameter !== null && selection.left.locations.length > 0 && validRange(selection);
}

/** The daily-data calls of a submitted comparison. */
export interface DailyRequests {
  left: TsCompareDailyDataRequest;
  /** Null when the right axis has no locations: it is not asked for. */
  right: TsCompareDailyDataRequest | null;
}

function axisRequest(axis: AxisSelection, startDate: string, endDate: string): TsCompareDailyDataRequest | null {
  if (axis.parameter === null || axis.locations.length === 0) return null;
  return { parameter: axis.parameter, locations: axis.locations.slice(0, TS_COMPARE_MAX_LOCATIONS).join(','), startDate, endDate };
}

/** The calls for a selection that can be submitted: the left axis always, the right one only with locations. */
export function dailyRequests(selection: TsCompareSelection): DailyRequests | null {
  const { startDate, endDate } = selection;
  if (startDate === null || endDate === null || !validRange(selection)) return null;
  const left = axisRequest(selection.left, startDate, endDate);
  return left && { left, right: axisRequest(selection.right, startDate, endDate) };
}

// ---------------------------------------------------------------------------------------------------------------
// The map
// ---------------------------------------------------------------------------------------------------------------

/**
 * The map opens centred on the Yampa (halfway along the river, between Steamboat Springs and Deerlodge Park), at a
 * zoom showing the whole basin; location labels show from that zoom on.
 */
export const MAP_CENTER: [number, number] = [-107.55, 40.5];
export const MAP_ZOOM = 7;
export const MAP_LABEL_MIN_ZOOM = 7;

/**
 * A fixed colour for each of the basin's sixteen sub-areas (HUC-10 codes), so a sub-area reads the same on every
 * visit whichever locations the map holds; neighbouring codes get contrasting hues.
 */
export const SUB_AREA_COLORS: Readonly<Record<string, string>> = {
  '1405000101': '#1f77b4',
  '1405000102': '#ff7f0e',
  '1405000103': '#2ca02c',
  '1405000104': '#d62728',
  '1405000105': '#9467bd',
  '1405000106': '#8c564b',
  '1405000107': '#e377c2',
  '1405000201': '#bcbd22',
  '1405000202': '#17becf',
  '1405000203': '#393b79',
  '1405000204': '#637939',
  '1405000205': '#8c6d31',
  '1405000301': '#843c39',
  '1405000302': '#7b4173',
  '1405000303': '#3182bd',
  '1405000304': '#e6550d',
};

/** Locations outside the sixteen sub-areas (or in none): the location map's neutral grey for unlisted values. */
export const OTHER_SUB_AREA_COLOR = UNLISTED_COLOR;

/** The colour of a location in a sub-area (HUC-10 code, or null for none). */
export function subAreaColor(huc10: string | null | undefined): string {
  return (huc10 && SUB_AREA_COLORS[huc10]) || OTHER_SUB_AREA_COLOR;
}

/** The map's property holding a location's sub-area, which its colour follows. */
export const MAP_COLOR_PROPERTY = 'huc10';

/** The map's locations as GeoJSON points, identified by location_ndx. */
export function mapFeatures(wells: readonly MapWell[]): GeoJsonFeatureCollection {
  return pointFeatures(wells.map((w) => ({
    id: w.location_ndx,
    coordinates: w.location_geometry.coordinates,
    properties: {
      location_ndx: w.location_ndx, location_name: w.location_name, location_id: w.location_id, locationtype: w.locationtype,
      [MAP_COLOR_PROPERTY]: w.huc10, huc10_name: w.huc10_name,
    },
  })));
}

/** A location's popup: its name, id, type and sub-area. */
export function mapPopupText(properties: Record<string, unknown>): string {
  const line = (label: string, key: string) => (properties[key] ? `${label}: ${String(properties[key])}` : null);
  return [String(properties['location_name'] ?? ''), line('ID', 'location_id'), line('Type', 'locationtype'), line('Sub-Area', 'huc10_name')]
    .filter(Boolean)
    .join('\n');
}

/** The locations chosen on either axis, outlined on the map. */
export function chosenLocationIds(selection: TsCompareSelection): number[] {
  return [...new Set([...selection.left.locations, ...selection.right.locations])];
}

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

/** Each location's line takes the chart theme's series colours in turn; the right axis's lines dashed, so a reader tells the two axes apart. */

/** The rows of one location, in the order the answer lists the locations. */
export function rowsByLocation(rows: readonly TsCompareDailyRow[]): TsCompareDailyRow[][] {
  const grouped = new Map<number, TsCompareDailyRow[]>();
  for (const row of rows) grouped.set(row.location_ndx, [...(grouped.get(row.location_ndx) ?? []), row]);
  return [...grouped.values()];
}

/** An axis's title: the parameter and its units ('Flow (cfs)'), from its rows; none without rows. */
export function axisTitle(rows: readonly TsCompareDailyRow[]): string | undefined {
  const first = rows[0];
  if (!first) return undefined;
  return first.units ? `${first.parameter} (${first.units})` : first.parameter;
}

/**
 * Between CHART_TICKS.min and CHART_TICKS.max whole days spread evenly from the first day to the last, both
 * included: a count that divides the range evenly where one exists, else the most ticks. A range of fewer days
 * has a tick per day.
 */
export function dayTicks(firstDay: string, lastDay: string): string[] {
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
  if (!(days >= 0)) return [];
  if (days + 1 <= CHART_TICKS.max) return Array.from({ length: days + 1 }, (_, i) => addDays(firstDay, i));
  let count: number = CHART_TICKS.max;
  for (let candidate = CHART_TICKS.max; candidate >= CHART_TICKS.min; candidate--) {
    if (days % (candidate - 1) === 0) {
      count = candidate;
      break;
    }
  }
  return Array.from({ length: count }, (_, i) => addDays(firstDay, Math.round((i * days) / (count - 1))));
}

/** A location's name in the legend, with its parameter: the same location may be drawn on both axes. */
export const traceName = (row: Pick<TsCompareDailyRow, 'location' | 'parameter'>) => `${row.location} - ${row.parameter}`;

function axisTraces(rows: readonly TsCompareDailyRow[], side: AxisSide, firstColor: number): PlotTrace[] {
  return rowsByLocation(rows).map((own, index) => ({
    type: 'scatter',
    mode: 'lines',
    name: traceName(own[0]),
    x: own.map((r) => r.rdate),
    y: own.map((r) => r.result_value_daily),
    line: { color: seriesColor(firstColor + index), width: 2, dash: side === 'right' ? 'dash' : 'solid' },
    hovertemplate: `%{x|%m/%d/%Y}: %{y:,.2f} ${own[0].units}<extra>${traceName(own[0])}</extra>`,
    ...(side === 'right' ? { yaxis: 'y2' as const } : {}),
  }));
}

export interface FigureInput {
  left: readonly TsCompareDailyRow[];
  /** Null when the right axis was not asked for. */
  right: readonly TsCompareDailyRow[] | null;
  /** The days asked for: the x-axis spans them whatever the rows hold. */
  startDate: string;
  endDate: string;
}

/**
 * The dual-axis figure: one line per location, the left axis's locations against the left value axis and the right
 * axis's against the right one (each titled with its parameter and units), the days asked for along the x-axis.
 */
export function tsCompareFigure({ left, right, startDate, endDate }: FigureInput): Figure {
  const leftTraces = axisTraces(left, 'left', 0);
  const rightTraces = right ? axisTraces(right, 'right', leftTraces.length) : [];
  const base = chartLayout({ xType: 'date', yTitle: axisTitle(left) });
  const layout = {
    ...base,
    xaxis: { ...base.xaxis, range: [startDate, endDate] as [string, string], tickvals: dayTicks(startDate, endDate), tickformat: '%m/%d/%Y' },
    hovermode: 'x unified' as const,
  };
  const figure = { data: [...leftTraces, ...rightTraces], layout };
  // The right traces already name the second axis: only its layout is added.
  return right ? withSecondYAxis(figure, [], { title: axisTitle(right) }) : figure;
}

/**
 * The warning when an axis asked for came back without rows, naming the empty one: 'No data available for left
 * axis', '... for right axis', or '... for left or right axis' when neither has any. Null when every axis asked
 * for has rows.
 */
export function noDataWarning(left: readonly unknown[], right: readonly unknown[] | null): string | null {
  const leftEmpty = left.length === 0;
  const rightEmpty = right !== null && right.length === 0;
  if (leftEmpty && (rightEmpty || right === null)) return 'No data available for left or right axis';
  if (leftEmpty) return 'No data available for left axis';
  if (rightEmpty) return 'No data available for right axis';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The table and its CSV
// ---------------------------------------------------------------------------------------------------------------

/** The time-series table shows 60 rows a page. */
export const TABLE_PAGE_SIZE = 60;
export const TABLE_PAGE_SIZES = DATA_TABLE_PAGE_SIZES;
export const CSV_FILE_NAME = 'Time Series Comparisons.csv';
export const PNG_FILE_NAME = 'Time Series Comparisons.png';

/** A daily row of one axis; `key` tells apart the same location and day drawn on both axes. */
export interface TableRow extends TsCompareDailyRow {
  axis: AxisSide;
  key: string;
}

/** The left axis's rows, then the right axis's, each as the answer lists them. */
export function tableRows(left: readonly TsCompareDailyRow[], right: readonly TsCompareDailyRow[] | null): TableRow[] {
  const of = (rows: readonly TsCompareDailyRow[], axis: AxisSide) =>
    rows.map((row) => ({ ...row, axis, key: `${axis}|${row.location_ndx}|${row.rdate}` }));
  return [...of(left, 'left'), ...of(right ?? [], 'right')];
}

export const TABLE_COLUMNS = [
  { key: 'location', header: 'Location', value: (r: TableRow) => r.location },
  { key: 'parameter', header: 'Parameter', value: (r: TableRow) => r.parameter },
  { key: 'units', header: 'Units', value: (r: TableRow) => r.units },
  { key: 'result_value_daily', header: 'Daily Value', value: (r: TableRow) => r.result_value_daily },
  { key: 'rdate', header: 'Date', value: (r: TableRow) => formatUsDate(r.rdate) },
  { key: 'data_source', header: 'Data Source', value: (r: TableRow) => r.data_source },
  { key: 'location_type', header: 'Location Type', value: (r: TableRow) => r.location_type },
  { key: 'huc10', header: 'HUC-10', value: (r: TableRow) => r.huc10 },
] as const;

/**
 * The rows a CSV export holds: those from the start date through one month after the end date (the filter panel's
 * dates; a cleared date leaves that side open).
 */
export function csvRows<Row extends Pick<TsCompareDailyRow, 'rdate'>>(rows: readonly Row[], startDate: string | null, endDate: string | null): Row[] {
  const last = endDate === null ? null : addMonths(endDate, 1);
  return rows.filter((r) => (startDate === null || r.rdate >= startDate) && (last === null || r.rdate <= last));
}
