import request from 'supertest';
import type { App } from 'supertest/types';
import type { CreatedLoggerKey, LoggerKeyRow } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { bearerCaller, expectRefused as expectRefusedBy, lastAuditRecord } from '../../test/admin-calls';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { insertAll, locationSourceRow } from '../../test/rows';

// System Management's data-logger keys on a real PostgreSQL database, signed in through the embedded provider: a
// key is shown once, used by the ingest, listed with its last use, revoked; every write audited, every refusal
// writes nothing.

const ADMIN = { sub: 'demo-admin', name: 'Avery Admin (demo)' };
const NO_SOURCE_LOCATION = 9003;

describe('logger keys API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let admin: string;
  let stakeholder: string;
  let developer: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const call = bearerCaller(() => http, () => admin);
  const expectRefused = (send: () => request.Test, status: number, fields: string[] = []) =>
    expectRefusedBy(() => running.dataSource, send, status, fields);
  const ingest = (key: string, at: string) =>
    request(http).post('/api/ingest/telemetry').set('authorization', `Bearer ${key}`)
      .send({ rows: [{ location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, collect_timestamp: at, value: 1 }] });
  const list = async (): Promise<LoggerKeyRow[]> => (await call('get', '/api/logger-keys').expect(200)).body;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_logger_keys');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [admin, stakeholder, developer] = await Promise.all((['admin', 'stakeholder', 'developer'] as const).map((account) => demoAccessToken(base, account)));
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [locationSourceRow({ location: FIXTURE.location, source: FIXTURE.source })]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES ($1, 'NO-SOURCE', 'No Source Spring', 901)`, [NO_SOURCE_LOCATION]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('offers the locations that have a data source', async () => {
    expect((await call('get', '/api/logger-keys/locations').expect(200)).body).toEqual([{ value: FIXTURE.location, display: FIXTURE.locationName }]);
  });

  it('creates a key shown once, keeps only its digest, and audits the creation without the key', async () => {
    const created: CreatedLoggerKey = (await call('post', '/api/logger-keys', { name: 'creek-logger', allowed_location_ndx: [FIXTURE.location] }).expect(201)).body;
    expect(created).toEqual({
      logger_ndx: expect.any(Number), name: 'creek-logger', allowed_locations: [{ value: FIXTURE.location, display: FIXTURE.locationName }],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), last_used_at: null, revoked_at: null,
      key: expect.stringMatching(/^lgr_[A-Za-z0-9_-]{43}$/),
    });
    const { key, ...row } = created;
    expect(await list()).toEqual([row]);
    expect(JSON.stringify(await query(`SELECT * FROM logger_credentials`))).not.toContain(key.slice(4));
    const audit = await lastAuditRecord(running.dataSource);
    expect(audit).toEqual({ actor_sub: ADMIN.sub, actor_name: ADMIN.name, action: 'create', entity: 'logger_key', entity_key: String(row.logger_ndx), before: null, after: row });
    expect(JSON.stringify(audit)).not.toContain(key.slice(4));

    // Any location: an empty list.
    const anywhere: CreatedLoggerKey = (await call('post', '/api/logger-keys', { name: 'any-site', allowed_location_ndx: [] }).expect(201)).body;
    expect(anywhere.allowed_locations).toBeNull();
    expect(anywhere.key).not.toBe(key);
  });

  it('lists a key\'s last use once the ingest has used it', async () => {
    const { key, logger_ndx }: CreatedLoggerKey = (await call('post', '/api/logger-keys', { name: 'used-logger', allowed_location_ndx: [] }).expect(201)).body;
    expect((await list()).find((k) => k.logger_ndx === logger_ndx)?.last_used_at).toBeNull();
    const before = Date.now() - 1000;
    await ingest(key, '2026-11-20T08:00:00Z').expect(200);
    const lastUse = (await list()).find((k) => k.logger_ndx === logger_ndx)?.last_used_at as string;
    expect(new Date(lastUse).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it('revokes a key: the ingest answers 401 to it from then on, the logger stays listed, and the revocation is audited', async () => {
    const { key, ...created }: CreatedLoggerKey = (await call('post', '/api/logger-keys', { name: 'doomed', allowed_location_ndx: [] }).expect(201)).body;
    await ingest(key, '2026-11-21T08:00:00Z').expect(200);
    const revoked: LoggerKeyRow = (await call('post', `/api/logger-keys/${created.logger_ndx}/revoke`).expect(200)).body;
    expect(revoked.revoked_at).toMatch(/Z$/);
    await ingest(key, '2026-11-21T08:15:00Z').expect(401);
    expect((await list()).at(-1)).toEqual(revoked);
    expect(await lastAuditRecord(running.dataSource)).toMatchObject({
      actor_sub: ADMIN.sub, action: 'update', entity: 'logger_key', entity_key: String(created.logger_ndx),
      before: { ...created, last_used_at: expect.any(String) }, after: revoked,
    });
    await expectRefused(() => call('post', `/api/logger-keys/${created.logger_ndx}/revoke`), 409);
    await expectRefused(() => call('post', '/api/logger-keys/987654/revoke'), 404);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const post = (body: object) => () => call('post', '/api/logger-keys', body);
    await expectRefused(post({ name: 'bad name!', allowed_location_ndx: [] }), 400, ['name']);
    await expectRefused(post({ name: '', allowed_location_ndx: [] }), 400, ['name']);
    await expectRefused(post({ allowed_location_ndx: [] }), 400, ['name']);
    await expectRefused(post({ name: 'x'.repeat(65), allowed_location_ndx: [] }), 400, ['name']);
    await expectRefused(post({ name: 'creek-logger', allowed_location_ndx: [] }), 400, ['name']);
    await expectRefused(post({ name: 'new-one' }), 400, ['allowed_location_ndx']);
    await expectRefused(post({ name: 'new-one', allowed_location_ndx: [0] }), 400, ['allowed_location_ndx']);
    await expectRefused(post({ name: 'new-one', allowed_location_ndx: [FIXTURE.location, FIXTURE.location] }), 400, ['allowed_location_ndx']);
    const unknown = await expectRefused(post({ name: 'new-one', allowed_location_ndx: [987654, NO_SOURCE_LOCATION] }), 400, ['allowed_location_ndx']);
    expect(unknown.body.message).toContain(`(not ${NO_SOURCE_LOCATION}, 987654)`);
    await expectRefused(post({ name: 'new-one', allowed_location_ndx: [], key: 'lgr_mine' }), 400, ['key']);
    await expectRefused(() => call('post', '/api/logger-keys/abc/revoke'), 400, ['logger_ndx']);
  });

  it('is for Administrators only: 401 without a token, 403 for other signed-in users, Developers included', async () => {
    const [first] = await list();
    const calls: [string, string, object?][] = [
      ['get', '/api/logger-keys'], ['get', '/api/logger-keys/locations'],
      ['post', '/api/logger-keys', { name: 'sneaky', allowed_location_ndx: [] }], ['post', `/api/logger-keys/${first.logger_ndx}/revoke`],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = request(http)[method as 'get' | 'post'](path);
      await expectRefused(() => (body ? anonymous.send(body) : anonymous), 401);
      for (const other of [stakeholder, developer]) await expectRefused(() => call(method as 'get' | 'post', path, body, other), 403);
    }
    expect((await list())[0]).toEqual(first);
  });
});
