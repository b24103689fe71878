import { expect, type Page, test } from '@playwright/test';
import type { AlertDelivery, AlertRequestRow } from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';

// An Administrator manages alerts in the browser: the form's messages (recipients, the number typed, the notes'
// length), create, edit, the inline Enabled switch, the stale-alert toggle, delete, and a demo alert's delivery in
// its history. The backend runs its alert engine on the demo dataset without SMTP_URL, so the demo alerts fire into
// the outbox as it starts. The API, read with the page's own token, holds what the screen said was saved.

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
const table = (page: Page) => page.getByRole('table', { name: 'Alerts Management' });

async function adminGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${await pageAccessToken(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const alertsNamed = async (page: Page, notes: string) =>
  (await adminGet<AlertRequestRow[]>(page, 'alerts-management-table')).filter((a) => a.notes === notes);

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
  const sidebar = page.getByRole('navigation', { name: 'Tools' });
  await sidebar.getByRole('button', { name: 'System Management' }).click();
  await sidebar.getByRole('link', { name: 'Alerts Management', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts Management' })).toBeVisible();
});

test('an Administrator creates, edits, switches off and deletes an alert, and shows stale alerts', async ({ page }) => {
  // The demo alerts: stale ones hidden until the toggle shows them.
  await expect(table(page)).toContainText('Stagecoach Reservoir Outlet');
  await expect(table(page)).not.toContainText('Stale Data');
  // Blueprint draws its own switch and box over the native inputs; a click on the label is what a user does.
  const showStale = page.getByRole('switch', { name: 'Show stale alerts' });
  await showStale.locator('xpath=..').click();
  await expect(showStale).toBeChecked();
  await expect(table(page)).toContainText('Stale Data (No Value for Trigger Hours)');
  await showStale.locator('xpath=..').click();
  await expect(table(page)).not.toContainText('Stale Data');

  // Every message, and nothing saved, until the form is complete.
  await page.getByRole('button', { name: 'Add Alert' }).click();
  const form = page.getByRole('form', { name: 'New Alert' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('*Required field', { exact: true })).toHaveCount(4);
  await expect(form.getByText('*Select a location first', { exact: true })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Send To' }).getByText('*Select at least one group or contact', { exact: true })).toBeVisible();
  // The number typed is the number kept, exponent and all.
  const trigger = form.getByLabel('Trigger Value', { exact: true });
  await trigger.pressSequentially('1e5');
  await expect(trigger).toHaveValue('1e5');
  await expect(form.getByText('*Must be a number', { exact: true })).toHaveCount(0);
  await form.getByLabel('Reset Hours', { exact: true }).fill('-1');
  await expect(form.getByText('*Must be 0 or more', { exact: true })).toBeVisible();

  await form.getByLabel('Alert Type', { exact: true }).selectOption({ label: 'Value Above Trigger' });
  await form.getByLabel('Location', { exact: true }).selectOption({ label: 'Yamcolo Reservoir' });
  await expect(form.getByText('*Select a location first', { exact: true })).toHaveCount(0);
  await form.getByLabel('Parameter', { exact: true }).selectOption({ label: 'Logger battery voltage' });
  await form.getByLabel('Reset Hours', { exact: true }).fill('0');
  await form.getByRole('checkbox', { name: 'Jordan Rivera' }).locator('xpath=..').click();
  await expect(form.getByLabel('Send To Details', { exact: true })).toHaveValue('jordan.rivera@example.org');
  await expect(form.getByText('*Select at least one group or contact', { exact: true })).toHaveCount(0);
  // Notes longer than the server keeps: the form says so under the field, and nothing is sent.
  const notes = form.getByLabel('Notes', { exact: true });
  await notes.fill('x'.repeat(2001));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('*Must be at most 2000 characters', { exact: true })).toBeVisible();
  await expect(toast(page, 'notes')).toHaveCount(0);
  await expect(form).toBeVisible();
  await notes.fill('Playwright alert');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'New entry was saved to the database')).toBeVisible();
  await expect(form).toHaveCount(0);
  const [created] = await alertsNamed(page, 'Playwright alert');
  expect(created).toMatchObject({ enabled: true, location: 'Yamcolo Reservoir', parameter: 'Logger battery voltage', trigger_value: 100_000, reset_hours: 0, state: 'normal' });
  const label = `Yamcolo Reservoir, Logger battery voltage (alert ${created.alert_request_ndx})`;

  // Edit: the form opens on the alert; the new trigger is saved.
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  const edit = page.getByRole('form', { name: `Edit Alert ${created.alert_request_ndx}` });
  await expect(edit.getByLabel('Trigger Value', { exact: true })).toHaveValue('100000');
  await expect(edit.getByLabel('Last Alert Sent To Details', { exact: true })).toHaveJSProperty('readOnly', true);
  await edit.getByLabel('Trigger Value', { exact: true }).fill('8888');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'New data was updated to the database')).toBeVisible();
  expect((await alertsNamed(page, 'Playwright alert'))[0].trigger_value).toBe(8888);

  // Enabled, inline.
  const enabled = page.getByRole('switch', { name: `Enabled: ${label}` });
  await enabled.locator('xpath=..').click();
  await expect(toast(page, 'New data was updated to the database').first()).toBeVisible();
  await expect.poll(async () => (await alertsNamed(page, 'Playwright alert'))[0].enabled).toBe(false);
  await expect(enabled).not.toBeChecked();

  // Delete, after the question.
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This entry was deleted from the database')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${label}` })).toHaveCount(0);
  expect(await alertsNamed(page, 'Playwright alert')).toEqual([]);
});

test("a demo alert's delivery is in its history and in Alert Deliveries", async ({ page }) => {
  // The engine evaluates as the backend starts; the demo water temperature is above its trigger.
  const alert = (await adminGet<AlertRequestRow[]>(page, 'alerts-management-table')).find(
    (a) => a.location === 'Stagecoach Reservoir Outlet' && a.alert_type === 'Value Above Trigger',
  );
  expect(alert).toBeTruthy();
  const ndx = (alert as AlertRequestRow).alert_request_ndx;
  await expect
    .poll(async () => (await adminGet<AlertDelivery[]>(page, `alert-deliveries?alert_request_ndx=${ndx}`)).filter((d) => d.status === 'sent').length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  const [delivery] = await adminGet<AlertDelivery[]>(page, `alert-deliveries?alert_request_ndx=${ndx}`);

  await page.getByRole('button', { name: `Delivery history of Stagecoach Reservoir Outlet, ${(alert as AlertRequestRow).parameter} (alert ${ndx})` }).click();
  const history = page.getByRole('dialog');
  const row = history.getByRole('row').filter({ hasText: delivery.recipient });
  await expect(row.first()).toContainText('Outbox (no mail server)');
  await expect(row.first()).toContainText('Sent');
  await row.first().getByRole('button', { name: /^Details of the delivery/ }).click();
  await expect(history.getByText(delivery.subject).first()).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Alert Deliveries' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alert Deliveries' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Alert Deliveries' })).toContainText(delivery.recipient);
});
