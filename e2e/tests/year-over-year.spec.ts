import { expect, type Page, test } from '@playwright/test';
import type { YoyGraphOption } from '@portal/contracts';
import { expectChartsAligned, rowsCutBy } from '../support/layout';

// Year-over-Year Comparisons in Chromium: a visitor opens on the default region, the current and previous years and
// the default graphs, sees 'Loading! Building and Customizing Your Graphs' while they build, then each year as a
// line with the historical minimum, average and maximum in their colours; a year added shows and is kept in the URL
// over a reload; an invalid year in the URL is ignored.

const PATH = '/tools/year-over-year-comparisons-tool';
const thisYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric' }).format(new Date()));
const search = (page: Page) => new URL(page.url()).searchParams;
const legend = (page: Page) => page.locator('.js-plotly-plot').first().locator('.legend .traces');
const years = (page: Page) => page.getByRole('group', { name: 'Years' });

test('a visitor compares this year and last with the history, adds a year, and keeps the choice over a reload', async ({ page }) => {
  const options = (await (await page.request.get('/api/year-over-year-comparisons-tool/inputs/yoy-graph-options')).json()) as YoyGraphOption[];
  const defaults = options.filter((o) => o.reg_group_ndx_display.includes(4) && o.datacategory_ndx_defaults.includes(0)).slice(0, 2);
  expect(defaults).toHaveLength(2);
  const year = thisYear();

  // The graphs' data arrive slowly, so the loading notice can be seen.
  await page.route('**/api/year-over-year-comparisons-tool/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Year-over-Year Comparisons' })).toBeVisible();
  await expect(page.getByText('Loading! Building and Customizing Your Graphs')).toBeVisible();
  await expect(page.getByText('Loading! Building and Customizing Your Graphs')).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => Object.fromEntries(search(page))).toMatchObject({
    regionalGroup: '4', yearType: 'collect_year', years: `${year - 1},${year}`, graphs: defaults.map((o) => o.yoy_group_ndx).join(','),
  });
  for (const o of defaults) await expect(page.getByRole('heading', { name: o.yoy_graph_title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Monitoring Locations in this Region' }))
    .toHaveAttribute('href', '/tools/monitoring-locations-and-parameters-by-basin-region/4');

  // Each year a line, then the history in its colours.
  await expect(legend(page).locator('.legendtext')).toContainText([String(year - 1), String(year), 'Historical Minimum', 'Historical Average', 'Historical Maximum']);
  const stroke = (name: string) => legend(page).filter({ hasText: name }).locator('path.js-line').evaluate((p) => getComputedStyle(p).stroke);
  expect(await stroke('Historical Minimum')).toBe('rgb(0, 191, 255)');
  expect(await stroke('Historical Average')).toBe('rgb(119, 136, 153)');
  expect(await stroke('Historical Maximum')).toBe('rgb(255, 140, 0)');

  await page.unroute('**/api/year-over-year-comparisons-tool/data/**');
  // Blueprint draws its own box over the input: the label is what a reader clicks.
  await years(page).getByRole('checkbox', { name: String(year - 5) }).locator('xpath=..').click();
  await expect.poll(() => search(page).get('years')).toBe(`${year - 5},${year - 1},${year}`);
  await expect(legend(page).locator('.legendtext')).toContainText([String(year - 5)]);
  await page.getByRole('radio', { name: 'Water Year' }).click();
  await expect(legend(page).locator('.legendtext')).toContainText([`WY ${year}`]);

  await page.reload();
  await expect(years(page).getByRole('checkbox', { name: String(year - 5) })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Water Year' })).toBeChecked();
  expect(search(page).get('years')).toBe(`${year - 5},${year - 1},${year}`);

  // A year before any data is not listed: it is ignored and the valid one kept.
  await page.goto(`${PATH}?years=1492,${year - 2}&regionalGroup=4`);
  await expect(years(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(years(page).getByRole('checkbox', { name: String(year - 2) })).toBeChecked();
  await expect.poll(() => search(page).get('years')).toBe(String(year - 2));
});

test('at 1440 px the two default charts start at one height and the Years box shows whole rows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  await expect(page.getByText('Loading! Building and Customizing Your Graphs')).toBeHidden({ timeout: 30_000 });
  await expectChartsAligned(page, 2);
  await page.screenshot({ path: test.info().outputPath('year-over-year-1440.png') });
  expect(await rowsCutBy(page, '.portal-yoy-years-list', '.bp6-control')).toEqual([]);
});
