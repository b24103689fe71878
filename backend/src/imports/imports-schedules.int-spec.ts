import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { App } from 'supertest/types';
import type { ImportRun, ImportSchedule } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { bearerCaller } from '../../test/admin-calls';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { ImportQueue } from './imports.queue';
import { sendJson, startServer, type TestServer } from './sources/test-server';
import { hucBoundaryRow, insertAll, locationTypeRow, parameterRow, sourceCategoryRow } from '../../test/rows';

// Per-site schedules of an online source, run on the real job queue against a local server answering like the USGS
// Water Data OGC API (no network): an unknown gauge is offered with its watershed codes and created, the next run
// loads its daily values, and the one after asks only for what the service changed since.

const SITE = 'USGS-09239500';

function dailyFeature(id: string, day: string, value: string, lastModified: string) {
  return {
    type: 'Feature', id, geometry: null,
    properties: {
      id, monitoring_location_id: SITE, parameter_code: '00060', statistic_id: '00003', time: day, value,
      unit_of_measure: 'ft^3/s', approval_status: 'Approved', qualifier: null, last_modified: lastModified,
    },
  };
}

describe('import schedules on the job queue', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  let server: TestServer;
  let dataDir: string;
  const call = bearerCaller(() => http, () => admin);
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  /** What the service changed after the asked instant (all when not asked). */
  const features = [
    dailyFeature('d1', '2026-05-01', '412', '2026-05-02T10:00:00+00:00'),
    dailyFeature('d2', '2026-05-02', '420', '2026-05-03T10:00:00+00:00'),
  ];
  const runOnce = async (scheduleNdx: number): Promise<ImportRun> => {
    await query(`UPDATE import_schedules SET next_run_at = now() - interval '1 second' WHERE import_schedule_ndx = $1`, [scheduleNdx]);
    expect(await running.app.get(ImportQueue).queueDueSchedules()).toBe(1);
    const [{ import_run_ndx: runNdx }] = await query(`SELECT max(import_run_ndx) AS import_run_ndx FROM import_runs WHERE import_schedule_ndx = $1`, [scheduleNdx]);
    for (let i = 0; i < 300; i++) {
      const run: ImportRun = (await call('get', `/api/imports/${runNdx}`).expect(200)).body;
      if (run.status !== 'queued' && run.status !== 'running') return run;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${runNdx} did not finish`);
  };

  beforeAll(async () => {
    server = await startServer((req, res) => {
      if (req.url.pathname === `/ogcapi/v0/collections/monitoring-locations/items/${SITE}`) {
        return sendJson(res, 200, {
          type: 'Feature', id: SITE, geometry: { type: 'Point', coordinates: [-107.1, 40.3] },
          properties: { monitoring_location_name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', site_type: 'Stream', site_type_code: 'ST' },
        });
      }
      if (req.url.pathname !== '/ogcapi/v0/collections/daily/items') return sendJson(res, 404, { code: 'NotFound' });
      const since = req.url.searchParams.get('last_modified')?.split('/')[0];
      const changed = features.filter((f) => !since || Date.parse(f.properties.last_modified) > Date.parse(since));
      sendJson(res, 200, { type: 'FeatureCollection', features: changed, links: [], numberReturned: changed.length });
    });
    db = await createScratchDatabase('portal_import_schedules');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-schedules-'));
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url, DATA_DIR: dataDir, USGS_WATERDATA_URL: `${server.base}/ogcapi/v0` }));
    http = running.app.getHttpServer();
    admin = await demoAccessToken(base, 'admin');
    await insertFixtureWorld(running.dataSource);
    const ds = running.dataSource;
    await insertAll(ds, [hucBoundaryRow({ code: '14050001', level: 8, name: 'Fixture HUC8', basin: FIXTURE.basin, bounds: [-108, 40, -106, 41] })]);
    await insertAll(ds, [locationTypeRow({ ndx: 902, name: 'Stream Gage', color: '#1F78B4' })]);
    // The category the USGS's data source goes under exists already (the demo's); the fixture's has a higher number.
    await insertAll(ds, [sourceCategoryRow({ ndx: 1, name: 'Federal Agencies' })]);
    await insertAll(ds, [parameterRow({ ndx: 9068, name: 'Discharge, Daily Mean', abbrev: 'Flow', displayName: 'Streamflow, daily mean', unit: FIXTURE.unit })]);
    await running.app.get(ImportQueue).start();
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers an unknown gauge with its HUCs, then loads its values, then fetches only what changed', async () => {
    const schedule: ImportSchedule = (await call('post', '/api/imports/schedules', { source: 'usgs-daily', site: SITE, interval: 'daily', enabled: true }).expect(201)).body;

    const first = await runOnce(schedule.import_schedule_ndx);
    expect(first).toMatchObject({ source: 'usgs-daily', label: SITE, status: 'rejected', created_by: 'schedule', import_schedule_ndx: schedule.import_schedule_ndx });
    expect(first.new_locations).toEqual([{
      location_code: SITE, name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', latitude: 40.3, longitude: -107.1, location_type_ndx: 902,
      huc8: '14050001', huc10: FIXTURE.huc10, huc12: null, rows: 2,
    }]);
    expect(await query(`SELECT count(*)::int AS n FROM results`)).toEqual([{ n: 0 }]);
    await call('post', `/api/imports/${first.import_run_ndx}/locations`, { location_codes: [SITE] }).expect(201);
    expect(await query(`SELECT location_name, huc8, huc10, basin_ndx, location_type_ndx FROM locations WHERE location_id = $1`, [SITE])).toEqual([
      { location_name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', huc8: '14050001', huc10: FIXTURE.huc10, basin_ndx: FIXTURE.basin, location_type_ndx: 902 },
    ]);

    const second = await runOnce(schedule.import_schedule_ndx);
    expect(second).toMatchObject({ status: 'succeeded', counts: { read: 2, inserted: 2, updated: 0, unchanged: 0, rejected: 0 } });
    const [listed] = (await call('get', '/api/imports/schedules').expect(200)).body as ImportSchedule[];
    expect(listed).toMatchObject({ last_status: 'succeeded', enabled: true, last_run_at: expect.any(String) });
    expect(Date.parse(listed.next_run_at as string)).toBeGreaterThan(Date.now() + 23 * 3600_000);

    features.push(dailyFeature('d3', '2026-05-03', '430', '2026-05-04T10:00:00+00:00'));
    const third = await runOnce(schedule.import_schedule_ndx);
    expect(third).toMatchObject({ status: 'succeeded', counts: { read: 1, inserted: 1 } });
    const asked = server.requests.filter((r) => r.url.pathname.endsWith('/daily/items')).map((r) => r.url.searchParams.get('last_modified'));
    expect(asked).toEqual([null, null, '2026-05-03T10:00:00Z/..']);
    expect(await query(`SELECT count(*)::int AS n FROM results WHERE data_source_ndx = (SELECT data_source_ndx FROM data_sources WHERE data_source = 'USGS Water Data')`)).toEqual([{ n: 3 }]);
    expect(await query(`SELECT sourcecategory_ndx FROM data_sources WHERE data_source = 'USGS Water Data'`)).toEqual([{ sourcecategory_ndx: 1 }]);
  });

  it('fetches sites on request for a date range, and refuses a bad request naming the field', async () => {
    const queued: ImportRun = (await call('post', '/api/imports/fetch', { source: 'usgs-daily', sites: [SITE], start: '2026-05-01', end: '2026-05-31' }).expect(201)).body;
    expect(queued).toMatchObject({ source: 'usgs-daily', label: SITE, status: 'queued', import_schedule_ndx: null });
    let run = queued;
    for (let i = 0; i < 300 && (run.status === 'queued' || run.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await call('get', `/api/imports/${queued.import_run_ndx}`).expect(200)).body;
    }
    expect(run).toMatchObject({ status: 'succeeded', counts: { read: 3, inserted: 0, unchanged: 3 } });
    const last = server.requests.filter((r) => r.url.pathname.endsWith('/daily/items')).at(-1);
    expect(last?.url.searchParams.get('time')).toBe('2026-05-01/2026-05-31');
    expect(last?.url.searchParams.get('last_modified')).toBeNull();

    for (const [body, field] of [
      [{ source: 'usgs-yearly', sites: [SITE], start: null, end: null }, 'source'],
      [{ source: 'usgs-daily', sites: [], start: null, end: null }, 'sites'],
      [{ source: 'usgs-daily', sites: ['../etc'], start: null, end: null }, 'sites'],
      [{ source: 'usgs-daily', sites: [SITE], start: '2026-13-45x', end: null }, 'start'],
      [{ source: 'usgs-daily', sites: [SITE], start: '2026-06-01', end: '2026-05-01' }, 'end'],
    ] as const) {
      const res = await call('post', '/api/imports/fetch', body).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('queues nothing for a schedule that is off, or not due', async () => {
    await call('post', '/api/imports/schedules', { source: 'usgs-continuous', site: 'USGS-09241000', interval: 'hourly', enabled: false }).expect(201);
    expect(await running.app.get(ImportQueue).queueDueSchedules()).toBe(0);
    // The queue looks for due schedules every minute.
    expect(await query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'imports-schedules'`)).toEqual([{ name: 'imports-schedules', cron: '* * * * *' }]);
  });
});
