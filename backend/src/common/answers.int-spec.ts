import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTES, type RouteSpec } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { CACHE_CONTROL } from './http';
import { createScratchDatabase, type ScratchDatabase } from '../../test/database';
import { insertFixtureWorld } from '../../test/fixtures';
import { rawGet } from '../../test/raw-http';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';

// How an answer leaves the backend (common/http.ts). Each route's successful answer carries the Cache-Control of its
// route table entry's policy, and no error does; a cached answer goes out with its ETag (304 when the client holds
// it) and its gzip copy to a client that accepts gzip. Every JSON answer of the API goes out compressed to a client
// that accepts it, by one middleware: the encoding the client prefers, the same JSON once decoded, revalidation by
// ETag unchanged. Small answers and the clients that accept no encoding get plain JSON, and the live event stream is
// never compressed (a compressor would hold its events back). Read as raw bytes, so what is asserted is what went
// over the wire.

describe('answers', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let base: string;
  let stakeholder: string;
  let admin: string;

  const get = (path: string, headers: Record<string, string>, untilHeaders = false) => rawGet(`${base}${path}`, headers, untilHeaders);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_compression');
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    await insertFixtureWorld(running.dataSource);
    stakeholder = await demoAccessToken(base, 'stakeholder');
    admin = await demoAccessToken(base, 'admin');
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('compresses a long JSON answer with the encoding the client accepts, to the same JSON', async () => {
    const plain = await get('/api/docs-json', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gzipped = await get('/api/docs-json', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: expect.stringMatching(/Accept-Encoding/i) });
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(document);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 4);

    const brotli = await get('/api/docs-json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(document);
  });

  it('compresses the answers of signed-in calls and keeps their revalidation', async () => {
    // Forty contacts: the administrators' list is then about 4 KB of JSON.
    for (let i = 1; i <= 40; i += 1) {
      await running.dataSource.query(
        `INSERT INTO contacts (contact_name, contact_address, contact_org) VALUES ($1, $2, 'Compression Test Org')`,
        [`Compression Contact ${i}`, `compression-${i}@example.org`],
      );
    }
    const auth = { authorization: `Bearer ${admin}` };
    const plain = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    const contacts = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(contacts.length).toBeGreaterThanOrEqual(40);

    const gzipped = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(contacts);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);

    // A client holding the answer revalidates it as before: 304, no body.
    expect(gzipped.headers.etag).toBeDefined();
    const again = await get('/api/list-contacts', { ...auth, 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends a short answer plain, whatever the client accepts', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'gzip, deflate, br' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: expect.any(String) });
  });

  it('never compresses the live event stream', async () => {
    const stream = await get('/api/live/events', { authorization: `Bearer ${stakeholder}`, 'accept-encoding': 'gzip, deflate, br' }, true);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
  /** Sample paths of the parameterized public GETs that have a cache policy (the others are asked at their path). */
  const SAMPLES: Partial<Record<keyof typeof ROUTES, string>> = {
    getPublicMapGeojsonBySourceId: '/api/public-map/geojson/locations',
    getPublicMapBasemapsStyleJsonById: '/api/public-map/basemaps/outdoors/style.json',
    getPublicMapBasemapsOnlineStyleJsonById: '/api/public-map/basemaps/outdoors/online-style.json',
    getPublicMapBasemapsPreviewPngById: '/api/public-map/basemaps/outdoors/preview.png',
    getPublicMapFontsPbfByFontstackAndRange: '/api/public-map/fonts/Noto%20Sans%20Regular/0-255.pbf',
    getPublicMapTilesLandCoverPngByYearAndZAndXAndY: '/api/public-map/tiles/land-cover/2021/9/104/193.png',
    getIconIcon: '/api/icon/icon?shape=drop&color=%23336699',
    getStakeholderToolsInventoryWithSizingByNdx: '/api/stakeholder-tools-inventory-with-sizing/1',
    getDataOtherResourcesLinksByNdx: '/api/data-other-resources-links/1',
    getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate: '/api/colors-of-water-elkhead/graph-daily/2026-10-01/2026-10-31',
    // Routes without parameters that need a query.
    getPublicMapPlaces: '/api/public-map/places?q=Steamboat',
    getPublicMapLandCoverInfo: '/api/public-map/land-cover/info?year=2021&lng=-106.83&lat=40.48',
  };
  /** Routes whose success needs what this world has not (an archive, a stakeholder's token): asked elsewhere. */
  const ASKED_ELSEWHERE = new Set<keyof typeof ROUTES>([
    'getPublicMapBasemapsPmtilesStyleJsonById', 'getPublicMapBasemapsTilesPmtiles', 'getLiveEvents',
  ]);

  it('sends each public GET with the Cache-Control of its route table policy', async () => {
    const asked = (Object.entries(ROUTES) as [keyof typeof ROUTES, RouteSpec][]).filter(
      ([name, route]) => route.method === 'GET' && (route.access === 'public' || route.access === 'optional-auth') && !ASKED_ELSEWHERE.has(name)
        && (!route.path.includes(':') || SAMPLES[name] !== undefined),
    );
    // Every policy is asked for at least once, and so is a route without one.
    const policies = new Set(asked.map(([, route]) => route.cache ?? 'none'));
    expect([...policies].sort()).toEqual(['immutable', 'long-lived', 'no-store', 'none', 'revalidate']);
    const wrong: string[] = [];
    for (const [name, route] of asked) {
      const answer = await get(SAMPLES[name] ?? `/api/${route.path}`, { 'accept-encoding': 'identity' });
      const expected = route.cache === undefined ? undefined : CACHE_CONTROL[route.cache];
      if (answer.status !== 200 || answer.headers['cache-control'] !== expected) {
        wrong.push(`${name}: ${answer.status} ${answer.headers['cache-control'] ?? '(none)'}, expected 200 ${expected ?? '(none)'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends a stakeholder\'s dashboard answer never to be stored, and a POST that reads with 200', async () => {
    const auth = { authorization: `Bearer ${stakeholder}`, 'accept-encoding': 'identity' };
    const stats = await get(`/api/${ROUTES.getDashboardYamcoloStats.path}`, auth);
    expect(stats.status).toBe(200);
    expect(stats.headers['cache-control']).toBe('no-store');
    expect(stats.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(JSON.parse(stats.body.toString('utf8')))).toBe(true);

    // The fixture world's Query & Download ids (test/fixtures.ts): a form that selects its two locations.
    const form = {
      timestep: 'raw', basins: [901, 902], dataSources: [901, 902], organizations: [901, 902], parameterGroups: [901, 902],
      locationTypes: [901], parameters: [9067, 9068], locations: [9001, 9002], startDate: '2019-01-01', endDate: '2026-01-01', dataCategory: null,
    };
    const countAt = (body: unknown) => fetch(`${base}/api/${ROUTES.postQueryAndDownloadCountData.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const counted = await countAt(form);
    expect(counted.status).toBe(200);
    expect(counted.headers.get('cache-control')).toBe('no-store');
    expect(await counted.json()).toEqual({ count: expect.any(Number) });
    const refused = await countAt({ ...form, timestep: 'hourly' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBeNull();
  });

  it('gives an error answer none of its route\'s cache policy', async () => {
    const unknownSource = await get('/api/public-map/geojson/no-such-source', { 'accept-encoding': 'identity' });
    expect(unknownSource.status).toBe(400);
    expect(unknownSource.headers['cache-control']).toBeUndefined();
    expect(JSON.parse(unknownSource.body.toString('utf8'))).toMatchObject({ statusCode: 400 });

    const unknownFont = await get('/api/public-map/fonts/No%20Such%20Font/0-255.pbf', { 'accept-encoding': 'identity' });
    expect(unknownFont.status).toBe(404);
    expect(unknownFont.headers['cache-control']).toBeUndefined();
    expect(unknownFont.headers['content-type']).toMatch(/^application\/json/);

    const noArchive = await get('/api/public-map/basemaps/tiles.pmtiles', { 'accept-encoding': 'identity' });
    expect(noArchive.status).toBe(404);
    expect(noArchive.headers['cache-control']).toBeUndefined();

    const badIcon = await get('/api/icon/icon?shape=circle-of-doom', { 'accept-encoding': 'identity' });
    expect(badIcon.status).toBe(400);
    expect(badIcon.headers['cache-control']).toBeUndefined();
  });

  it('sends a cached answer with its ETag and media type, and 304 to a client that holds it, whatever it accepts', async () => {
    // Its gzip copy (made for long answers) is asserted on the demo world's locations in public-map.int-spec.ts.
    const path = '/api/public-map/geojson/locations';
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(plain.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    const collection = JSON.parse(plain.body.toString('utf8')) as { type: string; features: unknown[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(0);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    for (const encoding of ['identity', 'gzip']) {
      const again = await get(path, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  it('sends images and glyphs as their media types, revalidated by their content\'s ETag', async () => {
    const icon = await get('/api/icon/icon?shape=drop&color=%23336699', { 'accept-encoding': 'gzip' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    const again = await get('/api/icon/icon?shape=drop&color=%23336699', { 'if-none-match': String(icon.headers.etag) });
    expect(again.status).toBe(304);

    const glyphs = await get('/api/public-map/fonts/Noto%20Sans%20Regular/0-255.pbf', {});
    expect(glyphs.status).toBe(200);
    expect(glyphs.headers['content-type']).toMatch(/^application\/x-protobuf/);
    expect(glyphs.body.length).toBeGreaterThan(1000);
  });
});
