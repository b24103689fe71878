import type { DataSource } from 'typeorm';
import { insertLookups } from './lookups';
import { insertMapLayers } from './map-layers';
import { insertPlaces } from './places';
import { SeedSql } from './seed-sql';
import { insertShellContent } from './shell-content';
import { insertStreams } from './streams';
import { offerGraphModeStatistics } from './water-quality';

/**
 * The product's reference rows: what every portal needs before its first location or result, whether the database
 * holds the demo dataset or a district's own data. The lookups (location types, organizations, data sources and
 * categories, units, parameter groups and parameters with their categories, threats and benchmarks), the landing
 * page's tools and resource links, the basin's streams and places (the map's offline hydrology and the place
 * search) and the map's layers. Without them the map has no layers, the explorers no parameters and an import no
 * parameter to map a source's codes to.
 *
 * The demo seed writes the same rows (with `demo`, plus the rows that describe the demo dataset itself) before its
 * locations and results. The rows live beside the seed because the seed was their first writer; they are the
 * product's, not the demo's: see docs/architecture.md (reference data).
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
