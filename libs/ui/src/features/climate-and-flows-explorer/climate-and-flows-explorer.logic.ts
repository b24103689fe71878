/**
 * Climate and Flows Explorer without React: the page title, the explorer's state (the explorers' shared rules for
 * region, year type and graphs, plus one year), the year's window cut from the data answer, and each chart's figure.
 */
import type { CafDataRow, CafGraphOption, ExplorerChartType, ExplorerYearType } from '@portal/contracts';
import { waterYearRange } from '../../common/dates';
import { chartLayout, type Figure, type PlotTrace, withSecondYAxis } from '../../components/charts';
import {
  baseStateToQuery, BASE_QUERY_KEYS, defaultGraphsOf, defaultYear, type ExplorerBaseState, type ExplorerListsOf, graphsFromQueryOf,
  type GraphOptionAccess, type InitialStateContext, initialBaseState, isListedYear, offeredOptionsOf, pickerOptionsOf,
  queryMatchesValues, wholeNumber, withRegionOf,
} from '../../components/explorer';
import type { GraphOption } from '../../components/graph-picker/graph-picker.logic';

export {
  categoryNdxOf, defaultRegion, defaultYear, type InitialStateContext, isAbortError,
} from '../../components/explorer';

export const PAGE_TITLE = 'Climate and Flows Explorer';

/** Everything the URL keeps of the explorer: the shared state and one year. */
export interface ClimateAndFlowsState extends ExplorerBaseState {
  year: number;
}

/** The three lists the explorer needs before it can choose anything. */
export type ClimateAndFlowsLists = ExplorerListsOf<CafGraphOption>;

/** The query parameters, by state field. */
export const QUERY_KEYS = { ...BASE_QUERY_KEYS, year: 'year' } as const;

/** How the shared explorer rules read this explorer's graph options. */
export const CAF_OPTION_ACCESS: GraphOptionAccess<CafGraphOption> = {
  id: (option) => option.caf_group_ndx,
  title: (option) => option.caf_graph_title,
  defaults: (option) => option.datacategory_ndx_defaults,
  regions: (option) => option.reg_group_ndx_display,
};

// ---------------------------------------------------------------------------------------------------------------
// Graphs a region offers
// ---------------------------------------------------------------------------------------------------------------

/** The graph options a region offers, in the list's own order. */
export const offeredOptions = (options: readonly CafGraphOption[], regionalGroup: number): CafGraphOption[] =>
  offeredOptionsOf(options, regionalGroup, CAF_OPTION_ACCESS);

/** The options as the graph picker's cards. */
export const pickerOptions = (options: readonly CafGraphOption[]): GraphOption[] => pickerOptionsOf(options, CAF_OPTION_ACCESS);

/** The graphs the explorer opens on: the first two offered ones that are defaults for the data category. */
export const defaultGraphs = (offered: readonly CafGraphOption[], categoryNdx: number): number[] =>
  defaultGraphsOf(offered, categoryNdx, CAF_OPTION_ACCESS);

/**
 * The URL's `graphs` as the ids of graphs the region offers (at most two, duplicates once, in the URL's order), or
 * null when the URL names none that counts, so the defaults apply; an empty `graphs=` is kept as an empty selection.
 */
export const graphsFromQuery = (text: string | null, offered: readonly CafGraphOption[]): number[] | null =>
  graphsFromQueryOf(text, offered, CAF_OPTION_ACCESS);

// ---------------------------------------------------------------------------------------------------------------
// State: defaults, the URL
// ---------------------------------------------------------------------------------------------------------------

/**
 * The explorer's first state, once the lists are in: each of the URL's values that is valid for the lists, each
 * other one its default (an invalid value costs only itself). The graphs must be offered in the chosen region.
 */
export function initialState(lists: ClimateAndFlowsLists, query: URLSearchParams, { now, datacategoryPath }: InitialStateContext): ClimateAndFlowsState {
  const { regionalGroup, yearType, graphs } = initialBaseState(lists, query, datacategoryPath, CAF_OPTION_ACCESS);
  const askedYear = wholeNumber(query.get(QUERY_KEYS.year));
  const year = askedYear !== null && isListedYear(lists.years, askedYear) ? askedYear : defaultYear(lists.years, now);
  return { regionalGroup, year, yearType, graphs };
}

/** The state as the URL's query: all four values, the graphs as a comma list. */
export function stateToQuery(state: ClimateAndFlowsState): Record<string, string> {
  return { ...baseStateToQuery(state), [QUERY_KEYS.year]: String(state.year) };
}

/** Whether the URL already says what the state says (so writing it again is not needed). */
export const queryMatches = (query: URLSearchParams, state: ClimateAndFlowsState): boolean => queryMatchesValues(query, stateToQuery(state));

/** A new region: the selected graphs it does not offer are dropped (those it offers keep their order). */
export const withRegion = (state: ClimateAndFlowsState, regionalGroup: number, options: readonly CafGraphOption[]): ClimateAndFlowsState =>
  withRegionOf(state, regionalGroup, options, CAF_OPTION_ACCESS);

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

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

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

/**
 * A location's trace, without a colour: the page's series scale colours each location by name, the same on both of
 * its charts (a graph's own configured colour would give a site two colours on one page).
 */
function trace(type: ExplorerChartType, name: string, x: string[], y: (number | null)[]): PlotTrace {
  return type === 'bar' ? { type: 'bar', name, x, y } : { type: 'scatter', mode: 'lines', name, x, y, line: { width: 2 } };
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
    .map((location) => trace(option.ax1_daily_chart_type, location.label, location.x, location.left));
  const rightUnits = option.y2_axis_units;
  const right = rightUnits
    ? series
        .filter((location) => hasValue(location.right))
        .map((location) => trace(option.ax2_daily_chart_type ?? 'line', rightTraceName(location.label, rightUnits), location.x, location.right))
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
export const pngFileName = (option: CafGraphOption, state: Pick<ClimateAndFlowsState, 'regionalGroup' | 'year' | 'yearType'>): string =>
  `${option.caf_graph_route_name}-region-${state.regionalGroup}-${state.yearType === 'collect_water_year' ? 'water-year' : 'year'}-${state.year}.png`;
