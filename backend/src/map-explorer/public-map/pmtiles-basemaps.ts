import type { BasemapId, MapStyle } from '@portal/contracts';
import { type Flavor, layers, namedFlavor } from '@protomaps/basemaps';
import { GLYPHS_URL } from './basemap-style';

/**
 * A district's self-hosted basemap: one PMTiles archive of OpenStreetMap vector tiles in the Protomaps schema
 * (BASEMAP_PMTILES, e.g. cut from the Protomaps daily build with `pmtiles extract`), which the backend serves with
 * range requests and draws with the Protomaps styles. The map then needs no outside service for Outdoors, Streets,
 * Light and Dark. Satellite has no vector equivalent and keeps its imagery (online) or its offline style.
 */

/** Where the backend serves the archive; the map reads it in ranges through the `pmtiles` protocol. */
export const PMTILES_ARCHIVE_PATH = '/api/public-map/basemaps/tiles.pmtiles';

export const basemapPmtilesStylePath = (id: BasemapId) => `/api/public-map/basemaps/${id}/pmtiles-style.json`;

/** The style's one vector source; the Protomaps layers name it. */
const SOURCE_ID = 'basemap-protomaps';

const ATTRIBUTION = '<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a> '
  + '© <a href="https://openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap contributors</a>';

/**
 * The Protomaps flavor of each basemap the archive draws. Outdoors is the light flavor on the land and water colours
 * of the portal's offline Outdoors style, so it stays distinguishable from Streets.
 */
const FLAVORS: Readonly<Partial<Record<BasemapId, { title: string; flavor: () => Flavor }>>> = {
  outdoors: { title: 'Outdoors', flavor: () => ({ ...namedFlavor('light'), earth: '#e9ecdf', water: '#8fc1e3', wood_b: '#b9d7a4', park_b: '#a9d3a0' }) },
  streets: { title: 'Streets', flavor: () => namedFlavor('light') },
  light: { title: 'Light', flavor: () => namedFlavor('white') },
  dark: { title: 'Dark', flavor: () => namedFlavor('dark') },
};

/** Whether the archive draws this basemap (every one but Satellite). */
export const hasPmtilesStyle = (id: BasemapId): boolean => FLAVORS[id] !== undefined;

type Layer = ReturnType<typeof layers>[number];

/**
 * The layer without its sprite icons, or null when icons were all it drew (one-way arrows). The portal serves no
 * sprite sheet, and MapLibre would warn of every missing image; labelled layers (towns, points of interest, road
 * numbers) keep their text.
 */
function withoutIcons(layer: Layer): Layer | null {
  if (layer.type !== 'symbol') return layer;
  const layout = Object.fromEntries(Object.entries(layer.layout ?? {}).filter(([key]) => !key.startsWith('icon-')));
  const paint = Object.fromEntries(Object.entries(layer.paint ?? {}).filter(([key]) => !key.startsWith('icon-')));
  if (!('text-field' in layout)) return null;
  return { ...layer, layout, paint } as Layer;
}

/**
 * The MapLibre style of a basemap drawn from the archive, or null for one it does not draw. Its fonts (Noto Sans
 * Regular, Medium, Italic) come from the portal's glyph route, which serves every Noto Sans face from the one it ships.
 */
export function buildPmtilesBasemapStyle(id: BasemapId): MapStyle | null {
  const definition = FLAVORS[id];
  if (!definition) return null;
  return {
    version: 8,
    name: `${definition.title} (self-hosted)`,
    metadata: { 'portal:basemap': id, 'portal:offline': false, 'portal:self-hosted': true },
    glyphs: GLYPHS_URL,
    sources: {
      // The API-relative archive URL is made absolute by the map's URL resolver, like every '/api/...' URL of a style.
      [SOURCE_ID]: { type: 'vector', url: `pmtiles://${PMTILES_ARCHIVE_PATH}`, attribution: ATTRIBUTION },
    },
    layers: layers(SOURCE_ID, definition.flavor(), { lang: 'en' }).flatMap((layer) => withoutIcons(layer) ?? []),
  };
}
