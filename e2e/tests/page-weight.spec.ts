import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// What the landing page costs a visitor on the wire: every response as sent (compressed, with its headers), from the
// first request until the network is quiet. Icons were most of it: Blueprint's icon fonts as uncompressed TTF and
// every icon's paths of both sizes, where the page draws a handful.

/** Bytes the landing page may transfer in all (the bench holds the same budget). */
const LANDING_TRANSFER_BUDGET = 300_000;

test('the landing page transfers at most 300 KB, with no icon font and the icons it draws', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Basin Water Data Portal' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The icons the page draws still come: each Blueprint icon on the page has its SVG paths.
  const icons = page.locator('#root .bp6-icon svg');
  await expect(icons.first()).toBeVisible();
  const iconCount = await icons.count();
  await expect(page.locator('#root .bp6-icon svg:has(path)')).toHaveCount(iconCount);
  await page.waitForLoadState('networkidle');

  const fetched = [...urls.values()].map((url) => new URL(url).pathname);
  expect(fetched.filter((path) => /\.(ttf|woff2?|eot)$/.test(path) && path.includes('blueprint-icons'))).toEqual([]);
  const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
  const largest = [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([id, size]) => `${urls.get(id)} ${size}`);
  expect(total, `transferred ${total} bytes; the largest: ${largest.join(', ')}`).toBeLessThanOrEqual(LANDING_TRANSFER_BUDGET);
});

test('the web build holds no icon font file for a page to ask for', () => {
  // The build the end-to-end server serves (npm run build writes it before the tests).
  const assets = readdirSync(resolve(__dirname, '../../dist/apps/web/assets'));
  expect(assets.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
  expect(assets.filter((file) => /blueprint-icons-.*\.(eot|svg|ttf|woff2?)(\.(br|gz))?$/.test(file))).toEqual([]);
});
