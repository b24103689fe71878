/**
 * Time Series Comparisons: daily series of several locations and two parameters (a left and a right axis), chosen
 * through dropdowns narrowed by sub-area (HUC-10). Daily values are the means of America/Denver days (the daily
 * rollup); days are written yyyy-MM-dd. The lists and the daily data answer the same with or without a token.
 */

/** The most locations one daily-data call may name. */
export const TS_COMPARE_MAX_LOCATIONS = 50;

/** The longest range one daily-data call may span, in years (endDate at most this many years after startDate). */
export const TS_COMPARE_MAX_RANGE_YEARS = 100;

/**
 * What the screen starts with: the date range runs from `startDate` to today; each axis has a parameter and its
 * locations (parameter_ndx and location_ndx ids).
 */
export const TS_COMPARE_DEFAULTS = {
  startDate: '2021-10-01',
  left: { parameter: 67, locations: [3] },
  right: { parameter: 1535, locations: [44] },
} as const;

/** GET ts-compare-dropdown-sub-areas: a sub-area (HUC-10) holding at least one location with daily values. */
export interface TsCompareSubArea {
  /** The 10-digit HUC code. */
  huc10_code: string;
  /** The sub-area's name. */
  huc10: string;
}

/** GET ts-compare-dropdown-parameters: a parameter with daily values somewhere. */
export interface TsCompareParameter {
  parameter_ndx: number;
  parameter: string;
  /** The sub-areas (HUC-10 codes, ascending) where it has daily values; locations outside any sub-area add none. */
  huc10_code_array: string[];
}

/** GET ts-compare-dropdown-locations-assoc: a location with daily values. */
export interface TsCompareLocation {
  location_ndx: number;
  location: string;
  /** The parameters (parameter_ndx, ascending) with daily values here. */
  parameter_ndx_array: number[];
  /** The location's sub-area (one HUC-10 code), or none when it lies in no sub-area. */
  huc10_code_array: string[];
}

/** GET ts-compare-daily-data/{parameter}/{locations}/{startDate}/{endDate}: the path parameters. */
export interface TsCompareDailyDataRequest {
  /** The parameter (parameter_ndx). */
  parameter: number;
  /** Comma-separated location ids (location_ndx), at most TS_COMPARE_MAX_LOCATIONS, none twice. */
  locations: string;
  /** The first day, yyyy-MM-dd (America/Denver). */
  startDate: string;
  /** The last day (included), yyyy-MM-dd; not before startDate, at most TS_COMPARE_MAX_RANGE_YEARS after it. */
  endDate: string;
}

/**
 * One location's daily value of the parameter on one day. Days without a value have no row (gaps are not filled).
 * Rows come location by location, in the order the request names them, each by date.
 */
export interface TsCompareDailyRow {
  location_ndx: number;
  /** The parameter's name. */
  parameter: string;
  /** The location's name. */
  location: string;
  units: string;
  /** The mean of the day's values. */
  result_value_daily: number;
  /** The America/Denver day, yyyy-MM-dd. */
  rdate: string;
  /** The location's data sources, comma-separated by name; null when none is recorded. */
  data_source: string | null;
  /** The location type's description. */
  location_type: string;
  /** The location's sub-area (HUC-10 code); null when it lies in none. */
  huc10: string | null;
}
