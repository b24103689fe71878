import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { TS_COMPARE_DEFAULTS, type TsCompareLocation, type TsCompareParameter, type TsCompareSubArea } from '@portal/contracts';

// A visitor (no sign-in) compares daily series: the info text and the default choices until Submit, then the
// dual-axis chart of the default left and right axes and the table of their daily values; a new sub-area choice
// clears both axes; Save Graph downloads the chart as a PNG.

const INFO =
  "After selecting your timeseries inputs, click the 'Submit' button to load an interactive timeseries plot for comparison across different locations and parameters.";

async function lists(page: Page) {
  const get = async <T,>(path: string) => (await (await page.request.get(`/api/${path}`)).json()) as T;
  return {
    subAreas: await get<TsCompareSubArea[]>('ts-compare-dropdown-sub-areas'),
    parameters: await get<TsCompareParameter[]>('ts-compare-dropdown-parameters'),
    locations: await get<TsCompareLocation[]>('ts-compare-dropdown-locations-assoc'),
  };
}

test('a visitor compares the default daily series on two axes, saves the graph, and a new sub-area clears the axes', async ({ page }) => {
  const { subAreas, parameters, locations } = await lists(page);
  const name = (ndx: number) => locations.find((l) => l.location_ndx === ndx)?.location as string;
  const parameter = (ndx: number) => parameters.find((p) => p.parameter_ndx === ndx)?.parameter as string;
  const { left, right } = TS_COMPARE_DEFAULTS;
  expect(name(left.locations[0]) && name(right.locations[0]) && parameter(left.parameter) && parameter(right.parameter)).toBeTruthy();

  await page.goto('/tools/time-series-comparisons');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Series Comparisons' })).toBeVisible();
  await expect(page.getByText(INFO)).toBeVisible();

  // The defaults: each axis's parameter and location, from Oct 1 2021.
  await expect(page.getByLabel('Left Axis Parameter', { exact: true })).toHaveValue(String(left.parameter));
  await expect(page.getByLabel('Right Axis Parameter', { exact: true })).toHaveValue(String(right.parameter));
  await expect(page.getByRole('group', { name: 'Left Axis Locations' }).getByRole('checkbox', { name: name(left.locations[0]) })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Right Axis Locations' }).getByRole('checkbox', { name: name(right.locations[0]) })).toBeChecked();
  await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue(TS_COMPARE_DEFAULTS.startDate);
  const saveGraph = page.getByRole('button', { name: 'Save Graph' });
  await expect(saveGraph).toBeDisabled();

  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();

  // Two value axes, each titled with its parameter, and a line per location.
  await expect(page.getByText(INFO)).toHaveCount(0);
  const chart = page.getByRole('figure', { name: 'Time series comparison chart' });
  await expect(chart.locator('.main-svg').first()).toBeVisible();
  await expect(chart.locator('.g-ytitle')).toContainText(parameter(left.parameter));
  await expect(chart.locator('.g-y2title')).toContainText(parameter(right.parameter));
  await expect.poll(() => chart.locator('g.ytick').count()).toBeGreaterThan(0);
  await expect.poll(() => chart.locator('g.y2tick').count()).toBeGreaterThan(0);
  await expect.poll(() => chart.locator('.scatterlayer .trace').count()).toBe(2);
  const xTicks = await chart.locator('g.xtick').count();
  expect(xTicks).toBeGreaterThanOrEqual(8);
  expect(xTicks).toBeLessThanOrEqual(12);

  // The table: the left axis's rows first, 60 a page.
  const table = page.getByRole('table', { name: 'Time series comparison data' });
  await expect(table.getByRole('row').nth(1)).toContainText(name(left.locations[0]));
  await expect(table.getByRole('row')).toHaveCount(61);

  // Save Graph downloads the drawn chart as a PNG.
  await expect(saveGraph).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), saveGraph.click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  // A sub-area choice clears both axes' parameters and locations: nothing to submit until the left axis is chosen again.
  const subArea = subAreas[0];
  await page.getByRole('group', { name: 'Sub-Areas' }).getByRole('checkbox', { name: subArea.huc10 }).locator('xpath=..').click();
  await expect(page.getByLabel('Left Axis Parameter', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Right Axis Parameter', { exact: true })).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Left Axis Locations' })).toHaveCount(0);
  await expect(page.getByText('Select a parameter first.')).toHaveCount(2);
  await expect(submit).toBeDisabled();
});
