/**
 * The Measurements box: unit conversions, the strings
 * the box shows, spherical geometry so the box needs no turf, and a reducer that follows the drawing events.
 * Free of React and of the map so every rule is tested directly.
 */

// ---------------------------------------------------------------------------------------------------------------
// Conversions. The factors are the product's, kept exactly, so the box agrees with the product it replaces.
// ---------------------------------------------------------------------------------------------------------------

/** "Circle radius in feet is the value multiplied by 3280.84"; the value is the circle's radius in km. */
const FEET_PER_KILOMETRE = 3280.84;
/** Line lengths are measured in metres; the same factor as the radius keeps both lengths consistent. */
export const FEET_PER_METRE = FEET_PER_KILOMETRE / 1000;
/** "Area in acres is m2 divided by 4047". */
const SQUARE_METRES_PER_ACRE = 4047;
/** "Area in square feet is 10.7639 multiplied by m2". */
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

/** A circle's radius in feet from the kilometres the circle drawing mode stores (its `radiusInKm`). */
export const radiusFeet = (km: number): number => km * FEET_PER_KILOMETRE;
export const areaAcres = (m2: number): number => m2 / SQUARE_METRES_PER_ACRE;
export const areaSquareFeet = (m2: number): number => SQUARE_FEET_PER_SQUARE_METRE * m2;
export const lengthFeet = (m: number): number => m * FEET_PER_METRE;

// ---------------------------------------------------------------------------------------------------------------
// Display strings. en-US grouping everywhere (the product is a US district), units spelled as the box shows them.
// ---------------------------------------------------------------------------------------------------------------

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Line length in feet with 2 decimals, e.g. '1,234.57 ft'. */
export const formatLineLength = (m: number): string => `${twoDecimals.format(lengthFeet(m))} ft`;

/** The spec gives no precision for the radius; it is a length like the line's, so it shows the same way. */
export const formatRadius = (km: number): string => `${twoDecimals.format(radiusFeet(km))} ft`;

/**
 * Both area units. Acres get 2 decimals (small drawn parcels are fractions of an acre); square feet are
 * whole, since a fraction of a square foot is far below what a hand-drawn polygon can mean.
 */
export function formatArea(m2: number): { acres: string; squareFeet: string } {
  return { acres: `${twoDecimals.format(areaAcres(m2))} acres`, squareFeet: `${wholeNumber.format(areaSquareFeet(m2))} sq ft` };
}

/** Fixed decimals without a '-0.00000' for values that round to zero from below. */
function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/**
 * Point coordinates to 5 decimals (about a metre), latitude first and in the coordinate search's label form,
 * so a copied point pasted into the 'Address/Coords Search' box finds the same place. No grouping: it is a
 * coordinate, not a quantity.
 */
export const formatPoint = ([lng, lat]: Position): string => `Lat: ${fixed(lat, 5)} Lng: ${fixed(lng, 5)}`;

// ---------------------------------------------------------------------------------------------------------------
// Spherical geometry on GeoJSON positions ([longitude, latitude] in degrees).
// ---------------------------------------------------------------------------------------------------------------

/** A GeoJSON position: longitude, latitude (an altitude, if any, is ignored). */
export type Position = readonly number[];

/** WGS84 equatorial radius: the sphere @mapbox/geojson-area (and turf's area) use, so areas match theirs. */
const AREA_EARTH_RADIUS_M = 6378137;
/** Mean Earth radius (IUGG), the one turf's distance uses, so lengths match what users get from turf tools. */
export const LENGTH_EARTH_RADIUS_M = 6371008.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * The area of one ring on the sphere, in m², always positive: Chamberlain & Duquette's "ringArea" as in
 * @mapbox/geojson-area (sum over edges of Δλ·(2 + sin φ1 + sin φ2), times R²/2). The edge from the last position
 * back to the first is included, so an unclosed ring measures the same as its closed form (whose closing edge has
 * zero length). Fewer than three positions enclose nothing.
 */
export function polygonAreaM2(ring: readonly Position[]): number {
  if (ring.length < 3) return 0;
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lng1, lat1] = ring[i];
    const [lng2, lat2] = ring[(i + 1) % ring.length];
    sum += radians(lng2 - lng1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)));
  }
  // The sign only says which way the ring winds.
  return Math.abs((sum * AREA_EARTH_RADIUS_M * AREA_EARTH_RADIUS_M) / 2);
}

/** A GeoJSON Polygon's area: the outer ring less its holes, as geojson-area counts them. */
export function polygonRingsAreaM2(rings: readonly (readonly Position[])[]): number {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  return holes.reduce((area, hole) => area - polygonAreaM2(hole), polygonAreaM2(outer));
}

/** Great-circle distance between two positions (haversine), in metres. */
export function distanceM([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  // min() guards asin against a rounding overshoot past 1 for antipodal points.
  return 2 * LENGTH_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A line's length along its segments, in metres. */
export function lineLengthM(coords: readonly Position[]): number {
  let length = 0;
  for (let i = 1; i < coords.length; i++) length += distanceM(coords[i - 1], coords[i]);
  return length;
}

// ---------------------------------------------------------------------------------------------------------------
// The box's state, following the drawing tool's events.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A feature as the drawing tool hands it over. A circle is a Polygon whose properties carry `isCircle` and
 * `radiusInKm` (the circle drawing mode's convention for mapbox-gl-draw).
 */
export interface DrawFeature {
  id: string | number;
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: readonly Position[] }
    | { type: 'Polygon'; coordinates: readonly (readonly Position[])[] }
    // Any other geometry is kept out of the box (the tools draw none).
    | { type: string; coordinates?: unknown };
  properties?: { isCircle?: boolean; radiusInKm?: number; [key: string]: unknown } | null;
}

/**
 * The drawing tool's create/update/delete events, plus 'reset' for the box's Reset button: clearing all drawings
 * through the tool's API fires no delete event, so the box is told directly.
 */
export type DrawEvent =
  | { type: 'create' | 'update' | 'delete'; features: readonly DrawFeature[] }
  | { type: 'reset' };

/** What one drawing contributes to the box. */
export type Drawing =
  | { id: string; kind: 'circle'; radiusKm: number }
  | { id: string; kind: 'line'; lengthM: number }
  | { id: string; kind: 'polygon'; areaM2: number }
  | { id: string; kind: 'point'; position: Position };

export interface MeasurementsState {
  /** The drawings on the map, least recently created or edited first. */
  drawings: readonly Drawing[];
}

export const INITIAL_MEASUREMENTS: MeasurementsState = { drawings: [] };

/** The measure of a feature, taken when its event arrives so the box never recomputes unchanged shapes. */
function toDrawing(feature: DrawFeature): Drawing | null {
  const id = String(feature.id);
  const { geometry, properties } = feature;
  // The catch-all member of the geometry union keeps `type` from narrowing the coordinates, hence the casts.
  switch (geometry.type) {
    case 'Point':
      return { id, kind: 'point', position: geometry.coordinates as Position };
    case 'LineString':
      return { id, kind: 'line', lengthM: lineLengthM(geometry.coordinates as readonly Position[]) };
    case 'Polygon': {
      const radiusKm = properties?.radiusInKm;
      // A circle shows as its radius, not in the polygon total: the box lists circles on their own line.
      if (properties?.isCircle && typeof radiusKm === 'number') return { id, kind: 'circle', radiusKm };
      return { id, kind: 'polygon', areaM2: polygonRingsAreaM2(geometry.coordinates as readonly (readonly Position[])[]) };
    }
    default:
      return null;
  }
}

/**
 * The next state after a drawing event. Created and updated drawings move to the end (most recent); deleted ones
 * leave, so when the latest line is deleted the box falls back to the line edited before it.
 */
export function measurementsReducer(state: MeasurementsState, event: DrawEvent): MeasurementsState {
  if (event.type === 'reset') return INITIAL_MEASUREMENTS;
  const ids = new Set(event.features.map((feature) => String(feature.id)));
  const kept = state.drawings.filter((drawing) => !ids.has(drawing.id));
  if (event.type === 'delete') return { drawings: kept };
  const changed = event.features.map(toDrawing).filter((drawing): drawing is Drawing => drawing !== null);
  return { drawings: [...kept, ...changed] };
}

/** The numbers the box shows; null where there is no drawing of that kind. */
export interface Measurements {
  /** Shown when drawings exist, hidden when all are removed. */
  visible: boolean;
  /** The most recently edited circle's radius. */
  circleRadiusKm: number | null;
  /** The most recently edited line's length. */
  lineLengthM: number | null;
  /** The total over all polygons (circles excluded). */
  polygonAreaM2: number | null;
  /** The most recently edited point. */
  point: Position | null;
}

function latest<K extends Drawing['kind']>(drawings: readonly Drawing[], kind: K): Extract<Drawing, { kind: K }> | null {
  for (let i = drawings.length - 1; i >= 0; i--) {
    if (drawings[i].kind === kind) return drawings[i] as Extract<Drawing, { kind: K }>;
  }
  return null;
}

export function measurements({ drawings }: MeasurementsState): Measurements {
  const polygons = drawings.filter((drawing): drawing is Extract<Drawing, { kind: 'polygon' }> => drawing.kind === 'polygon');
  return {
    visible: drawings.length > 0,
    circleRadiusKm: latest(drawings, 'circle')?.radiusKm ?? null,
    lineLengthM: latest(drawings, 'line')?.lengthM ?? null,
    polygonAreaM2: polygons.length > 0 ? polygons.reduce((total, polygon) => total + polygon.areaM2, 0) : null,
    point: latest(drawings, 'point')?.position ?? null,
  };
}

/** The strings the box shows (and copies on click); null where the box leaves the line out. */
export interface MeasurementsText {
  radius: string | null;
  lineLength: string | null;
  area: { acres: string; squareFeet: string } | null;
  point: string | null;
}

export function measurementsText(m: Measurements): MeasurementsText {
  return {
    radius: m.circleRadiusKm === null ? null : formatRadius(m.circleRadiusKm),
    lineLength: m.lineLengthM === null ? null : formatLineLength(m.lineLengthM),
    area: m.polygonAreaM2 === null ? null : formatArea(m.polygonAreaM2),
    point: m.point === null ? null : formatPoint(m.point),
  };
}
