/**
 * The rules both explorers (Climate and Flows, Year-over-Year) share, without React: the page texts, the region,
 * year type and graphs of the state as read from the URL once the lists are in (each invalid value replaced by its
 * default on its own) and written back to it, the graphs a region offers, and how an aborted request is told from a
 * failure. The explorers differ in their graph option type, so every rule about options takes an accessor.
 */
import {
  EXPLORER_DEFAULT_REGIONAL_GROUP, EXPLORER_MAX_GRAPHS, EXPLORER_YEAR_TYPES, type ExplorerRegionalGroup, type ExplorerYearType,
  type ExploreYear,
} from '@portal/contracts';
import { todayIsoDay } from '../../common/dates';
import { stakeholderByPath } from '../../common/stakeholders';
import { type GraphOption, keepOffered } from '../graph-picker/graph-picker.logic';

export const REVIEW_LOCATIONS_TEXT = 'Review Monitoring Locations in this Region';
/** The explorers' own empty-chart text (lower case, unlike the other charts' 'No Data Available'). */
export const EXPLORER_NO_DATA_TEXT = 'No data available';
/** What the console says when a newer request for a chart replaced one still on its way. */
export const CANCELED_TEXT = 'Query was canceled';

export const YEAR_TYPE_LABELS: Record<ExplorerYearType, string> = { collect_year: 'Calendar Year', collect_water_year: 'Water Year' };

/** Split: the two charts side by side; full: one chart per row, each the page's width. */
export type ChartArrangement = 'split' | 'full';
export const ARRANGEMENT_LABELS: Record<ChartArrangement, string> = { split: 'Split View', full: 'Full Width' };

/** What the URL keeps of every explorer; each explorer adds its own year choice. */
export interface ExplorerBaseState {
  regionalGroup: number;
  yearType: ExplorerYearType;
  /** The ids of the drawn graphs, in the order they are drawn. */
  graphs: number[];
}

/** The query parameters of the shared state, by state field. */
export const BASE_QUERY_KEYS = { regionalGroup: 'regionalGroup', yearType: 'yearType', graphs: 'graphs' } as const;

/** How the shared rules read an explorer's graph option. */
export interface GraphOptionAccess<O> {
  id(option: O): number;
  title(option: O): string;
  /** The data categories (stakeholder ndx, 0 for every visitor) that open on the graph. */
  defaults(option: O): readonly number[];
  /** The regions that offer the graph. */
  regions(option: O): readonly number[];
}

/** The three lists an explorer needs before it can choose anything. */
export interface ExplorerListsOf<O> {
  regions: readonly ExplorerRegionalGroup[];
  years: readonly ExploreYear[];
  options: readonly O[];
}

// ---------------------------------------------------------------------------------------------------------------
// Graphs a region offers
// ---------------------------------------------------------------------------------------------------------------

/** The graph options a region offers, in the list's own order. */
export function offeredOptionsOf<O>(options: readonly O[], regionalGroup: number, access: GraphOptionAccess<O>): O[] {
  return options.filter((option) => access.regions(option).includes(regionalGroup));
}

/** The options as the graph picker's cards. */
export function pickerOptionsOf<O>(options: readonly O[], access: GraphOptionAccess<O>): GraphOption[] {
  return options.map((option) => ({ id: access.id(option), title: access.title(option) }));
}

/**
 * The data category a route's category path stands for: a stakeholder category's ndx, or 0 (every visitor) for no
 * path or one that is not a category.
 */
export function categoryNdxOf(datacategoryPath: string | undefined): number {
  return stakeholderByPath(datacategoryPath)?.ndx ?? 0;
}

/** The graphs an explorer opens on: the first two offered ones that are defaults for the data category. */
export function defaultGraphsOf<O>(offered: readonly O[], categoryNdx: number, access: GraphOptionAccess<O>): number[] {
  return offered
    .filter((option) => access.defaults(option).includes(categoryNdx))
    .slice(0, EXPLORER_MAX_GRAPHS)
    .map((option) => access.id(option));
}

/** The options of the drawn graphs, in the state's order (ids no longer offered are skipped). */
export function chartOptionsOf<O>(graphs: readonly number[], offered: readonly O[], access: GraphOptionAccess<O>): O[] {
  return graphs.map((id) => offered.find((option) => access.id(option) === id)).filter((option) => option !== undefined);
}

/** A new region: the selected graphs it does not offer are dropped (those it offers keep their order). */
export function withRegionOf<S extends Pick<ExplorerBaseState, 'regionalGroup' | 'graphs'>, O>(state: S, regionalGroup: number, options: readonly O[], access: GraphOptionAccess<O>): S {
  return { ...state, regionalGroup, graphs: keepOffered(state.graphs, pickerOptionsOf(offeredOptionsOf(options, regionalGroup, access), access)) };
}

// ---------------------------------------------------------------------------------------------------------------
// State: defaults, the URL
// ---------------------------------------------------------------------------------------------------------------

/** A whole non-negative number as the URL writes one ('4'), or null ('4a', '', '-1', '4.5'). */
export function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

const isYearType = (value: string | null): value is ExplorerYearType => EXPLORER_YEAR_TYPES.some((type) => type === value);

/** The current calendar year in the district (America/Denver). */
export const currentYear = (now: Date): number => Number(todayIsoDay(now).slice(0, 4));

/** The region an explorer opens on: the default region, or the first listed when the list lacks it. */
export function defaultRegion(regions: readonly ExplorerRegionalGroup[]): number {
  return regions.some((region) => region.reg_group_ndx === EXPLORER_DEFAULT_REGIONAL_GROUP)
    ? EXPLORER_DEFAULT_REGIONAL_GROUP
    : (regions[0]?.reg_group_ndx ?? EXPLORER_DEFAULT_REGIONAL_GROUP);
}

/** The year an explorer opens on: the current calendar year in the district, or the newest listed when it has no data. */
export function defaultYear(years: readonly ExploreYear[], now: Date): number {
  const current = currentYear(now);
  if (years.length === 0 || years.some((year) => year.explore_year === current)) return current;
  return Math.max(...years.map((year) => year.explore_year));
}

/** Whether a year is in the list of years with data. */
export const isListedYear = (years: readonly ExploreYear[], year: number): boolean => years.some((listed) => listed.explore_year === year);

/**
 * The URL's `graphs` as the ids of graphs the region offers (at most two, duplicates once, in the URL's order), or
 * null when the URL names none that counts, so the defaults apply. An empty `graphs=` is a reader's empty selection
 * and is kept as one.
 */
export function graphsFromQueryOf<O>(text: string | null, offered: readonly O[], access: GraphOptionAccess<O>): number[] | null {
  if (text === null) return null;
  if (text.trim() === '') return [];
  const ids = new Set(offered.map((option) => access.id(option)));
  const valid = [...new Set(text.split(',').map(wholeNumber))].filter((id): id is number => id !== null && ids.has(id));
  return valid.length > 0 ? valid.slice(0, EXPLORER_MAX_GRAPHS) : null;
}

export interface InitialStateContext {
  now: Date;
  /** The route's category path, which chooses the default graphs. */
  datacategoryPath?: string;
}

/**
 * The shared part of an explorer's first state, once the lists are in: each of the URL's values that is valid for the
 * lists, each other one its default (an invalid value costs only itself). The graphs must be offered in the chosen
 * region.
 */
export function initialBaseState<O>(
  lists: ExplorerListsOf<O>, query: URLSearchParams, datacategoryPath: string | undefined, access: GraphOptionAccess<O>,
): ExplorerBaseState {
  const askedRegion = wholeNumber(query.get(BASE_QUERY_KEYS.regionalGroup));
  const regionalGroup =
    askedRegion !== null && lists.regions.some((region) => region.reg_group_ndx === askedRegion) ? askedRegion : defaultRegion(lists.regions);
  const askedType = query.get(BASE_QUERY_KEYS.yearType);
  const yearType: ExplorerYearType = isYearType(askedType) ? askedType : 'collect_year';
  const offered = offeredOptionsOf(lists.options, regionalGroup, access);
  const graphs = graphsFromQueryOf(query.get(BASE_QUERY_KEYS.graphs), offered, access) ?? defaultGraphsOf(offered, categoryNdxOf(datacategoryPath), access);
  return { regionalGroup, yearType, graphs };
}

/** The shared state as the URL's query, the graphs as a comma list. */
export function baseStateToQuery(state: ExplorerBaseState): Record<string, string> {
  return {
    [BASE_QUERY_KEYS.regionalGroup]: String(state.regionalGroup),
    [BASE_QUERY_KEYS.yearType]: state.yearType,
    [BASE_QUERY_KEYS.graphs]: state.graphs.join(','),
  };
}

/** Whether the URL already says what a state's query says (so writing it again is not needed). */
export function queryMatchesValues(query: URLSearchParams, values: Record<string, string>): boolean {
  return Object.entries(values).every(([key, value]) => query.get(key) === value);
}

/** Whether a request failed because a newer one replaced it (RTK Query's abort, or fetch's own). */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, error: detail } = error as { name?: unknown; error?: unknown };
  return name === 'AbortError' || (typeof detail === 'string' && detail.includes('AbortError'));
}
