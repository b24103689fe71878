import { encodeIndexedPng, hexToRgba, type Rgba } from '../../common/png';
import { BASIN_OUTLINE } from '../../reference/geography';
import { TOWNS_AND_RESERVOIRS } from '../../reference/places';
import { STREAMS } from '../../reference/streams';

/**
 * The demo land-cover rasters of the Land Cover/Land Use layers. A real deployment points
 * those layers' sources at a real service (NLCD tiles or WMS) by changing map_sources; the demo draws a
 * deterministic, plausible classification instead, so the layers work offline: National Land Cover Database
 * classes placed by an elevation-like surface (high in the Park Range and Flat Tops, low in the western
 * desert, lower in valleys), moisture noise, distance to the demo streams, and the demo towns and reservoirs.
 * The historical year has smaller towns and none of the recent forest die-off. Nothing here is a
 * measurement; the layers' popups say so.
 */

export const LAND_COVER_YEARS = { current: 2021, historical: 2001 } as const;
export type LandCoverYear = (typeof LAND_COVER_YEARS)[keyof typeof LAND_COVER_YEARS];
export const LAND_COVER_YEAR_VALUES: readonly number[] = Object.values(LAND_COVER_YEARS);

interface LandCoverClass { code: number; name: string; color: string }

/** NLCD classes that occur in the basin, with the NLCD legend colours. */
export const LAND_COVER_CLASSES: readonly LandCoverClass[] = [
  { code: 11, name: 'Open Water', color: '#466b9f' },
  { code: 21, name: 'Developed, Open Space', color: '#dec5c5' },
  { code: 22, name: 'Developed, Low Intensity', color: '#d99282' },
  { code: 23, name: 'Developed, Medium Intensity', color: '#eb0000' },
  { code: 31, name: 'Barren Land', color: '#b3ac9f' },
  { code: 41, name: 'Deciduous Forest', color: '#68ab5f' },
  { code: 42, name: 'Evergreen Forest', color: '#1c5f2c' },
  { code: 52, name: 'Shrub/Scrub', color: '#ccb879' },
  { code: 71, name: 'Grassland/Herbaceous', color: '#dfdfc2' },
  { code: 81, name: 'Pasture/Hay', color: '#dcd939' },
  { code: 82, name: 'Cultivated Crops', color: '#ab6c28' },
  { code: 90, name: 'Woody Wetlands', color: '#b8d9eb' },
  { code: 95, name: 'Emergent Herbaceous Wetlands', color: '#6c9fb8' },
];

const CLASS_BY_CODE = new Map(LAND_COVER_CLASSES.map((c) => [c.code, c]));

function landCoverClass(code: number): LandCoverClass {
  const found = CLASS_BY_CODE.get(code);
  if (!found) throw new RangeError(`unknown land-cover class ${code}`);
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Deterministic noise

// Module constants rather than `Math.…` in the per-pixel code: inside a vm context (the test runner's) every
// global lookup goes through the context's interceptors, which made a tile take seconds instead of milliseconds.
const { imul, floor, cos, sqrt, min, max, exp, atan, sinh, PI } = Math;

/** A 32-bit integer hash of a lattice point, as a fraction in [0, 1). */
function latticeValue(ix: number, iy: number, seed: number): number {
  let h = imul(ix, 374_761_393) ^ imul(iy, 668_265_263) ^ imul(seed, 1_442_695_041);
  h = imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

function valueNoise(x: number, y: number, seed: number): number {
  const ix = floor(x);
  const iy = floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const a = latticeValue(ix, iy, seed);
  const b = latticeValue(ix + 1, iy, seed);
  const c = latticeValue(ix, iy + 1, seed);
  const d = latticeValue(ix + 1, iy + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal noise in [0, 1): four octaves of value noise. */
function fbm(x: number, y: number, seed: number): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  for (let octave = 0; octave < 4; octave++) {
    sum += amplitude * valueNoise(x * frequency, y * frequency, seed + octave);
    amplitude /= 2;
    frequency *= 2;
  }
  return sum / 0.9375;
}

// ---------------------------------------------------------------------------------------------------------
// Geography

const KM_PER_DEGREE_LAT = 110.57;
const kmPerDegreeLon = (lat: number) => 111.32 * cos((lat * PI) / 180);

const OUTLINE_BBOX = BASIN_OUTLINE.reduce(
  ([w, s, e, n], [lon, lat]) => [min(w, lon), min(s, lat), max(e, lon), max(n, lat)],
  [Infinity, Infinity, -Infinity, -Infinity],
);

/** [west, south, east, north] of the demo basin, the rasters' coverage. */
export const LAND_COVER_BOUNDS: readonly [number, number, number, number] = [
  OUTLINE_BBOX[0], OUTLINE_BBOX[1], OUTLINE_BBOX[2], OUTLINE_BBOX[3],
];

/**
 * Where the basin outline crosses a parallel, west to east: a point of that latitude is inside when an odd
 * number of crossings lie west of it. Computed once per tile row, not per pixel.
 */
function basinCrossings(lat: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = BASIN_OUTLINE.length - 1; i < BASIN_OUTLINE.length; j = i++) {
    const [xi, yi] = BASIN_OUTLINE[i];
    const [xj, yj] = BASIN_OUTLINE[j];
    if (yi > lat !== yj > lat) xs.push(((xj - xi) * (lat - yi)) / (yj - yi) + xi);
  }
  return xs.sort((p, q) => p - q);
}

function insideCrossings(lon: number, crossings: readonly number[]): boolean {
  let inside = false;
  for (const x of crossings) {
    if (x > lon) break;
    inside = !inside;
  }
  return inside;
}

type Segment = readonly [number, number, number, number];
const STREAM_SEGMENTS: readonly Segment[] = STREAMS.flatMap((s) =>
  s.line.slice(1).map((p, i): Segment => [s.line[i][0], s.line[i][1], p[0], p[1]]),
);

/** Beyond this a stream no longer shapes the land (valley floors, irrigated meadows). */
const STREAM_REACH_KM = 10;

function distanceToSegmentsKm(lon: number, lat: number, segments: readonly Segment[]): number {
  const kx = kmPerDegreeLon(lat);
  let best = STREAM_REACH_KM;
  for (const [x0, y0, x1, y1] of segments) {
    const ax = (x0 - lon) * kx;
    const ay = (y0 - lat) * KM_PER_DEGREE_LAT;
    const bx = (x1 - lon) * kx;
    const by = (y1 - lat) * KM_PER_DEGREE_LAT;
    const dx = bx - ax;
    const dy = by - ay;
    const t = max(0, min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    const d = sqrt((ax + t * dx) ** 2 + (ay + t * dy) ** 2);
    if (d < best) best = d;
  }
  return best;
}

/**
 * The segments within reach of each 0.1° cell, so a pixel measures its distance to a dozen segments rather
 * than to every stream of the basin (the tiles' main cost).
 */
const CELL_DEGREES = 0.1;
const REACH_DEGREES = 0.14; // a little more than STREAM_REACH_KM in degrees of longitude at this latitude
// A numeric key: this lookup runs once per pixel.
const cellKey = (ix: number, iy: number) => (ix + 50_000) * 100_000 + (iy + 50_000);
const SEGMENTS_BY_CELL = new Map<number, Segment[]>();
for (const segment of STREAM_SEGMENTS) {
  const [x0, y0, x1, y1] = segment;
  for (let ix = floor((min(x0, x1) - REACH_DEGREES) / CELL_DEGREES); ix <= floor((max(x0, x1) + REACH_DEGREES) / CELL_DEGREES); ix++) {
    for (let iy = floor((min(y0, y1) - REACH_DEGREES) / CELL_DEGREES); iy <= floor((max(y0, y1) + REACH_DEGREES) / CELL_DEGREES); iy++) {
      const key = cellKey(ix, iy);
      const list = SEGMENTS_BY_CELL.get(key);
      if (list) list.push(segment);
      else SEGMENTS_BY_CELL.set(key, [segment]);
    }
  }
}
const NO_SEGMENTS: readonly Segment[] = [];

function distanceToStreamsKm(lon: number, lat: number): number {
  const segments = SEGMENTS_BY_CELL.get(cellKey(floor(lon / CELL_DEGREES), floor(lat / CELL_DEGREES))) ?? NO_SEGMENTS;
  return distanceToSegmentsKm(lon, lat, segments);
}

const TOWN_RADIUS_KM = { 1: 2.4, 2: 1.1, 3: 0.55 } as const;
const TOWNS = TOWNS_AND_RESERVOIRS.filter((p) => p.type === 'place');
const RESERVOIRS = TOWNS_AND_RESERVOIRS.filter((p) => p.type === 'reservoir');

const gauss = (d2: number, sigma: number) => exp(-d2 / (2 * sigma * sigma));

/** 0 (desert floor) .. 1 (alpine): a smooth regional trend, valleys cut by the streams, and rough noise. */
function elevationLike(lon: number, lat: number, streamKm: number): number {
  const t = min(1, max(0, (lon + 108.7) / 2.0));
  const regional = 0.12 + 0.58 * smooth(t)
    + 0.22 * gauss((lon + 107.2) ** 2 + (lat - 40.05) ** 2, 0.22) // Flat Tops
    + 0.18 * gauss((lon + 107.0) ** 2 + (lat - 41.15) ** 2, 0.25); // Sierra Madre
  return regional + 0.22 * (fbm(lon * 14, lat * 14, 11) - 0.5) - 0.18 * exp(-streamKm / 3);
}

/** The land-cover class code at a point inside the basin. */
function classify(lon: number, lat: number, year: LandCoverYear): number {
  for (const r of RESERVOIRS) {
    const [dx, dy] = r.halfExtent ?? [0.005, 0.005];
    if (((lon - r.lon) / dx) ** 2 + ((lat - r.lat) / dy) ** 2 <= 0.6) return 11;
  }
  const kx = kmPerDegreeLon(lat);
  const growth = year === LAND_COVER_YEARS.historical ? 0.7 : 1;
  for (const town of TOWNS) {
    const d = sqrt(((lon - town.lon) * kx) ** 2 + ((lat - town.lat) * KM_PER_DEGREE_LAT) ** 2);
    const radius = TOWN_RADIUS_KM[town.rank] * growth;
    if (d < radius) {
      const ragged = radius * (0.75 + 0.5 * fbm(lon * 300, lat * 300, 23));
      if (d < ragged * 0.35) return 23;
      if (d < ragged * 0.7) return 22;
      if (d < ragged) return 21;
    }
  }
  const streamKm = distanceToStreamsKm(lon, lat);
  const moisture = fbm(lon * 25 + 100, lat * 25 + 100, 5);
  if (streamKm < 0.18) return moisture > 0.55 ? 90 : 95;
  const e = elevationLike(lon, lat, streamKm);
  // Irrigated hay meadows along the valley floors, wider in some places than others.
  if (streamKm < 0.7 + 1.4 * moisture && e < 0.55) return e < 0.32 && moisture > 0.5 ? 82 : 81;
  if (e > 0.88) return 31;
  if (e > 0.64) {
    // Bark-beetle and fire losses in the high forest since the historical year.
    if (year === LAND_COVER_YEARS.current && fbm(lon * 9 + 50, lat * 9 + 50, 31) > 0.68) return 52;
    return moisture > 0.62 ? 41 : 42;
  }
  if (e > 0.5) return moisture > 0.45 ? 41 : 52;
  if (e > 0.28) return moisture > 0.62 ? 71 : 52;
  return moisture < 0.25 ? 31 : moisture > 0.6 ? 71 : 52;
}

/** The class at one point (the layers' feature info), or null outside the basin. */
export function classifyLandCover(lon: number, lat: number, year: LandCoverYear): LandCoverClass | null {
  return insideCrossings(lon, basinCrossings(lat)) ? landCoverClass(classify(lon, lat, year)) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Tiles

export const TILE_SIZE = 256;

/** Longitude of a tile-pixel column edge (Web Mercator, slippy-map tile numbering). */
export function tileLon(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

export function tileLat(y: number, z: number): number {
  return (atan(sinh(PI * (1 - (2 * y) / 2 ** z))) * 180) / PI;
}

const PALETTE: readonly Rgba[] = [[0, 0, 0, 0], ...LAND_COVER_CLASSES.map((c) => hexToRgba(c.color))];
/** Class code → palette index (0, transparent, for "outside the basin"). */
const PALETTE_INDEX = new Uint8Array(256);
LAND_COVER_CLASSES.forEach((c, i) => { PALETTE_INDEX[c.code] = i + 1; });

/** The class codes of a tile's pixels row by row, 0 outside the basin. */
export function landCoverTileCodes(year: LandCoverYear, z: number, x: number, y: number, size = TILE_SIZE): Uint8Array {
  const codes = new Uint8Array(size * size);
  const west = tileLon(x, z);
  const east = tileLon(x + 1, z);
  const north = tileLat(y, z);
  const south = tileLat(y + 1, z);
  if (east < OUTLINE_BBOX[0] || west > OUTLINE_BBOX[2] || north < OUTLINE_BBOX[1] || south > OUTLINE_BBOX[3]) return codes;
  for (let py = 0; py < size; py++) {
    const lat = tileLat(y + (py + 0.5) / size, z);
    const crossings = basinCrossings(lat);
    if (crossings.length === 0) continue;
    for (let px = 0; px < size; px++) {
      const lon = tileLon(x + (px + 0.5) / size, z);
      if (insideCrossings(lon, crossings)) codes[py * size + px] = classify(lon, lat, year);
    }
  }
  return codes;
}

/** A 256 × 256 palette PNG of one tile, transparent outside the basin. */
export function renderLandCoverTile(year: LandCoverYear, z: number, x: number, y: number): Buffer {
  const codes = landCoverTileCodes(year, z, x, y);
  const indices = new Uint8Array(codes.length);
  for (let i = 0; i < codes.length; i++) indices[i] = PALETTE_INDEX[codes[i]];
  return encodeIndexedPng(TILE_SIZE, TILE_SIZE, indices, PALETTE);
}
