import { expect, test } from '@playwright/test';
import { createLoggerKey } from '../support/logger-key';
import { signIn } from '../support/sign-in';

// A Stakeholder watches the Stagecoach dashboard while a data logger sends a reading: the new value appears
// within seconds, without a reload (the live push tells the page which answer to fetch again).

test.skip(!!process.env.E2E_BASE_URL, 'creates a logger key in the database of the run');

test('a reading sent by a data logger shows on an open dashboard within 5 seconds', async ({ page }) => {
  const key = await createLoggerKey();
  await signIn(page, 'stakeholder');
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/live/events') && r.status() === 200);
  await page.goto('/stagecoach-operations-dashboard');
  const flows = page.getByRole('table', { name: 'Flows Above and Below (cfs)' });
  const lastReported = flows.getByRole('row', { name: /^Last Reported Value/ });
  await expect(lastReported).toBeVisible();
  await expect(lastReported).not.toContainText('987.65');
  // The page has its live stream open before the reading is sent.
  await streamOpen;

  // "Above Reservoir" is the Yampa gauge above Stagecoach (location 2), 15-minute discharge (parameter 1536).
  const response = await page.request.post('/api/ingest/telemetry', {
    headers: { authorization: `Bearer ${key}` },
    data: { rows: [{ location_ndx: 2, parameter_ndx: 1536, collect_timestamp: new Date().toISOString(), value: 987.65 }] },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
  await expect(lastReported).toContainText('987.65', { timeout: 5_000 });
});
