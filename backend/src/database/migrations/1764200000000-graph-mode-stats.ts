import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/**
 * Graph-mode statistics of the map explorer (periods, benchmark scale and trend: docs/architecture.md):
 * per location, parameter and period the count, period of record, median, 15th/85th percentiles, benchmark
 * scales and trend, precomputed so that the map never computes statistics per request.
 *
 * - `parameter_groups.stats_periods` says which periods graph mode offers a group for; a group with none is
 *   not in graph mode at all.
 * - `location_parameter_period_stats` holds the statistics. The backend fills it (GraphStatsService): the
 *   percentiles are SQL, the trend test is TypeScript (backend/src/map-explorer/statistics).
 * - `graph_stats_dirty` is the queue of (location, parameter) keys whose statistics are out of date. A
 *   statement-level trigger on results adds the keys of every written water-quality sample, in one insert per
 *   statement; the backend drains the queue every few seconds. Catalog changes that alter the statistics
 *   (benchmarks, a parameter's group, a group's periods) queue the keys of the parameters concerned.
 *
 * Windows are relative to the current America/Denver date (`graph_stats_window_start`), so every row records
 * the day it was computed for and the backend recomputes all rows once a day.
 */
export class GraphModeStats1764200000000 implements MigrationInterface {
  name = 'GraphModeStats1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE parameter_groups
        ADD COLUMN stats_periods text[] NOT NULL DEFAULT '{}'
        CONSTRAINT parameter_groups_stats_periods_check CHECK (stats_periods <@ ARRAY['short', 'medium', 'full']::text[])`);

    // One definition of the windows for the statistics and the time series alike: short = the 5 years up to
    // `today`, medium = the 10 years, full = no start (the period of record). "The last N years" is every day
    // after today − N years, the same convention as the trend's "last 2 years" (29 February − N years is the
    // 28th, as PostgreSQL's interval arithmetic gives it).
    await q.query(`
      CREATE FUNCTION graph_stats_window_start(period text, today date) RETURNS date
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE period
                     WHEN 'short' THEN (today - interval '5 years')::date + 1
                     WHEN 'medium' THEN (today - interval '10 years')::date + 1
                   END $$`);

    await q.query(`
      CREATE TABLE location_parameter_period_stats (
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        stats_period text NOT NULL CHECK (stats_period IN ('short', 'medium', 'full')),
        recordcount integer NOT NULL CHECK (recordcount > 0),
        por_start date NOT NULL,
        por_end date NOT NULL,
        median double precision,
        pctile15 double precision,
        pctile85 double precision,
        benchmark_scale_median smallint NOT NULL CHECK (benchmark_scale_median BETWEEN 0 AND 5),
        benchmark_scale_pctile85 smallint NOT NULL CHECK (benchmark_scale_pctile85 BETWEEN 0 AND 5),
        trend text NOT NULL CHECK (trend IN ('Increasing', 'Decreasing', 'Stable', 'No Trend', 'No Current Trend')),
        trend_slope double precision,
        trend_p double precision,
        computed_for date NOT NULL,
        PRIMARY KEY (stats_period, parameter_ndx, location_ndx)
      )`);
    // The primary key serves the map (one period, some parameters, every location); this serves the detail
    // panel and the refresh (one location's rows).
    await q.query(`CREATE INDEX location_parameter_period_stats_location_idx
                     ON location_parameter_period_stats (location_ndx, parameter_ndx)`);

    // No foreign keys: a location deleted with its results queues its keys in the same statement, and the
    // refresh then removes their statistics.
    await q.query(`
      CREATE TABLE graph_stats_dirty (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        PRIMARY KEY (location_ndx, parameter_ndx)
      )`);

    // Only water-quality samples of graph-mode parameters: continuous records (telemetry, daily values) have
    // their own panels, and queueing them would recompute a series every quarter hour.
    await q.query(`CREATE TYPE graph_stats_key AS (location_ndx integer, parameter_ndx integer)`);
    await q.query(`
      CREATE FUNCTION queue_graph_stats(keys graph_stats_key[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO graph_stats_dirty (location_ndx, parameter_ndx)
        SELECT DISTINCT k.location_ndx, k.parameter_ndx
          FROM unnest(keys) k
          JOIN parameters p ON p.parameter_ndx = k.parameter_ndx
          JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
         WHERE cardinality(g.stats_periods) > 0
        ON CONFLICT DO NOTHING
      $$`);
    await q.query(`
      CREATE FUNCTION results_graph_stats_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM queue_graph_stats(ARRAY(
          SELECT DISTINCT ROW(location_ndx, parameter_ndx)::graph_stats_key
            FROM changed_rows WHERE result_kind = 'sample'));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION results_graph_stats_update_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM queue_graph_stats(ARRAY(
          SELECT ROW(location_ndx, parameter_ndx)::graph_stats_key FROM changed_rows WHERE result_kind = 'sample'
          UNION
          SELECT ROW(location_ndx, parameter_ndx)::graph_stats_key FROM previous_rows WHERE result_kind = 'sample'));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER results_graph_stats_after_insert AFTER INSERT ON results
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_graph_stats_trigger()`);
    await q.query(`
      CREATE TRIGGER results_graph_stats_after_delete AFTER DELETE ON results
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION results_graph_stats_trigger()`);
    await q.query(`
      CREATE TRIGGER results_graph_stats_after_update AFTER UPDATE ON results
      REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
      FOR EACH STATEMENT EXECUTE FUNCTION results_graph_stats_update_trigger()`);

    // Catalog changes: every monitored key of the parameters concerned (location_parameter_summary has one
    // row per series, so this never scans results). Queued even when the parameter leaves graph mode, so
    // that the refresh removes its rows.
    await q.query(`
      CREATE FUNCTION queue_graph_stats_for_parameters(parameter_ndxs integer[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO graph_stats_dirty (location_ndx, parameter_ndx)
        SELECT s.location_ndx, s.parameter_ndx FROM location_parameter_summary s
         WHERE s.parameter_ndx = ANY (parameter_ndxs)
        UNION
        SELECT s.location_ndx, s.parameter_ndx FROM location_parameter_period_stats s
         WHERE s.parameter_ndx = ANY (parameter_ndxs)
        ON CONFLICT DO NOTHING
      $$`);
    await q.query(`
      CREATE FUNCTION benchmarks_graph_stats_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM queue_graph_stats_for_parameters(ARRAY(SELECT parameter_ndx FROM changed_rows));
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          PERFORM queue_graph_stats_for_parameters(ARRAY(SELECT parameter_ndx FROM previous_rows));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER benchmarks_graph_stats_after_insert AFTER INSERT ON benchmarks
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION benchmarks_graph_stats_trigger()`);
    await q.query(`
      CREATE TRIGGER benchmarks_graph_stats_after_update AFTER UPDATE ON benchmarks
      REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
      FOR EACH STATEMENT EXECUTE FUNCTION benchmarks_graph_stats_trigger()`);
    await q.query(`
      CREATE TRIGGER benchmarks_graph_stats_after_delete AFTER DELETE ON benchmarks
      REFERENCING OLD TABLE AS previous_rows FOR EACH STATEMENT EXECUTE FUNCTION benchmarks_graph_stats_trigger()`);
    await q.query(`
      CREATE FUNCTION parameters_graph_stats_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM queue_graph_stats_for_parameters(ARRAY(
          SELECT n.parameter_ndx FROM changed_rows n JOIN previous_rows o USING (parameter_ndx)
           WHERE n.parameter_group_ndx IS DISTINCT FROM o.parameter_group_ndx));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER parameters_graph_stats_after_update AFTER UPDATE ON parameters
      REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
      FOR EACH STATEMENT EXECUTE FUNCTION parameters_graph_stats_trigger()`);
    await q.query(`
      CREATE FUNCTION parameter_groups_graph_stats_trigger() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM queue_graph_stats_for_parameters(ARRAY(
          SELECT p.parameter_ndx FROM changed_rows n JOIN previous_rows o USING (parameter_group_ndx)
            JOIN parameters p ON p.parameter_group_ndx = n.parameter_group_ndx
           WHERE n.stats_periods IS DISTINCT FROM o.stats_periods));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER parameter_groups_graph_stats_after_update AFTER UPDATE ON parameter_groups
      REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
      FOR EACH STATEMENT EXECUTE FUNCTION parameter_groups_graph_stats_trigger()`);

    // Cached answers (common/versioned-cache.ts) built from these tables are rebuilt once they change: the
    // statistics change after their results, when the refresh writes them.
    await watchTables(q, GRAPH_MODE_WATCHED, 'graph_mode_bump_data_change_seq');
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, GRAPH_MODE_WATCHED, 'graph_mode_bump_data_change_seq');
    await q.query(`DROP TRIGGER IF EXISTS parameter_groups_graph_stats_after_update ON parameter_groups`);
    await q.query(`DROP TRIGGER IF EXISTS parameters_graph_stats_after_update ON parameters`);
    for (const op of ['insert', 'update', 'delete']) {
      await q.query(`DROP TRIGGER IF EXISTS benchmarks_graph_stats_after_${op} ON benchmarks`);
      await q.query(`DROP TRIGGER IF EXISTS results_graph_stats_after_${op} ON results`);
    }
    await q.query(`DROP FUNCTION IF EXISTS parameter_groups_graph_stats_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS parameters_graph_stats_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS benchmarks_graph_stats_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS results_graph_stats_update_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS results_graph_stats_trigger()`);
    await q.query(`DROP FUNCTION IF EXISTS queue_graph_stats_for_parameters(integer[])`);
    await q.query(`DROP FUNCTION IF EXISTS queue_graph_stats(graph_stats_key[])`);
    await q.query(`DROP TYPE IF EXISTS graph_stats_key`);
    await q.query(`DROP TABLE IF EXISTS graph_stats_dirty`);
    await q.query(`DROP TABLE IF EXISTS location_parameter_period_stats`);
    await q.query(`DROP FUNCTION IF EXISTS graph_stats_window_start(text, date)`);
    await q.query(`ALTER TABLE parameter_groups DROP COLUMN IF EXISTS stats_periods`);
  }
}

/** Tables graph-mode answers read that the data-change sequence does not watch yet (migration DataChangeSequence). */
const GRAPH_MODE_WATCHED = [
  'location_parameter_period_stats', 'benchmarks', 'benchmark_scale_colors', 'threats', 'parameter_threats',
];
