import type { SeedClock } from './clock';
import { BASIN_OUTLINE, type LonLat } from '../reference/geography';
import { type LocationRow, insertLocations } from './locations';
import { LOCATION_TYPE, ORG, type OrgId, PARAM, type ParameterNdx, SOURCE } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';
import { stableFraction } from './sql-math';
import { type ParameterClass, type SamplingSite, insertSamples, monthsBack } from './water-quality';

// Bench locations: many lightweight synthetic water-quality sites ("Demo Water Quality Site 00001", ids
// DEMO-WQ-00001 ..., location_ndx from 100001, data source 'Demo data generator'), so that graph mode can be
// measured at the size of a large district (`seed --locations 5000`). Each is sampled monthly for about eight
// years for a few parameters with the demo's water-quality model, with its own factors so that the map
// shows every benchmark colour and some trends. Places are spread over the basin outline; HUC codes come
// from the sub-area polygons like every other location's. Deterministic, like the rest of the demo.

const BENCH_NDX_BASE = 100_000;
/** Five-digit ids. */
export const MAX_BENCH_LOCATIONS = 99_999;

/** A count of bench sites the seed accepts. */
export function isBenchLocationCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_BENCH_LOCATIONS;
}
/** Bacteria, nutrients and a low-is-bad field parameter judged on its 15th percentile. */
export const BENCH_PARAMETERS: readonly ParameterNdx[] = [PARAM.eColi, PARAM.totalPhosphorus, PARAM.dissolvedOxygen];
const BENCH_YEARS = 8;
const BENCH_ORGS: readonly OrgId[] = ['CDPHE', 'UYWCD', 'COSS', 'CPW'];
const TREND_CLASSES: readonly ParameterClass[] = ['bacteria', 'nutrients'];
/** Keeps sites off the outline, so that no point can fall on a sub-area's outer edge. */
const EDGE_MARGIN = 0.01;

/** Whether a point lies inside a closed ring, farther than `margin` (degrees) from its edges. */
export function isInside([lon, lat]: LonLat, ring: readonly LonLat[], margin = 0): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    if (distanceToSegment([lon, lat], ring[j], ring[i]) < margin) return false;
  }
  return inside;
}

function distanceToSegment([x, y]: LonLat, [x1, y1]: LonLat, [x2, y2]: LonLat): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** The k-th bench site's place: the first of a deterministic sequence of candidates inside the outline. */
export function benchPlace(k: number): LonLat {
  const lons = BASIN_OUTLINE.map((p) => p[0]);
  const lats = BASIN_OUTLINE.map((p) => p[1]);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  for (let attempt = 0; ; attempt++) {
    const place: LonLat = [
      west + (east - west) * stableFraction(`bench-lon:${k}:${attempt}`),
      south + (north - south) * stableFraction(`bench-lat:${k}:${attempt}`),
    ];
    if (isInside(place, BASIN_OUTLINE, EDGE_MARGIN)) return [Math.round(place[0] * 1e5) / 1e5, Math.round(place[1] * 1e5) / 1e5];
  }
}

/** The k-th bench site (k from 0): its location row and how it is sampled. */
export function benchSite(k: number, clock: SeedClock): { row: LocationRow; sampling: SamplingSite } {
  const ndx = BENCH_NDX_BASE + k + 1;
  const label = String(k + 1).padStart(5, '0');
  const [lon, lat] = benchPlace(k);
  const org = BENCH_ORGS[k % BENCH_ORGS.length];
  const f = (what: string) => stableFraction(`bench-${what}:${k}`);
  // Factors spread log-uniformly, a wide range around the model's typical values: a factor of 0.25..6 puts
  // E. coli and phosphorus medians on both sides of their benchmarks.
  const factor = (what: string) => Math.round(0.25 * 24 ** f(what) * 100) / 100;
  const trending = f('trend') < 0.2;
  return {
    row: {
      ndx, id: `DEMO-WQ-${label}`, name: `Demo Water Quality Site ${label}`, typeNdx: LOCATION_TYPE.waterQualitySite,
      lon, lat, elevationFt: null, orgs: [org], sourceNdx: SOURCE.demoGenerator, urls: [],
    },
    sampling: {
      location_ndx: ndx, organization_ndx: ORG[org], metals: false,
      f_bacteria: factor('bacteria'), f_nutrients: factor('nutrients'), f_metals: 1, f_salinity: 1, f_sediment: 1,
      // Down to 2.5 mg/L less oxygen in late summer: some sites fall below the 6 mg/L benchmark.
      do_offset: Math.round((0.5 - 3 * f('oxygen')) * 100) / 100, ph_offset: 0,
      trend_class: trending ? TREND_CLASSES[Math.floor(f('trend-class') * TREND_CLASSES.length)] : null,
      trend_pct: trending ? Math.round((f('trend-pct') * 16 - 8) * 10) / 10 : 0,
      first_month: monthsBack(clock, BENCH_YEARS),
    },
  };
}

/** Adds `count` bench sites with their samples; returns the number of results. */
export async function insertBenchLocations(sql: SeedSql, clock: SeedClock, count: number): Promise<number> {
  sql.step(`Bench: ${count} synthetic water-quality sites`);
  const sites = Array.from({ length: count }, (_, k) => benchSite(k, clock));
  await insertLocations(sql, sites.map((s) => s.row));
  return insertSamples(sql, clock, {
    label: 'bench water-quality samples', sites: sites.map((s) => s.sampling), parameters: BENCH_PARAMETERS, sourceNdx: SOURCE.demoGenerator,
  });
}
