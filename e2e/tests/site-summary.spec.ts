import { expect, type Page, test } from '@playwright/test';
import type { SiteParamSummaryRow } from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';

// A Stakeholder opens the Site Summary Table from the sidebar, filters it, chooses its columns, follows a site's
// Fly to on Map and lands on the map explorer centred on the site at zoom 14.

type TestMap = { getCenter(): { lng: number; lat: number }; getZoom(): number; isMoving(): boolean; loaded(): boolean };
type TestWindow = Window & { __portalMap?: TestMap; __portalExposeMap?: boolean };
const table = (page: Page) => page.getByRole('table', { name: 'Site Summary Table' });

test('a Stakeholder reads the Site Summary Table and flies to a site on the map', async ({ page }) => {
  await signIn(page, 'stakeholder');
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await sidebar.getByRole('button', { name: 'Operations' }).click();
  await sidebar.getByRole('link', { name: 'Site Summary Table', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Summary Table' })).toBeVisible();

  const response = await page.request.get('/api/site-param-summary-table', { headers: { authorization: `Bearer ${await pageAccessToken(page)}` } });
  const rows = (await response.json()) as SiteParamSummaryRow[];
  expect(rows.length).toBeGreaterThan(60);
  const headers = table(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    'Location Name', 'Location Type', 'Parameter', 'Data Provider', 'HUC 8', 'Start POR', 'End POR', 'Years', 'Location URLs', 'Map',
  ]);
  await expect(page.getByText(`Showing 1–60 of ${rows.length}`)).toBeVisible();

  // A site with links: filter down to it, see its links, then hide a column.
  const site = rows.find((r) => r.location_urls && r.latitude !== null) as SiteParamSummaryRow;
  await page.getByRole('searchbox', { name: 'Filter Site Summary Table' }).fill(`${site.location_name} ${site.parameter}`);
  const row = table(page).getByRole('row').filter({ hasText: site.parameter }).first();
  const [firstLink] = site.location_urls!.split(/,(?=[^,;]+;)/);
  const [label, url] = [firstLink.slice(0, firstLink.indexOf(';')), firstLink.slice(firstLink.indexOf(';') + 1)];
  await expect(row.getByRole('link', { name: label })).toHaveAttribute('href', url);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'HUC 8' }).locator('xpath=..').click();
  // The coordinates are hidden at first and shown on request, in the table's order.
  await page.getByRole('checkbox', { name: 'Latitude' }).locator('xpath=..').click();
  await page.getByRole('checkbox', { name: 'Longitude' }).locator('xpath=..').click();
  await page.keyboard.press('Escape');
  await expect(headers).not.toContainText(['HUC 8']);
  await expect(headers).toHaveText([
    'Location Name', 'Location Type', 'Parameter', 'Data Provider', 'Start POR', 'End POR', 'Years', 'Latitude', 'Longitude', 'Location URLs', 'Map',
  ]);
  await expect(row.getByRole('cell').nth(7)).toHaveText(String(site.latitude));

  // The link navigates within the app (no new document): the map is told to expose itself on this page.
  await page.evaluate(() => {
    (window as TestWindow).__portalExposeMap = true;
  });
  await row.getByRole('link', { name: `Fly to on Map: ${site.location_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/map-explorer/[^/]+/${site.latitude}/${site.longitude}/14$`));
  // The map flies there once loaded: wait for the flight to end at the site's zoom.
  await page.waitForFunction(() => {
    const map = (window as TestWindow).__portalMap;
    return !!map && map.loaded() && !map.isMoving() && Math.abs(map.getZoom() - 14) < 0.05;
  }, undefined, { timeout: 30_000 });
  const view = await page.evaluate(() => {
    const map = (window as TestWindow).__portalMap!;
    return { ...map.getCenter(), zoom: map.getZoom() };
  });
  expect(view.zoom).toBeCloseTo(14, 1);
  expect(view.lat).toBeCloseTo(site.latitude!, 3);
  expect(view.lng).toBeCloseTo(site.longitude!, 3);
});

test('at 1440 px the rows are compact: short values and Fly to on Map on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'stakeholder');
  await page.goto('/tools/site-summary-table');
  const flyTo = table(page).getByRole('link', { name: /^Fly to on Map: / }).first();
  await expect(flyTo).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('site-summary-1440.png') });
  // One line: the element's text takes a single line box.
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  };
  expect(await flyTo.evaluate(lines)).toBe(1);
  const rows = table(page).getByRole('rowgroup').nth(1).getByRole('row');
  const firstRow = rows.first();
  // Location Type, HUC 8, Start POR, End POR, Years.
  for (const column of [1, 4, 5, 6, 7]) expect(await firstRow.getByRole('cell').nth(column).evaluate(lines)).toBe(1);
  // The long texts keep to two lines, their whole text in the tooltip.
  const name = firstRow.getByRole('cell').first().locator('.portal-column-clamp');
  const rowData = await firstRow.getByRole('cell').first().textContent();
  await expect(name).toHaveAttribute('title', rowData!);
  // Every row of the page is at most two lines of text high: at least 14 rows show in a 900 px window.
  const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(Math.max(...heights)).toBeLessThanOrEqual(2 * lineHeight + 16);
  const inWindow = heights.filter((_, i) => heights.slice(0, i + 1).reduce((a, b) => a + b, 0) <= 900).length;
  expect(inWindow).toBeGreaterThanOrEqual(14);
});
