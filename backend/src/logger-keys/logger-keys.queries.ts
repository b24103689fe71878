import type { LoggerKeyRow, LookupOption } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { AuditedTx } from '../common/audit';
import { isoInstant } from '../database/sql-fragments';

// The logger-keys feature's SQL: the keys with their locations, the locations a logger can write, create and revoke.

/** A logger_credentials row as System Management shows it: its locations with their names, instants in UTC ISO 8601. */
const ROW = `
  SELECT c.logger_ndx, c.name,
         CASE WHEN c.allowed_location_ndx IS NULL THEN NULL ELSE coalesce((
           SELECT json_agg(json_build_object('value', l.location_ndx, 'display', l.location_name) ORDER BY l.location_name, l.location_ndx)
             FROM locations l WHERE l.location_ndx = ANY (c.allowed_location_ndx)), '[]') END AS allowed_locations,
         ${isoInstant('c.created_at')} AS created_at, ${isoInstant('c.last_used_at')} AS last_used_at,
         ${isoInstant('c.revoked_at')} AS revoked_at
    FROM logger_credentials c`;

/** Every logger: keys in use first, then revoked ones; by name. */
export function getLoggerKeysQuery(db: DataSource): Promise<LoggerKeyRow[]> {
  return db.query(`${ROW} ORDER BY c.revoked_at IS NOT NULL, c.name`);
}

/** The locations a logger can write readings for: those with a data source to file them under, by name. */
export function getLoggerKeysLocationsQuery(db: DataSource): Promise<LookupOption[]> {
  return db.query(
    `SELECT l.location_ndx AS value, l.location_name AS display FROM locations l
      WHERE EXISTS (SELECT 1 FROM location_data_sources s WHERE s.location_ndx = l.location_ndx)
      ORDER BY l.location_name, l.location_ndx`,
  );
}

/** Of `locations`, those a logger cannot write for (unknown, or without a data source). */
export async function unwritableLocationsQuery(tx: AuditedTx, locations: number[]): Promise<number[]> {
  const rows = await tx.rows<{ location_ndx: number }>(
    `SELECT u.location_ndx FROM unnest($1::int[]) AS u(location_ndx)
      WHERE NOT EXISTS (SELECT 1 FROM location_data_sources s WHERE s.location_ndx = u.location_ndx)
      ORDER BY u.location_ndx`,
    [locations],
  );
  return rows.map((r) => r.location_ndx);
}

/** Adds a logger with the digest of its key; undefined when the name is taken (revoked loggers keep theirs). */
export async function postLoggerKeysQuery(
  tx: AuditedTx, name: string, keySha256: string, locations: number[] | null,
): Promise<LoggerKeyRow | undefined> {
  const [created] = await tx.rows<{ logger_ndx: number }>(
    `INSERT INTO logger_credentials (name, key_hash, allowed_location_ndx) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO NOTHING RETURNING logger_ndx`,
    [name, keySha256, locations],
  );
  return created && loggerKeyQuery(tx, { logger_ndx: created.logger_ndx });
}

/** One logger, by number or name, locked until the transaction ends. */
export async function loggerKeyQuery(tx: AuditedTx, which: { logger_ndx: number } | { name: string }): Promise<LoggerKeyRow | undefined> {
  const [locked] = await tx.rows<{ logger_ndx: number }>(
    'name' in which
      ? `SELECT logger_ndx FROM logger_credentials WHERE name = $1 FOR UPDATE`
      : `SELECT logger_ndx FROM logger_credentials WHERE logger_ndx = $1 FOR UPDATE`,
    ['name' in which ? which.name : which.logger_ndx],
  );
  if (!locked) return undefined;
  const [row] = await tx.rows<LoggerKeyRow>(`${ROW} WHERE c.logger_ndx = $1`, [locked.logger_ndx]);
  return row;
}

/** Revokes a logger's key: it stops working at once; the logger stays listed with what it wrote. */
export async function postLoggerKeysRevokeByLoggerNdxQuery(tx: AuditedTx, loggerNdx: number): Promise<LoggerKeyRow> {
  await tx.rows(`UPDATE logger_credentials SET revoked_at = now() WHERE logger_ndx = $1 AND revoked_at IS NULL`, [loggerNdx]);
  return (await loggerKeyQuery(tx, { logger_ndx: loggerNdx })) as LoggerKeyRow;
}
