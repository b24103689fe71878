/**
 * Time Series Summaries (public, no token needed): a region's daily values of a parameter over a chosen range,
 * summarised per location and period (week Sunday to Saturday, calendar month or calendar year) as box plots whose
 * quantiles the server computes. Graph options are data (tssum_graph_options). Days are yyyy-MM-dd (America/Denver
 * daily means).
 */

/** How the values are grouped into boxes. */
export const TSSUM_GROUP_TYPES = ['Year', 'Month', 'Week'] as const;
export type TssumGroupType = (typeof TSSUM_GROUP_TYPES)[number];

/** Week and Month groupings reach back at most this many periods; Year groupings are bounded by TSSUM_MAX_RANGE_YEARS. */
export const TSSUM_MAX_PERIODS = 12;
export const TSSUM_MAX_RANGE_YEARS = 30;

/** The quantiles of every box: the minimum, the 20th percentile, the median, the 80th percentile and the maximum. */
export const TSSUM_QUANTILES = [0, 0.2, 0.5, 0.8, 1] as const;

/** The message for a Week or Month range longer than TSSUM_MAX_PERIODS periods. */
export const tssumRangeMessage = (groupType: 'Week' | 'Month') =>
  `Invalid date range: Limited to ${TSSUM_MAX_PERIODS} ${groupType === 'Week' ? 'weeks' : 'months'} of history for ${groupType}`;

/** GET time-series-summaries/inputs/tssum-graph-options: a graph the tool offers. */
export interface TssumGraphOption {
  tssum_group_ndx: number;
  tssum_graph_title: string;
  /** The data call's path segment (lowercase words and hyphens). */
  tssum_graph_route_name: string;
  y_axis_units: string;
  /** The Climate and Flows graph drawing the same series, if any. */
  caf_group_ndx: number | null;
  /** Regions (reg_group_ndx) where the graph is offered. */
  reg_group_ndx_display: number[];
  /** Data categories (0: every visitor) for which the graph is one of the first two shown. */
  datacategory_ndx_defaults: number[];
}

/** GET time-series-summaries/data/{route}?regionalGroup=&startDate=&endDate=: the query. */
export interface TssumDataRequest {
  tssum_graph_route_name: string;
  regionalGroup: number;
  startDate: string;
  /** Included; not before startDate. */
  endDate: string;
}

/** A location's daily value of the graph's parameter; every location of the region with values in the range, by label then day. */
export interface TssumDataRow {
  collect_date: string;
  /** The location's identifier (its agency's site id). */
  location_id: string;
  daily_val: number;
  units: string;
  location_display_label: string;
}

/** GET time-series-summaries/boxes/{route}?regionalGroup=&startDate=&endDate=&groupType=: the query. */
export interface TssumBoxesRequest extends TssumDataRequest {
  groupType: TssumGroupType;
}

/**
 * One box: a location's daily values in one period of the range, summarised by TSSUM_QUANTILES (linear
 * interpolation between the sorted values, as percentile_cont and R's default do). Boxes come by period, then label.
 */
export interface TssumBox {
  /** The period's first day (a Sunday, the 1st of a month or Jan 1), even when the range starts later. */
  period_start: string;
  location_id: string;
  location_display_label: string;
  units: string;
  /** How many daily values the box summarises. */
  n: number;
  q0: number;
  q20: number;
  q50: number;
  q80: number;
  q100: number;
}
