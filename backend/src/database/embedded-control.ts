import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { PGlite, protocol } from '@electric-sql/pglite';
import { EmbeddedDatabaseError } from './embedded-errors';

/**
 * The control channel: a unix socket on which the process that has the embedded database open answers backup
 * requests, so `db:backup` copies a running backend's database without a second process opening the folder, and
 * the requests its features register (`logger:create`), so such commands work while the backend runs.
 * Mode 0600: only the folder's owner (who could read the files anyway) can ask.
 */

const gzip = promisify(zlib.gzip);

/** How long a backup waits for the database to be between transactions before it gives up. */
const IDLE_WAIT_MS = 5 * 60_000;

/**
 * DATA_DIR/backend.sock, or a name in the temp folder when that path is too long for a unix socket (~107 bytes).
 * None on Windows, whose named pipes other local users can open by default: there, back up with the backend stopped.
 */
export function controlSocketPath(dataDir: string): string | undefined {
  if (process.platform === 'win32') return undefined;
  const inDataDir = path.join(dataDir, 'backend.sock');
  return Buffer.byteLength(inDataDir) <= 100 ? inDataDir : path.join(os.tmpdir(), `basin-portal-${hashOf(dataDir)}.sock`);
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * A gzipped tar of the data folder (the format of PGlite's dumpDataDir('gzip')) that opens as the database was at
 * one instant between transactions.
 *
 * PGlite runs PostgreSQL in this thread, one protocol message at a time, each under its query mutex (the socket
 * server takes the same mutex per message). Holding that mutex, nothing else runs; but the session may be inside a
 * client's transaction (BEGIN sent, COMMIT not yet) or between the messages of one extended-protocol query
 * (Parse, Bind, ..., Sync). A statement of ours there would run inside that transaction or drop the client's
 * unnamed statement, so we wait, outside the mutex, until no transaction is open. Then CHECKPOINT writes every
 * committed change from shared buffers to the data files (the copy needs no WAL replay when it is opened), and
 * dumpDataDir reads the folder synchronously, so no query can change it half-way through the copy.
 */
export async function dumpConsistent(db: PGlite, idleWaitMs = IDLE_WAIT_MS): Promise<Buffer> {
  const deadline = Date.now() + idleWaitMs;
  for (;;) {
    const archive = await db.runExclusive(async () => {
      if (transactionOpen(db)) return undefined;
      // execProtocolStream sets (and afterwards clears) its own result handler; execProtocol would reuse the
      // socket server's and send our CHECKPOINT's answer to the backend's connection.
      await db.execProtocolStream(protocol.serialize.query('CHECKPOINT'));
      return db.dumpDataDir('none');
    });
    // Compressed after the mutex is released: queries wait for the copy, not for gzip.
    if (archive) return gzip(Buffer.from(await archive.arrayBuffer()));
    if (Date.now() > deadline) {
      throw new EmbeddedDatabaseError(
        `The database stayed inside one transaction for ${Math.round(idleWaitMs / 1000)} s (a long import, seed or migration?). ` +
          'Run the backup again when it has finished.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGlite's isInTransaction() sees explicit transactions only; PostgreSQL's IsTransactionState() (exported by the
 * pinned PGlite build) also sees the implicit one an unfinished extended-protocol query holds.
 */
export function transactionOpen(db: PGlite): boolean {
  const mod = (db as unknown as { mod?: { _IsTransactionState?: () => number } }).mod;
  if (typeof mod?._IsTransactionState === 'function') return mod._IsTransactionState() !== 0;
  return db.isInTransaction();
}

/**
 * The longest request line taken: room for the largest command (a logger key with the API's 500 locations), while
 * a requester that never ends its line cannot grow our memory.
 */
const MAX_REQUEST_CHARS = 64 * 1024;

export interface ControlServer {
  /** Stops answering; waits for a backup in progress. */
  close(): Promise<void>;
}

/**
 * Answers requests on `socketPath` (one JSON line) for the database `db`: {"command":"backup"} gets a JSON line
 * {"ok":true,"bytes":N} followed by the N bytes of dumpConsistent(), or {"ok":false,"error":"..."}.
 */
export async function serveControlChannel(socketPath: string, db: PGlite): Promise<ControlServer> {
  // A socket file left by a process that died; we hold the folder's lock, so it is nobody's.
  fs.rmSync(socketPath, { force: true });
  const inProgress = new Set<Promise<void>>();
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    let request = '';
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined); // the requester went away; nothing of ours to clean up
    // A requester that never finishes its request line must not hold the connection (or a shutdown) forever.
    socket.setTimeout(10_000, () => {
      if (!request.includes('\n')) socket.destroy();
    });
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      const end = request.indexOf('\n');
      if (end < 0) {
        if (request.length > MAX_REQUEST_CHARS) socket.destroy();
        return;
      }
      socket.off('data', onData);
      const work = answer(request.slice(0, end), db).then((reply) => {
        socket.end(reply);
      });
      inProgress.add(work);
      void work.finally(() => inProgress.delete(work));
    };
    socket.on('data', onData);
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Created owner-only (umask during the bind, which listen() does synchronously), not chmod-ed after a window
  // in which anyone could connect.
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await listening;
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(inProgress);
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}

/**
 * A request other than backup, answered by a feature of the running backend (registered once it has started):
 * the request's JSON object in, the answer's out; a thrown error's message goes back as the error.
 */
export type ControlCommandHandler = (request: Record<string, unknown>) => Promise<object>;

const commandHandlers = new Map<string, ControlCommandHandler>();

/** Answers {"command": `command`, ...} on the control channel with `handler`, until the returned function is called. */
export function handleControlCommand(command: string, handler: ControlCommandHandler): () => void {
  commandHandlers.set(command, handler);
  return () => {
    if (commandHandlers.get(command) === handler) commandHandlers.delete(command);
  };
}

async function answer(line: string, db: PGlite): Promise<Buffer> {
  let request: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) request = parsed as Record<string, unknown>;
  } catch {
    // handled below: an unknown request
  }
  const { command } = request;
  const handler = typeof command === 'string' ? commandHandlers.get(command) : undefined;
  if (handler) {
    try {
      return replyLine({ ok: true, answer: await handler(request) });
    } catch (e) {
      return replyLine({ ok: false, error: e instanceof Error ? e.message : String(e) });
    }
  }
  if (command !== 'backup') {
    return replyLine({ ok: false, error: `unknown request; the commands are ${['backup', ...commandHandlers.keys()].join(', ')}` });
  }
  try {
    const archive = await dumpConsistent(db);
    return Buffer.concat([replyLine({ ok: true, bytes: archive.length }), archive]);
  } catch (e) {
    return replyLine({ ok: false, error: e instanceof Error ? e.message : String(e) });
  }
}

function replyLine(value: object): Buffer {
  return Buffer.from(`${JSON.stringify(value)}\n`);
}

/** A control channel's reply: its JSON header line and the bytes after it (a backup's archive). */
interface ControlReply<H> {
  header: H & { ok: boolean; error?: string };
  rest: Buffer;
}

/**
 * Sends one request line to the process serving `socketPath` and reads its reply to the end: the header line (a
 * JSON object with `ok`) and what follows. Rejects when the channel closes without a usable header.
 */
function exchange<H extends object>(socketPath: string, request: object): Promise<ControlReply<H>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(socketPath, () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let header: (H & { ok?: boolean; error?: string }) | undefined;
      try {
        header = JSON.parse(all.subarray(0, newline).toString('utf8'));
      } catch {
        // handled below: no usable answer
      }
      if (newline < 0 || header?.ok === undefined) return reject(new Error('the control channel closed without an answer'));
      resolve({ header: header as ControlReply<H>['header'], rest: all.subarray(newline + 1) });
    });
  });
}

/** Asks the process serving `socketPath` for a backup; resolves with the archive's bytes. */
export async function requestBackup(socketPath: string): Promise<Buffer> {
  const { header, rest: archive } = await exchange<{ bytes?: number }>(socketPath, { command: 'backup' });
  if (!header.ok) throw new EmbeddedDatabaseError(`The running backend could not make the backup: ${header.error}`);
  if (archive.length !== header.bytes) throw new Error(`the backup arrived incomplete (${archive.length} of ${header.bytes} bytes)`);
  return archive;
}

/** Sends `request` to the process serving `socketPath`; resolves with its handler's answer, rejects with its error. */
export async function requestControlCommand(socketPath: string, request: { command: string } & Record<string, unknown>): Promise<unknown> {
  const { header } = await exchange<{ answer?: unknown }>(socketPath, request);
  if (!header.ok) throw new ControlCommandError(String(header.error));
  return header.answer;
}

/** The running backend refused a control request; the message says why. */
export class ControlCommandError extends Error {
  override name = 'ControlCommandError';
}
