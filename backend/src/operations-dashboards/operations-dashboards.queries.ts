import {
  type BatteryWidgetRow, type DashboardSeriesRequest, type DashboardStatsRow, type DashboardWidgetSeries, type ExtremesWidgetRow,
  type FreshnessFields, freshnessAt, type RouteName, type SevenDayGraphRow, type WaterElevationWidgetRow,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoInstant } from '../database/sql-fragments';

// Every query answers "as of" the instant `at` ($1), which the service sets to now: values after it are ignored,
// so statistics of any past operator day can be checked. The windows come from operator_day_windows() and the
// freshness rules from operations_settings (migration OperationsDashboards).

/**
 * The facts every dashboard value shows about a series `s` (columns location_ndx, parameter_ndx): its last value
 * and report, whether its last values are all equal (a stuck sensor; not when they equal the series' configured
 * resting value, which is its normal state), and the location's expected reporting interval (for the value's age
 * and freshness). Needs `w` (operator_day_windows) and `st` (operations_settings) in the FROM list.
 */
const SERIES_FACTS = `
  LEFT JOIN LATERAL (
    SELECT (array_agg(v.value ORDER BY v.collect_timestamp DESC))[1] AS last_value,
           max(v.collect_timestamp) AS last_report,
           count(*) >= st.stuck_after_values AND min(v.value) = max(v.value)
             AND min(v.value) IS DISTINCT FROM (SELECT rv.resting_value FROM operations_series_resting_values rv
                                                 WHERE rv.location_ndx = s.location_ndx AND rv.parameter_ndx = s.parameter_ndx)
             AS possibly_stuck
      FROM (SELECT r.value, r.collect_timestamp FROM results r
             WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
               AND r.collect_timestamp <= $1::timestamptz AND r.value IS NOT NULL
             ORDER BY r.collect_timestamp DESC LIMIT st.stuck_after_values) v) latest ON true
  LEFT JOIN LATERAL (
    SELECT coalesce((SELECT i.expected_interval_minutes FROM location_reporting_intervals i WHERE i.location_ndx = s.location_ndx),
                    st.default_reporting_interval_minutes) AS minutes) expected ON true`;

/**
 * The operator-day statistics of series `s` as `day`: average, high and low of the last complete operator day, and
 * low and high (min_all, max_all) since `from` (w.day_start, or w.week_start for the 7-day figures), in one scan.
 */
const windowStats = (from: 'w.day_start' | 'w.week_start') => `
  LEFT JOIN LATERAL (
    SELECT avg(r.value) FILTER (WHERE r.collect_timestamp >= w.day_start) AS avg_24,
           max(r.value) FILTER (WHERE r.collect_timestamp >= w.day_start) AS max_24,
           min(r.value) FILTER (WHERE r.collect_timestamp >= w.day_start) AS min_24,
           min(r.value) AS min_all, max(r.value) AS max_all
      FROM results r
     WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
       AND r.collect_timestamp >= ${from} AND r.collect_timestamp < w.today_start) day ON true`;
const DAY_STATS = windowStats('w.day_start');

/**
 * The freshness thresholds and stuck flag of a row joined with SERIES_FACTS; its age and freshness are judged from
 * them by `judged` (the rule the screens also apply as time passes).
 */
const FRESHNESS_COLUMNS = `
  expected.minutes * st.late_after_intervals AS late_after_minutes,
  expected.minutes * st.stale_after_intervals AS stale_after_minutes,
  coalesce(latest.possibly_stuck, false) AS possibly_stuck`;

/** The windows of the operator-day figures of a row joined with WINDOWS. */
const WINDOW_COLUMNS = `${isoInstant('w.day_start')} AS window_24hr_start, ${isoInstant('w.today_start')} AS window_24hr_end`;

type Unjudged<T extends FreshnessFields> = Omit<T, 'age_minutes' | 'freshness'>;

/** Rows with their age and freshness as of `at`, by the shared rule. */
const judged = async <T extends FreshnessFields & { last_report: string | null }>(rows: Promise<Unjudged<T>[]>, at: Date): Promise<T[]> =>
  (await rows).map((row) => ({ ...row, ...freshnessAt(row, at.getTime()) }) as T);

// The windows are computed once per query (OFFSET 0 keeps the planner from copying the function's expressions into
// every index condition, which doubled planning time). The settings table has one row; LIMIT 1 tells the planner so
// (a table never analyzed is estimated at hundreds of rows, which multiplies every lateral scan's estimate and costs
// each request a JIT compilation).
const WINDOWS = `(SELECT * FROM operator_day_windows($1::timestamptz) OFFSET 0) w
  CROSS JOIN (SELECT * FROM operations_settings LIMIT 1) st`;

/**
 * The series a widget body asks for ($2 locations, $3 parameters): every existing location with every parameter,
 * in the order given (columns location_ndx, parameter_ndx, location_id, location_name, ord).
 */
const REQUESTED_SERIES = `
  SELECT l.location_ndx, p.parameter_ndx, loc.location_id, loc.location_name, l.ord * 100000 + p.ord AS ord
    FROM unnest($2::integer[]) WITH ORDINALITY l(location_ndx, ord)
    CROSS JOIN unnest($3::integer[]) WITH ORDINALITY p(parameter_ndx, ord)
    JOIN locations loc ON loc.location_ndx = l.location_ndx`;

/** A widget answer: the given columns, the last report and its freshness for each requested series, in order. */
const widgetQuery = <T extends FreshnessFields & { last_report: string | null }>(
  db: DataSource, at: Date, body: DashboardSeriesRequest, columns: string, joins: string,
): Promise<T[]> =>
  judged<T>(db.query(
    `SELECT ${columns}, ${isoInstant('latest.last_report')} AS last_report, ${FRESHNESS_COLUMNS}
       FROM (${REQUESTED_SERIES}) s CROSS JOIN ${WINDOWS} ${SERIES_FACTS} ${joins}
      ORDER BY s.ord`,
    [at.toISOString(), body.location_ndx, body.parameter_ndx],
  ), at);

/**
 * Reservoir % Full: the last reported storage of each series. The percent-full parameter is stored in percent;
 * the answer is a fraction, or 'Unavailable' when the series has no report.
 */
export const waterElevationWidgetQuery = (
  db: DataSource, at: Date, body: DashboardSeriesRequest,
): Promise<WaterElevationWidgetRow[]> =>
  widgetQuery(db, at, body, `CASE WHEN latest.last_value IS NULL THEN to_jsonb('Unavailable'::text)
                                  ELSE to_jsonb(latest.last_value / 100) END AS percent_full`, '');

/** 24-hour and 7-day minimum and maximum of each series (temperature and dissolved-oxygen gauges). */
export const extremesWidgetQuery = (db: DataSource, at: Date, body: DashboardSeriesRequest): Promise<ExtremesWidgetRow[]> =>
  widgetQuery(db, at, body, `day.min_24 AS min_24hr, day.min_all AS min_7day, day.max_24 AS max_24hr, day.max_all AS max_7day,
                              latest.last_value, ${WINDOW_COLUMNS}, ${isoInstant('w.week_start')} AS window_7day_start`,
    windowStats('w.week_start'));

/** Battery 24-hour Minimums: each logger's lowest voltage of the last operator day and its last reading. */
export const postDashboardYamcoloWidgetsBatteryQuery = (db: DataSource, at: Date, body: DashboardSeriesRequest): Promise<BatteryWidgetRow[]> =>
  widgetQuery(db, at, body, `s.location_id, s.location_name, day.min_24 AS min_24hr, latest.last_value AS result_value, ${WINDOW_COLUMNS}`,
    DAY_STATS);

/** A statistics answer ($2: its route key): one row per configured column, table by table, left to right. */
export const dashboardStatsQuery = (db: DataSource, at: Date, widgetKey: RouteName): Promise<DashboardStatsRow[]> =>
  judged<DashboardStatsRow>(db.query(
    `SELECT s.stats_table_num, t.stats_table_name, s.location_display_label,
            latest.last_value AS value_last_report, five.value AS value_5am_today,
            day.avg_24 AS avg_24hour, day.max_24 AS max_24hour, day.min_24 AS min_24hour,
            ${isoInstant('latest.last_report')} AS last_report, ${WINDOW_COLUMNS},
            ${FRESHNESS_COLUMNS}
       FROM operations_dashboard_stats_columns s
       JOIN operations_dashboard_stats_tables t USING (widget_key, stats_table_num)
      CROSS JOIN ${WINDOWS} ${SERIES_FACTS} ${DAY_STATS}
       LEFT JOIN LATERAL (
         SELECT r.value FROM results r
          WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
            AND r.collect_timestamp <= w.today_start AND r.value IS NOT NULL
          ORDER BY r.collect_timestamp DESC LIMIT 1) five ON true
      WHERE s.widget_key = $2
      ORDER BY s.stats_table_num, s.display_order`,
    [at.toISOString(), widgetKey],
  ), at);

/**
 * The seven-day graph: every 15-minute instant of the last seven days at which one of its lines has a value, each
 * line's value then (null where it has none), and the threshold lines' values on every row.
 */
export const getDashboardYamcolo7daygraphQuery = (db: DataSource, at: Date, widgetKey: RouteName): Promise<SevenDayGraphRow[]> =>
  db.query(
    `SELECT ${isoInstant('r.collect_timestamp')} AS collect_timestamp, min(u.unit_name) AS units,
            avg(r.value) FILTER (WHERE g.series = 'reservoir') AS reservoir,
            avg(r.value) FILTER (WHERE g.series = 'river') AS river,
            avg(r.value) FILTER (WHERE g.series = 'ditch') AS ditch,
            min(thr.thr1_32deg) AS thr1_32deg, min(thr.thr2_heater2_on) AS thr2_heater2_on,
            min(thr.thr3_heater1_on) AS thr3_heater1_on, min(thr.thr4_heater2_off) AS thr4_heater2_off,
            min(thr.thr5_heater1_off) AS thr5_heater1_off
       FROM operations_dashboard_graph_series g
       JOIN results r ON r.location_ndx = g.location_ndx AND r.parameter_ndx = g.parameter_ndx
                     AND r.collect_timestamp > $1::timestamptz - interval '7 days' AND r.collect_timestamp <= $1::timestamptz
       JOIN units u ON u.unit_ndx = r.unit_ndx
      CROSS JOIN (
        SELECT max(value) FILTER (WHERE threshold = 'thr1_32deg') AS thr1_32deg,
               max(value) FILTER (WHERE threshold = 'thr2_heater2_on') AS thr2_heater2_on,
               max(value) FILTER (WHERE threshold = 'thr3_heater1_on') AS thr3_heater1_on,
               max(value) FILTER (WHERE threshold = 'thr4_heater2_off') AS thr4_heater2_off,
               max(value) FILTER (WHERE threshold = 'thr5_heater1_off') AS thr5_heater1_off
          FROM operations_dashboard_graph_thresholds WHERE widget_key = $2) thr
      WHERE g.widget_key = $2
      GROUP BY r.collect_timestamp
      ORDER BY r.collect_timestamp`,
    [at.toISOString(), widgetKey],
  );

/**
 * The series each of a dashboard's widgets shows ($1: the widgets' route keys): its locations and its parameters in
 * display order; the widget shows every listed location with every listed parameter.
 */
export const dashboardWidgetsQuery = (db: DataSource, widgetKeys: readonly RouteName[]): Promise<DashboardWidgetSeries[]> =>
  db.query(
    `SELECT k.widget_key,
            ARRAY(SELECT x.location_ndx FROM operations_dashboard_widgets x WHERE x.widget_key = k.widget_key
                   GROUP BY x.location_ndx ORDER BY min(x.display_order)) AS location_ndx,
            ARRAY(SELECT x.parameter_ndx FROM operations_dashboard_widgets x WHERE x.widget_key = k.widget_key
                   GROUP BY x.parameter_ndx ORDER BY min(x.display_order)) AS parameter_ndx
       FROM unnest($1::text[]) WITH ORDINALITY k(widget_key, ord)
      WHERE EXISTS (SELECT 1 FROM operations_dashboard_widgets x WHERE x.widget_key = k.widget_key)
      ORDER BY k.ord`,
    [widgetKeys],
  );
