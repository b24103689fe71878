import type { QueryRunner } from 'typeorm';

// The statement-level triggers that advance data_change_seq (migration DataChangeSequence) when a table is written,
// so answers cached in common/versioned-cache.ts and built from it are rebuilt. Shared by the migrations that watch
// tables; the SQL is the same whichever migration runs it.

/** Each table gets the trigger `<table>_<suffix>`. */
export async function watchTables(q: QueryRunner, tables: readonly string[], suffix = 'bump_data_change_seq'): Promise<void> {
  for (const table of tables) {
    await q.query(`
      CREATE TRIGGER ${table}_${suffix}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_change_seq()`);
  }
}

/** Drops what watchTables made (a table already gone took its trigger with it). */
export async function unwatchTables(q: QueryRunner, tables: readonly string[], suffix = 'bump_data_change_seq'): Promise<void> {
  for (const table of tables) await q.query(`DROP TRIGGER IF EXISTS ${table}_${suffix} ON ${table}`);
}
