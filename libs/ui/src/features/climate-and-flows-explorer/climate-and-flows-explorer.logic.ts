/**
 * Climate and Flows Explorer without React: the page texts, the explorer's state (read from the URL once the lists
 * are in, with defaults for whatever the URL lacks or gets wrong, and written back to it), the graphs a region
 * offers, the year's window cut from the data answer, and each chart's figure.
 */
import {
  type CafDataRow, type CafGraphOption, EXPLORER_DEFAULT_REGIONAL_GROUP, EXPLORER_MAX_GRAPHS, EXPLORER_YEAR_TYPES,
  type ExplorerChartType, type ExplorerRegionalGroup, type ExplorerYearType, type ExploreYear,
} from '@portal/contracts';
import { todayIsoDay, waterYearRange } from '../../common/dates';
import { chartLayout, type Figure, type PlotTrace, withSecondYAxis } from '../../components/charts';
import { type GraphOption, keepOffered } from '../../components/graph-picker/graph-picker.logic';
import { stakeholderByPath } from '../shell/stakeholders';

export const PAGE_TITLE = 'Climate and Flows Explorer';
export const REVIEW_LOCATIONS_TEXT = 'Review Monitoring Locations in this Region';
/** This explorer's own empty-chart text (lower case, unlike the other charts' 'No Data Available'). */
export const EXPLORER_NO_DATA_TEXT = 'No data available';
/** What the console says when a newer request for a chart replaced one still on its way. */
export const CANCELED_TEXT = 'Query was canceled';

export const YEAR_TYPE_LABELS: Record<ExplorerYearType, string> = { collect_year: 'Calendar Year', collect_water_year: 'Water Year' };

/** Split: the two charts side by side; full: one chart per row, each the page's width. */
export type ChartArrangement = 'split' | 'full';
export const ARRANGEMENT_LABELS: Record<ChartArrangement, string> = { split: 'Split View', full: 'Full Width' };

/** Everything the URL keeps of the explorer. */
export interface ExplorerState {
  regionalGroup: number;
  year: number;
  yearType: ExplorerYearType;
  /** caf_group_ndx of the drawn graphs, in the order they are drawn. */
  graphs: number[];
}

/** The three lists the explorer needs before it can choose anything. */
export interface ExplorerLists {
  regions: readonly ExplorerRegionalGroup[];
  years: readonly ExploreYear[];
  options: readonly CafGraphOption[];
}

/** The query parameters, by state field. */
export const QUERY_KEYS = { regionalGroup: 'regionalGroup', year: 'year', yearType: 'yearType', graphs: 'graphs' } as const;

// ---------------------------------------------------------------------------------------------------------------
// Graphs a region offers
// ---------------------------------------------------------------------------------------------------------------

/** The graph options a region offers, in the list's own order. */
export function offeredOptions(options: readonly CafGraphOption[], regionalGroup: number): CafGraphOption[] {
  return options.filter((option) => option.reg_group_ndx_display.includes(regionalGroup));
}

/** The options as the graph picker's cards. */
export function pickerOptions(options: readonly CafGraphOption[]): GraphOption[] {
  return options.map((option) => ({ id: option.caf_group_ndx, title: option.caf_graph_title }));
}

/**
 * The data category a route's category path stands for: a stakeholder category's ndx, or 0 (every visitor) for no
 * path or one that is not a category.
 */
export function categoryNdxOf(datacategoryPath: string | undefined): number {
  return stakeholderByPath(datacategoryPath)?.ndx ?? 0;
}

/** The graphs the explorer opens on: the first two offered ones that are defaults for the data category. */
export function defaultGraphs(offered: readonly CafGraphOption[], categoryNdx: number): number[] {
  return offered
    .filter((option) => option.datacategory_ndx_defaults.includes(categoryNdx))
    .slice(0, EXPLORER_MAX_GRAPHS)
    .map((option) => option.caf_group_ndx);
}

// ---------------------------------------------------------------------------------------------------------------
// State: defaults, the URL
// ---------------------------------------------------------------------------------------------------------------

/** A whole non-negative number as the URL writes one ('4'), or null ('4a', '', '-1', '4.5'). */
function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

const isYearType = (value: string | null): value is ExplorerYearType => EXPLORER_YEAR_TYPES.some((type) => type === value);

/** The region the explorer opens on: the default region, or the first listed when the list lacks it. */
export function defaultRegion(regions: readonly ExplorerRegionalGroup[]): number {
  return regions.some((region) => region.reg_group_ndx === EXPLORER_DEFAULT_REGIONAL_GROUP)
    ? EXPLORER_DEFAULT_REGIONAL_GROUP
    : (regions[0]?.reg_group_ndx ?? EXPLORER_DEFAULT_REGIONAL_GROUP);
}

/** The year the explorer opens on: the current calendar year in the district, or the newest listed when it has no data. */
export function defaultYear(years: readonly ExploreYear[], now: Date): number {
  const current = Number(todayIsoDay(now).slice(0, 4));
  if (years.length === 0 || years.some((year) => year.explore_year === current)) return current;
  return Math.max(...years.map((year) => year.explore_year));
}

/**
 * The URL's `graphs` as the ids of graphs the region offers (at most two, duplicates once, in the URL's order), or
 * null when the URL names none that counts, so the defaults apply. An empty `graphs=` is a reader's empty selection
 * and is kept as one.
 */
export function graphsFromQuery(text: string | null, offered: readonly CafGraphOption[]): number[] | null {
  if (text === null) return null;
  if (text.trim() === '') return [];
  const ids = new Set(offered.map((option) => option.caf_group_ndx));
  const valid = [...new Set(text.split(',').map(wholeNumber))].filter((id): id is number => id !== null && ids.has(id));
  return valid.length > 0 ? valid.slice(0, EXPLORER_MAX_GRAPHS) : null;
}

export interface InitialStateContext {
  now: Date;
  /** The route's category path, which chooses the default graphs. */
  datacategoryPath?: string;
}

/**
 * The explorer's first state, once the lists are in: each of the URL's values that is valid for the lists, each
 * other one its default (an invalid value costs only itself). The graphs must be offered in the chosen region.
 */
export function initialState(lists: ExplorerLists, query: URLSearchParams, { now, datacategoryPath }: InitialStateContext): ExplorerState {
  const askedRegion = wholeNumber(query.get(QUERY_KEYS.regionalGroup));
  const regionalGroup =
    askedRegion !== null && lists.regions.some((region) => region.reg_group_ndx === askedRegion) ? askedRegion : defaultRegion(lists.regions);
  const askedYear = wholeNumber(query.get(QUERY_KEYS.year));
  const year = askedYear !== null && lists.years.some((listed) => listed.explore_year === askedYear) ? askedYear : defaultYear(lists.years, now);
  const askedType = query.get(QUERY_KEYS.yearType);
  const yearType: ExplorerYearType = isYearType(askedType) ? askedType : 'collect_year';
  const offered = offeredOptions(lists.options, regionalGroup);
  const graphs = graphsFromQuery(query.get(QUERY_KEYS.graphs), offered) ?? defaultGraphs(offered, categoryNdxOf(datacategoryPath));
  return { regionalGroup, year, yearType, graphs };
}

/** The state as the URL's query: all four values, the graphs as a comma list. */
export function stateToQuery(state: ExplorerState): Record<string, string> {
  return {
    [QUERY_KEYS.regionalGroup]: String(state.regionalGroup),
    [QUERY_KEYS.year]: String(state.year),
    [QUERY_KEYS.yearType]: state.yearType,
    [QUERY_KEYS.graphs]: state.graphs.join(','),
  };
}

/** Whether the URL already says what the state says (so writing it again is not needed). */
export function queryMatches(query: URLSearchParams, state: ExplorerState): boolean {
  return Object.entries(stateToQuery(state)).every(([key, value]) => query.get(key) === value);
}

/** A new region: the selected graphs it does not offer are dropped (those it offers keep their order). */
export function withRegion(state: ExplorerState, regionalGroup: number, options: readonly CafGraphOption[]): ExplorerState {
  return { ...state, regionalGroup, graphs: keepOffered(state.graphs, pickerOptions(offeredOptions(options, regionalGroup))) };
}

// ---------------------------------------------------------------------------------------------------------------
// The year's window, the data request
// ---------------------------------------------------------------------------------------------------------------

/** The days a chart shows (inclusive ISO days): Jan 1 - Dec 31 of the year, or the water year ending Sep 30 of it. */
export function yearWindow(year: number, yearType: ExplorerYearType): { start: string; end: string } {
  return yearType === 'collect_water_year' ? waterYearRange(year) : { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The answer's rows within the window (the answer covers both the calendar and the water year). */
export function rowsInWindow(rows: readonly CafDataRow[], year: number, yearType: ExplorerYearType): CafDataRow[] {
  const { start, end } = yearWindow(year, yearType);
  return rows.filter((row) => row.collect_date >= start && row.collect_date <= end);
}

/**
 * The left axis's value of a day: the daily value, or for a cumulative graph the running total since the start of
 * the chosen year type (Jan 1 or Oct 1).
 */
export function leftValue(row: CafDataRow, option: Pick<CafGraphOption, 'ax1_cumulative'>, yearType: ExplorerYearType): number | null {
  if (!option.ax1_cumulative) return row.ax1_daily;
  return yearType === 'collect_water_year' ? row.ax1_daily_wtryr : row.ax1_daily_calyr;
}

/** Whether a request failed because a newer one replaced it (RTK Query's abort, or fetch's own). */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, error: detail } = error as { name?: unknown; error?: unknown };
  return name === 'AbortError' || (typeof detail === 'string' && detail.includes('AbortError'));
}

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

/** The colours of the second and further locations on an axis (plotly's own ten), by the location's place. */
export const CHART_PALETTE: readonly string[] = [
  '#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf',
];

/** Dates as the chart reads them: MM/DD/yyyy. */
const US_DATE = '%m/%d/%Y';

/** The right-axis trace's legend name: the location with the axis's units, so it differs from its left trace. */
export const rightTraceName = (label: string, units: string): string => `${label} (${units})`;

interface LocationSeries {
  label: string;
  x: string[];
  left: (number | null)[];
  right: (number | null)[];
}

/** The window's rows by location, in the answer's order (by label). */
function seriesByLocation(rows: readonly CafDataRow[], option: CafGraphOption, yearType: ExplorerYearType): LocationSeries[] {
  const byLocation = new Map<number, LocationSeries>();
  for (const row of rows) {
    let series = byLocation.get(row.location_ndx);
    if (!series) {
      series = { label: row.location_display_label, x: [], left: [], right: [] };
      byLocation.set(row.location_ndx, series);
    }
    series.x.push(row.collect_date);
    series.left.push(leftValue(row, option, yearType));
    series.right.push(row.ax2_daily);
  }
  return [...byLocation.values()];
}

const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null);

/** The first location takes the graph's colour for the axis, the others the palette by their place. */
const colorAt = (index: number, first: string | null): string => (index === 0 && first ? first : CHART_PALETTE[index % CHART_PALETTE.length]);

function trace(type: ExplorerChartType, name: string, x: string[], y: (number | null)[], color: string): PlotTrace {
  return type === 'bar'
    ? { type: 'bar', name, x, y, marker: { color } }
    : { type: 'scatter', mode: 'lines', name, x, y, line: { color, width: 2 } };
}

/**
 * A graph's chart for the year: one trace per location with a value in the window on the left axis (daily or
 * cumulative), and when the graph has a right axis one per location with a value on it. Line or bar as the graph
 * says; the time axis spans exactly the window, dates read MM/DD/yyyy, and one hover label lists every trace of a day.
 */
export function explorerFigure(option: CafGraphOption, rows: readonly CafDataRow[], year: number, yearType: ExplorerYearType): Figure {
  const window = yearWindow(year, yearType);
  const series = seriesByLocation(rowsInWindow(rows, year, yearType), option, yearType);
  const left = series
    .filter((location) => hasValue(location.left))
    .map((location, index) => trace(option.ax1_daily_chart_type, location.label, location.x, location.left, colorAt(index, option.ax1_daily_color)));
  const rightUnits = option.y2_axis_units;
  const right = rightUnits
    ? series
        .filter((location) => hasValue(location.right))
        .map((location, index) =>
          trace(
            option.ax2_daily_chart_type ?? 'line',
            rightTraceName(location.label, rightUnits),
            location.x,
            location.right,
            colorAt(index, option.ax2_daily_color),
          ),
        )
    : [];
  const base = chartLayout({ xType: 'date', yTitle: option.y1_axis_units });
  const figure: Figure = {
    data: [...left, ...right],
    layout: {
      ...base,
      xaxis: { ...base.xaxis, range: [window.start, window.end], tickformat: US_DATE, hoverformat: US_DATE },
      hovermode: 'x unified',
      dragmode: 'zoom',
    },
  };
  return rightUnits ? withSecondYAxis(figure, right.map((t) => t.name ?? ''), { title: rightUnits }) : figure;
}

/** The Save Graph file: the graph, region and year. */
export const pngFileName = (option: CafGraphOption, state: Pick<ExplorerState, 'regionalGroup' | 'year' | 'yearType'>): string =>
  `${option.caf_graph_route_name}-region-${state.regionalGroup}-${state.yearType === 'collect_water_year' ? 'water-year' : 'year'}-${state.year}.png`;
