import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

// An Administrator adds a data logger without stopping the portal: the key is shown once (and copied), works at
// once for the ingest, is gone from the page afterwards, and stops working when revoked.

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

/** What the ingest answers a logger with `key`: 400 for an empty batch once the key is accepted, 401 otherwise. */
async function ingestStatus(page: Page, key: string): Promise<number> {
  const response = await page.request.post('/api/ingest/telemetry', { headers: { authorization: `Bearer ${key}` }, data: { rows: [] } });
  return response.status();
}

test('an Administrator creates a logger key, copies it from the one showing, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  const name = `e2e-logger-${Date.now()}`;

  await page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'System Management' }).click();
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Logger Keys', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/system-management\/logger-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logger Keys' })).toBeVisible();

  await page.getByRole('button', { name: 'New Logger Key' }).click();
  const form = page.getByRole('form', { name: 'New Logger Key' });
  await form.getByLabel(/^Logger Name/).fill(name);
  const locations = form.getByRole('group', { name: 'Locations' });
  await locations.getByRole('searchbox').fill('Stagecoach Reservoir Outlet');
  await locations.getByRole('button', { name: 'Stagecoach Reservoir Outlet', exact: true }).click();
  await form.getByRole('button', { name: 'Create Key' }).click();

  const dialog = page.getByRole('dialog', { name: `Key of logger ${name}` });
  await expect(dialog).toContainText('it is shown only once');
  const key = await dialog.getByLabel('Key').inputValue();
  expect(key).toMatch(/^lgr_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy Key' }).click();
  await expect(toast(page, 'Data was copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await ingestStatus(page, key)).toBe(400);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Logger Keys' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Stagecoach Reservoir Outlet');
  await expect(row).toContainText('Active');
  // Shown once: neither the page nor a fresh load of it holds the key any more.
  expect(await page.content()).not.toContain(key);
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(key);

  await row.getByRole('button', { name: `Revoke the key of ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Key' }).click();
  await expect(toast(page, `The key of ${name} was revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke the key of ${name}` })).toHaveCount(0);
  expect(await ingestStatus(page, key)).toBe(401);
});

test('a Developer has no Logger Keys entry, and the address shows the Unauthorized page', async ({ page }) => {
  await signIn(page, 'developer');
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await sidebar.getByRole('button', { name: 'System Management' }).click();
  await expect(sidebar.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Logger Keys', exact: true })).toHaveCount(0);

  await page.goto('/tools/system-management/logger-keys');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Logger Keys' })).toHaveCount(0);
});
