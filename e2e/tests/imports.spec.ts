import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type {
  GraphModeParameter, GraphModeStatsRow, QueryAndDownloadBasin, QueryAndDownloadDataSource, QueryAndDownloadLocation, QueryAndDownloadLocationType,
  QueryAndDownloadOrganization, QueryAndDownloadParameter, QueryAndDownloadParameterGroup,
} from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';
import { withoutSavePicker } from '../support/save-picker';

// An Administrator loads a district's own water-quality results: uploads a Water Quality Portal result CSV, watches
// it run, reads its report, and finds the values on the Map Explorer's graph mode and in Query & Download. A file
// with bad rows is refused whole, with each refused row and why. A Developer may not import.

const PAGE = '/tools/system-management/data-imports';
const FIXTURES = resolve(__dirname, '../fixtures');
/** Four dissolved selenium results at a demo water-quality site whose demo programme measures no metals. */
const GOOD_FILE = resolve(FIXTURES, 'wqx-selenium.csv');
/** One good row, a NaN value (line 3) and a time without its time zone (line 4). */
const BAD_FILE = resolve(FIXTURES, 'wqx-bad-rows.csv');
const SITE_NAME = 'Yampa River at Fetcher Pond WQ';
const SITE_CODE = 'COSS_WQX-YR-FETCHER';
const SELENIUM = 'Selenium, Dissolved';
const IMPORTED_VALUES = ['0.8', '1.1', '0.9', '1.3'];

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function postJson<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/api/${path}`, { data: body });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The demo site and the selenium parameter as Query & Download lists them. */
async function siteAndParameter(page: Page) {
  const locations = await getJson<QueryAndDownloadLocation[]>(page, 'query-and-download/q-d-list-locations');
  const parameters = await getJson<QueryAndDownloadParameter[]>(page, 'query-and-download/q-d-list-parameters');
  const site = locations.find((l) => l.location_name === SITE_NAME);
  const selenium = parameters.find((p) => p.parameter_ndx === 1011);
  expect(site, SITE_NAME).toBeTruthy();
  expect(selenium, SELENIUM).toBeTruthy();
  return { site: site!, selenium: selenium! };
}

/** How many raw selenium results the site has between two instants, as Query & Download counts them. */
async function recordCount(page: Page, startDate: string, endDate: string): Promise<number> {
  const { site, selenium } = await siteAndParameter(page);
  const all = async <T>(list: string, key: keyof T) =>
    (await getJson<T[]>(page, `query-and-download/${list}`)).map((row) => row[key] as number);
  const form = {
    timestep: 'raw',
    basins: await all<QueryAndDownloadBasin>('q-d-list-basins', 'basin_ndx'),
    dataSources: await all<QueryAndDownloadDataSource>('q-d-list-data-sources', 'sourcecategory_ndx'),
    organizations: await all<QueryAndDownloadOrganization>('q-d-list-organizations', 'organization_ndx'),
    parameterGroups: await all<QueryAndDownloadParameterGroup>('q-d-list-parameter-groups', 'parameter_group_ndx'),
    locationTypes: await all<QueryAndDownloadLocationType>('q-d-list-location-types', 'location_type_ndx'),
    parameters: [selenium.parameter_ndx],
    locations: [site.location_ndx],
    startDate,
    endDate,
  };
  return (await postJson<{ count: number }>(page, 'query-and-download/count-data', form)).count;
}

async function openDataImports(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await sidebar.getByRole('button', { name: 'System Management' }).click();
  await sidebar.getByRole('link', { name: 'Data Imports', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/system-management\/data-imports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Imports' })).toBeVisible();
}

/** Uploads a WQX result file and answers the report of the run it started. */
async function upload(page: Page, file: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Upload a File' });
  await form.getByLabel('Format').selectOption('wqx-csv');
  await form.getByLabel('File').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('100% uploaded')).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  const report = page.getByRole('region', { name: /^Report of run \d+$/ });
  await expect(report).toBeVisible();
  return report;
}

const counts = (report: Locator) => report.getByRole('group', { name: 'Counts' });
/** The run's status as its report shows it (the counts also name a 'Rejected' figure). */
const status = (report: Locator) => report.locator('.portal-imports-report-meta .bp6-tag');

/** The cells of a CSV line (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
}

test('an Administrator uploads a WQX result file, follows its run, and finds its values in graph mode and Query & Download', async ({ page }) => {
  // Upload, run, two pages and the map on two shared cores.
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await openDataImports(page);

  const report = await upload(page, GOOD_FILE);
  await expect(report.getByRole('heading', { level: 2 })).toHaveText(/^Run \d+: wqx-selenium\.csv$/);
  const runNdx = Number(/(\d+)$/.exec((await report.getAttribute('aria-label')) ?? '')?.[1]);
  // The run is polled until it ends: queued or running first, then its outcome and counts.
  await expect(status(report)).toHaveText('Succeeded', { timeout: 60_000 });
  await expect(counts(report)).toHaveText('Read4Inserted4Updated0Unchanged0Rejected0');
  await expect(report.getByRole('table', { name: 'Rejected rows' })).toHaveCount(0);
  await expect(report.getByRole('heading', { name: 'Unmapped codes' })).toHaveCount(0);
  await expect(report.getByRole('heading', { name: 'New locations offered' })).toHaveCount(0);

  // The history lists the run with the same counts.
  const row = page.getByRole('table', { name: 'Import Runs' }).getByRole('row').filter({ hasText: 'wqx-selenium.csv' });
  await expect(row.getByRole('cell').first()).toHaveText(String(runNdx));
  await expect(row).toContainText('Succeeded');
  await expect(row).toContainText('admin@demo.portal');
  await expect(row.getByRole('button', { name: `Cancel run ${runNdx}` })).toHaveCount(0);

  // Query & Download counts exactly the four results, in September, and the CSV holds their values.
  const { site, selenium } = await siteAndParameter(page);
  // The file through the browser's own download (its save picker is the Query & Download specs' business).
  await withoutSavePicker(page);
  await page.goto('/tools/query-and-download');
  await expect(page.getByRole('heading', { level: 1, name: 'Query & Download' })).toBeVisible();
  await page.getByLabel('Start Date').fill('2026-09-01T00:00');
  await page.getByLabel('End Date').fill('2026-09-30T23:59');
  await page.getByLabel('Time Step').selectOption('raw');
  for (const [picker, name] of [['Locations', site.location_name], ['Parameters', selenium.display_name]] as const) {
    const group = page.getByRole('group', { name: picker, exact: true });
    await group.getByRole('searchbox', { name: `Search ${picker}` }).fill(name);
    await group.getByRole('button', { name, exact: true }).click();
  }
  await expect(page.getByText(/records available for download$/)).toHaveText('4 records available for download');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/).map(csvCells);
  expect(lines).toHaveLength(4);
  const column = (name: string) => header.indexOf(name);
  expect(lines.map((cells) => cells[column('location')])).toEqual(Array(4).fill(site.location_name));
  expect(lines.map((cells) => Number(cells[column('value')])).sort()).toEqual(IMPORTED_VALUES.map(Number).sort());

  // Graph mode's statistics follow the import: the site gains a selenium row of four records.
  const parameters = await postJson<GraphModeParameter[]>(page, 'list-parameters-graph-mode', { periodOfRecord: 'full', parameterGroups: [], threats: [] });
  const seleniumNdx = parameters.find((p) => p.parameter_name === SELENIUM)?.parameter_ndx;
  expect(seleniumNdx, 'selenium is offered in graph mode').toBeDefined();
  await expect.poll(async () => {
    const rows = await postJson<GraphModeStatsRow[]>(page, 'locations-map-graph-mode', { periodOfRecord: 'full', recordCount: 0, parameters: [seleniumNdx] });
    return rows.find((r) => r.location_id === SITE_CODE)?.recordcount ?? 0;
  }, { timeout: 60_000 }).toBe(4);

  await page.addInitScript(() => {
    (window as Window & { __portalExposeMap?: boolean }).__portalExposeMap = true;
  });
  await page.goto(`/tools/map-explorer?mode=graph&periodOfRecord=full&analysis=benchmark_scale_median&parameters=${encodeURIComponent(SELENIUM)}`);
  await expect(page.getByRole('button', { name: 'Return to Map Explorer' })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => {
    const map = (window as Window & { __portalMap?: { loaded(): boolean; isMoving(): boolean } }).__portalMap;
    return !!map && map.loaded() && !map.isMoving();
  }, undefined, { timeout: 20_000 });
  const search = page.getByRole('combobox', { name: 'Individual Locations Search' });
  await search.fill(SITE_NAME);
  await expect(page.getByRole('listbox', { name: 'Individual Locations Search results' }).getByRole('option').first()).toHaveText(`${SITE_NAME} ${SITE_CODE}`);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: SITE_NAME })).toBeVisible({ timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Location details' });
  await expect(panel.getByRole('heading', { name: SITE_NAME })).toBeVisible();
  const seleniumRow = panel.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: SELENIUM }) });
  await expect(seleniumRow).toHaveCount(1);
  const headers = await panel.getByRole('columnheader').allTextContents();
  await expect(seleniumRow.locator('td').nth(headers.indexOf('Count'))).toHaveText('4');
});

test('a file with bad rows is refused whole: its report names each refused row, and they download as CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await openDataImports(page);
  const october = ['2026-10-01T00:00:00-06:00', '2026-10-31T23:59:59-06:00'] as const;
  expect(await recordCount(page, ...october)).toBe(0);

  const report = await upload(page, BAD_FILE);
  await expect(status(report)).toHaveText('Rejected', { timeout: 60_000 });
  await expect(counts(report)).toContainText('Inserted0Updated0Unchanged0Rejected2');
  const rejected = report.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row', { name: /line 3 ResultMeasureValue/ })).toBeVisible();
  await expect(rejected.getByRole('row', { name: /line 4 ActivityStartTime\/TimeZoneCode/ })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Download rejected rows (CSV)' }).click()]);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toMatch(/line 3,ResultMeasureValue,/);
  expect(csv).toMatch(/line 4,ActivityStartTime\/TimeZoneCode,/);
  await expect(page.getByText('CSV file successfully added to download folder.')).toBeVisible();

  // All or nothing: the file's one good row was not written either.
  expect(await recordCount(page, ...october)).toBe(0);
});

test('a Developer has no Data Imports entry, and the address shows the Unauthorized page', async ({ page }) => {
  await signIn(page, 'developer');
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await sidebar.getByRole('button', { name: 'System Management' }).click();
  await expect(sidebar.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Data Imports', exact: true })).toHaveCount(0);

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Imports' })).toHaveCount(0);
  // The API refuses the Developer's own token too.
  const response = await page.request.get('/api/imports', { headers: { authorization: `Bearer ${await pageAccessToken(page)}` } });
  expect(response.status()).toBe(403);
});

for (const width of [1440, 390]) {
  for (const theme of ['LIGHT', 'DARK'] as const) {
    test(`at ${width} px in the ${theme.toLowerCase()} theme the screen needs no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => window.localStorage.setItem('portal.theme', value), theme);
      await signIn(page, 'admin');
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1, name: 'Data Imports' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Mappings' }).locator('tbody tr').first()).toBeVisible();
      // The runs of the tests above, or none when this test runs alone: the newest one's report is opened.
      const firstReport = page.getByRole('button', { name: /^Report of run \d+$/ }).first();
      await expect(firstReport.or(page.getByText('No imports yet.'))).toBeVisible();
      if (await firstReport.count()) {
        await firstReport.click();
        await expect(page.getByRole('region', { name: /^Report of run \d+$/ }).getByRole('group', { name: 'Counts' })).toBeVisible();
      }
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await page.screenshot({ path: test.info().outputPath(`data-imports-${width}-${theme.toLowerCase()}.png`), fullPage: true });
    });
  }
}
