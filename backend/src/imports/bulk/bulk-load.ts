import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import {
  type BulkTables, copyIntoStagingSql, createBulkTablesQuery, isEmbeddedQuery, keepStagingQuery, lockStagedReferencesQuery, mergeStagedQuery, refreshChangedQuery, spansOverlapQuery,
  type Run, STAGED_COLUMNS, stageArraysSql, stagedDuplicatesQuery, stageSelectSql, truncateQuery,
} from './bulk-load.queries';
import type { BulkLoad, BulkLoadOptions, MergeCounts, StagedDuplicate, StagedResult } from './bulk-load.types';

/** Rows per staging INSERT on the embedded database (its parameters are whole arrays, one per column). */
const EMBEDDED_BATCH_ROWS = 5_000;
/** Bytes of COPY text handed to the socket at a time. */
const COPY_CHUNK_BYTES = 256 * 1024;
/**
 * COPY text that may wait for the connection while it is busy (a merge): about 900,000 rows of telemetry, so a
 * source is read on while a million-row merge runs, in a fraction of the memory the rows take as objects.
 */
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;
/**
 * How often an import merges while it reads (BulkLoadOptions.mergeEvery): a quarter of a million rows is read in a
 * second or so, so the database starts merging soon after a file starts and merges while the rest is read.
 */
export const IMPORT_MERGE_EVERY_ROWS = 250_000;
const NEWLINE = 0x0a;

/** Numbers the temporary tables of the loads of one process (several may share a transaction). */
let loads = 0;

/** A field of COPY's text format: \N for null, the four characters COPY treats specially escaped. */
function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One staged row as a line of COPY text, in STAGED_COLUMNS' order (written out: this runs for every row). */
function copyLine(r: StagedResult): string {
  return `${copyField(r.ref)}\t${r.location_ndx}\t${r.parameter_ndx}\t${copyField(r.collect_timestamp)}\t${r.data_source_ndx}\t` +
    `${copyField(r.result_kind)}\t${copyField(r.value)}\t${r.nondetect ? 't' : 'f'}\t${copyField(r.detection_limit)}\t` +
    `${r.unit_ndx}\t${copyField(r.organization_ndx)}\t${copyField(r.approval_status)}\n`;
}

/**
 * Opens a bulk write into results on `runner`, which must hold a transaction (the caller commits or rolls back: the
 * staging, the merge and the rollups it refreshed go together). Rows are staged in a temporary table (COPY FROM
 * STDIN on PostgreSQL; batched array INSERTs on the embedded database, whose socket cannot carry COPY), then merged
 * into results in one statement and the rollups of what changed refreshed once (see BulkLoad).
 *
 * The database's work runs in the order it was asked for, while the caller goes on: on PostgreSQL `write` turns the
 * rows into COPY text and returns once the text is queued (waiting only while more than MAX_QUEUED_BYTES wait), and
 * `merge` may be left running while the next rows are read and written, so reading a source and the database's
 * staging and merging use both cores; with `mergeEvery` the load merges on its own as rows arrive, and rolls up once,
 * at the caller's merge. The first failure of queued work fails every later call.
 */
export async function beginBulkLoad(runner: QueryRunner, options: BulkLoadOptions = {}): Promise<BulkLoad> {
  if (!runner.isTransactionActive) throw new Error('beginBulkLoad needs a query runner inside a transaction');
  const client = (await runner.connect()) as PoolClient;
  const run: Run = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const n = ++loads;
  const tables: BulkTables = { staging: `bulk_staging_${n}`, changed: `bulk_changed_${n}`, spans: `bulk_spans_${n}` };
  const embedded = await isEmbeddedQuery(run);
  const maxQueuedBytes = options.maxQueuedBytes ?? MAX_QUEUED_BYTES;
  await createBulkTablesQuery(run, tables, options.keepStaged ?? false);
  /** Rows handed to write/writeSelect since the caller last asked for a merge. */
  let staged = 0;
  /** Of those, the rows the next merge takes (the load's own merges took the others). */
  let pending = 0;
  /** The load's own merges (options.mergeEvery) since the caller's last merge, whose counts join that merge's. */
  let ownMerges: Promise<MergeCounts>[] = [];
  /** The stagings merged before the current one, kept for the duplicate check (options.keepStaged). */
  const kept: string[] = [];
  /** Whether a merge found a key staged twice in its own staging. */
  let repeated = false;
  let failure: { error: unknown } | undefined;
  /** Throws the first failure of queued work, if any (a function: TypeScript cannot see `failure` change across awaits). */
  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  /** The connection's work, in order; never rejects (a failure is kept in `failure`). */
  let chain: Promise<void> = Promise.resolve();
  /** Bytes of COPY text not yet handed to the connection. */
  let queuedBytes = 0;
  /** The COPY text of the next COPY while it waits for its turn: writes until then (and until a merge) join it. */
  let open: Buffer[] | undefined;
  let roomWaiters: (() => void)[] = [];
  const wakeWriters = () => {
    const waiting = roomWaiters;
    roomWaiters = [];
    for (const wake of waiting) wake();
  };

  /** Runs `work` after everything asked for before it; its promise is handled here, so a caller may await it late. */
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const answer = chain.then(() => {
      throwIfFailed();
      return work();
    });
    chain = answer.then(() => undefined, (error: unknown) => {
      failure ??= { error };
      wakeWriters();
    });
    answer.catch(() => undefined);
    return answer;
  };

  /** One COPY carrying `batch`, which further writes may join until the COPY starts. */
  const copyBatch = async (batch: Buffer[]) => {
    if (open === batch) open = undefined;
    const stream = client.query(copyFrom(copyIntoStagingSql(tables)));
    const done = finished(stream);
    done.catch(() => undefined);
    for (const chunk of batch) {
      queuedBytes -= chunk.length;
      wakeWriters();
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
    }
    stream.end();
    await done;
  };

  /** Adds `chunk` (whole lines of COPY text) to the COPY waiting for its turn, opening one if none waits. */
  const queueChunk = (chunk: Buffer) => {
    let batch = open;
    if (!batch) {
      const fresh: Buffer[] = [];
      open = batch = fresh;
      void enqueue(() => copyBatch(fresh));
    }
    batch.push(chunk);
    queuedBytes += chunk.length;
  };
  /** Waits while more COPY text waits than the load allows (the caller's source is read on once it drained). */
  const waitForRoom = async () => {
    while (queuedBytes > maxQueuedBytes && !failure) await new Promise<void>((wake) => roomWaiters.push(wake));
  };

  const queueCopy = async (rows: readonly StagedResult[]) => {
    // Each chunk is joined once and kept as a Buffer, outside the JavaScript heap: a string grown line by line is
    // a tree of thousands of pieces, and tens of megabytes of those waiting in the queue made the garbage collector
    // the busiest part of a load (more than half of the time writes took).
    let lines: string[] = [];
    let length = 0;
    const flush = () => {
      queueChunk(Buffer.from(lines.join('')));
      lines = [];
      length = 0;
    };
    for (const row of rows) {
      const line = copyLine(row);
      lines.push(line);
      length += line.length;
      if (length >= COPY_CHUNK_BYTES) flush();
    }
    if (lines.length) flush();
    await waitForRoom();
  };

  const insertArrays = (rows: readonly StagedResult[]) => enqueue(async () => {
    const sql = stageArraysSql(tables);
    for (let i = 0; i < rows.length; i += EMBEDDED_BATCH_ROWS) {
      const batch = rows.slice(i, i + EMBEDDED_BATCH_ROWS);
      await run(sql, STAGED_COLUMNS.map((c) => batch.map((r) => r[c])));
    }
  });

  /**
   * Merges the pending rows, then, when `refresh` says so, refreshes the rollups of what every merge since the last
   * refresh changed. Asked for in order with the writes: it takes the rows written before it.
   */
  const mergePending = (refresh: boolean): Promise<MergeCounts> => {
    const rows = pending;
    pending = 0;
    open = undefined;
    return enqueue(async () => {
      let counts: MergeCounts = { inserted: 0, updated: 0, unchanged: 0 };
      if (rows) {
        await lockStagedReferencesQuery(run, tables, !options.exclusive);
        const merged = await mergeStagedQuery(run, tables, options.keepStored ?? false, options.keepStaged ? kept.length + 1 : null);
        counts = { inserted: merged.inserted, updated: merged.updated, unchanged: merged.unchanged };
        repeated ||= merged.keys < rows;
        if (options.keepStaged) {
          const keptAs = `${tables.staging}_${kept.length + 1}`;
          await keepStagingQuery(run, tables, keptAs);
          kept.push(keptAs);
        } else {
          await truncateQuery(run, tables.staging);
        }
      }
      if (refresh) await refreshChangedQuery(run, tables);
      return counts;
    });
  };

  /**
   * The load's own merge once `mergeEvery` rows wait: merging goes on while the caller reads on. The rollups wait
   * for the caller's merge, so each day, hour and water year a file touches is rolled up once, not once per merge.
   */
  const mergeIfDue = () => {
    if (!options.mergeEvery || pending < options.mergeEvery) return;
    const merging = mergePending(false);
    // Its failure is the load's failure, thrown by the next call and by the caller's merge.
    merging.catch(() => undefined);
    ownMerges.push(merging);
  };

  return {
    get staged() {
      return staged;
    },
    async write(rows: readonly StagedResult[]): Promise<void> {
      throwIfFailed();
      if (!rows.length) return;
      staged += rows.length;
      pending += rows.length;
      await (embedded ? insertArrays(rows) : queueCopy(rows));
      mergeIfDue();
      throwIfFailed();
    },
    async writeCopyText(text: Buffer): Promise<void> {
      throwIfFailed();
      if (embedded) throw new Error('writeCopyText: the embedded database cannot take COPY FROM STDIN; use write or writeSelect');
      if (!text.length) return;
      // A COPY ends with the text it was given, so a line cut between two chunks could land in two COPYs.
      if (text[text.length - 1] !== NEWLINE) throw new Error('writeCopyText: the text must end at the end of a line');
      let lines = 0;
      for (let at = text.indexOf(NEWLINE); at !== -1; at = text.indexOf(NEWLINE, at + 1)) lines += 1;
      staged += lines;
      pending += lines;
      queueChunk(text);
      await waitForRoom();
      mergeIfDue();
      throwIfFailed();
    },
    async writeSelect(sql: string, params: unknown[]): Promise<void> {
      const rowCount = await enqueue(async () => (await client.query(stageSelectSql(tables, sql), params)).rowCount ?? 0);
      staged += rowCount;
      pending += rowCount;
      mergeIfDue();
    },
    duplicates(limit: number): Promise<StagedDuplicate[]> {
      const unmerged = pending;
      return enqueue(async () => {
        // Once every row is merged with keepStaged, no key can repeat when each merge found its own keys distinct and
        // no two merges hold instants of one series in overlapping spans (a file in time or series order): that is
        // answered from a few dozen spans instead of hashing every staged row.
        if (options.keepStaged && !unmerged && kept.length && !repeated && !(await spansOverlapQuery(run, tables))) return [];
        return stagedDuplicatesQuery(run, [...kept, tables.staging], limit);
      });
    },
    async abandon(): Promise<void> {
      failure ??= { error: new Error('The bulk load was abandoned: its transaction is being rolled back') };
      wakeWriters();
      await chain;
    },
    async merge(): Promise<MergeCounts> {
      staged = 0;
      const merges = [...ownMerges, mergePending(true)];
      ownMerges = [];
      const counts = await Promise.all(merges);
      return {
        inserted: counts.reduce((n, c) => n + c.inserted, 0),
        updated: counts.reduce((n, c) => n + c.updated, 0),
        unchanged: counts.reduce((n, c) => n + c.unchanged, 0),
      };
    },
  };
}
