import type { DataSource } from 'typeorm';
import type { SeriesChanges } from '../live/series-changes';
import { readClock } from './clock';
import { insertReservoirTelemetryOn, RESERVOIR_TELEMETRY_LOCATIONS, TELEMETRY_DAYS } from './core-series';
import { upsertDemoPumpRuns } from './pump-runs';
import { SeedSql } from './seed-sql';
import { addDays } from './time-series';

/** How often the demo logger reports, like a real logger on a one-minute schedule. */
export const DEMO_LOGGER_INTERVAL_MS = 60_000;
const QUARTER_HOUR_MS = 15 * 60_000;

/** Whether the database holds the generated demo dataset (a real dataset never gets invented readings). */
export async function holdsDemoData(dataSource: DataSource): Promise<boolean> {
  const rows = (await dataSource.query(`SELECT value FROM dataset_info WHERE key = 'demo_data'`)) as { value: string }[];
  return rows[0]?.value === 'true';
}

/**
 * One round of the demo logger: the reservoir telemetry from the oldest series' last reading to the last whole
 * quarter hour, from the seed's own models (so the record continues as if a logger had been sending all along),
 * in one transaction. Readings already stored are kept, so a round after a complete one writes nothing. Where
 * the database does not announce writes itself, they are announced here. The number of readings written.
 */
export async function runDemoLogger(dataSource: DataSource, changes?: Pick<SeriesChanges, 'announce'>): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let written = 0;
  let last = '';
  try {
    await runner.startTransaction();
    const sql = new SeedSql(runner, () => undefined);
    const clock = await readClock(sql);
    // Each series' newest reading from the end of its index range (the series listed by their summary): a GROUP BY
    // over the locations' results read every reading they have, which at 100 million results outlasted the
    // statement timeout and kept a core busy every round.
    const [{ since }] = await sql.rows<{ since: Date | null }>(
      `SELECT min(last) AS since FROM (
         SELECT (SELECT max(r.collect_timestamp) FROM results r
                  WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx AND r.result_kind = 'telemetry') AS last
           FROM location_parameter_summary s WHERE s.location_ndx = ANY($1::int[])) k`,
      [RESERVOIR_TELEMETRY_LOCATIONS],
    );
    last = clock.lastQuarterHour;
    const lastMs = Date.parse(last);
    // After a long pause the record resumes within the seed's window rather than filling months at once.
    const first = Math.max(since ? since.getTime() + QUARTER_HOUR_MS : lastMs, lastMs - TELEMETRY_DAYS * 86_400_000 + QUARTER_HOUR_MS);
    if (since && first <= lastMs) {
      written = await insertReservoirTelemetryOn(sql, { step: '15min', first: new Date(first).toISOString(), last }, true);
      // The pumps' runs over the same stretch, from two days before it (a run under way grows; the runs are few, and
      // the local day of a UTC instant is at most a day earlier): only with new telemetry, so a round that writes
      // nothing leaves the data version alone.
      if (written) await upsertDemoPumpRuns(sql, addDays(new Date(first).toISOString().slice(0, 10), -2), last);
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
  if (written && changes) await announceWritten(dataSource, changes, last);
  return written;
}

/** The series the round wrote, each at its newest reading (the trigger's announcement, where there is none). */
async function announceWritten(dataSource: DataSource, changes: Pick<SeriesChanges, 'announce'>, last: string): Promise<void> {
  // Probed series by series through the results key: a scan by the instant alone took the timestamp's BRIN index,
  // which at 100 million results loaded out of time order marks every block (15 s).
  const rows = (await dataSource.query(
    `SELECT s.location_ndx, s.parameter_ndx, $2::timestamptz AS last_timestamp FROM location_parameter_summary s
      WHERE s.location_ndx = ANY($1::int[])
        AND EXISTS (SELECT FROM results r WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
                                            AND r.collect_timestamp = $2::timestamptz AND r.result_kind = 'telemetry')
      ORDER BY 1, 2`,
    [RESERVOIR_TELEMETRY_LOCATIONS, last],
  )) as { location_ndx: number; parameter_ndx: number; last_timestamp: Date }[];
  await changes.announce(rows.map((r) => ({ ...r, last_timestamp: r.last_timestamp.toISOString() })));
}

/**
 * Runs the demo logger every minute until stopped; a failed round is logged and the next one catches up.
 * The returned function stops it (and waits for a round under way).
 */
export function startDemoLogger(dataSource: DataSource, changes: Pick<SeriesChanges, 'announce'>, log: (message: string) => void): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const round = () => {
    // A round still under way (a long catch-up) is not joined by another.
    running ??= runDemoLogger(dataSource, changes)
      .catch((e: unknown) => log(`Demo logger round failed (the next one catches up): ${String(e)}`))
      .finally(() => (running = undefined));
  };
  round();
  const timer = setInterval(round, DEMO_LOGGER_INTERVAL_MS);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
