import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { expect, test } from '@playwright/test';
// The backend's test-support writer of a PMTiles archive: test code shared by two test suites, not a product import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { writeTestArchive } from '../../backend/test/pmtiles';

// A district's self-hosted basemap (BASEMAP_PMTILES) in a real browser: a second backend on the suite's database,
// started here with a small PMTiles archive written for the test and no internet basemaps (BASEMAPS=offline), so
// every tile the map draws comes from the archive through MapLibre's pmtiles protocol and HTTP range requests.

interface TestMap {
  loaded(): boolean;
  getStyle(): { sources: Record<string, { type: string; url?: string }> };
}
type TestWindow = Window & { __portalMap?: TestMap; __portalExposeMap?: boolean };

const ARCHIVE_PATH = '/api/public-map/basemaps/tiles.pmtiles';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.describe('self-hosted PMTiles basemap', () => {
  test.setTimeout(120_000);
  let server: ChildProcess | undefined;
  let base = '';
  let archive = '';

  test.beforeAll(async () => {
    test.skip(!process.env.E2E_DATABASE_URL, 'needs the suite\'s own database (not an external deployment)');
    archive = writeTestArchive();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/backend/backend/src/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: process.env.E2E_DATABASE_URL,
        LOG_LEVEL: 'warn', PUBLIC_URL: base, BASEMAPS: 'offline', BASEMAP_PMTILES: archive,
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (archive) rmSync(dirname(archive), { recursive: true, force: true });
  });

  test('the map draws Outdoors from the archive with range requests, without falling back', async ({ page }) => {
    const ranges: { range: string | null; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === ARCHIVE_PATH) ranges.push({ range: response.request().headers()['range'] ?? null, status: response.status() });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      (window as TestWindow).__portalExposeMap = true;
    });
    await page.goto(`${base}/tools/map-explorer`);
    await page.waitForFunction(() => (window as TestWindow).__portalMap?.loaded(), undefined, { timeout: 30_000 });

    // The shown style reads its vector tiles from this portal's archive through the pmtiles protocol.
    const sources = await page.evaluate(() => Object.values((window as TestWindow).__portalMap!.getStyle().sources));
    expect(sources.some((source) => source.type === 'vector' && source.url === `pmtiles://${ARCHIVE_PATH}`)).toBe(true);
    // Read piece by piece: every request names a byte range and gets 206 Partial Content.
    await expect.poll(() => ranges.length).toBeGreaterThan(0);
    for (const { range, status } of ranges) {
      expect(range).toMatch(/^bytes=\d+-\d+$/);
      expect(status).toBe(206);
    }
    await expect(page.getByText('Online basemaps could not be reached')).toHaveCount(0);
    // The attribution the archive's data asks for.
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap');
    await page.screenshot({ path: test.info().outputPath('pmtiles-basemap.png') });
    expect(errors).toEqual([]);
  });
});
