import {
  PORTAL_TIME_ZONE, type QueryAndDownloadBasin, type QueryAndDownloadDataCategory, type QueryAndDownloadDataSource,
  type QueryAndDownloadForm, type QueryAndDownloadLocation, type QueryAndDownloadLocationsMap, type QueryAndDownloadLocationType,
  type QueryAndDownloadOrganization, type QueryAndDownloadParameter, type QueryAndDownloadParameterGroup, type QueryAndDownloadTimestep,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoDate } from '../database/sql-fragments';
import { periodOf } from './query-and-download.dto';

// The lookup lists offer only what can be downloaded: locations and parameters with at least one result (the
// period-of-record summary the results triggers keep, never a scan of results).

export const getQueryAndDownloadQDListBasinsQuery = (db: DataSource): Promise<QueryAndDownloadBasin[]> =>
  db.query(`SELECT basin_ndx, basin_name FROM basins ORDER BY basin_name`);

export const getQueryAndDownloadQDListDataCategoriesQuery = (db: DataSource): Promise<QueryAndDownloadDataCategory[]> =>
  db.query(`SELECT datacategory_ndx, datacategory_name, datacategory_path FROM data_categories ORDER BY datacategory_ndx`);

export const getQueryAndDownloadQDListDataSourcesQuery = (db: DataSource): Promise<QueryAndDownloadDataSource[]> =>
  db.query(`SELECT sourcecategory_ndx, source_name FROM source_categories ORDER BY source_name`);

export const getQueryAndDownloadQDListLocationsQuery = (db: DataSource): Promise<QueryAndDownloadLocation[]> =>
  db.query(
    `SELECT l.location_ndx, l.location_id, l.location_name, l.basin_ndx, l.location_type_ndx,
            ARRAY(SELECT c.datacategory_ndx FROM location_data_categories c
                   WHERE c.location_ndx = l.location_ndx ORDER BY 1) AS assoc_datacategory_ndx
       FROM locations l
      WHERE EXISTS (SELECT 1 FROM location_parameter_summary s WHERE s.location_ndx = l.location_ndx)
      ORDER BY l.location_name, l.location_ndx`,
  );

export const getQueryAndDownloadQDListLocationTypesQuery = (db: DataSource): Promise<QueryAndDownloadLocationType[]> =>
  db.query(`SELECT location_type_ndx, location_type_desc FROM location_types ORDER BY location_type_desc`);

export const getQueryAndDownloadQDListOrganizationsQuery = (db: DataSource): Promise<QueryAndDownloadOrganization[]> =>
  db.query(`SELECT organization_ndx, org_id FROM organizations ORDER BY org_id`);

export const getQueryAndDownloadQDListParameterGroupsQuery = (db: DataSource): Promise<QueryAndDownloadParameterGroup[]> =>
  db.query(`SELECT parameter_group_ndx, parameter_group_name FROM parameter_groups ORDER BY parameter_group_name`);

export const getQueryAndDownloadQDListParametersQuery = (db: DataSource): Promise<QueryAndDownloadParameter[]> =>
  db.query(
    `SELECT p.parameter_ndx, p.parameter_abbrev AS display_abbrev, p.display_name, p.parameter_group_ndx,
            ARRAY(SELECT c.datacategory_ndx FROM parameter_data_categories c
                   WHERE c.parameter_ndx = p.parameter_ndx ORDER BY 1) AS assoc_datacategory_ndx
       FROM parameters p
      WHERE EXISTS (SELECT 1 FROM location_parameter_summary s WHERE s.parameter_ndx = p.parameter_ndx)
      ORDER BY p.display_name, p.parameter_ndx`,
  );

/** The locations of the lookup list that have a position, as GeoJSON points. */
export async function getQueryAndDownloadLocationsMapQuery(db: DataSource): Promise<QueryAndDownloadLocationsMap> {
  const [{ collection }] = (await db.query(
    `SELECT json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(json_build_object(
              'type', 'Feature',
              'id', l.location_ndx,
              'geometry', ST_AsGeoJSON(l.geom, 6)::json,
              'properties', json_build_object('location_ndx', l.location_ndx, 'location_name', l.location_name,
                                              'location_id', l.location_id, 'huc10', l.huc10))
            ORDER BY l.location_ndx), '[]'::json)) AS collection
       FROM locations l
      WHERE l.geom IS NOT NULL
        AND EXISTS (SELECT 1 FROM location_parameter_summary s WHERE s.location_ndx = l.location_ndx)`,
  )) as { collection: QueryAndDownloadLocationsMap }[];
  return collection;
}

/**
 * How a value enters the SQL: a bind parameter (`$n`, for ordinary queries) or an escaped literal (COPY takes no
 * parameters). Every value reaching here has passed the form's validation (ids are integers, dates ISO text).
 */
export type Bind = (value: string | boolean | number | number[] | null) => string;

/** A binder that collects bind parameters. */
export function parameterBinder(): { bind: Bind; params: unknown[] } {
  const params: unknown[] = [];
  return { params, bind: (value) => `$${params.push(value)}` };
}

/** A binder that writes literals, escaping text with the connection's own escaping. */
export function literalBinder(escapeLiteral: (text: string) => string): Bind {
  return (value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number' || Array.isArray(value)) {
      const numbers = Array.isArray(value) ? value : [value];
      if (!numbers.every(Number.isSafeInteger)) throw new Error('Only whole numbers may be written into a query');
      return Array.isArray(value) ? `ARRAY[${numbers.join(',')}]::integer[]` : String(value);
    }
    return escapeLiteral(value);
  };
}

/**
 * The selected series and period, as CTEs `period (t0, t1)` ([t0, t1) in instants, d0..d1 the America/Denver days
 * it touches) and `series (location_ndx, parameter_ndx)`. The filter groups choose series, not single results: a
 * location qualifies by its basin, type, data sources' categories (location_data_sources), organizations
 * (location_organizations) and data category; a parameter by its group and data category. So a count is a sum
 * over whole series, which the daily rollup answers.
 */
function selection(form: QueryAndDownloadForm, bind: Bind): string {
  const period = periodOf(form.startDate, form.endDate);
  const t1 = `${bind(period.to)}::timestamptz + CASE WHEN ${bind(period.endInclusive)} THEN interval '1 microsecond' ELSE interval '0' END`;
  const category = bind(form.dataCategory ?? null);
  return `
    period AS (
      SELECT p.t0, p.t1, local_date(p.t0) AS d0, local_date(p.t1 - interval '1 microsecond') AS d1
        FROM (SELECT ${bind(period.from)}::timestamptz AS t0, ${t1} AS t1) p
    ),
    series AS (
      SELECT l.location_ndx, p.parameter_ndx
        FROM locations l
        JOIN parameters p ON p.parameter_ndx = ANY(${bind(form.parameters)})
       WHERE l.location_ndx = ANY(${bind(form.locations)})
         AND l.basin_ndx = ANY(${bind(form.basins)})
         AND l.location_type_ndx = ANY(${bind(form.locationTypes)})
         AND p.parameter_group_ndx = ANY(${bind(form.parameterGroups)})
         AND EXISTS (SELECT 1 FROM location_data_sources lds JOIN data_sources ds USING (data_source_ndx)
                      WHERE lds.location_ndx = l.location_ndx AND ds.sourcecategory_ndx = ANY(${bind(form.dataSources)}))
         AND EXISTS (SELECT 1 FROM location_organizations lo
                      WHERE lo.location_ndx = l.location_ndx AND lo.organization_ndx = ANY(${bind(form.organizations)}))
         AND (${category}::integer IS NULL
              OR (EXISTS (SELECT 1 FROM location_data_categories c WHERE c.location_ndx = l.location_ndx AND c.datacategory_ndx = ${category}::integer)
                  AND EXISTS (SELECT 1 FROM parameter_data_categories c WHERE c.parameter_ndx = p.parameter_ndx AND c.datacategory_ndx = ${category}::integer)))
         AND EXISTS (SELECT 1 FROM location_parameter_summary s
                      WHERE s.location_ndx = l.location_ndx AND s.parameter_ndx = p.parameter_ndx)
    )`;
}

/**
 * How many rows the download of `form` holds, without reading the results of whole days.
 * Daily: the daily rollup's rows of the period's days (its primary key). Raw: per series, the rollup's value_count of
 * the days wholly inside the period, plus the results of the partial first and last days (primary-key range scans,
 * index-only where the visibility map allows). A day is whole when [its first instant, the next day's) lies in [t0, t1).
 */
export function countDataSql(form: QueryAndDownloadForm, bind: Bind): string {
  const head = `WITH ${selection(form, bind)}`;
  if (form.timestep === 'daily') {
    return `${head}
      SELECT count(*)::bigint AS count
        FROM series s CROSS JOIN period pr
        JOIN result_daily d ON d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx
                           AND d.collect_date BETWEEN pr.d0 AND pr.d1`;
  }
  return `${head},
    bounds AS (
      -- whole days are [f, e); the partial edges [t0, b1) and [b2, t1)
      SELECT pr.t0, pr.t1, w.f, w.e,
             least(local_day_start(w.f), pr.t1) AS b1,
             greatest(local_day_start(w.e), least(local_day_start(w.f), pr.t1)) AS b2
        FROM period pr
        CROSS JOIN LATERAL (
          SELECT CASE WHEN local_day_start(local_date(pr.t0)) = pr.t0 THEN local_date(pr.t0) ELSE local_date(pr.t0) + 1 END AS f,
                 local_date(pr.t1) AS e) w
    )
    SELECT (coalesce((SELECT sum(d.value_count)
                        FROM series s CROSS JOIN bounds b
                        JOIN result_daily d ON d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx
                                           AND d.collect_date >= b.f AND d.collect_date < b.e), 0)
          + (SELECT coalesce(sum(e.n), 0)
               FROM series s CROSS JOIN bounds b
               CROSS JOIN LATERAL (
                 SELECT (SELECT count(*) FROM results r
                          WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
                            AND r.collect_timestamp >= b.t0 AND r.collect_timestamp < b.b1)
                      + (SELECT count(*) FROM results r
                          WHERE r.location_ndx = s.location_ndx AND r.parameter_ndx = s.parameter_ndx
                            AND r.collect_timestamp >= b.b2 AND r.collect_timestamp < b.t1) AS n) e))::bigint AS count`;
}

export async function postQueryAndDownloadCountDataQuery(
  run: (sql: string, params: unknown[]) => Promise<{ count: string }[]>, form: QueryAndDownloadForm,
): Promise<number> {
  const { bind, params } = parameterBinder();
  const [{ count }] = await run(countDataSql(form, bind), params);
  return Number(count);
}

/** An instant as the portal's wall-clock time with its offset (2026-11-01 01:30:00-06:00), whatever the session zone. */
const denverTimestamp = (expr: string) =>
  `to_char(${expr} AT TIME ZONE '${PORTAL_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')
     || to_char((${expr} AT TIME ZONE '${PORTAL_TIME_ZONE}') - (${expr} AT TIME ZONE 'UTC'), 'HH24:MI')`;

/**
 * Each selected series once, in key order, with what every one of its rows repeats: names, the location's
 * organizations and data sources (comma-separated), computed per series rather than per row.
 */
const seriesFacts = `
  SELECT s.location_ndx, s.parameter_ndx, l.location_name, p.parameter_name, u.unit_display_name,
         (SELECT string_agg(o.org_name, ', ' ORDER BY o.org_name) FROM location_organizations lo
            JOIN organizations o USING (organization_ndx) WHERE lo.location_ndx = s.location_ndx) AS organizations,
         (SELECT string_agg(ds.data_source, ', ' ORDER BY ds.data_source) FROM location_data_sources lds
            JOIN data_sources ds USING (data_source_ndx) WHERE lds.location_ndx = s.location_ndx) AS data_sources
    FROM series s
    JOIN locations l ON l.location_ndx = s.location_ndx
    JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
    JOIN units u ON u.unit_ndx = p.unit_ndx
   ORDER BY s.location_ndx, s.parameter_ndx`;

/**
 * Where a page of the download resumes: just after the row with this key (its series, and its timestamp as the
 * database printed it, or its date; raw rows also by data source), as the page's trailing key columns give it.
 */
export interface DownloadKey {
  location: string;
  parameter: string;
  at: string;
  source: string | null;
}

/** A page of the download: at most `rows` rows, after `after` (from the first row when null). */
export interface DownloadPage {
  after: DownloadKey | null;
  rows: number;
}

/** How many key columns follow the CSV's columns in a page's rows. */
export const DOWNLOAD_KEY_COLUMNS: Record<QueryAndDownloadTimestep, number> = { raw: 4, daily: 3 };

/**
 * The rows of the CSV: one per result (raw) or per daily rollup row (daily: the day's mean; flagged non-detect when
 * any of the day's results was one), exactly the rows `countDataSql` counts. Ordered by location, parameter and
 * time: the series in key order, and each series' rows read in order by a primary-key range scan inside a LATERAL
 * subquery (a nested loop keeps both orders; the lookups are scalar subqueries, which cannot reorder rows), so the
 * first rows leave at once instead of after a sort of the whole file.
 *
 * With `page`, only the next `page.rows` rows after `page.after`, each followed by its key columns: the series
 * from the key's on, and in the key's own series only the rows after it (a primary-key range that starts at the
 * key, so each page costs its own rows, not the rows before it).
 */
export function downloadSql(timestep: QueryAndDownloadTimestep, form: QueryAndDownloadForm, bind: Bind, page?: DownloadPage): string {
  const head = `WITH ${selection({ ...form, timestep }, bind)}`;
  const keyed = page && pageBounds(bind, page);
  if (timestep === 'daily') {
    return `${head}
      SELECT f.location_name AS location, f.parameter_name AS parameter, ${isoDate('d.collect_date')} AS timestamp,
             d.value_avg AS value, f.unit_display_name AS units, d.nondetect_count > 0 AS nondetect,
             NULL::double precision AS detection_limit, f.organizations AS organization, f.data_sources AS data_source,
             'daily' AS time_step${keyed ? ', f.location_ndx, f.parameter_ndx, d.collect_date' : ''}
        FROM (${seriesFacts}) f
        CROSS JOIN period pr
        CROSS JOIN LATERAL (
          SELECT d.collect_date, d.value_avg, d.nondetect_count FROM result_daily d
           WHERE d.location_ndx = f.location_ndx AND d.parameter_ndx = f.parameter_ndx
             AND d.collect_date BETWEEN ${keyed ? `CASE WHEN ${keyed.keySeries} THEN ${keyed.at}::date + 1 ELSE pr.d0 END` : 'pr.d0'} AND pr.d1
           ORDER BY d.collect_date ${keyed?.limit ?? ''}) d
       ${keyed?.fromKeySeries ?? ''}
       ${keyed?.limit ?? ''}`;
  }
  // In the key's series the range starts at the key's instant, where only the sources after the key's remain.
  return `${head}
    SELECT f.location_name AS location, f.parameter_name AS parameter, ${denverTimestamp('r.collect_timestamp')} AS timestamp,
           r.value, (SELECT u.unit_display_name FROM units u WHERE u.unit_ndx = r.unit_ndx) AS units,
           r.nondetect, r.detection_limit,
           coalesce((SELECT o.org_name FROM organizations o WHERE o.organization_ndx = r.organization_ndx), f.organizations) AS organization,
           (SELECT ds.data_source FROM data_sources ds WHERE ds.data_source_ndx = r.data_source_ndx) AS data_source,
           'raw' AS time_step${keyed ? ', f.location_ndx, f.parameter_ndx, r.collect_timestamp, r.data_source_ndx' : ''}
      FROM (${seriesFacts}) f
      CROSS JOIN period pr
      CROSS JOIN LATERAL (
        SELECT r.collect_timestamp, r.value, r.nondetect, r.detection_limit, r.unit_ndx, r.data_source_ndx, r.organization_ndx
          FROM results r
         WHERE r.location_ndx = f.location_ndx AND r.parameter_ndx = f.parameter_ndx
           AND r.collect_timestamp >= ${keyed ? `CASE WHEN ${keyed.keySeries} THEN ${keyed.at}::timestamptz ELSE pr.t0 END` : 'pr.t0'}
           AND r.collect_timestamp < pr.t1
           ${keyed ? `AND (NOT ${keyed.keySeries} OR r.collect_timestamp > ${keyed.at}::timestamptz OR r.data_source_ndx > ${keyed.source()}::integer)` : ''}
         ORDER BY r.collect_timestamp, r.data_source_ndx ${keyed?.limit ?? ''}) r
     ${keyed?.fromKeySeries ?? ''}
     ${keyed?.limit ?? ''}`;
}

/** The SQL pieces of a page: the key's time, whether a series row `f` is the key's, the series from it on, and the row limit. */
function pageBounds(bind: Bind, { after, rows }: DownloadPage) {
  const location = bind(after && Number(after.location));
  const parameter = bind(after && Number(after.parameter));
  return {
    at: bind(after?.at ?? null),
    /** Raw pages only: a parameter bound but not used would have no type. */
    source: () => bind(after?.source == null ? null : Number(after.source)),
    keySeries: `coalesce((f.location_ndx, f.parameter_ndx) = (${location}::integer, ${parameter}::integer), false)`,
    fromKeySeries: `WHERE ${location}::integer IS NULL OR (f.location_ndx, f.parameter_ndx) >= (${location}::integer, ${parameter}::integer)`,
    limit: `LIMIT ${bind(rows)}`,
  };
}
