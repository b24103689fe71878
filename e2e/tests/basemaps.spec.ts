import { expect, type Page, type Route, test } from '@playwright/test';
import { decode, encode } from 'fast-png';
import { ONLINE_MAP_HOSTS } from '../support/online-basemaps';

// The map's online basemaps and hydrology layers without a network: the internet services are stood in for by
// page.route answers made here (a one-colour tile, a small style, an identify answer). Without those answers the
// map must find the services unreachable by itself and show the offline basemap, saying so.

const MAP = '/tools/map-explorer';
/** The stand-in USGS tiles' colour: far from every colour of the offline styles and the portal's layers. */
const TILE_RGB = [214, 40, 200] as const;

interface TestMap {
  getLayer(id: string): unknown;
  getStyle(): { name?: string; layers: { id: string }[] };
  loaded(): boolean;
  isMoving(): boolean;
}
type TestWindow = Window & { __portalMap?: TestMap; __portalExposeMap?: boolean };

function png(width: number, height: number, rgba: readonly [number, number, number, number]): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return Buffer.from(encode({ width, height, data, channels: 4 }));
}

const CORS = { 'access-control-allow-origin': '*' };
const fulfillPng = (route: Route, body: Buffer) => route.fulfill({ status: 200, contentType: 'image/png', headers: CORS, body });

/** Answers every request to the online map services as they would; returns the URLs asked for, by host. */
async function standInForOnlineServices(page: Page): Promise<Record<string, string[]>> {
  const asked: Record<string, string[]> = Object.fromEntries(ONLINE_MAP_HOSTS.map((host) => [host, []]));
  const tile = png(256, 256, [...TILE_RGB, 255]);
  const transparent = png(256, 256, [0, 0, 0, 0]);
  for (const host of ONLINE_MAP_HOSTS) {
    await page.route(`https://${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      asked[host].push(url.href);
      if (host === 'basemap.nationalmap.gov') return fulfillPng(route, tile);
      if (host === 'hydro.nationalmap.gov') {
        if (url.pathname.endsWith('/identify')) {
          return route.fulfill({ status: 200, headers: CORS, json: { results: [{ layerName: 'HUC10', value: 'Upper Yampa River' }] } });
        }
        return fulfillPng(route, transparent);
      }
      // OpenFreeMap: a style whose one source is its own raster tiles.
      if (url.pathname.startsWith('/styles/')) {
        return route.fulfill({
          status: 200, headers: CORS,
          json: {
            version: 8, name: `OpenFreeMap ${url.pathname.split('/').pop()}`,
            sources: { ofm: { type: 'raster', tiles: ['https://tiles.openfreemap.org/test/{z}/{x}/{y}.png'], tileSize: 256, attribution: 'OpenFreeMap © OpenMapTiles Data from OpenStreetMap' } },
            layers: [{ id: 'ofm', type: 'raster', source: 'ofm' }],
          },
        });
      }
      return fulfillPng(route, tile);
    });
  }
  return asked;
}

/** Opens the map explorer with its map exposed to the test. */
async function openMapPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as TestWindow).__portalExposeMap = true;
  });
  await page.goto(MAP);
}

async function openMap(page: Page): Promise<void> {
  await openMapPage(page);
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  // The monitoring locations are on the map, and it has drawn what it was loading.
  await page.waitForFunction(() => !!(window as TestWindow).__portalMap?.getLayer('monitoring-locations-labels'), undefined, { timeout: 20_000 });
  await settled(page);
}

/** Resolves once the map has stopped moving and has drawn everything it was loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const map = (window as TestWindow).__portalMap;
    return !!map && !map.isMoving() && map.loaded();
  }, undefined, { timeout: 20_000 });
}

/** The share of the map's pixels that are the stand-in USGS tiles' colour. */
async function tileColourShare(page: Page): Promise<number> {
  const shot = decode(await page.locator('.map-explorer-map').screenshot());
  const channels = shot.channels;
  let matching = 0;
  for (let i = 0; i < shot.data.length; i += channels) {
    if (TILE_RGB.every((value, c) => Math.abs(Number(shot.data[i + c]) - value) <= 6)) matching++;
  }
  return matching / (shot.width * shot.height);
}

const basemapsAccordion = (page: Page) => page.getByRole('button', { name: 'Basemaps', exact: true });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Online basemaps could not be reached' });
/** The notice over the map, and the one in the Basemaps panel. */
const mapNotice = (page: Page) => page.locator('.map-explorer-map-area').getByRole('status').filter({ hasText: 'Online basemaps could not be reached' });
const panelNotice = (page: Page) => page.locator('.map-explorer-control-panel').getByRole('status').filter({ hasText: 'Online basemaps could not be reached' });

test.describe('basemaps', () => {
  test.setTimeout(60_000);

  test('online: the USGS basemap and the national hydrology layers are drawn, with their attribution', async ({ page }, testInfo) => {
    const asked = await standInForOnlineServices(page);
    await openMap(page);
    // Drawn offline at once, the map switches to the online basemap when its check answers.
    await page.waitForFunction(() => (window as TestWindow).__portalMap?.getStyle().name === 'USGS Topo', undefined, { timeout: 20_000 });
    await page.waitForFunction(() => !!(window as TestWindow).__portalMap?.getLayer('monitoring-locations-labels'), undefined, { timeout: 20_000 });
    await settled(page);
    expect(asked['basemap.nationalmap.gov'].some((url) => /\/USGSTopo\/MapServer\/tile\/\d+\/\d+\/\d+$/.test(url))).toBe(true);
    // The online streams (NHD) are on, the demo's stand-ins are not on the map at all.
    expect(asked['hydro.nationalmap.gov'].some((url) => url.includes('/nhd/MapServer/export?'))).toBe(true);
    expect(await page.evaluate(() => !!(window as TestWindow).__portalMap!.getLayer('nhd-flowlines'))).toBe(true);
    expect(await page.evaluate(() => !!(window as TestWindow).__portalMap!.getLayer('streams'))).toBe(false);
    expect(await tileColourShare(page)).toBeGreaterThan(0.3);

    const attribution = page.locator('.maplibregl-ctrl-attrib');
    if (!(await attribution.getByText('USGS The National Map').isVisible())) await attribution.getByRole('button').click();
    await expect(attribution.getByRole('link', { name: 'USGS The National Map' })).toBeVisible();

    await basemapsAccordion(page).click();
    await expect(page.getByRole('button', { name: 'Satellite' })).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
    // One checkbox per hydrology group whichever mode draws it.
    await page.getByRole('button', { name: 'Map Layers', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'HUC 12 Boundaries' })).toHaveCount(1);

    await testInfo.attach('online basemap', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('without the online services the map falls back to the offline basemap by itself and says so', async ({ page }, testInfo) => {
    await openMap(page);

    const style = await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().name);
    expect(style).toMatch(/\(offline\)$/);
    // The offline stand-ins and the monitoring locations are drawn; the online layers are not on the map.
    expect(await page.evaluate(() => !!(window as TestWindow).__portalMap!.getLayer('streams'))).toBe(true);
    expect(await page.evaluate(() => !!(window as TestWindow).__portalMap!.getLayer('nhd-flowlines'))).toBe(false);
    await expect.poll(() => page.evaluate(() => {
      const map = (window as TestWindow).__portalMap as unknown as { queryRenderedFeatures(g?: unknown, o?: { layers: string[] }): unknown[] };
      const circles = (window as TestWindow).__portalMap!.getStyle().layers.map((l) => l.id).filter((id) => id.startsWith('monitoring-locations-') && id !== 'monitoring-locations-labels');
      return map.queryRenderedFeatures(undefined, { layers: circles }).length;
    })).toBeGreaterThan(0);
    expect(await tileColourShare(page)).toBeLessThan(0.01);

    // Said on the map, where the visitor looks, with the Basemaps panel still closed.
    await expect(basemapsAccordion(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mapNotice(page)).toBeVisible();
    await expect(mapNotice(page)).toHaveText('Online basemaps could not be reached; showing the offline map.');
    await basemapsAccordion(page).click();
    await expect(panelNotice(page)).toBeVisible();
    await expect(panelNotice(page)).toHaveText('Online basemaps could not be reached; showing the offline map.');

    await testInfo.attach('offline fallback', { body: await page.screenshot(), contentType: 'image/png' });
  });
  test('the map draws the offline basemap at once while the online one is checked; a failed check is said on the map and remembered', async ({ page }, testInfo) => {
    // The online services never answer (packets dropped): the page's own check gives up after its timeout (4 s).
    const pending: string[] = [];
    for (const host of ONLINE_MAP_HOSTS) await page.route(`https://${host}/**`, (route) => void pending.push(route.request().url()));
    const at = (pattern: RegExp) => page.waitForRequest((request) => pattern.test(request.url())).then(() => Date.now());
    const checkStarts = at(/\/online-style\.json$/);
    const offlineStyleAsked = at(/\/api\/public-map\/basemaps\/[^/]+\/style\.json$/);
    await openMapPage(page);

    // The offline style is asked for right away, not once the check has given up, and the layer list is filled
    // while the check still waits on the online service.
    const [checked, drawn] = await Promise.all([checkStarts, offlineStyleAsked]);
    expect(drawn - checked, 'ms from the online check to the offline style').toBeLessThan(2_000);
    await expect.poll(() => pending.length, { message: 'the online check has asked the online service' }).toBeGreaterThan(0);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await page.waitForFunction(() => !!(window as TestWindow).__portalMap?.getLayer('monitoring-locations-labels'), undefined, { timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath('while-checking.png') });

    // The check gives up: the notice is on the map, dismissible.
    await expect(mapNotice(page)).toHaveText('Online basemaps could not be reached; showing the offline map.', { timeout: 20_000 });
    expect(await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().name)).toMatch(/\(offline\)$/);
    await testInfo.attach('offline notice on the map', { body: await page.screenshot(), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath('offline-notice.png') });
    await mapNotice(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(mapNotice(page)).toHaveCount(0);

    // The session remembers: the next load starts offline without asking the online services again, and the
    // dismissed notice stays away (the Basemaps panel still says it).
    const askedBefore = pending.length;
    await page.reload();
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
    await page.waitForFunction(() => !!(window as TestWindow).__portalMap?.getLayer('monitoring-locations-labels'), undefined, { timeout: 20_000 });
    await settled(page);
    expect(await page.evaluate(() => (window as TestWindow).__portalMap!.getStyle().name)).toMatch(/\(offline\)$/);
    expect(pending.length).toBe(askedBefore);
    await expect(mapNotice(page)).toHaveCount(0);
    await basemapsAccordion(page).click();
    await expect(panelNotice(page)).toBeVisible();
  });
});
