import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { QueryAndDownloadForm } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { startTestApp } from '../../test/app';
import { CSV_BOM, CSV_HEADER, downloadFileName } from './query-and-download.service';
import {
  basinRow, dataCategoryRow, dataSourceRow, hucBoundaryRow, insertAll, insertRows, locationOrganizationRow, locationSourceRow, locationTypeRow,
  organizationRow, parameterRow, sourceCategoryRow, unitRow,
} from '../../test/rows';

// Query & Download on a real PostgreSQL database and on the embedded PGlite database: the lookup lists and the map,
// the form's refusals (each field named with the form's message, nothing written), counts that equal the downloaded
// rows (raw and daily, whole and partial days, each filter group), a 200,000-row download streamed with Denver
// timestamps, the same text on both databases, downloads cut by their readers that leave the database serving,
// readers that stop without holding up other requests, and (PostgreSQL) callers that leave cancelling their
// statements.

const BIG_ROWS = 200_000;
/** The big series: 15-minute values from 2020-01-01T00:00Z. */
const BIG_FIRST = '2020-01-01T00:00:00Z';

const ALL: QueryAndDownloadForm = {
  timestep: 'raw',
  basins: [901, 902],
  dataSources: [901, 902],
  organizations: [901, 902],
  parameterGroups: [901, 902],
  locationTypes: [901],
  parameters: [9067, 9068],
  locations: [9001, 9002],
  startDate: '2019-01-01',
  endDate: '2026-01-01',
  dataCategory: null,
};

const REQUIRED: [keyof QueryAndDownloadForm, string][] = [
  ['timestep', 'Time Step is required'],
  ['basins', 'Basins are required'],
  ['dataSources', 'Data sources are required'],
  ['organizations', 'Organizations are required'],
  ['parameterGroups', 'Parameter groups are required'],
  ['locationTypes', 'Location types are required'],
  ['parameters', 'Parameters are required'],
  ['locations', 'Locations are required'],
  ['startDate', 'Start date is required'],
  ['endDate', 'End date is required'],
];

/** A cross-origin client of the API, as the desktop app is. */
const DESKTOP_ORIGIN = 'http://127.0.0.1:5199';

/** A download read by a client that stops (and may leave) whenever the test says. */
function startDownload(port: number, timestep: 'raw' | 'daily', form: QueryAndDownloadForm) {
  const body = JSON.stringify({ ...form, timestep });
  const req = http.request({
    host: '127.0.0.1', port, method: 'POST', path: `/api/query-and-download/${timestep}`,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  req.on('error', () => undefined);
  let received = '';
  const response = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
  req.end(body);
  return {
    req,
    /** Resolves once at least `bytes` have arrived, then stops reading. */
    async readAtLeast(bytes: number): Promise<string> {
      const res = await response;
      res.setEncoding('utf8');
      await new Promise<void>((resolve) => {
        const take = (chunk: string) => {
          received += chunk;
          if (received.length < bytes) return;
          res.pause();
          res.off('data', take);
          resolve();
        };
        res.on('data', take);
      });
      return received;
    },
    /** Reads on to the end; the whole text. */
    async rest(): Promise<string> {
      const res = await response;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (received += chunk));
      res.resume();
      await new Promise((resolve) => res.on('end', resolve));
      return received;
    },
  };
}

const DATABASES = [['PostgreSQL', 'postgres'], ['the embedded database', 'embedded']] as const;

describe.each(DATABASES)('query and download on %s', (_name, mode) => {
  let db: ScratchDatabase | undefined;
  let dataDir: string | undefined;
  let running: RunningApp | undefined;
  let server: http.Server;
  let app: App;
  let port: number;
  const query = (sql: string, params: unknown[] = []) => (running as RunningApp).dataSource.query(sql, params);
  const post = (path: string, body: object) => request(app).post(`/api/query-and-download/${path}`).send(body);
  const count = async (form: QueryAndDownloadForm) => (await post('count-data', form).expect(200)).body.count as number;
  const download = async (form: QueryAndDownloadForm) => {
    const res = await post(form.timestep, form).buffer(true).parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    }).expect(200);
    const lines = (res.body as string).split('\n');
    expect(lines.pop()).toBe('');
    return { res, lines };
  };
  /** The statements of this database still running, other than the caller's own. */
  const activeStatements = async (like: string) =>
    (await query(
      `SELECT pid, query, wait_event FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE $1`,
      [like],
    )) as { pid: number }[];
  const waitUntil = async (check: () => Promise<boolean>, ms = 5000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** The health probe's status and whether it reached the database, and how long it took. */
  const health = async () => {
    const started = Date.now();
    const res = await request(app).get('/api/health');
    return { status: res.status, reachable: res.body.database?.reachable as boolean, ms: Date.now() - started };
  };

  beforeAll(async () => {
    if (mode === 'postgres') {
      db = await createScratchDatabase('portal_query_and_download');
      running = (await startTestApp({ DATABASE_URL: db.url, CORS_ORIGINS: DESKTOP_ORIGIN })).running;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-query-and-download-'));
      running = (await startTestApp({ DATA_DIR: dataDir, CORS_ORIGINS: DESKTOP_ORIGIN })).running;
    }
    server = running.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    app = server;
    const ds = (running as RunningApp).dataSource;
    await insertAll(ds, [basinRow({ ndx: 901, name: 'Fixture Basin' }), basinRow({ ndx: 902, name: 'Other Basin' })]);
    await insertAll(ds, [hucBoundaryRow({ code: '1405000199', level: 10, name: 'Fixture Sub-Area', basin: 901, bounds: [-107.2, 40.2, -107.0, 40.4] })]);
    await insertAll(ds, [locationTypeRow({ ndx: 901, name: 'Fixture Gauge' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 901 }), sourceCategoryRow({ ndx: 902, name: 'Other Category' })]);
    await insertAll(ds, [
      dataSourceRow({ ndx: 901, name: 'Fixture Source', dataTypes: 'values', category: 901 }),
      dataSourceRow({ ndx: 902, name: 'Other Source', dataTypes: 'values', category: 902 }),
    ]);
    await insertAll(ds, [organizationRow({ ndx: 901, id: 'FIX-ORG', name: 'Fixture Org' }), organizationRow({ ndx: 902, id: 'OTHER-ORG', name: 'Other Org' })]);
    await insertAll(ds, [dataCategoryRow({ ndx: 901, name: 'Fixture Data', path: 'fixture-data' })]);
    await insertAll(ds, [unitRow({ ndx: 901, name: 'cfs', display: 'CFS' }), unitRow({ ndx: 902, name: 'mg/L', display: 'mg/L, "dissolved"' })]);
    await insertRows(ds, 'parameter_groups', [
      { parameter_group_ndx: 901, parameter_group_name: 'Fixture Flow' }, { parameter_group_ndx: 902, parameter_group_name: 'Fixture Chemistry' },
    ]);
    await insertAll(ds, [
      parameterRow({ ndx: 9067, name: 'Fixture Discharge', abbrev: 'Q', displayName: 'Discharge', unit: 901, group: 901 }),
      parameterRow({ ndx: 9068, name: 'Fixture Nitrate', abbrev: 'NO3', displayName: 'Nitrate', unit: 902, group: 902 }),
      parameterRow({ ndx: 9069, name: 'Fixture Unused', abbrev: 'U', displayName: 'Unused', unit: 902, group: 902 }),
    ]);
    await insertRows(ds, 'parameter_data_categories', [{ parameter_ndx: 9067, datacategory_ndx: 901 }]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, basin_ndx, geom, huc10) VALUES
         (9001, 'FIX-1', 'Fixture Creek', 901, 901, ST_SetSRID(ST_MakePoint(-107.1, 40.3), 4326), '1405000199'),
         (9002, 'FIX-2', 'Other Creek', 901, 902, NULL, NULL),
         (9003, 'FIX-3', 'Silent Creek', 901, 901, ST_SetSRID(ST_MakePoint(-107.0, 40.3), 4326), NULL)`,
    );
    await insertAll(ds, [
      locationSourceRow({ location: 9001, source: 901 }), locationSourceRow({ location: 9002, source: 902 }), locationSourceRow({ location: 9003, source: 901 }),
    ]);
    await insertAll(ds, [
      locationOrganizationRow({ location: 9001, organization: 901 }), locationOrganizationRow({ location: 9002, organization: 902 }),
      locationOrganizationRow({ location: 9003, organization: 901 }),
    ]);
    await insertRows(ds, 'location_data_categories', [{ location_ndx: 9001, datacategory_ndx: 901 }]);
    // The big series, then a few samples (a non-detect with its detection limit) and the fall-back hour twice.
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT 9001, 9067, $1::timestamptz + i * interval '15 minutes', 901, 'telemetry', round((100 + sin(i / 500.0) * 50)::numeric, 3), 901
         FROM generate_series(0, $2 - 1) i`,
      [BIG_FIRST, BIG_ROWS],
    );
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect, detection_limit, unit_ndx, organization_ndx) VALUES
         (9001, 9068, '2021-05-01T16:00:00Z', 901, 'sample', 1.5, false, NULL, 902, 901),
         (9001, 9068, '2021-06-01T16:00:00Z', 901, 'sample', NULL, true, 0.05, 902, 901),
         (9002, 9067, '2022-01-10T12:00:00Z', 902, 'daily', 12, false, NULL, 901, NULL),
         (9002, 9067, '2022-01-11T12:00:00Z', 902, 'daily', 13, false, NULL, 901, NULL),
         (9002, 9068, '2024-11-03T07:30:00Z', 902, 'sample', 2.5, false, NULL, 902, NULL),
         (9002, 9068, '2024-11-03T08:30:00Z', 902, 'sample', 2.6, false, NULL, 902, NULL)`,
    );
    await query(`VACUUM ANALYZE results`);
  }, 180_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the lookup lists with the form\'s field names: only locations and parameters that have data', async () => {
    const list = async (name: string) => (await request(app).get(`/api/query-and-download/${name}`).expect(200)).body as unknown;
    expect(await list('q-d-list-basins')).toEqual([{ basin_ndx: 901, basin_name: 'Fixture Basin' }, { basin_ndx: 902, basin_name: 'Other Basin' }]);
    expect(await list('q-d-list-data-categories')).toEqual([{ datacategory_ndx: 901, datacategory_name: 'Fixture Data', datacategory_path: 'fixture-data' }]);
    expect(await list('q-d-list-data-sources')).toEqual([
      { sourcecategory_ndx: 901, source_name: 'Fixture Category' }, { sourcecategory_ndx: 902, source_name: 'Other Category' },
    ]);
    expect(await list('q-d-list-locations')).toEqual([
      { location_ndx: 9001, location_id: 'FIX-1', location_name: 'Fixture Creek', basin_ndx: 901, location_type_ndx: 901, assoc_datacategory_ndx: [901] },
      { location_ndx: 9002, location_id: 'FIX-2', location_name: 'Other Creek', basin_ndx: 902, location_type_ndx: 901, assoc_datacategory_ndx: [] },
    ]);
    expect(await list('q-d-list-location-types')).toEqual([{ location_type_ndx: 901, location_type_desc: 'Fixture Gauge' }]);
    expect(await list('q-d-list-organizations')).toEqual([{ organization_ndx: 901, org_id: 'FIX-ORG' }, { organization_ndx: 902, org_id: 'OTHER-ORG' }]);
    expect(await list('q-d-list-parameter-groups')).toEqual([
      { parameter_group_ndx: 902, parameter_group_name: 'Fixture Chemistry' }, { parameter_group_ndx: 901, parameter_group_name: 'Fixture Flow' },
    ]);
    expect(await list('q-d-list-parameters')).toEqual([
      { parameter_ndx: 9067, display_abbrev: 'Q', display_name: 'Discharge', parameter_group_ndx: 901, assoc_datacategory_ndx: [901] },
      { parameter_ndx: 9068, display_abbrev: 'NO3', display_name: 'Nitrate', parameter_group_ndx: 902, assoc_datacategory_ndx: [] },
    ]);
    expect(await list('q-d-list-timesteps')).toEqual([
      { ts_endpoint: 'raw', ts_desc: expect.any(String) }, { ts_endpoint: 'daily', ts_desc: expect.any(String) },
    ]);
  });

  it('maps the locations that have data and a position as GeoJSON', async () => {
    const res = await request(app).get('/api/query-and-download/locations-map').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(JSON.parse(res.text as string)).toEqual({
      type: 'FeatureCollection',
      features: [{
        type: 'Feature', id: 9001, geometry: { type: 'Point', coordinates: [-107.1, 40.3] },
        properties: { location_ndx: 9001, location_name: 'Fixture Creek', location_id: 'FIX-1', huc10: '1405000199' },
      }],
    });
  });

  it('refuses an incomplete or invalid form on every POST with a 400 naming each field and the form\'s message, writing nothing', async () => {
    const before = await publicTablesState((running as RunningApp).dataSource);
    const refused = async (path: string, body: object, expected: [string, string][]) => {
      const res = await post(path, body);
      expect([path, JSON.stringify(body), res.status]).toEqual([path, JSON.stringify(body), 400]);
      const fields = res.body.fields as { field: string; problems: string[] }[];
      expect(fields.map((f) => f.field).sort()).toEqual([...new Set(expected.map(([f]) => f))].sort());
      for (const [field, message] of expected) {
        expect(fields.find((f) => f.field === field)?.problems).toContain(message);
        expect(res.body.message).toContain(`${field}: `);
      }
    };
    for (const path of ['count-data', 'raw', 'daily']) {
      await refused(path, {}, REQUIRED);
      const timestep = path === 'count-data' ? 'raw' : path;
      const form = { ...ALL, timestep };
      for (const [field, message] of REQUIRED) {
        await refused(path, { ...form, [field]: field === 'timestep' || field.endsWith('Date') ? '' : [] }, [[field, message]]);
        const { [field]: _left, ...without } = form;
        await refused(path, without, [[field, message]]);
      }
      await refused(path, { ...form, locations: [9001, null] }, [['locations', 'A value is required']]);
      await refused(path, { ...form, parameters: ['x'], basins: [0] }, [
        ['parameters', 'parameters must hold whole numbers from 1 to 2147483647'], ['basins', 'basins must hold whole numbers from 1 to 2147483647'],
      ]);
      await refused(path, { ...form, organizations: '901' }, [['organizations', 'organizations must be a list of ids']]);
      await refused(path, { ...form, timestep: 'hourly' }, [['timestep', 'timestep must be one of: raw, daily']]);
      await refused(path, { ...form, startDate: 'yesterday', endDate: '2024-02-30' }, [
        ['startDate', 'startDate must be a day (yyyy-MM-dd) or an instant with its offset (ISO 8601, e.g. 2026-08-26T14:30:00-06:00)'],
        ['endDate', 'endDate must be a day (yyyy-MM-dd) or an instant with its offset (ISO 8601, e.g. 2026-08-26T14:30:00-06:00)'],
      ]);
      await refused(path, { ...form, startDate: '2024-01-01T10:00:00', endDate: '2024-01-02' }, [
        ['startDate', 'startDate must be a day (yyyy-MM-dd) or an instant with its offset (ISO 8601, e.g. 2026-08-26T14:30:00-06:00)'],
      ]);
      await refused(path, { ...form, startDate: '2024-01-02', endDate: '2024-01-01T23:59:59-07:00' }, [['endDate', 'End date must not be before the start date']]);
      await refused(path, { ...form, dataCategory: 'x' }, [['dataCategory', 'dataCategory must be an integer number']]);
      await refused(path, { ...form, extra: 1 }, [['extra', 'property extra should not exist']]);
    }
    await refused('raw', { ...ALL, timestep: 'daily' }, [['timestep', "timestep must be 'raw' on this path"]]);
    await refused('daily', { ...ALL, timestep: 'raw' }, [['timestep', "timestep must be 'daily' on this path"]]);
    expect(await publicTablesState((running as RunningApp).dataSource)).toEqual(before);
  }, 60_000);

  it('counts exactly the rows each download holds, raw and daily, for whole days, partial days and each filter group', async () => {
    const forms: [string, QueryAndDownloadForm, number][] = [
      ['everything', ALL, BIG_ROWS + 6],
      ['instants with partial first and last days', { ...ALL, startDate: '2021-03-14T10:07:00-06:00', endDate: '2022-11-06T01:30:00-06:00' }, -1],
      ['within one day', { ...ALL, startDate: '2021-03-14T10:07:00-06:00', endDate: '2021-03-14T13:00:00-06:00' }, 12],
      ['a day that is both bounds', { ...ALL, startDate: '2020-06-01', endDate: '2020-06-01' }, 96],
      ['the fall-back day', { ...ALL, locations: [9002], startDate: '2024-11-03', endDate: '2024-11-03' }, 2],
      ['one basin', { ...ALL, basins: [902] }, 4],
      ['one data source category', { ...ALL, dataSources: [901] }, BIG_ROWS + 2],
      ['one organization', { ...ALL, organizations: [902] }, 4],
      ['one parameter group', { ...ALL, parameterGroups: [902] }, 4],
      ['one parameter', { ...ALL, parameters: [9068] }, 4],
      ['a data category', { ...ALL, dataCategory: 901 }, BIG_ROWS],
      ['nothing in the period', { ...ALL, startDate: '2010-01-01', endDate: '2010-12-31' }, 0],
    ];
    for (const [name, form, expectedRaw] of forms) {
      for (const timestep of ['raw', 'daily'] as const) {
        const body = { ...form, timestep };
        const counted = await count(body);
        const { lines } = await download(body);
        expect([name, timestep, lines[0]]).toEqual([name, timestep, CSV_BOM + CSV_HEADER]);
        expect([name, timestep, counted]).toEqual([name, timestep, lines.length - 1]);
        if (timestep === 'raw' && expectedRaw >= 0) expect([name, counted]).toEqual([name, expectedRaw]);
      }
    }
    // The partial days against a count over the results themselves.
    const [{ n }] = await query(
      `SELECT count(*)::int AS n FROM results WHERE collect_timestamp >= '2021-03-14T10:07:00-06:00' AND collect_timestamp <= '2022-11-06T01:30:00-06:00'`,
    );
    expect(await count({ ...ALL, startDate: '2021-03-14T10:07:00-06:00', endDate: '2022-11-06T01:30:00-06:00' })).toBe(n);
    const [{ days }] = await query(`SELECT count(*)::int AS days FROM result_daily WHERE collect_date BETWEEN '2020-06-01' AND '2020-06-30'`);
    expect(await count({ ...ALL, timestep: 'daily', startDate: '2020-06-01', endDate: '2020-06-30T08:00:00-06:00' })).toBe(days);
  }, 120_000);

  it('keeps a count only until the data changes: a new result in the period is counted at once', async () => {
    const form: QueryAndDownloadForm = { ...ALL, basins: [902, 902, 901], startDate: '2024-11-01', endDate: '2024-11-30' };
    const before = await count(form);
    expect(await count({ ...form, basins: [901, 902] })).toBe(before);
    const sample = `(9002, 9068, '2024-11-20T18:00:00Z', 902, 'sample', 3.1, false, NULL, 902, NULL)`;
    await query(`INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect,
                   detection_limit, unit_ndx, organization_ndx) VALUES ${sample}`);
    try {
      expect(await count(form)).toBe(before + 1);
    } finally {
      await query(`DELETE FROM results WHERE location_ndx = 9002 AND parameter_ndx = 9068 AND collect_timestamp = '2024-11-20T18:00:00Z'`);
    }
    expect(await count(form)).toBe(before);
  });

  it(`streams ${BIG_ROWS.toLocaleString('en-US')} rows with the header, America/Denver timestamps and a district file name`, async () => {
    const { res, lines } = await download(ALL);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${downloadFileName('Upper Yampa Water Conservancy District')}"`);
    expect(res.headers['content-disposition']).toMatch(/filename="upper-yampa-water-data-\d{4}-\d{2}-\d{2}\.csv"/);
    // A cross-origin client (the desktop app) may read the file name.
    const cross = await post('count-data', ALL).set('Origin', DESKTOP_ORIGIN).expect(200);
    expect(cross.headers['access-control-allow-origin']).toBe(DESKTOP_ORIGIN);
    expect(cross.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(lines).toHaveLength(BIG_ROWS + 6 + 1);
    expect(lines[0]).toBe(CSV_BOM + CSV_HEADER);
    // 2020-01-01T00:00Z is 17:00 MST the day before.
    expect(lines[1]).toBe('Fixture Creek,Fixture Discharge,2019-12-31 17:00:00-07:00,100,CFS,f,,Fixture Org,Fixture Source,raw');
    expect(lines).toContain('Fixture Creek,Fixture Nitrate,2021-06-01 10:00:00-06:00,,"mg/L, ""dissolved""",t,0.05,Fixture Org,Fixture Source,raw');
    expect(lines).toContain('Other Creek,Fixture Nitrate,2024-11-03 01:30:00-06:00,2.5,"mg/L, ""dissolved""",f,,Other Org,Other Source,raw');
    expect(lines).toContain('Other Creek,Fixture Nitrate,2024-11-03 01:30:00-07:00,2.6,"mg/L, ""dissolved""",f,,Other Org,Other Source,raw');
    const daily = (await download({ ...ALL, timestep: 'daily', locations: [9002] })).lines;
    expect(daily).toEqual([
      CSV_BOM + CSV_HEADER,
      'Other Creek,Fixture Discharge,2022-01-10,12,CFS,f,,Other Org,Other Source,daily',
      'Other Creek,Fixture Discharge,2022-01-11,13,CFS,f,,Other Org,Other Source,daily',
      'Other Creek,Fixture Nitrate,2024-11-03,2.55,"mg/L, ""dissolved""",f,,Other Org,Other Source,daily',
    ]);
  }, 60_000);

  if (mode === 'postgres') {
    // PostgreSQL runs each download's COPY on a connection of its own and cancels it when its caller leaves. These run
    // before the tests below stream whole files over the pool's connections: a loopback socket that has carried
    // megabytes grows its kernel buffers until they hold this whole file, and a paused reader would then not hold
    // the COPY back.
    /**
     * Starts the whole download on `target`'s app over a Unix socket and stops reading after its first chunk: the
     * first chunk, the request (destroy() is the reader leaving) and end() to close the socket's server. A Unix
     * socket's buffers are a fixed few hundred kilobytes, where loopback TCP's grow to megabytes (32 MB receive
     * windows on some machines) and could take in the whole 20 MB file, so a finished COPY would show nothing about
     * the server's pace.
     */
    const pausedDownload = async (target: RunningApp) => {
      const socketPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-download-')), 'http.sock');
      const local = http.createServer(target.app.getHttpAdapter().getInstance());
      await new Promise<void>((resolve) => local.listen(socketPath, resolve));
      const body = JSON.stringify(ALL);
      const req = http.request({
        socketPath, method: 'POST', path: '/api/query-and-download/raw',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const firstChunk = new Promise<string>((resolve, reject) => {
        req.on('response', (res) => {
          res.once('data', (chunk: Buffer) => {
            res.pause();
            resolve(chunk.toString('utf8'));
          });
        });
        req.on('error', reject);
      });
      req.end(body);
      const end = async () => {
        req.destroy();
        local.closeAllConnections();
        await new Promise((resolve) => local.close(resolve));
        fs.rmSync(path.dirname(socketPath), { recursive: true, force: true });
      };
      return { firstChunk: await firstChunk.catch(async (e) => { await end(); throw e; }), req, end };
    };

    it('holds the COPY while its reader pauses, and cancels it when the reader leaves mid-stream', async () => {
      const paused = await pausedDownload(running as RunningApp);
      try {
        expect(paused.firstChunk.startsWith(`${CSV_BOM}${CSV_HEADER}\n`)).toBe(true);
        // The reader stopped: the COPY waits on its full socket instead of finishing, well past the time the whole
        // file takes to stream (about 1.5 s): the server reads rows only as fast as its reader takes them, so it never
        // holds the file, whatever its size (the bench measures the memory of a 5-million-row download).
        await new Promise((r) => setTimeout(r, 4000));
        expect(await activeStatements('COPY (%')).toHaveLength(1);
        paused.req.destroy();
        await waitUntil(async () => (await activeStatements('COPY (%')).length === 0);
      } finally {
        // A failed check must not leave the paused download open: the app's close would wait on it.
        await paused.end();
      }
      // The app still answers, on a healthy pool.
      expect(await count(ALL)).toBe(BIG_ROWS + 6);
    }, 30_000);

    it('stops while a reader holds a download, cancelling its COPY rather than waiting on the reader', async () => {
      const other = (await startTestApp({ DATABASE_URL: (db as ScratchDatabase).url })).running;
      const paused = await pausedDownload(other).catch(async (e) => { await other.close(); throw e; });
      try {
        await waitUntil(async () => (await activeStatements('COPY (%')).length === 1);
        // Closing the pool waits for the download's connection; closing the app ends the download first.
        await other.close();
        await waitUntil(async () => (await activeStatements('COPY (%')).length === 0);
      } finally {
        await paused.end();
      }
    }, 30_000);

    it('cancels a count (or a download) whose caller leaves while its statement still runs', async () => {
      // A lock held elsewhere keeps the statements waiting, so only a cancel can end them within the test.
      const locker = new Client({ connectionString: (db as ScratchDatabase).url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE result_daily, results IN ACCESS EXCLUSIVE MODE');
        for (const [path, like] of [['count-data', 'WITH%'], ['raw', 'COPY (%']] as const) {
          // A form not counted before: a kept count would answer without a statement.
          const body = JSON.stringify({ ...ALL, startDate: '2019-06-01' });
          const req = http.request({
            host: '127.0.0.1', port, method: 'POST', path: `/api/query-and-download/${path}`,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          });
          req.on('error', () => undefined);
          req.end(body);
          await waitUntil(async () => (await activeStatements(like)).length === 1);
          req.destroy();
          await waitUntil(async () => (await activeStatements(like)).length === 0);
        }
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      expect(await count(ALL)).toBe(BIG_ROWS + 6);
    }, 30_000);
  }

  it('takes the form posted by the portal\'s own page (form=<JSON>) and answers the same file; a form from elsewhere is refused', async () => {
    const formPost = (path: string, fields: Record<string, string>) =>
      request(app).post(`/api/query-and-download/${path}`).type('form').send(fields).buffer(true).parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      });
    const daily = { ...ALL, timestep: 'daily' as const };
    const asJson = (await download(daily)).lines;
    const host = `127.0.0.1:${port}`;
    // What a browser sends with its own page's form: Sec-Fetch-Site, or (an older browser) at least Origin.
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` }, { Origin: `http://${host}`, Host: host }]) {
      const posted = await formPost('daily', { form: JSON.stringify(daily) }).set(headers).expect(200);
      expect(posted.headers['content-disposition']).toMatch(/^attachment; filename="upper-yampa-water-data-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect((posted.body as string).split('\n').slice(0, -1)).toEqual(asJson);
    }
    // Another site's form (or a request that names no origin) would make its visitors run the query: refused, unread.
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' }, { Origin: 'https://elsewhere.example' }, {}]) {
      const refused = await formPost('daily', { form: JSON.stringify(daily) }).set(headers).expect(403);
      expect(JSON.parse(refused.body as string).message).toBe('A form may post to this API only from the portal\'s own pages.');
    }
    const own = { 'Sec-Fetch-Site': 'same-origin' };
    const problems = async (fields: Record<string, string>) => JSON.parse((await formPost('daily', fields).set(own).expect(400)).body as string).fields;
    expect(await problems({ form: '{"timestep":' })).toEqual([{ field: 'form', problems: ['form must be the request body as JSON text'] }]);
    expect(await problems({})).toEqual([{ field: 'form', problems: ['form must be the request body as JSON text'] }]);
    expect(await problems({ form: JSON.stringify(daily), timestep: 'raw' })).toEqual([
      { field: 'timestep', problems: ['timestep is not a field of this form; send the body as JSON in form'] },
    ]);
    // The JSON it carries is validated as the JSON body is.
    expect((await problems({ form: JSON.stringify({ ...daily, startDate: 'soon' }) })).map((f: { field: string }) => f.field)).toContain('startDate');
    expect((await problems({ form: JSON.stringify(ALL) })).map((f: { field: string }) => f.field)).toEqual(['timestep']);
    // Only the downloads take a form: the count still wants JSON.
    await request(app).post('/api/query-and-download/count-data').type('form').send({ form: JSON.stringify(daily) }).set(own).expect(415);
  });

  /** Every daily row of the fixture: the daily download of ALL holds them all. */
  const dailyRows = async () => ((await query(`SELECT count(*)::int AS n FROM result_daily`)) as { n: number }[])[0].n;

  it('ends a download whose reader leaves after some bytes (raw and daily) and goes on serving at once', async () => {
    for (const [timestep, bytes] of [['raw', 300_000], ['daily', 30_000]] as const) {
      const cut = startDownload(port, timestep, ALL);
      expect((await cut.readAtLeast(bytes)).startsWith(`${CSV_BOM}${CSV_HEADER}\n`)).toBe(true);
      cut.req.destroy();
      await new Promise((r) => setTimeout(r, 200));
      // The database answers the next callers at once, and a whole download follows.
      expect([timestep, await health()]).toEqual([timestep, { status: 200, reachable: true, ms: expect.any(Number) }]);
      expect((await health()).ms).toBeLessThan(1000);
      expect(await count({ ...ALL, timestep })).toBe(timestep === 'raw' ? BIG_ROWS + 6 : await dailyRows());
      const { lines } = await download({ ...ALL, timestep: 'daily', locations: [9002] });
      expect(lines).toHaveLength(4);
    }
  }, 60_000);

  it('answers other requests promptly while downloads wait on readers that stopped, and completes each download', async () => {
    const downloads = [startDownload(port, 'raw', ALL), startDownload(port, 'raw', ALL), startDownload(port, 'daily', ALL)];
    // Each file starts, whatever the others do.
    for (const d of downloads) expect((await d.readAtLeast(1000)).startsWith(`${CSV_BOM}${CSV_HEADER}\n`)).toBe(true);
    // Their readers stopped; the database still serves everyone else: the health probe within its own limit, a
    // lookup and a new count within 2 s (on a busy test machine; alone they take tens of milliseconds).
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 5; i++) {
      expect(await health()).toEqual({ status: 200, reachable: true, ms: expect.any(Number) });
      const started = Date.now();
      await request(app).get('/api/query-and-download/q-d-list-locations').expect(200);
      await post('count-data', { ...ALL, startDate: `2020-0${i + 1}-01` }).expect(200);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const [raw1, raw2, daily] = await Promise.all(downloads.map((d) => d.rest()));
    expect(raw1.split('\n')).toHaveLength(BIG_ROWS + 6 + 2);
    expect(raw2).toBe(raw1);
    expect(daily.split('\n')).toHaveLength((await dailyRows()) + 2);
  }, 120_000);

  if (mode === 'embedded') {
    it('stops gracefully and promptly after a download was cut mid-file', async () => {
      const cut = startDownload(port, 'raw', ALL);
      await cut.readAtLeast(300_000);
      cut.req.destroy();
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      await (running as RunningApp).close();
      running = undefined;
      expect(Date.now() - started).toBeLessThan(5000);
    }, 30_000);
  }
});
