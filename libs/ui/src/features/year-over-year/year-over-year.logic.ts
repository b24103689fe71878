/**
 * Year-over-Year Comparisons without React: the page texts, the screen's state (the explorers' shared rules for
 * region, year type and graphs, plus several years), and each chart's figure: the chosen years drawn over one another
 * on the day axis of one leap reference year, with the historical minimum, average and maximum of every day.
 */
import {
  type ExplorerChartType, type ExplorerYearType, type ExploreYear, YOY_HISTORY_COLORS, YOY_MAX_YEARS, type YoyDataRow,
  type YoyGraphOption,
} from '@portal/contracts';
import { chartLayout, type Figure, type PlotTrace } from '../../components/charts';
import {
  baseStateToQuery, BASE_QUERY_KEYS, currentYear, type ExplorerBaseState, type ExplorerListsOf, type GraphOptionAccess,
  type InitialStateContext, initialBaseState, isListedYear, queryMatchesValues, wholeNumber,
  withRegionOf,
} from '../../components/explorer';

export const PAGE_TITLE = 'Year-over-Year Comparisons';
/** Shown while any chart waits for its answer. */
export const LOADING_GRAPHS_TEXT = 'Loading! Building and Customizing Your Graphs';
export const YEARS_LABEL = 'Years';

/** Everything the URL keeps of the screen: the shared state and the compared years. */
export interface YoyState extends ExplorerBaseState {
  /** The compared years, ascending, at least one and at most YOY_MAX_YEARS. */
  years: number[];
}

export type YoyLists = ExplorerListsOf<YoyGraphOption>;

/** The query parameters, by state field. */
export const QUERY_KEYS = { ...BASE_QUERY_KEYS, years: 'years' } as const;

/** How the shared explorer rules read this screen's graph options. */
export const YOY_OPTION_ACCESS: GraphOptionAccess<YoyGraphOption> = {
  id: (option) => option.yoy_group_ndx,
  title: (option) => option.yoy_graph_title,
  defaults: (option) => option.datacategory_ndx_defaults,
  regions: (option) => option.reg_group_ndx_display,
};

// ---------------------------------------------------------------------------------------------------------------
// State: the years, the URL
// ---------------------------------------------------------------------------------------------------------------

const ascending = (years: Iterable<number>): number[] => [...years].sort((a, b) => a - b);

/**
 * The years the screen opens on: the current and the previous calendar year, those of them that have data; the
 * newest listed year when neither has.
 */
export function defaultYears(years: readonly ExploreYear[], now: Date): number[] {
  const current = currentYear(now);
  if (years.length === 0) return [current - 1, current];
  const listed = [current - 1, current].filter((year) => isListedYear(years, year));
  return listed.length > 0 ? listed : [Math.max(...years.map((year) => year.explore_year))];
}

/**
 * The URL's `years` as the listed years it names (duplicates once, ascending, at most YOY_MAX_YEARS: the first ones
 * the URL names), or null when none counts, so the defaults apply.
 */
export function yearsFromQuery(text: string | null, years: readonly ExploreYear[]): number[] | null {
  if (text === null) return null;
  const valid = [...new Set(text.split(',').map(wholeNumber))].filter((year): year is number => year !== null && isListedYear(years, year));
  return valid.length > 0 ? ascending(valid.slice(0, YOY_MAX_YEARS)) : null;
}

/**
 * The screen's first state, once the lists are in: each of the URL's values that is valid for the lists, each other
 * one its default (an invalid value costs only itself).
 */
export function initialState(lists: YoyLists, query: URLSearchParams, { now, datacategoryPath }: InitialStateContext): YoyState {
  const base = initialBaseState(lists, query, datacategoryPath, YOY_OPTION_ACCESS);
  const years = yearsFromQuery(query.get(QUERY_KEYS.years), lists.years) ?? defaultYears(lists.years, now);
  return { ...base, years };
}

/** The state as the URL's query: all four values, the years and graphs as comma lists. */
export function stateToQuery(state: YoyState): Record<string, string> {
  return { ...baseStateToQuery(state), [QUERY_KEYS.years]: state.years.join(',') };
}

export const queryMatches = (query: URLSearchParams, state: YoyState): boolean => queryMatchesValues(query, stateToQuery(state));

/** A new region: the selected graphs it does not offer are dropped (those it offers keep their order). */
export const withRegion = (state: YoyState, regionalGroup: number, options: readonly YoyGraphOption[]): YoyState =>
  withRegionOf(state, regionalGroup, options, YOY_OPTION_ACCESS);

/**
 * The years after ticking or unticking one: ascending; a year beyond YOY_MAX_YEARS is not added, and the last year
 * is not removed (a comparison needs at least one year).
 */
export function toggleYear(selected: readonly number[], year: number): number[] {
  if (selected.includes(year)) return selected.length > 1 ? selected.filter((chosen) => chosen !== year) : [...selected];
  return selected.length >= YOY_MAX_YEARS ? [...selected] : ascending([...selected, year]);
}

/** The data call's `years`: the chosen years ascending, comma-joined. */
export const yearsParam = (years: readonly number[]): string => ascending(years).join(',');

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

/** A year's legend name: the year, or 'WY 2026' for a water year. */
export const yearTraceName = (year: number, yearType: ExplorerYearType): string => (yearType === 'collect_water_year' ? `WY ${year}` : String(year));

/**
 * The reference leap years the day positions are drawn in: calendar day 1 is Jan 1 2000, water-year day 1 is
 * Oct 1 1999 (water year 2000), so Feb 29 exists in both and every year's day lands on its own month and day.
 */
const REFERENCE_START: Record<ExplorerYearType, string> = { collect_year: '2000-01-01', collect_water_year: '1999-10-01' };
export const REFERENCE_RANGE: Record<ExplorerYearType, [string, string]> = {
  collect_year: ['2000-01-01', '2000-12-31'],
  collect_water_year: ['1999-10-01', '2000-09-30'],
};
const DAY_MS = 86_400_000;

/** A day position (1..366) as its date in the reference year, ISO. */
export function referenceDate(position: number, yearType: ExplorerYearType): string {
  return new Date(Date.parse(`${REFERENCE_START[yearType]}T00:00:00Z`) + (position - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** A row's day position in the year type: collect_day (Jan 1 = 1) or collect_water_day (Oct 1 = 1). */
export const dayPosition = (row: YoyDataRow, yearType: ExplorerYearType): number =>
  yearType === 'collect_water_year' ? row.collect_water_day : row.collect_day;

/** Whether a row belongs to the year: its calendar year, or its water year. */
const inYear = (row: YoyDataRow, year: number, yearType: ExplorerYearType): boolean =>
  (yearType === 'collect_water_year' ? row.collect_water_year : row.collect_year) === year;

/** The rows of one year of the year type, by day position. */
export function rowsOfYear(rows: readonly YoyDataRow[], year: number, yearType: ExplorerYearType): YoyDataRow[] {
  return rows.filter((row) => inYear(row, year, yearType)).sort((a, b) => dayPosition(a, yearType) - dayPosition(b, yearType));
}

type HistoryKey = keyof typeof YOY_HISTORY_COLORS;
export const HISTORY_NAMES: Record<HistoryKey, string> = {
  hist_min: 'Historical Minimum',
  hist_avg: 'Historical Average',
  hist_max: 'Historical Maximum',
};
const HISTORY_KEYS: readonly HistoryKey[] = ['hist_min', 'hist_avg', 'hist_max'];

/** The cumulative series' suffix of the year type: running totals since Jan 1 or since Oct 1. */
const cumulativeSuffix = (yearType: ExplorerYearType): '_calyr' | '_wtryr' => (yearType === 'collect_water_year' ? '_wtryr' : '_calyr');

/** A day's value: the daily value, or for a cumulative graph the running total of the year type. */
export function yearValue(row: YoyDataRow, option: Pick<YoyGraphOption, 'cumulative'>, yearType: ExplorerYearType): number | null {
  return option.cumulative ? row[`data_daily${cumulativeSuffix(yearType)}`] : row.data_daily;
}

/** A day's historical statistic, of the cumulative series for a cumulative graph. */
export function historyValue(row: YoyDataRow, key: HistoryKey, option: Pick<YoyGraphOption, 'cumulative'>, yearType: ExplorerYearType): number | null {
  return option.cumulative ? row[`${key}${cumulativeSuffix(yearType)}`] : row[key];
}

const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null);

/** A year's trace, without a colour: the page's series scale colours each year by name, the same on both charts. */
function yearTrace(type: ExplorerChartType, name: string, x: string[], y: (number | null)[]): PlotTrace {
  return type === 'bar' ? { type: 'bar', name, x, y } : { type: 'scatter', mode: 'lines', name, x, y, line: { width: 2 } };
}

/** Month and day: the reference year means nothing to the reader. */
const MONTH_DAY = '%b %d';

/**
 * A graph's chart: one trace per chosen year with a value (line or bar as the graph says, coloured by
 * the page's series scale), then the historical minimum, average and maximum as thin dashed lines. The history is the same for
 * every year, so it is taken from the first year's days. Every year is drawn on the reference year's days, so the
 * axis reads month and day, and one hover label lists every trace of a day.
 */
export function yoyFigure(option: YoyGraphOption, rows: readonly YoyDataRow[], years: readonly number[], yearType: ExplorerYearType): Figure {
  const sorted = ascending(years);
  const x = (yearRows: readonly YoyDataRow[]) => yearRows.map((row) => referenceDate(dayPosition(row, yearType), yearType));
  const yearTraces = sorted.flatMap((year) => {
    const yearRows = rowsOfYear(rows, year, yearType);
    const y = yearRows.map((row) => yearValue(row, option, yearType));
    return hasValue(y) ? [yearTrace(option.data_daily_chart_type, yearTraceName(year, yearType), x(yearRows), y)] : [];
  });
  const historyRows = sorted.length > 0 ? rowsOfYear(rows, sorted[0], yearType) : [];
  const historyTraces = HISTORY_KEYS.flatMap((key): PlotTrace[] => {
    const y = historyRows.map((row) => historyValue(row, key, option, yearType));
    return hasValue(y)
      ? [{ type: 'scatter', mode: 'lines', name: HISTORY_NAMES[key], x: x(historyRows), y, line: { color: YOY_HISTORY_COLORS[key], width: 1, dash: 'dash' } }]
      : [];
  });
  const base = chartLayout({ xType: 'date', yTitle: option.y_axis_units });
  return {
    data: [...yearTraces, ...historyTraces],
    layout: {
      ...base,
      xaxis: { ...base.xaxis, range: REFERENCE_RANGE[yearType], tickformat: MONTH_DAY, hoverformat: MONTH_DAY },
      hovermode: 'x unified',
      dragmode: 'zoom',
    },
  };
}

/** The Save Graph file: the graph, region and years. */
export const pngFileName = (option: YoyGraphOption, state: Pick<YoyState, 'regionalGroup' | 'years' | 'yearType'>): string =>
  `${option.yoy_graph_route_name}-region-${state.regionalGroup}-${state.yearType === 'collect_water_year' ? 'water-years' : 'years'}-${state.years.join('-')}.png`;
