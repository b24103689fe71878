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

/** The circle paint graph mode changes, and what each is outside graph mode when a layer does not say. */
const CIRCLE_DEFAULTS: Readonly<Record<string, unknown>> = {
  'circle-color': DEFAULT_CIRCLE_COLOR,
  'circle-opacity': DEFAULT_CIRCLE_OPACITY,
  'circle-stroke-width': 0,
  'circle-stroke-color': '#000000',
  'circle-stroke-opacity': 1,
};

/**
 * The location circles coloured by benchmark class (`circleColor`, a MapLibre expression such as
 * ['match', ['get', 'ndx'], …]) with a black stroke 2 px wide at full opacity. Layers not on the map are skipped.
 */
export function applyGraphModeCircles(map: PaintTarget, layerIds: readonly string[], circleColor: unknown): void {
  for (const id of layerIds) {
    if (!map.getLayer(id)) continue;
    map.setPaintProperty(id, 'circle-color', circleColor);
    map.setPaintProperty(id, 'circle-opacity', 1);
    map.setPaintProperty(id, 'circle-stroke-width', GRAPH_MODE_CIRCLE_STROKE.width);
    map.setPaintProperty(id, 'circle-stroke-color', GRAPH_MODE_CIRCLE_STROKE.color);
    map.setPaintProperty(id, 'circle-stroke-opacity', GRAPH_MODE_CIRCLE_STROKE.opacity);
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
