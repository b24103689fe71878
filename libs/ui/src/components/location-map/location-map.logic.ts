/**
 * The layers of a location map as plain style-spec objects, built from its props, so they are tested without a map:
 * HUC10 watersheds filled in one colour each, location circles, an outline around the selected ones, and labels
 * from a zoom level on.
 */
import type { GeoJsonFeatureCollection } from '@portal/contracts';

export type LocationId = string | number;

/** A location to draw: its id (the map's idProperty value), its position, and what popups, labels and colours read. */
export interface MapPoint {
  id: number;
  coordinates: unknown[];
  properties: Record<string, unknown>;
}

/** Points as the GeoJSON feature collection a location map takes, each feature identified by its id. */
export function pointFeatures(points: readonly MapPoint[]): GeoJsonFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({ type: 'Feature', id: p.id, geometry: { type: 'Point', coordinates: p.coordinates }, properties: p.properties })),
  };
}

export const LOCATIONS_SOURCE = 'location-map-locations';
export const WATERSHEDS_SOURCE = 'location-map-watersheds';
export const WATERSHED_FILL_LAYER = 'location-map-watershed-fill';
export const WATERSHED_LINE_LAYER = 'location-map-watershed-line';
export const LOCATION_CIRCLE_LAYER = 'location-map-location-circles';
export const SELECTION_LAYER = 'location-map-selection';
export const LABEL_LAYER = 'location-map-labels';

/** The circles' colours: the map explorer's default blue, and a dark outline that reads on every basemap. */
const LOCATION_COLOR = '#1f78b4';
const SELECTION_COLOR = '#d9480f';
export const LABEL_MIN_ZOOM = 11;
/** The colour of a watershed or location whose value no colour is given for. */
export const UNLISTED_COLOR = '#cccccc';

/** Colours for watersheds the caller gives none (ColorBrewer's Set3: light fills the circles stay visible over). */
export const WATERSHED_PALETTE: readonly string[] = [
  '#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69', '#fccde5', '#d9d9d9', '#bc80bd', '#ccebc5', '#ffed6f',
];

export type StyleLayer = Record<string, unknown> & { id: string };

/**
 * A colour per watershed: the caller's where given, otherwise the palette in order of the watershed ids, so a
 * watershed keeps its colour from one render to the next.
 */
export function watershedColors(ids: readonly string[], given: Readonly<Record<string, string>> = {}): Record<string, string> {
  const sorted = [...new Set(ids)].sort();
  return Object.fromEntries(sorted.map((id, index) => [id, given[id] ?? WATERSHED_PALETTE[index % WATERSHED_PALETTE.length]]));
}

/** A `match` expression on a property (a watershed's, or a location's); a value not listed is grey. */
export function watershedColorExpression(property: string, colors: Readonly<Record<string, string>>): unknown {
  const entries = Object.entries(colors);
  if (entries.length === 0) return UNLISTED_COLOR;
  return ['match', ['to-string', ['get', property]], ...entries.flat(), UNLISTED_COLOR];
}

/** Only the features whose id property is one of `ids` (none for an empty list). */
export function selectionFilter(idProperty: string, ids: readonly LocationId[]): unknown[] {
  return ['in', ['get', idProperty], ['literal', [...ids]]];
}

/** How the selected locations are outlined. */
export interface SelectionStyle {
  color: string;
  /** The outline's width in pixels. */
  width: number;
}

const DEFAULT_SELECTION_STYLE: SelectionStyle = { color: SELECTION_COLOR, width: 3 };
const WATERSHED_FILL_OPACITY = 0.45;

/** Watersheds filled more strongly: those whose `property` is one of `values` get `opacity`, the rest `otherOpacity`. */
export interface WatershedHighlight {
  property: string;
  values: readonly string[];
  opacity: number;
  otherOpacity: number;
}

/** The watersheds' fill opacity: one value, or the highlighted ones' and the others'. */
export function watershedOpacityExpression(highlight: WatershedHighlight | undefined): unknown {
  if (!highlight) return WATERSHED_FILL_OPACITY;
  return ['case', ['in', ['to-string', ['get', highlight.property]], ['literal', [...highlight.values]]], highlight.opacity, highlight.otherOpacity];
}

export interface LocationLayerOptions {
  idProperty: string;
  labelProperty: string;
  labelMinZoom: number;
  selectedIds: readonly LocationId[];
  /** The watershed property and its colours, when the map shows watersheds. */
  watersheds?: { property: string; colors: Readonly<Record<string, string>>; highlight?: WatershedHighlight };
  /** The selection outline; a 3 px orange ring by default. */
  selectionStyle?: SelectionStyle;
  /** Circles coloured by a property of each location (grey for a value not listed); one blue without. */
  locationColors?: { property: string; colors: Readonly<Record<string, string>> };
}

/** The layers bottom to top: watershed fill and outline, location circles, the selection outline, the labels. */
export function locationMapLayers(options: LocationLayerOptions): StyleLayer[] {
  const layers: StyleLayer[] = [];
  if (options.watersheds) {
    layers.push(
      {
        id: WATERSHED_FILL_LAYER,
        type: 'fill',
        source: WATERSHEDS_SOURCE,
        paint: {
          'fill-color': watershedColorExpression(options.watersheds.property, options.watersheds.colors),
          'fill-opacity': watershedOpacityExpression(options.watersheds.highlight),
        },
      },
      { id: WATERSHED_LINE_LAYER, type: 'line', source: WATERSHEDS_SOURCE, paint: { 'line-color': '#555555', 'line-width': 1 } },
    );
  }
  layers.push(
    {
      id: LOCATION_CIRCLE_LAYER,
      type: 'circle',
      source: LOCATIONS_SOURCE,
      paint: {
        'circle-radius': 6,
        'circle-color': options.locationColors ? watershedColorExpression(options.locationColors.property, options.locationColors.colors) : LOCATION_COLOR,
        'circle-stroke-width': 1,
        'circle-stroke-color': '#ffffff',
      },
    },
    {
      id: SELECTION_LAYER,
      type: 'circle',
      source: LOCATIONS_SOURCE,
      filter: selectionFilter(options.idProperty, options.selectedIds),
      paint: {
        'circle-radius': 9,
        'circle-opacity': 0,
        'circle-stroke-width': (options.selectionStyle ?? DEFAULT_SELECTION_STYLE).width,
        'circle-stroke-color': (options.selectionStyle ?? DEFAULT_SELECTION_STYLE).color,
      },
    },
    {
      id: LABEL_LAYER,
      type: 'symbol',
      source: LOCATIONS_SOURCE,
      minzoom: options.labelMinZoom,
      layout: { 'text-field': ['to-string', ['get', options.labelProperty]], 'text-size': 12, 'text-offset': [0, 1.2], 'text-anchor': 'top' },
      paint: { 'text-color': '#222222', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    },
  );
  return layers;
}

/** The watershed ids present in a collection, for the colours. */
export function watershedIds(features: readonly { properties: Record<string, unknown> | null }[], property: string): string[] {
  return features.map((feature) => feature.properties?.[property]).filter((value) => value !== undefined && value !== null).map(String);
}

/** West, south, east and north edges: what MapLibre's fitBounds takes as [[west, south], [east, north]]. */
export type LngLatBox = [[number, number], [number, number]];

/** The box around every position of a collection's geometries (any type, nested to any depth); null without one. */
export function collectionBounds(collection: GeoJsonFeatureCollection): LngLatBox | null {
  let box: LngLatBox | null = null;
  const visit = (coordinates: unknown): void => {
    if (!Array.isArray(coordinates)) return;
    if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
      const [lng, lat] = coordinates as number[];
      box = box
        ? [[Math.min(box[0][0], lng), Math.min(box[0][1], lat)], [Math.max(box[1][0], lng), Math.max(box[1][1], lat)]]
        : [[lng, lat], [lng, lat]];
      return;
    }
    for (const inner of coordinates) visit(inner);
  };
  for (const feature of collection.features) {
    const geometry = feature.geometry as { coordinates?: unknown; geometries?: { coordinates?: unknown }[] } | null;
    visit(geometry?.coordinates);
    for (const part of geometry?.geometries ?? []) visit(part.coordinates);
  }
  return box;
}
