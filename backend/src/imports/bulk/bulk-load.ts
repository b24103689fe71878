import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import {
  type BulkTables, COPY_INTO_RESULTS_SQL, copyIntoStagingSql, createBulkTablesQuery, isEmbeddedQuery, keepStagingQuery,
  lockStagedReferencesQuery, mergeStagedQuery, prepareDirectPartQuery, recordDirectPartQuery, refreshChangedQuery, RESULT_COLUMNS, rollUpChangedDaysQuery, type Run, savepointQuery,
  spansOverlapQuery, STAGED_COLUMNS, stageArraysSql, stagedDuplicatesQuery, stageSelectSql, truncateQuery,
} from './bulk-load.queries';
import type { DirectPartRefs } from './bulk-load.queries';
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
/**
 * Rows of a load's first direct part (BulkLoadOptions.direct); each later part is twice the one before, up to
 * `mergeEvery` (or DIRECT_PART_ROWS): the database starts writing soon after the first rows arrive, and a large load
 * goes in a few large parts.
 */
const FIRST_DIRECT_PART_ROWS = 25_000;
const DIRECT_PART_ROWS = 250_000;
const NEWLINE = 0x0a;
/** PostgreSQL's unique_violation: a direct part met a stored key (or repeated one of its own). */
const UNIQUE_VIOLATION = '23505';

/** Numbers the temporary tables of the loads of one process (several may share a transaction). */
let loads = 0;

/** A field of COPY's text format: \N for null, the four characters COPY treats specially escaped. */
function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One row as a line of COPY text in results' columns (STAGED_COLUMNS' order without the ref; written out: this runs for every row). */
function resultLine(r: StagedResult): string {
  return `${r.location_ndx}\t${r.parameter_ndx}\t${copyField(r.collect_timestamp)}\t${r.data_source_ndx}\t` +
    `${copyField(r.result_kind)}\t${copyField(r.value)}\t${r.nondetect ? 't' : 'f'}\t${copyField(r.detection_limit)}\t` +
    `${r.unit_ndx}\t${copyField(r.organization_ndx)}\t${copyField(r.approval_status)}\n`;
}

/** One staged row as a line of COPY text, in STAGED_COLUMNS' order. */
function copyLine(r: StagedResult): string {
  return `${copyField(r.ref)}\t${resultLine(r)}`;
}

/** The rows of a direct part, as COPY text in results' columns, with what the part's checks need. */
interface DirectPart {
  chunks: Buffer[];
  rows: number;
  /**
   * Each row's ref, in order: the part's text with them is what the staging takes if the part cannot go direct;
   * null for a part of writeCopyText's text, whose rows have none (its text is staged as it is).
   */
  refs: string[] | null;
  /** The part's series (parameter_ndxs by location_ndx), each with its first and last instant in epoch milliseconds. */
  series: Map<number, Map<number, Span>>;
  /** Whether every instant of the part was read as a date (an instant Date.parse does not read leaves its span unknown). */
  spansKnown: boolean;
  /**
   * Whether every reference of the part was read as an integer: COPY reads a few spellings this load does not (a
   * sign, spaces), and a part whose references are not all known cannot be checked before its COPY, so it is staged.
   */
  referencesKnown: boolean;
  dataSources: Set<number>;
  units: Set<number>;
  organizations: Set<number>;
  /** The series and references of the part's last row: the rows of a series mostly come together, and skip the lookups. */
  last: { location: number; parameter: number; span: Span; dataSource: number; unit: number; organization: number | null } | null;
}

interface Span {
  lo: number;
  hi: number;
}

const newDirectPart = (withRefs: boolean): DirectPart => ({
  chunks: [], rows: 0, refs: withRefs ? [] : null, series: new Map(), spansKnown: true, referencesKnown: true,
  dataSources: new Set(), units: new Set(), organizations: new Set(), last: null,
});

/**
 * Notes what a row brings to its part (its text goes to the part's chunks): its series and instant (epoch
 * milliseconds, NaN when unknown) and what it refers to.
 */
function addToPart(part: DirectPart, location: number, parameter: number, at: number, dataSource: number, unit: number, organization: number | null): void {
  let last = part.last;
  if (!last || last.location !== location || last.parameter !== parameter) {
    let ofLocation = part.series.get(location);
    if (!ofLocation) part.series.set(location, (ofLocation = new Map()));
    let span = ofLocation.get(parameter);
    if (!span) ofLocation.set(parameter, (span = { lo: Infinity, hi: -Infinity }));
    part.last = last = { location, parameter, span, dataSource: NaN, unit: NaN, organization: NaN };
  }
  if (Number.isNaN(at)) part.spansKnown = false;
  if (at < last.span.lo) last.span.lo = at;
  if (at > last.span.hi) last.span.hi = at;
  if (dataSource !== last.dataSource) part.dataSources.add((last.dataSource = dataSource));
  if (unit !== last.unit) part.units.add((last.unit = unit));
  if (organization !== last.organization) {
    last.organization = organization;
    if (organization !== null) part.organizations.add(organization);
  }
  part.rows += 1;
}

function addRowToPart(part: DirectPart, row: StagedResult): void {
  part.refs?.push(row.ref);
  addToPart(part, row.location_ndx, row.parameter_ndx, Date.parse(row.collect_timestamp), row.data_source_ndx, row.unit_ndx, row.organization_ndx);
}

const TAB = 0x09;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
/** The positions of the fields a direct part notes in a line of COPY text in results' columns. */
const FIELD = {
  location: RESULT_COLUMNS.indexOf('location_ndx'), parameter: RESULT_COLUMNS.indexOf('parameter_ndx'),
  instant: RESULT_COLUMNS.indexOf('collect_timestamp'), dataSource: RESULT_COLUMNS.indexOf('data_source_ndx'),
  unit: RESULT_COLUMNS.indexOf('unit_ndx'), organization: RESULT_COLUMNS.indexOf('organization_ndx'),
};
const LAST_NOTED_FIELD = Math.max(...Object.values(FIELD));

/**
 * An instant as PostgreSQL's text output writes a timestamptz ('2024-03-01 00:15:00-07', '...:00.5+05:30') in epoch
 * milliseconds, or NaN: Date.parse reads it once the date and time are joined by a T and a bare hour offset has its
 * minutes.
 */
function parseCopyInstant(text: string): number {
  return Date.parse(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

/** Whether readCopyInteger read a value (not null, not NaN). */
const known = (v: number | null): v is number => v !== null && !Number.isNaN(v);

/**
 * Notes the line of COPY text (results' columns) at `start` in its part and answers where the next line starts. The
 * integer fields are read byte by byte (this runs for every row the seed writes); a field that is not a plain
 * integer, or a null where results takes none, leaves the part's references unknown (`\N` is null). The instant is
 * read only when `withInstant` (the direct parts' span checks need it); otherwise every span is noted as 0.
 */
function addLineToPart(part: DirectPart, text: Buffer, start: number, withInstant: boolean): number {
  let location: number | null = NaN;
  let parameter: number | null = NaN;
  let dataSource: number | null = NaN;
  let unit: number | null = NaN;
  let organization: number | null = NaN;
  let instant = 0;
  let field = 0;
  let fieldStart = start;
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c !== TAB && c !== NEWLINE) continue;
    if (field === FIELD.instant) {
      if (withInstant) instant = parseCopyInstant(text.toString('latin1', fieldStart, i));
    } else if (field <= LAST_NOTED_FIELD) {
      const value = readCopyInteger(text, fieldStart, i);
      if (field === FIELD.location) location = value;
      else if (field === FIELD.parameter) parameter = value;
      else if (field === FIELD.dataSource) dataSource = value;
      else if (field === FIELD.unit) unit = value;
      else if (field === FIELD.organization) organization = value;
    }
    if (c === NEWLINE) break;
    field += 1;
    fieldStart = i + 1;
  }
  if (!known(location) || !known(parameter) || !known(dataSource) || !known(unit) || Number.isNaN(organization)) {
    part.referencesKnown = false;
  }
  addToPart(part, location ?? NaN, parameter ?? NaN, instant, dataSource ?? NaN, unit ?? NaN, organization);
  return i + 1;
}

/** A field of COPY text read as an integer: null for \N, NaN unless it is an optional minus and up to nine digits. */
function readCopyInteger(text: Buffer, from: number, to: number): number | null {
  if (to - from === 2 && text[from] === BACKSLASH && text[from + 1] === 0x4e) return null;
  const negative = text[from] === MINUS;
  const first = negative ? from + 1 : from;
  if (to <= first || to - first > 9) return NaN;
  let value = 0;
  for (let i = first; i < to; i++) {
    const digit = text[i] - 0x30;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

/**
 * Joins lines of COPY text into chunks of about COPY_CHUNK_BYTES, each handed on as a Buffer. Each chunk is joined
 * once and kept outside the JavaScript heap: a string grown line by line is a tree of thousands of pieces, and tens
 * of megabytes of those waiting in the queue made the garbage collector the busiest part of a load (more than half
 * of the time writes took).
 */
class CopyChunks {
  private lines: string[] = [];
  private length = 0;

  constructor(private readonly take: (chunk: Buffer) => void) {}

  add(line: string): void {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= COPY_CHUNK_BYTES) this.flush();
  }

  flush(): void {
    if (!this.lines.length) return;
    this.take(Buffer.from(this.lines.join('')));
    this.lines = [];
    this.length = 0;
  }
}

/** A direct part's text with each line's ref appended (the staging's column order for it, see copyIntoStagingSql). */
function withRefs(part: DirectPart, refs: string[]): Buffer[] {
  let row = 0;
  return part.chunks.map((chunk) => {
    const pieces: Buffer[] = [];
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; start = at + 1, at = chunk.indexOf(NEWLINE, start)) {
      pieces.push(chunk.subarray(start, at), Buffer.from(`\t${copyField(refs[row++])}\n`));
    }
    return Buffer.concat(pieces);
  });
}

/** The values prepareDirectPartQuery takes for `part`; its spans only when `withSpans` and every instant was read. */
function directPartRefs(part: DirectPart, withSpans: boolean): DirectPartRefs {
  const seriesLocations: number[] = [];
  const seriesParameters: number[] = [];
  const from: string[] = [];
  const until: string[] = [];
  const spans = withSpans && part.spansKnown;
  for (const [location, ofLocation] of part.series) {
    for (const [parameter, span] of ofLocation) {
      seriesLocations.push(location);
      seriesParameters.push(parameter);
      if (!spans) continue;
      from.push(new Date(span.lo).toISOString());
      until.push(new Date(span.hi + 1).toISOString());
    }
  }
  return {
    seriesLocations, seriesParameters, spans: spans ? { from, until } : null,
    dataSources: [...part.dataSources], units: [...part.units], organizations: [...part.organizations],
  };
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
  const tables: BulkTables = {
    staging: `bulk_staging_${n}`, changed: `bulk_changed_${n}`, spans: `bulk_spans_${n}`, repeats: `bulk_repeats_${n}`,
  };
  const embedded = await isEmbeddedQuery(run);
  const maxQueuedBytes = options.maxQueuedBytes ?? MAX_QUEUED_BYTES;
  const keepStaged = options.keepStaged ?? false;
  const direct = (options.direct ?? false) && !embedded;
  /** Whether direct parts are checked for stored rows in their spans, and later merges for keys they wrote. */
  const directChecks = direct && keepStaged;
  await createBulkTablesQuery(run, tables, { spans: keepStaged || direct, directChecks });
  /** Rows handed to write/writeSelect since the caller last asked for a merge. */
  let staged = 0;
  /** Of those, the rows the next merge takes (the load's own merges took the others). */
  let pending = 0;
  /** The load's own merges (options.mergeEvery) since the caller's last merge, whose counts join that merge's. */
  let ownMerges: Promise<MergeCounts>[] = [];
  /** The stagings merged before the current one, kept for the duplicate check (options.keepStaged). */
  const kept: string[] = [];
  /** Whether a merge found a key staged twice in its own staging, or one a direct part had written. */
  let repeated = false;
  /** The load's parts so far (merged stagings and direct parts), numbering their spans. */
  let parts = 0;
  /** Direct parts written into results; the direct part being filled, and the rows the next one may take. */
  let directParts = 0;
  let filling: DirectPart | undefined;
  let partRows = Math.min(FIRST_DIRECT_PART_ROWS, options.mergeEvery ?? DIRECT_PART_ROWS);
  /**
   * Set (on the connection's turn) once a part could not go direct: from then on every row is staged. Rows of parts
   * closed before the caller saw it are staged in their own turn and counted here, for the next merge.
   */
  let staging = !direct;
  let stagedInTurn = 0;
  let failure: { error: unknown } | undefined;
  /** Throws the first failure of queued work, if any (a function: TypeScript cannot see `failure` change across awaits). */
  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };
  /** The connection's work, in order; never rejects (a failure is kept in `failure`). */
  let chain: Promise<void> = Promise.resolve();
  /** Bytes of COPY text not yet handed to the connection. */
  let queuedBytes = 0;
  /**
   * The COPY text of the next staging COPY while it waits for its turn: writes until then (and until a merge) join it
   * when their text has the ref where its text has it (first: write's rows; none: writeCopyText's).
   */
  let open: { chunks: Buffer[]; refs: 'first' | 'none' } | undefined;
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

  /** Streams `chunks` through one COPY (`sql`); answers the rows it took. `queued`: the chunks count in queuedBytes. */
  const streamCopy = async (sql: string, chunks: Buffer[], queued: boolean): Promise<number> => {
    const stream = client.query(copyFrom(sql));
    const done = finished(stream);
    done.catch(() => undefined);
    for (const chunk of chunks) {
      if (queued) {
        queuedBytes -= chunk.length;
        wakeWriters();
      }
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
    }
    stream.end();
    await done;
    return stream.rowCount;
  };

  /** One COPY carrying `batch`, which further writes may join until the COPY starts. */
  const copyBatch = async (batch: NonNullable<typeof open>) => {
    if (open === batch) open = undefined;
    await streamCopy(copyIntoStagingSql(tables, batch.refs), batch.chunks, true);
  };

  /** Adds `chunk` (whole lines of COPY text) to the COPY waiting for its turn, opening one if none with its layout waits. */
  const queueChunk = (chunk: Buffer, refs: 'first' | 'none') => {
    let batch = open;
    if (batch?.refs !== refs) {
      const fresh = { chunks: [], refs };
      open = batch = fresh;
      void enqueue(() => copyBatch(fresh));
    }
    batch.chunks.push(chunk);
    queuedBytes += chunk.length;
  };
  /** Waits while more COPY text waits than the load allows (the caller's source is read on once it drained). */
  const waitForRoom = async () => {
    while (queuedBytes > maxQueuedBytes && !failure) await new Promise<void>((wake) => roomWaiters.push(wake));
  };

  const queueCopy = async (rows: readonly StagedResult[]) => {
    const chunks = new CopyChunks((chunk) => queueChunk(chunk, 'first'));
    for (const row of rows) chunks.add(copyLine(row));
    chunks.flush();
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
    return enqueue(() => mergeStaged(rows + takeStagedInTurn(), refresh));
  };

  const takeStagedInTurn = () => {
    const rows = stagedInTurn;
    stagedInTurn = 0;
    return rows;
  };

  /** The merge of the staging's `rows` rows (and the refresh), on the connection's turn. */
  const mergeStaged = async (rows: number, refresh: boolean): Promise<MergeCounts> => {
    let counts: MergeCounts = { inserted: 0, updated: 0, unchanged: 0 };
    if (rows) {
      await lockStagedReferencesQuery(run, tables, !options.exclusive);
      const merged = await mergeStagedQuery(run, tables, options.keepStored ?? false, keepStaged ? ++parts : null, directChecks && directParts > 0);
      counts = { inserted: merged.inserted, updated: merged.updated, unchanged: merged.unchanged };
      repeated ||= merged.keys < rows || merged.repeats > 0;
      if (keepStaged) {
        const keptAs = `${tables.staging}_${kept.length + 1}`;
        await keepStagingQuery(run, tables, keptAs);
        kept.push(keptAs);
      } else {
        await truncateQuery(run, tables.staging);
      }
    }
    if (refresh) await refreshChangedQuery(run, tables);
    return counts;
  };

  /**
   * A direct part on the connection's turn: COPY straight into results inside a savepoint, with the part's series
   * locked and references checked first; rolled back to the savepoint and staged instead when it meets a stored key
   * (or, with the checks, a stored row inside its spans), and then the load stages from here on. Its counts are all
   * insertions (no key of it was stored).
   */
  const writeDirectPart = async (part: DirectPart): Promise<MergeCounts> => {
    if (!staging) {
      // With the checks, a part whose spans are unknown or hold stored rows is staged without trying, and so is a
      // part whose references are not known (the staging's merge checks them as the database reads them).
      const free = part.referencesKnown && !(await prepareDirectPartQuery(run, directPartRefs(part, directChecks), !options.exclusive));
      if (free && (part.spansKnown || !directChecks)) {
        const number = ++parts;
        await savepointQuery(run, 'SAVEPOINT');
        await recordDirectPartQuery(run, tables, number);
        try {
          const inserted = await streamCopy(COPY_INTO_RESULTS_SQL, part.chunks, false);
          await recordDirectPartQuery(run, tables, null);
          await savepointQuery(run, 'RELEASE SAVEPOINT');
          directParts += 1;
          // The part's days are rolled up now, while the caller reads on (its reading and the text of the next part
          // keep the process busy, not the database), so the refresh at the end is left the years and series.
          await rollUpChangedDaysQuery(run, tables);
          return { inserted, updated: 0, unchanged: 0 };
        } catch (e) {
          if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
          // The rollback also takes back the part's settings and what its trigger recorded (all set inside the savepoint).
          await savepointQuery(run, 'ROLLBACK TO SAVEPOINT');
          await savepointQuery(run, 'RELEASE SAVEPOINT');
        }
      }
      staging = true;
    }
    if (part.refs) await streamCopy(copyIntoStagingSql(tables, 'last'), withRefs(part, part.refs), false);
    else await streamCopy(copyIntoStagingSql(tables, 'none'), part.chunks, false);
    stagedInTurn += part.rows;
    if (options.mergeEvery && stagedInTurn >= options.mergeEvery) return mergeStaged(takeStagedInTurn(), false);
    return { inserted: 0, updated: 0, unchanged: 0 };
  };

  /** Queues the part being filled for the connection (its counts join the caller's next merge). */
  const closePart = () => {
    const part = filling;
    filling = undefined;
    if (!part?.rows) return;
    partRows = Math.min(partRows * 2, options.mergeEvery ?? DIRECT_PART_ROWS);
    const bytes = part.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const written = enqueue(async () => {
      try {
        return await writeDirectPart(part);
      } finally {
        queuedBytes -= bytes;
        wakeWriters();
      }
    });
    written.catch(() => undefined);
    ownMerges.push(written);
  };

  /** The direct part being filled, for rows with refs (write) or without (writeCopyText): a part holds one kind. */
  const fillingFor = (withRefs: boolean): DirectPart => {
    if (filling && (filling.refs !== null) !== withRefs) closePart();
    return (filling ??= newDirectPart(withRefs));
  };

  /** Adds rows to the direct part being filled, queueing each part once it is full. */
  const queueDirect = async (rows: readonly StagedResult[]) => {
    let part = fillingFor(true);
    const chunks = new CopyChunks((chunk) => {
      part.chunks.push(chunk);
      queuedBytes += chunk.length;
    });
    for (const row of rows) {
      chunks.add(resultLine(row));
      addRowToPart(part, row);
      if (part.rows >= partRows) {
        chunks.flush();
        closePart();
        part = filling = newDirectPart(true);
      }
    }
    chunks.flush();
    await waitForRoom();
  };

  /**
   * queueDirect for writeCopyText's text (whole lines in results' columns): the text is cut into parts as it is.
   * Answers its number of lines.
   */
  const queueDirectText = async (text: Buffer): Promise<number> => {
    let lines = 0;
    let part = fillingFor(false);
    let start = 0;
    const take = (end: number) => {
      const chunk = text.subarray(start, end);
      part.chunks.push(chunk);
      queuedBytes += chunk.length;
      start = end;
    };
    for (let at = 0; at < text.length;) {
      at = addLineToPart(part, text, at, directChecks);
      lines += 1;
      if (part.rows >= partRows) {
        take(at);
        closePart();
        part = filling = newDirectPart(false);
      }
    }
    if (start < text.length) take(text.length);
    await waitForRoom();
    return lines;
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

  /** writeSelect: its rows are staged (after the part being filled), and so is the rest of the load. */
  const stageFromHere = () => {
    closePart();
    staging = true;
  };

  return {
    get staged() {
      return staged;
    },
    async write(rows: readonly StagedResult[]): Promise<void> {
      throwIfFailed();
      if (!rows.length) return;
      staged += rows.length;
      if (!staging) {
        await queueDirect(rows);
        throwIfFailed();
        return;
      }
      // Rows of a direct part still being filled go before these (a later row wins over an earlier one).
      closePart();
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
      if (!staging) {
        staged += await queueDirectText(text);
        throwIfFailed();
        return;
      }
      let lines = 0;
      for (let at = text.indexOf(NEWLINE); at !== -1; at = text.indexOf(NEWLINE, at + 1)) lines += 1;
      closePart();
      staged += lines;
      pending += lines;
      queueChunk(text, 'none');
      await waitForRoom();
      mergeIfDue();
      throwIfFailed();
    },
    async writeSelect(sql: string, params: unknown[]): Promise<void> {
      stageFromHere();
      const rowCount = await enqueue(async () => (await client.query(stageSelectSql(tables, sql), params)).rowCount ?? 0);
      staged += rowCount;
      pending += rowCount;
      mergeIfDue();
    },
    duplicates(limit: number): Promise<StagedDuplicate[]> {
      closePart();
      const unmerged = pending;
      return enqueue(async () => {
        // Once every row is merged with keepStaged, no key can repeat when each merge found its own keys distinct and
        // no two merges hold instants of one series in overlapping spans (a file in time or series order), and no
        // merge met a key a direct part wrote (a direct part meeting one of its own or an earlier part's keys is
        // staged): that is answered from a few dozen spans instead of hashing every staged row.
        const merged = !unmerged && !stagedInTurn;
        if (keepStaged && merged && (kept.length || directParts) && !repeated && !(await spansOverlapQuery(run, tables))) return [];
        return stagedDuplicatesQuery(run, [...kept, tables.staging], limit, directChecks && directParts ? tables.repeats : null);
      });
    },
    async abandon(): Promise<void> {
      failure ??= { error: new Error('The bulk load was abandoned: its transaction is being rolled back') };
      wakeWriters();
      await chain;
    },
    async merge(): Promise<MergeCounts> {
      closePart();
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
