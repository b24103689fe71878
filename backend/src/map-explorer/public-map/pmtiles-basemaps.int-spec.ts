import * as fs from 'node:fs';
import type { Basemap, MapStyle } from '@portal/contracts';
import request from 'supertest';
import type { App } from 'supertest/types';
import { RunningApp } from '../../bootstrap';
import { ConfigError } from '../../config/config';
import { createScratchDatabase, ScratchDatabase } from '../../../test/database';
import { startTestApp } from '../../../test/app';
import { writeTestArchive } from '../../../test/pmtiles';

// A district's self-hosted basemap: the backend started with BASEMAP_PMTILES on a small archive written here,
// serving it in byte ranges and the Protomaps styles drawn from it, with nothing outside the portal to reach.

const ARCHIVED = ['outdoors', 'streets', 'light', 'dark'];
/** Requests per minute per client in these apps: more than the tests before the rate-limit one make to limited routes. */
const RATE_LIMIT = 15;

/** Reads any body as bytes (supertest leaves application/octet-stream unparsed). */
const bytes = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('a basemap from a PMTiles archive (BASEMAP_PMTILES)', () => {
  let db: ScratchDatabase;
  const archive = writeTestArchive();
  const archiveBytes = fs.readFileSync(archive);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_pmtiles');
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  describe.each(['online', 'offline'] as const)('with BASEMAPS=%s', (mode) => {
    let running: RunningApp;
    let api: App;
    const get = (path: string) => request(api).get(path);

    beforeAll(async () => {
      // A small budget, so the last test can show the archive is outside it while the styles are not.
      ({ running } = await startTestApp({ DATABASE_URL: db.url, BASEMAPS: mode, BASEMAP_PMTILES: archive, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }));
      api = running.app.getHttpServer();
    }, 120_000);
    afterAll(async () => {
      await running?.close();
    });

    it('points Outdoors, Streets, Light and Dark at the archive\'s styles, keeping the offline fallback', async () => {
      const res = await get('/api/public-map/basemaps').expect(200);
      const basemaps = res.body as Basemap[];
      for (const b of basemaps) {
        expect(b.offlineStyleUrl).toBe(`/api/public-map/basemaps/${b.id}/style.json`);
        expect(b.networkMode).toBe(mode);
      }
      expect(Object.fromEntries(basemaps.map((b) => [b.id, b.styleUrl]))).toEqual({
        outdoors: '/api/public-map/basemaps/outdoors/pmtiles-style.json',
        streets: '/api/public-map/basemaps/streets/pmtiles-style.json',
        satellite: mode === 'online' ? '/api/public-map/basemaps/satellite/online-style.json' : '/api/public-map/basemaps/satellite/style.json',
        light: '/api/public-map/basemaps/light/pmtiles-style.json',
        dark: '/api/public-map/basemaps/dark/pmtiles-style.json',
      });
      // The page may reach no tile host for them: online, only Satellite's imagery and the national hydrology.
      const csp = res.headers['content-security-policy'] as string;
      const connectSrc = /connect-src ([^;]*)/.exec(csp)![1].split(' ');
      const outside = connectSrc.filter((source) => /^https?:\/\//.test(source) && !source.startsWith('http://localhost') && !source.startsWith('http://127.0.0.1'));
      const expected = mode === 'online' ? ['https://basemap.nationalmap.gov', 'https://hydro.nationalmap.gov'] : [];
      expect(outside.filter((origin) => !['https://www.cbrfc.noaa.gov'].includes(origin)).sort()).toEqual(expected);
      expect(csp).not.toContain('openfreemap');
    });

    it.each(ARCHIVED)('serves the %s Protomaps style on the archive and the portal glyphs', async (id) => {
      const res = await get(`/api/public-map/basemaps/${id}/pmtiles-style.json`).expect(200).expect('content-type', /^application\/json/);
      const style = res.body as MapStyle;
      expect(style.glyphs).toBe('/api/public-map/fonts/{fontstack}/{range}.pbf');
      expect(Object.values(style.sources)).toEqual([expect.objectContaining({ type: 'vector', url: 'pmtiles:///api/public-map/basemaps/tiles.pmtiles' })]);
      await get('/api/public-map/fonts/Noto%20Sans%20Medium/0-255.pbf').expect(200);
    });

    it('has no archive style for Satellite, and a 400 naming the id for an unknown basemap', async () => {
      await get('/api/public-map/basemaps/satellite/pmtiles-style.json').expect(404);
      const res = await get('/api/public-map/basemaps/terrain/pmtiles-style.json').expect(400);
      expect(JSON.stringify(res.body.fields)).toContain('id');
    });

    it('answers a range of the archive with 206: its header, magic PMTiles and version 3', async () => {
      const res = await get('/api/public-map/basemaps/tiles.pmtiles').set('Range', 'bytes=0-126').buffer(true).parse(bytes).expect(206);
      expect(res.headers['content-range']).toBe(`bytes 0-126/${archiveBytes.length}`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['etag']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const header = res.body as Buffer;
      expect(header).toHaveLength(127);
      expect(header.subarray(0, 7).toString('ascii')).toBe('PMTiles');
      expect(header[7]).toBe(3);
      // A later range (a directory or a tile) is the archive's own bytes.
      const tail = await get('/api/public-map/basemaps/tiles.pmtiles').set('Range', `bytes=127-${archiveBytes.length - 1}`).buffer(true).parse(bytes).expect(206);
      expect((tail.body as Buffer).equals(archiveBytes.subarray(127))).toBe(true);
    });

    it('answers the whole archive, a revalidation and a range beyond its end', async () => {
      const whole = await get('/api/public-map/basemaps/tiles.pmtiles').buffer(true).parse(bytes).expect(200).expect('content-type', 'application/octet-stream');
      expect((whole.body as Buffer).equals(archiveBytes)).toBe(true);
      await get('/api/public-map/basemaps/tiles.pmtiles').set('If-None-Match', whole.headers['etag']).expect(304);
      const beyond = await get('/api/public-map/basemaps/tiles.pmtiles').set('Range', `bytes=${archiveBytes.length + 10}-${archiveBytes.length + 20}`).expect(416);
      expect(beyond.body).toMatchObject({ statusCode: 416, error: 'Range Not Satisfiable' });
    });

    it('is not rate limited: the map reads it in many small ranges', async () => {
      for (let i = 0; i < RATE_LIMIT * 2; i++) await get('/api/public-map/basemaps/tiles.pmtiles').set('Range', 'bytes=0-126').expect(206);
      const styles = [];
      for (let i = 0; i < RATE_LIMIT; i++) styles.push((await get('/api/public-map/basemaps/dark/pmtiles-style.json')).status);
      expect(styles).toContain(429);
    });
  });

  it('refuses to start on a BASEMAP_PMTILES that cannot be read, naming the variable and the file', async () => {
    const missing = `${archive}.missing`;
    await expect(startTestApp({ DATABASE_URL: db.url, BASEMAP_PMTILES: missing })).rejects.toThrow(ConfigError);
    await expect(startTestApp({ DATABASE_URL: db.url, BASEMAP_PMTILES: missing })).rejects.toThrow(`BASEMAP_PMTILES: ${missing} does not exist`);
  });
});
