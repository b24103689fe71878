import { expect, type Page, test } from '@playwright/test';

const STATIONS = '/tools/monitoring-locations-and-parameters-by-basin-region';

/** Every API call finds no server, as while the backend restarts; answers the function that brings it back. */
async function takeBackendAway(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/api/**', refuse);
  return () => page.unroute('**/api/**', refuse);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Reconnecting…' });
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Monitoring locations and parameters' }).getByRole('rowgroup').nth(1).getByRole('row');

test.describe('backend restart', () => {
  test("shows 'Reconnecting…' instead of errors while the server is away, and recovers by itself", async ({ page }) => {
    const bringBack = await takeBackendAway(page);
    await page.goto(STATIONS);

    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('updates by itself once the server is back');
    // The table waits rather than failing.
    await page.waitForTimeout(3_000);
    await expect(page.getByText('Error loading data')).toHaveCount(0);
    await expect(page.getByText(/An error has occurred|Error fetching data/)).toHaveCount(0);

    await bringBack();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(rows(page).first()).not.toHaveText('Error loading data');
    await expect(banner(page)).toHaveCount(0);
  });

  test('a screen opened after the server went away waits for it instead of failing', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();

    const bringBack = await takeBackendAway(page);
    const sidebar = page.getByRole('navigation', { name: 'Tools' });
    await sidebar.getByRole('button', { name: 'Tools', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Monitoring Locations and Parameters by Basin Region' }).click();
    await expect(page).toHaveURL(STATIONS);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText('Error loading data')).toHaveCount(0);

    await bringBack();
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(banner(page)).toHaveCount(0);
  });
});
