import * as fs from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ImportMapping, ImportParameter, ImportRejectedRow, ImportRun, ImportSchedule } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { bearerCaller, lastAuditRecord } from '../../test/admin-calls';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { ImportQueue } from './imports.queue';
import { insertImportRunQuery, sqlOf } from './imports.queries';
import { hucBoundaryRow, insertAll, locationTypeRow, parameterRow, unitRow } from '../../test/rows';

// Data Imports end to end on PostgreSQL + PostGIS, signed in through the embedded provider: a file uploaded is
// stored, run as a job on the real queue, mapped, checked and bulk-loaded all or nothing; its report names every
// refused row by line and field; offered locations are created with their HUCs; mappings and schedules are edited.

const HEADER = 'location_code,parameter_code,timestamp,value,unit,qualifier,nondetect,detection_limit';
const GOOD = [
  HEADER,
  'FIX-1,Q,2026-05-01T00:00:00-06:00,412.5,ft3/s,,false,',
  'FIX-1,Q,2026-05-01T00:15:00-06:00,415,ft3/s,,false,',
  'FIX-1,Q,2026-05-02T00:00:00-06:00,0.5,m3/s,,false,',
].join('\n');
/** Upload limit of the test backend: 8 kB. */
const LIMIT_MB = '0.0078125';

describe('imports API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  let stakeholder: string;
  let developer: string;
  let dataDir: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const call = bearerCaller(() => http, () => admin);
  const upload = (text: string | Buffer, format = 'portal-csv', fileName = 'district.csv', token = admin) =>
    request(http).post(`/api/imports/upload?format=${format}&file_name=${encodeURIComponent(fileName)}`)
      .set('authorization', `Bearer ${token}`).set('content-type', 'application/octet-stream').send(Buffer.from(text));
  const finished = async (runNdx: number): Promise<ImportRun> => {
    for (let i = 0; i < 300; i++) {
      const run: ImportRun = (await call('get', `/api/imports/${runNdx}`).expect(200)).body;
      if (run.status !== 'queued' && run.status !== 'running') return run;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import run ${runNdx} did not finish`);
  };
  const imported = async (text: string | Buffer, format = 'portal-csv'): Promise<ImportRun> => {
    const queued: ImportRun = (await upload(text, format).expect(201)).body;
    expect(queued.status).toBe('queued');
    return finished(queued.import_run_ndx);
  };
  const rejected = async (runNdx: number): Promise<ImportRejectedRow[]> => (await call('get', `/api/imports/${runNdx}/rejected`).expect(200)).body;
  /** What an import may change: results and their rollups, locations, data sources. */
  const dataState = async () => query(
    `SELECT (SELECT count(*)::int FROM results) AS results, (SELECT coalesce(sum(value), 0) FROM results) AS total,
            (SELECT md5(coalesce(string_agg(d::text, '|' ORDER BY d::text), '')) FROM result_daily d) AS daily,
            (SELECT count(*)::int FROM locations) AS locations, (SELECT count(*)::int FROM data_sources) AS sources`,
  );

  beforeAll(async () => {
    db = await createScratchDatabase('portal_imports');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-imports-'));
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url, DATA_DIR: dataDir, IMPORT_MAX_UPLOAD_MB: LIMIT_MB }));
    http = running.app.getHttpServer();
    [admin, stakeholder, developer] = await Promise.all((['admin', 'stakeholder', 'developer'] as const).map((account) => demoAccessToken(base, account)));
    await insertFixtureWorld(running.dataSource);
    // A second HUC10 inside a HUC8 and a HUC12, for an offered location's watershed codes.
    const ds = running.dataSource;
    await insertAll(ds, [hucBoundaryRow({ code: '14050001', level: 8, name: 'Fixture Basin HUC8', basin: FIXTURE.basin, bounds: [-108, 40, -106, 41] })]);
    await insertAll(ds, [hucBoundaryRow({ code: '140500019901', level: 12, name: 'Fixture HUC12', basin: FIXTURE.basin, bounds: [-107.2, 40.2, -107.1, 40.3] })]);
    await insertAll(ds, [locationTypeRow({ ndx: 902, name: 'Water Quality Site', color: '#E31A1C' })]);
    // Parameters named as the demo seed names them, so the default USGS mappings find them.
    await insertAll(ds, [unitRow({ ndx: 903, name: 'deg F', display: '°F' })]);
    await insertAll(ds, [
      parameterRow({ ndx: 9068, name: 'Discharge, Daily Mean', abbrev: 'Flow', displayName: 'Streamflow, daily mean', unit: FIXTURE.unit }),
      parameterRow({ ndx: 9069, name: 'Water Temperature, Daily Maximum', abbrev: 'Tmax', displayName: 'Water temperature, daily maximum', unit: 903 }),
    ]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (9002, 'USGS-09239500', 'Yampa River at Steamboat Springs', 901)`);
    // The real queue, as production runs it (NODE_ENV=test leaves it to the test to start).
    await running.app.get(ImportQueue).start();
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every parameter a mapping may point at, with its unit, before any of them has data', async () => {
    expect(await query(`SELECT count(*)::int AS n FROM results WHERE parameter_ndx IN (9068, 9069)`)).toEqual([{ n: 0 }]);
    const parameters: ImportParameter[] = (await call('get', '/api/imports/parameters').expect(200)).body;
    expect(parameters).toEqual(expect.arrayContaining([
      { parameter_ndx: 9068, display_name: 'Streamflow, daily mean', unit_name: expect.any(String) },
      { parameter_ndx: 9069, display_name: 'Water temperature, daily maximum', unit_name: '°F' },
    ]));
    await call('get', '/api/imports/parameters', undefined, developer).expect(403);
  });

  it('starts with the portal family mapped for each parameter, and maps a source code with a conversion', async () => {
    const mappings: ImportMapping[] = (await call('get', '/api/imports/mappings').expect(200)).body;
    expect(mappings.filter((m) => m.family === 'portal')).toEqual(['Discharge, Daily Mean', FIXTURE.parameterName].map((name) => ({
      import_mapping_ndx: expect.any(Number), family: 'portal', source_code: name, source_unit: 'cfs', qualifier: '',
      parameter_ndx: name === FIXTURE.parameterName ? FIXTURE.parameter : 9068, factor: 1, offset: 0,
    })).concat([expect.objectContaining({ source_code: 'Water Temperature, Daily Maximum', source_unit: 'deg F', parameter_ndx: 9069 })]));
    // USGS daily means of discharge map to the daily-mean parameter; degrees Celsius convert to the parameter's Fahrenheit.
    expect(mappings).toContainEqual(expect.objectContaining({ family: 'usgs', source_code: '00060', source_unit: 'ft3/s', qualifier: '00003', parameter_ndx: 9068, factor: 1, offset: 0 }));
    expect(mappings).toContainEqual(expect.objectContaining({ family: 'usgs', source_code: '00010', source_unit: 'degC', qualifier: '00001', parameter_ndx: 9069, factor: 1.8, offset: 32 }));
    // Nothing maps a code the portal has no parameter for.
    expect(mappings.filter((m) => m.source_code === '00065' || m.source_code === '00054')).toEqual([]);
    const created: ImportMapping = (await call('post', '/api/imports/mappings', {
      family: 'portal', source_code: 'Q', source_unit: 'ft3/s', qualifier: '', parameter_ndx: FIXTURE.parameter, factor: 1, offset: 0,
    }).expect(201)).body;
    expect(await lastAuditRecord(running.dataSource)).toMatchObject({ action: 'create', entity: 'import_mapping', entity_key: String(created.import_mapping_ndx) });
    await call('post', '/api/imports/mappings', {
      family: 'portal', source_code: 'Q', source_unit: 'm3/s', qualifier: '', parameter_ndx: FIXTURE.parameter, factor: 35.3146667, offset: 0,
    }).expect(201);
  });

  it('refuses a bad mapping naming the field, and writes nothing', async () => {
    const base = { family: 'portal', source_code: 'Q', source_unit: 'gal/min', qualifier: '', parameter_ndx: FIXTURE.parameter, factor: 1, offset: 0 };
    for (const [body, field] of [
      [{ ...base, family: 'nope' }, 'family'],
      [{ ...base, parameter_ndx: 999999 }, 'parameter_ndx'],
      [{ ...base, factor: 0 }, 'factor'],
      [{ ...base, source_unit: 'ft3/s' }, 'source_code'],
    ] as const) {
      const before = await query(`SELECT count(*)::int AS n FROM import_mappings`);
      const res = await call('post', '/api/imports/mappings', body).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(await query(`SELECT count(*)::int AS n FROM import_mappings`)).toEqual(before);
    }
    await call('put', '/api/imports/mappings/999999', base).expect(404);
  });

  it('loads an uploaded file on the queue: counts, converted values, the data source, and nothing left in the upload folder', async () => {
    const run = await imported(GOOD);
    expect(run).toMatchObject({
      source: 'portal-csv', label: 'district.csv', status: 'succeeded', created_by: 'admin@demo.portal', message: null,
      counts: { read: 3, inserted: 3, updated: 0, unchanged: 0, rejected: 0 }, unmapped: [], new_locations: [],
    });
    expect(run.progress).toMatchObject({ rows_done: 3, bytes_total: Buffer.byteLength(GOOD), bytes_done: Buffer.byteLength(GOOD) });
    const rows = await query(
      `SELECT to_char(collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at, round(value::numeric, 3)::float8 AS value, d.data_source
         FROM results r JOIN data_sources d USING (data_source_ndx) WHERE location_ndx = $1 ORDER BY collect_timestamp`, [FIXTURE.location]);
    expect(rows).toEqual([
      { at: '2026-05-01T06:00', value: 412.5, data_source: 'Portal CSV import' },
      { at: '2026-05-01T06:15', value: 415, data_source: 'Portal CSV import' },
      { at: '2026-05-02T06:00', value: 17.657, data_source: 'Portal CSV import' },
    ]);
    expect(await query(`SELECT 1 FROM location_data_sources s JOIN data_sources d USING (data_source_ndx) WHERE s.location_ndx = $1 AND d.data_source = 'Portal CSV import'`, [FIXTURE.location])).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
    const history: ImportRun[] = (await call('get', '/api/imports').expect(200)).body;
    expect(history[0].import_run_ndx).toBe(run.import_run_ndx);
  });

  it('re-imports the same file without changing anything', async () => {
    const before = await dataState();
    const run = await imported(GOOD);
    expect(run.status).toBe('succeeded');
    expect(run.counts).toEqual({ read: 3, inserted: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect(await dataState()).toEqual(before);
  });

  it('corrects a re-sent value', async () => {
    const run = await imported([HEADER, 'FIX-1,Q,2026-05-01T00:15:00-06:00,416,ft3/s,,false,'].join('\n'));
    expect(run.counts).toEqual({ read: 1, inserted: 0, updated: 1, unchanged: 0, rejected: 0 });
    expect(await query(`SELECT value FROM results WHERE location_ndx = $1 AND collect_timestamp = '2026-05-01T06:15:00Z'`, [FIXTURE.location])).toEqual([{ value: 416 }]);
  });

  it('refuses a whole file with a bad row, names the row by line and field, and offers the rows as CSV', async () => {
    const before = await dataState();
    const run = await imported([HEADER, 'FIX-1,Q,2026-06-01T00:00:00-06:00,1,ft3/s,,false,', 'FIX-1,Q,2026-06-01T01:00:00-06:00,NaN,ft3/s,,false,'].join('\n'));
    expect(run.status).toBe('rejected');
    expect(run.counts).toEqual({ read: 2, inserted: 0, updated: 0, unchanged: 0, rejected: 1 });
    expect(run.message).toContain('nothing of the file was written');
    expect(await rejected(run.import_run_ndx)).toEqual([{ ref: 'line 3', field: 'value', message: expect.stringMatching(/NaN/) }]);
    expect(await dataState()).toEqual(before);

    for (const ask of [
      () => call('get', `/api/imports/${run.import_run_ndx}/rejected?format=csv`),
      () => call('get', `/api/imports/${run.import_run_ndx}/rejected`).set('accept', 'text/csv'),
    ]) {
      const csv = await ask().expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="import-${run.import_run_ndx}-rejected.csv"`);
      expect(csv.text.split('\r\n')[0]).toBe('ref,field,message');
      expect(csv.text.split('\r\n')[1]).toMatch(/^line 3,value,/);
    }
  });

  it('loads a USGS RDB file of daily values through the default mappings, converting Celsius to Fahrenheit', async () => {
    const run = await imported(fs.readFileSync(path.join(__dirname, 'sources/fixtures/usgs-dv.rdb')), 'usgs-rdb');
    expect(run).toMatchObject({ status: 'succeeded', message: null, counts: { rejected: 0, updated: 0, unchanged: 0 } });
    expect(run.counts.inserted).toBe(run.counts.read);
    const rows = await query(
      `SELECT parameter_ndx, to_char(collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at, round(value::numeric, 2)::float8 AS value, nondetect,
              round(detection_limit::numeric, 2)::float8 AS detection_limit, result_kind, approval_status
         FROM results WHERE location_ndx = 9002 AND collect_timestamp >= '2026-05-01' ORDER BY parameter_ndx`);
    expect(rows).toEqual([
      { parameter_ndx: 9068, at: '2026-05-01T06:00', value: 412, nondetect: false, detection_limit: null, result_kind: 'daily', approval_status: 'provisional' },
      { parameter_ndx: 9069, at: '2026-05-01T06:00', value: 43.16, nondetect: false, detection_limit: null, result_kind: 'daily', approval_status: 'provisional' },
    ]);
    const [limit] = await query(`SELECT round(detection_limit::numeric, 2)::float8 AS limit FROM results WHERE location_ndx = 9002 AND nondetect`);
    expect(limit).toEqual({ limit: 32.9 });
  });

  it('reports a code the mapping table does not map, never guessing it', async () => {
    const before = await dataState();
    const run = await imported([HEADER, 'FIX-1,TURB,2026-06-01T00:00:00-06:00,3,NTU,,false,', 'FIX-1,TURB,2026-06-02T00:00:00-06:00,4,NTU,,false,'].join('\n'));
    expect(run.status).toBe('rejected');
    expect(run.unmapped).toEqual([{ family: 'portal', source_code: 'TURB', source_unit: 'NTU', qualifier: '', rows: 2 }]);
    expect((await rejected(run.import_run_ndx))[0]).toEqual({ ref: 'line 2', field: 'parameter', message: expect.stringContaining('not in the mapping table') });
    expect(await dataState()).toEqual(before);
  });

  it('finds a USGS site the portal keeps without its agency prefix', async () => {
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (9003, '09241000', 'Elk River at Clark', 901)`);
    const run = await imported([HEADER, 'USGS-09241000,Q,2026-06-01T00:00:00-06:00,3,ft3/s,,false,'].join('\n'));
    expect(run).toMatchObject({ status: 'succeeded', counts: { inserted: 1 }, new_locations: [] });
    expect(await query(`SELECT count(*)::int AS n FROM results WHERE location_ndx = 9003`)).toEqual([{ n: 1 }]);
  });

  it('offers an unknown location instead of creating it, then creates it with its type, data source and audit record', async () => {
    const text = [HEADER, 'NEW-SITE-7,Q,2026-06-01T00:00:00-06:00,3,ft3/s,,false,', 'NEW-SITE-7,Q,2026-06-02T00:00:00-06:00,4,ft3/s,,false,'].join('\n');
    const before = await dataState();
    const run = await imported(text);
    expect(run.status).toBe('rejected');
    expect(run.new_locations).toEqual([{
      location_code: 'NEW-SITE-7', name: null, latitude: null, longitude: null, location_type_ndx: 902, huc8: null, huc10: null, huc12: null, rows: 2,
    }]);
    expect(await dataState()).toEqual(before);
    expect((await rejected(run.import_run_ndx))[0]).toMatchObject({ ref: 'line 2', field: 'location' });

    await call('post', `/api/imports/${run.import_run_ndx}/locations`, { location_codes: ['SOMEWHERE-ELSE'] }).expect(400);
    const after: ImportRun = (await call('post', `/api/imports/${run.import_run_ndx}/locations`, { location_codes: ['NEW-SITE-7'] }).expect(201)).body;
    expect(after.new_locations).toEqual([]);
    const [created] = await query(
      `SELECT l.location_name, l.location_type_ndx, d.data_source FROM locations l
         JOIN location_data_sources s USING (location_ndx) JOIN data_sources d USING (data_source_ndx) WHERE l.location_id = 'NEW-SITE-7'`);
    expect(created).toEqual({ location_name: 'NEW-SITE-7', location_type_ndx: 902, data_source: 'Portal CSV import' });
    expect(await lastAuditRecord(running.dataSource)).toMatchObject({ action: 'create', entity: 'location' });

    const again = await imported(text);
    expect(again.counts).toMatchObject({ inserted: 2, rejected: 0 });
  });

  it('refuses every kind of bad input with a message naming the line and field, writing nothing', async () => {
    const before = await dataState();
    const row = (timestamp: string, value = '1', unit = 'ft3/s') => `FIX-1,Q,${timestamp},${value},${unit},,false,`;
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const cases: { text: string | Buffer; format?: string; status: string; expect: RegExp; ref?: string; field?: string }[] = [
      { text: fs.readFileSync(path.join(__dirname, 'sources/fixtures/wqx-narrow.csv')), status: 'failed', expect: /line 1/ },
      { text: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GOOD, 'utf16le')]), status: 'failed', expect: /UTF-16/ },
      { text: 'location,parameter,when,value\nFIX-1,Q,2026-01-01T00:00:00Z,1\n', status: 'failed', expect: /line 1/ },
      { text: [HEADER, row('2026-06-01T00:00:00')].join('\n'), status: 'rejected', expect: /offset|zone/i, ref: 'line 2', field: 'timestamp' },
      { text: [HEADER, row('2026-06-01T00:00:00Z', '1', 'furlongs')].join('\n'), status: 'rejected', expect: /does not convert/, ref: 'line 2', field: 'unit' },
      { text: [HEADER, row('2026-06-01T00:00:00Z', 'Infinity')].join('\n'), status: 'rejected', expect: /Infinity/, ref: 'line 2', field: 'value' },
      { text: [HEADER, row(future)].join('\n'), status: 'rejected', expect: /future/, ref: 'line 2', field: 'timestamp' },
      { text: [HEADER, row('1850-06-01T00:00:00Z')].join('\n'), status: 'rejected', expect: /before 1900-01-01/, ref: 'line 2', field: 'timestamp' },
      { text: [HEADER, row('2026-07-01T00:00:00Z'), row('2026-07-01T00:00:00Z', '2')].join('\n'), status: 'rejected', expect: /repeats line 2/, ref: 'line 3', field: 'timestamp' },
    ];
    for (const c of cases) {
      const run = await imported(c.text, c.format);
      expect({ status: run.status, inserted: run.counts.inserted }).toEqual({ status: c.status, inserted: 0 });
      if (c.status === 'failed') expect(run.message).toMatch(c.expect);
      else expect((await rejected(run.import_run_ndx))[0]).toEqual({ ref: c.ref, field: c.field, message: expect.stringMatching(c.expect) });
    }
    expect(await dataState()).toEqual(before);
  });

  it('refuses an upload over the size limit with 413 and keeps nothing of it', async () => {
    const runs = await query(`SELECT count(*)::int AS n FROM import_runs`);
    const big = [HEADER, ...Array.from({ length: 400 }, (_, i) => `FIX-1,Q,2026-08-01T00:${String(i % 60).padStart(2, '0')}:00Z,${i},ft3/s,,false,`)].join('\n');
    const res = await upload(big).expect(413);
    expect(res.body.message).toContain('upload limit of 0.008 MB');
    expect(await query(`SELECT count(*)::int AS n FROM import_runs`)).toEqual(runs);
    expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it('refuses an upload sent without a length once it passes the limit, keeping nothing', async () => {
    const runs = await query(`SELECT count(*)::int AS n FROM import_runs`);
    const { port } = (running.app.getHttpServer() as Server).address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1', port, method: 'POST', path: '/api/imports/upload?format=portal-csv&file_name=big.csv',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // 16 kB in 1 kB pieces: the limit is 8 kB.
      const piece = `${'x'.repeat(1023)}\n`;
      let sent = 0;
      const more = () => {
        while (sent < 16 && req.write(piece)) sent++;
        if (sent < 16) req.once('drain', more);
        else req.end();
      };
      more();
    });
    expect(status).toBe(413);
    expect(await query(`SELECT count(*)::int AS n FROM import_runs`)).toEqual(runs);
    expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it('refuses a bad upload request naming the field', async () => {
    const bad = (url: string) => request(http).post(url).set('authorization', `Bearer ${admin}`).set('content-type', 'application/octet-stream').send(Buffer.from(GOOD));
    expect((await bad('/api/imports/upload?format=excel&file_name=a.csv').expect(400)).body.fields[0].field).toBe('format');
    expect((await bad('/api/imports/upload?format=portal-csv&file_name=..%2F..%2Fetc%2Fpasswd').expect(400)).body.fields[0].field).toBe('file_name');
    expect((await bad('/api/imports/upload?format=portal-csv').expect(400)).body.fields[0].field).toBe('file_name');
    await upload('', 'portal-csv').expect(400);
    await request(http).post('/api/imports/upload?format=portal-csv&file_name=a.csv').set('authorization', `Bearer ${admin}`).send({ a: 1 }).expect(415);
  });

  it('is for Administrators only', async () => {
    await request(http).get('/api/imports').expect(401);
    await upload(GOOD, 'portal-csv', 'a.csv', stakeholder).expect(403);
    await upload(GOOD, 'portal-csv', 'a.csv', developer).expect(403);
    await call('get', '/api/imports/mappings', undefined, developer).expect(403);
    await call('get', '/api/imports/schedules', undefined, stakeholder).expect(403);
  });

  it('keeps fixed paths apart from run numbers, and answers 404 for an unknown run', async () => {
    await call('get', '/api/imports/999999').expect(404);
    await call('get', '/api/imports/abc').expect(400);
    await call('get', '/api/imports/schedules').expect(200);
  });

  it('cancels a queued run before it starts', async () => {
    const queue = running.app.get(ImportQueue);
    await queue.stop();
    try {
      const queued: ImportRun = (await upload(GOOD).expect(201)).body;
      const cancelled: ImportRun = (await call('post', `/api/imports/${queued.import_run_ndx}/cancel`).expect(200)).body;
      expect(cancelled.status).toBe('cancelled');
      await call('post', `/api/imports/${queued.import_run_ndx}/cancel`).expect(409);
    } finally {
      await queue.start();
    }
  });

  describe('a run stopped half-way', () => {
    let bigFile: string;
    const startRun = async () => {
      const runNdx = await insertImportRunQuery(sqlOf(running.dataSource), {
        source: 'portal-csv', label: 'big.csv', createdBy: 'test', request: { kind: 'file', format: 'portal-csv' },
        uploadPath: null, bytesTotal: fs.statSync(bigFile).size, scheduleNdx: null,
      });
      return runNdx;
    };

    beforeAll(() => {
      // Enough rows to take a few seconds: the stop comes while the file is being staged.
      bigFile = path.join(dataDir, 'big.csv');
      const start = Date.parse('2021-01-01T00:00:00Z');
      const lines = [HEADER];
      for (let i = 0; i < 300_000; i++) lines.push(`FIX-1,Q,${new Date(start + i * 60_000).toISOString()},${i % 1000},ft3/s,,false,`);
      fs.writeFileSync(bigFile, `${lines.join('\n')}\n`);
    });

    it('rolls back a run whose database connection is cut, and says it failed', async () => {
      const before = await dataState();
      const runNdx = await startRun();
      let cut = false;
      const status = await running.app.get(ImportQueue).runner.run(runNdx, {
        file: bigFile,
        listener: () => {
          if (cut) return;
          cut = true;
          // Only this test database's sessions: another database's long transaction on the same server is not ours to cut.
          void query(`SELECT pg_terminate_backend(l.pid) FROM pg_locks l
                        WHERE l.locktype = 'advisory' AND l.granted AND l.pid <> pg_backend_pid()
                          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
        },
      });
      expect(cut).toBe(true);
      expect(status).toBe('failed');
      const run: ImportRun = (await call('get', `/api/imports/${runNdx}`).expect(200)).body;
      expect(run.status).toBe('failed');
      expect(run.message).toMatch(/^The database connection was lost while the import ran .*: nothing of the part being read was written\. Run it again\.$/);
      expect(await dataState()).toEqual(before);
    });

    it('rolls back a run cancelled while it runs, and shows its progress meanwhile', async () => {
      const before = await dataState();
      const runNdx = await startRun();
      let ticks = 0;
      let seen: ImportRun | undefined;
      let stored: { rows_done: number; bytes_done: string }[] = [];
      const status = await running.app.get(ImportQueue).runner.run(runNdx, {
        file: bigFile,
        listener: () => {
          // The second second: the first second's progress is in the run's row, written from another connection.
          if (++ticks !== 2) return;
          void query(`SELECT rows_done, bytes_done FROM import_runs WHERE import_run_ndx = $1`, [runNdx]).then(async (rows) => {
            stored = rows;
            seen = (await call('get', `/api/imports/${runNdx}`)).body;
            await call('post', `/api/imports/${runNdx}/cancel`).expect(200);
          });
        },
      });
      expect(status).toBe('cancelled');
      expect(seen?.status).toBe('running');
      expect(seen?.progress.rows_done).toBeGreaterThan(0);
      expect(seen?.progress.bytes_total).toBe(fs.statSync(bigFile).size);
      expect(stored[0].rows_done).toBeGreaterThan(0);
      expect(Number(stored[0].bytes_done)).toBeGreaterThan(0);
      expect(await dataState()).toEqual(before);
      const run: ImportRun = (await call('get', `/api/imports/${runNdx}`).expect(200)).body;
      expect(run).toMatchObject({ status: 'cancelled', counts: { inserted: 0 } });
    });

    it('marks a run left running by a backend that stopped as failed when the queue starts', async () => {
      const runNdx = await startRun();
      await query(`UPDATE import_runs SET status = 'running', heartbeat_at = now() - interval '1 hour' WHERE import_run_ndx = $1`, [runNdx]);
      const queue = running.app.get(ImportQueue);
      await queue.stop();
      await queue.start();
      const run: ImportRun = (await call('get', `/api/imports/${runNdx}`).expect(200)).body;
      expect(run.status).toBe('failed');
      expect(run.message).toContain('Run it again');
    });
  });

  it('edits schedules, off by default, naming a bad field', async () => {
    const created: ImportSchedule = (await call('post', '/api/imports/schedules', { source: 'usgs-daily', site: 'USGS-09239500', interval: 'daily', enabled: false }).expect(201)).body;
    expect(created).toEqual({
      import_schedule_ndx: expect.any(Number), source: 'usgs-daily', site: 'USGS-09239500', interval: 'daily', enabled: false,
      last_run_at: null, next_run_at: null, last_status: null,
    });
    expect((await call('post', '/api/imports/schedules', { source: 'usgs-daily', site: 'USGS-09239500', interval: 'daily', enabled: true }).expect(400)).body.fields[0].field).toBe('site');
    expect((await call('post', '/api/imports/schedules', { source: 'ftp', site: 'X', interval: 'daily', enabled: true }).expect(400)).body.fields[0].field).toBe('source');
    expect((await call('post', '/api/imports/schedules', { source: 'usgs-daily', site: 'X', interval: 'yearly', enabled: true }).expect(400)).body.fields[0].field).toBe('interval');
    const enabled: ImportSchedule = (await call('put', `/api/imports/schedules/${created.import_schedule_ndx}`, { ...created, import_schedule_ndx: undefined, last_run_at: undefined, next_run_at: undefined, last_status: undefined, enabled: true }).expect(200)).body;
    expect(enabled.enabled).toBe(true);
    expect(enabled.next_run_at).not.toBeNull();
    await call('delete', `/api/imports/schedules/${created.import_schedule_ndx}`).expect(204);
    await call('delete', `/api/imports/schedules/${created.import_schedule_ndx}`).expect(404);
  });
});
