import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { TssumDataRow } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertDailyResults, insertFixtureWorld } from '../../test/fixtures';
import { VersionedCache } from './versioned-cache';
import { insertAll, locationRegionRow, tssumGraphRow } from '../../test/rows';

// Anonymous visitors choose the date range of the explorers' answers, so each range is a new cache entry of up to
// megabytes. A sweep of distinct large answers must leave the answer cache within its byte budget
// (ANSWER_CACHE_MAX_MB, thirteen sixteenths of which go to the versioned cache), and an answer larger than an eighth of
// that share is served but not kept. On both databases: the embedded default is where a visitor meets it first.

const BUDGET_MB = 2;
const ANSWERS_BUDGET = BUDGET_MB * 1024 * 1024 * (13 / 16);
const LARGEST_KEPT = ANSWERS_BUDGET / 8;
const LOCATIONS = [9931, 9932, 9933];
const GRAPH = 'fixture-memory-sweep';

/** Every day from `first`, `days` of them, as ISO dates. */
const daysFrom = (first: string, days: number) =>
  Array.from({ length: days }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

const databases: [string, () => Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }>][] = [
  ['PostgreSQL', async () => {
    const db: ScratchDatabase = await createScratchDatabase('portal_answer_memory');
    return { env: { DATABASE_URL: db.url }, cleanUp: () => db.drop() };
  }],
  ['the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-answer-memory-'));
    return { env: { DATA_DIR: dataDir }, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }],
];

describe.each(databases)('the answer cache on %s under a sweep of distinct large answers', (_name, open) => {
  let running: RunningApp;
  let http: App;
  let cache: VersionedCache;
  let cleanUp: () => Promise<void>;

  const data = (startDate: string, endDate: string) =>
    request(http)
      .get(`/api/time-series-summaries/data/${GRAPH}?regionalGroup=${FIXTURE.region}&startDate=${startDate}&endDate=${endDate}`)
      .expect(200);

  beforeAll(async () => {
    const database = await open();
    cleanUp = database.cleanUp;
    ({ running } = await startTestApp({ ...database.env, ANSWER_CACHE_MAX_MB: String(BUDGET_MB) }));
    http = running.app.getHttpServer();
    cache = running.app.get(VersionedCache);
    const query = (sql: string) => running.dataSource.query(sql);
    await insertFixtureWorld(running.dataSource);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx)
       VALUES ${LOCATIONS.map((ndx) => `(${ndx}, 'FIX-MEM-${ndx}', 'Fixture Memory Sweep ${ndx}', 901)`).join(', ')}`,
    );
    await insertAll(running.dataSource, LOCATIONS.map((location) => locationRegionRow({ location, region: FIXTURE.region })));
    await insertAll(running.dataSource, [
      tssumGraphRow({ ndx: 8, title: 'Fixture Memory Sweep', route: GRAPH, parameter: FIXTURE.parameter, yAxisUnits: 'Flow (cfs)', categories: [0], regions: [FIXTURE.region] }),
    ]);
    const days = daysFrom('2022-01-01', 3 * 365);
    for (const ndx of LOCATIONS) {
      await insertDailyResults(running.dataSource, ndx, FIXTURE.parameter, days.map((day, i) => [`${day}T12:00:00-06:00`, 100 + ((i * 37 + ndx) % 211) / 7]));
    }
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await cleanUp?.();
  });

  it('stays within its byte budget, counting at least the text it holds', async () => {
    let smallest = Infinity;
    // Forty one-year ranges, each starting a day later: about 6 MB of answers against a 1.5 MB share.
    for (const start of daysFrom('2022-01-01', 40)) {
      const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
      const res = await data(start, end);
      const rows = res.body as TssumDataRow[];
      expect(rows.length).toBeGreaterThan(3 * 365);
      smallest = Math.min(smallest, JSON.stringify(rows).length);
      expect(cache.bytes).toBeLessThanOrEqual(ANSWERS_BUDGET);
    }
    // Each of these answers is kept (under an eighth of the share), and all of them would not fit.
    expect(smallest).toBeLessThan(LARGEST_KEPT);
    expect(40 * smallest).toBeGreaterThan(ANSWERS_BUDGET);
    expect(cache.size * smallest).toBeLessThanOrEqual(ANSWERS_BUDGET);
    expect(cache.size).toBeGreaterThan(1);
    expect(cache.bytes).toBeGreaterThanOrEqual(cache.size * smallest);
  });

  it('serves an answer larger than its share without keeping it or pushing out what it holds', async () => {
    const before = { size: cache.size, bytes: cache.bytes };
    const res = await data('2022-01-01', '2024-12-30');
    expect(JSON.stringify(res.body).length).toBeGreaterThan(LARGEST_KEPT);
    expect((res.body as TssumDataRow[]).length).toBe(3 * 3 * 365);
    expect({ size: cache.size, bytes: cache.bytes }).toEqual(before);
  });
});
