import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { QueryAndDownloadDataCategory, QueryAndDownloadLocation, QueryAndDownloadParameter } from '@portal/contracts';
import { expectNoAccessibilityViolations } from '../support/axe';
import { pickedFileText, playSavePicker, withoutSavePicker } from '../support/save-picker';

// A visitor (no sign-in) picks a gauge and its daily flow, sees how many records the form selects, reads the API
// call behind Download, and downloads a CSV holding exactly that many data rows.

const CSV_HEADER = 'location,parameter,timestamp,value,units,nondetect,detection_limit,organization,data_source,time_step';
const FILL_OUT = 'Please fill out the form to see available records';

async function lists(page: Page) {
  const get = async <T>(path: string) => (await (await page.request.get(`/api/query-and-download/${path}`)).json()) as T;
  const locations = await get<QueryAndDownloadLocation[]>('q-d-list-locations');
  const parameters = await get<QueryAndDownloadParameter[]>('q-d-list-parameters');
  const categories = await get<QueryAndDownloadDataCategory[]>('q-d-list-data-categories');
  // Yampa River at Steamboat Springs' daily flow: a demo series with a value every day up to yesterday.
  const gauge = locations.find((l) => l.location_ndx === 3) as QueryAndDownloadLocation;
  const flow = parameters.find((p) => p.parameter_ndx === 67) as QueryAndDownloadParameter;
  expect(gauge && flow).toBeTruthy();
  return { gauge, flow, categories };
}

/** Finds a chip through the picker's search and clicks it. */
async function pickChip(page: Page, picker: string, name: string): Promise<void> {
  const group = page.getByRole('group', { name: picker, exact: true });
  await group.getByRole('searchbox', { name: `Search ${picker}` }).fill(name);
  const chip = group.getByRole('button', { name, exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
}

test('a visitor counts the records of a form and downloads exactly that many rows', async ({ page, context, baseURL }) => {
  // A browser without a save picker (Firefox, Safari): the form is posted into a hidden frame, and the browser's own
  // download manager takes the file (the page never holds it).
  await withoutSavePicker(page);
  const { gauge, flow } = await lists(page);
  // The map library (MapLibre, in the map-base chunk) is fetched only once the map is opened.
  const mapLibrary: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/map-base-[^/]*\.js$/.test(new URL(request.url()).pathname)) mapLibrary.push(request.url());
  });
  await page.goto('/tools/query-and-download');
  await expect(page.getByRole('heading', { level: 1, name: 'Query & Download' })).toBeVisible();
  for (const section of ['Time Period', 'Quick-Filters', 'Filter Groups', 'Locations', 'Parameters', 'Available Records']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText(FILL_OUT)).toBeVisible();
  const download = page.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeDisabled();
  // The period defaults to the last three months, shown as 'MMM dd yyyy, hh:mm a'.
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{2} \d{4}, \d{2}:\d{2} [AP]M$/)).toHaveCount(2);
  await expect(page.getByLabel('Time Step')).toHaveValue('daily');
  // Every filter group starts fully chosen.
  for (const group of ['Basins', 'Data Sources', 'Organizations', 'Location Types', 'Parameter Groups']) {
    const boxes = page.getByRole('group', { name: group, exact: true }).getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) await expect(box).toBeChecked();
  }
  const locations = page.getByRole('group', { name: 'Locations', exact: true });
  await expect(locations.getByRole('combobox', { name: 'Per page' })).toHaveValue('25');

  // The map opens on demand, under its button.
  const mapToggle = page.getByRole('button', { name: 'Locations & Basins Map' });
  expect(mapLibrary).toEqual([]);
  await mapToggle.click();
  await expect(mapToggle).toHaveAttribute('aria-expanded', 'true');
  const map = page.getByRole('region', { name: 'Locations & Basins Map' });
  await expect(map).toBeVisible();
  // The map library loads when the map is first opened, and the map draws.
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(map).not.toHaveAttribute('aria-busy', 'true');
  expect(mapLibrary).toHaveLength(1);
  await mapToggle.click();
  await expect(page.getByRole('region', { name: 'Locations & Basins Map' })).toHaveCount(0);

  await pickChip(page, 'Locations', gauge.location_name);
  await pickChip(page, 'Parameters', flow.display_name);
  const records = page.getByText(/records available for download$/);
  await expect(records).toHaveText(/^[\d,]+ records available for download$/);
  const count = Number(((await records.textContent()) ?? '').split(' ')[0].replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);
  await expectNoAccessibilityViolations(page);

  // The API call behind Download: method, absolute URL, JSON body, and a curl command fetching the same file.
  await page.getByRole('button', { name: 'Show the API call' }).click();
  const call = page.getByRole('region', { name: 'API call' });
  const url = `${baseURL}/api/query-and-download/daily`;
  await expect(call.getByLabel('Request URL')).toHaveText(url);
  const body = JSON.parse((await call.getByLabel('Request body').textContent()) ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({ timestep: 'daily', locations: [gauge.location_ndx], parameters: [flow.parameter_ndx], dataCategory: null });
  const curl = (await call.getByLabel('curl command').textContent()) ?? '';
  expect(curl).toBe(`curl -X POST '${url}' -H 'Content-Type: application/json' --data '${JSON.stringify(body)}' -o '${curl.match(/-o '([^']+)'$/)?.[1]}'`);
  const curlFile = curl.match(/-o '([^']+)'$/)?.[1];
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await call.getByRole('button', { name: 'Copy curl command' }).click();
  await expect(page.getByText('Data was copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(curl);

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/-water-data-\d{4}-\d{2}-\d{2}\.csv$/);
  // curl writes the file the browser saved.
  expect(curlFile).toBe(file.suggestedFilename());
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length - 1).toBe(count);
  expect(lines[1]).toContain(gauge.location_name);
  await expect(page.getByText('CSV file successfully added to download folder.')).toBeVisible();
  await expect(download).toHaveText('Download');
});

test('where the browser has a save picker, the CSV streams into the picked file with its progress, and Cancel stops it', async ({ page }) => {
  await playSavePicker(page);
  const { gauge, flow } = await lists(page);
  await page.goto('/tools/query-and-download');
  await pickChip(page, 'Locations', gauge.location_name);
  await pickChip(page, 'Parameters', flow.display_name);
  const records = page.getByText(/^[\d,]+ records available for download$/);
  await expect(records).toBeVisible();
  const count = Number(((await records.textContent()) ?? '').split(' ')[0].replace(/,/g, ''));
  await page.getByRole('button', { name: 'Show the API call' }).click();
  const body = JSON.parse((await page.getByLabel('Request body').textContent()) ?? '{}') as Record<string, unknown>;
  const download = page.getByRole('button', { name: 'Download', exact: true });

  // A slow write: the running download shows its rows of the count, and Cancel ends it with no file and no toast.
  await page.evaluate(() => ((window as unknown as { portalTestWriteDelay: number }).portalTestWriteDelay = 3000));
  await download.click();
  const progress = page.getByRole('status', { name: 'Download' });
  await expect(progress).toContainText(new RegExp(`^Downloading [\\d,]+ of ${count.toLocaleString('en-US')} rows \\([\\d.]+ [KM]B\\)`));
  await expect(progress.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  await expectNoAccessibilityViolations(page);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(download).toBeEnabled();
  await expect(progress).toHaveCount(0);
  const [name] = await page.evaluate(() => (window as unknown as { portalTestPicked: string[] }).portalTestPicked);
  expect(name).toMatch(/^upper-yampa-water-data-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await pickedFileText(page, name)).toBeNull();
  await expect(page.getByText('CSV file successfully added to download folder.')).toHaveCount(0);
  await expect(page.getByText('Error downloading file.')).toHaveCount(0);

  // At full speed: the file holds exactly what the API answers for the form, byte for byte, and the toast says so.
  await page.evaluate(() => ((window as unknown as { portalTestWriteDelay: number }).portalTestWriteDelay = 0));
  await download.click();
  await expect(page.getByText('CSV file successfully added to download folder.')).toBeVisible();
  const expected = await (await page.request.post('/api/query-and-download/daily', { data: body })).text();
  expect(await pickedFileText(page, name)).toBe(expected);
  expect(expected.startsWith('\uFEFF')).toBe(true);
  const lines = expected.replace(/^\uFEFF/, '').trimEnd().split('\n');
  expect([lines[0], lines.length - 1]).toEqual([CSV_HEADER, count]);
});

test('emptying a filter group says it is required and prunes what it took off offer; a category narrows the rest', async ({ page }) => {
  const { gauge, flow, categories } = await lists(page);
  const category = categories.find((c) => gauge.assoc_datacategory_ndx.includes(c.datacategory_ndx) && flow.assoc_datacategory_ndx.includes(c.datacategory_ndx));
  const other = categories.find((c) => !gauge.assoc_datacategory_ndx.includes(c.datacategory_ndx));
  await page.goto(`/tools/query-and-download/${category?.datacategory_path ?? ''}`);
  const quickFilters = page.getByRole('group', { name: 'Quick-Filters' });
  if (category) await expect(quickFilters.getByRole('button', { name: category.datacategory_name })).toHaveAttribute('aria-pressed', 'true');
  await pickChip(page, 'Locations', gauge.location_name);
  await pickChip(page, 'Parameters', flow.display_name);
  await expect(page.getByText(/^[\d,]+ records available for download$/)).toBeVisible();

  const basins = page.getByRole('group', { name: 'Basins', exact: true });
  await basins.getByRole('button', { name: '- None' }).click();
  await expect(page.getByText('Basins are required')).toBeVisible();
  await expect(page.getByText(FILL_OUT)).toBeVisible();
  const locations = page.getByRole('group', { name: 'Locations', exact: true });
  await expect(locations.getByText('No options available')).toBeVisible();
  await basins.getByRole('button', { name: '+ All' }).click();
  await expect(page.getByText('Basins are required')).toHaveCount(0);
  // The gauge was pruned with its basin: choosing all basins again does not bring it back.
  await locations.getByRole('button', { name: 'Show Selected' }).click();
  await expect(locations.getByText('No options selected')).toBeVisible();

  if (other) {
    // A category the gauge lacks takes it off offer; clicking the active category again clears it.
    const button = quickFilters.getByRole('button', { name: other.datacategory_name });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
});

test.describe('on a phone in the dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form, its chips and the API call need no sideways scrolling and have no WCAG 2.1 AA violations', async ({ page }) => {
    const { gauge, flow } = await lists(page);
    await page.addInitScript(() => window.localStorage.setItem('portal.theme', 'DARK'));
    await page.goto('/tools/query-and-download');
    await pickChip(page, 'Locations', gauge.location_name);
    await pickChip(page, 'Parameters', flow.display_name);
    await expect(page.getByText(/^[\d,]+ records available for download$/)).toBeVisible();
    await page.getByRole('button', { name: 'Show the API call' }).click();
    await expect(page.getByRole('region', { name: 'API call' })).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAccessibilityViolations(page);
  });
});
