import type { DataSource, QueryRunner } from 'typeorm';
import {
  allStatsKeysQuery, clearDirtyKeysQuery, isRefreshAllDueQuery, localTodayQuery, periodAggregatesQuery, releaseRefreshAllLockQuery,
  takeDirtyKeysQuery, tryRefreshAllLockQuery, writePeriodStatsQuery,
} from './graph-mode.queries';
import { type GraphStatsKey, type PeriodStats, periodStats } from './graph-stats.logic';

// Keeps location_parameter_period_stats current (migration GraphModeStats): the statistics of every
// (location, parameter) key whose water-quality samples changed, and of every key once a day because the
// windows move with the date. Plain functions over a DataSource, so that the backend's scheduler
// (graph-stats.service.ts) and the demo seed share them.
//
// Per batch of keys one SQL statement reads each key's samples through the results primary key (a LATERAL
// range scan per key and period, as the rollup triggers do) and returns the set-based statistics with the
// season-year values of the trend; TypeScript adds the trend test and the benchmark scales (graph-stats.logic.ts);
// a second statement writes the batch and removes rows of keys that no longer have samples in a window.

export interface RefreshOptions {
  /** The America/Denver date the windows end on; the database's current local date by default. */
  today?: string;
  /** Keys per transaction. */
  batchSize?: number;
}

/** Keys per batch: one statement and one transaction each, short enough not to hold up imports for long. */
const DEFAULT_BATCH_SIZE = 500;

/** Today in America/Denver, as the windows see it. */
export const localToday = (runner: QueryRunner | DataSource): Promise<string> => localTodayQuery(runner);

/** Recomputes the statistics of `keys` for every period their group offers (within the caller's transaction). */
async function refreshKeys(runner: QueryRunner, keys: readonly GraphStatsKey[], today: string): Promise<PeriodStats[]> {
  if (!keys.length) return [];
  const aggregates = await periodAggregatesQuery(runner, keys, today);
  const rows = aggregates.map((a) => periodStats(a, today));
  await writePeriodStatsQuery(runner, keys, rows, today);
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
        const keys = await takeDirtyKeysQuery(runner, batchSize);
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
    if (!(await tryRefreshAllLockQuery(runner))) return null;
    try {
      const today = options.today ?? (await localToday(runner));
      const keys = await allStatsKeysQuery(runner);
      for (let i = 0; i < keys.length; i += batchSize) {
        const batch = keys.slice(i, i + batchSize);
        await inTransaction(runner, async () => {
          await clearDirtyKeysQuery(runner, batch);
          await refreshKeys(runner, batch, today);
        });
      }
      return keys.length;
    } finally {
      await releaseRefreshAllLockQuery(runner);
    }
  });
}

/** Whether a full refresh is due: rows computed for an earlier day, or graph-mode series without any rows. */
export const isRefreshAllDue = (ds: DataSource, today?: string): Promise<boolean> => isRefreshAllDueQuery(ds, today);
