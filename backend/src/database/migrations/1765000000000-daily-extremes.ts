import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `result_daily_extremes`: each (location, parameter, America/Denver day)'s lowest and highest sub-daily reading
 * with the instants they were read at, built from the hourly rollup. A chart of months or years of 15-minute
 * telemetry reads one row per day from it (365 a year) instead of 24 hourly rows, and still draws every day's
 * peak and dip where they happened; the daily rollup keeps no instants.
 *
 * Kept current by the same trigger as the other rollups: refresh_result_rollups now also refreshes the changed
 * days' extremes, after their hours.
 */
export class DailyExtremes1765000000000 implements MigrationInterface {
  name = 'DailyExtremes1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE result_daily_extremes (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        collect_date date NOT NULL,
        value_min double precision NOT NULL,
        value_min_at timestamptz NOT NULL,
        value_max double precision NOT NULL,
        value_max_at timestamptz NOT NULL,
        PRIMARY KEY (location_ndx, parameter_ndx, collect_date)
      )`);
    // Recomputes the changed (location, parameter, day) keys from their hours; a day with no hours left has no row.
    await q.query(`
      CREATE FUNCTION refresh_result_daily_extremes(changed result_rollup_key[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM result_daily_extremes d USING (SELECT DISTINCT * FROM unnest(changed)) k
         WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx AND d.collect_date = k.collect_date;
        INSERT INTO result_daily_extremes
        SELECT k.location_ndx, k.parameter_ndx, k.collect_date, e.lo[1], to_timestamp(e.lo[2]), e.hi[1], to_timestamp(-e.hi[2])
          FROM (SELECT DISTINCT * FROM unnest(changed)) k
          CROSS JOIN LATERAL (${DAY_EXTREMES}
                               AND h.hour_start >= local_day_start(k.collect_date)
                               AND h.hour_start < local_day_start(k.collect_date + 1)) e
         WHERE e.lo IS NOT NULL;
      END $$`);
    await defineRollups(q, true);
    // Every day at once (one pass over the hours) rather than key by key through the function.
    await q.query(`
      INSERT INTO result_daily_extremes
      SELECT location_ndx, parameter_ndx, collect_date, lo[1], to_timestamp(lo[2]), hi[1], to_timestamp(-hi[2])
        FROM (SELECT h.location_ndx, h.parameter_ndx, local_date(h.hour_start) AS collect_date, ${LOW_AND_HIGH}
                FROM result_hourly h
               GROUP BY 1, 2, 3) e`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await defineRollups(q, false);
    await q.query(`DROP FUNCTION refresh_result_daily_extremes(result_rollup_key[])`);
    await q.query(`DROP TABLE result_daily_extremes`);
  }
}

/**
 * The lowest and highest of a group of hours' extremes with its instant (the earliest of equal ones), as arrays
 * [value, epoch] and [value, -epoch].
 */
const LOW_AND_HIGH = `min(ARRAY[h.value_min, extract(epoch FROM h.value_min_at)::float8]) AS lo,
                      max(ARRAY[h.value_max, -extract(epoch FROM h.value_max_at)::float8]) AS hi`;
/** LOW_AND_HIGH over the hours of one key (the caller adds the day's bounds). */
const DAY_EXTREMES = `SELECT ${LOW_AND_HIGH}
                        FROM result_hourly h
                       WHERE h.location_ndx = k.location_ndx AND h.parameter_ndx = k.parameter_ndx`;

/** refresh_result_rollups, which every results trigger calls: with or without the daily extremes after the hours. */
async function defineRollups(q: QueryRunner, withDailyExtremes: boolean): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION refresh_result_rollups(changed result_rollup_key[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_result_day_rollups(changed);
      PERFORM refresh_result_hourly(changed);
      ${withDailyExtremes ? 'PERFORM refresh_result_daily_extremes(changed);' : ''}
    END $$`);
}
