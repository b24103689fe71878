import { PORTAL_TIME_ZONE } from '@portal/contracts';
import type { SeedClock } from './clock';
import type { LocationRow } from './locations';
import { LOCATION_TYPE, ORG, type OrgId, PARAM, PARAMETER_GROUP, type ParameterNdx, SOURCE, unitOf } from '../reference/reference-data';
import { Params, type SeedSql } from './seed-sql';
import { bump, normal, round, softFloor, uniform } from './sql-math';

// Water-quality samples: roughly monthly grab samples (fewer in winter) over about ten years at sampling
// sites along the rivers. Each parameter has a typical value and spread; each site scales the parameter
// classes it is known for (bacteria below towns, nutrients below the wastewater plant, selenium and salinity
// from Mancos shale, sediment in the Little Snake), so graph mode shows some sites above their benchmarks
// and some below, a few with trends. Results under the detection limit are non-detects reported at the
// limit (value = detection_limit, nondetect = true), the usual convention of laboratory data.

export type ParameterClass = 'bacteria' | 'nutrients' | 'metals' | 'salinity' | 'sediment' | 'field';

interface WqParameter {
  ndx: ParameterNdx;
  klass: ParameterClass;
  /** lognormal: median × factors × e^(sigma·z); the other models are additive around `median`. */
  model: 'lognormal' | 'dissolved_oxygen' | 'ph' | 'temperature';
  median: number;
  sigma: number;
  detectionLimit: number | null;
  /** runoff: high in the May-June melt; summer: high in July-September; dilution: low in the melt. */
  season: 'runoff' | 'summer' | 'dilution' | 'none';
  seasonAmp: number;
  digits: number;
  /** Measured only at sites with a metals programme. */
  metalsSuite: boolean;
}

const WQ_PARAMETERS: readonly WqParameter[] = [
  { ndx: PARAM.eColi, klass: 'bacteria', model: 'lognormal', median: 35, sigma: 1.0, detectionLimit: 1, season: 'summer', seasonAmp: 2.0, digits: 0, metalsSuite: false },
  { ndx: PARAM.totalNitrogen, klass: 'nutrients', model: 'lognormal', median: 0.35, sigma: 0.45, detectionLimit: 0.05, season: 'runoff', seasonAmp: 0.6, digits: 3, metalsSuite: false },
  { ndx: PARAM.totalPhosphorus, klass: 'nutrients', model: 'lognormal', median: 0.03, sigma: 0.6, detectionLimit: 0.005, season: 'runoff', seasonAmp: 1.5, digits: 3, metalsSuite: false },
  { ndx: PARAM.nitrateNitrite, klass: 'nutrients', model: 'lognormal', median: 0.08, sigma: 0.9, detectionLimit: 0.02, season: 'dilution', seasonAmp: 0.6, digits: 3, metalsSuite: false },
  { ndx: PARAM.pH, klass: 'field', model: 'ph', median: 8.1, sigma: 0.25, detectionLimit: null, season: 'none', seasonAmp: 0, digits: 2, metalsSuite: false },
  { ndx: PARAM.dissolvedOxygen, klass: 'field', model: 'dissolved_oxygen', median: 10.5, sigma: 0.6, detectionLimit: null, season: 'none', seasonAmp: 0, digits: 2, metalsSuite: false },
  { ndx: PARAM.waterTemperature, klass: 'field', model: 'temperature', median: 48, sigma: 1.5, detectionLimit: null, season: 'none', seasonAmp: 0, digits: 1, metalsSuite: false },
  { ndx: PARAM.specificConductance, klass: 'salinity', model: 'lognormal', median: 250, sigma: 0.2, detectionLimit: null, season: 'dilution', seasonAmp: 0.55, digits: 0, metalsSuite: false },
  { ndx: PARAM.turbidity, klass: 'sediment', model: 'lognormal', median: 4, sigma: 0.8, detectionLimit: 0.5, season: 'runoff', seasonAmp: 3, digits: 1, metalsSuite: false },
  { ndx: PARAM.totalSuspendedSolids, klass: 'sediment', model: 'lognormal', median: 8, sigma: 0.9, detectionLimit: 2, season: 'runoff', seasonAmp: 4, digits: 0, metalsSuite: false },
  { ndx: PARAM.ironTotal, klass: 'metals', model: 'lognormal', median: 350, sigma: 0.7, detectionLimit: 10, season: 'runoff', seasonAmp: 1.5, digits: 0, metalsSuite: true },
  { ndx: PARAM.manganeseDissolved, klass: 'metals', model: 'lognormal', median: 12, sigma: 0.7, detectionLimit: 1, season: 'dilution', seasonAmp: 0.4, digits: 1, metalsSuite: true },
  { ndx: PARAM.seleniumDissolved, klass: 'metals', model: 'lognormal', median: 0.6, sigma: 0.5, detectionLimit: 0.5, season: 'dilution', seasonAmp: 0.5, digits: 2, metalsSuite: true },
  // Mostly below its 1 µg/L reporting limit: sites where every result is a non-detect score 'Below detection limits'.
  { ndx: PARAM.arsenicTotal, klass: 'metals', model: 'lognormal', median: 0.6, sigma: 0.5, detectionLimit: 1, season: 'none', seasonAmp: 0, digits: 2, metalsSuite: true },
];

type ClassFactors = Partial<Record<Exclude<ParameterClass, 'field'>, number>>;

interface WqSite {
  ndx: number; code: string; name: string; lon: number; lat: number; huc10: string; org: OrgId;
  factors: ClassFactors;
  metals?: boolean;
  /** Added to dissolved oxygen (mostly in summer) and pH: low-oxygen or acidic reaches. */
  doOffset?: number;
  phOffset?: number;
  trend?: { klass: ParameterClass; percentPerYear: number };
  /** First sampled month of a programme younger than ten years. */
  since?: string;
}

const WQ_ID_PREFIX: Readonly<Partial<Record<OrgId, string>>> = {
  CDPHE: '21COL001_WQX-', UYWCD: 'UYWCD_WQX-', COSS: 'COSS_WQX-', CPW: 'CPW_WQX-', USGS: 'USGS-',
};

export const WQ_SITES: readonly WqSite[] = [
  { ndx: 101, code: 'BR-YAM', name: 'Bear River below Yamcolo Reservoir WQ', lon: -107.01, lat: 40.066, huc10: '1405000101', org: 'UYWCD', metals: true,
    factors: { bacteria: 0.3, nutrients: 0.5, metals: 0.4, salinity: 0.4, sediment: 0.5 } },
  { ndx: 102, code: 'YR-YAMPA', name: 'Yampa River at Yampa WQ', lon: -106.905, lat: 40.15, huc10: '1405000101', org: 'UYWCD',
    factors: { bacteria: 1.5, nutrients: 1.2 } },
  { ndx: 103, code: 'YR-PHIPPS', name: 'Yampa River near Phippsburg WQ', lon: -106.935, lat: 40.235, huc10: '1405000102', org: 'CDPHE',
    factors: { bacteria: 1.8, nutrients: 1.3, sediment: 1.2 } },
  // Legacy coal-mine drainage: iron above the standard, low pH, improving since remediation.
  { ndx: 104, code: 'OC-OAK', name: 'Oak Creek at Oak Creek WQ', lon: -106.957, lat: 40.275, huc10: '1405000102', org: 'CDPHE', metals: true,
    factors: { bacteria: 2.5, metals: 3.5, salinity: 2.0 }, phOffset: -1.0, trend: { klass: 'metals', percentPerYear: -6 } },
  { ndx: 105, code: 'MC-STAGE', name: 'Morrison Creek near Stagecoach WQ', lon: -106.79, lat: 40.245, huc10: '1405000102', org: 'UYWCD',
    factors: { bacteria: 0.6, nutrients: 0.6, sediment: 0.6 }, since: '2019-05-01' },
  // Hypolimnetic release: low oxygen in late summer, manganese and iron from the anoxic bottom water.
  { ndx: 106, code: 'YR-STAGE-BL', name: 'Yampa River below Stagecoach Reservoir WQ', lon: -106.823, lat: 40.3, huc10: '1405000102', org: 'UYWCD', metals: true,
    factors: { nutrients: 1.4, metals: 3.0, sediment: 0.4 }, doOffset: -1.5 },
  { ndx: 107, code: 'WC-SS', name: 'Walton Creek near Steamboat Springs WQ', lon: -106.79, lat: 40.43, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 0.5, nutrients: 0.5, sediment: 0.6 } },
  { ndx: 108, code: 'YR-FETCHER', name: 'Yampa River at Fetcher Pond WQ', lon: -106.812, lat: 40.452, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 1.2 } },
  // The town reach with summer tubing: E. coli high and rising.
  { ndx: 109, code: 'YR-5TH', name: 'Yampa River at 5th Street Bridge WQ', lon: -106.834, lat: 40.488, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 2.5, nutrients: 1.3 }, trend: { klass: 'bacteria', percentPerYear: 5 } },
  { ndx: 110, code: 'SC-SS', name: 'Soda Creek at Steamboat Springs WQ', lon: -106.822, lat: 40.493, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 3.5, nutrients: 1.5 }, since: '2018-05-01' },
  { ndx: 111, code: 'FC-SS', name: 'Fish Creek at Steamboat Springs WQ', lon: -106.808, lat: 40.48, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 0.6, nutrients: 0.6, sediment: 0.7 } },
  { ndx: 112, code: 'YR-JBB', name: 'Yampa River at James Brown Bridge WQ', lon: -106.858, lat: 40.5, huc10: '1405000103', org: 'COSS',
    factors: { bacteria: 2.0, nutrients: 1.5 } },
  // Below the wastewater plant: nutrients above the interim values, falling after the plant upgrade.
  { ndx: 113, code: 'YR-WWTF', name: 'Yampa River below Steamboat WWTF WQ', lon: -106.895, lat: 40.51, huc10: '1405000103', org: 'CDPHE',
    factors: { bacteria: 2.2, nutrients: 4.0 }, trend: { klass: 'nutrients', percentPerYear: -4 } },
  { ndx: 114, code: 'ER-CLARK', name: 'Elk River near Clark WQ', lon: -106.93, lat: 40.7, huc10: '1405000104', org: 'CDPHE', metals: true,
    factors: { bacteria: 0.4, nutrients: 0.4, metals: 0.4, salinity: 0.5, sediment: 0.5 } },
  { ndx: 115, code: 'ER-CR42', name: 'Elk River at County Road 42 WQ', lon: -106.955, lat: 40.56, huc10: '1405000105', org: 'CPW',
    factors: { bacteria: 0.8, nutrients: 0.8 } },
  { ndx: 116, code: 'YR-MILNER', name: 'Yampa River at Milner WQ', lon: -107.02, lat: 40.495, huc10: '1405000106', org: 'CDPHE',
    factors: { bacteria: 1.5, nutrients: 2.0, sediment: 1.5 } },
  { ndx: 117, code: 'TC-MILNER', name: 'Trout Creek near Milner WQ', lon: -107.06, lat: 40.44, huc10: '1405000106', org: 'CDPHE', metals: true,
    factors: { metals: 2.0, sediment: 2.0, salinity: 1.8 } },
  // Agricultural reach: nutrients rising.
  { ndx: 118, code: 'YR-HAYDEN', name: 'Yampa River at Hayden WQ', lon: -107.257, lat: 40.486, huc10: '1405000106', org: 'CDPHE',
    factors: { bacteria: 2.0, nutrients: 2.2, sediment: 2.0, salinity: 1.5 }, trend: { klass: 'nutrients', percentPerYear: 6 } },
  { ndx: 119, code: 'DC-HAYDEN', name: 'Dry Creek near Hayden WQ', lon: -107.23, lat: 40.505, huc10: '1405000106', org: 'CDPHE', metals: true,
    factors: { metals: 2.0, salinity: 4.0, sediment: 3.0 }, doOffset: -1.0 },
  { ndx: 120, code: 'EC-ELKRES', name: 'Elkhead Creek below Elkhead Reservoir WQ', lon: -107.4, lat: 40.53, huc10: '1405000201', org: 'CPW', metals: true,
    factors: { nutrients: 1.3, metals: 1.5 } },
  { ndx: 121, code: 'YR-CRAIG', name: 'Yampa River at Craig WQ', lon: -107.548, lat: 40.502, huc10: '1405000202', org: 'CDPHE', metals: true,
    factors: { bacteria: 2.0, nutrients: 2.5, metals: 1.5, salinity: 2.0, sediment: 2.5 } },
  // Mancos shale drainage: selenium and salinity well above standards.
  { ndx: 122, code: 'FC-CRAIG', name: 'Fortification Creek near Craig WQ', lon: -107.545, lat: 40.56, huc10: '1405000202', org: 'CDPHE', metals: true,
    factors: { metals: 8.0, salinity: 6.0, sediment: 2.0 } },
  { ndx: 123, code: 'WF-HAMILTON', name: 'Williams Fork at Hamilton WQ', lon: -107.61, lat: 40.37, huc10: '1405000107', org: 'CDPHE', metals: true,
    factors: { metals: 1.2, sediment: 2.0 } },
  { ndx: 124, code: 'MK-AXIAL', name: 'Milk Creek near Axial WQ', lon: -107.8, lat: 40.3, huc10: '1405000203', org: 'CDPHE',
    factors: { bacteria: 2.5, salinity: 3.0, sediment: 3.0 }, doOffset: -2.2 },
  // Salinity creeping up in the lower river.
  { ndx: 125, code: 'YR-MAYBELL', name: 'Yampa River at Maybell WQ', lon: -108.07, lat: 40.51, huc10: '1405000204', org: 'CDPHE', metals: true,
    factors: { nutrients: 2.0, salinity: 2.2, sediment: 3.0 }, trend: { klass: 'salinity', percentPerYear: 2 } },
  { ndx: 126, code: '410200107395001', name: 'Little Snake River near Baggs WQ', lon: -107.66, lat: 41.04, huc10: '1405000303', org: 'USGS',
    factors: { salinity: 2.5, sediment: 4.0 } },
  // The Little Snake carries most of the basin's sediment.
  { ndx: 127, code: '09260000', name: 'Little Snake River near Lily WQ', lon: -108.44, lat: 40.545, huc10: '1405000304', org: 'USGS', metals: true,
    factors: { metals: 2.5, salinity: 3.0, sediment: 6.0 }, phOffset: 0.2 },
  { ndx: 128, code: '09260050', name: 'Yampa River at Deerlodge Park WQ', lon: -108.51, lat: 40.455, huc10: '1405000205', org: 'USGS', metals: true,
    factors: { nutrients: 1.8, salinity: 2.5, sediment: 4.0 } },
  { ndx: 129, code: 'SF-SLATER', name: 'Slater Fork near Slater WQ', lon: -107.38, lat: 40.93, huc10: '1405000302', org: 'CDPHE',
    factors: { bacteria: 1.8, sediment: 2.5 }, since: '2020-05-01' },
];

function wqId(site: WqSite): string {
  return `${WQ_ID_PREFIX[site.org] ?? ''}${site.code}`;
}

export function wqSiteRow(site: WqSite): LocationRow {
  return {
    ndx: site.ndx, id: wqId(site), name: site.name, typeNdx: LOCATION_TYPE.waterQualitySite, lon: site.lon, lat: site.lat,
    elevationFt: null, huc10: site.huc10, orgs: [site.org], sourceNdx: SOURCE.wqp,
    urls: [{ label: 'Water Quality Portal', url: `https://www.waterqualitydata.us/#siteid=${wqId(site)}` }],
  };
}

/**
 * Graph mode offers its statistics for the water-quality groups, over every period (short, medium and full;
 * see "Graph-mode statistics" in docs/architecture.md); flow, temperature and the operational groups have their own screens.
 */
const GRAPH_MODE_GROUPS: readonly number[] = [
  PARAMETER_GROUP.field, PARAMETER_GROUP.nutrients, PARAMETER_GROUP.metals, PARAMETER_GROUP.bacteria, PARAMETER_GROUP.sediment,
];

export async function offerGraphModeStatistics(sql: SeedSql): Promise<void> {
  await sql.run(
    `UPDATE parameter_groups SET stats_periods = ARRAY['short', 'medium', 'full'] WHERE parameter_group_ndx = ANY ($1::int[])`,
    [GRAPH_MODE_GROUPS],
  );
}

/** How one site is sampled: the model's per-site knobs (see WqSite) and the first sampled month. */
export interface SamplingSite {
  location_ndx: number;
  organization_ndx: number;
  metals: boolean;
  f_bacteria: number;
  f_nutrients: number;
  f_metals: number;
  f_salinity: number;
  f_sediment: number;
  do_offset: number;
  ph_offset: number;
  trend_class: ParameterClass | null;
  trend_pct: number;
  first_month: string;
}

/** The first of the month `years` years before today's month. */
export function monthsBack(clock: SeedClock, years: number): string {
  return `${Number(clock.today.slice(0, 4)) - years}-${clock.today.slice(5, 7)}-01`;
}

/** Ten years of monthly sampling, each site from its own first month. */
export async function insertWaterQualitySamples(sql: SeedSql, clock: SeedClock): Promise<number> {
  const firstMonth = monthsBack(clock, 10);
  const sites = WQ_SITES.map((s): SamplingSite => ({
    location_ndx: s.ndx, organization_ndx: ORG[s.org], metals: s.metals ?? false,
    f_bacteria: s.factors.bacteria ?? 1, f_nutrients: s.factors.nutrients ?? 1, f_metals: s.factors.metals ?? 1,
    f_salinity: s.factors.salinity ?? 1, f_sediment: s.factors.sediment ?? 1,
    do_offset: s.doOffset ?? 0, ph_offset: s.phOffset ?? 0,
    trend_class: s.trend?.klass ?? null, trend_pct: s.trend?.percentPerYear ?? 0,
    first_month: s.since && s.since > firstMonth ? s.since : firstMonth,
  }));
  return insertSamples(sql, clock, { label: 'water-quality samples', sites, parameters: WQ_PARAMETERS.map((x) => x.ndx), sourceNdx: SOURCE.wqp });
}

interface SamplingPlan {
  label: string;
  sites: readonly SamplingSite[];
  /** Which of the modelled parameters (WQ_PARAMETERS) are measured; metals only where `metals`. */
  parameters: readonly ParameterNdx[];
  sourceNdx: number;
}

/** Monthly samples of the plan's sites up to now, generated in one INSERT ... SELECT. */
export async function insertSamples(sql: SeedSql, clock: SeedClock, plan: SamplingPlan): Promise<number> {
  const p = new Params();
  const sites = p.json(plan.sites);
  const params = p.json(WQ_PARAMETERS.filter((x) => plan.parameters.includes(x.ndx)).map((x) => ({
    parameter_ndx: x.ndx, unit_ndx: unitOf(x.ndx), klass: x.klass, model: x.model, median: x.median, sigma: x.sigma,
    dl: x.detectionLimit, season: x.season, season_amp: x.seasonAmp, digits: x.digits, metals_suite: x.metalsSuite,
  })));
  const monthKey = `e.location_ndx || ':' || (m.month::date - date '2000-01-01')`;
  const sampleKey = `e.location_ndx || ':' || p.parameter_ndx || ':' || extract(epoch FROM e.ts)::bigint`;
  const runoff = bump('e.doy', '155', '30');
  const summer = bump('e.doy', '215', '40');
  const factor = `CASE p.klass WHEN 'bacteria' THEN e.f_bacteria WHEN 'nutrients' THEN e.f_nutrients
    WHEN 'metals' THEN e.f_metals WHEN 'salinity' THEN e.f_salinity WHEN 'sediment' THEN e.f_sediment ELSE 1 END`;
  const season = `CASE p.season WHEN 'runoff' THEN 1 + p.season_amp * ${runoff} WHEN 'summer' THEN 1 + p.season_amp * ${summer}
    WHEN 'dilution' THEN 1 - p.season_amp * ${runoff} ELSE 1 END`;
  const trend = `CASE WHEN p.klass = e.trend_class THEN power(1 + e.trend_pct / 100, e.years) ELSE 1 END`;
  const z = normal(sampleKey);
  const raw = `CASE p.model
      WHEN 'lognormal' THEN p.median * (${factor}) * (${season}) * (${trend}) * exp(p.sigma * ${z})
      WHEN 'dissolved_oxygen' THEN p.median - 2.8 * ${bump('e.doy', '220', '45')} + e.do_offset * (0.4 + 0.6 * ${bump('e.doy', '220', '45')}) + p.sigma * ${z}
      WHEN 'ph' THEN p.median + e.ph_offset - 0.2 * ${runoff} + p.sigma * ${z}
      ELSE ${softFloor(`p.median + 17 * cos(2 * pi() * (e.doy - 205) / 365.25) + p.sigma * ${z}`, '32.2')} END`;
  // A sample event per site and month on a hashed day and morning time; winter months are sampled about a
  // third of the time (ice, access), the others nine times in ten. The CTEs are MATERIALIZED because an
  // inlined CTE repeats its expressions (md5, time-zone conversion) at every reference.
  const statement = `
    WITH site AS (
      SELECT * FROM jsonb_to_recordset(${sites}) AS s(
        location_ndx int, organization_ndx int, metals boolean, f_bacteria float8, f_nutrients float8,
        f_metals float8, f_salinity float8, f_sediment float8, do_offset float8, ph_offset float8,
        trend_class text, trend_pct float8, first_month date)),
    param AS (
      SELECT * FROM jsonb_to_recordset(${params}) AS p(
        parameter_ndx int, unit_ndx int, klass text, model text, median float8, sigma float8, dl float8,
        season text, season_amp float8, digits int, metals_suite boolean)),
    event AS MATERIALIZED (
      SELECT e.*, extract(doy FROM d.day)::float8 - 1 AS doy, (d.day - e.first_month)::float8 / 365.25 AS years,
             (d.day + make_interval(mins => 510 + floor(300 * ${uniform(`${monthKey} || ':time'`)})::int))::timestamp
               AT TIME ZONE '${PORTAL_TIME_ZONE}' AS ts
        FROM site e
       CROSS JOIN LATERAL generate_series(e.first_month::timestamp, ${p.add(clock.today)}::timestamp, interval '1 month') AS m(month)
       CROSS JOIN LATERAL (SELECT m.month::date + floor(3 + 22 * ${uniform(`${monthKey} || ':day'`)})::int AS day) AS d
       WHERE ${uniform(`${monthKey} || ':keep'`)} < CASE WHEN extract(month FROM m.month) IN (11, 12, 1, 2, 3) THEN 0.35 ELSE 0.9 END),
    sample AS MATERIALIZED (
      SELECT e.location_ndx, p.parameter_ndx, e.ts, e.organization_ndx, p.unit_ndx, p.dl, p.digits, ${raw} AS raw
        FROM event e
        JOIN param p ON NOT p.metals_suite OR e.metals
       WHERE e.ts < ${p.add(clock.now)}::timestamptz)
    SELECT NULL::text, location_ndx, parameter_ndx, ts, ${p.add(plan.sourceNdx)}::int, 'sample',
           CASE WHEN raw < dl THEN dl ELSE ${round('raw', 'digits')} END,
           coalesce(raw < dl, false), dl, unit_ndx, organization_ndx, 'approved'
      FROM sample`;
  return sql.insertResults(plan.label, statement, p.values);
}
