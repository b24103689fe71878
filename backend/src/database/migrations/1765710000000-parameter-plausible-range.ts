import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parameter's plausible range: the telemetry ingest refuses a reading outside it (a broken sensor's 9999, a
 * negative stage), naming the row. Either bound may be left empty (no limit on that side); both empty, the default,
 * accepts any value the database can hold.
 */
export class ParameterPlausibleRange1765710000000 implements MigrationInterface {
  name = 'ParameterPlausibleRange1765710000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE parameters
        ADD COLUMN plausible_min double precision,
        ADD COLUMN plausible_max double precision,
        ADD CONSTRAINT parameters_plausible_range CHECK (plausible_min <= plausible_max)`);
    await q.query(`COMMENT ON COLUMN parameters.plausible_min IS 'Ingest refuses a reading below this (null: no lower limit)'`);
    await q.query(`COMMENT ON COLUMN parameters.plausible_max IS 'Ingest refuses a reading above this (null: no upper limit)'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parameters DROP CONSTRAINT parameters_plausible_range, DROP COLUMN plausible_max, DROP COLUMN plausible_min`);
  }
}
