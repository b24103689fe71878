import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { startTestApp } from '../../test/app';
import { IngestService } from './ingest.service';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { runLoggerCommand } from '../logger-keys/logger-keys-cli';
import { localLoggerKeyActions } from '../logger-keys/logger-keys.commands';
import { LoggerKeysService } from '../logger-keys/logger-keys.service';
import { insertAll, locationSourceRow } from '../../test/rows';

// The telemetry ingest endpoint on a real PostgreSQL database, with keys made by the logger:create command.

const OTHER_LOCATION = 9002;

describe('ingest telemetry', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let anyKey: string;
  let limitedKey: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const post = (body: unknown, key = anyKey) => request(http).post('/api/ingest/telemetry').set('authorization', `Bearer ${key}`).send(body as object);
  const stored = () =>
    query(`SELECT location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx
             FROM results ORDER BY location_ndx, collect_timestamp`) as Promise<Record<string, unknown>[]>;

  /** Runs the CLI command against the test database; what it printed. */
  async function cli(command: 'logger:create' | 'logger:revoke', args: string[]): Promise<{ code: number; out: string[] }> {
    const out: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
    const error = jest.spyOn(console, 'error').mockImplementation((m: string) => void out.push(m));
    try {
      const code = await runLoggerCommand(command, args, (fn) => fn(localLoggerKeyActions(running.app.get(LoggerKeysService))));
      return { code, out };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }
  const keyIn = (out: string[]) => out.find((line) => line.startsWith('lgr_')) as string;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_ingest');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES ($1, 'FIX-2', 'Fixture Two', 901)`,
      [OTHER_LOCATION],
    );
    await insertAll(running.dataSource, [
      locationSourceRow({ location: FIXTURE.location, source: FIXTURE.source }), locationSourceRow({ location: OTHER_LOCATION, source: FIXTURE.source }),
    ]);
    anyKey = keyIn((await cli('logger:create', ['any-site'])).out);
    limitedKey = keyIn((await cli('logger:create', ['creek-only', '--locations', String(FIXTURE.location)])).out);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  const row = (at: string, value: number, location: number = FIXTURE.location) =>
    ({ location_ndx: location, parameter_ndx: FIXTURE.parameter, collect_timestamp: at, value });

  it('stores a batch as telemetry under the location data source and in the parameter unit, and a re-send changes nothing', async () => {
    const batch = { rows: [row('2026-11-20T08:00:00-07:00', 12.5), row('2026-11-20T08:15:00-07:00', 13), row('2026-11-20T15:00:00Z', 1, OTHER_LOCATION)] };
    expect((await post(batch).expect(200)).body).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(await stored()).toEqual([
      { location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, collect_timestamp: new Date('2026-11-20T15:00:00Z'), data_source_ndx: FIXTURE.source, result_kind: 'telemetry', value: 12.5, unit_ndx: FIXTURE.unit },
      { location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter, collect_timestamp: new Date('2026-11-20T15:15:00Z'), data_source_ndx: FIXTURE.source, result_kind: 'telemetry', value: 13, unit_ndx: FIXTURE.unit },
      { location_ndx: OTHER_LOCATION, parameter_ndx: FIXTURE.parameter, collect_timestamp: new Date('2026-11-20T15:00:00Z'), data_source_ndx: FIXTURE.source, result_kind: 'telemetry', value: 1, unit_ndx: FIXTURE.unit },
    ]);
    const before = await stored();
    expect((await post(batch).expect(200)).body).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await stored()).toEqual(before);

    // The same instant written in another offset is the same reading; a new value corrects the stored one.
    expect((await post({ rows: [row('2026-11-20T15:15:00Z', 14)] }).expect(200)).body).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect((await stored())[1].value).toBe(14);
  });

  it('refuses a batch with bad rows whole, naming each bad row and field, and writes nothing', async () => {
    const before = await stored();
    const res = await post({
      rows: [
        row('2026-11-21T08:00:00-07:00', 1),
        { ...row('2026-11-21T08:00:00-07:00', 1), location_ndx: 987654 },
        { ...row('2026-11-21T08:15:00-07:00', 1), parameter_ndx: 987654 },
        row('2026-02-30T08:00:00-07:00', 1),
        row('2026-11-21T08:00:00-07:00', 2),
        row('2026-11-21T08:30:00', 1),
        { ...row('2026-11-21T08:45:00-07:00', 1), value: 'NaN' },
      ],
    }).expect(400);
    const fields = (res.body as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
    expect(fields).toEqual([
      'rows.1.location_ndx', 'rows.2.parameter_ndx', 'rows.3.collect_timestamp', 'rows.4.collect_timestamp',
      'rows.5.collect_timestamp', 'rows.6.value',
    ].sort());
    expect(await stored()).toEqual(before);
  });

  it('refuses the database-checked rows whole when the format is right', async () => {
    const before = await stored();
    const res = await post({ rows: [row('2026-11-22T08:00:00-07:00', 1), { ...row('2026-11-22T08:00:00-07:00', 1), location_ndx: 987654 }] }).expect(400);
    expect(res.body.fields).toEqual([{ field: 'rows.1.location_ndx', problems: ['no location has this location_ndx'] }]);
    expect(await stored()).toEqual(before);
  });

  it('keeps a logger to its locations', async () => {
    const res = await post({ rows: [row('2026-11-22T09:00:00-07:00', 1), row('2026-11-22T09:00:00-07:00', 1, OTHER_LOCATION)] }, limitedKey).expect(400);
    expect(res.body.fields).toEqual([{ field: 'rows.1.location_ndx', problems: ['this logger may not write readings for this location'] }]);
    expect((await post({ rows: [row('2026-11-22T09:00:00-07:00', 1)] }, limitedKey).expect(200)).body).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
  });

  it('refuses a value or an instant the database cannot hold with a 400 naming the row and field, writing nothing', async () => {
    const before = await stored();
    const res = await post({
      rows: [
        row('2026-11-24T08:00:00-07:00', 1),
        row('2026-11-24T08:15:00-07:00', 1e154),
        row('2026-11-24T08:30:00-07:00', -3e200),
        row('0000-01-01T00:00:00Z', 1),
        row('0001-01-01T00:00:00+01:00', 1),
        row('0001-06-01T00:00:00Z', 1),
      ],
    }).expect(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([
      'rows.1.value', 'rows.2.value', 'rows.3.collect_timestamp', 'rows.4.collect_timestamp', 'rows.5.collect_timestamp',
    ]);
    expect(res.body.message).toMatch(/^rows\.1\.value: /);
    expect(await stored()).toEqual(before);
  });

  it('refuses readings before the earliest date (1900-01-01 unless configured), naming the row', async () => {
    const before = await stored();
    const res = await post({ rows: [row('1900-01-01T00:00:00Z', 1), row('1899-12-31T23:59:00Z', 1)] }).expect(400);
    expect(res.body.fields).toEqual([{ field: 'rows.1.collect_timestamp', problems: ['is before 1900-01-01, the earliest date this portal accepts'] }]);
    expect(await stored()).toEqual(before);

    const { running: configured } = await startTestApp({ DATABASE_URL: db.url, INGEST_EARLIEST_DATE: '2020-01-01' });
    try {
      const late = await request(configured.app.getHttpServer()).post('/api/ingest/telemetry').set('authorization', `Bearer ${anyKey}`)
        .send({ rows: [row('2019-12-31T23:59:59Z', 1), row('2019-12-31T17:00:00-07:00', 1)] }).expect(400);
      expect(late.body.fields).toEqual([{ field: 'rows.0.collect_timestamp', problems: ['is before 2020-01-01, the earliest date this portal accepts'] }]);
    } finally {
      await configured.close();
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a value outside its parameter\'s plausible range, naming the row, and accepts the bounds', async () => {
    await query(`UPDATE parameters SET plausible_min = 0, plausible_max = 500 WHERE parameter_ndx = $1`, [FIXTURE.parameter]);
    try {
      const before = await stored();
      const res = await post({ rows: [row('2026-11-25T08:00:00-07:00', 0), row('2026-11-25T08:15:00-07:00', -0.5), row('2026-11-25T08:30:00-07:00', 500.01)] }).expect(400);
      expect(res.body.fields).toEqual([
        { field: 'rows.1.value', problems: ['is outside the plausible range of Fixture Discharge (0 to 500)'] },
        { field: 'rows.2.value', problems: ['is outside the plausible range of Fixture Discharge (0 to 500)'] },
      ]);
      expect(await stored()).toEqual(before);
      expect((await post({ rows: [row('2026-11-25T08:00:00-07:00', 0), row('2026-11-25T08:15:00-07:00', 500)] }).expect(200)).body.inserted).toBe(2);
      // One bound alone is a range too.
      await query(`UPDATE parameters SET plausible_min = NULL, plausible_max = 10 WHERE parameter_ndx = $1`, [FIXTURE.parameter]);
      expect((await post({ rows: [row('2026-11-25T09:00:00-07:00', -1e9), row('2026-11-25T09:15:00-07:00', 11)] }).expect(400)).body.fields)
        .toEqual([{ field: 'rows.1.value', problems: ['is outside the plausible range of Fixture Discharge (at most 10)'] }]);
    } finally {
      await query(`UPDATE parameters SET plausible_min = NULL, plausible_max = NULL WHERE parameter_ndx = $1`, [FIXTURE.parameter]);
    }
    await expect(query(`UPDATE parameters SET plausible_min = 5, plausible_max = 1 WHERE parameter_ndx = $1`, [FIXTURE.parameter])).rejects.toThrow();
  });

  it('writes 10 concurrent batches of the same readings, half in reverse order, without a deadlock', async () => {
    const readings = [FIXTURE.location, OTHER_LOCATION].flatMap((location, s) =>
      Array.from({ length: 200 }, (_, i) => row(new Date(Date.UTC(2026, 10, 1) + i * 15 * 60_000).toISOString(), i + s, location)));
    expect(readings).toHaveLength(400);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, b) => post({ rows: b % 2 ? [...readings].reverse() : readings })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, a) => sum + a.body.inserted, 0)).toBe(400);
    const [{ n }] = await query(`SELECT count(*)::int AS n FROM results WHERE collect_timestamp >= '2026-11-01' AND collect_timestamp < '2026-11-04'`);
    expect(n).toBe(400);
  });

  it('answers 401 before reading the body, also when the body is malformed or too large', async () => {
    const send = (key?: string) => {
      const r = request(http).post('/api/ingest/telemetry').set('content-type', 'application/json');
      return key ? r.set('authorization', `Bearer ${key}`) : r;
    };
    const noKey = await send().send('{"rows": [ {"location_ndx": 1,').expect(401);
    expect(noKey.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'A valid data-logger key is required (Authorization: Bearer <key>).' });
    await send(`lgr_${'y'.repeat(43)}`).send('not json at all').expect(401);
    await send().send(`{"rows": "${'x'.repeat(2_000_000)}"}`).expect(401);
    // With a key, the same malformed body is the caller's 400.
    expect((await send(anyKey).send('{"rows": [').expect(400)).body.fields[0].field).toBe('body');
  });

  it('counts refused callers against the rate limits like any other, and looks up no key beyond them', async () => {
    const { running: limited } = await startTestApp({ DATABASE_URL: db.url, RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    // The key lookup is a database query: a flood past the limits must not cost one per request.
    const lookups = jest.spyOn(limited.app.get(IngestService), 'authenticate');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await request(limited.app.getHttpServer()).post('/api/ingest/telemetry').set('authorization', `Bearer lgr_${'z'.repeat(43)}`)
          .set('content-type', 'application/json').send('{"rows": [');
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      // The fourth request is the one that ran out the budget (the guard counts it after the lookup); none after it.
      expect(lookups).toHaveBeenCalledTimes(4);
    } finally {
      await limited.close();
    }
  });

  it('answers 401 without a valid key, before reading the batch, and once a key is revoked', async () => {
    const before = await stored();
    const batch = { rows: [row('2026-11-23T08:00:00-07:00', 1)] };
    await request(http).post('/api/ingest/telemetry').send(batch).expect(401);
    await request(http).post('/api/ingest/telemetry').send({ rows: 'not rows' }).expect(401);
    await post(batch, `lgr_${'x'.repeat(43)}`).expect(401);
    await post(batch, 'not-a-logger-key').expect(401);

    const { code, out } = await cli('logger:create', ['doomed']);
    expect(code).toBe(0);
    const doomed = keyIn(out);
    expect((await query(`SELECT key_hash FROM logger_credentials WHERE name = 'doomed'`))[0].key_hash).not.toContain(doomed);
    expect((await cli('logger:create', ['doomed'])).code).toBe(1);
    expect((await cli('logger:revoke', ['doomed'])).code).toBe(0);
    await post(batch, doomed).expect(401);
    expect(await stored()).toEqual(before);
  });
});
