import type { DataSource } from 'typeorm';
import { insertLookups } from './lookups';
import { MAP_LAYERS, MAP_SOURCES } from '../reference/map-layers';
import { insertPlaces } from './places';
import { SeedSql } from './seed-sql';
import { insertShellContent } from './shell-content';
import { insertStreams } from './streams';
import { offerGraphModeStatistics } from './water-quality';

/** The map's sources and layers, from the catalog (reference/map-layers.ts), in their order. */
async function insertMapLayers(sql: SeedSql): Promise<void> {
  await sql.run(
    `INSERT INTO map_sources (id, definition, sort_order)
     SELECT s.id, s.definition, s.sort_order FROM jsonb_to_recordset($1::jsonb) AS s(id text, definition jsonb, sort_order int)`,
    [JSON.stringify(MAP_SOURCES.map((s, i) => ({ ...s, sort_order: i + 1 })))],
  );
  await sql.run(
    `INSERT INTO map_layers (id, definition, draw_order, legend_order)
     SELECT l.definition ->> 'id', l.definition, (l.definition ->> 'drawOrder')::int, (l.definition ->> 'legendOrder')::int
       FROM jsonb_to_recordset($1::jsonb) AS l(definition jsonb)`,
    [JSON.stringify(MAP_LAYERS.map((definition) => ({ definition })))],
  );
}

/**
 * The product's reference rows: what every portal needs before its first location or result, whether the database
 * holds the demo dataset or a district's own data. The lookups (location types, organizations, data sources and
 * categories, units, parameter groups and parameters with their categories, threats and benchmarks), the landing
 * page's tools and resource links, the basin's streams and places (the map's offline hydrology and the place
 * search) and the map's layers. Without them the map has no layers, the explorers no parameters and an import no
 * parameter to map a source's codes to.
 *
 * The demo seed writes the same rows (with `demo`, plus the rows that describe the demo dataset itself) before its
 * locations and results. The fixed rows and the map catalog are in reference/; the statements that write them live
 * beside the seed, their first writer: see docs/architecture.md ("Where an endpoint lives", reference data).
 */
export async function insertReferenceRows(sql: SeedSql, { demo }: { demo: boolean }): Promise<void> {
  await insertLookups(sql, { demo });
  await offerGraphModeStatistics(sql);
  await insertShellContent(sql);
  await insertStreams(sql);
  await insertPlaces(sql);
  await insertMapLayers(sql);
}

/**
 * Any two instances starting together on one empty database agree on who installs the reference rows (the other
 * waits, then finds them there): a transaction-scoped advisory lock, released by the commit. The key is this
 * feature's own (an arbitrary constant no other lock in the product uses).
 */
const REFERENCE_INSTALL_LOCK = 7_264_001;

/**
 * true when the database holds none of the product's content: no parameters, map layers, locations or results (a
 * database that was just migrated). Anything there means an administrator, an import or the seed has been at work,
 * and the install keeps away.
 */
async function isEmpty(run: (sql: string) => Promise<{ empty: boolean }[]>): Promise<boolean> {
  const [row] = await run(
    `SELECT NOT (EXISTS (SELECT 1 FROM parameters) OR EXISTS (SELECT 1 FROM map_layers)
                 OR EXISTS (SELECT 1 FROM locations) OR EXISTS (SELECT 1 FROM results)) AS empty`,
  );
  return row.empty;
}

/**
 * Writes the product's reference rows (not the demo's) into an empty database, in one transaction, and answers
 * whether it did. A database with any content is left as it is, so this runs safely at every start.
 */
export async function installReferenceData(ds: DataSource, log: (message: string) => void = () => undefined): Promise<boolean> {
  if (!(await isEmpty((q) => ds.query(q)))) return false;
  const runner = ds.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(`SELECT pg_advisory_xact_lock($1)`, [REFERENCE_INSTALL_LOCK]);
    // Another instance may have installed them while this one waited for the lock.
    if (!(await isEmpty((q) => runner.query(q)))) {
      await runner.rollbackTransaction();
      return false;
    }
    await insertReferenceRows(new SeedSql(runner, log), { demo: false });
    await runner.query(
      `INSERT INTO dataset_info (key, value) VALUES ('reference_installed_at', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [new Date().toISOString()],
    );
    await runner.commitTransaction();
    return true;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
