import type { EntityManager } from 'typeorm';
import { beginBulkLoad } from '../imports/bulk/bulk-load';

// The ingest feature's SQL: logger credentials, the checks a batch must pass, and the idempotent write.

export interface LoggerCredential {
  logger_ndx: number;
  name: string;
  /** null: any location. */
  allowed_location_ndx: number[] | null;
}

/** The logger a key digest belongs to, unless revoked; marks it used. */
export async function findLoggerQuery(db: EntityManager, keySha256: string): Promise<LoggerCredential | undefined> {
  const rows = (await db.query(
    `UPDATE logger_credentials SET last_used_at = now()
      WHERE key_hash = $1 AND revoked_at IS NULL
      RETURNING logger_ndx, name, allowed_location_ndx`,
    [keySha256],
  )) as [LoggerCredential[], number] | LoggerCredential[];
  // TypeORM answers an UPDATE ... RETURNING as [rows, count] on PostgreSQL.
  const list = Array.isArray(rows[0]) ? (rows[0] as LoggerCredential[]) : (rows as LoggerCredential[]);
  return list[0];
}

export interface RowReference {
  i: number;
  location_ndx: number;
  parameter_ndx: number;
  value: number;
}

export interface RowCheck {
  i: number;
  location_known: boolean;
  parameter_known: boolean;
  has_source: boolean;
  parameter_name: string | null;
  /** The parameter's plausible range (null: no limit on that side). */
  plausible_min: number | null;
  plausible_max: number | null;
  /** False when the value lies outside that range. */
  plausible: boolean;
}

/**
 * For each row: whether its location and parameter exist, the location has a data source to file readings under,
 * and the value lies within the parameter's plausible range.
 */
export function checkRowsQuery(db: EntityManager, rows: RowReference[]): Promise<RowCheck[]> {
  return db.query(
    `SELECT r.i, l.location_ndx IS NOT NULL AS location_known, p.parameter_ndx IS NOT NULL AS parameter_known,
            EXISTS (SELECT 1 FROM location_data_sources s WHERE s.location_ndx = r.location_ndx) AS has_source,
            p.parameter_name, p.plausible_min, p.plausible_max,
            NOT coalesce(r.value < p.plausible_min OR r.value > p.plausible_max, false) AS plausible
       FROM jsonb_to_recordset($1::jsonb) AS r(i integer, location_ndx integer, parameter_ndx integer, value float8)
       LEFT JOIN locations l ON l.location_ndx = r.location_ndx
       LEFT JOIN parameters p ON p.parameter_ndx = r.parameter_ndx
      ORDER BY r.i`,
    [JSON.stringify(rows)],
  );
}

export interface TelemetryRow extends RowReference {
  collect_timestamp: string;
}

/**
 * Takes a transaction-long lock on each series of the batch, in one order (location, then parameter). Batches
 * that write the same series then run one after the other, with their daily rollups and statistics, instead of
 * each holding some rows the other waits for (a deadlock when one batch lists its readings in reverse).
 */
export async function lockSeriesQuery(db: EntityManager, rows: RowReference[]): Promise<void> {
  // The sort happens in the subquery (kept apart by OFFSET 0), so the locks are taken in its order.
  await db.query(
    `SELECT count(pg_advisory_xact_lock(s.location_ndx, s.parameter_ndx))
       FROM (SELECT DISTINCT r.location_ndx, r.parameter_ndx
               FROM jsonb_to_recordset($1::jsonb) AS r(location_ndx integer, parameter_ndx integer)
              ORDER BY r.location_ndx, r.parameter_ndx OFFSET 0) s`,
    [JSON.stringify(rows.map(({ location_ndx, parameter_ndx }) => ({ location_ndx, parameter_ndx })))],
  );
}

/**
 * Writes a checked batch as telemetry under each location's data source (its first), in the parameter's unit, through
 * the bulk path (one merge, one rollup refresh, one announcement). The results key makes a re-sent reading change
 * nothing; a reading re-sent with another value corrects the stored one's value, and a reading stored by another
 * writer keeps its kind, unit, organization and approval. `db` must be a transaction's manager.
 */
export async function postIngestTelemetryQuery(db: EntityManager, rows: TelemetryRow[]): Promise<{ inserted: number; updated: number }> {
  if (!db.queryRunner?.isTransactionActive) throw new Error('postIngestTelemetryQuery needs a transaction');
  const bulk = await beginBulkLoad(db.queryRunner);
  await bulk.writeSelect(
    `SELECT i.i::text, i.location_ndx, i.parameter_ndx, i.collect_timestamp, s.data_source_ndx,
            coalesce(r.result_kind, 'telemetry'), i.value, false, NULL::float8, coalesce(r.unit_ndx, p.unit_ndx),
            r.organization_ndx, coalesce(r.approval_status, 'provisional')
       FROM jsonb_to_recordset($1::jsonb)
         AS i(i integer, location_ndx integer, parameter_ndx integer, collect_timestamp timestamptz, value float8)
       JOIN parameters p ON p.parameter_ndx = i.parameter_ndx
      CROSS JOIN LATERAL (SELECT min(d.data_source_ndx) AS data_source_ndx
                            FROM location_data_sources d WHERE d.location_ndx = i.location_ndx) s
       LEFT JOIN results r
         ON (r.location_ndx, r.parameter_ndx, r.collect_timestamp, r.data_source_ndx)
          = (i.location_ndx, i.parameter_ndx, i.collect_timestamp, s.data_source_ndx)`,
    [JSON.stringify(rows)],
  );
  const { inserted, updated } = await bulk.merge();
  return { inserted, updated };
}
