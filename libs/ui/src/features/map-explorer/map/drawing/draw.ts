// The package ships no types. A reference (not an import) brings the declaration into every program that compiles
// this file, including apps whose tsconfig does not include this folder (the desktop renderer).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./mapbox-gl-draw.d.ts" />
/**
 * The drawing tools (polygon, point, line, trash, circle): mapbox-gl-draw made
 * to work on MapLibre, plus a circle mode. Only the map chunk imports this module.
 */
import MapboxDraw, { type DrawCustomMode, type DrawFeatureJson, type DrawModeFeature } from '@mapbox/mapbox-gl-draw';
import { circleRing, radiusKmBetween } from './circle.logic';

// mapbox-gl-draw looks for Mapbox's class names on the map's elements (its keyboard handling tests the canvas class,
// its buttons are styled as map controls); MapLibre 3+ names them 'maplibregl-…'. The names are module state of
// the package, so they are set once, before any control is made.
Object.assign(MapboxDraw.constants.classes, {
  CANVAS: 'maplibregl-canvas',
  CONTROL_BASE: 'maplibregl-ctrl',
  CONTROL_PREFIX: 'maplibregl-ctrl-',
  CONTROL_GROUP: 'maplibregl-ctrl-group',
  ATTRIBUTION: 'maplibregl-ctrl-attrib',
});

export const CIRCLE_MODE = 'draw_circle';

interface CircleState {
  circle: DrawModeFeature;
  center: [number, number] | null;
}

/**
 * Click the centre, move out to the radius, click again. The circle is a polygon whose properties carry
 * `isCircle`, `radiusInKm` and `center`, the convention the Measurements box reads (measurements.logic.ts).
 */
const circleMode: DrawCustomMode<CircleState> = {
  onSetup() {
    const circle = this.newFeature({
      type: 'Feature',
      properties: { isCircle: true, radiusInKm: 0 },
      geometry: { type: 'Polygon', coordinates: [[]] },
    });
    this.addFeature(circle);
    this.clearSelectedFeatures();
    this.updateUIClasses({ mouse: MapboxDraw.constants.cursors.ADD });
    this.setActionableState({ trash: true });
    return { circle, center: null };
  },
  onClick(state, event) {
    const at: [number, number] = [event.lngLat.lng, event.lngLat.lat];
    if (!state.center) {
      state.center = at;
      state.circle.setProperty('center', at);
      return;
    }
    this.changeMode('simple_select', { featureIds: [state.circle.id] });
  },
  onTap(state, event) {
    circleMode.onClick!.call(this, state, event);
  },
  onMouseMove(state, event) {
    if (!state.center) return;
    const radiusKm = radiusKmBetween(state.center, [event.lngLat.lng, event.lngLat.lat]);
    state.circle.incomingCoords([circleRing(state.center, radiusKm)]);
    state.circle.setProperty('radiusInKm', radiusKm);
  },
  onKeyUp(state, event) {
    if (event.key === 'Escape') {
      this.deleteFeature([state.circle.id], { silent: true });
      this.changeMode('simple_select');
    }
  },
  onStop(state) {
    this.updateUIClasses({ mouse: MapboxDraw.constants.cursors.NONE });
    if (this.getFeature(state.circle.id) === undefined) return;
    if (state.center && Number(state.circle.properties['radiusInKm']) > 0 && state.circle.isValid()) {
      this.fire('draw.create', { features: [state.circle.toGeoJSON()] });
    } else {
      this.deleteFeature([state.circle.id], { silent: true });
      this.changeMode('simple_select', {}, { silent: true });
    }
  },
  onTrash(state) {
    this.deleteFeature([state.circle.id], { silent: true });
    this.changeMode('simple_select');
  },
  toDisplayFeatures(state, geojson, display) {
    const properties = (geojson.properties ??= {});
    properties['active'] = properties['id'] === state.circle.id ? 'true' : 'false';
    display(geojson);
  },
};

/** The drawing control: polygon, line, point and trash buttons (the circle has its own button), no combine tools. */
export function createDrawControl(): MapboxDraw {
  return new MapboxDraw({
    displayControlsDefault: false,
    controls: { polygon: true, line_string: true, point: true, trash: true },
    modes: { ...MapboxDraw.modes, [CIRCLE_MODE]: circleMode },
  });
}

/** Whether a drawn feature is one of our circles. */
export const isCircle = (feature: DrawFeatureJson): boolean => feature.properties?.['isCircle'] === true;

/**
 * Vertex editing would bend a circle into a polygon whose stored radius no longer matches, so selecting a circle
 * for vertex editing falls back to selecting it whole (it can still be moved or deleted).
 */
export function keepCirclesWhole(draw: MapboxDraw): void {
  if (draw.getMode() !== 'direct_select') return;
  const circles = draw.getSelected().features.filter(isCircle);
  if (circles.length > 0) draw.changeMode('simple_select', { featureIds: circles.map((feature) => feature.id) });
}
