import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { connectWithoutTimeouts } from '../database/data-source-options';
import { isEmbeddedQuery } from '../imports/bulk/bulk-load.queries';
import { DEFAULT_MAPPINGS_KEY } from '../imports/imports.defaults';
import { refreshAll } from '../map-explorer/graph-mode/graph-stats.refresh';
import { insertColorsOfWater } from './colors-of-water';
import { insertExplorerGraphOptions } from './explorers';
import { insertAdminLookups } from './admin-lookups';
import { MAX_BENCH_LOCATIONS, insertBenchLocations, isBenchLocationCount } from './bench-locations';
import { type SeedClock, readClock } from './clock';
import { insertDemoAlerts } from './alerts';
import { insertDailySeries, insertReservoirTelemetry } from './core-series';
import { assignSubAreas, insertSubAreas } from './geography';
import {
  type LocationRow, RESERVOIR_SITES, SNOW_SITES, STREAM_GAUGES, anchorsOf, gaugeRow, insertLocations, snowSiteRow,
} from './locations';
import { insertDerivedAssociations } from './lookups';
import { insertTemperatureProfiles } from './profiles';
import { insertRiverCalls } from './river-calls';
import { insertScaleTelemetry } from './scale';
import { SeedGenerator } from './seed-generator';
import { SeedSql } from './seed-sql';
import { PUMP_RECORD_DAYS, upsertDemoPumpRuns } from './pump-runs';
import { insertReferenceRows } from './reference-install';
import { addDays } from './time-series';
import { WQ_SITES, insertWaterQualitySamples, wqSiteRow } from './water-quality';

// The deterministic demo dataset of the portal (docs/architecture.md): plausible Yampa-basin content
// with real public station names and places, generated in SQL. See reference/reference-data.ts for the fixed ids,
// geography.ts for the sub-areas, core-series.ts / water-quality.ts / profiles.ts for the results and
// scale.ts for what `scale` adds.

interface SeedOptions {
  scale?: number;
  /** Synthetic water-quality sites to add for benchmarks (bench-locations.ts). */
  benchLocations?: number;
  log?: (message: string) => void;
  /** Told as each step starts: what it does and how much of the whole seed is done (0-99). */
  progress?: (progress: { stage: string; percent: number }) => void;
}

/**
 * One step of the seed: what it writes (as people read it in a first start's progress), and its share of a
 * default-scale seed's time on the embedded database, where a first start generates the demo data (measured there:
 * 90 s in all, 53 s of it the daily records; the shares only make the progress bar move evenly).
 */
interface SeedStep {
  label: string;
  share: number;
  run(sql: SeedSql, clock: SeedClock): Promise<void>;
}

/** The last step, after the commit: the planner's statistics and graph mode's per-series statistics. */
const STATISTICS_STEP = { label: 'statistics for graph mode', share: 0.085 };

/** The seed's steps in the order they run (they fill one transaction; see seedDemoData). */
function seedSteps(scale: number | undefined, benchLocations: number | undefined): SeedStep[] {
  const steps: SeedStep[] = [
    {
      label: 'locations and reference data', share: 0.03,
      run: async (sql) => {
        await insertReferenceRows(sql, { demo: true });
        await insertSubAreas(sql, anchorsOf(CORE_LOCATIONS));
        await insertLocations(sql, CORE_LOCATIONS);
        await insertAdminLookups(sql);
      },
    },
    {
      label: 'daily records', share: 0.6,
      run: async (sql, clock) => {
        await insertDailySeries(sql, clock);
        await insertColorsOfWater(sql, clock);
      },
    },
    {
      label: 'water-quality samples', share: 0.12,
      run: async (sql, clock) => {
        await insertWaterQualitySamples(sql, clock);
        if (benchLocations) await insertBenchLocations(sql, clock, benchLocations);
      },
    },
    {
      label: 'reservoir telemetry', share: 0.16,
      run: async (sql, clock) => {
        await insertReservoirTelemetry(sql, clock);
        await upsertDemoPumpRuns(sql, addDays(clock.today, -PUMP_RECORD_DAYS), clock.lastQuarterHour);
        await insertDemoAlerts(sql);
        await insertTemperatureProfiles(sql, clock);
        await insertRiverCalls(sql, clock);
      },
    },
  ];
  if (scale !== undefined) {
    steps.push({
      // Per million rows, about what the whole default seed (a third of a million results) costs.
      label: 'telemetry up to the scale', share: Math.max(0, scale - 0.34),
      run: async (sql, clock) => {
        const missing = Math.round(scale * 1_000_000) - sql.resultCount;
        if (missing > 0) await insertScaleTelemetry(sql, clock, missing);
      },
    });
  }
  steps.push({
    label: 'associations and the explorers\' options', share: 0.005,
    run: async (sql) => {
      await assignSubAreas(sql);
      await insertDerivedAssociations(sql);
      await insertExplorerGraphOptions(sql);
    },
  });
  return steps;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
interface SeedReport { results: number; locations: number; seconds: number }

/** true when the database already holds locations or results (so first start seeds only once). */
export async function isDatabaseSeeded(ds: DataSource): Promise<boolean> {
  const [row] = await ds.query(
    `SELECT EXISTS (SELECT 1 FROM locations) OR EXISTS (SELECT 1 FROM results) AS seeded`,
  ) as { seeded: boolean }[];
  return row.seeded;
}

const CORE_LOCATIONS: readonly LocationRow[] = [
  ...STREAM_GAUGES.map(gaugeRow),
  ...RESERVOIR_SITES,
  ...SNOW_SITES.map(snowSiteRow),
  ...WQ_SITES.map(wqSiteRow),
];

/**
 * Everything the seed owns, children first. Results and their rollups are truncated rather than deleted:
 * a DELETE would make the rollup trigger recompute every series only to empty it, and the rollups of no
 * results are no rows. dataset_info is not cleared (other keys may belong to others); the demo keys are
 * upserted.
 */
const TRUNCATED = [
  'results', 'result_daily', 'result_hourly', 'result_daily_extremes', 'result_annual', 'location_parameter_summary', 'profile_results',
  'location_parameter_period_stats', 'graph_stats_dirty',
];
const DELETED = [
  // Alert requests first: they point at contacts, groups, locations and parameters (their history goes with them).
  'alert_requests', 'reservoir_pump_runs',
  'map_layers', 'map_sources', 'streams', 'recreation_sites', 'gazetteer_places',
  'tssum_graph_options', 'caf_graph_options', 'yoy_graph_options', 'assoc_contacts_groups', 'contact_groups', 'contacts', 'cow_daily_slices', 'cow_stream_gages', 'cow_inputs',
  'tool_inventory_data_categories', 'tool_inventory', 'other_resource_link_data_categories', 'other_resource_links',
  'river_calls', 'location_urls', 'location_regional_groups', 'location_data_categories', 'location_data_sources',
  'location_organizations', 'locations', 'benchmark_scale_colors', 'benchmarks', 'parameter_threats', 'threats',
  'parameter_data_categories', 'parameters', 'parameter_groups', 'units', 'data_categories', 'data_sources',
  'source_categories', 'organizations', 'location_types', 'regional_groups', 'huc_boundaries', 'basins',
];

/** Every table the seed empties before it writes: a database's content the seed replaces. */
export const SEED_REPLACED_TABLES: readonly string[] = [...TRUNCATED, ...DELETED];

/** Replaces all demo content (delete in FK order, then insert), in one transaction; writes dataset_info rows demo_data='true', demo_scale, generated_at. */
export async function seedDemoData(ds: DataSource, options: SeedOptions = {}): Promise<SeedReport> {
  const { scale } = options;
  if (scale !== undefined && !(Number.isFinite(scale) && scale > 0)) {
    throw new RangeError(`scale must be a positive number of millions of results, got ${scale}`);
  }
  const { benchLocations } = options;
  if (benchLocations !== undefined && !isBenchLocationCount(benchLocations)) {
    throw new RangeError(`benchLocations must be a whole number from 0 to ${MAX_BENCH_LOCATIONS}, got ${benchLocations}`);
  }
  const log = options.log ?? (() => undefined);
  // How far the seed has come: the shares of its steps done so far, of all its steps' shares.
  const steps = seedSteps(scale, benchLocations);
  const whole = steps.reduce((sum, step) => sum + step.share, STATISTICS_STEP.share);
  let done = 0;
  const tell = (label: string) => options.progress?.({ stage: label, percent: Math.min(99, Math.floor((done / whole) * 100)) });
  const started = Date.now();
  const runner = ds.createQueryRunner();
  // The one connection the seed writes on, unbounded: its statements run far longer than an API request may.
  const restoreTimeouts = await connectWithoutTimeouts(runner);
  // PostgreSQL generates the large series on a second connection while this one merges (see SeedGenerator); the
  // embedded database has only the one.
  const { url } = ds.options as PostgresConnectionOptions;
  const embedded = await isEmbeddedQuery(async <T>(q: string) => (await runner.query(q)) as T[]);
  const generator = url && !embedded ? await SeedGenerator.open(url) : undefined;
  let results = 0;
  try {
    await runner.startTransaction();
    const sql = new SeedSql(runner, log, true, generator);
    // The generated statements are long expressions over modest row counts: compiling them with LLVM JIT
    // costs seconds each and gains nothing.
    await sql.run(`SET LOCAL jit = off`);
    const clock = await readClock(sql);
    log(`Generating the demo dataset up to ${clock.yesterday} (scale ${scale ?? 'default'})`);

    await sql.run(`TRUNCATE ${TRUNCATED.join(', ')}`);
    for (const table of DELETED) await sql.run(`DELETE FROM ${table}`);
    // Every parameter went, and with it every import mapping: the defaults are due again on the new parameters.
    await sql.run(`DELETE FROM dataset_info WHERE key = $1`, [DEFAULT_MAPPINGS_KEY]);

    for (const step of steps) {
      tell(step.label);
      const stepStarted = Date.now();
      await step.run(sql, clock);
      log(`${capitalized(step.label)}: ${((Date.now() - stepStarted) / 1000).toFixed(1)}s`);
      done += step.share;
    }
    results = sql.resultCount;
    await sql.run(
      `INSERT INTO dataset_info (key, value)
       SELECT * FROM jsonb_each_text($1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({
        demo_data: 'true',
        demo_scale: scale === undefined ? 'default' : String(scale),
        generated_at: clock.now,
        demo_results: String(results),
        demo_note: 'Generated demo data: station names and places are real, every value is synthetic.',
      })],
    );
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await generator?.close();
    await restoreTimeouts();
    await runner.release();
  }
  tell(STATISTICS_STEP.label);
  // Fresh statistics for the API's queries (outside the transaction so the seed's lock is already gone).
  await ds.query(`ANALYZE results, result_daily, result_annual, location_parameter_summary, profile_results, locations`);
  // Graph-mode statistics of every series at once (the results triggers only queued them), after the commit
  // so the refresh's batches are short transactions of their own.
  const statsStarted = Date.now();
  const series = await refreshAll(ds);
  await ds.query(`ANALYZE location_parameter_period_stats`);
  log(`Graph-mode statistics of ${series ?? 0} series in ${((Date.now() - statsStarted) / 1000).toFixed(1)}s`);
  const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM locations`)) as { n: number }[];
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  log(`Demo dataset: ${results.toLocaleString('en-US')} results at ${n} locations in ${seconds}s`);
  return { results, locations: n, seconds };
}
