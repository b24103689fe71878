import { expect, type Page, test } from '@playwright/test';
import type { TssumGraphOption } from '@portal/contracts';
import { expectChartsAligned } from '../support/layout';

// Time Series Summaries in Chromium: a visitor opens on the default region, last month's range by month and the
// default graphs, sees one box per location and month with each box's n in the table under the chart, picks a start
// month two years back (refused: over 12 months, then over 12 weeks once grouped by week, nothing drawn), takes a
// quick range, and keeps the choice over a reload.

const PATH = '/tools/time-series-summaries';
const search = (page: Page) => new URL(page.url()).searchParams;

test('a visitor summarises the default graphs by month, meets the 12-month and 12-week limits, takes a quick range and reloads', async ({ page }) => {
  const options = (await (await page.request.get('/api/time-series-summaries/inputs/tssum-graph-options')).json()) as TssumGraphOption[];
  const defaults = options.filter((o) => o.reg_group_ndx_display.includes(4) && o.datacategory_ndx_defaults.includes(0)).slice(0, 2);
  expect(defaults).toHaveLength(2);

  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Time Series Summaries' })).toBeVisible();
  await expect.poll(() => search(page).get('graphs')).toBe(defaults.map((o) => o.tssum_group_ndx).join(','));
  expect(Object.fromEntries(search(page))).toMatchObject({ regionalGroup: '4', groupType: 'Month' });
  await expect(page.locator('.portal-graph-picker-feedback')).toHaveText('Selection complete!');
  for (const o of defaults) {
    const chart = page.getByRole('region', { name: o.tssum_graph_title });
    await expect(chart.locator('.js-plotly-plot .boxlayer .trace').first()).toBeVisible({ timeout: 20_000 });
  }
  // Each box's count of daily values is in the table folded under its chart.
  const first = page.getByRole('region', { name: defaults[0].tssum_graph_title });
  await first.getByText(/^Box values \(\d+\)$/).click();
  const firstRow = first.getByRole('table', { name: `${defaults[0].tssum_graph_title} box values` }).getByRole('row').nth(1);
  expect(Number(await firstRow.getByRole('cell').nth(2).textContent())).toBeGreaterThan(0);

  // Month view picks a month: one two years back makes a range over 12 months, which is refused and nothing drawn.
  const startDate = page.getByLabel('Start Date');
  await startDate.fill(`${new Date().getFullYear() - 2}-01`);
  await expect.poll(() => search(page).get('startDate')).toBe(`${new Date().getFullYear() - 2}-01-01`);
  await expect(page.getByRole('alert')).toHaveText('Invalid date range: Limited to 12 months of history for Month');
  await expect(page.getByText('Loading...').first()).toBeVisible();
  // A new grouping keeps the range: still too long for weeks.
  await page.getByRole('radio', { name: 'Week' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid date range: Limited to 12 weeks of history for Week');

  await page.getByRole('button', { name: 'Previous 4 Weeks' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => search(page).get('groupType')).toBe('Week');
  const start = search(page).get('startDate')!;
  expect(new Date(`${start}T12:00:00Z`).getUTCDay()).toBe(0);
  await expect(page.getByRole('region', { name: defaults[0].tssum_graph_title }).locator('.boxlayer .trace').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('radio', { name: 'Full Width' }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(startDate).toHaveValue(start);
});

test('at 1440 px the two default charts start at one height', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  await expect(page.locator('.js-plotly-plot .boxlayer .trace').first()).toBeVisible({ timeout: 20_000 });
  await expectChartsAligned(page, 2);
  await page.screenshot({ path: test.info().outputPath('time-series-summaries-1440.png') });
});
