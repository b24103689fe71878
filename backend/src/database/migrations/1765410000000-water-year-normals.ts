import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Water Year Comparisons: the parameters the tool offers, and each series' statistics per day of the water year over
 * the 1991-2020 normals, precomputed from the daily rollup so a comparison never reads raw results.
 *
 * - `water_year_day(d)`: the day's position in a 366-day water year, Oct 1 = 1. Feb 29 is day 152 and Mar 1 is always
 *   day 153 (in a common year day 152 does not occur), so one calendar day has one position every year and the series
 *   of different water years line up.
 * - `water_year_normals`: per (location, parameter, day) the number of normal water years with a daily value that day
 *   and the minimum, 10th, 25th, 50th (median), 75th and 90th percentiles and maximum of those values. With fewer than
 *   `NORMALS_MIN_YEARS` years the statistics are NULL (the count stays). Percentiles use Weibull plotting positions:
 *   the value of rank r = p * (n + 1) among the n sorted values, interpolated linearly between the two ranks around r
 *   (the median is then the usual one). Feb 29 has too few normal years of its own (at most 8 in 1991-2020), so day 152
 *   carries the statistics of Feb 28 (day 151); Feb 29 values appear only in their own water year's series.
 * - Kept current by the results triggers: refresh_result_rollups (renamed here to run first, as it was) is followed by
 *   refresh_water_year_normals over the changed days of normal water years, after result_daily has been refreshed.
 */
export const NORMALS_FIRST_WATER_YEAR = 1991;
export const NORMALS_LAST_WATER_YEAR = 2020;
export const NORMALS_MIN_YEARS = 10;

/** The statistics columns of water_year_normals from `v` (the sorted daily values) and `n` (their count). */
const STATISTICS = (v: string, n: string) => `${n},
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN ${v}[1] END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN weibull_quantile(${v}, 0.10) END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN weibull_quantile(${v}, 0.25) END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN weibull_quantile(${v}, 0.50) END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN weibull_quantile(${v}, 0.75) END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN weibull_quantile(${v}, 0.90) END,
  CASE WHEN ${n} >= ${NORMALS_MIN_YEARS} THEN ${v}[${n}] END`;

export class WaterYearNormals1765410000000 implements MigrationInterface {
  name = 'WaterYearNormals1765410000000';

  public async up(q: QueryRunner): Promise<void> {
    // Data, not code: a district offers other parameters with an INSERT. Seeded with the portal's daily flow (67),
    // daily mean water temperature (1535) and snow water equivalent (1101). No foreign key, like
    // data_viz_series_parameters: an id with no parameter offers nothing.
    await q.query(`
      CREATE TABLE water_year_parameters (
        parameter_ndx integer PRIMARY KEY,
        sort_order smallint NOT NULL
      )`);
    await q.query(`INSERT INTO water_year_parameters VALUES (67, 1), (1535, 2), (1101, 3)`);

    await q.query(`
      CREATE FUNCTION water_year_is_leap(y integer) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT extract(day FROM make_date(y, 3, 1) - 1) = 29 $$`);
    await q.query(`
      CREATE FUNCTION water_year_day(d date) RETURNS integer
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (d - make_date(water_year(d) - 1, 10, 1)) + 1
                   + CASE WHEN extract(month FROM d) BETWEEN 3 AND 9 AND NOT water_year_is_leap(water_year(d)) THEN 1 ELSE 0 END $$`);
    // The date of day `day` of water year y; NULL for day 152 of a common year.
    await q.query(`
      CREATE FUNCTION water_year_date(y integer, day integer) RETURNS date
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN day <= 151 THEN make_date(y - 1, 10, 1) + (day - 1)
                        WHEN day = 152 THEN CASE WHEN water_year_is_leap(y) THEN make_date(y, 2, 29) END
                        ELSE make_date(y, 3, 1) + (day - 153) END $$`);
    // Weibull plotting positions: rank p * (n + 1), linear between neighbouring ranks, the ends held at the extremes.
    await q.query(`
      CREATE FUNCTION weibull_quantile(sorted double precision[], p double precision) RETURNS double precision
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN n = 0 THEN NULL
                        WHEN r <= 1 THEN sorted[1]
                        WHEN r >= n THEN sorted[n]
                        ELSE sorted[k] + (r - k) * (sorted[k + 1] - sorted[k]) END
              FROM (SELECT coalesce(cardinality(sorted), 0) AS n, p * (coalesce(cardinality(sorted), 0) + 1) AS r,
                           floor(p * (coalesce(cardinality(sorted), 0) + 1))::integer AS k) x $$`);

    await q.query(`
      CREATE TABLE water_year_normals (
        location_ndx integer NOT NULL,
        parameter_ndx integer NOT NULL,
        day_order smallint NOT NULL CHECK (day_order BETWEEN 1 AND 366),
        year_count smallint NOT NULL CHECK (year_count > 0),
        value_min double precision,
        value_p10 double precision,
        value_p25 double precision,
        value_median double precision,
        value_p75 double precision,
        value_p90 double precision,
        value_max double precision,
        PRIMARY KEY (location_ndx, parameter_ndx, day_order)
      )`);

    // The (location, parameter, day) statistics a set of changed days touches: days of normal water years, Feb 29
    // excepted (it feeds no statistic), and day 152 wherever Feb 28 (day 151) changed.
    await q.query(`
      CREATE FUNCTION water_year_normal_days(changed result_rollup_key[])
      RETURNS TABLE (location_ndx integer, parameter_ndx integer, day_order integer)
      LANGUAGE sql IMMUTABLE AS $$
        WITH days AS (
          SELECT DISTINCT k.location_ndx, k.parameter_ndx, water_year_day(k.collect_date) AS day_order
            FROM unnest(changed) k
           WHERE water_year(k.collect_date) BETWEEN ${NORMALS_FIRST_WATER_YEAR} AND ${NORMALS_LAST_WATER_YEAR})
        SELECT d.location_ndx, d.parameter_ndx, d.day_order FROM days d WHERE d.day_order <> 152
        UNION
        SELECT d.location_ndx, d.parameter_ndx, 152 FROM days d WHERE d.day_order = 151
      $$`);
    // Recomputes those statistics from result_daily: each key reads its (at most 30) days one by one by primary key.
    // LIMIT 1 (there is at most one row) keeps each lookup a subquery of its own: flattened into a join, the planner
    // (trusting the statistics of a table still being filled) hashed the whole series for every key.
    await q.query(`
      CREATE FUNCTION refresh_water_year_normals(changed result_rollup_key[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM water_year_normals w USING water_year_normal_days(changed) k
         WHERE w.location_ndx = k.location_ndx AND w.parameter_ndx = k.parameter_ndx AND w.day_order = k.day_order;
        INSERT INTO water_year_normals
        SELECT k.location_ndx, k.parameter_ndx, k.day_order, ${STATISTICS('s.v', 's.n')}
          FROM water_year_normal_days(changed) k
          CROSS JOIN LATERAL (
            SELECT count(*)::integer AS n, array_agg(d.value_avg ORDER BY d.value_avg) AS v
              FROM generate_series(${NORMALS_FIRST_WATER_YEAR}, ${NORMALS_LAST_WATER_YEAR}) y
              CROSS JOIN LATERAL (
                SELECT r.value_avg FROM result_daily r
                 WHERE r.location_ndx = k.location_ndx AND r.parameter_ndx = k.parameter_ndx
                   AND r.collect_date = water_year_date(y, CASE WHEN k.day_order = 152 THEN 151 ELSE k.day_order END)
                   AND r.value_avg IS NOT NULL
                 LIMIT 1) d) s
         WHERE s.n > 0;
      END $$`);

    await q.query(`ALTER FUNCTION refresh_result_rollups(result_rollup_key[]) RENAME TO refresh_result_rollups_before_normals`);
    await q.query(`
      CREATE FUNCTION refresh_result_rollups(changed result_rollup_key[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_result_rollups_before_normals(changed);
        PERFORM refresh_water_year_normals(changed);
      END $$`);

    // Every series at once from the daily rollup (one pass), then day 152 from day 151.
    await q.query(`
      INSERT INTO water_year_normals
      SELECT location_ndx, parameter_ndx, day_order, ${STATISTICS('v', 'n')}
        FROM (SELECT d.location_ndx, d.parameter_ndx, water_year_day(d.collect_date) AS day_order,
                     count(*)::integer AS n, array_agg(d.value_avg ORDER BY d.value_avg) AS v
                FROM result_daily d
               WHERE d.collect_date >= make_date(${NORMALS_FIRST_WATER_YEAR - 1}, 10, 1)
                 AND d.collect_date < make_date(${NORMALS_LAST_WATER_YEAR}, 10, 1)
                 AND d.value_avg IS NOT NULL
                 AND water_year_day(d.collect_date) <> 152
               GROUP BY 1, 2, 3) s`);
    await q.query(`
      INSERT INTO water_year_normals
      SELECT location_ndx, parameter_ndx, 152, year_count, value_min, value_p10, value_p25, value_median, value_p75,
             value_p90, value_max
        FROM water_year_normals WHERE day_order = 151`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION refresh_result_rollups(result_rollup_key[])`);
    await q.query(`ALTER FUNCTION refresh_result_rollups_before_normals(result_rollup_key[]) RENAME TO refresh_result_rollups`);
    await q.query(`DROP FUNCTION refresh_water_year_normals(result_rollup_key[])`);
    await q.query(`DROP FUNCTION water_year_normal_days(result_rollup_key[])`);
    await q.query(`DROP TABLE water_year_normals`);
    await q.query(`DROP FUNCTION weibull_quantile(double precision[], double precision)`);
    await q.query(`DROP FUNCTION water_year_date(integer, integer)`);
    await q.query(`DROP FUNCTION water_year_day(date)`);
    await q.query(`DROP FUNCTION water_year_is_leap(integer)`);
    await q.query(`DROP TABLE water_year_parameters`);
  }
}
