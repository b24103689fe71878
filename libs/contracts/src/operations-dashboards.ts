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
  /** Minutes since the last report, as of the answer; null when the series has none. */
  age_minutes: number | null;
  /**
   * fresh: reported within two expected intervals; late: older than that; stale: older than eight intervals (two
   * hours at the usual 15 minutes), when the 24-hour figures no longer describe the present. null without a report.
   * As of the answer: a screen re-judges it with freshnessAt() as time passes.
   */
  freshness: 'fresh' | 'late' | 'stale' | null;
  /**
   * The series' last twelve values are identical: the sensor may be stuck. Never for a series resting at its usual
   * resting value (a ditch off season, a closed gate), which its configuration names.
   */
  possibly_stuck: boolean;
  /** A report older than this many minutes is late (the location's expected interval times the late count). */
  late_after_minutes: number;
  /** A report older than this many minutes is stale. */
  stale_after_minutes: number;
}

/** How recent a value is against its location's expected reporting interval. */
export type ValueFreshness = NonNullable<FreshnessFields['freshness']>;

const MINUTE_MS = 60_000;

/**
 * The one freshness rule, applied by the API to its answers and by the screens as time passes (so an open page
 * turns late and stale exactly when the API would): a report's age at `atMs` in whole minutes, and fresh / late /
 * stale by whether that age exceeds the thresholds. Null age and freshness without a report.
 */
export function freshnessAt(
  value: Pick<FreshnessFields, 'late_after_minutes' | 'stale_after_minutes'> & { last_report: string | null },
  atMs: number,
): Pick<FreshnessFields, 'age_minutes' | 'freshness'> {
  if (value.last_report === null) return { age_minutes: null, freshness: null };
  const ageMs = Math.max(0, atMs - Date.parse(value.last_report));
  const freshness = ageMs > value.stale_after_minutes * MINUTE_MS ? 'stale' : ageMs > value.late_after_minutes * MINUTE_MS ? 'late' : 'fresh';
  return { age_minutes: Math.floor(ageMs / MINUTE_MS), freshness };
}

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

/**
 * The windows an answer's operator-day figures cover (instants): the last complete operator day is
 * [window_24hr_start, window_24hr_end), and window_24hr_end is also the current operator day's start ('5am Today').
 */
export interface OperatorDayWindow {
  window_24hr_start: string;
  window_24hr_end: string;
}

/** A series' 24-hour and 7-day extremes (temperature and dissolved-oxygen widgets). */
export interface ExtremesWidgetRow extends FreshnessFields, OperatorDayWindow {
  min_24hr: number | null;
  min_7day: number | null;
  max_24hr: number | null;
  max_7day: number | null;
  /** The newest reading (the freshness fields describe it); the figures above may be of an earlier day. */
  last_value: number | null;
  last_report: string | null;
  /** The 7-day figures cover [window_7day_start, window_24hr_end). */
  window_7day_start: string;
}

/** Battery 24-hour Minimums: one row per logger. */
export interface BatteryWidgetRow extends FreshnessFields, OperatorDayWindow {
  location_id: string;
  location_name: string;
  min_24hr: number | null;
  /** The last reported voltage. */
  result_value: number | null;
  last_report: string | null;
}

/** One column (a location's series) of a statistics table. */
export interface DashboardStatsRow extends FreshnessFields, OperatorDayWindow {
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
