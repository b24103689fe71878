import type {
  ImportCodeFamily, ImportLocationOffer, ImportMapping, ImportMappingInput, ImportParameter, ImportRejectedRow, ImportRun, ImportRunCounts,
  ImportRunProgress, ImportRunStatus, ImportSchedule, ImportScheduleInput, ImportSource, ImportUnmappedCode,
} from '@portal/contracts';
import type { DataSource, QueryRunner } from 'typeorm';
import type { AuditedTx } from '../common/audit';
import { isoInstant } from '../database/sql-fragments';
import type { RowRejection } from './source-row';
import { DEFAULT_MAPPINGS, DEFAULT_MAPPINGS_KEY, IMPORT_DATA_SOURCES, SCHEDULE_INTERVAL_SQL } from './imports.defaults';

// The imports feature's SQL: runs and their reports, the mapping table, schedules and site state, the lookups the
// pipeline makes (locations by code, mappings, data sources, watershed polygons) and the creation of offered locations.

/** Rows of one statement, RETURNING included, on a pool, a transaction's runner or an audited transaction. */
export type Sql = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export function sqlOf(db: DataSource | QueryRunner): Sql {
  return async <T>(text: string, params: unknown[] = []) => {
    if ('createQueryRunner' in db) {
      const runner = db.createQueryRunner();
      try {
        return (await runner.query(text, params, true)).records as T[];
      } finally {
        await runner.release();
      }
    }
    return (await db.query(text, params, true)).records as T[];
  };
}

export const sqlOfAudited = (tx: AuditedTx): Sql => (text, params) => tx.rows(text, params);

/** The rejected rows a run keeps (the run counts all of them): enough to act on, bounded however bad the file. */
export const IMPORT_REJECTIONS_KEPT = 10_000;

/** What a run reads: a stored upload of a format, or an online source's sites. */
export type ImportRequest =
  | { kind: 'file'; format: ImportSource }
  | { kind: 'fetch'; sites: string[]; start: string | null; end: string | null };

interface RunRow {
  import_run_ndx: number; source: ImportSource; label: string; status: ImportRunStatus; import_schedule_ndx: number | null;
  created_by: string; created_at: string; started_at: string | null; finished_at: string | null;
  read_count: number; inserted_count: number; updated_count: number; unchanged_count: number; rejected_count: number;
  rows_done: number; rows_per_second: number | null; bytes_done: string | null; bytes_total: string | null; eta_seconds: number | null;
  message: string | null; unmapped: ImportUnmappedCode[]; new_locations: ImportLocationOffer[];
}

const RUN = `
  SELECT import_run_ndx, source, label, status, import_schedule_ndx, created_by,
         ${isoInstant('created_at')} AS created_at, ${isoInstant('started_at')} AS started_at, ${isoInstant('finished_at')} AS finished_at,
         read_count, inserted_count, updated_count, unchanged_count, rejected_count,
         rows_done, rows_per_second, bytes_done, bytes_total, eta_seconds, message, unmapped, new_locations
    FROM import_runs`;

function toImportRun(r: RunRow): ImportRun {
  return {
    import_run_ndx: r.import_run_ndx, source: r.source, label: r.label, status: r.status, import_schedule_ndx: r.import_schedule_ndx,
    created_by: r.created_by, created_at: r.created_at, started_at: r.started_at, finished_at: r.finished_at,
    counts: { read: r.read_count, inserted: r.inserted_count, updated: r.updated_count, unchanged: r.unchanged_count, rejected: r.rejected_count },
    progress: {
      rows_done: r.rows_done, rows_per_second: r.rows_per_second,
      bytes_done: r.bytes_done === null ? null : Number(r.bytes_done), bytes_total: r.bytes_total === null ? null : Number(r.bytes_total),
      eta_seconds: r.eta_seconds,
    },
    message: r.message, unmapped: r.unmapped, new_locations: r.new_locations,
  };
}

/** The newest runs first. */
export async function getImportsQuery(sql: Sql, limit: number): Promise<ImportRun[]> {
  return (await sql<RunRow>(`${RUN} ORDER BY created_at DESC, import_run_ndx DESC LIMIT $1`, [limit])).map(toImportRun);
}

export async function getImportsByImportRunNdxQuery(sql: Sql, runNdx: number): Promise<ImportRun | undefined> {
  const [row] = await sql<RunRow>(`${RUN} WHERE import_run_ndx = $1`, [runNdx]);
  return row && toImportRun(row);
}

/** A run's kept rejections, in the order they were found. */
export function getImportsRejectedByImportRunNdxQuery(sql: Sql, runNdx: number): Promise<ImportRejectedRow[]> {
  return sql<ImportRejectedRow>(`SELECT ref, field, message FROM import_rejections WHERE import_run_ndx = $1 ORDER BY seq`, [runNdx]);
}

export interface NewRun {
  source: ImportSource;
  label: string;
  createdBy: string;
  request: ImportRequest;
  uploadPath: string | null;
  bytesTotal: number | null;
  scheduleNdx: number | null;
}

export async function insertImportRunQuery(sql: Sql, run: NewRun): Promise<number> {
  const [row] = await sql<{ import_run_ndx: number }>(
    `INSERT INTO import_runs (source, label, created_by, request, upload_path, bytes_total, import_schedule_ndx)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING import_run_ndx`,
    [run.source, run.label, run.createdBy, JSON.stringify(run.request), run.uploadPath, run.bytesTotal, run.scheduleNdx],
  );
  return row.import_run_ndx;
}

export interface StartedRun {
  import_run_ndx: number;
  source: ImportSource;
  request: ImportRequest;
  upload_path: string | null;
  import_schedule_ndx: number | null;
}

/** Marks a queued run running; undefined when it is not queued (cancelled meanwhile, or taken by another backend). */
export async function startImportRunQuery(sql: Sql, runNdx: number): Promise<StartedRun | undefined> {
  const [row] = await sql<StartedRun>(
    `UPDATE import_runs SET status = 'running', started_at = now(), heartbeat_at = now()
      WHERE import_run_ndx = $1 AND status = 'queued'
      RETURNING import_run_ndx, source, request, upload_path, import_schedule_ndx`,
    [runNdx],
  );
  return row;
}

/** Writes a running run's progress; answers whether someone asked to cancel it. */
export async function writeProgressQuery(sql: Sql, runNdx: number, p: ImportRunProgress): Promise<boolean> {
  const [row] = await sql<{ cancel_requested: boolean }>(
    `UPDATE import_runs SET rows_done = $2, rows_per_second = $3, bytes_done = $4, eta_seconds = $5, heartbeat_at = now()
      WHERE import_run_ndx = $1 RETURNING cancel_requested`,
    [runNdx, p.rows_done, p.rows_per_second, p.bytes_done, p.eta_seconds],
  );
  return row?.cancel_requested ?? false;
}

export interface RunOutcome {
  status: Exclude<ImportRunStatus, 'queued' | 'running'>;
  counts: ImportRunCounts;
  progress: ImportRunProgress;
  message: string | null;
  unmapped: ImportUnmappedCode[];
  newLocations: ImportLocationOffer[];
  rejections: RowRejection[];
}

/** A run's end: its status, counts, report and kept rejections, in one transaction. */
export async function finishImportRunQuery(sql: Sql, runNdx: number, o: RunOutcome): Promise<void> {
  const kept = o.rejections.slice(0, IMPORT_REJECTIONS_KEPT);
  await sql(
    `WITH run AS (
       UPDATE import_runs SET status = $2, finished_at = now(), upload_path = NULL,
              read_count = $3, inserted_count = $4, updated_count = $5, unchanged_count = $6, rejected_count = $7,
              rows_done = $8, rows_per_second = $9, bytes_done = $10, eta_seconds = NULL,
              message = $11, unmapped = $12::jsonb, new_locations = $13::jsonb
        WHERE import_run_ndx = $1 RETURNING import_run_ndx),
     gone AS (DELETE FROM import_rejections WHERE import_run_ndx = $1)
     INSERT INTO import_rejections (import_run_ndx, seq, ref, field, message)
     SELECT run.import_run_ndx, r.seq, r.ref, r.field, r.message
       FROM run, unnest($14::text[], $15::text[], $16::text[]) WITH ORDINALITY AS r(ref, field, message, seq)`,
    [
      runNdx, o.status, o.counts.read, o.counts.inserted, o.counts.updated, o.counts.unchanged, o.counts.rejected,
      o.progress.rows_done, o.progress.rows_per_second, o.progress.bytes_done, o.message,
      JSON.stringify(o.unmapped), JSON.stringify(o.newLocations),
      kept.map((r) => r.ref), kept.map((r) => r.field), kept.map((r) => r.message),
    ],
  );
}

/**
 * Runs left 'running' by a backend that stopped (no progress written for `staleSeconds`): their transactions were
 * rolled back with the connection, so they become failed, saying so; their uploads are answered for removal.
 */
export function failInterruptedRunsQuery(sql: Sql, staleSeconds: number): Promise<{ import_run_ndx: number; upload_path: string | null }[]> {
  return sql(
    `UPDATE import_runs SET status = 'failed', finished_at = now(), upload_path = NULL, eta_seconds = NULL,
            message = 'The backend stopped while this import ran: nothing of it was written. Run it again to load it (an online source resumes where its last complete page left off).'
      WHERE status = 'running' AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => $1))
      RETURNING import_run_ndx, (SELECT upload_path FROM import_runs o WHERE o.import_run_ndx = import_runs.import_run_ndx)`,
    [staleSeconds],
  );
}

/** Runs queued with no job on the queue (queued while the queue was off): answered to be sent to it. */
export function queuedRunsQuery(sql: Sql): Promise<{ import_run_ndx: number; source: ImportSource }[]> {
  return sql(`SELECT import_run_ndx, source FROM import_runs WHERE status = 'queued' ORDER BY import_run_ndx`);
}

/**
 * Cancels a queued run at once; a running one is asked to stop (its backend sees the request within a second and
 * rolls it back). Answers the status it had, undefined for no such run.
 */
export async function postImportsCancelByImportRunNdxQuery(sql: Sql, runNdx: number): Promise<ImportRunStatus | undefined> {
  const [row] = await sql<{ status: ImportRunStatus }>(
    `WITH before AS (SELECT status FROM import_runs WHERE import_run_ndx = $1 FOR UPDATE)
     UPDATE import_runs r SET
            status = CASE WHEN b.status = 'queued' THEN 'cancelled' ELSE r.status END,
            finished_at = CASE WHEN b.status = 'queued' THEN now() ELSE r.finished_at END,
            message = CASE WHEN b.status = 'queued' THEN 'Cancelled before it started.' ELSE r.message END,
            cancel_requested = r.cancel_requested OR b.status IN ('queued', 'running')
       FROM before b WHERE r.import_run_ndx = $1 RETURNING b.status`,
    [runNdx],
  );
  return row?.status;
}

// ---- The pipeline's lookups ----

/** A mapping with what the pipeline checks and converts against: its parameter's unit and plausible range. */
export interface MappingRow extends Omit<ImportMapping, 'import_mapping_ndx' | 'family'> {
  unit_ndx: number;
  parameter_name: string;
  unit_name: string;
  plausible_min: number | null;
  plausible_max: number | null;
}

/** A family's mappings with each parameter's unit and plausible range. */
export function mappingsOfFamilyQuery(sql: Sql, family: ImportCodeFamily): Promise<MappingRow[]> {
  return sql(
    `SELECT m.source_code, m.source_unit, m.qualifier, m.parameter_ndx, m.factor, m."offset", p.unit_ndx, p.parameter_name,
            u.unit_name, p.plausible_min, p.plausible_max
       FROM import_mappings m JOIN parameters p USING (parameter_ndx) JOIN units u ON u.unit_ndx = p.unit_ndx
      WHERE m.family = $1`,
    [family],
  );
}

/**
 * The locations of these codes (locations.location_id), answered under the code asked. A USGS site id the portal
 * keeps without its agency prefix (09239500 for USGS-09239500) is the same site; the exact id wins where both exist.
 */
export function locationsByCodeQuery(sql: Sql, codes: string[]): Promise<{ location_id: string; location_ndx: number }[]> {
  return sql(
    `SELECT DISTINCT ON (c.code) c.code AS location_id, l.location_ndx
       FROM unnest($1::text[]) AS c(code)
       JOIN locations l ON l.location_id = c.code OR (c.code ~ '^USGS-[0-9]+$' AND l.location_id = substr(c.code, 6))
      ORDER BY c.code, l.location_id = c.code DESC`,
    [codes],
  );
}

export interface OfferInput {
  location_code: string;
  latitude: number | null;
  longitude: number | null;
  /** The portal location type's description that fits the site type. */
  location_type: string;
}

/** Each offer's HUCs (from the portal's own watershed polygons) and location type. */
export function offerDetailsQuery(sql: Sql, offers: OfferInput[]): Promise<{
  location_code: string; huc8: string | null; huc10: string | null; huc12: string | null; location_type_ndx: number | null;
}[]> {
  return sql(
    `WITH o AS (
       SELECT * FROM unnest($1::text[], $2::float8[], $3::float8[], $4::text[]) AS o(location_code, latitude, longitude, location_type)),
     pt AS (SELECT o.*, CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
                             ELSE ST_SetSRID(ST_MakePoint(longitude, latitude), 4326) END AS geom FROM o)
     SELECT pt.location_code,
            (SELECT huc_code FROM huc_boundaries h WHERE h.huc_level = 8 AND ST_Intersects(h.geom, pt.geom) ORDER BY huc_code LIMIT 1) AS huc8,
            (SELECT huc_code FROM huc_boundaries h WHERE h.huc_level = 10 AND ST_Intersects(h.geom, pt.geom) ORDER BY huc_code LIMIT 1) AS huc10,
            (SELECT huc_code FROM huc_boundaries h WHERE h.huc_level = 12 AND ST_Intersects(h.geom, pt.geom) ORDER BY huc_code LIMIT 1) AS huc12,
            (SELECT location_type_ndx FROM location_types t WHERE lower(t.location_type_desc) = lower(pt.location_type)) AS location_type_ndx
       FROM pt`,
    [offers.map((o) => o.location_code), offers.map((o) => o.latitude), offers.map((o) => o.longitude), offers.map((o) => o.location_type)],
  );
}

/**
 * The data source a family's results are filed under, created (with its source category) when first needed. Ids of
 * these lookup tables are given, not generated: the table is locked while the next one is taken.
 */
export async function dataSourceOfFamilyQuery(sql: Sql, family: ImportCodeFamily): Promise<number> {
  const spec = IMPORT_DATA_SOURCES[family];
  const [found] = await sql<{ data_source_ndx: number }>(`SELECT data_source_ndx FROM data_sources WHERE data_source = $1`, [spec.name]);
  if (found) return found.data_source_ndx;
  await sql(`LOCK TABLE source_categories, data_sources IN SHARE ROW EXCLUSIVE MODE`);
  await sql(
    `INSERT INTO source_categories (sourcecategory_ndx, source_name)
     SELECT (SELECT coalesce(max(sourcecategory_ndx), 0) + 1 FROM source_categories), $1
      WHERE NOT EXISTS (SELECT 1 FROM source_categories WHERE source_name = $1)`,
    [spec.category],
  );
  const [created] = await sql<{ data_source_ndx: number }>(
    `INSERT INTO data_sources (data_source_ndx, data_source, data_source_url, data_types, sourcecategory_ndx)
     SELECT coalesce((SELECT max(data_source_ndx) FROM data_sources), 0) + 1, $1, $2, $3,
            (SELECT sourcecategory_ndx FROM source_categories WHERE source_name = $4)
     ON CONFLICT (data_source) DO UPDATE SET data_source = EXCLUDED.data_source
     RETURNING data_source_ndx`,
    [spec.name, spec.url, spec.dataTypes, spec.category],
  );
  return created.data_source_ndx;
}

/** Creates offered locations (with their HUCs, type, basin from the HUC10, and data source); answers them created. */
export async function createLocationsQuery(sql: Sql, offers: ImportLocationOffer[], fallbackTypeNdx: number, dataSourceNdx: number): Promise<{ location_ndx: number; location_id: string }[]> {
  await sql(`LOCK TABLE locations IN SHARE ROW EXCLUSIVE MODE`);
  return sql(
    `WITH o AS (
       SELECT *, row_number() OVER (ORDER BY location_code) AS n
         FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::int[], $6::text[], $7::text[], $8::text[])
              AS o(location_code, name, latitude, longitude, location_type_ndx, huc8, huc10, huc12)
        WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.location_id = o.location_code)),
     created AS (
       INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, basin_ndx, geom, huc8, huc10, huc12)
       SELECT coalesce((SELECT max(location_ndx) FROM locations), 0) + o.n, o.location_code, coalesce(o.name, o.location_code),
              coalesce(o.location_type_ndx, $9), h.basin_ndx,
              CASE WHEN o.latitude IS NULL OR o.longitude IS NULL THEN NULL ELSE ST_SetSRID(ST_MakePoint(o.longitude, o.latitude), 4326) END,
              o.huc8, h.huc_code, o.huc12
         FROM o LEFT JOIN huc_boundaries h ON h.huc_code = o.huc10
       RETURNING location_ndx, location_id),
     sources AS (INSERT INTO location_data_sources (location_ndx, data_source_ndx) SELECT location_ndx, $10 FROM created)
     SELECT location_ndx, location_id FROM created ORDER BY location_id`,
    [
      offers.map((o) => o.location_code), offers.map((o) => o.name), offers.map((o) => o.latitude), offers.map((o) => o.longitude),
      offers.map((o) => o.location_type_ndx), offers.map((o) => o.huc8), offers.map((o) => o.huc10), offers.map((o) => o.huc12),
      fallbackTypeNdx, dataSourceNdx,
    ],
  );
}

/** The location type of `description`, else the first one; undefined when the portal has none at all. */
export async function locationTypeQuery(sql: Sql, description: string): Promise<number | undefined> {
  const [row] = await sql<{ location_type_ndx: number }>(
    `SELECT location_type_ndx FROM location_types ORDER BY lower(location_type_desc) = lower($1) DESC, location_type_ndx LIMIT 1`,
    [description],
  );
  return row?.location_type_ndx;
}

/** Files results of these locations under the data source too (a location lists the sources it has data from). */
export async function linkLocationsToSourceQuery(sql: Sql, locations: number[], dataSourceNdx: number): Promise<void> {
  await sql(
    `INSERT INTO location_data_sources (location_ndx, data_source_ndx) SELECT u, $2 FROM unnest($1::int[]) AS u
     ON CONFLICT DO NOTHING`,
    [locations, dataSourceNdx],
  );
}

// ---- The mapping table ----

/** Every parameter with its unit's display name, data or not: what a mapping may point at. */
export function getImportsParametersQuery(sql: Sql): Promise<ImportParameter[]> {
  return sql(
    `SELECT p.parameter_ndx, p.display_name, u.unit_display_name AS unit_name
       FROM parameters p JOIN units u ON u.unit_ndx = p.unit_ndx
      ORDER BY p.display_name, p.parameter_ndx`,
  );
}

const MAPPING = `SELECT import_mapping_ndx, family, source_code, source_unit, qualifier, parameter_ndx, factor, "offset" FROM import_mappings`;

export function getImportsMappingsQuery(sql: Sql): Promise<ImportMapping[]> {
  return sql(`${MAPPING} ORDER BY family, source_code, source_unit, qualifier`);
}

export async function importMappingQuery(sql: Sql, mappingNdx: number, lock = false): Promise<ImportMapping | undefined> {
  const [row] = await sql<ImportMapping>(`${MAPPING} WHERE import_mapping_ndx = $1 ${lock ? 'FOR UPDATE' : ''}`, [mappingNdx]);
  return row;
}

/** Adds a mapping; undefined when the family, code, unit and qualifier are mapped already. */
export async function postImportsMappingsQuery(sql: Sql, m: ImportMappingInput): Promise<ImportMapping | undefined> {
  const [row] = await sql<ImportMapping>(
    `INSERT INTO import_mappings (family, source_code, source_unit, qualifier, parameter_ndx, factor, "offset")
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (family, source_code, source_unit, qualifier) DO NOTHING
     RETURNING import_mapping_ndx, family, source_code, source_unit, qualifier, parameter_ndx, factor, "offset"`,
    [m.family, m.source_code, m.source_unit, m.qualifier, m.parameter_ndx, m.factor, m.offset],
  );
  return row;
}

/** Changes a mapping; undefined when another one maps the same family, code, unit and qualifier. */
export async function putImportsMappingsByImportMappingNdxQuery(sql: Sql, mappingNdx: number, m: ImportMappingInput): Promise<ImportMapping | undefined> {
  const [row] = await sql<ImportMapping>(
    `UPDATE import_mappings SET family = $2, source_code = $3, source_unit = $4, qualifier = $5, parameter_ndx = $6, factor = $7, "offset" = $8
      WHERE import_mapping_ndx = $1
        AND NOT EXISTS (SELECT 1 FROM import_mappings o WHERE o.import_mapping_ndx <> $1 AND o.family = $2 AND o.source_code = $3
                          AND o.source_unit = $4 AND o.qualifier = $5)
      RETURNING import_mapping_ndx, family, source_code, source_unit, qualifier, parameter_ndx, factor, "offset"`,
    [mappingNdx, m.family, m.source_code, m.source_unit, m.qualifier, m.parameter_ndx, m.factor, m.offset],
  );
  return row;
}

export async function deleteImportsMappingsByImportMappingNdxQuery(sql: Sql, mappingNdx: number): Promise<void> {
  await sql(`DELETE FROM import_mappings WHERE import_mapping_ndx = $1`, [mappingNdx]);
}

export async function parameterExistsQuery(sql: Sql, parameterNdx: number): Promise<boolean> {
  return (await sql(`SELECT 1 FROM parameters WHERE parameter_ndx = $1`, [parameterNdx])).length > 0;
}

/**
 * Adds the default mappings whose parameters exist, once: the first time any parameter exists (after the demo seed,
 * or once an administrator has created parameters). A default an administrator deleted later stays deleted. The
 * portal CSV's own codes (each parameter's name in its unit) are mapped for every parameter there is by then.
 * Answers how many were added.
 */
export async function ensureDefaultMappingsQuery(sql: Sql): Promise<number> {
  const [done] = await sql(`SELECT 1 FROM dataset_info WHERE key = $1`, [DEFAULT_MAPPINGS_KEY]);
  if (done) return 0;
  const [any] = await sql(`SELECT 1 FROM parameters LIMIT 1`);
  if (!any) return 0;
  const d = DEFAULT_MAPPINGS;
  const added = await sql(
    `WITH defaults AS (
       SELECT d.family, d.source_code, d.source_unit, d.qualifier, p.parameter_ndx, d.factor, d.off
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[])
              AS d(family, source_code, source_unit, qualifier, parameter_name, factor, off)
         JOIN parameters p ON p.parameter_name = d.parameter_name
       UNION ALL
       SELECT 'portal', p.parameter_name, u.unit_name, '', p.parameter_ndx, 1, 0
         FROM parameters p JOIN units u ON u.unit_ndx = p.unit_ndx)
     INSERT INTO import_mappings (family, source_code, source_unit, qualifier, parameter_ndx, factor, "offset")
     SELECT * FROM defaults ON CONFLICT DO NOTHING RETURNING import_mapping_ndx`,
    [d.map((m) => m.family), d.map((m) => m.source_code), d.map((m) => m.source_unit), d.map((m) => m.qualifier),
      d.map((m) => m.parameter_name), d.map((m) => m.factor), d.map((m) => m.offset)],
  );
  await sql(`INSERT INTO dataset_info (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [DEFAULT_MAPPINGS_KEY, new Date().toISOString()]);
  return added.length;
}

// ---- Schedules and site state ----

const SCHEDULE = `
  SELECT s.import_schedule_ndx, s.source, s.site, s."interval", s.enabled,
         ${isoInstant('st.last_run_at')} AS last_run_at, ${isoInstant('s.next_run_at')} AS next_run_at,
         (SELECT r.status FROM import_runs r WHERE r.import_schedule_ndx = s.import_schedule_ndx ORDER BY r.import_run_ndx DESC LIMIT 1) AS last_status
    FROM import_schedules s LEFT JOIN import_site_state st ON st.source = s.source AND st.site = s.site`;

export function getImportsSchedulesQuery(sql: Sql): Promise<ImportSchedule[]> {
  return sql(`${SCHEDULE} ORDER BY s.source, s.site`);
}

export async function importScheduleQuery(sql: Sql, scheduleNdx: number): Promise<ImportSchedule | undefined> {
  const [row] = await sql<ImportSchedule>(`${SCHEDULE} WHERE s.import_schedule_ndx = $1`, [scheduleNdx]);
  return row;
}

/** Adds a schedule, due at once when enabled; undefined when the source's site has one already. */
export async function postImportsSchedulesQuery(sql: Sql, s: ImportScheduleInput): Promise<ImportSchedule | undefined> {
  const [row] = await sql<{ import_schedule_ndx: number }>(
    `INSERT INTO import_schedules (source, site, "interval", enabled, next_run_at) VALUES ($1, $2, $3, $4, CASE WHEN $4 THEN now() END)
     ON CONFLICT (source, site) DO NOTHING RETURNING import_schedule_ndx`,
    [s.source, s.site, s.interval, s.enabled],
  );
  return row && importScheduleQuery(sql, row.import_schedule_ndx);
}

/** Changes a schedule (enabling it makes it due at once); undefined when another one has the source's site. */
export async function putImportsSchedulesByImportScheduleNdxQuery(sql: Sql, scheduleNdx: number, s: ImportScheduleInput): Promise<ImportSchedule | undefined> {
  const [row] = await sql<{ import_schedule_ndx: number }>(
    `UPDATE import_schedules SET source = $2, site = $3, "interval" = $4, enabled = $5,
            next_run_at = CASE WHEN NOT $5 THEN NULL WHEN enabled THEN coalesce(next_run_at, now()) ELSE now() END
      WHERE import_schedule_ndx = $1
        AND NOT EXISTS (SELECT 1 FROM import_schedules o WHERE o.import_schedule_ndx <> $1 AND o.source = $2 AND o.site = $3)
      RETURNING import_schedule_ndx`,
    [scheduleNdx, s.source, s.site, s.interval, s.enabled],
  );
  return row && importScheduleQuery(sql, row.import_schedule_ndx);
}

export async function deleteImportsSchedulesByImportScheduleNdxQuery(sql: Sql, scheduleNdx: number): Promise<void> {
  await sql(`DELETE FROM import_schedules WHERE import_schedule_ndx = $1`, [scheduleNdx]);
}

/**
 * The enabled schedules that are due and have no run waiting or running, each moved to its next time: answered to
 * be queued. Two backends asking at once split them (SKIP LOCKED), so none is queued twice.
 */
export function takeDueSchedulesQuery(sql: Sql): Promise<{ import_schedule_ndx: number; source: ImportSource; site: string }[]> {
  const step = Object.entries(SCHEDULE_INTERVAL_SQL).map(([k, v]) => `WHEN '${k}' THEN interval '${v}'`).join(' ');
  return sql(
    `WITH due AS (
       SELECT import_schedule_ndx FROM import_schedules s
        WHERE enabled AND next_run_at <= now()
          AND NOT EXISTS (SELECT 1 FROM import_runs r WHERE r.import_schedule_ndx = s.import_schedule_ndx AND r.status IN ('queued', 'running'))
        FOR UPDATE SKIP LOCKED)
     UPDATE import_schedules s SET next_run_at = now() + CASE s."interval" ${step} END
       FROM due WHERE s.import_schedule_ndx = due.import_schedule_ndx
       RETURNING s.import_schedule_ndx, s.source, s.site`,
  );
}

export async function siteLastModifiedQuery(sql: Sql, source: ImportSource, site: string): Promise<string | null> {
  const [row] = await sql<{ last_modified: string | null }>(
    `SELECT ${isoInstant('last_modified')} AS last_modified FROM import_site_state WHERE source = $1 AND site = $2`, [source, site]);
  return row?.last_modified ?? null;
}

/** Records a fetch of a site; last_modified only moves forward (a page without one leaves it). */
export async function saveSiteStateQuery(sql: Sql, source: ImportSource, site: string, lastModified: string | null): Promise<void> {
  await sql(
    `INSERT INTO import_site_state (source, site, last_modified, last_run_at) VALUES ($1, $2, $3::timestamptz, now())
     ON CONFLICT (source, site) DO UPDATE SET last_run_at = now(),
       last_modified = greatest(import_site_state.last_modified, EXCLUDED.last_modified)`,
    [source, site, lastModified],
  );
}
