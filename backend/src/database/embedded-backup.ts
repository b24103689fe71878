import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataDirInUseError, DataDirLock, LockHolder, lockDataDir } from './data-dir-lock';
import { dumpConsistent, requestBackup } from './embedded-control';
import { EmbeddedDatabaseError } from './embedded-errors';
import { backupsDir, openPglite, pgDataDir } from './embedded-postgres';

interface BackupResult {
  file: string;
  bytes: number;
  /** The running process that made the copy; undefined when nothing had the database open and we read it ourselves. */
  runningHolder?: LockHolder;
}

/**
 * Writes a backup of the embedded database in `dataDir` to `outFile` (default DATA_DIR/backups/portal-<time>.tar.gz).
 * A process that has the database open (the backend) is asked over its control channel, so the copy is taken
 * between two of its transactions; otherwise this process takes the folder's lock and copies it itself.
 */
export async function backupEmbeddedDatabase(dataDir: string, outFile?: string): Promise<BackupResult> {
  const file = path.resolve(outFile ?? uniquePath(backupsDir(dataDir), `portal-${timestamp()}`, '.tar.gz'));
  let lock: DataDirLock | undefined;
  let runningHolder: LockHolder | undefined;
  try {
    lock = await lockDataDir(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    runningHolder = e.holder;
  }
  const archive = lock ? await dumpDirectly(dataDir, lock) : await askRunningProcess(runningHolder as LockHolder);
  writeAtomically(file, archive);
  return { file, bytes: archive.length, runningHolder };
}

async function dumpDirectly(dataDir: string, lock: DataDirLock): Promise<Buffer> {
  try {
    if (!fs.existsSync(path.join(pgDataDir(dataDir), 'PG_VERSION'))) {
      throw new EmbeddedDatabaseError(`There is no embedded database in ${dataDir} to back up.`);
    }
    const db = await openPglite(dataDir);
    try {
      return await dumpConsistent(db);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

async function askRunningProcess(holder: LockHolder): Promise<Buffer> {
  const who = `pid ${holder.pid}, ${holder.command}`;
  if (!holder.controlSocket) {
    throw new EmbeddedDatabaseError(
      `The database is open in ${who}, which takes no backup requests (a maintenance command, or a backend on Windows). Back up when it has stopped.`,
    );
  }
  try {
    return await requestBackup(holder.controlSocket);
  } catch (e) {
    if (e instanceof EmbeddedDatabaseError) throw e;
    throw new EmbeddedDatabaseError(
      `Could not reach the running backend (${who}) at ${holder.controlSocket}: ${(e as Error).message}. ` +
        'If it is still starting, try again in a moment; run the backup as the user who started it.',
    );
  }
}

interface RestoreResult {
  /** The database folder now holding the restored copy. */
  pgDir: string;
  /** Where the database that was there before now is (undefined when there was none). */
  movedAside?: string;
  /** Tables in the restored database's public schema, as a sign that it opened. */
  tables: number;
}

/**
 * Replaces the embedded database in `dataDir` with the backup `archiveFile`. Refuses while any process has the
 * folder open. The backup is unpacked and opened in a new folder first, so an unreadable archive leaves the current
 * database untouched; only then is the current pgdata moved aside (kept, never deleted) and the new one put in place.
 */
export async function restoreEmbeddedDatabase(dataDir: string, archiveFile: string): Promise<RestoreResult> {
  const source = path.resolve(archiveFile);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) throw new EmbeddedDatabaseError(`There is no backup file at ${source}.`);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    throw new EmbeddedDatabaseError(`${e.message}\nA restore replaces the database under that process: stop it, then restore again.`);
  }
  try {
    const staging = uniquePath(dataDir, `pgdata.restoring-${timestamp()}`, '');
    let tables: number;
    try {
      const bytes = fs.readFileSync(source);
      const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      const archive = new Blob([bytes], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
      const db = await openPglite(dataDir, { pgDir: staging, archive });
      try {
        const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
        tables = result.rows[0].n;
      } finally {
        await db.close();
      }
    } catch (e) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new EmbeddedDatabaseError(`${source} could not be opened as a database backup (${String(e)}). The current database was not changed.`);
    }
    const pgDir = pgDataDir(dataDir);
    let movedAside: string | undefined;
    if (fs.existsSync(pgDir)) {
      movedAside = uniquePath(dataDir, `pgdata.before-restore-${timestamp()}`, '');
      fs.renameSync(pgDir, movedAside);
    }
    fs.renameSync(staging, pgDir);
    return { pgDir, movedAside, tables };
  } finally {
    lock.release();
  }
}

/** 2026-11-23T20-15-03Z: sortable, and valid in file names everywhere. */
function timestamp(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/** dir/base+suffix, or dir/base-2+suffix (-3, ...) when that exists. */
function uniquePath(dir: string, base: string, suffix: string): string {
  for (let n = 1; ; n++) {
    const candidate = path.join(dir, `${base}${n > 1 ? `-${n}` : ''}${suffix}`);
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/** The backup appears complete or not at all; only its owner may read it (it holds every user's data). */
function writeAtomically(file: string, bytes: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
