import { DataSource } from 'typeorm';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { dataSourceOptions } from './data-source-options';

describe('migrations', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_migrations');
    ds = new DataSource(dataSourceOptions(db.url, 2));
    await ds.initialize();
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const tables = async (): Promise<string[]> =>
    (
      await ds.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'spatial_ref_sys'
          ORDER BY 1`,
      )
    ).map((r: { table_name: string }) => r.table_name);

  it('apply, revert completely and re-apply on PostgreSQL + PostGIS', async () => {
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
    expect(await tables()).toEqual(expect.arrayContaining(['results', 'locations', 'result_daily', 'huc_boundaries']));

    for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual(['typeorm_migrations']);
    const leftovers = await ds.query(
      `SELECT proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND proname IN ('refresh_result_rollups', 'local_date', 'water_year')`,
    );
    expect(leftovers).toEqual([]);

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);
  });
});
