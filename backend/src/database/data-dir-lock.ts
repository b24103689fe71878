import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-errors';

/** The file in DATA_DIR that says which process has the embedded database open. */
export const LOCK_FILE_NAME = 'backend.lock';

/** What the lock file records about the process holding it: enough to check it is alive and to name it. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** The command line, so a refusal can say which program holds the folder. */
  command: string;
  /** Linux: the boot and the process's start time, so a pid reused by another process is not taken for the holder. */
  identity?: string;
  /** Where the holder answers backup requests (see embedded-backup.ts). */
  controlSocket?: string;
}

/** DATA_DIR is held by a running process. */
export class DataDirInUseError extends EmbeddedDatabaseError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    lockFile: string,
  ) {
    const sameHost = holder.hostname === os.hostname();
    super(
      `The data folder ${dataDir} is in use by another process of the portal: pid ${holder.pid}` +
        `${sameHost ? '' : ` on host ${holder.hostname}`}, started ${holder.startedAt} (${holder.command}).\n` +
        'Two processes writing one embedded database would corrupt it. Stop that process first, or give this one ' +
        `another DATA_DIR (and PORT).` +
        (sameHost ? '' : `\nIf nothing runs on ${holder.hostname} any more, delete ${lockFile}.`),
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock file; safe to call more than once. */
  release(): void;
}

/** Lock files held by this process: the pid check cannot tell this process's second open from its first. */
const heldByThisProcess = new Set<string>();

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the process that has it. A lock left by a
 * process that died without releasing it (kill -9, power cut) is recognised by its pid (and on Linux its start
 * time) and taken over. The lock is a file created atomically with its content (a hard link of a complete temp
 * file), so a reader never sees a half-written one.
 */
export async function lockDataDir(dataDir: string, controlSocket?: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: [path.basename(process.argv[0] ?? 'node'), ...process.argv.slice(1).map((a) => path.relative(process.cwd(), a) || a)].join(' '),
    identity: processIdentity(process.pid),
    controlSocket,
  };
  const text = `${JSON.stringify(me, null, 2)}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createAtomically(file, text)) return holdLock(file, me);
    const existing = readLockFile(file);
    if (existing === undefined) continue; // released between our attempt and the read
    if (existing.holder && holderIsRunning(existing.holder, file)) throw new DataDirInUseError(dataDir, existing.holder, file);
    if (!existing.holder && Date.now() - existing.mtimeMs < 10_000) {
      // Unreadable and brand new: only the non-atomic fallback can leave that, while its writer is still writing.
      await sleep(100);
      continue;
    }
    await removeStaleLock(file, existing.text);
  }
  throw new EmbeddedDatabaseError(`Could not take the lock ${file}: other processes keep taking it. Try again.`);
}

/** Who holds DATA_DIR now, if a running process does (a stale lock counts as nobody). */
export function runningHolder(dataDir: string): LockHolder | undefined {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const existing = readLockFile(file);
  return existing?.holder && holderIsRunning(existing.holder, file) ? existing.holder : undefined;
}

function holdLock(file: string, holder: LockHolder): DataDirLock {
  heldByThisProcess.add(file);
  // A process that exits without closing the database (an uncaught error, process.exit) still frees the folder.
  const onExit = () => release();
  process.once('exit', onExit);
  function release(): void {
    if (!heldByThisProcess.delete(file)) return;
    process.removeListener('exit', onExit);
    const current = readLockFile(file);
    // Never remove a lock that is no longer ours (someone deleted ours by hand and started another copy).
    if (current?.holder?.pid === holder.pid && current.holder.startedAt === holder.startedAt) fs.rmSync(file, { force: true });
  }
  return { file, holder, release };
}

/** Creates `file` with `text` unless it exists; false when it exists. */
function createAtomically(file: string, text: string): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temp, text, { mode: 0o644 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
    // A file system without hard links: exclusive create, then write (readers allow for the short gap).
    try {
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readLockFile(file: string): { text: string; holder?: LockHolder; mtimeMs: number } | undefined {
  let text: string;
  let mtimeMs: number;
  try {
    text = fs.readFileSync(file, 'utf8');
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? { text, holder, mtimeMs } : { text, mtimeMs };
  } catch {
    return { text, mtimeMs };
  }
}

function holderIsRunning(holder: LockHolder, file: string): boolean {
  // Another machine's (or container's) process on a shared folder: its pid means nothing here, so assume it runs.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid: this process if it holds the lock now, else an earlier process that had our pid (a container's pid 1).
  if (holder.pid === process.pid) return heldByThisProcess.has(file);
  if (holder.identity && process.platform === 'linux') return processIdentity(holder.pid) === holder.identity;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile. Takeovers are serialised by a guard
 * directory, so two processes that both found the same stale lock cannot each remove the other's new one.
 */
async function removeStaleLock(file: string, staleText: string): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    fs.mkdirSync(guard);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // A takeover takes milliseconds; a guard older than that was left by a process killed in the middle of one.
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) fs.rmSync(guard, { recursive: true, force: true });
    else await sleep(50);
    return;
  }
  try {
    if (readLockFile(file)?.text === staleText) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/** Linux: "<boot id>:<start time in clock ticks since boot>" of a process, unique across pid reuse; else undefined. */
function processIdentity(pid: number): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses); start time is field 22 of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${bootId}:${fields[19]}`;
  } catch {
    return undefined;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
