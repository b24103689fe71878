import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from './bootstrap';
import { VERSIONED_CACHE_CAPACITY, VersionedCache } from './common/versioned-cache';
import { createScratchDatabase, ScratchDatabase } from '../test/database';
import { FAKE_BUNDLE, fakeWebBuild, startTestApp } from '../test/app';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../test/fixtures';

describe('backend on PostgreSQL + PostGIS', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let webDir: string;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_app');
    webDir = fakeWebBuild();
    ({ running } = await startTestApp({ DATABASE_URL: db.url, WEB_DIST_DIR: webDir }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    // Two days in Denver: the first result is late on Sep 30 local time although it is Oct 1 in UTC.
    await upsertFixtureResults(running.dataSource, [
      ['2019-10-01T03:00:00Z', 12],
      ['2024-06-15T18:00:00Z', 80],
    ]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  describe('GET /api/health', () => {
    it('reports the database reachable with every migration applied', async () => {
      const res = await request(http).get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        database: { reachable: true, mode: 'postgres', pendingMigrations: [] },
        demoData: false,
        version: expect.any(String),
      });
    });
  });

  describe('GET /api/stations-list', () => {
    it('lists each location and parameter per region with its period of record in Denver dates', async () => {
      const res = await request(http).get('/api/stations-list').expect(200);
      expect(res.body).toEqual([
        {
          reg_group_ndx: FIXTURE.region,
          region: FIXTURE.regionName,
          location: FIXTURE.locationName,
          parameter: FIXTURE.parameterName,
          por_min: '2019-09-30',
          por_max: '2024-06-15',
          huc_10: 'Fixture Sub-Area',
        },
      ]);
    });

    it('filters by regional group', async () => {
      const hit = await request(http).get(`/api/stations-list?reg_group_ndx=${FIXTURE.region}`).expect(200);
      expect(hit.body).toHaveLength(1);
      const miss = await request(http).get('/api/stations-list?reg_group_ndx=1').expect(200);
      expect(miss.body).toEqual([]);
    });

    it('revalidates with its ETag until data changes, then serves the new list', async () => {
      const first = await request(http).get('/api/stations-list').expect(200);
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      await request(http).get('/api/stations-list').set('If-None-Match', etag).expect(304);

      await upsertFixtureResults(running.dataSource, [['2025-01-20T18:00:00Z', 30]]);
      const after = await request(http).get('/api/stations-list').set('If-None-Match', etag).expect(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body[0].por_max).toBe('2025-01-20');
      await running.dataSource.query(`DELETE FROM results WHERE collect_timestamp = '2025-01-20T18:00:00Z'`);
      const restored = await request(http).get('/api/stations-list').expect(200);
      expect(restored.body[0].por_max).toBe('2024-06-15');
    });

    it('answers a bad region with a 400 that names the field', async () => {
      const res = await request(http).get('/api/stations-list?reg_group_ndx=north').expect(400);
      expect(res.body.fields).toEqual([{ field: 'reg_group_ndx', problems: expect.arrayContaining(['reg_group_ndx must be an integer number']) }]);
      expect(res.body.message).toMatch(/^reg_group_ndx: /);
    });

    it('keeps a bounded number of cached answers however many distinct regions clients ask for', async () => {
      const cache = running.app.get(VersionedCache);
      for (let i = 0; i < VERSIONED_CACHE_CAPACITY + 100; i++) {
        await request(http).get(`/api/stations-list?reg_group_ndx=${100_000 + i}`).expect(200);
      }
      expect(cache.size).toBeLessThanOrEqual(VERSIONED_CACHE_CAPACITY);
      // A real region's answer is still right after its entry was pushed out.
      const hit = await request(http).get(`/api/stations-list?reg_group_ndx=${FIXTURE.region}`).expect(200);
      expect(hit.body).toHaveLength(1);
    });

    it('refuses an unknown query parameter instead of ignoring it', async () => {
      const res = await request(http).get('/api/stations-list?region=4').expect(400);
      expect(res.body.fields[0].field).toBe('region');
    });
  });

  describe('HTTP surface', () => {
    it('sends security headers with a strict content security policy', async () => {
      const res = await request(http).get('/api/health');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https://www.cbrfc.noaa.gov");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Plain http on loopback: HSTS would only pin https onto localhost.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('publishes OpenAPI documentation for every route', async () => {
      const res = await request(http).get('/api/docs-json').expect(200);
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/stations-list']));
      await request(http).get('/api/docs').expect(200);
    });

    it('answers unknown API paths with a JSON 404, never the web app', async () => {
      const res = await request(http).get('/api/no-such-thing').expect(404);
      expect(res.body.statusCode).toBe(404);
    });

    it('serves the web build, with client-side routes falling back to index.html', async () => {
      const deep = await request(http)
        .get('/tools/monitoring-locations-and-parameters-by-basin-region/4')
        .expect(200);
      expect(deep.text).toContain('Portal test shell');
      expect(deep.headers['cache-control']).toBe('no-cache');
      const asset = await request(http).get('/assets/app-123.js').expect(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      await request(http).get('/assets/missing-456.js').expect(404);
    });

    it('sends the build\'s brotli or gzip copy of an asset to a browser that accepts it, and the file to one that does not', async () => {
      const br = await request(http).get('/assets/bundle-456.js').set('accept-encoding', 'gzip, deflate, br').expect(200);
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'text/javascript; charset=UTF-8' });
      expect(Number(br.headers['content-length'])).toBe(fs.statSync(path.join(webDir, 'assets', 'bundle-456.js.br')).size);
      expect(br.headers['cache-control']).toContain('immutable');
      const gz = await request(http).get('/assets/bundle-456.js').set('accept-encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(FAKE_BUNDLE);
      const plain = await request(http).get('/assets/bundle-456.js').set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(FAKE_BUNDLE);
    });
  });
});

describe('backend on the embedded default (PGlite + PostGIS)', () => {
  let running: RunningApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embedded-'));
    ({ running } = await startTestApp({ DATA_DIR: dataDir }));
  });

  afterAll(async () => {
    await running?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with no database configured, applies migrations and reports healthy', async () => {
    const res = await request(running.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body.database).toEqual({ reachable: true, mode: 'embedded', pendingMigrations: [] });
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });

  it('has PostGIS and the same rollup triggers as PostgreSQL', async () => {
    const ds = running.dataSource;
    const [{ version }] = await ds.query(`SELECT postgis_version() AS version`);
    expect(version).toMatch(/^3\./);
    await insertFixtureWorld(ds);
    await upsertFixtureResults(ds, [['2024-07-02T05:30:00Z', 10]]);
    const rows = await ds.query(`SELECT to_char(collect_date, 'YYYY-MM-DD') AS day FROM result_daily`);
    expect(rows).toEqual([{ day: '2024-07-01' }]);
    const stations = await request(running.app.getHttpServer()).get('/api/stations-list').expect(200);
    expect(stations.body[0]).toMatchObject({ location: FIXTURE.locationName, por_min: '2024-07-01' });
  });
});

describe('rate limits and reverse proxies', () => {
  let db: ScratchDatabase;
  let direct: RunningApp;
  let proxied: RunningApp;
  const limits = { RATE_LIMIT_PER_MINUTE: '10', RATE_LIMIT_WRITES_PER_MINUTE: '3' };
  /** Public reads on different routes and controllers. */
  const ROUTES = ['/api/stations-list', '/api/list-threats', '/api/auth/client-config', '/api/list-data-categories', '/api/list-benchmark-scale-colors'];

  beforeAll(async () => {
    db = await createScratchDatabase('portal_limits');
    ({ running: direct } = await startTestApp({ DATABASE_URL: db.url, ...limits }));
    ({ running: proxied } = await startTestApp({ DATABASE_URL: db.url, TRUST_PROXY: 'loopback', ...limits }));
  });

  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await db?.drop();
  });

  const get = (app: RunningApp, url: string, forwardedFor?: string) => {
    const req = request(app.app.getHttpServer()).get(url);
    return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
  };

  it('gives a client one budget across every route, then 429 with Retry-After; a rotating X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 10; i++) expect((await get(direct, ROUTES[i % ROUTES.length])).status).not.toBe(429);
    const refused = await get(direct, '/api/list-threats');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Without TRUST_PROXY the socket address is the client, whatever the request claims.
    for (let i = 0; i < 5; i++) expect((await get(direct, ROUTES[i], `198.51.100.${i + 1}`)).status).toBe(429);
  });

  it('never refuses the health probe', async () => {
    for (let i = 0; i < 30; i++) expect((await get(direct, '/api/health')).status).toBe(200);
  });

  it('with TRUST_PROXY=loopback gives each forwarded client its own budget', async () => {
    for (let i = 0; i < 10; i++) expect((await get(proxied, ROUTES[i % ROUTES.length], '203.0.113.1')).status).toBe(200);
    expect((await get(proxied, '/api/list-threats', '203.0.113.1')).status).toBe(429);
    expect((await get(proxied, '/api/list-threats', '203.0.113.2')).status).toBe(200);
  });

  it('sends HSTS for requests a trusted proxy received over https, never for plain http', async () => {
    const viaProxy = await get(proxied, '/api/health', '203.0.113.4').set('X-Forwarded-Proto', 'https');
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await get(proxied, '/api/health', '203.0.113.4')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY nobody may claim https.
    expect((await get(direct, '/api/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('gives writes a smaller budget of their own', async () => {
    const post = () =>
      request(proxied.app.getHttpServer()).post('/api/list-parameters-graph-mode').set('X-Forwarded-For', '203.0.113.3').send({});
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reads of the same client still have budget left.
    expect((await get(proxied, '/api/list-threats', '203.0.113.3')).status).toBe(200);
  });
});
