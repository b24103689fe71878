import { type SeedClock, quarterHourGrid } from './clock';
import { CORE_GAUGE_TELEMETRY, gaugeDiurnal, gaugeFlowSeries, gaugeTemperatureSeries } from './core-series';
import { type LocationRow, type StreamGauge, STREAM_GAUGES, insertLocations } from './locations';
import { FLOW, type FlowField, type TemperatureField, WATER_TEMPERATURE } from './models';
import { LOCATION_TYPE, ORG, PARAM, SOURCE } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';
import { stableFraction } from './sql-math';
import { type Series, insertSeries } from './time-series';

// Scale: `scale` asks for about scale × 1 000 000 results in total. The core dataset (about 0.3 million
// results, the default) is always generated; whatever is missing is added as 15-minute telemetry, in this
// order, each step only as far as needed:
//   1. 15-minute flow (1536) and water temperature (169) at every stream gauge, reaching back from now as
//      many days as needed, up to twelve years (30 series, about 12.6 million results at most);
//   2. synthetic benchmark sites ("Synthetic Benchmark Site 0001" ..., ids from 10001, data source 'Demo
//      data generator'), each with twelve years of 15-minute flow and temperature (about 0.84 million
//      results a site) modelled on a real gauge nearby; the last site gets only the days still missing.
// A scale below the core size yields the core dataset. The same scale always yields the same rows
// (relative to the seeding date, like everything else).

const QUARTERS_PER_DAY = 96;
const MAX_TELEMETRY_DAYS = 12 * 365;
const SYNTHETIC_NDX_BASE = 10_000;
/** Flow and water temperature. */
const SERIES_PER_SITE = 2;

function gaugeTelemetry(gauges: readonly StreamGauge[]): Array<Series<FlowField> | Series<TemperatureField>> {
  // SERIES_PER_SITE series per gauge.
  return gauges.flatMap((g) => [gaugeFlowSeries(g, PARAM.flow15, 0.05), gaugeTemperatureSeries(g, PARAM.waterTemperature, gaugeDiurnal(g))]);
}

async function insertTelemetry(
  sql: SeedSql,
  clock: SeedClock,
  days: number,
  series: Array<Series<FlowField> | Series<TemperatureField>>,
): Promise<number> {
  const grid = quarterHourGrid(clock, days);
  const common = { grid, kind: 'telemetry', approval: 'provisional' } as const;
  const flows = series.filter((s): s is Series<FlowField> => s.parameterNdx === PARAM.flow15);
  const temperatures = series.filter((s): s is Series<TemperatureField> => s.parameterNdx === PARAM.waterTemperature);
  return (await insertSeries(sql, { ...common, family: FLOW, series: flows }))
    + (await insertSeries(sql, { ...common, family: WATER_TEMPERATURE, series: temperatures }));
}

/** A synthetic site near the gauge it is modelled on, with smaller flows than the gauge. */
function syntheticSite(k: number): { row: LocationRow; gauge: StreamGauge } {
  const model = STREAM_GAUGES[k % STREAM_GAUGES.length];
  const angle = 2 * Math.PI * stableFraction(`synthetic-angle:${k}`);
  const radius = 0.004 + 0.008 * stableFraction(`synthetic-radius:${k}`);
  const ndx = SYNTHETIC_NDX_BASE + k + 1;
  const label = String(k + 1).padStart(4, '0');
  const share = 0.3 + 0.6 * stableFraction(`synthetic-share:${k}`);
  return {
    row: {
      ndx, id: `DEMO-SITE-${label}`, name: `Synthetic Benchmark Site ${label} (near ${model.name.replace(/, (CO|WY)$/, '')})`,
      typeNdx: LOCATION_TYPE.streamGage, lon: model.lon + radius * Math.cos(angle), lat: model.lat + radius * Math.sin(angle),
      elevationFt: model.elevationFt, orgs: ['UYWCD'], sourceNdx: SOURCE.demoGenerator, urls: [],
    },
    gauge: { ...model, ndx, flow: { ...model.flow, base: model.flow.base * share, peak: model.flow.peak * share } },
  };
}

function asSyntheticSeries(gauge: StreamGauge): Array<Series<FlowField> | Series<TemperatureField>> {
  return gaugeTelemetry([gauge]).map((s) => ({ ...s, dataSourceNdx: SOURCE.demoGenerator, organizationNdx: ORG.UYWCD, since: undefined }));
}

/** How the missing results are made up; a pure function of the count so that it can be checked alone. */
interface ScalePlan {
  /** Days of 15-minute telemetry at each of `gaugeSeries` gauge series (0 when nothing is missing). */
  gaugeDays: number;
  gaugeSeries: number;
  /** Synthetic sites with the full twelve years, and days of the one partial site after them (0: none). */
  fullSites: number;
  partialSiteDays: number;
  /** Results the plan adds. */
  results: number;
}

export function planScale(missing: number, gaugeSeries = scaleGaugeSeries().length): ScalePlan {
  if (missing <= 0) return { gaugeDays: 0, gaugeSeries, fullSites: 0, partialSiteDays: 0, results: 0 };
  const gaugeDays = Math.min(MAX_TELEMETRY_DAYS, Math.ceil(missing / (gaugeSeries * QUARTERS_PER_DAY)));
  const gaugeResults = gaugeDays * gaugeSeries * QUARTERS_PER_DAY;
  const siteDays = Math.max(0, Math.ceil((missing - gaugeResults) / SERIES_PER_SITE / QUARTERS_PER_DAY));
  const fullSites = Math.floor(siteDays / MAX_TELEMETRY_DAYS);
  const partialSiteDays = siteDays % MAX_TELEMETRY_DAYS;
  return { gaugeDays, gaugeSeries, fullSites, partialSiteDays, results: gaugeResults + siteDays * SERIES_PER_SITE * QUARTERS_PER_DAY };
}

/** Gauge series that scale telemetry adds: all but those the core telemetry already has. */
function scaleGaugeSeries(): Array<Series<FlowField> | Series<TemperatureField>> {
  const covered = new Set(CORE_GAUGE_TELEMETRY.map(([l, p]) => `${l}:${p}`));
  return gaugeTelemetry(STREAM_GAUGES)
    .filter((s) => !covered.has(`${s.locationNdx}:${s.parameterNdx}`))
    // Gauges with a shorter daily record get telemetry over the whole window like the others.
    .map((s) => ({ ...s, since: undefined }));
}

/** Adds about `missing` results of telemetry following planScale; returns how many it added. */
export async function insertScaleTelemetry(sql: SeedSql, clock: SeedClock, missing: number): Promise<number> {
  const gaugeSeries = scaleGaugeSeries();
  const plan = planScale(missing, gaugeSeries.length);
  sql.step(`Scale: 15-minute telemetry at the stream gauges over ${plan.gaugeDays} days`);
  let added = await insertTelemetry(sql, clock, plan.gaugeDays, gaugeSeries);
  const siteCount = plan.fullSites + (plan.partialSiteDays > 0 ? 1 : 0);
  if (!siteCount) return added;
  sql.step(`Scale: ${siteCount} synthetic benchmark sites`);
  const sites = Array.from({ length: siteCount }, (_, k) => syntheticSite(k));
  await insertLocations(sql, sites.map((s) => s.row));
  const series = (list: typeof sites) => list.flatMap((s) => asSyntheticSeries(s.gauge));
  added += await insertTelemetry(sql, clock, MAX_TELEMETRY_DAYS, series(sites.slice(0, plan.fullSites)));
  if (plan.partialSiteDays > 0) added += await insertTelemetry(sql, clock, plan.partialSiteDays, series(sites.slice(plan.fullSites)));
  return added;
}
