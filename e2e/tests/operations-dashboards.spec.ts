import { expect, type Page, test } from '@playwright/test';
import type { DashboardStatsRow, DashboardWidgetSeries, ExtremesWidgetRow, WaterElevationWidgetRow } from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';

// A Stakeholder (a reservoir operator) opens both operations dashboards from the sidebar and reads the demo
// dataset's live values, statistics and chart; a signed-in user without the role is turned away.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Tools' });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Calls the API with the signed-in page's access token, as the app does. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const token = await pageAccessToken(page);
  const response = await page.request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** 'Nov 25 05:00': an instant as a statistic's window names it, in the district's time zone, worked out independently. */
function windowEnd(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('month')} ${part('day')} ${part('hour')}:${part('minute')}`;
}

async function openDashboard(page: Page, name: string) {
  await sidebar(page).getByRole('button', { name: 'Operations' }).click();
  await sidebar(page).getByRole('link', { name, exact: true }).click();
}

/** Every statistics table shows its columns and the product's six rows, with demo values and freshness flags. */
async function expectStatsTables(page: Page, rows: DashboardStatsRow[]) {
  for (const name of new Set(rows.map((r) => r.stats_table_name))) {
    const table = page.getByRole('table', { name });
    for (const column of rows.filter((r) => r.stats_table_name === name)) {
      await expect(table.getByRole('columnheader', { name: column.location_display_label })).toBeVisible();
    }
    for (const label of ['Last Reported Value', '5am Today', '24 Hour Avg', '24 Hour High', '24 Hour Low', 'Last Reports']) {
      // A row's header may name the window its figures cover after its label.
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    const first = rows.find((r) => r.stats_table_name === name) as DashboardStatsRow;
    // Which day the figures are of: 5am Today's instant, and the 24-hour rows' operator day.
    await expect(table.getByRole('rowheader', { name: /^5am Today/ })).toContainText(windowEnd(first.window_24hr_end));
    for (const label of ['24 Hour Avg', '24 Hour High', '24 Hour Low']) {
      await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) }))
        .toContainText(`${windowEnd(first.window_24hr_start)} - ${windowEnd(first.window_24hr_end)}`);
    }
    await expect(table.getByRole('row', { name: /^Last Reported Value/ })).toContainText(String(Number(first.value_last_report?.toFixed(2))));
    await expect(table.getByRole('row', { name: /^Last Reports/ })).toContainText(/Fresh|Late|Stale/);
  }
}

test('a Stakeholder reads the Yamcolo Operations Dashboard', async ({ page }) => {
  await signIn(page, 'stakeholder');
  await openDashboard(page, 'Yamcolo Operations Dashboard');
  await expect(page).toHaveURL(/\/yamcolo-operations-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yamcolo Operations Dashboard' })).toBeVisible();

  // Reservoir % Full shows the demo storage the API reports, with its report time and freshness.
  const widgets = await api<DashboardWidgetSeries[]>(page, 'GET', 'dashboard-yamcolo-widgets');
  const elevation = widgets.find((w) => w.widget_key === 'postDashboardYamcoloWidgetsWaterElevation') as DashboardWidgetSeries;
  const [storage] = await api<WaterElevationWidgetRow[]>(page, 'POST', 'dashboard-yamcolo-widgets/water-elevation',
    { location_ndx: elevation.location_ndx, parameter_ndx: elevation.parameter_ndx });
  expect(typeof storage.percent_full).toBe('number');
  const percentFull = card(page, 'Reservoir % Full');
  await expect(percentFull.getByRole('img', { name: `Reservoir % Full: ${Number(((storage.percent_full as number) * 100).toFixed(1))} %` }))
    .toBeVisible();
  await expect(percentFull).toContainText('Last report:');
  await expect(percentFull).toContainText(/Fresh|Late|Stale/);

  const temperature = card(page, 'Reservoir Sensor Temperature');
  await expect(temperature.getByRole('img', { name: /^Reservoir Sensor Temperature 24-Hour Min: \d+(\.\d)? °F$/ })).toBeVisible();
  await expect(temperature.getByRole('img', { name: /^Reservoir Sensor Temperature 7-Day Min: \d+(\.\d)? °F$/ })).toBeVisible();
  await expect(temperature).toContainText('24-Hour Min');
  await expect(temperature).toContainText('7-Day Min');
  // Three loggers' batteries, each a voltage.
  await expect(card(page, 'Battery 24-hour Minimums').getByRole('img', { name: /^Battery 24-hour Minimums .+: \d+(\.\d)? V$/ })).toHaveCount(3);
  await expect(card(page, 'Dissolved Oxygen').getByRole('img', { name: /24-Hour Min: \d+(\.\d)? mg\/l$/ })).toBeVisible();
  await expect(card(page, 'Notes')).toContainText('24-hour statistics are calculated from 5am to 5am');

  await expectStatsTables(page, await api<DashboardStatsRow[]>(page, 'GET', 'dashboard-yamcolo-stats'));
  await expect(page.getByText('Minimum river flow: 8 cfs Oct-April, 12 cfs May-Sept')).toBeVisible();

  const chart = card(page, '15-Minute Water Temperatures (def F), Last 7 Days');
  await expect(chart.getByRole('heading', { name: '15-Minute Water Temperatures (def F), Last 7 Days' })).toBeVisible();
  await expect(chart.locator('.main-svg').first()).toBeVisible();
  await expect(chart.locator('.legendtext', { hasText: 'Heater 1 On' })).toBeVisible();

  const controls = page.getByRole('link', { name: /Yamcolo Reservoir Controls/ });
  await expect(controls).toHaveAttribute('target', '_blank');
});

test('a Stakeholder reads the Stagecoach Reservoir Dashboard', async ({ page }) => {
  await signIn(page, 'stakeholder');
  await openDashboard(page, 'Stagecoach Operations Dashboard');
  await expect(page).toHaveURL(/\/stagecoach-operations-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stagecoach Reservoir Dashboard' })).toBeVisible();

  for (const [title, unit] of [['Reservoir % Full', '%'], ['Outlet Temperature Maximums', '°F'], ['Dissolved Oxygen Minimums', 'mg/l']]) {
    const gauge = card(page, title);
    await expect(gauge.getByRole('img', { name: new RegExp(`^${title}: \\d+(\\.\\d)? ${unit}$`) })).toBeVisible();
    await expect(gauge).toContainText('Last report:');
  }
  // Each 24-hour gauge says which operator day its figure is of.
  const [outlet] = await api<ExtremesWidgetRow[]>(page, 'POST', 'dashboard-stagecoach-widgets/temp', { location_ndx: [656], parameter_ndx: [169] });
  for (const title of ['Outlet Temperature Maximums', 'Dissolved Oxygen Minimums']) {
    await expect(card(page, title)).toContainText(`${windowEnd(outlet.window_24hr_start)} - ${windowEnd(outlet.window_24hr_end)}`);
  }
  // The outlet temperature is judged in July to September only.
  const month = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', month: 'numeric' }).format(new Date()));
  const judged = card(page, 'Outlet Temperature Maximums').getByText(/^(Temp Warning!|Temp OK)$/);
  await expect(judged).toHaveCount(month >= 7 && month <= 9 ? 1 : 0);
  await expect(card(page, 'Notes')).toContainText('24-hour statistics are calculated from 5am to 5am');

  const rows = await api<DashboardStatsRow[]>(page, 'GET', 'dashboard-stagecoach-stats');
  expect(new Set(rows.map((r) => r.stats_table_name))).toEqual(new Set(['Flows Above and Below (cfs)', 'Temperature & Dissolved Oxygen']));
  await expectStatsTables(page, rows);
  await expect(card(page, 'Flows Above and Below (cfs)'))
    .toContainText('inimum flow limits below the reservoir are 40 CFS Dec-Jul and 20 CFS Aug-Nov');
  await expect(card(page, 'Temperature & Dissolved Oxygen'))
    .toContainText('utlet temperature limits are Jul-Sep max 60.8 F and min 53.6 F; outlet DO limit is 6 mg/l year round');
});

test('a signed-in user without the Stakeholder role sees Unauthorized on both dashboards', async ({ page }) => {
  await signIn(page, 'user');
  await expect(sidebar(page).getByRole('button', { name: 'Operations' })).toHaveCount(0);
  for (const path of ['/yamcolo-operations-dashboard', '/stagecoach-operations-dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  }
});
