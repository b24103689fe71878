import type { ResultKind } from '../source-row';

/** One result as the bulk path stages it: already mapped to the portal's ids and the parameter's unit. */
export interface StagedResult {
  /** Where it came from ('line 12', an item id), so a duplicate can be named in the report. */
  ref: string;
  location_ndx: number;
  parameter_ndx: number;
  /** ISO 8601 with an offset or Z. */
  collect_timestamp: string;
  data_source_ndx: number;
  result_kind: ResultKind;
  value: number | null;
  nondetect: boolean;
  detection_limit: number | null;
  unit_ndx: number;
  organization_ndx: number | null;
  approval_status: 'provisional' | 'approved';
}

/** What a merge did to results. */
export interface MergeCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Two or more staged rows for one results key (location, parameter, instant, data source). */
export interface StagedDuplicate {
  /** In the order they were written; null for a row of a direct part (see BulkLoadOptions.direct), whose ref is not kept, and for writeCopyText's rows. */
  refs: (string | null)[];
  location_ndx: number;
  parameter_ndx: number;
  collect_timestamp: string;
}

/**
 * One bulk write into results, inside the caller's transaction: rows are staged (COPY where the database allows it),
 * then merged in one set-based statement, then every rollup the merge touched is refreshed in one set-based pass
 * (daily, hourly and annual rollups, daily extremes, the location summary, graph-mode statistics, water-year
 * normals, the answer caches' data version and the live announcement). The caller commits or rolls back.
 */
export interface BulkLoad {
  /**
   * Stages rows; may be called many times (a stream's batches). On PostgreSQL it resolves once the rows are queued
   * for the connection, not when they are stored: a failure to store them fails a later call (at the latest merge).
   */
  write(rows: readonly StagedResult[]): Promise<void>;
  /**
   * Writes rows given as COPY text (text format, whole lines, as `COPY (...) TO STDOUT` writes them) in results'
   * columns: StagedResult's columns in its order without the ref (such rows have none: a duplicate's refs name them
   * null). The demo seed generates on a second connection. With `direct` the text goes straight into results as
   * write's rows do; else it is staged. PostgreSQL only; resolves once the text is queued, like `write`.
   */
  writeCopyText(text: Buffer): Promise<void>;
  /** Stages the rows a SELECT yields, with StagedResult's columns in its order (the demo seed generates in SQL). */
  writeSelect(sql: string, params: unknown[]): Promise<void>;
  /** How many rows were handed to write/writeSelect since the last call of merge (the load's own merges included). */
  readonly staged: number;
  /**
   * Keys staged more than once (at most `limit`): since the last call of merge, or with `keepStaged` in the whole
   * load. With `keepStaged`, once every row is merged the answer comes from what the merges saw (each merge's count
   * of distinct keys, each staging's span per series) unless a key may repeat; call it after the last merge.
   */
  duplicates(limit: number): Promise<StagedDuplicate[]>;
  /**
   * Merges the rows staged so far into results and refreshes the rollups; the staging is empty afterwards. Rows
   * written after the call go to the next merge, so a caller may read on while it runs (and await it later). The
   * counts include the load's own merges since the last call (`mergeEvery`).
   */
  merge(): Promise<MergeCounts>;
  /**
   * Drops the work not yet started and resolves once the connection is idle. Call it before rolling back a load
   * that may have work queued (its own merges, a COPY): a rollback sent while they run would be taken between two
   * of their statements.
   */
  abandon(): Promise<void>;
}

/** How a bulk load treats rows already stored under a staged key. */
export interface BulkLoadOptions {
  /**
   * Leave every stored row as it is and only add the new keys (a record being appended to, where a stored reading
   * is never replaced); by default a staged row that differs from the stored one replaces it.
   */
  keepStored?: boolean;
  /**
   * The caller already holds results exclusively in its transaction (the demo seed, which truncated it): no other
   * writer can reach a series, so the merge takes no series locks.
   */
  exclusive?: boolean;
  /**
   * Merge whenever this many rows wait, while the caller goes on writing (a large file is merged as it is read,
   * on the other core, rather than after it). The rollups of these merges wait for the caller's own `merge()`, which
   * merges the rest, refreshes the rollups of all of them at once and counts every merge since its last call.
   */
  mergeEvery?: number;
  /**
   * Keep the rows of the load's earlier merges staged (until the transaction ends), so `duplicates()` finds a key
   * written twice anywhere in the load, not only since the last merge.
   */
  keepStaged?: boolean;
  /**
   * Write the rows of `write` straight into results (COPY, part by part) while none of their keys is stored: a load
   * of history before a record, or of an append after it, then skips the staging, the merge's sort and its probes.
   * A part that meets a stored key (a re-import, a correction, a reading repeated) is rolled back to its savepoint
   * and staged instead, and so is every later row of the load (merged as without this option): a staged row may
   * correct one stored before it, so none may follow it straight into results. With `keepStaged`, a part also goes
   * to the staging when a series had stored rows inside its span (filling a gap), so that every stored row inside a
   * direct part's span is the load's own and a later row with one of its keys is known as written twice. PostgreSQL
   * only (the embedded database stages as always); writeSelect stages the rest of the load.
   */
  direct?: boolean;
  /**
   * Bytes of COPY text that may wait for the connection before `write` waits (64 MB, about 900,000 rows, unless
   * given): the seed lets a whole generated batch wait while the one before merges.
   */
  maxQueuedBytes?: number;
}
