import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/**
 * Two corrections to the operations dashboards' rules.
 *
 * A series whose normal state is a constant (a ditch off season, a closed gate) is not a stuck sensor: the
 * configuration names each such series' resting value, and a run of identical values equal to it is never flagged
 * 'Possibly stuck' (a sensor frozen at any other value still is). Seeded with the Yamcolo ditch's flow, which rests
 * at 0 cfs from October to April. Its rows shape the widget and statistics answers, so a change is a new data version.
 *
 * An operator-day start hour that occurs twice on the autumn daylight-saving date (01:00 with a start hour of 1)
 * means the first of the two, the earlier instant: the operator day then starts when that wall-clock hour is first
 * reached. PostgreSQL reads an ambiguous local time as standard time (the second one), so the function steps back
 * an hour when that instant still shows the same wall-clock time.
 */
export class OperationsRestingValuesAndDst1765700000000 implements MigrationInterface {
  name = 'OperationsRestingValuesAndDst1765700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE operations_series_resting_values (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        resting_value double precision NOT NULL,
        PRIMARY KEY (location_ndx, parameter_ndx)
      )`);
    await q.query(`INSERT INTO operations_series_resting_values (location_ndx, parameter_ndx, resting_value) VALUES (55, 1536, 0)`);
    await q.query(`ANALYZE operations_series_resting_values`);
    await watchTables(q, ['operations_series_resting_values']);

    await q.query(`
      CREATE OR REPLACE FUNCTION operator_day_start(d date) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN (t.standard - interval '1 hour') AT TIME ZONE 'America/Denver' = t.wall
                        THEN t.standard - interval '1 hour' ELSE t.standard END
              FROM (SELECT d + make_interval(hours => s.operator_day_start_hour) AS wall,
                           (d + make_interval(hours => s.operator_day_start_hour)) AT TIME ZONE 'America/Denver' AS standard
                      FROM operations_settings s) t $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION operator_day_start(d date) RETURNS timestamptz
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT (d + make_interval(hours => s.operator_day_start_hour)) AT TIME ZONE 'America/Denver'
              FROM operations_settings s $$`);
    await unwatchTables(q, ['operations_series_resting_values']);
    await q.query(`DROP TABLE operations_series_resting_values`);
  }
}
