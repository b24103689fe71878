// The embedded database's folder is safe to use: one process at a time (the lock), a clear way out of a damaged
// folder, and backups that can be taken while the backend serves. Each PGlite start costs a few seconds, so the
// tests share one running database where they can.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { runCli as cli } from '../../test/cli';
import { LOCK_FILE_NAME, runningHolder } from './data-dir-lock';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup';
import { OpenDatabase, pgDataDir, startEmbeddedPostgres } from './embedded-postgres';

/** A pid no process has: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

function writeLock(dataDir: string, holder: { pid: number; identity?: string }): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const record = { hostname: os.hostname(), startedAt: '2026-01-02T03:04:05.000Z', command: 'node dist/backend/backend/src/main.js', ...holder };
  fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(record));
}

async function ids(db: OpenDatabase): Promise<number[]> {
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<{ id: number }>('SELECT id FROM readings ORDER BY id')).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-safety-'));
  tempDirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a running embedded database', () => {
  let dataDir: string;
  let db: OpenDatabase | undefined;
  let client: Client;

  beforeAll(async () => {
    dataDir = tempDir();
    db = await startEmbeddedPostgres(dataDir);
    client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE TABLE readings (id int PRIMARY KEY)');
    await client.query('INSERT INTO readings (id) VALUES (1), (2), (3)');
  });

  afterAll(async () => {
    await client?.end().catch(() => undefined);
    await db?.stop();
  });

  it('is not opened by a second process, which is told the folder and the process that has it', async () => {
    const second = await cli(['migrate'], { DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`The data folder ${dataDir} is in use`);
    expect(second.stderr).toContain(`pid ${process.pid}`);
    expect(second.stderr).not.toMatch(/^\s+at /m); // a message, not a stack trace

    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`pid ${process.pid}`);
    const archive = path.join(dataDir, 'some-backup.tar.gz');
    fs.writeFileSync(archive, 'not used');
    await expect(restoreEmbeddedDatabase(dataDir, archive)).rejects.toThrow(/is in use[\s\S]*stop it, then restore again/);
    // The refused attempts left the running database's lock and control channel alone.
    expect(runningHolder(dataDir)?.pid).toBe(process.pid);
    expect(fs.statSync(path.join(dataDir, 'backend.sock')).mode & 0o777).toBe(0o600);
    expect(await client.query('SELECT count(*)::int AS n FROM readings')).toMatchObject({ rows: [{ n: 3 }] });
  });

  it('is backed up while serving, between transactions, and restored to exactly the backed-up rows', async () => {
    const backupA = path.join(tempDir(), 'a.tar.gz');
    const backupB = path.join(tempDir(), 'b.tar.gz');

    // A backup asked for during a transaction waits for it to end, and never contains its rows.
    await client.query('BEGIN');
    await client.query('INSERT INTO readings (id) VALUES (4)');
    let finished = false;
    const pending = backupEmbeddedDatabase(dataDir, backupA).then((result) => {
      finished = true;
      return result;
    });
    await sleep(1500);
    expect(finished).toBe(false);
    await client.query('INSERT INTO readings (id) VALUES (5)'); // the backend's session is not disturbed meanwhile
    await client.query('ROLLBACK');
    expect((await pending).runningHolder?.pid).toBe(process.pid);

    await client.query('INSERT INTO readings (id) VALUES (6), (7)');
    // The CLI's backup (another process, over the control channel) while the backend keeps writing.
    const cliBackup = cli(['db:backup', '--out', backupB], { DATA_DIR: dataDir });
    let cliDone = false;
    void cliBackup.then(() => (cliDone = true));
    let next = 100;
    while (!cliDone) await client.query('INSERT INTO readings (id) VALUES ($1)', [next++]);
    const { code, stdout, stderr } = await cliBackup;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`Backup written to ${backupB}`);
    expect(stdout).toContain(`made by the running backend, pid ${process.pid}`);

    // A control-channel client that never sends its request does not hold up the shutdown.
    const idle = net.createConnection(path.join(dataDir, 'backend.sock'));
    await new Promise((resolve) => idle.once('connect', resolve));
    await client.end();
    const stopping = Date.now();
    await db?.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
    idle.destroy();
    db = undefined;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const restoredA = await restoreEmbeddedDatabase(dataDir, backupA);
    expect(restoredA.movedAside && fs.existsSync(path.join(restoredA.movedAside, 'PG_VERSION'))).toBe(true);
    db = await startEmbeddedPostgres(dataDir);
    expect(await ids(db)).toEqual([1, 2, 3]);
    await db.stop();
    db = undefined;

    const restoreB = await cli(['db:restore', backupB], { DATA_DIR: dataDir });
    expect(restoreB.code).toBe(0);
    expect(restoreB.stdout).toMatch(/kept in .*pgdata\.before-restore-/);
    db = await startEmbeddedPostgres(dataDir);
    const rows = await ids(db);
    // Whatever instant the copy was taken, it holds a whole prefix of the committed inserts, nothing torn.
    const last = rows[rows.length - 1];
    expect(rows).toEqual([1, 2, 3, 6, 7, ...Array.from({ length: Math.max(0, last - 99) }, (_, i) => 100 + i)]);
    expect(last).toBeLessThan(next);
  });
});

describe('the lock on the data folder', () => {
  it('refuses a folder a live process holds, and not one whose pid now belongs to another program', async () => {
    const dataDir = tempDir();
    const other = spawn('sleep', ['60']);
    try {
      writeLock(dataDir, { pid: other.pid as number });
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`The data folder ${dataDir} is in use by another process of the portal: pid ${other.pid}`);
      expect(fs.existsSync(pgDataDir(dataDir))).toBe(false);
      if (process.platform === 'linux') {
        // The same pid with another start time: the holder died and the pid was given to a new process.
        writeLock(dataDir, { pid: other.pid as number, identity: 'another-boot:1' });
        expect(runningHolder(dataDir)).toBeUndefined();
      }
    } finally {
      other.kill();
    }
  });

  it('does not let a crashed process block the next start; a damaged folder says how to recover', async () => {
    // A path too long for a unix socket: the control socket moves to the temp folder, still owner-only.
    const dataDir = path.join(tempDir(), 'a-data-folder-with-a-long-name-'.repeat(3));
    writeLock(dataDir, { pid: await deadPid() });
    const db = await startEmbeddedPostgres(dataDir);
    const holder = runningHolder(dataDir);
    expect(holder?.pid).toBe(process.pid);
    expect(path.dirname(holder?.controlSocket ?? '')).toBe(os.tmpdir());
    expect(fs.statSync(holder?.controlSocket ?? '').mode & 0o777).toBe(0o600);
    await db.stop();
    expect(fs.existsSync(holder?.controlSocket ?? '')).toBe(false);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const pgDir = pgDataDir(dataDir);
    fs.writeFileSync(path.join(pgDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    const opened = startEmbeddedPostgres(dataDir);
    await expect(opened).rejects.toThrow('npm run db:restore -- ');
    await expect(opened).rejects.toThrow(`mv ${pgDir} ${pgDir}.damaged`);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false); // the failed start let the folder go

    const fromCli = await cli(['migrate'], { DATA_DIR: dataDir });
    expect(fromCli.code).toBe(1);
    expect(fromCli.stderr).toContain(`The embedded database in ${pgDir} cannot be opened`);
    expect(fromCli.stderr).not.toMatch(/^\s+at /m);
  });
});

/** The bytes of the files under `dir`, as a tar of it holds them. */
function folderBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

describe('the copy a backup takes while requests wait', () => {
  const MB = 1024 * 1024;

  it('holds the database and at most 80 MB of write-ahead log, however much was written before', async () => {
    const dataDir = tempDir();
    const db = await startEmbeddedPostgres(dataDir);
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE filler (id int PRIMARY KEY, v double precision, s text)');
      await client.query(`INSERT INTO filler (id, v, s) SELECT i, random(), repeat(md5(i::text), 3) FROM generate_series(1, 100000) i`);
      // Each update rewrites every row: about 200 MB of log in all, as an import or the demo seed writes.
      for (let i = 0; i < 6; i++) await client.query('UPDATE filler SET v = v + 1');
      const file = path.join(tempDir(), 'filler.tar.gz');
      await backupEmbeddedDatabase(dataDir, file);
      const pgDir = pgDataDir(dataDir);
      const log = folderBytes(path.join(pgDir, 'pg_wal'));
      expect(log).toBeLessThanOrEqual(80 * MB);
      // The archive is the folder: its tables and at most that much log (tar headers aside).
      const copied = gunzipSync(fs.readFileSync(file)).length;
      expect(copied).toBeLessThan(folderBytes(pgDir) - log + 81 * MB);
    } finally {
      await client.end();
      await db.stop();
    }
  }, 180_000);
});

describe('backup commands on a PostgreSQL server', () => {
  it('point to pg_dump and pg_restore and exit non-zero', async () => {
    for (const command of [['db:backup'], ['db:restore', 'x.tar.gz']]) {
      const result = await cli(command, { DATABASE_URL: 'postgresql://portal@db.example.org/portal' });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('pg_dump -Fc');
      expect(result.stderr).toContain('pg_restore');
    }
  });
});
