import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// A Stakeholder opens Temperature Profiles from the sidebar, tries the Period rules, draws the demo buoy's heat map
// and table, and saves the heat map as a PNG.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Tools' });

/** Chooses a Blueprint radio by its label, as a user does (the styled indicator covers the input). */
const choose = (page: Page, name: string) => page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();

/** Today in America/Denver as yyyy-MM-dd, moved by whole days. */
function denverDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

/** The default season: this year's Apr 1 - Nov 15 from April on, last year's before. */
function season(): [string, string] {
  const today = denverDay();
  const year = Number(today.slice(0, 4)) - (today.slice(5) >= '04-01' ? 0 : 1);
  return [`${year}-04-01`, `${year}-11-15`];
}

test('a Stakeholder draws the temperature profile heat map and saves it', async ({ page }) => {
  await signIn(page, 'stakeholder');
  await sidebar(page).getByRole('button', { name: 'Operations' }).click();
  await sidebar(page).getByRole('link', { name: 'Temperature Profiles', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/temperature-profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Temperature Profiles' })).toBeVisible();

  const start = page.getByLabel('Start Date');
  const end = page.getByLabel('End Date');
  const [seasonStart, seasonEnd] = season();
  await expect(page.getByLabel('Location')).toHaveText('Stagecoach Res Temperature Profiles');
  await expect(start).toHaveValue(seasonStart);
  await expect(end).toHaveValue(seasonEnd);

  // Hourly: the last 10 days to now, by their mean only; the two long quick sets are off.
  await choose(page, 'Max');
  await choose(page, 'Hourly');
  await expect(start).toHaveValue(denverDay(-10));
  await expect(end).toHaveValue(denverDay());
  await expect(page.getByRole('radio', { name: 'Mean' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Max' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Min' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Last 6 Months' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Last 1 Year' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Last 30 Days' })).toBeEnabled();

  // Submit waits for both dates.
  await start.fill('');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // Daily: back to the default season, with Min and Max offered again.
  await choose(page, 'Daily');
  await expect(start).toHaveValue(seasonStart);
  await expect(end).toHaveValue(seasonEnd);
  await expect(page.getByRole('button', { name: 'Last 1 Year' })).toBeEnabled();
  await choose(page, 'Max');
  await page.getByRole('button', { name: 'Submit' }).click();

  // The heat map is drawn (plotly's heatmap layer) and the table lists the buoy's rows, Max highlighted.
  const heatMap = page.getByRole('region', { name: 'Reservoir Temperature Profile Over Time' });
  await expect(heatMap.locator('.hm image')).toHaveCount(1, { timeout: 30_000 });
  await expect(heatMap.getByText('Elevation, Ft abMSL')).toBeVisible();
  // Hovering a cell names its date, depth and the chosen statistic with its unit.
  await heatMap.locator('.nsewdrag').first().hover();
  const tooltip = heatMap.locator('.hovertext');
  await expect(tooltip).toContainText(/Date: \d{2}\/\d{2}\/\d{4}/);
  await expect(tooltip).toContainText(/Depth: \d+ ft/);
  await expect(tooltip).toContainText(/Temperature \(Max\): \d+\.\d{2} °F/);
  // For review by eye: the options, the heat map with its hover label, and the table.
  await page.screenshot({ path: test.info().outputPath('temperature-profiles.png'), fullPage: true });
  const table = page.getByRole('table', { name: 'Temperature profile data' });
  for (const header of ['Location', 'Report Date', 'Depth Ft', 'Average', 'Min', 'Max', 'Units']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: 'Max', exact: true })).toHaveClass(/portal-tp-highlight/);
  await expect(table.getByRole('row').filter({ hasText: 'Stagecoach Res Temperature Profiles' })).toHaveCount(10);
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('searchbox')).toHaveCount(0);

  // Save Graph as PNG downloads the drawn heat map.
  const [download] = await Promise.all([page.waitForEvent('download'), heatMap.getByRole('button', { name: 'Save Graph as PNG' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.length).toBeGreaterThan(10_000);
});
