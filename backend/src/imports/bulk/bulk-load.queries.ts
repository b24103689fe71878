import type { MergeCounts, StagedDuplicate } from './bulk-load.types';

/** Runs one statement on the bulk load's connection and returns its rows. */
export type Run = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The staged columns, in StagedResult's order (what writeSelect's SELECT yields and COPY reads). */
export const STAGED_COLUMNS = [
  'ref', 'location_ndx', 'parameter_ndx', 'collect_timestamp', 'data_source_ndx', 'result_kind', 'value', 'nondetect',
  'detection_limit', 'unit_ndx', 'organization_ndx', 'approval_status',
] as const;

/** The SQL type of each staged column (the staging table's and the embedded database's unnest arrays). */
export const STAGED_TYPES: Record<(typeof STAGED_COLUMNS)[number], string> = {
  ref: 'text', location_ndx: 'integer', parameter_ndx: 'integer', collect_timestamp: 'timestamptz',
  data_source_ndx: 'integer', result_kind: 'text', value: 'float8', nondetect: 'boolean', detection_limit: 'float8',
  unit_ndx: 'integer', organization_ndx: 'integer', approval_status: 'text',
};

/** The results key (its primary key). */
const KEY_COLUMNS: readonly string[] = ['location_ndx', 'parameter_ndx', 'collect_timestamp', 'data_source_ndx'];
const KEY = KEY_COLUMNS.join(', ');
/** The key columns of the row named `prefix`. */
const keyOf = (prefix: string) => KEY_COLUMNS.map((k) => `${prefix}.${k}`).join(', ');
/** The columns of results the merge writes (all but ref), in StagedResult's order: a direct part's and writeCopyText's. */
export const RESULT_COLUMNS = STAGED_COLUMNS.filter((c) => c !== 'ref');
const VALUE_COLUMNS = RESULT_COLUMNS.filter((c) => !KEY_COLUMNS.includes(c));
const LIST = RESULT_COLUMNS.join(', ');

/** The names of one bulk load's temporary tables (several loads may share a transaction). */
export interface BulkTables {
  staging: string;
  changed: string;
  /**
   * Each merged staging's and each direct part's first and last instant per series (its `part`: numbered in the
   * load's order), the direct parts' marked `direct`.
   */
  spans: string;
  /** The keys a merge found stored inside a direct part's span: written twice in the load. */
  repeats: string;
}

/** Which of a load's optional tables it needs. */
export interface BulkTableNeeds {
  /** Spans per part: a load that keeps its stagings (for its duplicate check) or writes direct parts. */
  spans: boolean;
  /** The direct parts' duplicate check: the keys a merge found written by one. */
  directChecks: boolean;
}

/**
 * The staging table (no index, no constraint: COPY fills it at the speed of a file write) and the table of the keys
 * merges changed, both dropped at commit or rollback, and the tables of `needs` (the loggers' ingest creates two
 * tables per request, not more).
 */
export async function createBulkTablesQuery(run: Run, t: BulkTables, needs: BulkTableNeeds): Promise<void> {
  await createStagingQuery(run, t.staging);
  await run(`
    CREATE TEMP TABLE ${t.changed} (
      location_ndx integer NOT NULL, parameter_ndx integer NOT NULL, collect_date date NOT NULL,
      samples boolean NOT NULL, last_timestamp timestamptz NOT NULL, rolled boolean NOT NULL DEFAULT false) ON COMMIT DROP`);
  if (needs.spans) {
    await run(`
      CREATE TEMP TABLE ${t.spans} (
        part integer NOT NULL, location_ndx integer, parameter_ndx integer, lo timestamptz, hi timestamptz,
        direct boolean NOT NULL DEFAULT false) ON COMMIT DROP`);
  }
  if (!needs.directChecks) return;
  await run(`CREATE TEMP TABLE ${t.repeats} (${KEY_COLUMNS.map((c) => `${c} ${STAGED_TYPES[c as keyof typeof STAGED_TYPES]}`).join(', ')}) ON COMMIT DROP`);
}

export async function createStagingQuery(run: Run, table: string): Promise<void> {
  await run(`CREATE TEMP TABLE ${table} (${STAGED_COLUMNS.map((c) => `${c} ${STAGED_TYPES[c]}`).join(', ')}) ON COMMIT DROP`);
}

/** Keeps the merged staging under the name `keptAs` (for the load's duplicate check) and opens an empty one. */
export async function keepStagingQuery(run: Run, t: BulkTables, keptAs: string): Promise<void> {
  await run(`ALTER TABLE ${t.staging} RENAME TO ${keptAs}`);
  await createStagingQuery(run, t.staging);
}

/** The staging insert of the embedded database, which cannot take COPY FROM STDIN over its socket: one array per column. */
export function stageArraysSql(t: BulkTables): string {
  return `INSERT INTO ${t.staging} (${STAGED_COLUMNS.join(', ')})
          SELECT * FROM unnest(${STAGED_COLUMNS.map((c, i) => `$${i + 1}::${STAGED_TYPES[c]}[]`).join(', ')})`;
}

/**
 * The COPY into the staging, by where the text has the ref: `first` (STAGED_COLUMNS), `last` (after the other
 * columns: a direct part's text plus its refs) or `none` (results' columns: writeCopyText's text; the ref is null).
 */
export function copyIntoStagingSql(t: BulkTables, refs: 'first' | 'last' | 'none'): string {
  const columns = { first: STAGED_COLUMNS, last: [...RESULT_COLUMNS, 'ref'], none: RESULT_COLUMNS }[refs];
  return `COPY ${t.staging} (${columns.join(', ')}) FROM STDIN`;
}

/** A direct part's COPY: StagedResult's columns but the ref, straight into results. */
export const COPY_INTO_RESULTS_SQL = `COPY results (${RESULT_COLUMNS.join(', ')}) FROM STDIN`;

/** The rows of `select` (STAGED_COLUMNS in order, as writeSelect takes them) in results' columns, as writeCopyText takes them. */
export function resultColumnsOfSql(select: string): string {
  return `SELECT ${LIST} FROM (${select}) AS staged (${STAGED_COLUMNS.join(', ')})`;
}

export function stageSelectSql(t: BulkTables, select: string): string {
  return `INSERT INTO ${t.staging} (${STAGED_COLUMNS.join(', ')}) ${select}`;
}

/**
 * Keys staged more than once in `tables` (the load's stagings, in staging order), each with the refs of its rows in
 * that order, and with `repeats` the keys a merge found written by one of the load's direct parts (whose rows have no
 * ref: such a key's refs start with null when its stagings hold it once). The keys are found by hashing the key
 * columns alone; only their rows' refs are then gathered (an aggregate collecting every key's refs in order sorted a
 * million rows in tiny groups, several seconds).
 */
export async function stagedDuplicatesQuery(run: Run, tables: readonly string[], limit: number, repeats: string | null): Promise<StagedDuplicate[]> {
  const staged = tables.map((table, part) => `SELECT ${part} AS part, ctid AS at, ref, ${KEY} FROM ${table}`).join(' UNION ALL ');
  const rows = await withSettings(run, { work_mem: MERGE_SETTINGS.work_mem }, () => run<{
    refs: (string | null)[]; location_ndx: number; parameter_ndx: number; collect_timestamp: Date; after_direct: boolean;
  }>(
    `WITH staged AS NOT MATERIALIZED (${staged}),
     twice AS MATERIALIZED (SELECT ${KEY} FROM staged GROUP BY ${KEY} HAVING count(*) > 1
                            ${repeats ? `UNION SELECT ${KEY} FROM ${repeats}` : ''})
     SELECT array_agg(s.ref ORDER BY s.part, s.at) AS refs, s.location_ndx, s.parameter_ndx, s.collect_timestamp,
            ${repeats ? `(${keyOf('s')}) IN (SELECT ${KEY} FROM ${repeats})` : 'false'} AS after_direct
       FROM staged s JOIN twice d USING (${KEY})
      GROUP BY ${keyOf('s')}
      ORDER BY (array_agg(ROW(s.part, s.at) ORDER BY s.part, s.at))[1]
      LIMIT $1`,
    [limit],
  ));
  return rows.map(({ refs, after_direct, ...r }) => ({
    ...r, refs: after_direct && refs.length < 2 ? [null, ...refs] : refs, collect_timestamp: r.collect_timestamp.toISOString(),
  }));
}

/**
 * Whether two merged stagings of a load hold instants of one series in overlapping spans: only then can a key be
 * staged in both (within one staging the merge counts repeated keys itself). A direct part's keys are checked as they
 * are written instead (see mergeStagedQuery).
 */
export async function spansOverlapQuery(run: Run, t: BulkTables): Promise<boolean> {
  const [{ overlap }] = await run<{ overlap: boolean }>(
    `SELECT EXISTS (
       SELECT FROM ${t.spans} a JOIN ${t.spans} b
         ON b.location_ndx IS NOT DISTINCT FROM a.location_ndx AND b.parameter_ndx IS NOT DISTINCT FROM a.parameter_ndx
        AND b.part > a.part AND b.lo <= a.hi AND a.lo <= b.hi AND NOT a.direct AND NOT b.direct) AS overlap`,
  );
  return overlap;
}

/** Runs `work` with the bulk path's setting on, so the statement triggers of results step aside for it. */
async function bulkWriting<T>(run: Run, work: () => Promise<T>): Promise<T> {
  await run(`SELECT set_config('portal.bulk_load', 'on', true)`);
  const answer = await work();
  await run(`SELECT set_config('portal.bulk_load', 'off', true)`);
  return answer;
}

/**
 * Before a merge: takes the series locks the loggers' ingest takes (in one order, so two bulk writers of a series run
 * one after the other rather than deadlock or insert the same new key), and checks and locks what the staged rows
 * refer to (locations, parameters, data sources, units, organizations) once per distinct value, as the triggers of
 * results do for other writers. One pass over the staging.
 */
export async function lockStagedReferencesQuery(run: Run, t: BulkTables, seriesLocks: boolean): Promise<void> {
  await run(lockAndCheckReferencesSql(
    `SELECT location_ndx, parameter_ndx, data_source_ndx, unit_ndx, organization_ndx FROM ${t.staging} GROUP BY 1, 2, 3, 4, 5`,
  ), [seriesLocks]);
}

/**
 * The series locks (when $1) and the references check of lockStagedReferencesQuery over `values`: a SELECT of
 * location_ndx, parameter_ndx, data_source_ndx, unit_ndx and organization_ndx, where a row's series is its location
 * and parameter when both are there, and each column's distinct values but null are what is checked.
 */
function lockAndCheckReferencesSql(values: string): string {
  return `WITH g AS MATERIALIZED (${values})
     SELECT (SELECT count(pg_advisory_xact_lock(s.location_ndx, s.parameter_ndx))
               FROM (SELECT DISTINCT location_ndx, parameter_ndx FROM g
                      WHERE $1 AND location_ndx IS NOT NULL AND parameter_ndx IS NOT NULL ORDER BY 1, 2 OFFSET 0) s),
            check_result_references(${['location_ndx', 'parameter_ndx', 'data_source_ndx', 'unit_ndx', 'organization_ndx']
              .map((c) => `ARRAY(SELECT DISTINCT ${c} FROM g WHERE ${c} IS NOT NULL)`).join(', ')})`;
}

/** The series and the referenced values of a direct part, gathered as its rows were written. */
export interface DirectPartRefs {
  /** The part's series: seriesLocations[i] with seriesParameters[i]. */
  seriesLocations: number[];
  seriesParameters: number[];
  /**
   * Each series' span in the part, as instants (ISO, to the millisecond) from its first instant to just after its
   * last one (from + 1 ms: an instant's fraction below the millisecond is left out of both), or null: not checked.
   */
  spans: { from: string[]; until: string[] } | null;
  dataSources: number[];
  units: number[];
  organizations: number[];
}

/**
 * Before a direct part: what lockStagedReferencesQuery does for a staging (the series locks, then the references
 * checked and locked), from the values the part's rows carry. With spans, answers whether any series already has a
 * stored row inside the part's span (one index probe per series), else false.
 */
export async function prepareDirectPartQuery(run: Run, refs: DirectPartRefs, seriesLocks: boolean): Promise<boolean> {
  await run(lockAndCheckReferencesSql(
    `SELECT l AS location_ndx, p AS parameter_ndx, NULL::int AS data_source_ndx, NULL::int AS unit_ndx, NULL::int AS organization_ndx
       FROM unnest($2::int[], $3::int[]) AS u(l, p)
     UNION ALL SELECT NULL, NULL, v, NULL, NULL FROM unnest($4::int[]) v
     UNION ALL SELECT NULL, NULL, NULL, v, NULL FROM unnest($5::int[]) v
     UNION ALL SELECT NULL, NULL, NULL, NULL, v FROM unnest($6::int[]) v`,
  ), [seriesLocks, refs.seriesLocations, refs.seriesParameters, refs.dataSources, refs.units, refs.organizations]);
  if (!refs.spans) return false;
  const [{ stored }] = await run<{ stored: boolean }>(
    `SELECT EXISTS (
       SELECT FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[]) AS u(l, p, lo, hi)
        WHERE EXISTS (SELECT FROM results r WHERE r.location_ndx = u.l AND r.parameter_ndx = u.p
                         AND r.collect_timestamp >= u.lo AND r.collect_timestamp < u.hi)) AS stored`,
    [refs.seriesLocations, refs.seriesParameters, refs.spans.from, refs.spans.until],
  );
  return stored;
}

/**
 * Before a direct part's COPY: the statement triggers of results step aside (the bulk path's setting, as for a merge)
 * and the direct-part trigger records what the part writes (see the BulkDirectParts migration) into the load's
 * changed and spans tables under the part's number; null, after it: both settings are cleared.
 */
export async function recordDirectPartQuery(run: Run, t: BulkTables, part: number | null): Promise<void> {
  await run(`SELECT set_config('portal.bulk_load', $1, true), set_config('portal.bulk_direct', $2, true)`,
    part === null ? ['off', ''] : ['on', `${t.changed} ${t.spans} ${part}`]);
}

export async function savepointQuery(run: Run, action: 'SAVEPOINT' | 'RELEASE SAVEPOINT' | 'ROLLBACK TO SAVEPOINT'): Promise<void> {
  await run(`${action} bulk_direct_part`);
}

/**
 * Planner settings for the merge and the rollup pass, each only for its statement (the connection's own values are
 * put back after it). Both are written as index probes per key; a merge join or a sequential scan reads the whole of
 * results or of a rollup table per batch instead, which is what makes a write slow down as the table grows. Inside
 * one long transaction (the seed's) the statistics never see the new rows, and the planner chose exactly such scans:
 * the hourly rollup's refresh took 3 s for a year of 14 series and grew with every year. The merge keeps hash joins
 * (its only join, the staged rows to their series' spans, is one of a million rows to a few dozen; results is read
 * by key and by row address only); the rollup pass has none.
 * work_mem: at the default 4 MB the merge's sort of a million staged rows spills to disk. jit: the merge's estimated
 * cost is far above the JIT thresholds, and compiling its expressions (with inlining and optimization) cost about
 * 3 s per million rows, more than it saved.
 */
const MERGE_SETTINGS = { enable_mergejoin: 'off', work_mem: '256MB', jit: 'off' };
const ROLLUP_SETTINGS = { enable_hashjoin: 'off', enable_mergejoin: 'off', enable_seqscan: 'off', jit: 'off' };

/** Runs `work` with `settings` in force (transaction-local), then puts the former values back. */
async function withSettings<T>(run: Run, settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const names = Object.keys(settings);
  const [former] = await run<Record<string, string>>(
    `SELECT ${names.map((n, i) => `current_setting('${n}') AS ${n}, set_config('${n}', $${i + 1}, true)`).join(', ')}`,
    names.map((n) => settings[n]),
  );
  const answer = await work();
  await run(`SELECT ${names.map((n, i) => `set_config('${n}', $${i + 1}, true)`).join(', ')}`, names.map((n) => former[n]));
  return answer;
}

/**
 * Merges the staging into results in one statement and records in `changed` every (series, local day) it inserted
 * or changed. A key staged more than once is written once, with its last staged row. A staged key is looked up in
 * results (an index probe) only where a stored row may have it: inside the span its series already has (first to
 * last stored instant) and on a local day the daily rollup holds for the series (every day with a result has its
 * rollup row, kept by the bulk path and the triggers alike; the days of the staged range are read once per series
 * and kept in a hash), or on a day an earlier merge of this load changed whose rollups wait in `changed` for the
 * load's next refresh. A new key is inserted; a stored row that differs in any column is corrected through its row
 * address (the probe gives it); an equal one is left alone (no new row version, no rollup refresh); `keepStored`
 * leaves every stored row alone (appending to a record). So loading history before a record, appending after it or
 * filling a gap in it costs a few probes per series rather than one per row, and a re-import one probe per row.
 * Rows are written in key order. Planned with MERGE_SETTINGS. `keys` counts the staging's distinct keys; with a
 * `part`, its span per series is recorded in `spans` under that number. `afterDirect` (the load wrote direct parts,
 * each into spans no stored row had): a staged key found stored inside a direct part's span was written by the load
 * itself, so the load names it twice; such keys go to `repeats`, counted in `repeats`.
 */
export async function mergeStagedQuery(
  run: Run, t: BulkTables, keepStored: boolean, part: number | null, afterDirect: boolean,
): Promise<MergeCounts & { keys: number; repeats: number }> {
  const values = (prefix: string) => VALUE_COLUMNS.map((c) => `${prefix}.${c}`).join(', ');
  // The probe gives NULL for a key not stored, else the stored row's address and whether it equals the staged row.
  // The UPDATE reaches results by those addresses (a TID scan) whatever join the planner picks for the rest.
  const update = keepStored ? `SELECT NULL::integer AS location_ndx, NULL::integer AS parameter_ndx, NULL::timestamptz AS collect_timestamp WHERE false` : `
       UPDATE results r SET ${VALUE_COLUMNS.map((c) => `${c} = c.${c}`).join(', ')}
         FROM classified c
        WHERE r.ctid = ANY (ARRAY(SELECT (probe).rid FROM classified WHERE NOT (probe).same))
          AND r.ctid = (c.probe).rid AND NOT (c.probe).same AND (${keyOf('r')}) = (${keyOf('c')})
       RETURNING r.location_ndx, r.parameter_ndx, r.collect_timestamp`;
  const [counts] = await withSettings(run, MERGE_SETTINGS, () => bulkWriting(run, () => run<{ keys: number; inserted: number; updated: number; repeats: number }>(
    `WITH staged AS (
       SELECT DISTINCT ON (${KEY}) ${LIST} FROM ${t.staging} ORDER BY ${KEY}, ctid DESC
     ), spans AS MATERIALIZED (
       SELECT g.location_ndx, g.parameter_ndx, g.lo, g.hi,
              (SELECT min(r.collect_timestamp) FROM results r WHERE r.location_ndx = g.location_ndx AND r.parameter_ndx = g.parameter_ndx) AS first,
              (SELECT max(r.collect_timestamp) FROM results r WHERE r.location_ndx = g.location_ndx AND r.parameter_ndx = g.parameter_ndx) AS last
         FROM (SELECT location_ndx, parameter_ndx, min(collect_timestamp) AS lo, max(collect_timestamp) AS hi
                 FROM ${t.staging} GROUP BY 1, 2) g
     ),${part === null ? '' : ` spans_recorded AS (
       INSERT INTO ${t.spans} SELECT ${Number(part)}, location_ndx, parameter_ndx, lo, hi FROM spans
     ),`} stored_days AS MATERIALIZED (
       SELECT d.location_ndx, d.parameter_ndx, d.collect_date
         FROM spans g
         CROSS JOIN LATERAL (
           SELECT d.location_ndx, d.parameter_ndx, d.collect_date FROM result_daily d
            WHERE d.location_ndx = g.location_ndx AND d.parameter_ndx = g.parameter_ndx
              AND d.collect_date BETWEEN local_date(g.lo) AND local_date(g.hi) OFFSET 0) d
        UNION ALL
       SELECT location_ndx, parameter_ndx, collect_date FROM ${t.changed}
     ), classified AS MATERIALIZED (
       SELECT s.*, CASE WHEN s.collect_timestamp BETWEEN p.first AND p.last
                         AND (s.location_ndx, s.parameter_ndx, local_date(s.collect_timestamp)) IN (SELECT * FROM stored_days) THEN (
                SELECT ROW(r.ctid, (${values('r')}) IS NOT DISTINCT FROM (${values('s')}))::bulk_stored_row
                  FROM results r
                 WHERE ${KEY_COLUMNS.map((k) => `r.${k} = s.${k}`).join(' AND ')}) END AS probe
         FROM staged s
         JOIN spans p ON p.location_ndx = s.location_ndx AND p.parameter_ndx = s.parameter_ndx
     ), inserted AS (
       INSERT INTO results (${LIST}) SELECT ${LIST} FROM classified WHERE probe IS NULL
       RETURNING location_ndx, parameter_ndx, collect_timestamp, result_kind = 'sample' AS samples
     ), updated AS (${update}
     ),${afterDirect ? ` repeated AS (
       INSERT INTO ${t.repeats} SELECT ${KEY} FROM classified c
        WHERE c.probe IS NOT NULL AND EXISTS (
          SELECT FROM ${t.spans} d WHERE d.direct AND d.location_ndx = c.location_ndx AND d.parameter_ndx = c.parameter_ndx
             AND c.collect_timestamp BETWEEN d.lo AND d.hi)
       RETURNING 1
     ),` : ''} recorded AS (
       INSERT INTO ${t.changed}
       SELECT location_ndx, parameter_ndx, local_date(collect_timestamp), bool_or(samples), max(collect_timestamp)
         FROM (SELECT * FROM inserted UNION ALL SELECT *, true FROM updated) w
        GROUP BY 1, 2, 3
     )
     SELECT (SELECT count(*) FROM classified)::int AS keys, (SELECT count(*) FROM inserted)::int AS inserted,
            (SELECT count(*) FROM updated)::int AS updated, ${afterDirect ? '(SELECT count(*) FROM repeated)::int' : '0'} AS repeats`,
  )));

  return {
    keys: counts.keys, inserted: counts.inserted, updated: counts.updated, unchanged: counts.keys - counts.inserted - counts.updated,
    repeats: counts.repeats,
  };
}

/** The changed days as rollup keys (`where`: which of them). */
const changedKeys = (t: BulkTables, where = 'true') =>
  `ARRAY(SELECT DISTINCT ROW(location_ndx, parameter_ndx, collect_date)::result_rollup_key FROM ${t.changed} WHERE ${where})`;

/**
 * Refreshes the rollups that depend on a day alone (daily, hourly, daily extremes) for the changed days not rolled
 * up yet, and marks them rolled up. A day changed again later gets a new row in `changed`, not rolled up, so the
 * next call (or the refresh) does it again; a day's rollups are always those of its rows when they were last done.
 */
export async function rollUpChangedDaysQuery(run: Run, t: BulkTables): Promise<void> {
  await withSettings(run, ROLLUP_SETTINGS, () => run(`SELECT refresh_result_days(${changedKeys(t, 'NOT rolled')})`));
  await run(`UPDATE ${t.changed} SET rolled = true WHERE NOT rolled`);
}

/**
 * What the statement triggers of results would have done for the merge, once for the whole of it: the daily,
 * hourly rollups and daily extremes of the changed days not rolled up yet (a load rolls up each direct part's days
 * as it writes them); the annual rollups, location summary and water-year normals of every changed day; the
 * graph-mode statistics of the changed sample series (and of any series whose row changed, as the kind may have);
 * the data version; and one announcement of the changed series at their newest changed reading. Then `changed` is
 * emptied; when it holds nothing (no merge since the last refresh changed a row) nothing is done.
 */
export async function refreshChangedQuery(run: Run, t: BulkTables): Promise<void> {
  const [{ any }] = await run<{ any: boolean }>(`SELECT EXISTS (SELECT FROM ${t.changed}) AS any`);
  if (!any) return;
  await rollUpChangedDaysQuery(run, t);
  await withSettings(run, ROLLUP_SETTINGS, () => run(`SELECT refresh_result_series(${changedKeys(t)})`));
  await run(`SELECT queue_graph_stats(ARRAY(
               SELECT DISTINCT ROW(location_ndx, parameter_ndx)::graph_stats_key FROM ${t.changed} WHERE samples))`);
  await run(`SELECT nextval('data_change_seq')`);
  // The same announcement as the notify trigger's, over the whole merge (too many series to list: '[]', read all).
  await run(
    `SELECT pg_notify('series_changed', CASE WHEN octet_length(p) > 7900 THEN '[]' ELSE p END)
       FROM (SELECT json_agg(s)::text AS p FROM (
               SELECT location_ndx, parameter_ndx, max(last_timestamp) AS last_timestamp
                 FROM ${t.changed} GROUP BY location_ndx, parameter_ndx) s) a
      WHERE p IS NOT NULL`,
  );
  await truncateQuery(run, t.changed);
}

export async function truncateQuery(run: Run, table: string): Promise<void> {
  await run(`TRUNCATE ${table}`);
}

/** True on the embedded database (PGlite), whose socket breaks on COPY FROM STDIN. */
export async function isEmbeddedQuery(run: Run): Promise<boolean> {
  const [{ version }] = await run<{ version: string }>(`SELECT version()`);
  return version.includes('PGlite');
}
