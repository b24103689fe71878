import type {
  AnnualPoint, DailyPoint, GraphModeParameter, GraphModeStatsRow, ListParametersGraphModeRequest, MapDisplayExportRequest,
  MapDisplayTableRequest, ParameterSeries, GraphModeParameterGroup, StatsPeriod, Threat, BenchmarkScaleColor,
} from '@portal/contracts';
import type { DataSource, QueryRunner } from 'typeorm';
import type { GraphStatsKey, PeriodAggregates, PeriodStats } from './graph-stats.logic';
import { isoDate, localDate, statsWindowStart } from '../../database/sql-fragments';

// Graph mode's SQL. Statistics come only from location_parameter_period_stats, which the statistics refresh
// (graph-stats.refresh.ts) keeps current: no request computes statistics.

/** The samples a period shows: graph mode judges discrete water-quality samples (like its statistics). */
const inWindow = (alias: string, periodPlaceholder: string) =>
  `${alias}.result_kind = 'sample'
   AND ${alias}.collect_timestamp >= coalesce(local_day_start(${statsWindowStart(periodPlaceholder)}), '-infinity')
   AND coalesce(${alias}.value, ${alias}.detection_limit) IS NOT NULL`;

/** Groups that offer at least one period, with their periods in the order short, medium, full. */
export const getListParameterGroupsGraphModeQuery = (db: DataSource): Promise<GraphModeParameterGroup[]> =>
  db.query(
    `SELECT parameter_group_ndx, parameter_group_name,
            ARRAY(SELECT p FROM unnest(stats_periods) AS p
                   ORDER BY array_position(ARRAY['short', 'medium', 'full'], p)) AS stats_period
       FROM parameter_groups WHERE cardinality(stats_periods) > 0
      ORDER BY parameter_group_name`,
  );

export const getListThreatsQuery = (db: DataSource): Promise<Threat[]> =>
  db.query(`SELECT threat_ndx, threat_desc FROM threats ORDER BY threat_desc`);

export const getListBenchmarkScaleColorsQuery = (db: DataSource): Promise<BenchmarkScaleColor[]> =>
  db.query(`SELECT benchmark_scale, symbol_color, label FROM benchmark_scale_colors ORDER BY benchmark_scale`);

/**
 * Parameters with statistics for the period, of groups that offer it (all such groups when none are given)
 * and indicating any of the threats (any when none are given), by name.
 */
export const postListParametersGraphModeQuery = (db: DataSource, request: ListParametersGraphModeRequest): Promise<GraphModeParameter[]> =>
  db.query(
    `SELECT p.parameter_ndx, p.parameter_abbrev, p.parameter_name, u.unit_display_name AS unit_desc
       FROM parameters p
       JOIN units u ON u.unit_ndx = p.unit_ndx
       JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
      WHERE $1 = ANY (g.stats_periods)
        AND (cardinality($2::int[]) = 0 OR g.parameter_group_ndx = ANY ($2::int[]))
        AND (cardinality($3::int[]) = 0 OR EXISTS (
              SELECT 1 FROM parameter_threats t WHERE t.parameter_ndx = p.parameter_ndx AND t.threat_ndx = ANY ($3::int[])))
        AND EXISTS (SELECT 1 FROM location_parameter_period_stats s WHERE s.stats_period = $1 AND s.parameter_ndx = p.parameter_ndx)
      ORDER BY p.parameter_name, p.parameter_ndx`,
    [request.periodOfRecord, request.parameterGroups, request.threats],
  );

/** One parameter's rows of a period: the statistics with the location, parameter and benchmark columns (postLocationsMapGraphMode). */
export const postLocationsMapGraphModeQuery = (db: DataSource, period: StatsPeriod, parameterNdx: number): Promise<GraphModeStatsRow[]> =>
  db.query(
    `SELECT s.location_ndx AS ndx, l.location_id, l.location_name, h12.huc_name AS huc12_name,
            s.parameter_ndx, p.parameter_name AS parameter, p.parameter_name, p.parameter_abbrev,
            u.unit_display_name AS units, s.stats_period, s.recordcount, s.median,
            CASE WHEN b.is_pctile15 THEN s.pctile15 ELSE s.pctile85 END AS pctile85,
            coalesce(b.is_pctile15, false) AS is_pctile15, coalesce(b.low_is_bad, false) AS low_is_bad,
            s.benchmark_scale_median, s.benchmark_scale_pctile85, s.trend, s.trend_slope,
            ${isoDate('s.por_start')} AS por_start, ${isoDate('s.por_end')} AS por_end,
            coalesce(o.organizations, '') AS organizations,
            b.bmk_line0, b.bmk_line1, b.bmk_line2, b.bmk_line3, b.bmk_line4,
            b.bmk_color0, b.bmk_color1, b.bmk_color2, b.bmk_color3, b.bmk_color4
       FROM location_parameter_period_stats s
       JOIN locations l ON l.location_ndx = s.location_ndx
       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
       JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx AND s.stats_period = ANY (g.stats_periods)
       JOIN units u ON u.unit_ndx = p.unit_ndx
       LEFT JOIN benchmarks b ON b.parameter_ndx = s.parameter_ndx
       LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12
       LEFT JOIN (SELECT lo.location_ndx, string_agg(org.org_name, ', ' ORDER BY org.org_name) AS organizations
                    FROM location_organizations lo JOIN organizations org ON org.organization_ndx = lo.organization_ndx
                   GROUP BY lo.location_ndx) o ON o.location_ndx = s.location_ndx
      WHERE s.stats_period = $1 AND s.parameter_ndx = $2
      ORDER BY l.location_name, s.location_ndx`,
    [period, parameterNdx],
  );

/** The location's samples of each requested parameter in the window, grouped by parameter (by name). */
export const postTsDailyTableForMapDisplayByLocationIndexQuery = (
  db: DataSource, locationNdx: number, request: MapDisplayTableRequest,
): Promise<ParameterSeries<DailyPoint>[]> =>
  db.query(
    `SELECT p.parameter_ndx, p.parameter_name AS parameter, p.parameter_abbrev, u.unit_display_name AS units,
            json_agg(json_build_object(
              'location_id', l.location_id, 'collect_date', ${localDate('r.collect_timestamp')},
              'organization', org.org_name, 'result', coalesce(r.value, r.detection_limit), 'nondetect', r.nondetect,
              'units', ru.unit_display_name) ORDER BY r.collect_timestamp, r.data_source_ndx) AS rows
       FROM parameters p
       JOIN units u ON u.unit_ndx = p.unit_ndx
       JOIN locations l ON l.location_ndx = $1
       JOIN results r ON r.location_ndx = l.location_ndx AND r.parameter_ndx = p.parameter_ndx AND ${inWindow('r', '$3')}
       JOIN units ru ON ru.unit_ndx = r.unit_ndx
       LEFT JOIN organizations org ON org.organization_ndx = r.organization_ndx
      WHERE p.parameter_ndx = ANY ($2::int[])
      GROUP BY p.parameter_ndx, u.unit_display_name
      ORDER BY p.parameter_name, p.parameter_ndx`,
    [locationNdx, request.parameters, request.periodOfRecord],
  );

/**
 * Calendar-year median and scored percentile (85th, 15th where is_pctile15) of the location's samples in the
 * window, grouped by parameter. Whole calendar years of series that are all samples come from the
 * result_annual rollup; the part-year at the start of a short or medium window, and series that also hold
 * continuous records (which the rollup mixes in), are computed from the window's samples.
 */
export const postTsAnnualTableForMapDisplayByLocationIndexQuery = (
  db: DataSource, locationNdx: number, request: MapDisplayTableRequest,
): Promise<ParameterSeries<AnnualPoint>[]> =>
  db.query(
    `WITH requested AS (
       SELECT p.parameter_ndx, p.parameter_name, p.parameter_abbrev, u.unit_display_name AS units,
              coalesce(b.is_pctile15, false) AS is_pctile15,
              -- The first 1 January in the window: whole years from there on (all years for the full period).
              make_date(extract(year FROM ${statsWindowStart('$3')} - 1)::int + 1, 1, 1) AS whole_years_from,
              NOT EXISTS (SELECT 1 FROM results r WHERE r.location_ndx = $1 AND r.parameter_ndx = p.parameter_ndx
                                                    AND r.result_kind <> 'sample') AS samples_only
         FROM parameters p
         JOIN units u ON u.unit_ndx = p.unit_ndx
         LEFT JOIN benchmarks b ON b.parameter_ndx = p.parameter_ndx
        WHERE p.parameter_ndx = ANY ($2::int[])),
     from_rollup AS (
       SELECT q.parameter_ndx, a.year, a.value_median AS median, a.value_pctile15 AS p15, a.value_pctile85 AS p85
         FROM requested q
         JOIN result_annual a ON a.location_ndx = $1 AND a.parameter_ndx = q.parameter_ndx AND a.year_type = 'calendar'
        WHERE q.samples_only AND (q.whole_years_from IS NULL OR make_date(a.year, 1, 1) >= q.whole_years_from)),
     from_samples AS (
       SELECT q.parameter_ndx, extract(year FROM local_date(r.collect_timestamp))::int AS year,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS median,
              percentile_cont(0.15) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS p15,
              percentile_cont(0.85) WITHIN GROUP (ORDER BY coalesce(r.value, r.detection_limit)) AS p85
         FROM requested q
         JOIN results r ON r.location_ndx = $1 AND r.parameter_ndx = q.parameter_ndx AND ${inWindow('r', '$3')}
        WHERE NOT q.samples_only OR r.collect_timestamp < local_day_start(q.whole_years_from)
        GROUP BY 1, 2),
     annual AS (SELECT * FROM from_rollup UNION ALL SELECT * FROM from_samples)
     SELECT q.parameter_ndx, q.parameter_name AS parameter, q.parameter_abbrev, q.units,
            json_agg(json_build_object(
              'collect_year', a.year, 'result_median', a.median,
              'result_pctile85', CASE WHEN q.is_pctile15 THEN a.p15 ELSE a.p85 END) ORDER BY a.year) AS rows
       FROM requested q JOIN annual a ON a.parameter_ndx = q.parameter_ndx
      GROUP BY q.parameter_ndx, q.parameter_name, q.parameter_abbrev, q.units
      ORDER BY q.parameter_name, q.parameter_ndx`,
    [locationNdx, request.parameters, request.periodOfRecord],
  );

/**
 * The export of several locations' samples as a JSON array (PostgreSQL serializes it, so a large export
 * never becomes JS objects): by location name, parameter name and date. Unknown locations have no rows.
 */
export async function postTsDailyTableForMapDisplayQuery(db: DataSource, request: MapDisplayExportRequest): Promise<string> {
  const [{ rows }] = (await db.query(
    `SELECT coalesce(json_agg(json_build_object(
              'location_id', l.location_id, 'location_name', l.location_name, 'param_abbrev', p.parameter_abbrev,
              'collect_date', ${localDate('r.collect_timestamp')},
              'result', coalesce(r.value, r.detection_limit), 'units', u.unit_display_name,
              'organization', org.org_name, 'parameter', p.parameter_name)
            ORDER BY l.location_name, l.location_ndx, p.parameter_name, p.parameter_ndx, r.collect_timestamp, r.data_source_ndx),
            '[]')::text AS rows
       FROM locations l
       JOIN parameters p ON p.parameter_ndx = ANY ($2::int[])
       JOIN results r ON r.location_ndx = l.location_ndx AND r.parameter_ndx = p.parameter_ndx AND ${inWindow('r', '$3')}
       JOIN units u ON u.unit_ndx = r.unit_ndx
       LEFT JOIN organizations org ON org.organization_ndx = r.organization_ndx
      WHERE l.location_ndx = ANY ($1::int[])`,
    [request.indexes, request.parameters, request.periodOfRecord],
  )) as { rows: string }[];
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// The statistics refresh (graph-stats.refresh.ts): per batch of keys one statement reads each key's samples and
// returns the set-based statistics with the season-year values of the trend, a second writes the batch.

type Db = QueryRunner | DataSource;

// Any other session refreshing everything holds this lock; a second refreshAll (another backend instance at
// midnight) then leaves the work to it.
const REFRESH_ALL_LOCK = `hashtext('graph-mode statistics: refresh all')`;

const AGGREGATES_SQL = `
  WITH key AS (
    SELECT DISTINCT k.location_ndx, k.parameter_ndx FROM unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)),
  key_period AS (
    SELECT k.location_ndx, k.parameter_ndx, per.stats_period,
           graph_stats_window_start(per.stats_period, $3::date) AS window_start
      FROM key k
      JOIN locations l ON l.location_ndx = k.location_ndx
      JOIN parameters p ON p.parameter_ndx = k.parameter_ndx
      JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
     CROSS JOIN LATERAL unnest(g.stats_periods) AS per(stats_period)),
  sample AS MATERIALIZED (
    SELECT kp.location_ndx, kp.parameter_ndx, kp.stats_period, r.day, r.value, r.nondetect, r.detection_limit
      FROM key_period kp
     CROSS JOIN LATERAL (
       -- Non-detects count at their reported limit (the value laboratories report for them).
       SELECT local_date(r.collect_timestamp) AS day, coalesce(r.value, r.detection_limit) AS value, r.nondetect,
              coalesce(r.detection_limit, r.value) AS detection_limit
         FROM results r
        WHERE r.location_ndx = kp.location_ndx AND r.parameter_ndx = kp.parameter_ndx AND r.result_kind = 'sample'
          AND r.collect_timestamp >= coalesce(local_day_start(kp.window_start), '-infinity')
          AND r.collect_timestamp < local_day_start($3::date + 1)) r
     WHERE r.value IS NOT NULL),
  censoring AS (
    SELECT location_ndx, parameter_ndx, stats_period, max(detection_limit) FILTER (WHERE nondetect) AS highest_limit
      FROM sample GROUP BY 1, 2, 3),
  summary AS (
    SELECT location_ndx, parameter_ndx, stats_period, count(*)::int AS recordcount,
           min(day) AS por_start, max(day) AS por_end,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY value) AS median,
           percentile_cont(0.15) WITHIN GROUP (ORDER BY value) AS pctile15,
           percentile_cont(0.85) WITHIN GROUP (ORDER BY value) AS pctile85,
           bool_and(nondetect) AS all_nondetect
      FROM sample GROUP BY 1, 2, 3),
  -- The trend's re-censoring (statistics/trend.ts): with H the highest detection limit of the window's
  -- non-detects, every non-detect and every detect below H becomes H / 2; then one median per month and year.
  season_year AS (
    SELECT s.location_ndx, s.parameter_ndx, s.stats_period, max(s.day) AS last_day,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY
             CASE WHEN s.nondetect OR s.value < c.highest_limit THEN c.highest_limit / 2 ELSE s.value END) AS value
      FROM sample s JOIN censoring c USING (location_ndx, parameter_ndx, stats_period)
     GROUP BY s.location_ndx, s.parameter_ndx, s.stats_period, date_trunc('month', s.day)),
  season AS (
    SELECT location_ndx, parameter_ndx, stats_period,
           array_agg(to_char(last_day, 'YYYY-MM-DD') ORDER BY last_day) AS season_dates,
           array_agg(value ORDER BY last_day) AS season_values
      FROM season_year GROUP BY 1, 2, 3)
  SELECT s.location_ndx, s.parameter_ndx, s.stats_period, s.recordcount,
         to_char(s.por_start, 'YYYY-MM-DD') AS por_start, to_char(s.por_end, 'YYYY-MM-DD') AS por_end,
         s.median, s.pctile15, s.pctile85, s.all_nondetect,
         to_char(coalesce(kp.window_start, s.por_start), 'YYYY-MM-DD') AS window_start,
         se.season_dates, se.season_values,
         b.parameter_ndx IS NOT NULL AS has_benchmarks,
         b.bmk_line0, b.bmk_line1, b.bmk_line2, b.bmk_line3, b.bmk_line4, b.low_is_bad, b.is_pctile15
    FROM summary s
    JOIN key_period kp USING (location_ndx, parameter_ndx, stats_period)
    JOIN season se USING (location_ndx, parameter_ndx, stats_period)
    LEFT JOIN benchmarks b ON b.parameter_ndx = s.parameter_ndx`;

const WRITE_SQL = `
  WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($3::jsonb) AS x(
      location_ndx int, parameter_ndx int, stats_period text, recordcount int, por_start date, por_end date,
      median float8, pctile15 float8, pctile85 float8, benchmark_scale_median smallint,
      benchmark_scale_pctile85 smallint, trend text, trend_slope float8, trend_p float8)),
  gone AS (
    DELETE FROM location_parameter_period_stats s
     USING unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)
     WHERE s.location_ndx = k.location_ndx AND s.parameter_ndx = k.parameter_ndx
       AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.location_ndx = s.location_ndx
                          AND i.parameter_ndx = s.parameter_ndx AND i.stats_period = s.stats_period))
  INSERT INTO location_parameter_period_stats (
    location_ndx, parameter_ndx, stats_period, recordcount, por_start, por_end, median, pctile15, pctile85,
    benchmark_scale_median, benchmark_scale_pctile85, trend, trend_slope, trend_p, computed_for)
  SELECT location_ndx, parameter_ndx, stats_period, recordcount, por_start, por_end, median, pctile15, pctile85,
         benchmark_scale_median, benchmark_scale_pctile85, trend, trend_slope, trend_p, $4::date
    FROM incoming
  ON CONFLICT (stats_period, parameter_ndx, location_ndx) DO UPDATE SET
    recordcount = EXCLUDED.recordcount, por_start = EXCLUDED.por_start, por_end = EXCLUDED.por_end,
    median = EXCLUDED.median, pctile15 = EXCLUDED.pctile15, pctile85 = EXCLUDED.pctile85,
    benchmark_scale_median = EXCLUDED.benchmark_scale_median,
    benchmark_scale_pctile85 = EXCLUDED.benchmark_scale_pctile85, trend = EXCLUDED.trend,
    trend_slope = EXCLUDED.trend_slope, trend_p = EXCLUDED.trend_p, computed_for = EXCLUDED.computed_for`;

const columns = (keys: readonly GraphStatsKey[]) => [keys.map((k) => k.location_ndx), keys.map((k) => k.parameter_ndx)];

/** Today in America/Denver, as the windows see it. */
export async function localTodayQuery(db: Db): Promise<string> {
  const [{ today }] = (await db.query(`SELECT ${localDate('now()')} AS today`)) as { today: string }[];
  return today;
}

export const periodAggregatesQuery = (db: Db, keys: readonly GraphStatsKey[], today: string): Promise<PeriodAggregates[]> =>
  db.query(AGGREGATES_SQL, [...columns(keys), today]);

/** Writes the batch's statistics and removes rows of its keys that no longer have samples in a window. */
export async function writePeriodStatsQuery(db: Db, keys: readonly GraphStatsKey[], rows: PeriodStats[], today: string): Promise<void> {
  await db.query(WRITE_SQL, [...columns(keys), JSON.stringify(rows), today]);
}

/** Takes (and deletes) up to `batchSize` queued keys, skipping those another session holds. */
export const takeDirtyKeysQuery = (db: Db, batchSize: number): Promise<GraphStatsKey[]> =>
  db.query(
    `WITH batch AS (
       SELECT location_ndx, parameter_ndx FROM graph_stats_dirty
        ORDER BY location_ndx, parameter_ndx LIMIT $1 FOR UPDATE SKIP LOCKED),
     taken AS (
       DELETE FROM graph_stats_dirty d USING batch
        WHERE d.location_ndx = batch.location_ndx AND d.parameter_ndx = batch.parameter_ndx
       RETURNING d.location_ndx, d.parameter_ndx)
     SELECT * FROM taken`,
    [batchSize],
  );

/** Every key a full refresh covers: monitored series of graph-mode parameters, keys with statistics, queued keys. */
export const allStatsKeysQuery = (db: Db): Promise<GraphStatsKey[]> =>
  db.query(
    `SELECT s.location_ndx, s.parameter_ndx
       FROM location_parameter_summary s
       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
       JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
      WHERE cardinality(g.stats_periods) > 0
     UNION SELECT location_ndx, parameter_ndx FROM location_parameter_period_stats
     UNION SELECT location_ndx, parameter_ndx FROM graph_stats_dirty
     ORDER BY 1, 2`,
  );

export async function clearDirtyKeysQuery(db: Db, keys: readonly GraphStatsKey[]): Promise<void> {
  await db.query(
    `DELETE FROM graph_stats_dirty d USING unnest($1::int[], $2::int[]) AS k(location_ndx, parameter_ndx)
      WHERE d.location_ndx = k.location_ndx AND d.parameter_ndx = k.parameter_ndx`,
    columns(keys),
  );
}

export async function tryRefreshAllLockQuery(db: Db): Promise<boolean> {
  const [{ locked }] = (await db.query(`SELECT pg_try_advisory_lock(${REFRESH_ALL_LOCK}) AS locked`)) as { locked: boolean }[];
  return locked;
}

export async function releaseRefreshAllLockQuery(db: Db): Promise<void> {
  await db.query(`SELECT pg_advisory_unlock(${REFRESH_ALL_LOCK})`);
}

/** Whether a full refresh is due: rows computed for an earlier day, or graph-mode series without any rows. */
export async function isRefreshAllDueQuery(db: Db, today?: string): Promise<boolean> {
  const [{ due }] = (await db.query(
    `SELECT EXISTS (SELECT 1 FROM location_parameter_period_stats WHERE computed_for < coalesce($1::date, local_date(now())))
         OR (NOT EXISTS (SELECT 1 FROM location_parameter_period_stats)
             AND EXISTS (SELECT 1 FROM location_parameter_summary s
                           JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                           JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
                          WHERE cardinality(g.stats_periods) > 0)) AS due`,
    [today ?? null],
  )) as { due: boolean }[];
  return due;
}
