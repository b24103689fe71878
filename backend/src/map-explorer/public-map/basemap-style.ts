import type { BasemapId, MapStyle } from '@portal/contracts';
import { geojsonUrl } from './geojson-sources';

/**
 * The map explorer's five basemaps as MapLibre styles built from data the portal serves itself (basin
 * outline, sub-areas, streams, towns and reservoirs), so the map works with no network and no tile-service
 * account (the portal must run offline). Online (online-basemaps.ts) these are the fallback the map switches to
 * when the tile services cannot be reached; with BASEMAPS=offline they are the only basemaps.
 */


/** The glyph template of every offline style; fonts come from the portal (Noto Sans Regular). */
export const GLYPHS_URL = '/api/public-map/fonts/{fontstack}/{range}.pbf';
export const LABEL_FONT = ['Noto Sans Regular'];

/** Default centre and zoom of the map explorer: the whole Yampa basin in view. */
const DEFAULT_CENTER: [number, number] = [-108.147, 40.443];
const DEFAULT_ZOOM = 8.2;

interface Palette {
  background: string;
  basin: string;
  /** Three tones the sub-areas vary between (a patchwork that reads as terrain or imagery). */
  patches: readonly [string, string, string];
  patchOpacity: number;
  subAreaLine: string;
  basinLine: string;
  water: string;
  stream: string;
  streamLabel: string;
  town: string;
  label: string;
  halo: string;
}

interface BasemapDefinition { id: BasemapId; name: string; palette: Palette; note?: string }

export const BASEMAPS: readonly BasemapDefinition[] = [
  { id: 'outdoors', name: 'Outdoors', palette: {
    background: '#e9ecdf', basin: '#dfe8cf', patches: ['#d3e2bd', '#e4e9cf', '#c9dbb5'], patchOpacity: 0.8,
    subAreaLine: '#9aa88c', basinLine: '#6f7f5c', water: '#8fc1e3', stream: '#4a90c8', streamLabel: '#2f6d9e',
    town: '#5c4b3b', label: '#2e2a24', halo: '#f7f7f2',
  } },
  { id: 'streets', name: 'Streets', palette: {
    background: '#efece6', basin: '#f8f6f2', patches: ['#f3f0ea', '#f8f6f2', '#eeebe4'], patchOpacity: 0.9,
    subAreaLine: '#c9c2b6', basinLine: '#a59a88', water: '#aad3df', stream: '#6fa8dc', streamLabel: '#3f7bb0',
    town: '#c0392b', label: '#333333', halo: '#ffffff',
  } },
  { id: 'satellite', name: 'Satellite', palette: {
    background: '#2a2a22', basin: '#3b3a2c', patches: ['#4a4a33', '#3c4630', '#5a523a'], patchOpacity: 0.95,
    subAreaLine: '#6b6a55', basinLine: '#c9c19a', water: '#1f3a4d', stream: '#2c5a78', streamLabel: '#e8e4d0',
    town: '#f4e9c8', label: '#f4f1e6', halo: '#1c1c16',
  }, note: 'Offline stand-in for satellite imagery: earth-toned shading of the sub-areas, not imagery. Set BASEMAP_STYLE_URL_SATELLITE for real imagery.' },
  { id: 'light', name: 'Light', palette: {
    background: '#f6f6f4', basin: '#fbfbfa', patches: ['#f3f3f1', '#f7f7f5', '#efefec'], patchOpacity: 0.9,
    subAreaLine: '#dcdcd8', basinLine: '#b5b5b0', water: '#d4e4ef', stream: '#a9c6dc', streamLabel: '#7f9fb8',
    town: '#8a8a85', label: '#5f5f5a', halo: '#ffffff',
  } },
  { id: 'dark', name: 'Dark', palette: {
    background: '#15171b', basin: '#1f2228', patches: ['#22262d', '#1f2228', '#262a31'], patchOpacity: 0.9,
    subAreaLine: '#343a44', basinLine: '#56606e', water: '#1d3347', stream: '#2f5f86', streamLabel: '#8fb3d1',
    town: '#c7ccd4', label: '#d5dae1', halo: '#0f1114',
  } },
];

/** In the order of the Basemaps accordion; the first is the default. */
export const BASEMAP_IDS: readonly BasemapId[] = BASEMAPS.map((b) => b.id);
export const DEFAULT_BASEMAP: BasemapId = BASEMAP_IDS[0];

function basemapDefinition(id: BasemapId): BasemapDefinition {
  const found = BASEMAPS.find((b) => b.id === id);
  if (!found) throw new RangeError(`unknown basemap ${id}`);
  return found;
}

export const basemapStylePath = (id: BasemapId) => `/api/public-map/basemaps/${id}/style.json`;
export const basemapPreviewPath = (id: BasemapId) => `/api/public-map/basemaps/${id}/preview.png`;

/** Source ids inside the basemap styles, prefixed so they never clash with the map's own sources added on top. */
const S = {
  basin: 'basemap-basin',
  huc8: 'basemap-huc8',
  huc10: 'basemap-huc10',
  huc12: 'basemap-huc12',
  streams: 'basemap-streams',
  places: 'basemap-places',
} as const;

type StyleLayer = Record<string, unknown> & { id: string; type: string };

/** A complete MapLibre style (style-spec version 8) for one offline basemap. */
export function buildBasemapStyle(id: BasemapId): MapStyle {
  const { name, palette: p, note } = basemapDefinition(id);
  const labelPaint = { 'text-color': p.label, 'text-halo-color': p.halo, 'text-halo-width': 1.4 };
  const layers: StyleLayer[] = [
    { id: 'basemap-background', type: 'background', paint: { 'background-color': p.background } },
    { id: 'basemap-basin-fill', type: 'fill', source: S.basin, paint: { 'fill-color': p.basin } },
    {
      // Each sub-area takes one of three tones by its code, so neighbours usually differ.
      id: 'basemap-subarea-patches', type: 'fill', source: S.huc12,
      paint: {
        'fill-color': ['match', ['%', ['to-number', ['get', 'huc_code'], 0], 3], 0, p.patches[0], 1, p.patches[1], p.patches[2]],
        'fill-opacity': p.patchOpacity,
      },
    },
    { id: 'basemap-huc12-line', type: 'line', source: S.huc12, minzoom: 10, paint: { 'line-color': p.subAreaLine, 'line-width': 0.5, 'line-opacity': 0.6 } },
    { id: 'basemap-huc10-line', type: 'line', source: S.huc10, paint: { 'line-color': p.subAreaLine, 'line-width': ['interpolate', ['linear'], ['zoom'], 7, 0.5, 12, 1.2] } },
    { id: 'basemap-huc8-line', type: 'line', source: S.huc8, paint: { 'line-color': p.subAreaLine, 'line-width': ['interpolate', ['linear'], ['zoom'], 7, 1, 12, 2], 'line-dasharray': [3, 2] } },
    { id: 'basemap-basin-line', type: 'line', source: S.basin, paint: { 'line-color': p.basinLine, 'line-width': 1.5 } },
    {
      id: 'basemap-reservoirs', type: 'circle', source: S.places, filter: ['==', ['get', 'place_type'], 'reservoir'],
      paint: { 'circle-color': p.water, 'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 7, 2, 12, 36] },
    },
    {
      id: 'basemap-streams', type: 'line', source: S.streams,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': p.stream,
        'line-width': ['interpolate', ['linear'], ['zoom'], 7, ['match', ['get', 'stream_kind'], 'river', 1.4, 0.6], 13, ['match', ['get', 'stream_kind'], 'river', 4, 2]],
      },
    },
    {
      id: 'basemap-stream-labels', type: 'symbol', source: S.streams, minzoom: 9,
      layout: { 'symbol-placement': 'line', 'text-field': ['get', 'stream_name'], 'text-font': LABEL_FONT, 'text-size': 11 },
      paint: { 'text-color': p.streamLabel, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
    },
    {
      id: 'basemap-towns', type: 'circle', source: S.places, filter: ['==', ['get', 'place_type'], 'place'],
      paint: { 'circle-color': p.town, 'circle-radius': ['match', ['get', 'label_rank'], 1, 4, 2, 3, 2.2], 'circle-stroke-color': p.halo, 'circle-stroke-width': 1 },
    },
    {
      id: 'basemap-place-labels', type: 'symbol', source: S.places, filter: ['==', ['get', 'place_type'], 'place'],
      layout: {
        'text-field': ['get', 'place_name'], 'text-font': LABEL_FONT,
        'text-size': ['match', ['get', 'label_rank'], 1, 14, 2, 12, 11],
        'text-anchor': 'top', 'text-offset': [0, 0.5], 'symbol-sort-key': ['get', 'label_rank'],
      },
      paint: labelPaint,
    },
    {
      id: 'basemap-reservoir-labels', type: 'symbol', source: S.places, minzoom: 9, filter: ['==', ['get', 'place_type'], 'reservoir'],
      layout: { 'text-field': ['get', 'place_name'], 'text-font': LABEL_FONT, 'text-size': 11, 'text-anchor': 'top', 'text-offset': [0, 0.8] },
      paint: { 'text-color': p.streamLabel, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
    },
  ];
  return {
    version: 8,
    name: `${name} (offline)`,
    metadata: {
      'portal:basemap': id,
      'portal:offline': true,
      'portal:note': note ?? 'Offline basemap drawn from the portal\'s own data (basin, sub-areas, streams, towns); set BASEMAP_STYLE_URL_' + id.toUpperCase() + ' for a tile service.',
    },
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    glyphs: GLYPHS_URL,
    sources: {
      [S.basin]: { type: 'geojson', data: geojsonUrl('basin-outline') },
      [S.huc8]: { type: 'geojson', data: geojsonUrl('huc8') },
      [S.huc10]: { type: 'geojson', data: geojsonUrl('huc10') },
      [S.huc12]: { type: 'geojson', data: geojsonUrl('huc12') },
      [S.streams]: { type: 'geojson', data: geojsonUrl('streams') },
      [S.places]: { type: 'geojson', data: geojsonUrl('places') },
    },
    layers,
  };
}

/** A small picture of a basemap's colours for the Basemaps accordion: land, sub-areas, a river, a town. */
export function basemapPreviewSvg(id: BasemapId, width = 96, height = 64): string {
  const { palette: p } = basemapDefinition(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 64">`
    + `<rect width="96" height="64" fill="${p.background}"/>`
    + `<path d="M6 40 L14 16 L38 6 L70 8 L90 22 L88 50 L60 60 L24 58 Z" fill="${p.basin}" stroke="${p.basinLine}" stroke-width="1"/>`
    + `<path d="M14 16 L38 6 L44 30 L20 38 Z" fill="${p.patches[0]}" fill-opacity="${p.patchOpacity}"/>`
    + `<path d="M44 30 L70 8 L90 22 L66 36 Z" fill="${p.patches[2]}" fill-opacity="${p.patchOpacity}"/>`
    + `<path d="M24 58 L40 40 L60 60 Z" fill="${p.patches[1]}" fill-opacity="${p.patchOpacity}"/>`
    + `<path d="M44 30 L66 36 M20 38 L44 30 M40 40 L44 30" stroke="${p.subAreaLine}" stroke-width="0.8" fill="none"/>`
    + `<ellipse cx="70" cy="46" rx="5" ry="3" fill="${p.water}"/>`
    + `<path d="M4 44 C20 40 28 30 44 32 S70 44 92 28" stroke="${p.stream}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`
    + `<circle cx="50" cy="24" r="2.6" fill="${p.town}" stroke="${p.halo}" stroke-width="1"/>`
    + `<rect x="55" y="21" width="22" height="4" rx="2" fill="${p.label}" fill-opacity="0.75"/>`
    + '</svg>';
}
