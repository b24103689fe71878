/**
 * Year-over-Year Comparisons (public, no token needed): one region's daily series of several years drawn over one
 * another on a leap-year day axis, with the historical minimum, average and maximum of every day. Graph options are
 * data (yoy_graph_options). The region's daily value is the mean of its locations' daily means (America/Denver days).
 */
import type { ExplorerChartType } from './climate-and-flows-explorer';

/** The most years one call may name. */
export const YOY_MAX_YEARS = 10;

/** The historical series' colours. */
export const YOY_HISTORY_COLORS = { hist_min: '#00bFFF', hist_avg: '#778899', hist_max: '#FF8C00' } as const;

/** GET year-over-year-comparisons-tool/inputs/yoy-graph-options: a graph the tool offers. */
export interface YoyGraphOption {
  yoy_group_ndx: number;
  yoy_graph_title: string;
  /** The data call's path segment (lowercase words and hyphens). */
  yoy_graph_route_name: string;
  y_axis_units: string;
  data_daily_chart_type: ExplorerChartType;
  /**
   * The graph draws running totals since the start of each year (the _calyr or _wtryr series, by the chosen year
   * type) rather than daily values.
   */
  cumulative: boolean;
  datacategory_ndx_defaults: number[];
  reg_group_ndx_display: number[];
}

/** GET year-over-year-comparisons-tool/data/{yoy_graph_route_name}?group=&years=: the query. */
export interface YoyDataRequest {
  yoy_graph_route_name: string;
  /** reg_group_ndx */
  group: number;
  /** Comma-separated years, at most YOY_MAX_YEARS, none twice. */
  years: string;
}

/**
 * One day of the region's series. For every year Y asked, the answer holds the days from Oct 1 of Y - 1 to Dec 31 of
 * Y (water year Y and calendar year Y), each day once, by date. The day positions follow a leap year, so every year
 * lines up: collect_day is Jan 1 = 1, Feb 29 = 60, Mar 1 = 61; collect_water_day is Oct 1 = 1, Feb 29 = 152,
 * Mar 1 = 153. The historical statistics of a day are over every year of record with a value that day.
 */
export interface YoyDataRow {
  collect_date: string;
  collect_day: number;
  collect_water_day: number;
  collect_year: number;
  collect_water_year: number;
  /** The region's daily value (null: no location had one). */
  data_daily: number | null;
  hist_min: number | null;
  hist_avg: number | null;
  hist_max: number | null;
  /** Cumulative graphs only (null otherwise): the running total since Jan 1 and its history by collect_day. */
  data_daily_calyr: number | null;
  hist_min_calyr: number | null;
  hist_avg_calyr: number | null;
  hist_max_calyr: number | null;
  /** Cumulative graphs only: the running total since Oct 1 and its history by collect_water_day. */
  data_daily_wtryr: number | null;
  hist_min_wtryr: number | null;
  hist_avg_wtryr: number | null;
  hist_max_wtryr: number | null;
}
