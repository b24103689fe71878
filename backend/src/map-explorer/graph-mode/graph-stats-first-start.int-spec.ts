import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { RunningApp } from '../../bootstrap';
import { startTestApp } from '../../../test/app';

// The first start of the embedded default as `npm start` runs it: migrations, then the demo seed, with the
// graph-mode statistics' schedule on (it is off in test runs unless NODE_ENV says otherwise). The schedule must
// not compete with the seed for the embedded database's connections: no refresh fails while seeding ('Graph-mode
// statistics refresh failed: timeout exceeded' twice, before), and once the backend is up it still refreshes a
// changed series within an interval.

const SEED_TIMEOUT = 600_000;

describe('graph-mode statistics on the first start of the embedded database', () => {
  let dataDir: string;
  let running: RunningApp;
  const warnings = jest.spyOn(Logger.prototype, 'warn');
  const refreshFailures = () => warnings.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('statistics refresh failed'));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-first-start-'));
    ({ running } = await startTestApp({
      DATA_DIR: dataDir, NODE_ENV: 'development', SEED_ON_FIRST_START: 'true', DEMO_LOGGER: 'false', ALERTS_ENGINE: 'false',
      // A short wait for the one embedded connection, so a refresh queued behind the seed's transaction gives up
      // well within the seed however fast this machine seeds.
      DB_STATEMENT_TIMEOUT_MS: '2000',
    }));
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await running?.close();
    warnings.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds without a failed statistics refresh, then refreshes a changed series on schedule', async () => {
    expect(refreshFailures()).toEqual([]);
    const query = (sql: string) => running.dataSource.query(sql) as Promise<Record<string, unknown>[]>;
    // A series with statistics, queued as changed: the schedule takes it off the queue within an interval or two.
    const [key] = await query(`SELECT location_ndx, parameter_ndx FROM location_parameter_period_stats LIMIT 1`);
    expect(key).toBeDefined();
    await query(`INSERT INTO graph_stats_dirty (location_ndx, parameter_ndx) VALUES (${Number(key.location_ndx)}, ${Number(key.parameter_ndx)})`);
    const queued = async () => (await query(`SELECT count(*)::int AS n FROM graph_stats_dirty`))[0].n;
    const deadline = Date.now() + 30_000;
    while ((await queued()) !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queued()).toBe(0);
    expect(refreshFailures()).toEqual([]);
  }, 60_000);
});
