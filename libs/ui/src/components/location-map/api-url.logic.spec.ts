import { apiUrlResolver, fillFeatureInfoTemplate, resolveSourceDefinition, stringsIn } from './api-url.logic';

describe('apiUrlResolver', () => {
  const web = apiUrlResolver('/api', 'http://127.0.0.1:3311/tools/map-explorer');
  const desktop = apiUrlResolver('https://portal.example.org/water/api', 'file:///opt/portal/index.html#/tools/map-explorer');

  it("makes the web app's '/api/...' URLs absolute on the page's origin", () => {
    expect(web('/api/public-map/geojson/locations')).toBe('http://127.0.0.1:3311/api/public-map/geojson/locations');
    expect(web('/api/icon/icon?shape=drop&color=%23ff0000')).toBe('http://127.0.0.1:3311/api/icon/icon?shape=drop&color=%23ff0000');
  });

  it("rebases '/api/...' onto the desktop app's API base", () => {
    expect(desktop('/api/public-map/basemaps/outdoors/style.json')).toBe('https://portal.example.org/water/api/public-map/basemaps/outdoors/style.json');
  });

  it('rebases URLs the map already made absolute against the page', () => {
    expect(desktop('file:///api/public-map/geojson/huc8')).toBe('https://portal.example.org/water/api/public-map/geojson/huc8');
    const webOnDesktopServer = apiUrlResolver('https://api.example.org/api', 'http://localhost:5173/tools/map-explorer');
    expect(webOnDesktopServer('http://localhost:5173/api/public-map/geojson/huc8')).toBe('https://api.example.org/api/public-map/geojson/huc8');
  });

  it('keeps URL template placeholders unencoded', () => {
    expect(web('/api/public-map/tiles/land-cover/2021/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:3311/api/public-map/tiles/land-cover/2021/{z}/{x}/{y}.png');
    expect(web('/api/public-map/fonts/{fontstack}/{range}.pbf')).toBe('http://127.0.0.1:3311/api/public-map/fonts/{fontstack}/{range}.pbf');
  });

  it("lets a pmtiles:// archive URL naming '/api/...' reach the API, its tiles included", () => {
    expect(web('pmtiles:///api/public-map/basemaps/tiles.pmtiles')).toBe('pmtiles://http://127.0.0.1:3311/api/public-map/basemaps/tiles.pmtiles');
    expect(desktop('pmtiles:///api/public-map/basemaps/tiles.pmtiles')).toBe('pmtiles://https://portal.example.org/water/api/public-map/basemaps/tiles.pmtiles');
    // The protocol reports tiles under the URL it was given; resolving it again changes nothing.
    const tiles = 'pmtiles://https://portal.example.org/water/api/public-map/basemaps/tiles.pmtiles/{z}/{x}/{y}';
    expect(desktop(tiles)).toBe(tiles);
    expect(web('pmtiles://http://127.0.0.1:3311/api/public-map/basemaps/tiles.pmtiles/{z}/{x}/{y}')).toBe(
      'pmtiles://http://127.0.0.1:3311/api/public-map/basemaps/tiles.pmtiles/{z}/{x}/{y}',
    );
    expect(web('pmtiles://https://tiles.example.com/region.pmtiles')).toBe('pmtiles://https://tiles.example.com/region.pmtiles');
  });

  it('leaves other URLs alone', () => {
    expect(web('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
    expect(web('/apiary/x')).toBe('/apiary/x');
    expect(desktop('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('resolveSourceDefinition', () => {
  const resolve = apiUrlResolver('https://portal.example.org/api', 'file:///index.html');

  it('resolves data, url, tiles and urls, and keeps everything else', () => {
    expect(resolveSourceDefinition({ type: 'geojson', data: '/api/public-map/geojson/locations', cluster: false }, resolve)).toEqual({
      type: 'geojson',
      data: 'https://portal.example.org/api/public-map/geojson/locations',
      cluster: false,
    });
    expect(resolveSourceDefinition({ type: 'raster', tiles: ['/api/t/{z}/{x}/{y}.png', 'https://other/{z}.png'], tileSize: 256 }, resolve)).toEqual({
      type: 'raster',
      tiles: ['https://portal.example.org/api/t/{z}/{x}/{y}.png', 'https://other/{z}.png'],
      tileSize: 256,
    });
    expect(resolveSourceDefinition({ type: 'vector', url: '/api/tiles.json' }, resolve)).toEqual({ type: 'vector', url: 'https://portal.example.org/api/tiles.json' });
  });

  it('keeps inline GeoJSON as it is', () => {
    const data = { type: 'FeatureCollection', features: [] };
    expect(resolveSourceDefinition({ type: 'geojson', data }, resolve)).toEqual({ type: 'geojson', data });
  });
});

describe('stringsIn', () => {
  it('finds strings in nested layouts and expressions', () => {
    expect(stringsIn({ 'icon-image': ['match', ['get', 'kind'], 'ramp', '/api/icon/icon?a', '/api/icon/icon?b'], 'icon-size': 1 })).toEqual([
      'match', 'get', 'kind', 'ramp', '/api/icon/icon?a', '/api/icon/icon?b',
    ]);
  });
});

describe('fillFeatureInfoTemplate', () => {
  const values = { lng: -107.1, lat: 40.5, bbox: [-108, 40, -106, 41] as [number, number, number, number], width: 800.4, height: 600, x: 12.6, y: 30 };

  it('fills every placeholder, URL-encoded', () => {
    expect(fillFeatureInfoTemplate('/api/info?lng={lng}&lat={lat}&bbox={bbox}&w={width}&h={height}&i={x}&j={y}', values)).toBe(
      '/api/info?lng=-107.1&lat=40.5&bbox=-108%2C40%2C-106%2C41&w=800&h=600&i=13&j=30',
    );
  });

  it('leaves unknown placeholders for the request to show', () => {
    expect(fillFeatureInfoTemplate('/x?year={year}&lng={lng}', values)).toBe('/x?year={year}&lng=-107.1');
  });
});
