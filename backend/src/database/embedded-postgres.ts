import * as fs from 'node:fs';
import * as path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import type { DatabaseTarget } from '../config/config';
import { lockDataDir } from './data-dir-lock';
import { ControlServer, controlSocketPath, serveControlChannel } from './embedded-control';
import { EmbeddedDatabaseError } from './embedded-errors';
import { EmbeddedSocketServer, serveEmbeddedSocket } from './embedded-socket';

export interface OpenDatabase {
  /** A postgres:// URL the normal `pg` driver connects to. */
  url: string;
  stop(): Promise<void>;
}

/** The database files inside DATA_DIR. */
export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Where db:backup writes by default. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) with PostGIS on a data folder and serves it on a loopback
 * port, so the backend needs no database installed and still speaks to it through `pg` like to any server.
 * PGlite is one session: the socket server serves one connection at a time and the pool must hold exactly one.
 * The folder is locked first (a second process would corrupt it), and the control channel answers db:backup.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<OpenDatabase> {
  const socketPath = controlSocketPath(dataDir);
  const lock = await lockDataDir(dataDir, socketPath);
  let db: PGlite | undefined;
  let server: EmbeddedSocketServer | undefined;
  let control: ControlServer | undefined;
  try {
    db = await openPglite(dataDir);
    server = await serveEmbeddedSocket(db);
    if (socketPath) control = await serveControlChannelOrWarn(socketPath, db);
  } catch (e) {
    // The start failed: free the folder for the next attempt, and report why it failed, not a cleanup error.
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    lock.release();
    throw e;
  }
  let stopped = false;
  return {
    url: `postgresql://postgres@127.0.0.1:${server.port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await control?.close();
        await server?.stop();
        await db?.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Online backups are a convenience: a folder that cannot hold a unix socket must not stop the backend. */
async function serveControlChannelOrWarn(socketPath: string, db: PGlite): Promise<ControlServer | undefined> {
  try {
    return await serveControlChannel(socketPath, db);
  } catch (e) {
    console.warn(`db:backup cannot reach this process (no control socket at ${socketPath}: ${(e as Error).message}); stop it to back up.`);
    return undefined;
  }
}

/**
 * PGlite's start parameters, with the write-ahead log kept to 32-64 MB instead of PostgreSQL's 80 MB-1 GB. A backup
 * copies the whole folder while requests wait, and the log PostgreSQL keeps for reuse after heavy writes (an import,
 * the demo seed) made most of it: 225 MB of log beside 126 MB of tables after 200 MB of updates. A checkpoint every
 * 64 MB of log costs little here (PGlite runs with fsync off).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];

/**
 * PGlite with PostGIS on DATA_DIR/pgdata (created when empty, or from `archive`, a backup, when given). A folder
 * that holds a database PGlite cannot open (it only says "RuntimeError: Aborted()") becomes an error that says
 * how to recover. The caller must hold the folder's lock.
 */
export async function openPglite(dataDir: string, options: { pgDir?: string; archive?: Blob } = {}): Promise<PGlite> {
  const pgDir = options.pgDir ?? pgDataDir(dataDir);
  const existed = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  fs.mkdirSync(pgDir, { recursive: true });
  try {
    return await PGlite.create(pgDir, { extensions: { postgis }, loadDataDir: options.archive, startParams: START_PARAMS });
  } catch (e) {
    if (!existed) throw e;
    throw new EmbeddedDatabaseError(damagedFolderMessage(dataDir, pgDir, e));
  }
}

function damagedFolderMessage(dataDir: string, pgDir: string, cause: unknown): string {
  const backups = backupsDir(dataDir);
  const newest = fs.existsSync(backups)
    ? fs
        .readdirSync(backups)
        .filter((f) => f.endsWith('.tar.gz'))
        .map((f) => path.join(backups, f))
        .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
        .pop()
    : undefined;
  const archive = newest ?? path.join(backups, 'portal-<time>.tar.gz');
  return [
    `The embedded database in ${pgDir} cannot be opened (${String(cause)}).`,
    'The folder is damaged (a disk problem, or files changed by hand) or was written by an incompatible PGlite version.',
    'To go on, either',
    `  - restore a backup: npm run db:restore -- ${archive}${newest ? `   (the newest in ${backups})` : ''}`,
    `  - or move the folder aside and start afresh with an empty database: mv ${pgDir} ${pgDir}.damaged`,
  ].join('\n');
}

/**
 * The database a configuration names, ready for the `pg` driver: the embedded one, started here, or the
 * configured server (whose stop() has nothing to do). The backend and the CLI both open it this way.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.mode === 'embedded') return startEmbeddedPostgres(target.dataDir);
  return { url: target.url, stop: async () => undefined };
}
