import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { ImportRun } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { runCli } from '../../test/cli';
import { createMigratedDatabase, type ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { ImportQueue } from './imports.queue';
import { sendJson, startServer } from './sources/test-server';

// `npm run import` as a user runs it: its own process on a PostgreSQL database, the progress on stderr, the report
// on stdout, and an exit code a script can act on; on an embedded database a running backend holds, a clear refusal.

const HEADER = 'location_code,parameter_code,timestamp,value,unit';

describe('the import command', () => {
  let db: ScratchDatabase;
  let dataSource: DataSource;
  let dir: string;
  const cli = (...args: string[]) => runCli(['import', ...args], { DATABASE_URL: db.url, DATA_DIR: dir });
  const file = (name: string, lines: string[]) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, `${lines.join('\n')}\n`);
    return f;
  };

  beforeAll(async () => {
    ({ db, dataSource } = await createMigratedDatabase('portal_import_cli'));
    await insertFixtureWorld(dataSource);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-cli-'));
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads a file, detecting its format, with progress on stderr and the report on stdout', async () => {
    const f = file('district.csv', [HEADER, `FIX-1,${FIXTURE.parameterName},2026-05-01T00:00:00-06:00,12.5,cfs`, `FIX-1,${FIXTURE.parameterName},2026-05-02T00:00:00-06:00,13,cfs`]);
    const run = await cli(f);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Import run \d+ \(portal-csv, district\.csv\): succeeded/);
    expect(run.stdout).toContain('read 2, inserted 2, updated 0, unchanged 0, rejected 0');
    expect(run.stderr).toMatch(/2 rows/);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM results WHERE location_ndx = $1`, [FIXTURE.location])).toEqual([{ n: 2 }]);
    const [recorded] = await dataSource.query(`SELECT created_by, status FROM import_runs ORDER BY import_run_ndx DESC LIMIT 1`);
    expect(recorded).toEqual({ created_by: 'cli', status: 'succeeded' });

    const again = await cli(f, '--format', 'portal-csv');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('read 2, inserted 0, updated 0, unchanged 2, rejected 0');
  });

  it('exits 1 naming the refused rows, and writes nothing of the file', async () => {
    const f = file('bad.csv', [HEADER, `FIX-1,${FIXTURE.parameterName},2026-06-01T00:00:00-06:00,1,cfs`, `FIX-1,${FIXTURE.parameterName},2026-06-02T00:00:00,2,cfs`]);
    const run = await cli(f);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(': rejected');
    expect(run.stdout).toMatch(/line 3, timestamp: /);
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM results WHERE collect_timestamp >= '2026-06-01'`)).toEqual([{ n: 0 }]);
  });

  it('loads a file from an http address, and sites of an online service', async () => {
    await dataSource.query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (9002, '09239500', 'Yampa', 901)`);
    await dataSource.query(`INSERT INTO import_mappings (family, source_code, source_unit, qualifier, parameter_ndx) VALUES ('usgs', '00060', 'ft^3/s', '00003', $1)`, [FIXTURE.parameter]);
    const server = await startServer((req, res) => {
      if (req.url.pathname === '/files/late.csv') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        return res.end(`${HEADER}\nFIX-1,${FIXTURE.parameterName},2026-07-01T00:00:00-06:00,9,cfs\n`);
      }
      if (req.url.pathname.endsWith('/collections/daily/items')) {
        return sendJson(res, 200, {
          type: 'FeatureCollection', links: [], numberReturned: 1,
          features: [{ type: 'Feature', id: 'd1', properties: {
            monitoring_location_id: 'USGS-09239500', parameter_code: '00060', statistic_id: '00003', time: req.url.searchParams.get('time')?.slice(0, 10),
            value: '400', unit_of_measure: 'ft^3/s', approval_status: 'Provisional', qualifier: null, last_modified: '2026-07-02T00:00:00Z',
          } }],
        });
      }
      sendJson(res, 404, { code: 'NotFound' });
    });
    try {
      const fromUrl = await cli(`${server.base}/files/late.csv`);
      expect(fromUrl.code).toBe(0);
      expect(fromUrl.stdout).toContain('read 1, inserted 1');
      const online = await runCli(['import', 'usgs-daily:USGS-09239500', '--start', '2026-07-01', '--end', '2026-07-01'],
        { DATABASE_URL: db.url, DATA_DIR: dir, USGS_WATERDATA_URL: `${server.base}/ogcapi/v0` });
      expect(online.code).toBe(0);
      expect(online.stdout).toMatch(/\(usgs-daily, USGS-09239500\): succeeded/);
      expect(await dataSource.query(`SELECT value FROM results WHERE location_ndx = 9002`)).toEqual([{ value: 400 }]);
    } finally {
      await server.close();
    }
  });

  it('exits 1 when the file cannot be read, and 2 for a usage mistake', async () => {
    const wrong = await cli(file('wrong.csv', ['a,b,c', '1,2,3']), '--format', 'portal-csv');
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain(': failed');
    expect((await cli(path.join(dir, 'missing.csv'))).code).toBe(2);
    expect((await cli(file('odd.txt', ['hello']))).stderr).toContain('cannot tell the format');
    expect((await cli(file('x.csv', [HEADER]), '--format', 'excel')).code).toBe(2);
  });
});

describe('imports on the embedded database', () => {
  it('loads an upload on the backend\'s queue, and the command refuses while the backend holds the folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-embedded-'));
    const { running, base } = await startTestAppWithSignIn({ DATA_DIR: dataDir });
    try {
      await insertFixtureWorld(running.dataSource);
      await running.app.get(ImportQueue).start();
      const text = `${HEADER}\nFIX-1,${FIXTURE.parameterName},2026-05-01T00:00:00Z,1,cfs\n`;
      const admin = await demoAccessToken(base, 'admin');
      const http = running.app.getHttpServer();
      const queued: ImportRun = (await request(http).post('/api/imports/upload?format=portal-csv&file_name=a.csv')
        .set('authorization', `Bearer ${admin}`).set('content-type', 'application/octet-stream').send(Buffer.from(text)).expect(201)).body;
      let run = queued;
      for (let i = 0; i < 600 && (run.status === 'queued' || run.status === 'running'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        run = (await request(http).get(`/api/imports/${queued.import_run_ndx}`).set('authorization', `Bearer ${admin}`).expect(200)).body;
      }
      expect(run).toMatchObject({ status: 'succeeded', counts: { read: 1, inserted: 1 } });

      const f = path.join(dataDir, 'a.csv');
      fs.writeFileSync(f, text);
      const cliRun = await runCli(['import', f], { DATA_DIR: dataDir });
      expect(cliRun.code).toBe(1);
      expect(cliRun.stderr).toContain('is running on the embedded database');
      expect(cliRun.stderr).toContain('Data Imports');
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
