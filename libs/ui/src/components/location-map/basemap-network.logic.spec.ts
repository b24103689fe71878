import type { Basemap, MapLayer, MapSource } from '@portal/contracts';
import {
  BASEMAP_ERROR_BURST, BASEMAP_ERROR_WINDOW_MS, canFallBack, fillTileTemplate, isBasemapFailure, isOnlineBasemap, layersForNetworkMode,
  networkModeOf, PMTILES_HEADER_RANGE, recordBasemapFailure, shownStyleUrl, sourcesForLayers, styleTileLocator, tileAt,
} from './basemap-network.logic';

const ONLINE: Basemap = {
  id: 'outdoors', name: 'Outdoors', styleUrl: '/api/public-map/basemaps/outdoors/online-style.json',
  offlineStyleUrl: '/api/public-map/basemaps/outdoors/style.json', previewUrl: '/p.png',
};
const OFFLINE: Basemap = { ...ONLINE, styleUrl: ONLINE.offlineStyleUrl };

const layer = (id: string, source: string, networkMode?: 'online' | 'offline') =>
  ({ id, source, lreProperties: { legendGroup: 'Hydrology', layerGroup: id, networkMode } }) as unknown as MapLayer;
const LAYERS = [layer('locations', 'locations'), layer('huc8-line', 'huc8', 'offline'), layer('wbd-huc8', 'wbd-huc8', 'online')];

describe('basemap network mode', () => {
  it('shows the offline style while the online basemaps are checked, the online one once they answer, the offline one after they fail', () => {
    expect(isOnlineBasemap(ONLINE)).toBe(true);
    expect(shownStyleUrl(ONLINE, 'checking')).toBe(ONLINE.offlineStyleUrl);
    expect(networkModeOf(ONLINE, 'checking')).toBe('offline');
    expect(shownStyleUrl(ONLINE, 'reachable')).toBe(ONLINE.styleUrl);
    expect(networkModeOf(ONLINE, 'reachable')).toBe('online');
    expect(shownStyleUrl(ONLINE, 'unreachable')).toBe(ONLINE.offlineStyleUrl);
    expect(networkModeOf(ONLINE, 'unreachable')).toBe('offline');
  });

  it('is offline for a deployment that forces the offline basemaps', () => {
    expect(isOnlineBasemap(OFFLINE)).toBe(false);
    expect(networkModeOf(OFFLINE, 'reachable')).toBe('offline');
  });

  it("shows the district's archive with the layers of the deployment's mode, and falls back from it", () => {
    const archive: Basemap = { ...ONLINE, id: 'streets', styleUrl: '/api/public-map/basemaps/streets/pmtiles-style.json', offlineStyleUrl: '/api/public-map/basemaps/streets/style.json' };
    const offlineDeployment: Basemap = { ...archive, networkMode: 'offline' };
    expect(isOnlineBasemap(offlineDeployment)).toBe(true);
    expect(networkModeOf(offlineDeployment, 'reachable')).toBe('offline');
    expect(networkModeOf({ ...archive, networkMode: 'online' }, 'reachable')).toBe('online');
    expect(canFallBack(offlineDeployment, offlineDeployment.styleUrl)).toBe(true);
    expect(canFallBack(offlineDeployment, offlineDeployment.offlineStyleUrl)).toBe(false);
    expect(canFallBack(OFFLINE, OFFLINE.styleUrl)).toBe(false);
    expect(canFallBack(undefined, null)).toBe(false);
  });

  it('keeps the layers of the mode and of both', () => {
    expect(layersForNetworkMode(LAYERS, 'online').map((l) => l.id)).toEqual(['locations', 'wbd-huc8']);
    expect(layersForNetworkMode(LAYERS, 'offline').map((l) => l.id)).toEqual(['locations', 'huc8-line']);
  });

  it('leaves off the sources only the other mode uses, and keeps unused ones', () => {
    const sources = ['locations', 'huc8', 'wbd-huc8', 'spare'].map((id) => ({ id, definition: { type: 'geojson' } }) as MapSource);
    const offline = sourcesForLayers(sources, LAYERS, layersForNetworkMode(LAYERS, 'offline'));
    expect(offline.map((s) => s.id)).toEqual(['locations', 'huc8', 'spare']);
  });
});

describe('checking an online style', () => {
  it('finds the tile of the basin centre at a zoom', () => {
    expect(tileAt(-108.147, 40.443, 8)).toEqual({ z: 8, x: 51, y: 96 });
    expect(tileAt(0, 0, 0)).toEqual({ z: 0, x: 0, y: 0 });
  });

  it('fills a tile template whatever the order of its placeholders (ArcGIS puts y before x)', () => {
    expect(fillTileTemplate('https://t.example/tile/{z}/{y}/{x}', { z: 8, x: 51, y: 96 })).toBe('https://t.example/tile/8/96/51');
  });

  it('locates a tile through the first tiled source, by its template or its TileJSON', () => {
    expect(styleTileLocator({ sources: { a: { type: 'geojson', data: '/x' }, b: { type: 'raster', tiles: ['https://t/{z}/{x}/{y}'] } } }))
      .toEqual({ tiles: 'https://t/{z}/{x}/{y}' });
    expect(styleTileLocator({ sources: { openmaptiles: { type: 'vector', url: 'https://tiles.openfreemap.org/planet' } } }))
      .toEqual({ tileJson: 'https://tiles.openfreemap.org/planet' });
    expect(styleTileLocator({ sources: { protomaps: { type: 'vector', url: 'pmtiles:///api/public-map/basemaps/tiles.pmtiles' } } }))
      .toEqual({ archive: '/api/public-map/basemaps/tiles.pmtiles' });
    expect(PMTILES_HEADER_RANGE).toBe('bytes=0-126');
    expect(styleTileLocator({ sources: {} })).toBeNull();
    expect(styleTileLocator('not a style')).toBeNull();
  });
});

describe('falling back on a burst of basemap failures', () => {
  const basemapSources = new Set(['basemap-usgstopo']);
  const style = 'https://portal.test/api/public-map/basemaps/outdoors/online-style.json';

  it('counts failures of the basemap style\'s own sources and of the style itself, not of the portal\'s layers', () => {
    expect(isBasemapFailure({ sourceId: 'basemap-usgstopo', error: { status: 0 } }, basemapSources, style)).toBe(true);
    expect(isBasemapFailure({ sourceId: 'locations' }, basemapSources, style)).toBe(false);
    expect(isBasemapFailure({ error: { url: style } }, basemapSources, style)).toBe(true);
    expect(isBasemapFailure({ error: { url: 'https://portal.test/api/icon/icon?x' } }, basemapSources, style)).toBe(false);
  });

  it('falls back on a burst within the window, not on a failure now and then', () => {
    let recent: number[] = [];
    let fallBack = false;
    for (let i = 0; i < BASEMAP_ERROR_BURST - 1; i++) ({ recent, fallBack } = recordBasemapFailure(recent, 1000 + i));
    expect(fallBack).toBe(false);
    expect(recordBasemapFailure(recent, 2000).fallBack).toBe(true);
    // The same number spread wider than the window never falls back.
    recent = [];
    for (let i = 0; i < BASEMAP_ERROR_BURST * 2; i++) {
      ({ recent, fallBack } = recordBasemapFailure(recent, i * BASEMAP_ERROR_WINDOW_MS));
      expect(fallBack).toBe(false);
    }
  });
});
