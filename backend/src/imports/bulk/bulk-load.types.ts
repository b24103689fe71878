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
  refs: string[];
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
  /** Stages the rows a SELECT yields, with StagedResult's columns in its order (the demo seed generates in SQL). */
  writeSelect(sql: string, params: unknown[]): Promise<void>;
  /** How many rows were handed to write/writeSelect since the last call of merge. */
  readonly staged: number;
  /** Keys staged more than once (at most `limit`). */
  duplicates(limit: number): Promise<StagedDuplicate[]>;
  /**
   * Merges the rows staged so far into results and refreshes the rollups; the staging is empty afterwards. Rows
   * written after the call go to the next merge, so a caller may read on while it runs (and await it later).
   */
  merge(): Promise<MergeCounts>;
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
}
