/**
 * The circle of the drawing tools (polygon, point, line, trash, circle): a
 * polygon approximating a geodesic circle, carrying `isCircle` and `radiusInKm` as the Measurements box expects
 * (measurements.logic.ts). Pure, so the geometry is tested without a map.
 */
import { distanceM, LENGTH_EARTH_RADIUS_M, type Position } from './measurements.logic';

/** Enough vertices that the outline looks round at any zoom the circle fits the screen. */
export const CIRCLE_STEPS = 64;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/** The point `distanceM` metres from `origin` on the initial bearing `bearingDeg` (great circle, spherical Earth). */
export function destination([lng, lat]: Position, distance: number, bearingDeg: number): [number, number] {
  const angular = distance / LENGTH_EARTH_RADIUS_M;
  const bearing = radians(bearingDeg);
  const phi1 = radians(lat);
  const lambda1 = radians(lng);
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(bearing));
  const lambda2 = lambda1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(phi1), Math.cos(angular) - Math.sin(phi1) * Math.sin(phi2));
  // Longitude back into -180..180.
  return [((degrees(lambda2) + 540) % 360) - 180, degrees(phi2)];
}

/** A closed ring of `steps` vertices around `center` at `radiusKm` (the first vertex repeated at the end). */
export function circleRing(center: Position, radiusKm: number, steps = CIRCLE_STEPS): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) ring.push(destination(center, radiusKm * 1000, (i * 360) / steps));
  ring.push(ring[0]);
  return ring;
}

/** The radius in km of a circle centred on `center` through `edge`. */
export const radiusKmBetween = (center: Position, edge: Position): number => distanceM(center, edge) / 1000;

export interface CircleFeature {
  type: 'Feature';
  properties: { isCircle: true; radiusInKm: number; center: [number, number] };
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

export function circleFeature(center: Position, radiusKm: number): CircleFeature {
  return {
    type: 'Feature',
    properties: { isCircle: true, radiusInKm: radiusKm, center: [center[0], center[1]] },
    geometry: { type: 'Polygon', coordinates: [circleRing(center, radiusKm)] },
  };
}
