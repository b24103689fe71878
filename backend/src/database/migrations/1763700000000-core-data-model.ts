import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The core data model shared by every feature (site shell, map explorer, data tools): lookups, locations with PostGIS geometry,
 * one results table for discrete samples, daily values and 15-minute telemetry, and rollups that are kept
 * current by statement-level triggers so that no request recomputes them from raw results.
 *
 * Keys keep the product's names (`*_ndx`) so API rows can be returned without renaming.
 */
export class CoreDataModel1763700000000 implements MigrationInterface {
  name = 'CoreDataModel1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS postgis`);

    await q.query(`
      CREATE TABLE dataset_info (
        key text PRIMARY KEY,
        value text NOT NULL
      )`);

    await q.query(`
      CREATE TABLE basins (
        basin_ndx integer PRIMARY KEY,
        basin_name text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE huc_boundaries (
        huc_code text PRIMARY KEY CHECK (huc_code ~ '^[0-9]{8}([0-9]{2}){0,2}$'),
        huc_level smallint NOT NULL CHECK (huc_level IN (8, 10, 12)),
        huc_name text NOT NULL,
        basin_ndx integer REFERENCES basins(basin_ndx),
        geom geometry(MultiPolygon, 4326) NOT NULL,
        CHECK (length(huc_code) = huc_level)
      )`);
    await q.query(`CREATE INDEX huc_boundaries_geom_idx ON huc_boundaries USING gist (geom)`);
    await q.query(`CREATE INDEX huc_boundaries_level_idx ON huc_boundaries (huc_level)`);

    await q.query(`
      CREATE TABLE regional_groups (
        reg_group_ndx integer PRIMARY KEY,
        reg_group_name text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE location_types (
        location_type_ndx integer PRIMARY KEY,
        location_type_desc text NOT NULL UNIQUE,
        color text NOT NULL CHECK (color ~ '^#[0-9A-Fa-f]{6}$')
      )`);
    await q.query(`
      CREATE TABLE organizations (
        organization_ndx integer PRIMARY KEY,
        org_id text NOT NULL UNIQUE,
        org_name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE source_categories (
        sourcecategory_ndx integer PRIMARY KEY,
        source_name text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE data_sources (
        data_source_ndx integer PRIMARY KEY,
        data_source text NOT NULL UNIQUE,
        data_source_url text,
        data_types text NOT NULL,
        sourcecategory_ndx integer NOT NULL REFERENCES source_categories(sourcecategory_ndx)
      )`);
    await q.query(`
      CREATE TABLE data_categories (
        datacategory_ndx integer PRIMARY KEY,
        datacategory_name text NOT NULL UNIQUE,
        datacategory_path text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE units (
        unit_ndx integer PRIMARY KEY,
        unit_name text NOT NULL UNIQUE,
        unit_display_name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE parameter_groups (
        parameter_group_ndx integer PRIMARY KEY,
        parameter_group_name text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE parameters (
        parameter_ndx integer PRIMARY KEY,
        parameter_name text NOT NULL UNIQUE,
        parameter_abbrev text NOT NULL,
        display_name text NOT NULL,
        unit_ndx integer NOT NULL REFERENCES units(unit_ndx),
        parameter_group_ndx integer REFERENCES parameter_groups(parameter_group_ndx)
      )`);
    await q.query(`
      CREATE TABLE parameter_data_categories (
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        datacategory_ndx integer NOT NULL REFERENCES data_categories(datacategory_ndx) ON DELETE CASCADE,
        PRIMARY KEY (parameter_ndx, datacategory_ndx)
      )`);
    await q.query(`
      CREATE TABLE threats (
        threat_ndx integer PRIMARY KEY,
        threat_desc text NOT NULL UNIQUE
      )`);
    await q.query(`
      CREATE TABLE parameter_threats (
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        threat_ndx integer NOT NULL REFERENCES threats(threat_ndx) ON DELETE CASCADE,
        PRIMARY KEY (parameter_ndx, threat_ndx)
      )`);
    // Benchmark lines 0..4 are ascending thresholds (or descending where low_is_bad) for one parameter;
    // statistics/benchmark-scale.ts places a statistic on the 0..5 scale against them.
    await q.query(`
      CREATE TABLE benchmarks (
        parameter_ndx integer PRIMARY KEY REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        bmk_line0 double precision,
        bmk_line1 double precision,
        bmk_line2 double precision,
        bmk_line3 double precision,
        bmk_line4 double precision,
        bmk_color0 text, bmk_color1 text, bmk_color2 text, bmk_color3 text, bmk_color4 text,
        low_is_bad boolean NOT NULL DEFAULT false,
        is_pctile15 boolean NOT NULL DEFAULT false,
        source_note text
      )`);
    await q.query(`
      CREATE TABLE benchmark_scale_colors (
        benchmark_scale smallint PRIMARY KEY CHECK (benchmark_scale BETWEEN 0 AND 5),
        symbol_color text NOT NULL,
        label text NOT NULL
      )`);

    await q.query(`
      CREATE TABLE locations (
        location_ndx integer PRIMARY KEY,
        location_id text NOT NULL UNIQUE,
        location_name text NOT NULL,
        location_type_ndx integer NOT NULL REFERENCES location_types(location_type_ndx),
        basin_ndx integer REFERENCES basins(basin_ndx),
        geom geometry(Point, 4326),
        elevation_ft double precision,
        huc8 text,
        huc10 text REFERENCES huc_boundaries(huc_code),
        huc12 text,
        conservancy_district_dist_name text,
        conservation_district_name text,
        public_flow_data_src_url text,
        public_temp_data_src_url text
      )`);
    await q.query(`CREATE INDEX locations_geom_idx ON locations USING gist (geom)`);
    await q.query(`CREATE INDEX locations_huc10_idx ON locations (huc10)`);
    await q.query(`
      CREATE TABLE location_organizations (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        organization_ndx integer NOT NULL REFERENCES organizations(organization_ndx),
        PRIMARY KEY (location_ndx, organization_ndx)
      )`);
    await q.query(`
      CREATE TABLE location_data_sources (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        data_source_ndx integer NOT NULL REFERENCES data_sources(data_source_ndx),
        PRIMARY KEY (location_ndx, data_source_ndx)
      )`);
    await q.query(`
      CREATE TABLE location_data_categories (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        datacategory_ndx integer NOT NULL REFERENCES data_categories(datacategory_ndx),
        PRIMARY KEY (location_ndx, datacategory_ndx)
      )`);
    await q.query(`
      CREATE TABLE location_regional_groups (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        reg_group_ndx integer NOT NULL REFERENCES regional_groups(reg_group_ndx) ON DELETE CASCADE,
        PRIMARY KEY (reg_group_ndx, location_ndx)
      )`);
    await q.query(`
      CREATE TABLE location_urls (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        sort_order smallint NOT NULL,
        label text NOT NULL,
        url text NOT NULL,
        PRIMARY KEY (location_ndx, sort_order)
      )`);

    // One table for every kind of result. The primary key is the idempotency key of every importer:
    // a re-import of the same location, parameter, instant and source updates in place, never duplicates.
    // Its leading (location, parameter, time) columns serve every per-series query at 100 million rows.
    await q.query(`
      CREATE TABLE results (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx),
        collect_timestamp timestamptz NOT NULL,
        data_source_ndx integer NOT NULL REFERENCES data_sources(data_source_ndx),
        result_kind text NOT NULL CHECK (result_kind IN ('sample', 'daily', 'telemetry')),
        value double precision,
        nondetect boolean NOT NULL DEFAULT false,
        detection_limit double precision,
        unit_ndx integer NOT NULL REFERENCES units(unit_ndx),
        organization_ndx integer REFERENCES organizations(organization_ndx),
        approval_status text NOT NULL DEFAULT 'provisional' CHECK (approval_status IN ('provisional', 'approved', 'rejected')),
        PRIMARY KEY (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx),
        CHECK (value IS NOT NULL OR nondetect)
      )`);
    // Range scans over time across all series (ingest checks, alert staleness) without a second b-tree
    // the size of the table.
    await q.query(`CREATE INDEX results_collect_timestamp_brin ON results USING brin (collect_timestamp)`);

    await q.query(`
      CREATE TABLE profile_results (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx),
        collect_timestamp timestamptz NOT NULL,
        collect_depth double precision NOT NULL CHECK (collect_depth >= 0),
        value double precision NOT NULL,
        unit_ndx integer NOT NULL REFERENCES units(unit_ndx),
        PRIMARY KEY (location_ndx, parameter_ndx, collect_timestamp, collect_depth)
      )`);

    await q.query(`
      CREATE TABLE river_calls (
        river_call_ndx integer PRIMARY KEY,
        structure_name text NOT NULL,
        wdid text NOT NULL,
        water_source text NOT NULL,
        call_type text NOT NULL,
        date_set timestamptz NOT NULL,
        admin_no text NOT NULL,
        appro_date date NOT NULL,
        stream_mile double precision,
        set_comments text,
        source_url text,
        geom geometry(Point, 4326) NOT NULL
      )`);

    // Rollups. Days are America/Denver calendar days, the basin's local time; water year N runs Oct 1 of N-1 to
    // Sep 30 of N.
    await q.query(`
      CREATE TABLE result_daily (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        collect_date date NOT NULL,
        value_count integer NOT NULL,
        nondetect_count integer NOT NULL,
        value_min double precision,
        value_avg double precision,
        value_max double precision,
        PRIMARY KEY (location_ndx, parameter_ndx, collect_date)
      )`);
    await q.query(`
      CREATE TABLE result_annual (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        year_type text NOT NULL CHECK (year_type IN ('calendar', 'water')),
        year integer NOT NULL,
        value_count integer NOT NULL,
        nondetect_count integer NOT NULL,
        value_min double precision,
        value_avg double precision,
        value_max double precision,
        value_median double precision,
        value_pctile15 double precision,
        value_pctile85 double precision,
        PRIMARY KEY (location_ndx, parameter_ndx, year_type, year)
      )`);
    await q.query(`
      CREATE TABLE location_parameter_summary (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        por_start timestamptz NOT NULL,
        por_end timestamptz NOT NULL,
        result_count bigint NOT NULL,
        last_value double precision,
        PRIMARY KEY (location_ndx, parameter_ndx)
      )`);

    await q.query(`CREATE TYPE result_rollup_key AS (location_ndx integer, parameter_ndx integer, collect_date date)`);
    await q.query(`
      CREATE FUNCTION local_day_start(d date) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (d::timestamp AT TIME ZONE 'America/Denver') $$`);
    await q.query(`
      CREATE FUNCTION local_date(t timestamptz) RETURNS date
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (t AT TIME ZONE 'America/Denver')::date $$`);
    await q.query(`
      CREATE FUNCTION water_year(d date) RETURNS integer
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT extract(year FROM d)::integer + CASE WHEN extract(month FROM d) >= 10 THEN 1 ELSE 0 END $$`);

    // The calendar and water years a set of changed days falls in, with their [first_day, last_day) bounds.
    await q.query(`
      CREATE FUNCTION result_rollup_years(changed result_rollup_key[])
      RETURNS TABLE (location_ndx integer, parameter_ndx integer, year_type text, year integer, first_day date, last_day date)
      LANGUAGE sql IMMUTABLE AS $$
        SELECT DISTINCT k.location_ndx, k.parameter_ndx, 'calendar', y, make_date(y, 1, 1), make_date(y + 1, 1, 1)
          FROM unnest(changed) k, LATERAL (SELECT extract(year FROM k.collect_date)::integer) c(y)
        UNION
        SELECT DISTINCT k.location_ndx, k.parameter_ndx, 'water', y, make_date(y - 1, 10, 1), make_date(y, 10, 1)
          FROM unnest(changed) k, LATERAL (SELECT water_year(k.collect_date)) w(y)
      $$`);

    // Recomputes every rollup touched by a set of changed (location, parameter, day) keys, from the results
    // that remain: one call per import statement, whatever its size. Each key reads its own slice of results
    // through a LATERAL subquery, which can only be an index range scan on the primary key. A plain join
    // lets the planner choose hash joins on a freshly filled, not yet analysed table, comparing every changed
    // day with every row of its series (minutes for one large import instead of seconds).
    await q.query(`
      CREATE FUNCTION refresh_result_rollups(changed result_rollup_key[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM result_daily d USING unnest(changed) k
         WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx AND d.collect_date = k.collect_date;
        INSERT INTO result_daily
        SELECT k.location_ndx, k.parameter_ndx, k.collect_date, d.n, d.nd, d.vmin, d.vavg, d.vmax
          FROM (SELECT DISTINCT * FROM unnest(changed)) k
          CROSS JOIN LATERAL (
            SELECT count(*) AS n, count(*) FILTER (WHERE r.nondetect) AS nd,
                   min(r.value) AS vmin, avg(r.value) AS vavg, max(r.value) AS vmax
              FROM results r
             WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx
               AND r.collect_timestamp >= local_day_start(k.collect_date)
               AND r.collect_timestamp < local_day_start(k.collect_date + 1)) d
         WHERE d.n > 0;

        DELETE FROM result_annual a USING result_rollup_years(changed) y
         WHERE a.location_ndx = y.location_ndx AND a.parameter_ndx = y.parameter_ndx
           AND a.year_type = y.year_type AND a.year = y.year;
        INSERT INTO result_annual
        SELECT y.location_ndx, y.parameter_ndx, y.year_type, y.year, a.n, a.nd, a.vmin, a.vavg, a.vmax,
               a.median, a.p15, a.p85
          FROM result_rollup_years(changed) y
          CROSS JOIN LATERAL (
            SELECT count(*) AS n, count(*) FILTER (WHERE r.nondetect) AS nd,
                   min(r.value) AS vmin, avg(r.value) AS vavg, max(r.value) AS vmax,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY r.value) AS median,
                   percentile_cont(0.15) WITHIN GROUP (ORDER BY r.value) AS p15,
                   percentile_cont(0.85) WITHIN GROUP (ORDER BY r.value) AS p85
              FROM results r
             WHERE r.location_ndx = y.location_ndx AND r.parameter_ndx = y.parameter_ndx
               AND r.collect_timestamp >= local_day_start(y.first_day)
               AND r.collect_timestamp < local_day_start(y.last_day)) a
         WHERE a.n > 0;

        DELETE FROM location_parameter_summary s USING unnest(changed) k
         WHERE s.location_ndx = k.location_ndx AND s.parameter_ndx = k.parameter_ndx;
        INSERT INTO location_parameter_summary
        SELECT k.location_ndx, k.parameter_ndx, b.por_start, b.por_end, c.result_count, l.value
          FROM (SELECT DISTINCT location_ndx, parameter_ndx FROM unnest(changed)) k
          CROSS JOIN LATERAL (
            SELECT min(collect_timestamp) AS por_start, max(collect_timestamp) AS por_end
              FROM results r WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx) b
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(value_count), 0) AS result_count
              FROM result_daily d WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx) c
          CROSS JOIN LATERAL (
            SELECT r.value FROM results r
             WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx
             ORDER BY r.collect_timestamp DESC LIMIT 1) l
         WHERE b.por_start IS NOT NULL;
      END $$`);

    await q.query(`
      CREATE FUNCTION results_rollup_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_result_rollups(ARRAY(
          SELECT DISTINCT ROW(location_ndx, parameter_ndx, local_date(collect_timestamp))::result_rollup_key
            FROM changed_rows));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION results_rollup_update_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_result_rollups(ARRAY(
          SELECT ROW(location_ndx, parameter_ndx, local_date(collect_timestamp))::result_rollup_key FROM changed_rows
          UNION
          SELECT ROW(location_ndx, parameter_ndx, local_date(collect_timestamp))::result_rollup_key FROM previous_rows));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER results_rollup_after_insert AFTER INSERT ON results
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_rollup_trigger()`);
    await q.query(`
      CREATE TRIGGER results_rollup_after_delete AFTER DELETE ON results
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_rollup_trigger()`);
    await q.query(`
      CREATE TRIGGER results_rollup_after_update AFTER UPDATE ON results
      REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
      FOR EACH STATEMENT EXECUTE FUNCTION results_rollup_update_trigger()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS results CASCADE`);
    await q.query(`DROP FUNCTION IF EXISTS results_rollup_update_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS results_rollup_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS refresh_result_rollups(result_rollup_key[])`);
    await q.query(`DROP FUNCTION IF EXISTS result_rollup_years(result_rollup_key[])`);
    await q.query(`DROP FUNCTION IF EXISTS water_year(date)`);
    await q.query(`DROP FUNCTION IF EXISTS local_date(timestamptz)`);
    await q.query(`DROP FUNCTION IF EXISTS local_day_start(date)`);
    await q.query(`DROP TYPE IF EXISTS result_rollup_key`);
    for (const table of [
      'location_parameter_summary', 'result_annual', 'result_daily', 'river_calls', 'profile_results',
      'location_urls', 'location_regional_groups', 'location_data_categories', 'location_data_sources',
      'location_organizations', 'locations', 'benchmark_scale_colors', 'benchmarks', 'parameter_threats',
      'threats', 'parameter_data_categories', 'parameters', 'parameter_groups', 'units', 'data_categories',
      'data_sources', 'source_categories', 'organizations', 'location_types', 'regional_groups',
      'huc_boundaries', 'basins', 'dataset_info',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    // PostGIS stays: other schemas on a shared server may use it, and dropping it is not ours to decide.
  }
}
