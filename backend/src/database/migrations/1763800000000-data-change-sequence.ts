import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/** Tables whose changes alter what catalog-style answers (station lists, filters, lookups) contain. */
const WATCHED = [
  'results', 'locations', 'parameters', 'regional_groups', 'location_regional_groups', 'huc_boundaries',
  'location_types', 'organizations', 'location_organizations', 'data_sources', 'location_data_sources',
  'parameter_groups', 'units', 'data_categories', 'location_data_categories', 'basins',
];

/**
 * A change counter for server-side answer caches: every statement that writes a watched table advances
 * `data_change_seq`, so a cached answer is reused while the sequence stands still and rebuilt once it moves.
 * A sequence, not a counter row: nextval() takes no row lock, so concurrent imports never queue on it, and a
 * rolled-back statement only costs one needless cache rebuild.
 */
export class DataChangeSequence1763800000000 implements MigrationInterface {
  name = 'DataChangeSequence1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE data_change_seq`);
    await q.query(`
      CREATE FUNCTION bump_data_change_seq() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('data_change_seq');
        RETURN NULL;
      END $$`);
    await watchTables(q, WATCHED);
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, WATCHED);
    await q.query(`DROP FUNCTION IF EXISTS bump_data_change_seq()`);
    await q.query(`DROP SEQUENCE IF EXISTS data_change_seq`);
  }
}
