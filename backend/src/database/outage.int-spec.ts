import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import { promisify } from 'node:util';
import type { ContactInput, ContactRow } from '@portal/contracts';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { RunningApp } from '../bootstrap';
import { classifyDatabaseError } from '../common/database-unavailable.filter';
import { freePort } from '../../test/app';
import { TEST_SERVER_URL } from '../../test/database';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { connectWithoutTimeouts, dataSourceOptions } from './data-source-options';

// Fault test: what callers observe when PostgreSQL goes away under load and comes back, and when it is frozen
// (a lock nobody releases). The test owns a PostgreSQL cluster of its own (Debian's pg_createcluster, as root),
// so stopping it never disturbs the shared server other test files use.

const run = promisify(execFile);
const PG_VERSION = '15';
const CAN_OWN_A_SERVER =
  process.getuid?.() === 0 && fs.existsSync('/usr/bin/pg_createcluster') && fs.existsSync(`/usr/lib/postgresql/${PG_VERSION}/bin/postgres`);
if (!CAN_OWN_A_SERVER) {
  console.warn('outage.int-spec: skipped. It needs root and Debian\'s pg_createcluster for PostgreSQL 15 to run a server of its own (CI has both).');
}
const describeWithOwnServer = CAN_OWN_A_SERVER ? describe : describe.skip;

const HEALTH_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 5000;
/** How soon after the database is back every request must succeed again. */
const RESUME_WITHIN_MS = 5000;

interface Outcome {
  op: string;
  status: number;
  started: number;
  ended: number;
  retryAfter: string | null;
  body: unknown;
}

/** A contact a load worker created: every value the row may hold now (null: deleted), narrowed by each 2xx. */
interface Tracked {
  id: number;
  possible: (ContactInput | null)[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithOwnServer('database outage', () => {
  const cluster = `portal_outage_${process.pid}`;
  let port: number;
  let running: RunningApp;
  let base: string;
  let admin: string;
  const pgctl = (action: 'stop' | 'start') => run('pg_ctlcluster', [PG_VERSION, cluster, action]);
  const direct = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
    const c = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };

  async function call(op: string, method: string, path: string, body?: object): Promise<Outcome> {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { op, status: res.status, started, ended: Date.now(), retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    port = await freePort();
    // Trust authentication on the loopback, like the shared test server; no fsync: nothing here tests a crash.
    await run('pg_createcluster', [PG_VERSION, cluster, '-p', String(port), '--start', '-o', 'fsync=off', '--', '--auth=trust']);
    ({ running, base } = await startTestAppWithSignIn({
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      HEALTH_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS),
      // The load comes from one address: it must not meet the rate limits.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    }));
    admin = await demoAccessToken(base, 'admin');
  });

  afterAll(async () => {
    await running?.close();
    if (port) await run('pg_dropcluster', [PG_VERSION, cluster, '--stop']).catch((e) => console.warn(`pg_dropcluster ${cluster}: ${e}`));
  });

  it('answers 503 with Retry-After (never 500) while PostgreSQL is stopped, resumes within 5 s of its return and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const tracked: Tracked[] = [];
    let stopping = false;

    /** One client doing a steady mix of reads and writes on contacts of its own, until told to stop. */
    async function worker(w: number): Promise<void> {
      const mine: Tracked[] = [];
      for (let i = 0; !stopping && i < 2000; i++) {
        const value: ContactInput = {
          contact_name: `Outage ${w}-${i}`,
          contact_address: `outage-${w}-${i}@example.org`,
          contact_org: 'Fault test',
          remark: null,
          send_sms: i % 2 === 0,
        };
        const latest = mine[mine.length - 1];
        let outcome: Outcome;
        // Two creates for each delete, so every worker holds enough contacts to go on deleting through the outage
        // (when no create succeeds) and every kind of write meets the stopped database.
        switch (i % 6) {
          case 0:
          case 3: {
            outcome = await call('create', 'POST', '/api/list-contacts', value);
            if (outcome.status === 201) {
              const row = { id: (outcome.body as ContactRow).contact_ndx, possible: [value] };
              mine.push(row);
              tracked.push(row);
            }
            break;
          }
          case 2:
            if (!latest) continue;
            outcome = await call('update', 'PUT', `/api/list-contacts/${latest.id}`, value);
            // A write that was not acknowledged may or may not have happened.
            latest.possible = outcome.status === 200 ? [value] : [...latest.possible, value];
            break;
          case 4: {
            if (mine.length < 3) continue;
            const oldest = mine.shift() as Tracked;
            outcome = await call('delete', 'DELETE', `/api/list-contacts/${oldest.id}`);
            oldest.possible = outcome.status === 200 ? [null] : [...oldest.possible, null];
            break;
          }
          default:
            outcome = i % 6 === 1 ? await call('read', 'GET', '/api/list-contacts') : await call('read', 'GET', '/api/stations-list');
        }
        outcomes.push(outcome);
        await sleep(25);
      }
    }

    const load = Promise.all([0, 1, 2, 3].map(worker));
    await sleep(1500);
    const stopAt = Date.now();
    await pgctl('stop');

    // Down: the probe says so promptly.
    await sleep(300);
    const probeStarted = Date.now();
    const health = await call('health', 'GET', '/api/health');
    expect({ status: health.status, reachable: (health.body as { database: { reachable: boolean } }).database.reachable }).toEqual({ status: 503, reachable: false });
    expect(Date.now() - probeStarted).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
    await sleep(2500);

    await pgctl('start');
    const backAt = Date.now();
    await sleep(RESUME_WITHIN_MS + 2000);
    stopping = true;
    await load;

    // Before the stop every request succeeded; after it, only 2xx or 503, each 503 in the API's error shape.
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
    expect(outcomes.filter((o) => o.ended < stopAt).every((o) => o.status < 300)).toBe(true);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(5);
    expect(new Set(refused.map((o) => o.op))).toEqual(new Set(['read', 'create', 'update', 'delete']));
    for (const o of refused) {
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
      expect(o.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    }
    // Back: every request started 5 s after the database returned succeeded, and there were plenty.
    const afterResume = outcomes.filter((o) => o.started >= backAt + RESUME_WITHIN_MS);
    expect(afterResume.length).toBeGreaterThan(20);
    expect(afterResume.filter((o) => o.status >= 300)).toEqual([]);
    expect((await call('health', 'GET', '/api/health')).status).toBe(200);

    // Every acknowledged write is there (and a write that failed left one of the values it could have left).
    const rows = await direct(async (c) => (await c.query(`SELECT contact_ndx, contact_name, contact_address, contact_org, remark, send_sms FROM contacts`)).rows);
    const byId = new Map(rows.map(({ contact_ndx, ...row }) => [contact_ndx as number, row as ContactInput]));
    expect(tracked.length).toBeGreaterThan(10);
    for (const t of tracked) expect(t.possible).toContainEqual(byId.get(t.id) ?? null);
  });

  it('reports a database that does not answer within its own short timeout, without holding connections', async () => {
    await direct(async (locker) => {
      await locker.query('BEGIN');
      // Nothing can read the migrations table until this transaction ends: to the probe, a frozen database.
      await locker.query('LOCK TABLE typeorm_migrations IN ACCESS EXCLUSIVE MODE');
      try {
        const started = Date.now();
        // More probes at once than the pool has connections.
        const probes = await Promise.all(Array.from({ length: 12 }, () => call('health', 'GET', '/api/health')));
        const elapsed = Date.now() - started;
        expect(probes.map((p) => p.status)).toEqual(Array(12).fill(503));
        expect(probes.every((p) => (p.body as { database: { reachable: boolean } }).database.reachable === false)).toBe(true);
        expect(elapsed).toBeLessThan(HEALTH_TIMEOUT_MS + 1500);
        expect(elapsed).toBeLessThan(STATEMENT_TIMEOUT_MS);
        // The server gave up on the probes too: none is still waiting for the lock, holding a pooled connection.
        await sleep(500);
        const { rows } = await locker.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'basin-water-portal' AND wait_event_type = 'Lock'`,
        );
        expect(rows[0].n).toBe(0);
        // The rest of the API is not affected by the probes.
        expect((await call('read', 'GET', '/api/list-contacts')).status).toBe(200);
      } finally {
        await locker.query('ROLLBACK');
      }
    });
    expect((await call('health', 'GET', '/api/health')).status).toBe(200);
  });

  it('answers 503 within the query timeout when the server accepts connections but stopped answering, and resumes', async () => {
    // Freeze every process of this test's own cluster (the postmaster and its backends): the kernel still
    // accepts connections and acknowledges packets, but nothing answers, as with a hung host or a stuck disk.
    const postmaster = Number(fs.readFileSync(`/var/run/postgresql/${PG_VERSION}-${cluster}.pid`, 'utf8').split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
    const pids = [postmaster, ...stdout.split('\n').map(Number).filter(Boolean)];
    const signal = (sig: NodeJS.Signals) => pids.forEach((pid) => process.kill(pid, sig));
    signal('SIGSTOP');
    try {
      const [read, health] = await Promise.all([call('read', 'GET', '/api/list-contacts'), call('health', 'GET', '/api/health')]);
      expect(health.status).toBe(503);
      expect(health.ended - health.started).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
      expect(read.status).toBe(503);
      expect(Number(read.retryAfter)).toBeGreaterThan(0);
      // The driver gives up 5 s after the server would have cancelled the statement.
      expect(read.ended - read.started).toBeLessThan(STATEMENT_TIMEOUT_MS + 5000 + 2000);
    } finally {
      signal('SIGCONT');
    }
    const thawed = Date.now();
    let res = await call('read', 'GET', '/api/list-contacts');
    while (res.status !== 200 && Date.now() - thawed < RESUME_WITHIN_MS) res = await call('read', 'GET', '/api/list-contacts');
    expect(res.status).toBe(200);
  });

  it('answers a statement that runs past the statement timeout with 503, not 500', async () => {
    await direct(async (locker) => {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
      try {
        const res = await call('read', 'GET', '/api/list-contacts');
        expect(res.status).toBe(503);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
        expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(/too busy/) });
        expect(res.ended - res.started).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
      } finally {
        await locker.query('ROLLBACK');
      }
    });
    expect((await call('read', 'GET', '/api/list-contacts')).status).toBe(200);
  });

  it('answers sign-in steps with 503 and Retry-After while PostgreSQL is stopped, and signs in again after', async () => {
    // A sign-in started while the database was up: the provider's redirect to its form, with its cookies.
    const authorize = new URL(`${base}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'basin-water-portal', response_type: 'code', redirect_uri: 'http://127.0.0.1:9/callback', scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    }).toString();
    const started = await fetch(authorize, { redirect: 'manual' });
    const formUrl = new URL(started.headers.get('location') ?? '', base);
    const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(formUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    await pgctl('stop');
    try {
      // The token endpoint looks the refresh token up in the database: OAuth's temporarily_unavailable, not server_error.
      const token = await fetch(`${base}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'a'.repeat(43), client_id: 'basin-water-portal' }),
      });
      expect(token.status).toBe(503);
      expect(Number(token.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await token.json()).toMatchObject({ error: 'temporarily_unavailable' });
      // The sign-in form reads its sign-in request from the database too.
      const form = await fetch(formUrl, { headers: { cookie } });
      expect(form.status).toBe(503);
      expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await form.text()).toContain('Try again in a few seconds');
    } finally {
      await pgctl('start');
    }
    let signedIn = '';
    for (const since = Date.now(); !signedIn && Date.now() - since < RESUME_WITHIN_MS * 2; ) {
      signedIn = await demoAccessToken(base, 'admin').catch(() => '');
    }
    expect(signedIn).toMatch(/^ey/);
  });
});

describe('statement timeouts of the pool', () => {
  const open = async (statementMs: number, queryMs: number) => {
    // One connection, so the unbounded work and the bounded queries after it share it.
    const ds = new DataSource(dataSourceOptions(TEST_SERVER_URL, 1, { connectMs: 5000, statementMs, queryMs, healthMs: 2000 }));
    return ds.initialize();
  };
  const slow = 'SELECT pg_sleep(1)';

  it('cancels a slow statement on the server, and gives up on the client when the server does not answer', async () => {
    const server = await open(200, 400);
    const client = await open(0, 200);
    try {
      const cancelled = await server.query(slow).catch((e: unknown) => e);
      expect(classifyDatabaseError(cancelled)).toBe('overloaded');
      const unanswered = await client.query(slow).catch((e: unknown) => e);
      expect(classifyDatabaseError(unanswered)).toBe('unavailable');
      // The pool's one connection still carries the abandoned query: the next query gets a fresh connection
      // instead of queueing behind it.
      await expect(client.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([server.destroy(), client.destroy()]);
    }
  });

  it('lets migrations and the seed run long statements on the same pool, and bounds the connection again after', async () => {
    const ds = await open(200, 400);
    try {
      const runner = ds.createQueryRunner();
      const restore = await connectWithoutTimeouts(runner);
      try {
        await expect(runner.query(slow)).resolves.toBeDefined();
      } finally {
        await restore();
        await runner.release();
      }
      await expect(ds.query(slow)).rejects.toThrow(/statement timeout/);
    } finally {
      await ds.destroy();
    }
  });
});
