import type { DataSource } from 'typeorm';
import { type ScratchDatabase, createMigratedDatabase } from '../../test/database';
import { holdsDemoData, runDemoLogger } from './demo-logger';
import { seedDemoData } from './demo-seed';

// The demo logger on a real PostgreSQL database holding the demo dataset: after a pause it fills the gap up to
// the last whole quarter hour with the values the seed would have written, and a second round writes nothing.

describe('demo logger', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('demo_logger_test'));
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const telemetrySince = (from: string) =>
    ds.query(
      `SELECT location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, value, unit_ndx, approval_status FROM results
        WHERE result_kind = 'telemetry' AND collect_timestamp > $1::timestamptz
        ORDER BY location_ndx, parameter_ndx, collect_timestamp`,
      [from],
    ) as Promise<{ location_ndx: number; parameter_ndx: number; collect_timestamp: Date; value: number }[]>;

  it('catches up after a gap with the seed values, to the last quarter hour, and then writes nothing', async () => {
    expect(await holdsDemoData(ds)).toBe(false);
    expect(await runDemoLogger(ds)).toBe(0);

    await seedDemoData(ds);
    expect(await holdsDemoData(ds)).toBe(true);
    const [{ gap_start: gapStart, last_quarter: lastQuarter }] = (await ds.query(
      `SELECT (date_trunc('hour', now()) - interval '3 hours')::text AS gap_start,
              (date_bin('15 minutes', now(), timestamptz '2000-01-01'))::text AS last_quarter`,
    )) as { gap_start: string; last_quarter: string }[];
    const seeded = await telemetrySince(gapStart);
    expect(seeded.length).toBeGreaterThan(0);
    // Pump runs go missing from the day before the gap (they are a few a day, far fewer in winter).
    const [{ runs_gap_start: runsGapStart }] = (await ds.query(
      `SELECT local_day_start(local_date($1::timestamptz) - 1)::text AS runs_gap_start`, [gapStart],
    )) as { runs_gap_start: string }[];
    const pumpRunsSince = () => ds.query(
      `SELECT reservoir, started_at, ended_at FROM reservoir_pump_runs WHERE ended_at > $1::timestamptz ORDER BY 1, 2`, [runsGapStart],
    ) as Promise<{ reservoir: string; started_at: Date; ended_at: Date }[]>;
    const seededRuns = await pumpRunsSince();
    expect(seededRuns.length).toBeGreaterThan(0);

    // The logger was off for three hours: those readings and pump runs are missing (a run under way was cut there).
    await ds.query(`DELETE FROM results WHERE result_kind = 'telemetry' AND collect_timestamp > $1::timestamptz`, [gapStart]);
    await ds.query(`DELETE FROM reservoir_pump_runs WHERE started_at >= $1::timestamptz`, [runsGapStart]);
    await ds.query(`UPDATE reservoir_pump_runs SET ended_at = $1::timestamptz WHERE ended_at > $1::timestamptz`, [runsGapStart]);
    const written = await runDemoLogger(ds);
    // The same runs as the seed's, a run that was under way at the seed's end now longer if a quarter hour passed.
    const runsAfter = await pumpRunsSince();
    expect(runsAfter.map((r) => [r.reservoir, r.started_at])).toEqual(seededRuns.map((r) => [r.reservoir, r.started_at]));
    runsAfter.forEach((r, i) => expect(r.ended_at.getTime()).toBeGreaterThanOrEqual(seededRuns[i].ended_at.getTime()));
    const after = await telemetrySince(gapStart);
    expect(written).toBe(after.length);
    // The same readings as the seed's (both computed from each instant), plus any quarter hour that passed meanwhile.
    expect(after.length).toBeGreaterThanOrEqual(seeded.length);
    expect(after.filter((r) => seeded.some((s) => s.location_ndx === r.location_ndx && s.parameter_ndx === r.parameter_ndx
      && s.collect_timestamp.getTime() === r.collect_timestamp.getTime()))).toEqual(seeded);
    const newest = Math.max(...after.map((r) => r.collect_timestamp.getTime()));
    expect(newest).toBeGreaterThanOrEqual(Date.parse(lastQuarter));
    expect(newest).toBeLessThanOrEqual(Date.now());

    expect(await runDemoLogger(ds)).toBe(0);
  }, 300_000);
});
