import { DataSource } from 'typeorm';

/**
 * Every table of the public schema with its row count and a digest of its rows: equal before and after a
 * request means the request wrote nothing (no insert, update or delete anywhere).
 */
export async function publicTablesState(ds: DataSource): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = (await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as { tablename: string }[];
  const parts = tables.map(({ tablename }) => {
    const table = `public."${tablename.replace(/"/g, '""')}"`;
    const name = tablename.replace(/'/g, "''");
    return `SELECT '${name}' AS name, count(*)::int AS rows,
                   md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`;
  });
  const rows = (await ds.query(parts.join(' UNION ALL '))) as { name: string; rows: number; digest: string }[];
  return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, digest: r.digest }]));
}
