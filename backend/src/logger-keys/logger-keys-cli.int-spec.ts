import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { runCli } from '../../test/cli';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { insertAll, locationSourceRow } from '../../test/rows';

// logger:create and logger:revoke while a backend serves the embedded database (which holds its data folder): the
// commands go through the backend's control channel, so a logger is added and revoked without stopping it.

describe('logger-key commands against a running embedded backend', () => {
  let dataDir: string;
  let running: RunningApp;
  let http: App;
  const cli = (...args: string[]) => runCli(args, { DATA_DIR: dataDir });
  const ingest = (key: string, at: string) =>
    request(http).post('/api/ingest/telemetry').set('authorization', `Bearer ${key}`)
      .send({ rows: [{ location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, collect_timestamp: at, value: 2.5 }] });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logger-cli-'));
    ({ running } = await startTestApp({ DATA_DIR: dataDir }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [locationSourceRow({ location: FIXTURE.location, source: FIXTURE.source })]);
  });

  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a key the running backend accepts at once, refuses a taken name, and revokes it', async () => {
    const created = await cli('logger:create', 'creek-logger', '--locations', String(FIXTURE.location));
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`Logger creek-logger created for ${FIXTURE.locationName} (${FIXTURE.location}).`);
    const key = /^lgr_\S{43}$/m.exec(created.stdout)?.[0] as string;
    expect((await ingest(key, '2026-11-20T08:00:00Z').expect(200)).body).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    const [audit] = await running.dataSource.query(`SELECT actor_sub, action, entity FROM admin_audit_log ORDER BY audit_ndx DESC LIMIT 1`);
    expect(audit).toEqual({ actor_sub: 'command-line', action: 'create', entity: 'logger_key' });

    const taken = await cli('logger:create', 'creek-logger');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('name creek-logger is taken by another logger');

    const unknownLocation = await cli('logger:create', 'elsewhere', '--locations', '987654');
    expect(unknownLocation.code).toBe(1);
    expect(unknownLocation.stderr).toContain('allowed_location_ndx must name locations with a data source');

    const revoked = await cli('logger:revoke', 'creek-logger');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked the key of logger creek-logger.');
    await ingest(key, '2026-11-20T08:15:00Z').expect(401);
    expect((await cli('logger:revoke', 'creek-logger')).code).toBe(1);
  });
});
