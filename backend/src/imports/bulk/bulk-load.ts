import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { QueryRunner } from 'typeorm';
import {
  type BulkTables, copyIntoStagingSql, createBulkTablesQuery, isEmbeddedQuery, lockStagedReferencesQuery, mergeStagedQuery, refreshChangedQuery,
  type Run, STAGED_COLUMNS, stageArraysSql, stagedDuplicatesQuery, stageSelectSql, truncateQuery,
} from './bulk-load.queries';
import type { BulkLoad, BulkLoadOptions, MergeCounts, StagedDuplicate, StagedResult } from './bulk-load.types';

/** Rows per staging INSERT on the embedded database (its parameters are whole arrays, one per column). */
const EMBEDDED_BATCH_ROWS = 5_000;
/** Bytes of COPY text handed to the socket at a time. */
const COPY_CHUNK_BYTES = 256 * 1024;

/** Numbers the temporary tables of the loads of one process (several may share a transaction). */
let loads = 0;

/** A field of COPY's text format: \N for null, the four characters COPY treats specially escaped. */
function copyField(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

function copyLine(row: StagedResult): string {
  return `${STAGED_COLUMNS.map((c) => copyField(row[c])).join('\t')}\n`;
}

/**
 * Opens a bulk write into results on `runner`, which must hold a transaction (the caller commits or rolls back: the
 * staging, the merge and the rollups it refreshed go together). Rows are staged in a temporary table (COPY FROM
 * STDIN on PostgreSQL; batched array INSERTs on the embedded database, whose socket cannot carry COPY), then merged
 * into results in one statement and the rollups of what changed refreshed once (see BulkLoad).
 */
export async function beginBulkLoad(runner: QueryRunner, options: BulkLoadOptions = {}): Promise<BulkLoad> {
  if (!runner.isTransactionActive) throw new Error('beginBulkLoad needs a query runner inside a transaction');
  const client = (await runner.connect()) as PoolClient;
  const run: Run = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const n = ++loads;
  const tables: BulkTables = { staging: `bulk_staging_${n}`, changed: `bulk_changed_${n}` };
  const embedded = await isEmbeddedQuery(run);
  await createBulkTablesQuery(run, tables);
  let staged = 0;

  const copyRows = async (rows: readonly StagedResult[]) => {
    const stream = client.query(copyFrom(copyIntoStagingSql(tables)));
    const done = finished(stream);
    let chunk = '';
    for (const row of rows) {
      chunk += copyLine(row);
      if (chunk.length >= COPY_CHUNK_BYTES) {
        if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
        chunk = '';
      }
    }
    stream.end(chunk);
    await done;
  };

  const insertArrays = async (rows: readonly StagedResult[]) => {
    const sql = stageArraysSql(tables);
    for (let i = 0; i < rows.length; i += EMBEDDED_BATCH_ROWS) {
      const batch = rows.slice(i, i + EMBEDDED_BATCH_ROWS);
      await run(sql, STAGED_COLUMNS.map((c) => batch.map((r) => r[c])));
    }
  };

  return {
    get staged() {
      return staged;
    },
    async write(rows: readonly StagedResult[]): Promise<void> {
      if (!rows.length) return;
      await (embedded ? insertArrays(rows) : copyRows(rows));
      staged += rows.length;
    },
    async writeSelect(sql: string, params: unknown[]): Promise<void> {
      const result = await client.query(stageSelectSql(tables, sql), params);
      staged += result.rowCount ?? 0;
    },
    duplicates(limit: number): Promise<StagedDuplicate[]> {
      return stagedDuplicatesQuery(run, tables, limit);
    },
    async merge(): Promise<MergeCounts> {
      if (!staged) return { inserted: 0, updated: 0, unchanged: 0 };
      await lockStagedReferencesQuery(run, tables, !options.exclusive);
      const counts = await mergeStagedQuery(run, tables, options.keepStored ?? false);
      await refreshChangedQuery(run, tables);
      await truncateQuery(run, tables.staging);
      await truncateQuery(run, tables.changed);
      staged = 0;
      return counts;
    },
  };
}
