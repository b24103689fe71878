import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
// The backend's own starting phase, run here on its own: the page under test is what it serves.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { Starting, switchingListener } from '../../backend/src/health/starting';
import { contrastRatio } from '../support/map-contrast';

// A visitor who opens the portal during its first start (while it generates the demo data) sees what is being
// prepared and how far it has come, and the page turns into the portal by itself. The starting phase is the
// backend's own (main.ts puts the same listener in front of the API); the "portal" here is a stand-in that answers
// once ready, as the API does, so the test does not wait minutes for a real seed.

let server: Server;
let base: string;
let starting: Starting;
let switching: ReturnType<typeof switchingListener>;

test.beforeEach(async () => {
  starting = new Starting({ version: 'test', mode: 'embedded' });
  switching = switchingListener(starting.listener);
  server = createServer(switching.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

for (const theme of ['light', 'dark'] as const) {
  test(`the first start's page follows the demo data's progress and becomes the portal by itself (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    starting.report({ stage: 'Generating the demo data: daily records', percent: 4, seeding: true });
    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The demo data is being prepared');
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('value', '4');
    await page.screenshot({ path: test.info().outputPath(`first-start-${theme}.png`) });

    // The page asks again on its own and shows the new stage (its script runs under the page's own policy).
    starting.report({ stage: 'Generating the demo data: water-quality samples', percent: 64, seeding: true });
    await expect(bar).toHaveAttribute('value', '64');
    await expect(page.getByRole('status')).toHaveText('Generating the demo data: water-quality samples (64%)');

    switching.ready((req, res) => {
      if (req.url === '/api/health') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Portal</title><h1>Basin Water Data Portal</h1>');
      }
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basin Water Data Portal', { timeout: 10_000 });
    expect(page.url()).toBe(`${base}/`);
  });
}

test('the page meets 4.5:1 contrast and has no script error in either theme', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page and its polls are answered 503 on purpose (the portal is not ready): the browser logs each such load.
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`${base}/tools/map-explorer`);
    const [text, background, stage] = await page.evaluate(() => [
      getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.getElementById('stage')!).color,
    ]);
    expect(contrast(text, background), `${theme} text`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(stage, background), `${theme} stage`).toBeGreaterThanOrEqual(4.5);
  }
  await page.waitForTimeout(2500); // one poll of the page's script
  expect(errors).toEqual([]);
});

/** WCAG contrast ratio of two rgb() colours (the map's contrast helper does the arithmetic). */
const contrast = (a: string, b: string) => contrastRatio(channels(a), channels(b));
const channels = (rgb: string) => rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
