/**
 * Water Year Comparisons: a location's daily values of chosen water years against the statistics of the 1991-2020
 * normals, by day of the water year. Public: no token.
 *
 * Days of the water year: Oct 1 is day 1 and Sep 30 day 366; Feb 29 is day 152 and Mar 1 is always day 153, so a
 * calendar day has the same position every year (day 152 only occurs in leap water years). Daily values are the
 * means of America/Denver days.
 */

/** The statistic series, in the order the dropdown offers them. */
export const WATER_YEAR_STATISTICS = [
  'Minimum', '10th Percentile', '25th Percentile', 'Median', '75th Percentile', '90th Percentile', 'Maximum',
] as const;

export type WaterYearStatistic = (typeof WATER_YEAR_STATISTICS)[number];

/** The normals period the statistics are computed over (water years, both included). */
export const WATER_YEAR_NORMALS = { firstWaterYear: 1991, lastWaterYear: 2020, minYears: 10 } as const;

/** The most series one comparison may ask for. */
export const WATER_YEAR_MAX_SERIES = 20;

/** A point geometry as GeoJSON. */
export interface WaterYearPoint {
  type: 'Point';
  coordinates: number[];
}

/** GET wy-analysis-locations-for-map: a location offering at least one water-year parameter, with its geometry. */
export interface WaterYearMapLocation {
  location_ndx: number;
  location_name: string;
  /** The water-year parameters with data here (parameter_ndx), in the dropdown's order. */
  parameter_ndx_array: number[];
  /** Every parameter with results here (parameter_ndx, ascending). */
  assoc_parameter_ndx: number[];
  location_type_desc: string;
  huc10_name: string | null;
  loc_geometry: WaterYearPoint;
  /** The names of parameter_ndx_array's parameters, comma separated (for the popup). */
  assoc_parameters: string;
}

/** GET wy-analysis-dropdown-parameters: a water-year parameter that has data somewhere. */
export interface WaterYearParameter {
  parameter_ndx: number;
  parameter_name: string;
  units_name: string;
}

/** GET wy-analysis-dropdown-locations-assoc-param: a location and its water-year parameters. */
export interface WaterYearLocation {
  location_ndx: number;
  location_name: string;
  parameter_ndx_array: number[];
}

/** GET wy-analysis-dropdown-series: a series one may compare: a statistic name or a water year ('2021'). */
export interface WaterYearSeries {
  series_desc: string;
}

/** GET wy-analysis-comparison/{parameter}/{location}/{series}: the path parameters. */
export interface WaterYearComparisonRequest {
  parameter: number;
  location: number;
  /** Comma-separated series: water years (`2021`) and statistic names (`Median`), at most WATER_YEAR_MAX_SERIES. */
  series: string;
}

/**
 * One day of one series. For a water year: the daily value of `collect_date` (days without a value have no row). For a
 * statistic: that statistic of the normal years' daily values on this day, `year_count` saying how many normal years
 * have a value that day; with fewer than WATER_YEAR_NORMALS.minYears (none included) the statistic is absent (rvalue
 * null). A statistic has a row for every day 1-366 once the location has data of the parameter; Feb 29 (day 152)
 * carries the statistics of Feb 28.
 */
export interface WaterYearComparisonRow {
  series_desc: string;
  /** The calendar day, MM-DD. */
  day_desc: string;
  /** The day of the water year, 1 (Oct 1) to 366 (Sep 30). */
  day_order: number;
  rvalue: number | null;
  parameter_name: string;
  location_name: string;
  unit_name: string;
  /** The date (yyyy-MM-dd) of a water year's value; null for a statistic. */
  collect_date: string | null;
  /** How many normal water years the statistic is computed over; null for a water year's value. */
  year_count: number | null;
}
