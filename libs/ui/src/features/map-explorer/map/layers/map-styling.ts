/**
 * The map side of graph mode (switching it on and off): colouring the location circles, putting them back, and the
 * 'show only location layers' toggle.
 * Visibility functions are pure over the page's visibility state (the one record the panels and the map follow);
 * paint functions take the few map methods they need, so both are tested without WebGL.
 */
import type { MapLayer } from '@portal/contracts';
import { DEFAULT_CIRCLE_COLOR, DEFAULT_CIRCLE_OPACITY, DEFAULT_CIRCLE_RADIUS, GRAPH_MODE_CIRCLE_STROKE, LOCATIONS_SOURCE_ID, TEMPERATURE_AND_FLOW_GROUP } from '../map-explorer.constants';
import type { VisibilityState } from './layers.logic';

export interface PaintTarget {
  getLayer(id: string): unknown;
  setPaintProperty(layerId: string, name: string, value: unknown): unknown;
}

/** The map methods that set and clear the locations' feature state. */
export interface FeatureStateTarget {
  setFeatureState(feature: { source: string; id: number }, state: Record<string, unknown>): unknown;
  removeFeatureState(target: { source: string; id?: number }, key?: string): unknown;
}

/** How graph mode draws one location: a colour, and a factor on the circle's radius. */
export interface LocationMark {
  color: string;
  size: number;
}

/** The feature-state keys that hold a location's graph-mode colour and size factor. */
export const GRAPH_MODE_COLOR_STATE = 'graphModeColor';
export const GRAPH_MODE_SIZE_STATE = 'graphModeSize';

/**
 * Graph mode's circle colour and radius: each location's own, from its feature state. A change of marks then only
 * updates the features' state; a paint expression listing the locations would make MapLibre lay out the whole
 * locations source again (text labels included) at every change. The radius follows the zoom as the location
 * layers' own does (4 px at zoom 6 to 9 px at zoom 14), times the location's size factor.
 */
export const GRAPH_MODE_CIRCLE_COLOR = ['coalesce', ['feature-state', GRAPH_MODE_COLOR_STATE], DEFAULT_CIRCLE_COLOR] as const;
const SIZE_FACTOR = ['coalesce', ['feature-state', GRAPH_MODE_SIZE_STATE], 1] as const;
export const GRAPH_MODE_CIRCLE_RADIUS = ['interpolate', ['linear'], ['zoom'], 6, ['*', 4, SIZE_FACTOR], 14, ['*', 9, SIZE_FACTOR]] as const;

/** The circle paint graph mode changes, and what each is outside graph mode when a layer does not say. */
const CIRCLE_DEFAULTS: Readonly<Record<string, unknown>> = {
  'circle-color': DEFAULT_CIRCLE_COLOR,
  'circle-radius': DEFAULT_CIRCLE_RADIUS,
  'circle-opacity': DEFAULT_CIRCLE_OPACITY,
  'circle-stroke-width': 0,
  'circle-stroke-color': '#000000',
  'circle-stroke-opacity': 1,
};

/**
 * The location circles coloured and sized from their feature state (see paintGraphModeMarks) with a black stroke 2 px
 * wide at full opacity. Layers not on the map are skipped.
 */
export function applyGraphModeCircles(map: PaintTarget, layerIds: readonly string[]): void {
  for (const id of layerIds) {
    if (!map.getLayer(id)) continue;
    map.setPaintProperty(id, 'circle-color', GRAPH_MODE_CIRCLE_COLOR);
    map.setPaintProperty(id, 'circle-radius', GRAPH_MODE_CIRCLE_RADIUS);
    map.setPaintProperty(id, 'circle-opacity', 1);
    map.setPaintProperty(id, 'circle-stroke-width', GRAPH_MODE_CIRCLE_STROKE.width);
    map.setPaintProperty(id, 'circle-stroke-color', GRAPH_MODE_CIRCLE_STROKE.color);
    map.setPaintProperty(id, 'circle-stroke-opacity', GRAPH_MODE_CIRCLE_STROKE.opacity);
  }
}

/**
 * Writes the locations' marks into their feature state: only those that differ from `previous` (what the source
 * holds now; null when it holds none, as after a basemap change re-adds it), and clears the marks of locations no
 * longer shown. `next` null clears them all.
 */
export function paintGraphModeMarks(
  map: FeatureStateTarget,
  previous: ReadonlyMap<number, LocationMark> | null,
  next: ReadonlyMap<number, LocationMark> | null,
): void {
  const source = LOCATIONS_SOURCE_ID;
  if (!next) {
    if (previous) map.removeFeatureState({ source });
    return;
  }
  for (const [id, mark] of next) {
    const before = previous?.get(id);
    if (before?.color === mark.color && before.size === mark.size) continue;
    map.setFeatureState({ source, id }, { [GRAPH_MODE_COLOR_STATE]: mark.color, [GRAPH_MODE_SIZE_STATE]: mark.size });
  }
  for (const id of previous?.keys() ?? []) {
    if (!next.has(id)) map.removeFeatureState({ source, id });
  }
}

/**
 * Each circle layer gets its own paint back; where the layer defines none, the
 * default blue at opacity 0.7 without a stroke.
 */
export function resetCircleStyling(map: PaintTarget, layers: readonly MapLayer[]): void {
  for (const layer of layers) {
    if (!map.getLayer(layer.id)) continue;
    for (const [name, fallback] of Object.entries(CIRCLE_DEFAULTS)) {
      map.setPaintProperty(layer.id, name, layer.paint[name] ?? fallback);
    }
  }
}

/** The layers graph mode keeps when only location layers are shown: the locations' circles and labels. */
export const isLocationMarkerLayer = (layer: MapLayer): boolean =>
  layer.source === LOCATIONS_SOURCE_ID &&
  (layer.type === 'circle' || layer.type === 'symbol') &&
  layer.lreProperties.legendGroup !== TEMPERATURE_AND_FLOW_GROUP;

/** The 'show only location layers' toggle on: location circle/symbol layers visible, every other layer hidden. */
export function onlyLocationLayersVisible(layers: readonly MapLayer[]): VisibilityState {
  return Object.fromEntries(layers.map((layer) => [layer.id, isLocationMarkerLayer(layer) ? 'visible' : 'none']));
}

/**
 * The stored record wins for the layers it knows; layers it does
 * not know (added since) keep their current visibility.
 */
export function restoreVisibility(current: VisibilityState, stored: VisibilityState): VisibilityState {
  return { ...current, ...stored };
}
