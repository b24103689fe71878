import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/**
 * The reservoir operations dashboards as data: which location and parameter feeds each widget, each column of
 * the statistics tables and each line of the seven-day temperature graph, the graph's threshold lines, the
 * operator day and each location's expected reporting interval. A district repoints a widget with an UPDATE,
 * no release. Seeded with the product's ids; no foreign keys to locations or parameters, so the rows exist
 * before any location is loaded (an id with no data answers as having no data).
 *
 * Each configuration row names the API answer it feeds by its route key (`widget_key`), so
 * `operations_dashboards_live_series` can tell the live push which answers to refetch when a series changes.
 */
export class OperationsDashboards1764600000000 implements MigrationInterface {
  name = 'OperationsDashboards1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    // One row. The operator day starts at this America/Denver hour (05:00): every 24-hour figure of the
    // dashboards is over the last complete operator day. Freshness: a value is late after `late_after_intervals`
    // expected intervals without a report, stale after `stale_after_intervals`, and possibly stuck when its last
    // `stuck_after_values` values are identical.
    await q.query(`
      CREATE TABLE operations_settings (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        operator_day_start_hour smallint NOT NULL DEFAULT 5 CHECK (operator_day_start_hour BETWEEN 0 AND 23),
        default_reporting_interval_minutes integer NOT NULL DEFAULT 15 CHECK (default_reporting_interval_minutes > 0),
        late_after_intervals integer NOT NULL DEFAULT 2 CHECK (late_after_intervals > 0),
        stale_after_intervals integer NOT NULL DEFAULT 8 CHECK (stale_after_intervals > late_after_intervals),
        stuck_after_values integer NOT NULL DEFAULT 12 CHECK (stuck_after_values >= 2)
      )`);
    await q.query(`INSERT INTO operations_settings DEFAULT VALUES`);

    // How often a location's logger reports; a location not listed reports at the settings' default.
    await q.query(`
      CREATE TABLE location_reporting_intervals (
        location_ndx integer PRIMARY KEY,
        expected_interval_minutes integer NOT NULL DEFAULT 15 CHECK (expected_interval_minutes > 0)
      )`);
    await q.query(`
      INSERT INTO location_reporting_intervals (location_ndx)
      VALUES (2), (44), (52), (54), (55), (655), (656)`);

    // The start of the operator day of America/Denver date d. 05:00 exists on every date (clocks change at
    // 02:00), so on the days clocks change the operator day is 23 or 25 hours long.
    await q.query(`
      CREATE FUNCTION operator_day_start(d date) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT (d + make_interval(hours => s.operator_day_start_hour)) AT TIME ZONE 'America/Denver'
              FROM operations_settings s $$`);
    // The windows of the statistics at instant `at`: today_start is the latest operator-day start at or before
    // it ('5am Today'); [day_start, today_start) is the last complete operator day; [week_start, today_start) the
    // last seven.
    await q.query(`
      CREATE FUNCTION operator_day_windows(at timestamptz)
      RETURNS TABLE (today_start timestamptz, day_start timestamptz, week_start timestamptz)
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT operator_day_start(t.d), operator_day_start(t.d - 1), operator_day_start(t.d - 7)
              FROM (SELECT CASE WHEN operator_day_start(local_date(at)) <= at THEN local_date(at)
                                ELSE local_date(at) - 1 END AS d) t $$`);

    await q.query(`
      CREATE TABLE operations_dashboard_widgets (
        widget_key text NOT NULL CHECK (widget_key IN (
          'postDashboardYamcoloWidgetsWaterElevation', 'postDashboardYamcoloWidgetsTemp',
          'postDashboardYamcoloWidgetsBattery', 'postDashboardYamcoloWidgetsDissolvedOxygen',
          'postDashboardStagecoachWidgetsWaterElevation', 'postDashboardStagecoachWidgetsTemp',
          'postDashboardStagecoachWidgetsDissolvedOxygen')),
        display_order smallint NOT NULL,
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        PRIMARY KEY (widget_key, location_ndx, parameter_ndx),
        UNIQUE (widget_key, display_order)
      )`);
    await q.query(`
      INSERT INTO operations_dashboard_widgets (widget_key, display_order, location_ndx, parameter_ndx) VALUES
        ('postDashboardYamcoloWidgetsWaterElevation', 1, 52, 1539),
        ('postDashboardYamcoloWidgetsTemp', 1, 52, 169),
        ('postDashboardYamcoloWidgetsBattery', 1, 52, 1538),
        ('postDashboardYamcoloWidgetsBattery', 2, 54, 1538),
        ('postDashboardYamcoloWidgetsBattery', 3, 55, 1538),
        ('postDashboardYamcoloWidgetsDissolvedOxygen', 1, 52, 60),
        ('postDashboardStagecoachWidgetsWaterElevation', 1, 655, 1539),
        ('postDashboardStagecoachWidgetsTemp', 1, 656, 169),
        ('postDashboardStagecoachWidgetsDissolvedOxygen', 1, 656, 60)`);

    await q.query(`
      CREATE TABLE operations_dashboard_stats_tables (
        widget_key text NOT NULL CHECK (widget_key IN ('getDashboardYamcoloStats', 'getDashboardStagecoachStats')),
        stats_table_num integer NOT NULL,
        stats_table_name text NOT NULL,
        PRIMARY KEY (widget_key, stats_table_num)
      )`);
    // A statistics table's columns, left to right: one series each, headed by its label.
    await q.query(`
      CREATE TABLE operations_dashboard_stats_columns (
        widget_key text NOT NULL,
        stats_table_num integer NOT NULL,
        display_order smallint NOT NULL,
        location_display_label text NOT NULL,
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        PRIMARY KEY (widget_key, stats_table_num, display_order),
        FOREIGN KEY (widget_key, stats_table_num) REFERENCES operations_dashboard_stats_tables ON DELETE CASCADE
      )`);
    await q.query(`
      INSERT INTO operations_dashboard_stats_tables (widget_key, stats_table_num, stats_table_name) VALUES
        ('getDashboardYamcoloStats', 1, 'Water Temperatures (deg F)'),
        ('getDashboardYamcoloStats', 2, 'Flows (cfs)'),
        ('getDashboardStagecoachStats', 1, 'Flows Above and Below (cfs)'),
        ('getDashboardStagecoachStats', 2, 'Temperature & Dissolved Oxygen')`);
    await q.query(`
      INSERT INTO operations_dashboard_stats_columns
        (widget_key, stats_table_num, display_order, location_display_label, location_ndx, parameter_ndx) VALUES
        ('getDashboardYamcoloStats', 1, 1, 'Reservoir', 52, 169),
        ('getDashboardYamcoloStats', 1, 2, 'River', 54, 169),
        ('getDashboardYamcoloStats', 1, 3, 'Ditch', 55, 169),
        ('getDashboardYamcoloStats', 2, 1, 'River', 54, 1536),
        ('getDashboardYamcoloStats', 2, 2, 'Ditch', 55, 1536),
        ('getDashboardStagecoachStats', 1, 1, 'Above Reservoir', 2, 1536),
        ('getDashboardStagecoachStats', 1, 2, 'Below Reservoir', 44, 1536),
        ('getDashboardStagecoachStats', 2, 1, 'Outlet Temperature (F)', 656, 169),
        ('getDashboardStagecoachStats', 2, 2, 'Outlet Dissolved Oxygen (mg/l)', 656, 60)`);

    // The seven-day graph: its three lines and its horizontal threshold lines (freezing and the heaters' on and
    // off temperatures, deg F).
    await q.query(`
      CREATE TABLE operations_dashboard_graph_series (
        widget_key text NOT NULL CHECK (widget_key IN ('getDashboardYamcolo7daygraph')),
        series text NOT NULL CHECK (series IN ('reservoir', 'river', 'ditch')),
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        PRIMARY KEY (widget_key, series)
      )`);
    await q.query(`
      INSERT INTO operations_dashboard_graph_series (widget_key, series, location_ndx, parameter_ndx) VALUES
        ('getDashboardYamcolo7daygraph', 'reservoir', 52, 169),
        ('getDashboardYamcolo7daygraph', 'river', 54, 169),
        ('getDashboardYamcolo7daygraph', 'ditch', 55, 169)`);
    await q.query(`
      CREATE TABLE operations_dashboard_graph_thresholds (
        widget_key text NOT NULL CHECK (widget_key IN ('getDashboardYamcolo7daygraph')),
        threshold text NOT NULL CHECK (threshold IN (
          'thr1_32deg', 'thr2_heater2_on', 'thr3_heater1_on', 'thr4_heater2_off', 'thr5_heater1_off')),
        value double precision NOT NULL,
        PRIMARY KEY (widget_key, threshold)
      )`);
    await q.query(`
      INSERT INTO operations_dashboard_graph_thresholds (widget_key, threshold, value) VALUES
        ('getDashboardYamcolo7daygraph', 'thr1_32deg', 32),
        ('getDashboardYamcolo7daygraph', 'thr2_heater2_on', 33),
        ('getDashboardYamcolo7daygraph', 'thr3_heater1_on', 34),
        ('getDashboardYamcolo7daygraph', 'thr4_heater2_off', 35),
        ('getDashboardYamcolo7daygraph', 'thr5_heater1_off', 36)`);

    // The seven-day graph's answer is kept per data version: repointing a line or moving a threshold is a new version.
    await watchTables(q, ['operations_dashboard_graph_series', 'operations_dashboard_graph_thresholds']);

    // Statistics for the planner: these tables are read by every dashboard answer, and a table never analyzed is
    // estimated at hundreds of rows, enough to make each small query look expensive (and compile it with JIT).
    await q.query(`ANALYZE operations_settings, location_reporting_intervals, operations_dashboard_widgets,
      operations_dashboard_stats_tables, operations_dashboard_stats_columns, operations_dashboard_graph_series,
      operations_dashboard_graph_thresholds`);

    await q.query(`
      CREATE VIEW operations_dashboards_live_series (widget_key, location_ndx, parameter_ndx) AS
        SELECT widget_key, location_ndx, parameter_ndx FROM operations_dashboard_widgets
        UNION
        SELECT widget_key, location_ndx, parameter_ndx FROM operations_dashboard_stats_columns
        UNION
        SELECT widget_key, location_ndx, parameter_ndx FROM operations_dashboard_graph_series`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW operations_dashboards_live_series`);
    await q.query(`DROP TABLE operations_dashboard_graph_thresholds, operations_dashboard_graph_series,
      operations_dashboard_stats_columns, operations_dashboard_stats_tables, operations_dashboard_widgets`);
    await q.query(`DROP FUNCTION operator_day_windows(timestamptz)`);
    await q.query(`DROP FUNCTION operator_day_start(date)`);
    await q.query(`DROP TABLE location_reporting_intervals, operations_settings`);
  }
}
