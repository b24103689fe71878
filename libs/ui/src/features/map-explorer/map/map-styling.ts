/**
 * The map side of graph mode (switching it on and off): colouring the location circles, putting them back, and the
 * 'show only location layers' toggle.
 * Visibility functions are pure over the page's visibility state (the one record the panels and the map follow);
 * paint functions take the few map methods they need, so both are tested without WebGL.
 */
import type { MapLayer } from '@portal/contracts';
import { DEFAULT_CIRCLE_COLOR, DEFAULT_CIRCLE_OPACITY, GRAPH_MODE_CIRCLE_STROKE, LOCATIONS_SOURCE_ID, TEMPERATURE_AND_FLOW_GROUP } from './map-explorer.constants';
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

/** The feature-state key that holds a location's graph-mode colour. */
export const GRAPH_MODE_COLOR_STATE = 'graphModeColor';

/**
 * Graph mode's circle colour: each location's own, from its feature state. A change of colours then only updates
 * the features' state; a paint expression listing the locations would make MapLibre lay out the whole locations
 * source again (text labels included) at every change.
 */
export const GRAPH_MODE_CIRCLE_COLOR = ['coalesce', ['feature-state', GRAPH_MODE_COLOR_STATE], DEFAULT_CIRCLE_COLOR] as const;

/** The circle paint graph mode changes, and what each is outside graph mode when a layer does not say. */
const CIRCLE_DEFAULTS: Readonly<Record<string, unknown>> = {
  'circle-color': DEFAULT_CIRCLE_COLOR,
  'circle-opacity': DEFAULT_CIRCLE_OPACITY,
  'circle-stroke-width': 0,
  'circle-stroke-color': '#000000',
  'circle-stroke-opacity': 1,
};

/**
 * The location circles coloured from their feature state (see paintGraphModeColours) with a black stroke 2 px
 * wide at full opacity. Layers not on the map are skipped.
 */
export function applyGraphModeCircles(map: PaintTarget, layerIds: readonly string[]): void {
  for (const id of layerIds) {
    if (!map.getLayer(id)) continue;
    map.setPaintProperty(id, 'circle-color', GRAPH_MODE_CIRCLE_COLOR);
    map.setPaintProperty(id, 'circle-opacity', 1);
    map.setPaintProperty(id, 'circle-stroke-width', GRAPH_MODE_CIRCLE_STROKE.width);
    map.setPaintProperty(id, 'circle-stroke-color', GRAPH_MODE_CIRCLE_STROKE.color);
    map.setPaintProperty(id, 'circle-stroke-opacity', GRAPH_MODE_CIRCLE_STROKE.opacity);
  }
}

/**
 * Writes the locations' colours into their feature state: only those that differ from `previous` (what the source
 * holds now; null when it holds none, as after a basemap change re-adds it), and clears the colour of locations no
 * longer coloured. `next` null clears them all.
 */
export function paintGraphModeColours(
  map: FeatureStateTarget,
  previous: ReadonlyMap<number, string> | null,
  next: ReadonlyMap<number, string> | null,
): void {
  const source = LOCATIONS_SOURCE_ID;
  if (!next) {
    if (previous) map.removeFeatureState({ source });
    return;
  }
  for (const [id, colour] of next) {
    if (previous?.get(id) !== colour) map.setFeatureState({ source, id }, { [GRAPH_MODE_COLOR_STATE]: colour });
  }
  for (const id of previous?.keys() ?? []) {
    if (!next.has(id)) map.removeFeatureState({ source, id }, GRAPH_MODE_COLOR_STATE);
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
