import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Basemap, MapFilters, MapLayer, MapLegendGroup, MapSource, MapWell, MonitoringLocationProperties, PlaceResult } from '@portal/contracts';
import type { FeatureCollection, Point } from 'geojson';
import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from '../../bootstrap';
import { ONLINE_HYDROLOGY_LAYERS, OnlineHydrologyLayers1765200000000 } from '../../database/migrations/1765200000000-online-hydrology-layers';
import { seedDemoData } from '../../seed/demo-seed';
import { LISTED_STREAM_PARAMETERS, MAP_LAYERS, MONITORING_LOCATION_CIRCLE_LAYER_IDS } from '../../reference/map-layers';
import { createScratchDatabase, ScratchDatabase } from '../../../test/database';
import { startTestApp } from '../../../test/app';

// What the map explorer's client gets from the public-map routes on a real PostgreSQL + PostGIS database with
// the demo dataset, a configured satellite style and a stand-in external geocoder.

const LEGEND_GROUPS: MapLegendGroup[] = [
  'Monitoring Data', 'Basemap', 'Hydrology', 'River Administration', 'Water Quality', 'Listed Streams by Parameter',
  'Land Cover/Land Use', 'Historical Land Cover/Land Use', 'Recreation', 'Temperature & Flow',
];

/** Every property a monitoring-location feature carries (libs/contracts MonitoringLocationProperties). */
const LOCATION_PROPERTIES: (keyof MonitoringLocationProperties)[] = [
  'ndx', 'location_ndx', 'location_id', 'location_name', 'locationtype', 'organizations', 'parameter_groups', 'sources',
  'huc12', 'huc12_name', 'huc10_name', 'basin', 'latitude', 'longitude', 'latitude_dd', 'longitude_dd',
  'conservancy_district_dist_name', 'conservation_district_name', 'is_wq_loc', 'has_flow_graph', 'has_flow_trends',
  'has_temperature_graph', 'has_temperature_trends', 'last_reported_flow', 'last_reported_flow_timestamp',
  'last_reported_water_temperature_formatted', 'last_reported_water_temperature_timestamp', 'public_flow_data_src_url',
  'public_temp_data_src_url', 'locations_urls', 'por_start', 'por_end', 'recordcount',
];

const SATELLITE_STYLE = 'https://tiles.example.org/styles/satellite-streets/style.json';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Reads any body as bytes (supertest leaves unknown types such as protobuf unparsed). */
const bytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('public map API', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let api: App;
  let geocoder: http.Server;
  let geocoderMode: 'answer' | 'fail' = 'answer';
  const geocoderQueries: string[] = [];
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => running.dataSource.query(sql, params) as Promise<T[]>;
  const get = (path: string) => request(api).get(path);
  const getBytes = (path: string) => request(api).get(path).buffer(true).parse(bytes);

  beforeAll(async () => {
    geocoder = http.createServer((req, res) => {
      geocoderQueries.push(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? ''));
      if (geocoderMode === 'fail') {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        features: [{ id: 'address.7', place_name: '137 10th Street, Steamboat Springs, Colorado', center: [-106.835, 40.4867], place_type: ['address'] }],
      }));
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search/{query}`;
    db = await createScratchDatabase('portal_public_map');
    ({ running } = await startTestApp({ DATABASE_URL: db.url, BASEMAP_STYLE_URL_SATELLITE: SATELLITE_STYLE, GEOCODER_URL: geocoderUrl }));
    api = running.app.getHttpServer();
    await seedDemoData(running.dataSource);
  }, 300_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    await new Promise((resolve) => geocoder?.close(resolve));
  });

  describe('sources and layers', () => {
    it('lists the sources, and every GeoJSON source URL answers with features', async () => {
      const sources = (await get('/api/public-map/sources').expect(200)).body as MapSource[];
      expect(sources.map((s) => s.id)).toEqual([
        'locations', 'basin-outline', 'huc8', 'huc10', 'huc12', 'streams', 'listed-streams', 'river-calls', 'recreation-sites',
        'land-cover-2021', 'land-cover-2001', 'wbd-huc8', 'wbd-huc10', 'wbd-huc12', 'nhd-flowlines',
      ]);
      for (const source of sources.filter((s) => s.definition.type === 'geojson')) {
        const res = await get(source.definition.data as string).expect(200);
        expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
        expect({ source: source.id, type: res.body.type, some: res.body.features.length > 0 }).toEqual({ source: source.id, type: 'FeatureCollection', some: true });
      }
      const rasters = sources.filter((s) => s.definition.type === 'raster');
      // The online hydrology layers draw the national map services; the portal serves the others' tiles itself.
      const [online, own] = [rasters.filter((s) => !(s.definition.tiles as string[])[0].startsWith('/api/')), rasters.filter((s) => (s.definition.tiles as string[])[0].startsWith('/api/'))];
      expect(online.map((s) => s.id)).toEqual(['wbd-huc8', 'wbd-huc10', 'wbd-huc12', 'nhd-flowlines']);
      for (const source of online) expect((source.definition.tiles as string[])[0]).toMatch(/^https:\/\/hydro\.nationalmap\.gov\/arcgis\/rest\/services\/(wbd|nhd)\/MapServer\/export\?bbox=\{bbox-epsg-3857\}&/);
      for (const source of own) {
        const [template] = source.definition.tiles as string[];
        const tile = await getBytes(template.replace('{z}', '10').replace('{x}', '208').replace('{y}', '385')).expect(200);
        expect([...(tile.body as Buffer).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      }
    });

    it('lists the layers bottom first by drawOrder, on known sources, covering every legend group', async () => {
      const res = await get('/api/public-map/layers').expect(200);
      const layers = res.body as MapLayer[];
      const orders = layers.map((l) => l.drawOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(layers.map((l) => l.lreProperties.legendGroup))).toEqual(new Set(LEGEND_GROUPS));
      expect(new Set(layers.map((l) => l.id))).toEqual(new Set(MAP_LAYERS.map((l) => l.id)));
      const sourceIds = ((await get('/api/public-map/sources')).body as MapSource[]).map((s) => s.id);
      for (const layer of layers) expect(sourceIds).toContain(layer.source);
      for (const id of MONITORING_LOCATION_CIRCLE_LAYER_IDS) expect(layers.find((l) => l.id === id)).toMatchObject({ type: 'circle', source: 'locations' });
      await get('/api/public-map/layers').set('If-None-Match', res.headers.etag).expect(304);
    });

    it('sends the layers compressed to a browser (tens of KB of JSON), the same layers once decoded', async () => {
      const plain = await get('/api/public-map/layers').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text.length).toBeGreaterThan(16 * 1024);
      // supertest decodes what it receives: the header says what went over the wire.
      const compressed = await get('/api/public-map/layers').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      expect(compressed.headers).toMatchObject({ 'content-encoding': 'gzip', vary: expect.stringMatching(/Accept-Encoding/i) });
      expect(compressed.body).toEqual(plain.body);
    });

    it('refuses a layer whose source does not exist, so the catalog stays consistent', async () => {
      const layer = { ...MAP_LAYERS[0], id: 'orphan', source: 'no-such-source' };
      await expect(query(`INSERT INTO map_layers (id, definition, draw_order, legend_order) VALUES ('orphan', $1, $2, $3)`,
        [layer, layer.drawOrder, layer.legendOrder])).rejects.toThrow(/foreign key/);
    });
  });

  describe('GET /api/public-map/geojson/:sourceId', () => {
    let locations: FeatureCollection<Point, MonitoringLocationProperties>;

    beforeAll(async () => {
      locations = (await get('/api/public-map/geojson/locations').expect(200)).body;
    });

    const feature = (ndx: number) => locations.features.find((f) => f.properties.ndx === ndx)?.properties as MonitoringLocationProperties;

    it('has one feature per located monitoring location, with every property of the contract and nothing else', async () => {
      const [{ n }] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM locations WHERE geom IS NOT NULL`);
      expect(locations.features).toHaveLength(n);
      for (const f of locations.features) {
        expect(Object.keys(f.properties).sort()).toEqual([...LOCATION_PROPERTIES].sort());
        expect(f.id).toBe(f.properties.ndx);
        expect(f.geometry.coordinates).toEqual([f.properties.longitude, f.properties.latitude]);
      }
    });

    it('describes a stream gauge with flow and temperature records from the database', async () => {
      const [expected] = await query(`
        SELECT (SELECT last_value FROM location_parameter_summary WHERE location_ndx = 3 AND parameter_ndx = 67) AS flow,
               (SELECT to_char(por_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM location_parameter_summary WHERE location_ndx = 3 AND parameter_ndx = 67) AS flow_at,
               (SELECT round(last_value::numeric, 1)::text FROM location_parameter_summary WHERE location_ndx = 3 AND parameter_ndx = 1535) AS temperature,
               (SELECT sum(result_count)::int FROM location_parameter_summary WHERE location_ndx = 3) AS recordcount,
               (SELECT to_char(local_date(min(por_start)), 'YYYY-MM-DD') FROM location_parameter_summary WHERE location_ndx = 3) AS por_start`);
      expect(feature(3)).toMatchObject({
        location_id: '09239500',
        location_name: 'Yampa River at Steamboat Springs, CO',
        locationtype: 'Stream Gage',
        organizations: '["U.S. Geological Survey"]',
        sources: '["USGS NWIS"]',
        huc10_name: 'Fish Creek-Yampa River',
        basin: 'Upper Yampa River',
        is_wq_loc: false,
        has_flow_graph: true,
        has_flow_trends: true,
        has_temperature_graph: true,
        has_temperature_trends: true,
        last_reported_flow: expected.flow,
        last_reported_flow_timestamp: expected.flow_at,
        last_reported_water_temperature_formatted: `${expected.temperature} °F`,
        locations_urls: 'USGS NWIS;https://waterdata.usgs.gov/monitoring-location/09239500/',
        por_start: expected.por_start,
        recordcount: expected.recordcount,
      });
      expect(JSON.parse(feature(3).parameter_groups)).toEqual(['Flow', 'Temperature']);
      expect(feature(3).last_reported_water_temperature_formatted).toMatch(/^\d+\.\d °F$/);
    });

    it('flags water-quality sites, and does not take their grab-sample temperatures for a temperature record', () => {
      const site = feature(109);
      expect(site).toMatchObject({ locationtype: 'Water Quality Site', is_wq_loc: true, has_flow_graph: false, has_temperature_graph: false, last_reported_flow: null });
      expect(site.last_reported_water_temperature_formatted).toMatch(/°F$/);
      expect(JSON.parse(site.parameter_groups)).toEqual(expect.arrayContaining(['Bacteria', 'Nutrients']));
      // A district logger with 90 days of 15-minute flow and no daily flow (67) has a flow graph, but too
      // short a record for trends.
      expect(feature(54)).toMatchObject({ has_flow_graph: true, has_flow_trends: false, has_temperature_graph: true, is_wq_loc: false });
    });

    it('revalidates with the ETag and compresses when the client accepts gzip', async () => {
      const first = await get('/api/public-map/geojson/locations').set('Accept-Encoding', 'gzip').expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.body.features).toHaveLength(locations.features.length);
      await get('/api/public-map/geojson/locations').set('If-None-Match', first.headers.etag).expect(304);
      const plain = await get('/api/public-map/geojson/locations').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // A browser that also takes brotli gets the cache's gzip copy, not a compression made again per request.
      const browser = await get('/api/public-map/geojson/locations').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      expect(browser.headers['content-encoding']).toBe('gzip');
    });

    it('serves the river calls with the fields of the product', async () => {
      const calls = (await get('/api/public-map/geojson/river-calls').expect(200)).body as FeatureCollection;
      expect(Object.keys(calls.features[0].properties ?? {}).sort()).toEqual([
        'admin_no', 'appro_date', 'call_type', 'date_set', 'set_comments', 'source_url', 'stream_mile', 'structure_name', 'water_source', 'wdid',
      ]);
      expect(calls.features[0].properties?.appro_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('lists stream reaches for every parameter the Listed Streams layers offer', async () => {
      const listed = (await get('/api/public-map/geojson/listed-streams').expect(200)).body as FeatureCollection;
      for (const { ndx } of LISTED_STREAM_PARAMETERS) {
        expect({ ndx, listed: listed.features.some((f) => f.properties?.parameter_ndx === ndx) }).toEqual({ ndx, listed: true });
      }
      for (const f of listed.features) {
        expect(['LineString', 'MultiLineString']).toContain(f.geometry.type);
        expect(f.properties?.sampling_locations).toBeTruthy();
      }
    });

    it('answers an unknown source with a 400 naming sourceId', async () => {
      const res = await get('/api/public-map/geojson/roads').expect(400);
      expect(res.body.fields).toEqual([{ field: 'sourceId', problems: expect.any(Array) }]);
    });
  });

  describe('filters, search list and data sources', () => {
    it('offers the location types with colours, organizations, parameter groups by index, and the water-quality locations', async () => {
      const filters = (await get('/api/public-map/filters').expect(200)).body as MapFilters;
      const types = await query<{ value: string; color: string }>(
        `SELECT DISTINCT t.location_type_desc AS value, t.color FROM location_types t JOIN locations l USING (location_type_ndx) ORDER BY 1`);
      expect(filters.locationTypes).toEqual(types.map((t) => ({ value: t.value, display: t.value, color: t.color })));
      expect(filters.organizations.map((o) => o.value)).toContain('U.S. Geological Survey');
      for (const g of filters.parameterGroups) {
        const [row] = await query<{ parameter_group_name: string }>(`SELECT parameter_group_name FROM parameter_groups WHERE parameter_group_ndx = $1`, [Number(g.value)]);
        expect(row.parameter_group_name).toBe(g.display);
      }
      const sampled = await query<{ location_ndx: number }>(`SELECT DISTINCT location_ndx FROM results WHERE result_kind = 'sample' ORDER BY 1`);
      expect(filters.graphMode).toEqual(sampled.map((r) => r.location_ndx));
      expect(filters.graphMode).toContain(109);
      expect(filters.graphMode).not.toContain(3);
    });

    it('lists located locations for the search, and drops a location without geometry everywhere', async () => {
      await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (99001, 'NO-GEOM', 'Unplaced Test Site', 1)`);
      try {
        const wells = (await get('/api/public-map/wells').expect(200)).body as MapWell[];
        const [{ n }] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM locations WHERE geom IS NOT NULL`);
        expect(wells).toHaveLength(n);
        expect(wells.some((w) => w.location_ndx === 99001)).toBe(false);
        const gauge = wells.find((w) => w.location_ndx === 3);
        expect(gauge).toMatchObject({
          location_id: '09239500', locationtype: 'Stream Gage', location_geometry: { type: 'Point', coordinates: [-106.8317, 40.4836] },
          huc8: '14050001', huc10: '1405000103', huc10_name: 'Fish Creek-Yampa River', basin: 'Upper Yampa River',
          organizations: ['U.S. Geological Survey'], sources: ['USGS NWIS'], parameter_groups: ['Flow', 'Temperature'],
        });
        const features = (await get('/api/public-map/geojson/locations').expect(200)).body as FeatureCollection;
        expect(features.features.some((f) => f.properties?.ndx === 99001)).toBe(false);
      } finally {
        await query(`DELETE FROM locations WHERE location_ndx = 99001`);
      }
    });

    it('lists the data sources for the Data Sources table', async () => {
      const res = await get('/api/public-map/map-source-references').expect(200);
      expect(res.body).toEqual(await query(`SELECT data_source, data_source_url, data_types FROM data_sources ORDER BY data_source`));
      expect(res.body.length).toBeGreaterThan(3);
    });
  });

  describe('GET /api/public-map/places', () => {
    it('finds towns, reservoirs and locations by name, best first, then the external geocoder\'s results', async () => {
      geocoderMode = 'answer';
      const places = (await get('/api/public-map/places?q=stagecoach').expect(200)).body as PlaceResult[];
      expect(places[0]).toEqual({ id: expect.stringMatching(/^place-/), place_name: 'Stagecoach', place_type: 'place', center: [-106.8473, 40.2836] });
      expect(places[1]).toMatchObject({ place_name: 'Stagecoach Reservoir', place_type: 'reservoir', bbox: expect.any(Array) });
      const ours = places.filter((p) => !p.id.startsWith('geocoder-'));
      expect(ours.length).toBeLessThanOrEqual(10);
      expect(ours.slice(2).every((p) => p.place_type === 'location')).toBe(true);
      expect(places.at(-1)).toEqual({ id: 'geocoder-address.7', place_name: '137 10th Street, Steamboat Springs, Colorado', place_type: 'address', center: [-106.835, 40.4867] });
      expect(geocoderQueries.at(-1)).toBe('stagecoach');
    });

    it('finds a location by the start of its id, case-insensitively', async () => {
      const places = (await get('/api/public-map/places?q=09239').expect(200)).body as PlaceResult[];
      expect(places[0]).toMatchObject({ id: 'location-3', place_name: 'Yampa River at Steamboat Springs, CO (09239500)', place_type: 'location' });
      const upper = (await get('/api/public-map/places?q=STEAMBOAT%20SPR').expect(200)).body as PlaceResult[];
      expect(upper[0].place_name).toBe('Steamboat Springs');
    });

    it('answers with its own results when the external geocoder fails', async () => {
      geocoderMode = 'fail';
      try {
        const places = (await get('/api/public-map/places?q=craig').expect(200)).body as PlaceResult[];
        expect(places[0].place_name).toBe('Craig');
        expect(places.some((p) => p.id.startsWith('geocoder-'))).toBe(false);
      } finally {
        geocoderMode = 'answer';
      }
    });

    it.each([
      ['no q', ''],
      ['an empty q', '?q='],
      ['a blank q', '?q=%20%20'],
      ['a q over 200 characters', `?q=${'a'.repeat(201)}`],
    ])('answers %s with a 400 naming q', async (_, search) => {
      const res = await get(`/api/public-map/places${search}`).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['q']);
    });
  });

  describe('basemaps, styles and glyphs', () => {
    it('lists the five basemaps, Outdoors first, online by default with a configured style where one is set', async () => {
      const basemaps = (await get('/api/public-map/basemaps').expect(200)).body as Basemap[];
      expect(basemaps.map((b) => [b.id, b.name])).toEqual([
        ['outdoors', 'Outdoors'], ['streets', 'Streets'], ['satellite', 'Satellite'], ['light', 'Light'], ['dark', 'Dark'],
      ]);
      expect(basemaps.map((b) => [b.id, b.styleUrl])).toEqual([
        ['outdoors', '/api/public-map/basemaps/outdoors/online-style.json'],
        ['streets', 'https://tiles.openfreemap.org/styles/liberty'],
        ['satellite', SATELLITE_STYLE],
        ['light', 'https://tiles.openfreemap.org/styles/positron'],
        ['dark', 'https://tiles.openfreemap.org/styles/dark'],
      ]);
      for (const b of basemaps) expect(b.offlineStyleUrl).toBe(`/api/public-map/basemaps/${b.id}/style.json`);
      for (const b of basemaps) {
        const preview = await getBytes(b.previewUrl).expect(200);
        expect(preview.headers['content-type']).toBe('image/png');
        expect([...(preview.body as Buffer).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      }
    });

    it.each(['outdoors', 'streets', 'satellite', 'light', 'dark'])('serves an offline %s style whose sources and glyphs the backend answers', async (id) => {
      const style = (await get(`/api/public-map/basemaps/${id}/style.json`).expect(200)).body as {
        version: number; glyphs: string; sources: Record<string, { data: string }>; layers: { layout?: Record<string, unknown> }[];
      };
      expect(style.version).toBe(8);
      for (const source of Object.values(style.sources)) {
        const res = await get(source.data).expect(200);
        expect(res.body.type).toBe('FeatureCollection');
      }
      const fonts = new Set(style.layers.flatMap((l) => (l.layout?.['text-font'] as string[] | undefined) ?? []));
      for (const font of fonts) {
        const glyphs = await getBytes(style.glyphs.replace('{fontstack}', encodeURIComponent(font)).replace('{range}', '0-255')).expect(200);
        expect((glyphs.body as Buffer).length).toBeGreaterThan(1000);
      }
    });

    it('serves the USGS raster styles of the online Outdoors and Satellite basemaps, and no style for the others', async () => {
      const style = (await get('/api/public-map/basemaps/outdoors/online-style.json').expect(200)).body as {
        version: number; sources: Record<string, { type: string; tiles: string[]; attribution: string }>;
      };
      expect(style.version).toBe(8);
      const [source] = Object.values(style.sources);
      expect(source.tiles).toEqual(['https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/{z}/{y}/{x}']);
      expect(source.attribution).toContain('USGS The National Map');
      await get('/api/public-map/basemaps/streets/online-style.json').expect(404);
      const res = await get('/api/public-map/basemaps/terrain/online-style.json').expect(400);
      expect(res.body.fields).toEqual([{ field: 'id', problems: expect.any(Array) }]);
    });

    it('lets the page reach exactly the configured basemap and hydrology hosts (Content-Security-Policy)', async () => {
      const csp = (await get('/api/public-map/basemaps').expect(200)).headers['content-security-policy'] as string;
      const connectSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src '))!.split(' ').slice(1);
      for (const origin of ['https://basemap.nationalmap.gov', 'https://tiles.openfreemap.org', 'https://hydro.nationalmap.gov', 'https://tiles.example.org']) {
        expect(connectSrc).toContain(origin);
      }
    });

    it('answers an unknown basemap with a 400 naming id', async () => {
      const res = await get('/api/public-map/basemaps/terrain/style.json').expect(400);
      expect(res.body.fields).toEqual([{ field: 'id', problems: expect.any(Array) }]);
    });

    it('serves glyph PBFs, and 404 for unknown font stacks, ranges and paths out of the font folder', async () => {
      const res = await getBytes('/api/public-map/fonts/Noto%20Sans%20Regular/256-511.pbf').expect(200);
      expect(res.headers['content-type']).toBe('application/x-protobuf');
      expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      await get('/api/public-map/fonts/Comic%20Sans/0-255.pbf').expect(404);
      await get('/api/public-map/fonts/Noto%20Sans%20Regular/0-100.pbf').expect(404);
      await get('/api/public-map/fonts/..%2F..%2F..%2Fpackage.json/0-255.pbf').expect(404);
      await get('/api/public-map/fonts/..%2FNoto%20Sans%20Regular/0-255.pbf').expect(404);
    });
  });

  describe('land cover', () => {
    it('serves tiles as PNG for a long time, revalidated by ETag', async () => {
      const res = await getBytes('/api/public-map/tiles/land-cover/2001/11/416/772.png').expect(200);
      expect([...(res.body as Buffer).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      await get('/api/public-map/tiles/land-cover/2001/11/416/772.png').set('If-None-Match', res.headers.etag).expect(304);
    });

    it.each([
      ['year', '/api/public-map/tiles/land-cover/2020/10/208/385.png'],
      ['z', '/api/public-map/tiles/land-cover/2021/23/0/0.png'],
      ['x', '/api/public-map/tiles/land-cover/2021/2/4/0.png'],
      ['y', '/api/public-map/tiles/land-cover/2021/2/0/-1.png'],
    ])('answers a bad %s with a 400 naming it', async (field, path) => {
      const res = await get(path).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    });

    it('tells the class at a point inside the basin, and nothing outside', async () => {
      const inside = await get('/api/public-map/land-cover/info?year=2021&lng=-106.859&lat=40.28').expect(200);
      expect(inside.body).toEqual({ features: [{ type: 'Feature', properties: { class_code: 11, class_name: 'Open Water', year: 2021 } }] });
      const outside = await get('/api/public-map/land-cover/info?year=2001&lng=-104.99&lat=39.74').expect(200);
      expect(outside.body).toEqual({ features: [] });
      const bad = await get('/api/public-map/land-cover/info?year=2021&lng=-106.9&lat=91').expect(400);
      expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['lat']);
    });
  });

  describe('GET /api/icon/icon', () => {
    it('draws a PNG marker cached for a year, revalidated by ETag', async () => {
      const res = await getBytes('/api/icon/icon?shape=thermometer&width=16&height=32&color=%23e6550d&strokeColor=white&strokeWidth=1.5').expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect([...(res.body as Buffer).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect((res.body as Buffer).readUInt32BE(16)).toBe(16);
      expect((res.body as Buffer).readUInt32BE(20)).toBe(32);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await get('/api/icon/icon?shape=thermometer&width=16&height=32&color=%23e6550d&strokeColor=white&strokeWidth=1.5')
        .set('If-None-Match', res.headers.etag).expect(304);
    });

    it('serves every icon the layers use', async () => {
      const urls = new Set(JSON.stringify(MAP_LAYERS).match(/\/api\/icon\/icon\?[^"]+/g));
      for (const url of urls) await get(url).expect(200);
    });

    it.each([
      ['shape', 'shape=circle'],
      ['width', 'shape=star&width=3'],
      ['height', 'shape=star&height=129'],
      ['width', 'shape=star&width=12.5'],
      ['color', 'shape=star&color=url(%23x)'],
      ['strokeColor', 'shape=star&strokeColor=%23ggg'],
      ['strokeWidth', 'shape=star&strokeWidth=11'],
      ['size', 'shape=star&size=3'],
    ])('answers a bad %s with a 400 naming it', async (field, search) => {
      const res = await get(`/api/icon/icon?${search}`).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    });
  });

  describe('network modes', () => {
    it('adds the online hydrology layers to a catalog seeded before them, marking the demo stand-ins offline', async () => {
      const migration = new OnlineHydrologyLayers1765200000000();
      const runner = running.dataSource.createQueryRunner();
      const modes = async () => Object.fromEntries(((await get('/api/public-map/layers').expect(200)).body as MapLayer[])
        .filter((l) => /^(wbd-|nhd-|huc8-fill|streams$)/.test(l.id)).map((l) => [l.id, l.lreProperties.networkMode ?? 'both']));
      try {
        await migration.down(runner);
        expect(await modes()).toEqual({ 'huc8-fill': 'both', streams: 'both' });
        await migration.up(runner);
        expect(await modes()).toEqual({
          'huc8-fill': 'offline', streams: 'offline', 'wbd-huc8': 'online', 'wbd-huc10': 'online', 'wbd-huc12': 'online', 'nhd-flowlines': 'online',
        });
        // Each layer is served as the migration wrote it (its own frozen rows, not today's catalog, which may move on).
        const layers = (await get('/api/public-map/layers').expect(200)).body as MapLayer[];
        for (const written of ONLINE_HYDROLOGY_LAYERS) expect(layers.find((l) => l.id === written.id)).toEqual(written);
      } finally {
        await runner.release();
      }
    });

    describe('with BASEMAPS=offline', () => {
      let offline: RunningApp;
      beforeAll(async () => {
        ({ running: offline } = await startTestApp({ DATABASE_URL: db.url, BASEMAPS: 'offline', BASEMAP_STYLE_URL_SATELLITE: SATELLITE_STYLE }));
      }, 120_000);
      afterAll(async () => {
        await offline?.close();
      });

      it('keeps every basemap on its offline style and lets the page reach no tile host', async () => {
        const res = await request(offline.app.getHttpServer() as App).get('/api/public-map/basemaps').expect(200);
        for (const b of res.body as Basemap[]) expect(b.styleUrl).toBe(b.offlineStyleUrl);
        const csp = res.headers['content-security-policy'] as string;
        for (const host of ['nationalmap.gov', 'openfreemap.org', 'tiles.example.org']) expect(csp).not.toContain(host);
      });
    });
  });

  describe('cached answers follow the data', () => {
    it('shows a new river call and a changed location link after the write', async () => {
      const before = (await get('/api/public-map/geojson/river-calls').expect(200)).body as FeatureCollection;
      await query(`INSERT INTO river_calls (river_call_ndx, structure_name, wdid, water_source, call_type, date_set, admin_no, appro_date, geom)
                   VALUES (9901, 'TEST DITCH', '5899999', 'TEST CREEK', 'Priority Call', now(), '15000.00000', '1891-01-25',
                           ST_SetSRID(ST_MakePoint(-106.9, 40.4), 4326))`);
      await query(`UPDATE location_urls SET label = 'USGS Water Data' WHERE location_ndx = 3`);
      const after = (await get('/api/public-map/geojson/river-calls').expect(200)).body as FeatureCollection;
      expect(after.features).toHaveLength(before.features.length + 1);
      const locations = (await get('/api/public-map/geojson/locations').expect(200)).body as FeatureCollection;
      expect(locations.features.find((f) => f.properties?.ndx === 3)?.properties?.locations_urls)
        .toBe('USGS Water Data;https://waterdata.usgs.gov/monitoring-location/09239500/');
    });
  });
});
