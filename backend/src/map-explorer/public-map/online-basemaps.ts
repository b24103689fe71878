import type { BasemapId, MapStyle } from '@portal/contracts';
import { BASEMAP_IDS, basemapStylePath } from './basemap-style';
import { basemapPmtilesStylePath, hasPmtilesStyle } from './pmtiles-basemaps';

/**
 * The basemaps' online providers. Outdoors and Satellite are the USGS National Map's raster tile services (public
 * domain, no key), wrapped by the backend in a small raster style; Streets, Light and Dark are OpenFreeMap's vector
 * styles (OpenStreetMap data, no key). BASEMAP_STYLE_URL_<ID> replaces any of them; BASEMAPS=offline keeps the map
 * on the portal's own offline styles. BASEMAP_PMTILES, a district's own archive, replaces the vector basemaps' provider
 * in either mode (pmtiles-basemaps.ts). The Content-Security-Policy is derived from the same table, so a provider
 * added here is allowed there without a second list to keep in step.
 */

/** Whether the map may use internet tile services ('online', the default) or only the portal itself. */
export type BasemapsMode = 'online' | 'offline';

/** What the basemap code needs from the configuration. */
export interface BasemapSettings {
  mode: BasemapsMode;
  /** Style URLs replacing the default online ones, by basemap (BASEMAP_STYLE_URL_<ID>). */
  styleUrls: Partial<Record<BasemapId, string>>;
  /** The absolute path of a PMTiles archive the backend serves and draws the vector basemaps from (BASEMAP_PMTILES). */
  pmtilesFile?: string;
}

const USGS_ORIGIN = 'https://basemap.nationalmap.gov';
const OPENFREEMAP_ORIGIN = 'https://tiles.openfreemap.org';
/** The national Watershed Boundary Dataset and NHD map services the online hydrology layers draw from. */
export const HYDRO_ORIGIN = 'https://hydro.nationalmap.gov';

const USGS_ATTRIBUTION =
  '<a href="https://www.usgs.gov/programs/national-geospatial-program/national-map" target="_blank" rel="noopener">USGS The National Map</a>';

interface UsgsProvider { kind: 'usgs'; service: string; title: string; maxzoom: number }
interface StyleUrlProvider { kind: 'style-url'; url: string }
type OnlineProvider = UsgsProvider | StyleUrlProvider;

const PROVIDERS: Readonly<Record<BasemapId, OnlineProvider>> = {
  outdoors: { kind: 'usgs', service: 'USGSTopo', title: 'USGS Topo', maxzoom: 16 },
  streets: { kind: 'style-url', url: `${OPENFREEMAP_ORIGIN}/styles/liberty` },
  satellite: { kind: 'usgs', service: 'USGSImageryTopo', title: 'USGS Imagery Topo', maxzoom: 16 },
  light: { kind: 'style-url', url: `${OPENFREEMAP_ORIGIN}/styles/positron` },
  dark: { kind: 'style-url', url: `${OPENFREEMAP_ORIGIN}/styles/dark` },
};

/**
 * Hosts a default online style loads from besides its own origin. OpenFreeMap serves its tiles, glyphs and sprites
 * from the style's host; a configured style's other hosts cannot be known without fetching it, so the operator
 * names them in BASEMAP_STYLE_URL_<ID>'s origin (the usual case: one provider host).
 */
const PROVIDER_ORIGINS: Readonly<Record<OnlineProvider['kind'], readonly string[]>> = {
  usgs: [USGS_ORIGIN],
  'style-url': [],
};

export const basemapOnlineStylePath = (id: BasemapId) => `/api/public-map/basemaps/${id}/online-style.json`;

/**
 * Where a basemap's style comes from under these settings. Online, a style URL the operator named wins over the
 * district's archive, which wins over the default provider; offline, only the portal serves styles.
 */
type StyleOrigin = 'offline' | 'archive' | 'configured' | 'provider';

function styleOrigin(id: BasemapId, settings: BasemapSettings): StyleOrigin {
  const archive = settings.pmtilesFile !== undefined && hasPmtilesStyle(id);
  if (settings.mode === 'offline') return archive ? 'archive' : 'offline';
  if (settings.styleUrls[id]) return 'configured';
  return archive ? 'archive' : 'provider';
}

/** The style a basemap loads under these settings. */
export function basemapStyleUrl(id: BasemapId, settings: BasemapSettings): string {
  switch (styleOrigin(id, settings)) {
    case 'offline': return basemapStylePath(id);
    case 'archive': return basemapPmtilesStylePath(id);
    case 'configured': return settings.styleUrls[id] as string;
    case 'provider': {
      const provider = PROVIDERS[id];
      return provider.kind === 'usgs' ? basemapOnlineStylePath(id) : provider.url;
    }
  }
}

/**
 * The raster style of a basemap drawn from a USGS National Map tile service, or null for a basemap whose default
 * provider publishes its own style. The source's attribution is what MapLibre's attribution control shows.
 */
export function buildOnlineBasemapStyle(id: BasemapId): MapStyle | null {
  const provider = PROVIDERS[id];
  if (provider.kind !== 'usgs') return null;
  const sourceId = `basemap-${provider.service.toLowerCase()}`;
  return {
    version: 8,
    name: provider.title,
    metadata: { 'portal:basemap': id, 'portal:offline': false },
    sources: {
      [sourceId]: {
        type: 'raster',
        // ArcGIS REST tile URLs put the row (y) before the column (x).
        tiles: [`${USGS_ORIGIN}/arcgis/rest/services/${provider.service}/MapServer/tile/{z}/{y}/{x}`],
        tileSize: 256,
        maxzoom: provider.maxzoom,
        attribution: USGS_ATTRIBUTION,
      },
    },
    layers: [{ id: `basemap-${provider.service.toLowerCase()}`, type: 'raster', source: sourceId }],
  };
}

/**
 * Every origin outside the portal the browser must reach to draw the configured basemaps and online layers, for
 * the Content-Security-Policy's connect-src (MapLibre fetches styles, tiles, glyphs and sprites). None offline.
 */
export function basemapContentOrigins(settings: BasemapSettings): string[] {
  if (settings.mode === 'offline') return [];
  const origins = new Set<string>([HYDRO_ORIGIN]);
  for (const id of BASEMAP_IDS) {
    const url = basemapStyleUrl(id, settings);
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    if (styleOrigin(id, settings) === 'provider') for (const origin of PROVIDER_ORIGINS[PROVIDERS[id].kind]) origins.add(origin);
  }
  return [...origins].sort();
}
