import type { DataSource, EntityManager } from 'typeorm';

/**
 * SQL pieces several features share, written once so their answers agree. Days are America/Denver calendar days
 * (the `local_date()` function of the core data model migration).
 */

/** An instant as its America/Denver calendar date (yyyy-MM-dd). */
export const localDate = (expr: string) => `to_char(local_date(${expr}), 'YYYY-MM-DD')`;

/** A date column as yyyy-MM-dd. */
export const isoDate = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

/** An instant as an ISO-8601 UTC string, whatever the session time zone. */
export const isoInstant = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The first day of a statistics period's window, ending today (America/Denver): `graph_stats_window_start` of the
 * graph-mode statistics migration, so the stored statistics and the series read for them cover the same days.
 */
export const statsWindowStart = (periodPlaceholder: string) => `graph_stats_window_start(${periodPlaceholder}::text, local_date(now()))`;

/**
 * Whether a lookup by columns of a table finds a row: `key` maps each column to its value (the table and column
 * names are the code's, never client text).
 */
export async function rowExists(db: DataSource | EntityManager, table: string, key: Record<string, unknown>): Promise<boolean> {
  const columns = Object.keys(key);
  const where = columns.map((column, i) => `${column} = $${i + 1}`).join(' AND ');
  const found = (await db.query(`SELECT 1 FROM ${table} WHERE ${where}`, Object.values(key))) as unknown[];
  return found.length > 0;
}

/** Whether monitoring location `locationNdx` exists (the answers about one location are a 404 otherwise). */
export const locationExists = (db: DataSource | EntityManager, locationNdx: number): Promise<boolean> =>
  rowExists(db, 'locations', { location_ndx: locationNdx });

/**
 * The path of a location's first data category (by index): where the map explorer opens on it, with that
 * category's layers. NULL for a location in no category.
 */
export const firstDataCategoryPath = (locationNdx: string) =>
  `(SELECT c.datacategory_path FROM location_data_categories lc JOIN data_categories c USING (datacategory_ndx)
     WHERE lc.location_ndx = ${locationNdx} ORDER BY c.datacategory_ndx LIMIT 1)`;
