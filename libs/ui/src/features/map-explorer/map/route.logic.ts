/**
 * The map explorer's route :
 * `/tools/map-explorer/:datacategoryPath?/:latitude?/:longitude?/:zoomLev?` with `?layers=a,b`. Pure, so every rule is
 * tested directly.
 */
import { MAX_ZOOM, MIN_ZOOM, TEMPERATURE_AND_FLOW_PATH } from './map-explorer.constants';

export interface MapExplorerRouteParams {
  datacategoryPath?: string;
  latitude?: string;
  longitude?: string;
  zoomLev?: string;
}

/** The control panel's accordions; the route decides which one is open first. */
export type ControlPanelSection = 'basemaps' | 'temperature-and-flow' | 'map-layers';

export interface FlyToTarget {
  /** [longitude, latitude], as MapLibre takes it. */
  center: [number, number];
  zoom: number;
}

export interface MapExplorerRoute {
  /** The data category of the route, when one is given (layers may be visible on load for it). */
  datacategoryPath: string | null;
  /** Temperature-and-flow opens 'Temperature & Flow Map' first, anything else 'Map Layers'. */
  initialSection: ControlPanelSection;
  /** Where the map flies on load: only when latitude, longitude and zoom are all valid. */
  flyTo: FlyToTarget | null;
  /** `layers`: layer ids made visible on load. */
  visibleLayerIds: string[];
}

// Plain decimals only: Number() would also take '', ' ', '0x1A' and '1e3', none of which anyone means as a coordinate.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a route segment spells, or null when it is not a plain finite decimal. */
export function routeNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The fly-to target when all three parameters are valid: finite numbers, latitude -90..90, longitude
 * -180..180 and zoom within MapLibre's 0..22. Anything else keeps the default view.
 */
export function flyToTarget(latitude?: string, longitude?: string, zoomLev?: string): FlyToTarget | null {
  const lat = routeNumber(latitude);
  const lng = routeNumber(longitude);
  const zoom = routeNumber(zoomLev);
  if (lat === null || lng === null || zoom === null) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180 || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return null;
  return { center: [lng, lat], zoom };
}

/** `layers`: comma-separated ids, blanks and repeats dropped. */
export function layersQuery(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))];
}

export function parseMapExplorerRoute(params: MapExplorerRouteParams, search: URLSearchParams): MapExplorerRoute {
  const datacategoryPath = params.datacategoryPath?.trim() || null;
  return {
    datacategoryPath,
    initialSection: datacategoryPath === TEMPERATURE_AND_FLOW_PATH ? 'temperature-and-flow' : 'map-layers',
    flyTo: flyToTarget(params.latitude, params.longitude, params.zoomLev),
    visibleLayerIds: layersQuery(search.get('layers')),
  };
}

