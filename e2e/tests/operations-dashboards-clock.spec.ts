import { expect, test } from '@playwright/test';
import { createLoggerKey } from '../support/logger-key';
import { signIn } from '../support/sign-in';

// A Stakeholder keeps the Stagecoach dashboard open while its logger falls silent (the run's demo logger is stopped,
// see playwright.config.ts): with no new reading and the live connection up, the page's ages move on and its flags
// turn Late, then Stale, when the API would say so. The page's clock runs fast (Playwright's clock); the server's
// does not, so the page has to judge the age itself. (The fake clock's Date also makes the page show times in UTC,
// so the labels of the figures' windows are checked in operations-dashboards.spec.ts, on the real clock.)

test.skip(!!process.env.E2E_BASE_URL, 'creates a logger key in the database of the run');

/** "Above Reservoir" (the Yampa above Stagecoach, 15-minute discharge) and the outlet's water temperature. */
const ABOVE_FLOW = { location_ndx: 2, parameter_ndx: 1536 };
const OUTLET_TEMPERATURE = { location_ndx: 656, parameter_ndx: 169 };

test('an open Stagecoach dashboard turns Late and then Stale on its own when its logger stops reporting', async ({ page }) => {
  const key = await createLoggerKey();
  await signIn(page, 'stakeholder');
  // The logger's last word: a reading now on the flow above the reservoir and on the outlet's temperature.
  const sentAt = new Date().toISOString();
  const response = await page.request.post('/api/ingest/telemetry', {
    headers: { authorization: `Bearer ${key}` },
    data: { rows: [{ ...ABOVE_FLOW, collect_timestamp: sentAt, value: 123.45 }, { ...OUTLET_TEMPERATURE, collect_timestamp: sentAt, value: 63.6 }] },
  });
  expect(response.status()).toBe(200);

  await page.clock.install();
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live/events') && r.status() === 200);
  await page.goto('/stagecoach-operations-dashboard');
  await streamOpen;

  const aboveReports = page.getByRole('table', { name: 'Flows Above and Below (cfs)' })
    .getByRole('row', { name: /^Last Reports/ }).getByRole('cell').first();
  const outlet = page.getByRole('region', { name: 'Outlet Temperature Maximums', exact: true });
  await expect(aboveReports).toContainText('just now');
  await expect(aboveReports).toContainText('Fresh');
  await expect(outlet.locator('.portal-freshness')).toContainText('Fresh');

  // Thirty-one minutes without a report: more than two 15-minute intervals.
  await page.clock.fastForward('31:00');
  await expect(aboveReports).toContainText(/3[12] min ago/);
  await expect(aboveReports).toContainText('Late');
  await expect(aboveReports).not.toContainText('Fresh');
  await expect(outlet.locator('.portal-freshness')).toContainText('Late');

  // Past two hours: more than eight intervals.
  await page.clock.fastForward('01:30:00');
  await expect(aboveReports).toContainText(/2 h [12] min ago/);
  await expect(aboveReports).toContainText('Stale');
  await expect(outlet.locator('.portal-freshness')).toContainText('Stale');
  // The page stayed live all along: nothing was reloaded, the connection never dropped.
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0);
  // The gauge's figure is the last operator day's maximum: the newest reading shows beside it.
  await expect(outlet).toContainText('Newest reading: 63.6 °F');
});
