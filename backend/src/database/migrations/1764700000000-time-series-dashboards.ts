import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/**
 * The reservoir time-series dashboards: what each reservoir's Timestep, Left Axis and Right Axis choices are and
 * which (location, parameter) series each axis choice draws, as data a district edits with SQL; and the hourly
 * rollup `result_hourly` the hourly series and long 15-minute ranges read, so no request averages raw telemetry.
 *
 * The series name locations and parameters by id without foreign keys: the configuration exists before any
 * location is loaded, and an id that names nothing simply draws no line.
 */
export class TimeSeriesDashboards1764700000000 implements MigrationInterface {
  name = 'TimeSeriesDashboards1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await createConfiguration(q);
    await insertDefaultConfiguration(q);
    // The data answers are cached until data or configuration changes: edits here must reach them too.
    await watchTables(q, CONFIGURATION_TABLES);
    await createHourlyRollup(q);
    // The live push reads which (location, parameter) series each data endpoint can show. A data endpoint's key is
    // its route key: 'postResopsTs' and its path after 'resops-ts-' in words ('yamcolo-15-min' is Yamcolo15Min).
    await q.query(`
      CREATE VIEW time_series_dashboards_live_series (widget_key, location_ndx, parameter_ndx) AS
      SELECT DISTINCT 'postResopsTs' || replace(initcap(t.data_table_name), '-', ''), s.location_ndx, s.parameter_ndx
        FROM time_series_dashboard_timesteps t
        JOIN time_series_dashboard_series s ON s.reservoir = t.reservoir`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW time_series_dashboards_live_series`);
    await dropHourlyRollup(q);
    for (const table of [...CONFIGURATION_TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
  }
}

/** In the order they are created (each refers only to earlier ones). */
const CONFIGURATION_TABLES = [
  'time_series_dashboard_timesteps', 'time_series_dashboard_axes', 'time_series_dashboard_axis_choices', 'time_series_dashboard_series',
] as const;

async function createConfiguration(q: QueryRunner): Promise<void> {
  const reservoir = `reservoir text NOT NULL CHECK (reservoir IN ('yamcolo', 'stagecoach'))`;
  // data_table_name is the data endpoint's path after 'resops-ts-'; date_range_days how many days end at Period Ending.
  await q.query(`
    CREATE TABLE time_series_dashboard_timesteps (
      ${reservoir},
      data_table_name text NOT NULL CHECK (data_table_name ~ '^[a-z0-9-]+$'),
      option_name text NOT NULL,
      date_range_days integer NOT NULL CHECK (date_range_days > 0),
      display_order smallint NOT NULL,
      PRIMARY KEY (reservoir, data_table_name)
    )`);
  // An axis choice: a quantity in one unit, which the Left Axis and Right Axis radio groups offer by `axis`.
  await q.query(`
    CREATE TABLE time_series_dashboard_axes (
      ${reservoir},
      axis text NOT NULL,
      parameter_display_abbrev text NOT NULL,
      unit_display_name text NOT NULL,
      PRIMARY KEY (reservoir, axis)
    )`);
  await q.query(`
    CREATE TABLE time_series_dashboard_axis_choices (
      reservoir text NOT NULL,
      side text NOT NULL CHECK (side IN ('left', 'right')),
      axis text NOT NULL,
      display_order smallint NOT NULL,
      PRIMARY KEY (reservoir, side, axis),
      FOREIGN KEY (reservoir, axis) REFERENCES time_series_dashboard_axes ON DELETE CASCADE
    )`);
  // line_type null draws a solid line.
  await q.query(`
    CREATE TABLE time_series_dashboard_series (
      series_ndx integer PRIMARY KEY,
      reservoir text NOT NULL,
      axis text NOT NULL,
      location_ndx integer NOT NULL,
      parameter_ndx integer NOT NULL,
      series_display_label text NOT NULL,
      location_display_label text NOT NULL,
      legend_color text NOT NULL CHECK (legend_color ~ '^#[0-9A-Fa-f]{6}$'),
      line_weight real NOT NULL CHECK (line_weight > 0),
      line_type text CHECK (line_type IN ('dashed', 'dotted')),
      display_order smallint NOT NULL,
      FOREIGN KEY (reservoir, axis) REFERENCES time_series_dashboard_axes ON DELETE CASCADE
    )`);
  await q.query(`CREATE INDEX time_series_dashboard_series_axis_idx ON time_series_dashboard_series (reservoir, axis)`);
}

/**
 * The portal's reservoirs: Yamcolo (52) with its river (54) and ditch (55) loggers, and Stagecoach (655) with its
 * outlet (656) and the gauges above (2) and below (44) it. Parameters: 169 water temperature, 1536 15-minute
 * discharge, 1539 percent full, 1538 battery voltage, 1537 water surface elevation, 60 dissolved oxygen.
 */
async function insertDefaultConfiguration(q: QueryRunner): Promise<void> {
  await q.query(`
    INSERT INTO time_series_dashboard_timesteps (reservoir, data_table_name, option_name, date_range_days, display_order) VALUES
      ('yamcolo', 'yamcolo-15-min', '15-Minute', 7, 1), ('yamcolo', 'yamcolo-hourly', 'Hourly', 30, 2),
      ('yamcolo', 'yamcolo-daily', 'Daily', 365, 3),
      ('stagecoach', 'stagecoach15-min', '15-Minute', 7, 1), ('stagecoach', 'stagecoach-hourly', 'Hourly', 30, 2),
      ('stagecoach', 'stagecoach-daily', 'Daily', 365, 3)`);
  await q.query(`
    INSERT INTO time_series_dashboard_axes (reservoir, axis, parameter_display_abbrev, unit_display_name) VALUES
      ('yamcolo', 'water-temperature', 'Water Temp', '°F'), ('yamcolo', 'flow', 'Flow', 'cfs'),
      ('yamcolo', 'percent-full', '% Full', '%'), ('yamcolo', 'battery', 'Battery', 'V'),
      ('stagecoach', 'water-temperature', 'Water Temp', '°F'), ('stagecoach', 'flow', 'Flow', 'cfs'),
      ('stagecoach', 'percent-full', '% Full', '%'), ('stagecoach', 'elevation', 'Res Elev', 'ft'),
      ('stagecoach', 'dissolved-oxygen', 'DO', 'mg/L')`);
  await q.query(`
    INSERT INTO time_series_dashboard_axis_choices (reservoir, side, axis, display_order) VALUES
      ('yamcolo', 'left', 'water-temperature', 1), ('yamcolo', 'left', 'percent-full', 2), ('yamcolo', 'left', 'battery', 3),
      ('yamcolo', 'left', 'flow', 4),
      ('yamcolo', 'right', 'flow', 1), ('yamcolo', 'right', 'water-temperature', 2), ('yamcolo', 'right', 'percent-full', 3),
      ('yamcolo', 'right', 'battery', 4),
      ('stagecoach', 'left', 'water-temperature', 1), ('stagecoach', 'left', 'dissolved-oxygen', 2),
      ('stagecoach', 'left', 'percent-full', 3), ('stagecoach', 'left', 'elevation', 4), ('stagecoach', 'left', 'flow', 5),
      ('stagecoach', 'right', 'flow', 1), ('stagecoach', 'right', 'dissolved-oxygen', 2), ('stagecoach', 'right', 'percent-full', 3),
      ('stagecoach', 'right', 'elevation', 4), ('stagecoach', 'right', 'water-temperature', 5)`);
  await q.query(`
    INSERT INTO time_series_dashboard_series (series_ndx, reservoir, axis, location_ndx, parameter_ndx, series_display_label,
                                              location_display_label, legend_color, line_weight, line_type, display_order) VALUES
      (1, 'yamcolo', 'water-temperature', 52, 169, 'Reservoir Temp', 'Yamcolo Reservoir', '#1F78B4', 2, NULL, 1),
      (2, 'yamcolo', 'water-temperature', 54, 169, 'River Temp', 'Bear River below Yamcolo', '#E31A1C', 2, 'dashed', 2),
      (3, 'yamcolo', 'water-temperature', 55, 169, 'Ditch Temp', 'Yamcolo Ditch Headgate', '#33A02C', 2, 'dotted', 3),
      (4, 'yamcolo', 'flow', 54, 1536, 'River Flow', 'Bear River below Yamcolo', '#FF7F00', 2, NULL, 1),
      (5, 'yamcolo', 'flow', 55, 1536, 'Ditch Flow', 'Yamcolo Ditch Headgate', '#6A3D9A', 2, 'dotted', 2),
      (6, 'yamcolo', 'percent-full', 52, 1539, 'Reservoir % Full', 'Yamcolo Reservoir', '#17BECF', 2, NULL, 1),
      (7, 'yamcolo', 'battery', 52, 1538, 'Reservoir Battery', 'Yamcolo Reservoir', '#8C564B', 1.5, NULL, 1),
      (8, 'yamcolo', 'battery', 54, 1538, 'River Battery', 'Bear River below Yamcolo', '#E377C2', 1.5, 'dashed', 2),
      (9, 'yamcolo', 'battery', 55, 1538, 'Ditch Battery', 'Yamcolo Ditch Headgate', '#7F7F7F', 1.5, 'dotted', 3),
      (101, 'stagecoach', 'water-temperature', 656, 169, 'Outlet Temp', 'Stagecoach Reservoir Outlet', '#1F78B4', 2, NULL, 1),
      (102, 'stagecoach', 'dissolved-oxygen', 656, 60, 'Outlet DO', 'Stagecoach Reservoir Outlet', '#33A02C', 2, NULL, 1),
      (103, 'stagecoach', 'percent-full', 655, 1539, 'Reservoir % Full', 'Stagecoach Reservoir', '#17BECF', 2, NULL, 1),
      (104, 'stagecoach', 'elevation', 655, 1537, 'Water Surface Elevation', 'Stagecoach Reservoir', '#6A3D9A', 2, NULL, 1),
      (105, 'stagecoach', 'flow', 2, 1536, 'Inflow (above reservoir)', 'Yampa River above Stagecoach', '#FF7F00', 2, 'dashed', 1),
      (106, 'stagecoach', 'flow', 44, 1536, 'Outflow (below reservoir)', 'Yampa River below Stagecoach', '#E31A1C', 2, NULL, 2)`);
}

/**
 * An hour's lowest and highest reading with its instant (the earliest of equal ones), as arrays [value, epoch]
 * and [value, -epoch]: a chart reduced from the hourly rollup draws each extreme where it was read.
 */
const EXTREMES = `min(ARRAY[r.value, extract(epoch FROM r.collect_timestamp)::float8]) AS lo,
                 max(ARRAY[r.value, -extract(epoch FROM r.collect_timestamp)::float8]) AS hi`;

/**
 * The values of sub-daily records (telemetry) per (location, parameter, America/Denver hour): count, minimum, mean
 * and maximum, and when the minimum and the maximum were read. Hours are the local clock's, so the fall-back day has 25 and the spring-forward day 23.
 */
async function createHourlyRollup(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE result_hourly (
      location_ndx integer NOT NULL,
      parameter_ndx integer NOT NULL,
      hour_start timestamptz NOT NULL,
      value_count integer NOT NULL,
      value_min double precision NOT NULL,
      value_avg double precision NOT NULL,
      value_max double precision NOT NULL,
      value_min_at timestamptz NOT NULL,
      value_max_at timestamptz NOT NULL,
      PRIMARY KEY (location_ndx, parameter_ndx, hour_start)
    )`);
  // The two 01:00 hours of the fall-back day stay apart: date_trunc in a zone keeps each instant's own offset.
  await q.query(`
    CREATE FUNCTION local_hour_start(t timestamptz) RETURNS timestamptz
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ SELECT date_trunc('hour', t, 'America/Denver') $$`);
  // Recomputes every hour of the changed (location, parameter, day) keys from the results that remain; each key
  // reads its own slice through a LATERAL subquery, an index range scan, like the other rollups.
  await q.query(`
    CREATE FUNCTION refresh_result_hourly(changed result_rollup_key[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM result_hourly h USING (SELECT DISTINCT * FROM unnest(changed)) k
       WHERE h.location_ndx = k.location_ndx AND h.parameter_ndx = k.parameter_ndx
         AND h.hour_start >= local_day_start(k.collect_date) AND h.hour_start < local_day_start(k.collect_date + 1);
      INSERT INTO result_hourly
      SELECT k.location_ndx, k.parameter_ndx, h.hour_start, h.n, h.lo[1], h.vavg, h.hi[1], to_timestamp(h.lo[2]), to_timestamp(-h.hi[2])
        FROM (SELECT DISTINCT * FROM unnest(changed)) k
        CROSS JOIN LATERAL (
          SELECT local_hour_start(r.collect_timestamp) AS hour_start, count(*) AS n, avg(r.value) AS vavg,
                 ${EXTREMES}
            FROM results r
           WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx
             AND r.collect_timestamp >= local_day_start(k.collect_date)
             AND r.collect_timestamp < local_day_start(k.collect_date + 1)
             AND r.result_kind = 'telemetry' AND r.value IS NOT NULL
           GROUP BY 1) h;
    END $$`);
  // refresh_result_rollups, which every results trigger calls, becomes the earlier day, year and summary rollups
  // (kept as they were under a new name) followed by the hourly one, so one statement still costs one pass each.
  await q.query(`ALTER FUNCTION refresh_result_rollups(result_rollup_key[]) RENAME TO refresh_result_day_rollups`);
  await q.query(`
    CREATE FUNCTION refresh_result_rollups(changed result_rollup_key[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_result_day_rollups(changed);
      PERFORM refresh_result_hourly(changed);
    END $$`);
  await q.query(`
    INSERT INTO result_hourly
    SELECT location_ndx, parameter_ndx, hour_start, n, lo[1], vavg, hi[1], to_timestamp(lo[2]), to_timestamp(-hi[2])
      FROM (SELECT r.location_ndx, r.parameter_ndx, local_hour_start(r.collect_timestamp) AS hour_start, count(*) AS n,
                   avg(r.value) AS vavg, ${EXTREMES}
              FROM results r
             WHERE r.result_kind = 'telemetry' AND r.value IS NOT NULL
             GROUP BY 1, 2, 3) h`);
}

async function dropHourlyRollup(q: QueryRunner): Promise<void> {
  await q.query(`DROP FUNCTION refresh_result_rollups(result_rollup_key[])`);
  await q.query(`ALTER FUNCTION refresh_result_day_rollups(result_rollup_key[]) RENAME TO refresh_result_rollups`);
  await q.query(`DROP FUNCTION refresh_result_hourly(result_rollup_key[])`);
  await q.query(`DROP FUNCTION local_hour_start(timestamptz)`);
  await q.query(`DROP TABLE result_hourly`);
}
