/**
 * Climate and Flows Explorer (public, no token needed): a region's daily climate and flow series for one year, drawn
 * as two charts the visitor picks from the graph options. Graph options, regions and years are data: a district adds
 * a graph by adding a caf_graph_options row. Days are yyyy-MM-dd (America/Denver daily means).
 */

/** The explorers open on this region (reg_group_ndx) and on the current calendar year. */
export const EXPLORER_DEFAULT_REGIONAL_GROUP = 4;

/** The year types an explorer draws: calendar years (Jan 1 - Dec 31) or water years (Oct 1 - Sep 30). */
export const EXPLORER_YEAR_TYPES = ['collect_year', 'collect_water_year'] as const;
export type ExplorerYearType = (typeof EXPLORER_YEAR_TYPES)[number];

/** At most this many graphs are drawn at once. */
export const EXPLORER_MAX_GRAPHS = 2;

/** The years an explorer call may name. */
export const EXPLORER_FIRST_YEAR = 1850;
export const EXPLORER_LAST_YEAR = 2100;

/** GET {explorer}/inputs/regional-groups: a region of the basin. */
export interface ExplorerRegionalGroup {
  reg_group_ndx: number;
  reg_group_name: string;
}

/** GET {explorer}/inputs/list-explore-years: a year with data, newest first (the current year always first). */
export interface ExploreYear {
  explore_year: number;
}

/** How a series is drawn. */
export type ExplorerChartType = 'line' | 'bar';

/** GET climate-and-flows-explorer/inputs/caf-graph-options: a graph the explorer offers. */
export interface CafGraphOption {
  caf_group_ndx: number;
  caf_graph_title: string;
  /** The data call's path segment (lowercase words and hyphens). */
  caf_graph_route_name: string;
  y1_axis_units: string;
  /** Null when the graph has no right axis. */
  y2_axis_units: string | null;
  ax1_daily_chart_type: ExplorerChartType;
  /** Written out rather than `ExplorerChartType | null`: the OpenAPI document cannot make a shared type nullable. */
  ax2_daily_chart_type: 'line' | 'bar' | null;
  /** #RRGGBB: the first location's colour on that axis (further locations take the chart palette). */
  ax1_daily_color: string;
  ax2_daily_color: string | null;
  /**
   * The left axis draws a running total since the start of the year (ax1_daily_calyr or ax1_daily_wtryr, by the
   * chosen year type) instead of the daily value.
   */
  ax1_cumulative: boolean;
  /** Data categories (0: every visitor) for which the graph is one of the explorer's first two. */
  datacategory_ndx_defaults: number[];
  /** Regions (reg_group_ndx) where the graph is offered. */
  reg_group_ndx_display: number[];
}

/** GET climate-and-flows-explorer/data/{caf_graph_route_name}?group=&year=: the query. */
export interface CafDataRequest {
  caf_graph_route_name: string;
  /** reg_group_ndx */
  group: number;
  /** The calendar year, or the water year ending Sep 30 of it: the answer covers both. */
  year: number;
}

/**
 * One location's values of one day. The answer runs from Oct 1 of year - 1 to Dec 31 of year, so it holds both the
 * calendar year and the water year named `year`; every location of the region with a value of either axis's
 * parameter on some day has its rows, by label then day.
 */
export interface CafDataRow {
  collect_date: string;
  location_ndx: number;
  location_display_label: string;
  /** The left axis's daily value (null: none that day). */
  ax1_daily: number | null;
  /**
   * The running total of ax1_daily since Jan 1 of `year` (days without a value add nothing), scaled by the graph's
   * volume factor (cfs-days to acre-feet for a flow); null on a day without a value and before Jan 1 of `year`.
   */
  ax1_daily_calyr: number | null;
  /** The same since Oct 1 of year - 1 (the water year's start). */
  ax1_daily_wtryr: number | null;
  /** The right axis's daily value, or null. */
  ax2_daily: number | null;
}
