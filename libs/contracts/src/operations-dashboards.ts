import type { RouteName } from './routes';

/**
 * The Yamcolo and Stagecoach reservoir operations dashboards. Instants are ISO-8601 UTC strings. 24-hour figures
 * cover the last complete operator day (05:00 to 05:00 America/Denver by default); 7-day figures the last seven.
 * Every value carries how old it is against its location's expected reporting interval.
 */

/** The body of every widget call: the series to answer for, every location with every parameter. */
export interface DashboardSeriesRequest {
  location_ndx: number[];
  parameter_ndx: number[];
}

/** How far to trust a value, added to every widget row and statistics column. */
export interface FreshnessFields {
  /** Minutes since the last report; null when the series has none. */
  age_minutes: number | null;
  /**
   * fresh: reported within two expected intervals; late: older than that; stale: older than eight intervals (two
   * hours at the usual 15 minutes), when the 24-hour figures no longer describe the present. null without a report.
   */
  freshness: 'fresh' | 'late' | 'stale' | null;
  /** The series' last twelve values are identical: the sensor may be stuck. */
  possibly_stuck: boolean;
}

/** How recent a value is against its location's expected reporting interval. */
export type ValueFreshness = NonNullable<FreshnessFields['freshness']>;

/** A widget of a dashboard and the series it shows (what the page sends as the widget's body). */
export interface DashboardWidgetSeries {
  /** The widget's route key, e.g. 'postDashboardYamcoloWidgetsBattery'. */
  widget_key: RouteName;
  location_ndx: number[];
  parameter_ndx: number[];
}

/** Reservoir % Full. */
export interface WaterElevationWidgetRow extends FreshnessFields {
  /** The last reported storage as a fraction (0.85 is 85 % full), or 'Unavailable' when there is none. */
  percent_full: number | 'Unavailable';
  last_report: string | null;
}

/** A series' 24-hour and 7-day extremes (temperature and dissolved-oxygen widgets). */
export interface ExtremesWidgetRow extends FreshnessFields {
  min_24hr: number | null;
  min_7day: number | null;
  max_24hr: number | null;
  max_7day: number | null;
  last_report: string | null;
}

/** Battery 24-hour Minimums: one row per logger. */
export interface BatteryWidgetRow extends FreshnessFields {
  location_id: string;
  location_name: string;
  min_24hr: number | null;
  /** The last reported voltage. */
  result_value: number | null;
  last_report: string | null;
}

/** One column (a location's series) of a statistics table. */
export interface DashboardStatsRow extends FreshnessFields {
  stats_table_num: number;
  stats_table_name: string;
  location_display_label: string;
  value_last_report: number | null;
  /** The last value at or before the start of the current operator day. */
  value_5am_today: number | null;
  avg_24hour: number | null;
  max_24hour: number | null;
  min_24hour: number | null;
  last_report: string | null;
}

/** One 15-minute instant of the seven-day water temperature graph, with the threshold lines' values. */
export interface SevenDayGraphRow {
  collect_timestamp: string;
  units: string | null;
  reservoir: number | null;
  river: number | null;
  ditch: number | null;
  thr1_32deg: number | null;
  thr2_heater2_on: number | null;
  thr3_heater1_on: number | null;
  thr4_heater2_off: number | null;
  thr5_heater1_off: number | null;
}
