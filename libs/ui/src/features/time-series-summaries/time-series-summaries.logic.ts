/**
 * Time Series Summaries without React: the page texts, the screen's state (region, grouping, range, two graphs) with
 * its defaults and URL rules, how picked dates snap to the grouping's periods, the quick ranges, the range rules
 * that decide whether the charts can be asked for, the date pickers' bounds, and each graph's box-plot figure.
 * Days are ISO days ('yyyy-MM-dd') in America/Denver; calendar arithmetic is date-fns's, in that zone.
 */
import {
  EXPLORER_MAX_GRAPHS, type ExplorerRegionalGroup, type ExploreYear, TSSUM_GROUP_TYPES,
  TSSUM_MAX_PERIODS, type TssumBox, type TssumGraphOption, type TssumGroupType, tssumRangeMessage,
} from '@portal/contracts';
import {
  differenceInCalendarMonths, differenceInCalendarWeeks, endOfMonth, endOfWeek, endOfYear, format, startOfMonth, startOfWeek, startOfYear,
  subMonths, subWeeks, subYears,
} from 'date-fns';
import { startOfPortalDay, todayIsoDay, toIsoDay, waterYearOf, waterYearRange } from '../../common/dates';
import { type BoxFigure, type BoxTrace, chartLayout } from '../../components/charts';
import {
  categoryNdxOf, type ChartArrangement, defaultGraphsOf, defaultRegion, type ExplorerListsOf, type GraphOptionAccess, graphsFromQueryOf,
  type InitialStateContext, offeredOptionsOf, wholeNumber,
} from '../../components/explorer/explorer.logic';

// ---------------------------------------------------------------------------------------------------------------
// Page texts
// ---------------------------------------------------------------------------------------------------------------

export const PAGE_TITLE = 'Time Series Summaries';

export { ARRANGEMENT_LABELS, type ChartArrangement } from '../../components/explorer/explorer.logic';

/** A chart's plot height: shorter side by side, taller when it has the page's width to itself. */
export const CHART_HEIGHTS: Record<ChartArrangement, number> = { split: 360, full: 500 };

/** The screen's own empty-chart text (lower case, as on the explorers, unlike the other charts' 'No Data Available'). */
export { EXPLORER_NO_DATA_TEXT as TSSUM_NO_DATA_TEXT } from '../../components/explorer/explorer.logic';

/** What a failed summaries call says (in the chart's or the page's error text). */
export const fetchFailedText = (message: string): string => `Failed to fetch data: ${message}`;

/** Shown when the picked start date lies after the picked end date. */
export const START_AFTER_END_TEXT = 'Start date must not be after end date.';

export const GROUP_TYPE_LABELS: Record<TssumGroupType, string> = { Year: 'Year', Month: 'Month', Week: 'Week' };

// ---------------------------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------------------------

/** Everything the URL keeps of the screen. A date is null while its picker is cleared. */
export interface TssumState {
  regionalGroup: number;
  groupType: TssumGroupType;
  startDate: string | null;
  endDate: string | null;
  /** The ids (tssum_group_ndx) of the drawn graphs, in the order they are drawn; at most two. */
  graphs: number[];
}

/** The three lists the screen needs before it can choose anything. */
export type TssumLists = ExplorerListsOf<TssumGraphOption>;

/** The query parameters, by state field. */
export const QUERY_KEYS = {
  regionalGroup: 'regionalGroup',
  startDate: 'startDate',
  endDate: 'endDate',
  groupType: 'groupType',
  graphs: 'graphs',
} as const;

export const DEFAULT_GROUP_TYPE: TssumGroupType = 'Month';

/** A day transformed by a date-fns function in the district's zone; null for a day that is not a calendar day. */
function onDay(day: string, change: (date: Date) => Date): string | null {
  const date = startOfPortalDay(day);
  return date ? toIsoDay(change(date)) : null;
}

/** An ISO day that is a real calendar day ('2026-02-30' is not). */
export function isCalendarDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && onDay(text, (date) => date) === text;
}

/** The default range: from the first day of the previous month through today, grouped by month. */
export function defaultRange(now: Date): { startDate: string; endDate: string } {
  const today = todayIsoDay(now);
  return { startDate: onDay(today, (date) => startOfMonth(subMonths(date, 1))) ?? today, endDate: today };
}

/** The screen's first state before anything is chosen: region 4, grouped by month, last month through today, no graphs. */
export function defaultState(now: Date, regions: readonly ExplorerRegionalGroup[] = []): TssumState {
  return { regionalGroup: defaultRegion(regions), groupType: DEFAULT_GROUP_TYPE, ...defaultRange(now), graphs: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Periods: snapping picked dates, changing the grouping
// ---------------------------------------------------------------------------------------------------------------

/** Weeks run Sunday to Saturday, as the server groups them. */
const WEEK = { weekStartsOn: 0 } as const;

/**
 * The first ('start') or last ('end') day of the grouping's period holding a day: Jan 1 / Dec 31 for Year, the 1st /
 * the month's last day for Month, the Sunday / Saturday for Week. A day that is not a calendar day is kept as given.
 */
export function snapToGroup(day: string, groupType: TssumGroupType, edge: 'start' | 'end'): string {
  const snap = (date: Date): Date => {
    if (groupType === 'Year') return edge === 'start' ? startOfYear(date) : endOfYear(date);
    if (groupType === 'Month') return edge === 'start' ? startOfMonth(date) : endOfMonth(date);
    return edge === 'start' ? startOfWeek(date, WEEK) : endOfWeek(date, WEEK);
  };
  return onDay(day, snap) ?? day;
}

/**
 * A new grouping, and nothing else: the range stays as it is, unsnapped, so switching back and forth loses nothing.
 * Only dates picked afterwards snap to the new grouping's periods (and a range too long for Week or Month says so).
 */
export const withGroupType = (state: TssumState, groupType: TssumGroupType): TssumState => ({ ...state, groupType });

/** A picked start date, moved to the first day of its period (null: the picker was cleared). */
export const withStartDate = (state: TssumState, day: string | null): TssumState => ({
  ...state,
  startDate: day === null ? null : snapToGroup(day, state.groupType, 'start'),
});

/** A picked end date, moved to the last day of its period (null: the picker was cleared). */
export const withEndDate = (state: TssumState, day: string | null): TssumState => ({
  ...state,
  endDate: day === null ? null : snapToGroup(day, state.groupType, 'end'),
});

/** A quick range: its grouping and both dates at once, as given (quick ranges are already whole periods or end today). */
export const withQuickRange = (state: TssumState, range: Pick<QuickRange, 'groupType' | 'startDate' | 'endDate'>): TssumState => ({
  ...state,
  groupType: range.groupType,
  startDate: range.startDate,
  endDate: range.endDate,
});

// ---------------------------------------------------------------------------------------------------------------
// Quick ranges
// ---------------------------------------------------------------------------------------------------------------

/** The Year tab's two kinds of quick range: calendar years (Jan 1 - Dec 31) or water years (Oct 1 - Sep 30). */
export type YearKind = 'calendar' | 'water';
export const YEAR_KIND_LABELS: Record<YearKind, string> = { calendar: 'Calendar Year', water: 'Water Year' };

/** A quick range sets the grouping and both dates together. */
export interface QuickRange {
  label: string;
  groupType: TssumGroupType;
  startDate: string;
  endDate: string;
}

/** One tab of quick ranges, named by its grouping. */
export interface QuickRangeTab {
  groupType: TssumGroupType;
  label: string;
  ranges: QuickRange[];
}

/** How many whole periods back each tab's "Previous" ranges reach (the first entry, 1, is "Previous Year/Month/Week"). */
export const QUICK_RANGE_COUNTS: Record<TssumGroupType, readonly number[]> = {
  Year: [1, 2, 3, 5, 10],
  Month: [1, 2, 3, 6, 12],
  Week: [1, 2, 4, 8, 12],
};

const plural = (count: number, unit: string) => (count === 1 ? `Previous ${unit}` : `Previous ${count} ${unit}s`);

/**
 * The calendar quick ranges of one grouping: 'Current {unit}' from the start of the current period through today,
 * then 'Previous {unit}' / 'Previous N {unit}s': the N whole periods before the current one, from the first day of the
 * period N back through the last day of the previous period (today's period is left out, being incomplete).
 */
function calendarRanges(today: string, groupType: TssumGroupType): QuickRange[] {
  const back = { Year: subYears, Month: subMonths, Week: subWeeks }[groupType];
  const unit = GROUP_TYPE_LABELS[groupType];
  const current: QuickRange = { label: `Current ${unit}`, groupType, startDate: snapToGroup(today, groupType, 'start'), endDate: today };
  const previous = QUICK_RANGE_COUNTS[groupType].map((count): QuickRange => ({
    label: plural(count, unit),
    groupType,
    startDate: snapToGroup(onDay(today, (date) => back(date, count)) ?? today, groupType, 'start'),
    endDate: snapToGroup(onDay(today, (date) => back(date, 1)) ?? today, groupType, 'end'),
  }));
  return [current, ...previous];
}

/**
 * The water-year quick ranges: 'Current Water Year' from Oct 1 of the current water year through today, then
 * 'Previous Water Year' / 'Previous N Water Years': Oct 1 of the water year N back through Sep 30 of the last one.
 * They group by 'Year', and the server's year boxes are calendar years: a water year's range gives two boxes, its
 * Oct-Dec in the first calendar year and its Jan-Sep in the next, so N water years read as N + 1 boxes whose first
 * and last hold three and nine months.
 */
function waterYearRanges(today: string): QuickRange[] {
  const currentWaterYear = waterYearOf(today);
  const current: QuickRange = {
    label: 'Current Water Year',
    groupType: 'Year',
    startDate: waterYearRange(currentWaterYear).start,
    endDate: today,
  };
  const previous = QUICK_RANGE_COUNTS.Year.map((count): QuickRange => ({
    label: plural(count, 'Water Year'),
    groupType: 'Year',
    startDate: waterYearRange(currentWaterYear - count).start,
    endDate: waterYearRange(currentWaterYear - 1).end,
  }));
  return [current, ...previous];
}

/**
 * The quick ranges by tab (Year, Month, Week), relative to today (an ISO day; the district's today on screen). The
 * Year tab holds calendar years or water years as `yearKind` says.
 */
export function quickRanges(today: string, yearKind: YearKind = 'calendar'): QuickRangeTab[] {
  return TSSUM_GROUP_TYPES.map((groupType) => ({
    groupType,
    label: GROUP_TYPE_LABELS[groupType],
    ranges: groupType === 'Year' && yearKind === 'water' ? waterYearRanges(today) : calendarRanges(today, groupType),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Range rules, the request
// ---------------------------------------------------------------------------------------------------------------

/**
 * How many periods of the grouping a range touches, partly or wholly: weeks Sunday to Saturday, calendar months
 * (the server counts the same way, so both sides agree on the limit).
 */
export function periodsTouched(startDate: string, endDate: string, groupType: 'Week' | 'Month'): number | null {
  const [start, end] = [startOfPortalDay(startDate), startOfPortalDay(endDate)];
  if (!start || !end) return null;
  return (groupType === 'Week' ? differenceInCalendarWeeks(end, start, WEEK) : differenceInCalendarMonths(end, start)) + 1;
}

/**
 * What is wrong with a range for the grouping, or null: a start after the end, or for Week and Month more than 12
 * periods touched. A missing (or unreadable) date is not a problem to report; the range is just not ready.
 * Year has no period limit here.
 */
export function rangeProblem(startDate: string | null, endDate: string | null, groupType: TssumGroupType): string | null {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) return null;
  if (startDate > endDate) return START_AFTER_END_TEXT;
  if (groupType === 'Year') return null;
  const touched = periodsTouched(startDate, endDate, groupType);
  return touched !== null && touched > TSSUM_MAX_PERIODS ? tssumRangeMessage(groupType) : null;
}

/** The charts are asked for only when two graphs and both dates are chosen and the range has no problem. */
export function canRequest(state: TssumState): boolean {
  return (
    state.graphs.length === EXPLORER_MAX_GRAPHS &&
    isCalendarDay(state.startDate) &&
    isCalendarDay(state.endDate) &&
    rangeProblem(state.startDate, state.endDate, state.groupType) === null
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Date pickers' bounds
// ---------------------------------------------------------------------------------------------------------------

/**
 * The days the date pickers offer: from Jan 1 of the earliest year with data (this year's Jan 1 when the list is
 * empty) through the last day of today's period for the grouping, so an end date snapped to its period stays pickable.
 */
export function dateBounds(years: readonly ExploreYear[], groupType: TssumGroupType, now: Date): { min: string; max: string } {
  const today = todayIsoDay(now);
  const first = years.length > 0 ? Math.min(...years.map((year) => year.explore_year)) : Number(today.slice(0, 4));
  return { min: `${String(first).padStart(4, '0')}-01-01`, max: snapToGroup(today, groupType, 'end') };
}

// ---------------------------------------------------------------------------------------------------------------
// The URL
// ---------------------------------------------------------------------------------------------------------------

const isGroupType = (value: string | null): value is TssumGroupType => TSSUM_GROUP_TYPES.some((type) => type === value);

/** How the shared explorer rules read a summaries graph option. */
export const TSSUM_OPTION_ACCESS: GraphOptionAccess<TssumGraphOption> = {
  id: (option) => option.tssum_group_ndx,
  title: (option) => option.tssum_graph_title,
  defaults: (option) => option.datacategory_ndx_defaults,
  regions: (option) => option.reg_group_ndx_display,
};

/**
 * The screen's first state, once the lists are in: each of the URL's values that is valid, each other one its
 * default, so an invalid value costs only itself. The two dates count as one value: both must be calendar days with
 * the start not after the end, or both take their defaults. The region must be listed, the grouping one of Year,
 * Month or Week, and the graphs offered in the chosen region (without any, the route category's default graphs).
 */
export function stateFromQuery(lists: TssumLists, query: URLSearchParams, { now, datacategoryPath }: InitialStateContext): TssumState {
  const defaults = defaultState(now, lists.regions);
  const askedRegion = wholeNumber(query.get(QUERY_KEYS.regionalGroup));
  const regionalGroup =
    askedRegion !== null && lists.regions.some((region) => region.reg_group_ndx === askedRegion) ? askedRegion : defaults.regionalGroup;
  const askedType = query.get(QUERY_KEYS.groupType);
  const groupType = isGroupType(askedType) ? askedType : defaults.groupType;
  const [startDate, endDate] = [query.get(QUERY_KEYS.startDate), query.get(QUERY_KEYS.endDate)];
  const datesValid = isCalendarDay(startDate) && isCalendarDay(endDate) && startDate <= endDate;
  const offered = offeredOptionsOf(lists.options, regionalGroup, TSSUM_OPTION_ACCESS);
  // Without graphs in the URL (or none that counts) the screen opens on the category's default graphs, as the explorers do.
  const graphs = graphsFromQueryOf(query.get(QUERY_KEYS.graphs), offered, TSSUM_OPTION_ACCESS)
    ?? defaultGraphsOf(offered, categoryNdxOf(datacategoryPath), TSSUM_OPTION_ACCESS);
  return {
    regionalGroup,
    groupType,
    startDate: datesValid ? startDate : defaults.startDate,
    endDate: datesValid ? endDate : defaults.endDate,
    graphs,
  };
}

/** The state as the URL's query: all five values, a cleared date as empty, the graphs as a comma list. */
export function stateToQuery(state: TssumState): Record<string, string> {
  return {
    [QUERY_KEYS.regionalGroup]: String(state.regionalGroup),
    [QUERY_KEYS.startDate]: state.startDate ?? '',
    [QUERY_KEYS.endDate]: state.endDate ?? '',
    [QUERY_KEYS.groupType]: state.groupType,
    [QUERY_KEYS.graphs]: state.graphs.join(','),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------------------------

const PERIOD_FORMATS: Record<TssumGroupType, string> = { Week: 'MM/dd/yyyy', Month: 'MMM yyyy', Year: 'yyyy' };

/** A box's period as the time axis reads it: a week by its Sunday ('11/22/2026'), 'Nov 2026', or '2026'. */
export function periodLabel(periodStart: string, groupType: TssumGroupType): string {
  const date = startOfPortalDay(periodStart);
  return date ? format(date, PERIOD_FORMATS[groupType]) : periodStart;
}

/** The hover text of a box: how many daily values it summarises. */
export const boxCountText = (n: number): string => `n = ${n}`;

/** The values table's statistic columns, in order (the box's edges are the 20th and 80th percentiles). */
export const BOX_VALUE_HEADERS = ['Minimum', '20th Percentile', 'Median', '80th Percentile', 'Maximum'] as const;

/** One box as the values table shows it: its period, location, count and statistics rounded to two decimals. */
export interface BoxValuesRow {
  key: string;
  period: string;
  location: string;
  n: number;
  values: string[];
}

const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The boxes as table rows, in the answer's order (by period, then label), so a reader sees each box's count and
 * exact statistics, which the chart's hover labels cannot show.
 */
export function boxValueRows(boxes: readonly TssumBox[], groupType: TssumGroupType): BoxValuesRow[] {
  return boxes.map((box) => ({
    key: `${box.period_start}|${box.location_id}`,
    period: periodLabel(box.period_start, groupType),
    location: box.location_display_label,
    n: box.n,
    values: [box.q0, box.q20, box.q50, box.q80, box.q100].map((value) => twoDecimals.format(value)),
  }));
}

/**
 * A graph's box plot: one box trace per location (in the answer's order, which is by label), each box drawn from the
 * server's statistics (the box from the 20th to the 80th percentile around the median, the whiskers to the minimum
 * and maximum) at its period, the locations' boxes of a period side by side. The periods run in time order on a
 * category axis, so a period some location lacks still keeps its place. No boxes, no traces.
 */
export function boxFigure(boxes: readonly TssumBox[], option: Pick<TssumGraphOption, 'y_axis_units'>, groupType: TssumGroupType): BoxFigure {
  const byLocation = new Map<string, TssumBox[]>();
  for (const box of boxes) {
    const list = byLocation.get(box.location_id);
    if (list) list.push(box);
    else byLocation.set(box.location_id, [box]);
  }
  // No colours here: the page's series scale colours each location by name, the same on both of its charts.
  const data = [...byLocation.values()].map((locationBoxes): BoxTrace => {
    const label = locationBoxes[0].location_display_label;
    return {
      type: 'box',
      name: label,
      x: locationBoxes.map((box) => periodLabel(box.period_start, groupType)),
      q1: locationBoxes.map((box) => box.q20),
      median: locationBoxes.map((box) => box.q50),
      q3: locationBoxes.map((box) => box.q80),
      lowerfence: locationBoxes.map((box) => box.q0),
      upperfence: locationBoxes.map((box) => box.q100),
      boxpoints: false,
      // The count per box travels with the trace for any hover that can show it. Plotly 3.7 labels a box's own
      // hover from its statistics alone (a template applies only to sample points, and these boxes have none).
      text: locationBoxes.map((box) => boxCountText(box.n)),
      hovertemplate: `${label}<br>%{x}<br>%{text}<extra></extra>`,
    };
  });
  const periods = [...new Set(boxes.map((box) => box.period_start))].sort().map((start) => periodLabel(start, groupType));
  const base = chartLayout({ xType: 'category', yTitle: option.y_axis_units });
  return {
    data,
    layout: {
      ...base,
      xaxis: { ...base.xaxis, categoryorder: 'array', categoryarray: periods },
      boxmode: 'group',
      dragmode: 'zoom',
    },
  };
}
