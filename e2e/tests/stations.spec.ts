import { expect, type Locator, type Page, test } from '@playwright/test';
import type { StationListItem } from '@portal/contracts';

const STATIONS = '/tools/monitoring-locations-and-parameters-by-basin-region';
const COLUMNS = ['Region', 'Monitoring Location', 'Parameter', 'Starts', 'Ends', 'Huc 10'];
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const SHOWING_FIRST_PAGE = /^Showing 1–10 of \d+$/;

function stationsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Monitoring locations and parameters' });
}

/** The data rows (the header row group holds the headers and the filters). */
function bodyRows(page: Page): Locator {
  return stationsTable(page).getByRole('rowgroup').nth(1).getByRole('row');
}

/** One column's texts over the rows shown, by position in COLUMNS. */
function columnTexts(page: Page, header: string): Promise<string[]> {
  return bodyRows(page)
    .locator(`td:nth-child(${COLUMNS.indexOf(header) + 1})`)
    .allTextContents();
}

const regionFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by Region' });
const showing = (page: Page) => page.getByText(/^Showing /);

/** The demo dataset as the API serves it: the oracle the table is checked against. */
async function stationList(page: Page, regGroupNdx?: number): Promise<StationListItem[]> {
  const response = await page.request.get('/api/stations-list', {
    params: regGroupNdx === undefined ? undefined : { reg_group_ndx: regGroupNdx },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StationListItem[];
}

/** n of 'Showing a–b of n'. */
async function shownTotal(page: Page): Promise<number> {
  return Number(/ of (\d+)$/.exec((await showing(page).textContent()) ?? '')?.[1]);
}

/** Opens the table and waits for its first page of rows; answers how many rows the table has. */
async function openStations(page: Page, path = STATIONS): Promise<number> {
  await page.goto(path);
  await expect(showing(page)).toHaveText(/^Showing 1–\d+ of \d+$/);
  return shownTotal(page);
}

test.describe('stations table', () => {
  test('loads the demo rows under the product columns, without console errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    const total = await openStations(page);

    await expect(page).toHaveTitle('Monitoring Locations and Parameters by Basin Region | Basin Water Data Portal');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Monitoring Locations and Parameters by Basin Region' }),
    ).toBeVisible();
    await expect(stationsTable(page).getByRole('columnheader')).toHaveText(COLUMNS);
    expect(total).toBe((await stationList(page)).length);
    await expect(bodyRows(page)).toHaveCount(10);

    for (const row of await bodyRows(page).all()) {
      const [region, location, parameter, starts, ends] = await row.getByRole('cell').allTextContents();
      expect(region.trim()).not.toBe('');
      expect(location.trim()).not.toBe('');
      expect(parameter.trim()).not.toBe('');
      expect(starts).toMatch(DATE);
      expect(ends).toMatch(DATE);
    }
    // Dates are the API's yyyy-MM-dd shown as MM/dd/yyyy, with no time-zone shift.
    const [first] = await stationList(page);
    const [y, m, d] = first.por_min.split('-');
    await expect(bodyRows(page).first().getByRole('cell').nth(3)).toHaveText(`${m}/${d}/${y}`);
    expect(problems).toEqual([]);
  });

  test("presets the Region filter from the route's reg_group_ndx", async ({ page }) => {
    const region4 = await stationList(page, 4);
    expect(region4.length).toBeGreaterThan(0);
    const name = region4[0].region;

    await openStations(page, `${STATIONS}/4`);

    await expect(regionFilter(page)).toHaveValue('4');
    await expect(regionFilter(page).locator('option:checked')).toHaveText(name);
    await expect(showing(page)).toHaveText(`Showing 1–${Math.min(10, region4.length)} of ${region4.length}`);
    expect(new Set(await columnTexts(page, 'Region'))).toEqual(new Set([name]));
  });

  test('changing the Region filter narrows the rows and puts the region in the URL', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Monitoring Locations and Parameters by Basin Region/ }).click();
    await expect(showing(page)).toHaveText(SHOWING_FIRST_PAGE);
    const total = await shownTotal(page);

    const option = regionFilter(page).locator('option').nth(1);
    const [value, name] = [await option.getAttribute('value'), await option.textContent()];
    await regionFilter(page).selectOption(value ?? '');

    await expect(page).toHaveURL(`${STATIONS}/${value}`);
    const inRegion = await stationList(page, Number(value));
    expect(inRegion.length).toBeLessThan(total);
    await expect(showing(page)).toHaveText(new RegExp(`of ${inRegion.length}$`));
    expect(new Set(await columnTexts(page, 'Region'))).toEqual(new Set([name]));

    // The URL is replaced, not pushed: Back leaves the table instead of stepping through regions.
    await page.goBack();
    await expect(page).toHaveURL('/dashboard');

    await page.goForward();
    await regionFilter(page).selectOption({ label: 'All regions' });
    await expect(page).toHaveURL(STATIONS);
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${total}`);
  });

  test('a text filter keeps only rows containing the text', async ({ page }) => {
    const total = await openStations(page);
    const [location] = await columnTexts(page, 'Monitoring Location');
    // Part of a name, in other letter case: the filter is a case-insensitive "contains".
    const needle = location.slice(1).toUpperCase();
    const expected = (await stationList(page)).filter((s) => s.location.toUpperCase().includes(needle)).length;

    await page.getByRole('searchbox', { name: 'Filter by Monitoring Location' }).fill(needle);

    await expect(showing(page)).toHaveText(new RegExp(`^Showing 1–\\d+ of ${expected}$`));
    expect(expected).toBeLessThan(total);
    for (const text of await columnTexts(page, 'Monitoring Location')) expect(text.toUpperCase()).toContain(needle);

    await page.getByRole('searchbox', { name: 'Filter by Parameter' }).fill('no parameter is called this');
    await expect(bodyRows(page)).toHaveText(['No records to display']);
  });

  test('paging moves through the rows', async ({ page }) => {
    const total = await openStations(page);
    expect(total).toBeGreaterThan(20);
    const firstPage = await columnTexts(page, 'Monitoring Location');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(showing(page)).toHaveText(`Showing 11–20 of ${total}`);
    const all = await stationList(page);
    expect(await columnTexts(page, 'Monitoring Location')).toEqual(all.slice(10, 20).map((s) => s.location));
    expect(await columnTexts(page, 'Monitoring Location')).not.toEqual(firstPage);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(showing(page)).toHaveText(`Showing 1–10 of ${total}`);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
    await expect(showing(page)).toHaveText(`Showing 1–5 of ${total}`);
    await expect(bodyRows(page)).toHaveCount(5);
  });

  test("says 'Error loading data' when the list cannot be loaded", async ({ page }) => {
    await page.route('**/api/stations-list*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }),
    );
    await page.goto(STATIONS);
    await expect(bodyRows(page)).toHaveText(['Error loading data']);
  });

  test("says 'No records to display' when there are no stations", async ({ page }) => {
    await page.route('**/api/stations-list*', (route) => route.fulfill({ json: [] }));
    await page.goto(STATIONS);
    await expect(bodyRows(page)).toHaveText(['No records to display']);
    await expect(showing(page)).toHaveText('Showing 0 of 0');
  });
});

test.describe('stations in the site shell', () => {
  test("shows the 'Demo data' tag and is reached from the sidebar", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Tools' });
    await sidebar.getByRole('button', { name: 'Tools', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Monitoring Locations and Parameters by Basin Region' }).click();
    await expect(page).toHaveURL(STATIONS);
    await page.getByRole('link', { name: 'Basin Water Data Portal' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Basin Water Data Portal' })).toBeVisible();
  });
});
