import { expect, type Page, test } from '@playwright/test';
import type { TimeSeriesDataPoint } from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';

// A Stakeholder opens the reservoir time-series dashboards: the choices start on the first of each list and today,
// the quick tips, the dual-axis chart of the demo telemetry, the table of every value, and a new timestep asks again.

const YAMCOLO = '/yamcolo-time-series-dashboard';
const STAGECOACH = '/stagecoach-time-series-dashboard';

/** Today in America/Denver (the demo telemetry runs up to now). */
function denverToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const radios = (page: Page, group: string) => page.getByRole('radiogroup', { name: group }).getByRole('radio');
const chart = (page: Page, name: string) => page.getByRole('figure', { name: `${name} chart` });
const table = (page: Page) => page.getByRole('table', { name: 'Time series data' });
const showing = (page: Page) => page.getByText(/^Showing /);

test.beforeEach(async ({ page }) => {
  await signIn(page, 'stakeholder');
});

test('the Yamcolo dashboard starts on the first choices and today, and draws the demo telemetry', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Time Series' }).click();
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Yamcolo Time Series Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`${YAMCOLO}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Yamcolo Time Series Dashboard' })).toBeVisible();

  await expect(radios(page, 'Timestep')).toHaveCount(3);
  for (const name of ['15-Minute', 'Hourly', 'Daily']) await expect(radios(page, 'Timestep').and(page.getByRole('radio', { name }))).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '15-Minute' })).toBeChecked();
  await expect(radios(page, 'Left Axis').first()).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Left Axis' }).getByRole('radio', { name: 'Water Temp (°F)' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Right Axis' }).getByRole('radio', { name: 'Flow (cfs)' })).toBeChecked();
  await expect(page.getByLabel('Period Ending')).toHaveValue(denverToday());

  const tips = page.getByText('Quick Tips').locator('..');
  await expect(tips).toContainText('Click a legend item to hide/show a line.');
  await expect(tips).toContainText('Draw a box to zoom.');
  await expect(tips).toContainText('Click Reset Zoom to go back.');

  // The chart: plotly's SVG with one legend entry per series of both axes.
  const figure = chart(page, 'Yamcolo Time Series Dashboard');
  await expect(figure.locator('.main-svg').first()).toBeVisible();
  for (const name of ['Reservoir Temp', 'River Temp', 'Ditch Temp', 'River Flow', 'Ditch Flow']) {
    await expect(figure.locator('.legendtext', { hasText: name })).toHaveCount(1);
  }
  await expect(figure.locator('.scatterlayer .trace')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Reset Zoom' })).toBeEnabled();

  // Hovering the plot shows the instant's values over the footer.
  const plotArea = figure.locator('.nsewdrag').first();
  const box = await plotArea.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) * 0.6, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)/);
  await expect(tooltip).toContainText(/Reservoir Temp: [\d.]+ °F/);
  const tooltipTitle = await tooltip.locator('.portal-ts-tooltip-title').innerText();
  // The footer: the pumps' hours in the hovered quarter hour, as the Hours Pumped call answers them.
  const token = await pageAccessToken(page);
  const footer = tooltip.locator('.portal-ts-tooltip-footer');
  await expect(footer).toHaveText(/^Hours Pumped: \d+(\.\d{1,2})?$/);
  const pumping = (await (await page.request.post('/api/resops-ts-yamcolo-hours-pumped', {
    headers: { authorization: `Bearer ${token}` },
    data: { filters: { timestep: 7, periodEnding: denverToday(), interval: '15-min' } },
  })).json()) as { period_start: string; hours: number }[];
  const onDenverClock = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver', month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit',
  });
  const hovered = pumping.find((p) => onDenverClock.format(new Date(p.period_start)) === tooltipTitle);
  expect(hovered).toBeDefined();
  await expect(footer).toHaveText(`Hours Pumped: ${Number(hovered?.hours.toFixed(2))}`);
  // Over the week the demo's pumps ran some of the time.
  expect(pumping.some((p) => p.hours > 0)).toBe(true);

  // The table: the full answer of the same call, 60 rows a page, values as the API has them.
  const response = await page.request.post('/api/resops-ts-yamcolo-15-min', {
    headers: { authorization: `Bearer ${token}` },
    data: { filters: { timestep: 7, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: denverToday() }, full: true },
  });
  expect(response.status()).toBe(200);
  const points = ((await response.json()) as TimeSeriesDataPoint[]).filter((p) => p.result_value !== null);
  expect(points.length).toBeGreaterThan(1_000);
  await expect(showing(page)).toHaveText(`Showing 1–60 of ${points.length}`);
  // The table opens on the newest readings (the answer comes oldest first).
  const newestAt = Math.max(...points.map((p) => Date.parse(p.collect_timestamp)));
  const newest = points.find((p) => Date.parse(p.collect_timestamp) === newestAt) as TimeSeriesDataPoint;
  const newestTime = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver', month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit',
  }).format(newestAt);
  const firstRow = table(page).getByRole('rowgroup').nth(1).getByRole('row').first().getByRole('cell');
  await expect(firstRow).toHaveText([
    newest.location_display_label, /^(Water Temp|Flow)$/, /^(°F|cfs)$/, newestTime,
    String(Math.round((newest.result_value as number) * 100) / 100),
  ]);

  // Filtering narrows the rows to one location.
  await page.getByRole('searchbox', { name: 'Filter the data' }).fill('Ditch');
  const ditch = points.filter((p) => p.location_display_label.includes('Ditch')).length;
  await expect(showing(page)).toHaveText(`Showing 1–60 of ${ditch}`);
  expect(errors).toEqual([]);
});

test('switching the timestep asks for that timestep\'s data', async ({ page }) => {
  await page.goto(YAMCOLO);
  await expect(showing(page)).toHaveText(/^Showing 1–60 of \d+$/);
  const before = await showing(page).textContent();
  // The table's call is the full answer of the daily data.
  const daily = page.waitForResponse((response) =>
    response.url().endsWith('/api/resops-ts-yamcolo-daily') && (response.request().postDataJSON() as { full?: boolean }).full === true);
  // A Blueprint radio is clicked on its label (the input itself is hidden under the styled indicator).
  await page.getByRole('radiogroup', { name: 'Timestep' }).getByText('Daily', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  const response = await daily;
  expect((response.request().postDataJSON() as { filters: { timestep: number } }).filters.timestep).toBe(365);
  // The demo's 90 days of telemetry: one daily mean per day and series, five series.
  const points = ((await response.json()) as TimeSeriesDataPoint[]).filter((p) => p.result_value !== null);
  expect(points.length).toBeGreaterThan(5 * 80);
  expect(points.length).toBeLessThanOrEqual(5 * 91);
  await expect(showing(page)).toHaveText(`Showing 1–60 of ${points.length}`);
  expect(await showing(page).textContent()).not.toBe(before);
  await expect(table(page).getByRole('rowgroup').nth(1).getByRole('row').first().getByRole('cell').nth(3)).toHaveText(/, 12:00 AM$/);
});

test('the Stagecoach dashboard offers its own choices and series', async ({ page }) => {
  await page.goto(STAGECOACH);
  await expect(page.getByRole('heading', { level: 1, name: 'Stagecoach Time Series Dashboard' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Left Axis' }).getByRole('radio', { name: 'DO (mg/L)' })).toBeVisible();
  const figure = chart(page, 'Stagecoach Time Series Dashboard');
  for (const name of ['Outlet Temp', 'Inflow (above reservoir)', 'Outflow (below reservoir)']) {
    await expect(figure.locator('.legendtext', { hasText: name })).toHaveCount(1);
  }
  await expect(showing(page)).toHaveText(/^Showing 1–60 of \d+$/);
});

test('a signed-in user without the Stakeholder role sees the Unauthorized page', async ({ page }) => {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'user');
  await page.goto(YAMCOLO);
  await expect(page.getByRole('heading', { level: 1, name: 'Yamcolo Time Series Dashboard' })).toHaveCount(0);
  await expect(page.getByText(/unauthorized/i).first()).toBeVisible();
});
