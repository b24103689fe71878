import type { DataSource, QueryRunner } from 'typeorm';
import { type PeriodAggregates, type PeriodStats, periodStats } from './graph-stats.logic';

// Keeps location_parameter_period_stats current (migration GraphModeStats): the statistics of every
// (location, parameter) key whose water-quality samples changed, and of every key once a day because the
// windows move with the date. Plain functions over a DataSource, so that the backend's scheduler
// (graph-stats.service.ts) and the demo seed share them.
//
// Per batch of keys one SQL statement reads each key's samples through the results primary key (a LATERAL
// range scan per key and period, as the rollup triggers do) and returns the set-based statistics with the
// season-year values of the trend; TypeScript adds the trend test and the benchmark scales (graph-stats.logic.ts);
// a second statement writes the batch and removes rows of keys that no longer have samples in a window.

export interface GraphStatsKey {
  location_ndx: number;
  parameter_ndx: number;
}

export interface RefreshOptions {
  /** The America/Denver date the windows end on; the database's current local date by default. */
  today?: string;
  /** Keys per transaction. */
  batchSize?: number;
}

/** Keys per batch: one statement and one transaction each, short enough not to hold up imports for long. */
export const DEFAULT_BATCH_SIZE = 500;

// Any other session refreshing everything holds this lock; a second refreshAll (another backend instance at
// midnight) then leaves the work to it.
const REFRESH_ALL_LOCK = `hashtext('graph-mode statistics: refresh all')`;

const AGGREGATES_SQL = `
  WITH key AS (
    SELECT DISTINCT k.location_ndx, k.parameter_ndx FROM unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)),
  key_period AS (
    SELECT k.location_ndx, k.parameter_ndx, per.stats_period,
           graph_stats_window_start(per.stats_period, $3::date) AS window_start
      FROM key k
      JOIN locations l ON l.location_ndx = k.location_ndx
      JOIN parameters p ON p.parameter_ndx = k.parameter_ndx
      JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
     CROSS JOIN LATERAL unnest(g.stats_periods) AS per(stats_period)),
  sample AS MATERIALIZED (
    SELECT kp.location_ndx, kp.parameter_ndx, kp.stats_period, r.day, r.value, r.nondetect, r.detection_limit
      FROM key_period kp
     CROSS JOIN LATERAL (
       -- Non-detects count at their reported limit (the value laboratories report for them).
       SELECT local_date(r.collect_timestamp) AS day, coalesce(r.value, r.detection_limit) AS value, r.nondetect,
              coalesce(r.detection_limit, r.value) AS detection_limit
         FROM results r
        WHERE r.location_ndx = kp.location_ndx AND r.parameter_ndx = kp.parameter_ndx AND r.result_kind = 'sample'
          AND r.collect_timestamp >= coalesce(local_day_start(kp.window_start), '-infinity')
          AND r.collect_timestamp < local_day_start($3::date + 1)) r
     WHERE r.value IS NOT NULL),
  censoring AS (
    SELECT location_ndx, parameter_ndx, stats_period, max(detection_limit) FILTER (WHERE nondetect) AS highest_limit
      FROM sample GROUP BY 1, 2, 3),
  summary AS (
    SELECT location_ndx, parameter_ndx, stats_period, count(*)::int AS recordcount,
           min(day) AS por_start, max(day) AS por_end,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY value) AS median,
           percentile_cont(0.15) WITHIN GROUP (ORDER BY value) AS pctile15,
           percentile_cont(0.85) WITHIN GROUP (ORDER BY value) AS pctile85,
           bool_and(nondetect) AS all_nondetect
      FROM sample GROUP BY 1, 2, 3),
  -- The trend's re-censoring (statistics/trend.ts): with H the highest detection limit of the window's
  -- non-detects, every non-detect and every detect below H becomes H / 2; then one median per month and year.
  season_year AS (
    SELECT s.location_ndx, s.parameter_ndx, s.stats_period, max(s.day) AS last_day,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY
             CASE WHEN s.nondetect OR s.value < c.highest_limit THEN c.highest_limit / 2 ELSE s.value END) AS value
      FROM sample s JOIN censoring c USING (location_ndx, parameter_ndx, stats_period)
     GROUP BY s.location_ndx, s.parameter_ndx, s.stats_period, date_trunc('month', s.day)),
  season AS (
    SELECT location_ndx, parameter_ndx, stats_period,
           array_agg(to_char(last_day, 'YYYY-MM-DD') ORDER BY last_day) AS season_dates,
           array_agg(value ORDER BY last_day) AS season_values
      FROM season_year GROUP BY 1, 2, 3)
  SELECT s.location_ndx, s.parameter_ndx, s.stats_period, s.recordcount,
         to_char(s.por_start, 'YYYY-MM-DD') AS por_start, to_char(s.por_end, 'YYYY-MM-DD') AS por_end,
         s.median, s.pctile15, s.pctile85, s.all_nondetect,
         to_char(coalesce(kp.window_start, s.por_start), 'YYYY-MM-DD') AS window_start,
         se.season_dates, se.season_values,
         b.parameter_ndx IS NOT NULL AS has_benchmarks,
         b.bmk_line0, b.bmk_line1, b.bmk_line2, b.bmk_line3, b.bmk_line4, b.low_is_bad, b.is_pctile15
    FROM summary s
    JOIN key_period kp USING (location_ndx, parameter_ndx, stats_period)
    JOIN season se USING (location_ndx, parameter_ndx, stats_period)
    LEFT JOIN benchmarks b ON b.parameter_ndx = s.parameter_ndx`;

const WRITE_SQL = `
  WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(
      location_ndx int, parameter_ndx int, stats_period text, recordcount int, por_start date, por_end date,
      median float8, pctile15 float8, pctile85 float8, benchmark_scale_median smallint,
      benchmark_scale_pctile85 smallint, trend text, trend_slope float8, trend_p float8)),
  gone AS (
    DELETE FROM location_parameter_period_stats s
     USING unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)
     WHERE s.location_ndx = k.location_ndx AND s.parameter_ndx = k.parameter_ndx
       AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.location_ndx = s.location_ndx
                          AND i.parameter_ndx = s.parameter_ndx AND i.stats_period = s.stats_period))
  INSERT INTO location_parameter_period_stats (
    location_ndx, parameter_ndx, stats_period, recordcount, por_start, por_end, median, pctile15, pctile85,
    benchmark_scale_median, benchmark_scale_pctile85, trend, trend_slope, trend_p, computed_for)
  SELECT location_ndx, parameter_ndx, stats_period, recordcount, por_start, por_end, median, pctile15, pctile85,
         benchmark_scale_median, benchmark_scale_pctile85, trend, trend_slope, trend_p, $4::date
    FROM incoming
  ON CONFLICT (stats_period, parameter_ndx, location_ndx) DO UPDATE SET
    recordcount = EXCLUDED.recordcount, por_start = EXCLUDED.por_start, por_end = EXCLUDED.por_end,
    median = EXCLUDED.median, pctile15 = EXCLUDED.pctile15, pctile85 = EXCLUDED.pctile85,
    benchmark_scale_median = EXCLUDED.benchmark_scale_median,
    benchmark_scale_pctile85 = EXCLUDED.benchmark_scale_pctile85, trend = EXCLUDED.trend,
    trend_slope = EXCLUDED.trend_slope, trend_p = EXCLUDED.trend_p, computed_for = EXCLUDED.computed_for`;

const columns = (keys: readonly GraphStatsKey[]) => [keys.map((k) => k.location_ndx), keys.map((k) => k.parameter_ndx)];

/** Today in America/Denver, as the windows see it. */
export async function localToday(runner: QueryRunner | DataSource): Promise<string> {
  const [{ today }] = (await runner.query(`SELECT to_char(local_date(now()), 'YYYY-MM-DD') AS today`)) as { today: string }[];
  return today;
}

/** Recomputes the statistics of `keys` for every period their group offers (within the caller's transaction). */
export async function refreshKeys(runner: QueryRunner, keys: readonly GraphStatsKey[], today: string): Promise<PeriodStats[]> {
  if (!keys.length) return [];
  const aggregates = (await runner.query(AGGREGATES_SQL, [...columns(keys), today])) as PeriodAggregates[];
  const rows = aggregates.map((a) => periodStats(a, today));
  await runner.query(WRITE_SQL, [...columns(keys), JSON.stringify(rows), today]);
  return rows;
}

async function inTransaction<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  await runner.startTransaction();
  try {
    const result = await work();
    await runner.commitTransaction();
    return result;
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  }
}

async function withRunner<T>(ds: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    return await work(runner);
  } finally {
    await runner.release();
  }
}

/**
 * Drains the queue of changed keys, a batch per transaction. A batch is taken with FOR UPDATE SKIP LOCKED and
 * deleted in the same transaction as its statistics are written, so two backend instances never take the
 * same key, and a failed batch goes back to the queue. A key queued again while its batch runs (a new import
 * waits for the batch's row lock, then queues it anew) is computed again in a later batch. Returns the number
 * of keys refreshed.
 */
export async function refreshDirty(ds: DataSource, options: RefreshOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return withRunner(ds, async (runner) => {
    const today = options.today ?? (await localToday(runner));
    let refreshed = 0;
    for (;;) {
      const taken = await inTransaction(runner, async () => {
        const keys = (await runner.query(
          `WITH batch AS (
             SELECT location_ndx, parameter_ndx FROM graph_stats_dirty
              ORDER BY location_ndx, parameter_ndx LIMIT $1 FOR UPDATE SKIP LOCKED),
           taken AS (
             DELETE FROM graph_stats_dirty d USING batch
              WHERE d.location_ndx = batch.location_ndx AND d.parameter_ndx = batch.parameter_ndx
             RETURNING d.location_ndx, d.parameter_ndx)
           SELECT * FROM taken`,
          [batchSize],
        )) as GraphStatsKey[];
        await refreshKeys(runner, keys, today);
        return keys.length;
      });
      refreshed += taken;
      if (taken < batchSize) return refreshed;
    }
  });
}

/**
 * Recomputes every key: each monitored series of a graph-mode parameter, each key that has statistics (so
 * that rows of vanished series go) and each queued key (which this refresh settles). Used after the demo
 * seed and once a day, because the windows end on the current date. Returns the number of keys, or null when
 * another session is already refreshing everything.
 */
export async function refreshAll(ds: DataSource, options: RefreshOptions = {}): Promise<number | null> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE * 2;
  return withRunner(ds, async (runner) => {
    const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock(${REFRESH_ALL_LOCK}) AS locked`)) as { locked: boolean }[];
    if (!locked) return null;
    try {
      const today = options.today ?? (await localToday(runner));
      const keys = (await runner.query(
        `SELECT s.location_ndx, s.parameter_ndx
           FROM location_parameter_summary s
           JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
           JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
          WHERE cardinality(g.stats_periods) > 0
         UNION SELECT location_ndx, parameter_ndx FROM location_parameter_period_stats
         UNION SELECT location_ndx, parameter_ndx FROM graph_stats_dirty
         ORDER BY 1, 2`,
      )) as GraphStatsKey[];
      for (let i = 0; i < keys.length; i += batchSize) {
        const batch = keys.slice(i, i + batchSize);
        await inTransaction(runner, async () => {
          await runner.query(
            `DELETE FROM graph_stats_dirty d USING unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)
              WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx`,
            columns(batch),
          );
          await refreshKeys(runner, batch, today);
        });
      }
      return keys.length;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(${REFRESH_ALL_LOCK})`);
    }
  });
}

/** Whether a full refresh is due: rows computed for an earlier day, or graph-mode series without any rows. */
export async function isRefreshAllDue(ds: DataSource, today?: string): Promise<boolean> {
  const [{ due }] = (await ds.query(
    `SELECT EXISTS (SELECT 1 FROM location_parameter_period_stats WHERE computed_for < coalesce($1::date, local_date(now())))
         OR (NOT EXISTS (SELECT 1 FROM location_parameter_period_stats)
             AND EXISTS (SELECT 1 FROM location_parameter_summary s
                           JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                           JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
                          WHERE cardinality(g.stats_periods) > 0)) AS due`,
    [today ?? null],
  )) as { due: boolean }[];
  return due;
}
