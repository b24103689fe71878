import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { BASEMAP_IDS } from './basemap-style';
import { basemapContentOrigins, basemapStyleUrl, buildOnlineBasemapStyle, type BasemapSettings } from './online-basemaps';

const ONLINE: BasemapSettings = { mode: 'online', styleUrls: {} };

describe('online basemaps', () => {
  it('takes Outdoors and Satellite from the USGS National Map and the others from OpenFreeMap by default', () => {
    expect(BASEMAP_IDS.map((id) => basemapStyleUrl(id, ONLINE))).toEqual([
      '/api/public-map/basemaps/outdoors/online-style.json',
      'https://tiles.openfreemap.org/styles/liberty',
      '/api/public-map/basemaps/satellite/online-style.json',
      'https://tiles.openfreemap.org/styles/positron',
      'https://tiles.openfreemap.org/styles/dark',
    ]);
  });

  it('uses a configured style URL instead of the default provider', () => {
    const settings: BasemapSettings = { mode: 'online', styleUrls: { satellite: 'https://tiles.example.org/sat.json' } };
    expect(basemapStyleUrl('satellite', settings)).toBe('https://tiles.example.org/sat.json');
    expect(basemapStyleUrl('outdoors', settings)).toBe('/api/public-map/basemaps/outdoors/online-style.json');
  });

  it('keeps every basemap on its offline style with BASEMAPS=offline, configured or not', () => {
    const settings: BasemapSettings = { mode: 'offline', styleUrls: { dark: 'https://tiles.example.org/dark.json' } };
    for (const id of BASEMAP_IDS) expect(basemapStyleUrl(id, settings)).toBe(`/api/public-map/basemaps/${id}/style.json`);
  });

  it.each(['outdoors', 'satellite'] as const)('builds a valid %s raster style of USGS tiles with its attribution', (id) => {
    const style = buildOnlineBasemapStyle(id);
    expect(style).not.toBeNull();
    expect(validateStyleMin(style as never)).toEqual([]);
    const sources = Object.values(style!.sources) as { type: string; tiles: string[]; attribution: string }[];
    expect(sources).toHaveLength(1);
    expect(sources[0].type).toBe('raster');
    expect(sources[0].tiles[0]).toMatch(/^https:\/\/basemap\.nationalmap\.gov\/arcgis\/rest\/services\/USGS(Imagery)?Topo\/MapServer\/tile\/\{z\}\/\{y\}\/\{x\}$/);
    expect(sources[0].attribution).toContain('USGS The National Map');
    expect(sources[0].attribution).toMatch(/<a href="https:\/\/www\.usgs\.gov\//);
  });

  it.each(['streets', 'light', 'dark'] as const)('has no style of its own for %s (OpenFreeMap publishes it)', (id) => {
    expect(buildOnlineBasemapStyle(id)).toBeNull();
  });

  describe('the origins the Content-Security-Policy allows', () => {
    it('are the default providers\' and the national hydrology services\' when online', () => {
      expect(basemapContentOrigins(ONLINE)).toEqual([
        'https://basemap.nationalmap.gov', 'https://hydro.nationalmap.gov', 'https://tiles.openfreemap.org',
      ]);
    });

    it('follow the configured style URLs', () => {
      const origins = basemapContentOrigins({
        mode: 'online',
        styleUrls: {
          outdoors: 'https://api.maptiler.com/maps/outdoor/style.json?key=k', satellite: 'https://api.maptiler.com/maps/hybrid/style.json?key=k',
          streets: 'http://tiles.internal:8080/streets.json', light: 'http://tiles.internal:8080/light.json', dark: 'http://tiles.internal:8080/dark.json',
        },
      });
      expect(origins).toEqual(['http://tiles.internal:8080', 'https://api.maptiler.com', 'https://hydro.nationalmap.gov']);
    });

    it('are none offline', () => {
      expect(basemapContentOrigins({ mode: 'offline', styleUrls: { dark: 'https://tiles.example.org/dark.json' } })).toEqual([]);
    });
  });
});
