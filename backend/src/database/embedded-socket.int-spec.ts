// The embedded database's socket server outlives its clients: a client that leaves in the middle of an answer, or
// inside a transaction, leaves the database serving the next connection at once, and a stop completes promptly.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { OpenDatabase, startEmbeddedPostgres } from './embedded-postgres';

/** The socket under a pg client, to cut it the way a crashed or killed client would. */
const socketOf = (client: Client) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream;

describe('the embedded database socket server', () => {
  let dataDir: string;
  let db: OpenDatabase | undefined;

  /** A new connection's answer to a query, and how long connecting and answering took. */
  const freshQuery = async (sql: string) => {
    const started = Date.now();
    const client = new Client({ connectionString: db?.url, connectionTimeoutMillis: 3000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query(sql);
      return { rows, ms: Date.now() - started };
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  /** A client that reads at least `bytes` of a large answer, then leaves without a word (its socket cut). */
  const leaveMidAnswer = async (bytes: number) => {
    const client = new Client({ connectionString: db?.url });
    client.on('error', () => undefined);
    await client.connect();
    const copy = client.query(copyTo(`COPY (SELECT i, repeat('x', 50) FROM generate_series(1, 300000) i) TO STDOUT`));
    copy.on('error', () => undefined);
    let received = 0;
    await new Promise<void>((resolve) => {
      copy.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received < bytes) return;
        copy.pause();
        resolve();
      });
    });
    socketOf(client).destroy();
    await new Promise((r) => setTimeout(r, 200));
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-socket-'));
    db = await startEmbeddedPostgres(dataDir);
    await freshQuery('CREATE TABLE readings (id int PRIMARY KEY)');
  }, 60_000);

  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the next connection at once after a client left in the middle of a large answer', async () => {
    await leaveMidAnswer(300_000);
    for (let i = 0; i < 3; i++) {
      const answer = await freshQuery('SELECT 1 AS one');
      expect(answer.rows).toEqual([{ one: 1 }]);
      expect(answer.ms).toBeLessThan(1000);
    }
  }, 30_000);

  it('rolls back the transaction of a client that left inside it', async () => {
    const client = new Client({ connectionString: db?.url });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO readings (id) VALUES (1)');
    socketOf(client).destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect((await freshQuery('SELECT count(*)::int AS n FROM readings')).rows).toEqual([{ n: 0 }]);
    await freshQuery('INSERT INTO readings (id) VALUES (1)');
    expect((await freshQuery('SELECT count(*)::int AS n FROM readings')).rows).toEqual([{ n: 1 }]);
  }, 30_000);

  it('serves a connection that arrives while another is open once that one ends', async () => {
    const first = new Client({ connectionString: db?.url });
    await first.connect();
    const second = freshQuery('SELECT 2 AS two');
    await new Promise((r) => setTimeout(r, 300));
    await first.end();
    expect((await second).rows).toEqual([{ two: 2 }]);
  }, 30_000);

  it('stops promptly after a client left in the middle of an answer, with a client still connected', async () => {
    await leaveMidAnswer(1);
    const idle = new Client({ connectionString: db?.url });
    idle.on('error', () => undefined);
    await idle.connect();
    const started = Date.now();
    await db?.stop();
    db = undefined;
    expect(Date.now() - started).toBeLessThan(3000);
  }, 30_000);
});
