/**
 * The map explorer's graph mode: locations coloured by their water-quality statistics against benchmarks, the
 * parameters to choose from and a location's daily and annual series. Field names are the product's; days
 * are `yyyy-MM-dd` strings (America/Denver), instants full ISO timestamps.
 */

/** short = Recent (last 5 years), medium = Last 10 Years, full = Full Period (docs/architecture.md). */
export type StatsPeriod = 'short' | 'medium' | 'full';

export type GraphModeAnalysis = 'benchmark_scale_median' | 'benchmark_scale_pctile85';

/** 'Increasing' | 'Decreasing' | 'Stable' | 'No Trend' | 'No Current Trend'. */
export type TrendLabel = 'Increasing' | 'Decreasing' | 'Stable' | 'No Trend' | 'No Current Trend';

export interface GraphModeParameterGroup {
  parameter_group_ndx: number;
  parameter_group_name: string;
  /** The periods this group has statistics for. */
  stats_period: StatsPeriod[];
}

export interface Threat {
  threat_ndx: number;
  threat_desc: string;
}

export interface BenchmarkScaleColor {
  benchmark_scale: number;
  symbol_color: string;
  /** The legend text ('Above secondary benchmark', ...). */
  label: string;
}

export interface GraphModeParameter {
  parameter_ndx: number;
  parameter_abbrev: string;
  parameter_name: string;
  unit_desc: string;
}

/** POST /api/list-parameters-graph-mode */
export interface ListParametersGraphModeRequest {
  periodOfRecord: StatsPeriod;
  /** Parameter group indexes; empty = every group. */
  parameterGroups: number[];
  /** Threat indexes; empty = every threat. */
  threats: number[];
}

/** POST /api/locations-map-graph-mode */
export interface LocationsGraphModeRequest {
  periodOfRecord: StatsPeriod;
  /** Minimum number of records; 0 = no minimum. */
  recordCount: number;
  parameters: number[];
}

/**
 * One row per location and parameter of the chosen period (the location's statistics of that parameter): the
 * map colours by it and the detail panel lists a location's rows.
 * `pctile85` is the percentile statistic that is scored: the 85th percentile, or the 15th where `is_pctile15`.
 */
export interface GraphModeStatsRow {
  ndx: number;
  location_id: string;
  location_name: string;
  huc12_name: string | null;
  parameter_ndx: number;
  parameter: string;
  parameter_name: string;
  parameter_abbrev: string;
  units: string;
  stats_period: StatsPeriod;
  recordcount: number;
  median: number | null;
  pctile85: number | null;
  is_pctile15: boolean;
  low_is_bad: boolean;
  benchmark_scale_median: number;
  benchmark_scale_pctile85: number;
  trend: TrendLabel;
  /** Sen slope in units per year (null when no trend could be computed). */
  trend_slope: number | null;
  por_start: string;
  por_end: string;
  organizations: string;
  bmk_line0: number | null;
  bmk_line1: number | null;
  bmk_line2: number | null;
  bmk_line3: number | null;
  bmk_line4: number | null;
  bmk_color0: string | null;
  bmk_color1: string | null;
  bmk_color2: string | null;
  bmk_color3: string | null;
  bmk_color4: string | null;
}

/** Body of POST /api/ts-daily-table-for-map-display/{locationIndex} and /ts-annual-table-for-map-display/{locationIndex}. */
export interface MapDisplayTableRequest {
  parameters: number[];
  periodOfRecord: StatsPeriod;
}

/** Body of POST /api/ts-daily-table-for-map-display (export of several locations). */
export interface MapDisplayExportRequest extends MapDisplayTableRequest {
  indexes: number[];
}

export interface DailyPoint {
  location_id: string;
  collect_date: string;
  organization: string | null;
  result: number;
  nondetect: boolean;
  units: string;
}

export interface AnnualPoint {
  collect_year: number;
  result_median: number | null;
  result_pctile85: number | null;
}

/** Rows of one parameter (the answer is grouped by parameter, one group per requested parameter with data). */
export interface ParameterSeries<Row> {
  parameter_ndx: number;
  parameter: string;
  parameter_abbrev: string;
  units: string;
  rows: Row[];
}

/** POST /api/ts-daily-table-for-map-display/{locationIndex}: the samples of one parameter. */
export type DailySeries = ParameterSeries<DailyPoint>;

/** POST /api/ts-annual-table-for-map-display/{locationIndex}: the yearly statistics of one parameter. */
export type AnnualSeries = ParameterSeries<AnnualPoint>;

/** One sample of a graph-mode CSV export. */
export interface TimeSeriesExportRow {
  location_id: string;
  location_name: string;
  param_abbrev: string;
  collect_date: string;
  result: number;
  units: string;
  organization: string | null;
  parameter: string;
}
