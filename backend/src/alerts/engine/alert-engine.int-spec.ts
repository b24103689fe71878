import { type ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { RunningApp } from '../../bootstrap';
import { projectRoot } from '../../config/config';
import { freePort, GENEROUS_RATE_LIMITS, startTestApp } from '../../../test/app';
import { fromSource } from '../../../test/cli';
import { createScratchDatabase, ScratchDatabase } from '../../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../../test/fixtures';
import { TestSmtpServer } from '../../../test/smtp';
import { AlertEngine } from './alert-engine.service';
import { insertAll, insertRows, parameterRow } from '../../../test/rows';

// The alert engine against a real PostgreSQL server and a real SMTP server: each condition fires once, the quiet
// period holds, a refused message is retried until accepted (once), two engines on one database send once, a
// backend killed in the middle of a send neither loses nor repeats the message, and acknowledging stops repeats.

const HOUR = 3_600_000;
const ENGINE_ENV = {
  ALERTS_ENGINE: 'true',
  ALERT_DELIVERY_RETRY_SECONDS: '1',
  ALERT_DELIVERY_TIMEOUT_SECONDS: '2',
  ALERT_DELIVERY_MAX_ATTEMPTS: '4',
};

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('alert engine', () => {
  let db: ScratchDatabase;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let engine: AlertEngine;
  let second: RunningApp | undefined;
  let child: ChildProcess | undefined;
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => running.dataSource.query(sql, params) as Promise<T[]>;

  /** A contact of its own for each test, so messages are counted per test. */
  async function contact(address: string, sms = false): Promise<number> {
    const [row] = await query<{ contact_ndx: number }>(
      `INSERT INTO contacts (contact_name, contact_address, contact_org, send_sms) VALUES ($1, $1, 'Test', $2) RETURNING contact_ndx`,
      [address, sms],
    );
    return row.contact_ndx;
  }

  async function alert(type: 1 | 2 | 3, trigger: number, resetHours: number, contactNdx: number, parameter: number = FIXTURE.parameter): Promise<number> {
    const [row] = await query<{ alert_request_ndx: number }>(
      `INSERT INTO alert_requests (enabled, alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours)
       VALUES (true, $1, $2, $3, $4, $5) RETURNING alert_request_ndx`,
      [type, FIXTURE.location, parameter, trigger, resetHours],
    );
    await query(
      `INSERT INTO alert_request_recipients (alert_request_ndx, merged_address_ndx)
       SELECT $1, merged_address_ndx FROM merged_addresses WHERE contact_ndx = $2`,
      [row.alert_request_ndx, contactNdx],
    );
    return row.alert_request_ndx;
  }

  /** A parameter of its own, so one test's readings do not trip another test's alerts. */
  let nextParameter = 9100;
  async function series(): Promise<number> {
    nextParameter += 1;
    await insertAll(running.dataSource, [
      parameterRow({ ndx: nextParameter, name: `Test ${nextParameter}`, abbrev: 'T', displayName: 'Test Temperature', unit: FIXTURE.unit }),
    ]);
    return nextParameter;
  }

  async function reading(parameter: number, at: Date, value: number): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       VALUES ($1, $2, $3, $4, 'telemetry', $5, $6)`,
      [FIXTURE.location, parameter, at, FIXTURE.source, value, FIXTURE.unit],
    );
  }

  const deliveries = (alertNdx: number) =>
    query<{ status: string; attempts: number; channel: string }>(
      `SELECT d.status, d.channel, (SELECT count(*)::int FROM alert_delivery_attempts a WHERE a.delivery_id = d.delivery_id) AS attempts
         FROM alert_deliveries d WHERE d.alert_request_ndx = $1 ORDER BY d.created_at`,
      [alertNdx],
    );
  const events = (alertNdx: number) =>
    query<{ event_kind: string }>(`SELECT event_kind FROM alert_events WHERE alert_request_ndx = $1 ORDER BY alert_event_ndx`, [alertNdx]);
  const settled = (alertNdx: number, count: number) =>
    waitFor(async () => {
      const rows = await deliveries(alertNdx);
      return rows.length === count && rows.every((r) => r.status !== 'pending') ? rows : undefined;
    });

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    db = await createScratchDatabase('portal_alert_engine');
    ({ running } = await startTestApp({ DATABASE_URL: db.url, SMTP_URL: smtp.url, ...ENGINE_ENV }));
    engine = running.app.get(AlertEngine);
    await insertFixtureWorld(running.dataSource);
  }, 60_000);

  // evaluateAll counts every enabled alert: an earlier test's alert, moved back to normal by a real-time evaluation
  // in between (the every-minute schedule keeps running), would fire again at the next test's simulated hour.
  beforeEach(() => query(`UPDATE alert_requests SET enabled = false`));

  afterAll(async () => {
    child?.kill('SIGKILL');
    await second?.close();
    await running?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('fires an above alert once, by e-mail, as soon as the reading is written, and stays quiet for its reset hours', async () => {
    const parameter = await series();
    const to = 'above@example.org';
    const ndx = await alert(1, 60, 6, await contact(to), parameter);
    const now = new Date();
    await reading(parameter, new Date(now.getTime() - 60_000), 61.5);
    // Written by plain SQL: the results trigger's NOTIFY reaches the engine, which evaluates the series at once.
    const [mail] = await waitFor(() => (smtp.to(to).length ? smtp.to(to) : undefined));
    expect(mail.subject).toBe('Fixture Creek at Test Bridge: Test Temperature 61.5 CFS is above 60 CFS');
    expect(mail.text).toContain(`Alert #${ndx} (Value Above Trigger) fired at`);
    // The every-minute evaluation and later ones inside the quiet period send nothing more.
    expect(await engine.evaluateAll(now)).toBe(0);
    expect(await engine.evaluateAll(new Date(now.getTime() + 5.9 * HOUR))).toBe(0);
    // After the reset hours, still above: one repeat.
    expect(await engine.evaluateAll(new Date(now.getTime() + 6.1 * HOUR))).toBe(1);
    await settled(ndx, 2);
    expect(smtp.to(to).map((m) => m.subject)).toEqual([mail.subject, `Still active: ${mail.subject}`]);
    expect((await events(ndx)).map((e) => e.event_kind)).toEqual(['fired', 'repeat']);
  });

  it('fires a below alert and a stale alert once each', async () => {
    const parameter = await series();
    const below = await alert(3, 8, 0, await contact('below@example.org'), parameter);
    const stale = await alert(2, 2, 0, await contact('stale@example.org'), parameter);
    const now = new Date();
    await reading(parameter, new Date(now.getTime() - 60_000), 7.5);
    await waitFor(() => (smtp.to('below@example.org').length ? true : undefined));
    // Evaluated again and again: still one message each (reset hours 0: no repeats while it holds).
    for (const at of [now, new Date(now.getTime() + HOUR), new Date(now.getTime() + 50 * HOUR)]) await engine.evaluateAll(at);
    await settled(below, 1);
    await settled(stale, 1);
    expect(smtp.to('below@example.org')).toHaveLength(1);
    expect(smtp.to('stale@example.org')).toHaveLength(1);
    expect(smtp.to('stale@example.org')[0].subject).toBe('Fixture Creek at Test Bridge: no Test Temperature value for over 2 hours');
  });

  it('retries a message the mail server refused, and it arrives exactly once', async () => {
    const parameter = await series();
    const to = 'retry@example.org';
    const ndx = await alert(1, 10, 0, await contact(to), parameter);
    smtp.refuseNext(2);
    await reading(parameter, new Date(Date.now() - 60_000), 11);
    const [delivery] = await settled(ndx, 1);
    expect(delivery).toEqual({ status: 'sent', channel: 'email', attempts: 3 });
    expect(smtp.to(to)).toHaveLength(1);
    const attempts = await query<{ outcome: string; detail: string }>(
      `SELECT outcome, detail FROM alert_delivery_attempts a JOIN alert_deliveries d USING (delivery_id)
        WHERE d.alert_request_ndx = $1 ORDER BY attempt_ndx`,
      [ndx],
    );
    expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'failed', 'sent']);
    expect(attempts[0].detail).toContain('Try again later');
  });

  it('gives up after the configured number of tries and says so in the history', async () => {
    const parameter = await series();
    const ndx = await alert(1, 10, 0, await contact('never@example.org'), parameter);
    smtp.refuseNext(100);
    try {
      await reading(parameter, new Date(Date.now() - 60_000), 11);
      const [delivery] = await waitFor(async () => {
        const rows = await deliveries(ndx);
        return rows[0]?.status === 'failed' ? rows : undefined;
      }, 40_000);
      expect(delivery.attempts).toBe(4);
    } finally {
      smtp.refuseNext(0);
    }
    expect(smtp.to('never@example.org')).toHaveLength(0);
  }, 60_000);

  it('stops repeating once acknowledged, until the condition clears and returns', async () => {
    const parameter = await series();
    const to = 'ack@example.org';
    const ndx = await alert(1, 50, 1, await contact(to), parameter);
    const now = new Date();
    await reading(parameter, new Date(now.getTime() - 60_000), 55);
    await waitFor(() => (smtp.to(to).length ? true : undefined));
    await query(`UPDATE alert_requests SET state = 'acknowledged', acknowledged_by = 'Test', acknowledged_at = now(), acknowledge_comment = 'On it' WHERE alert_request_ndx = $1`, [ndx]);
    expect(await engine.evaluateAll(new Date(now.getTime() + 5 * HOUR))).toBe(0);
    await reading(parameter, new Date(now.getTime() + 5 * HOUR), 40);
    await engine.evaluateAll(new Date(now.getTime() + 5 * HOUR + 60_000));
    expect((await query<{ state: string }>(`SELECT state FROM alert_requests WHERE alert_request_ndx = $1`, [ndx]))[0].state).toBe('normal');
    await reading(parameter, new Date(now.getTime() + 6 * HOUR), 70);
    await engine.evaluateAll(new Date(now.getTime() + 6 * HOUR + 60_000));
    await settled(ndx, 2);
    expect(smtp.to(to)).toHaveLength(2);
  });

  it('sends once per recipient when two backends evaluate the same alert at once', async () => {
    ({ running: second } = await startTestApp({ DATABASE_URL: db.url, SMTP_URL: smtp.url, ...ENGINE_ENV }));
    const other = second.app.get(AlertEngine);
    const parameter = await series();
    const group = (await query<{ group_ndx: number }>(`INSERT INTO contact_groups (group_desc) VALUES ('Operators') RETURNING group_ndx`))[0].group_ndx;
    const people = ['op1@example.org', 'op2@example.org', 'op3@example.org'];
    for (const person of people) await insertRows(running.dataSource, 'assoc_contacts_groups', [{ group_ndx: group, contact_ndx: await contact(person) }]);
    const ndx = await alert(1, 5, 2, await contact('lead@example.org'), parameter);
    await query(
      `INSERT INTO alert_request_recipients (alert_request_ndx, merged_address_ndx)
       SELECT $1, merged_address_ndx FROM merged_addresses WHERE group_ndx = $2`,
      [ndx, group],
    );
    const now = new Date();
    // Both engines hear the write (NOTIFY) and evaluate at once; then both evaluate everything at once, twice.
    await reading(parameter, new Date(now.getTime() - 60_000), 6);
    await Promise.all([engine.evaluateAll(now), other.evaluateAll(now), engine.evaluateAll(now), other.evaluateAll(now)]);
    await settled(ndx, 4);
    await sleep(1500);
    for (const person of [...people, 'lead@example.org']) expect(smtp.to(person)).toHaveLength(1);
    expect(await events(ndx)).toHaveLength(1);
    await second.close();
    second = undefined;
  }, 60_000);

  it('neither loses nor repeats a message when its backend dies in the middle of sending it', async () => {
    // A second backend in a process of its own, killed (SIGKILL) while the mail server holds its message unanswered.
    await engine.stop();
    const parameter = await series();
    const to = 'crash@example.org';
    const ndx = await alert(1, 5, 0, await contact(to), parameter);
    smtp.hold();
    const port = await freePort();
    const source = fromSource('backend/src/main.ts');
    child = spawn(process.execPath, source.args, {
      cwd: projectRoot(),
      env: {
        ...process.env, ...GENEROUS_RATE_LIMITS, ...ENGINE_ENV, NODE_OPTIONS: '', NODE_ENV: 'test', LOG_LEVEL: 'warn',
        ...source.env,
        DATABASE_URL: db.url, SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_ON_FIRST_START: 'false', REFERENCE_DATA_ON_FIRST_START: 'false', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-alert-crash-')),
        WEB_DIST_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-none-')),
      },
      stdio: 'ignore',
    });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) || undefined, 90_000);
    await reading(parameter, new Date(Date.now() - 60_000), 6);
    await waitFor(() => (smtp.heldCount > 0 ? true : undefined), 30_000);
    child.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));
    child = undefined;
    // The server drops the dead backend's unanswered message; this backend's engine picks the job up again.
    smtp.release();
    await engine.start();
    const [delivery] = await waitFor(async () => {
      const rows = await deliveries(ndx);
      return rows[0]?.status === 'sent' ? rows : undefined;
    }, 60_000);
    expect(delivery.status).toBe('sent');
    await sleep(3000);
    expect(smtp.to(to)).toHaveLength(1);
    expect(await events(ndx)).toHaveLength(1);
  }, 180_000);
});
