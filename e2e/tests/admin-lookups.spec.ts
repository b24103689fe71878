import { expect, type Page, test } from '@playwright/test';
import type { ContactGroupAssociation, ContactRow } from '@portal/contracts';
import { pageAccessToken, signIn } from '../support/sign-in';

// An Administrator maintains the admin lookup tables in the browser, and the API
// (read back with the page's own token) holds what the screens said was saved.

const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

/** Reads an admin list with the signed-in page's access token, as the app does. */
async function adminGet<T>(page: Page, path: string): Promise<T> {
  const token = await pageAccessToken(page);
  const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin');
});

test('an Administrator adds, edits and deletes a contact', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'System Management' }).click();
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table).toContainText('Jordan Rivera');

  // Add: the product's message for each empty required field, and nothing is sent until they are filled.
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contact' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('*Required field', { exact: true })).toHaveCount(3);
  await add.getByLabel('Name').fill('Morgan Playwright');
  await add.getByLabel('Address').fill('morgan.playwright@example.org');
  await add.getByLabel('Organization').fill('Routt County');
  await add.getByText('Receive Text Message').click();
  await expect(add.getByLabel('Receive Text Message')).toBeChecked();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'New entry was saved to the database')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(table).toContainText('Morgan Playwright');
  const added = (await adminGet<ContactRow[]>(page, 'list-contacts')).find((c) => c.contact_name === 'Morgan Playwright');
  expect(added).toMatchObject({ contact_address: 'morgan.playwright@example.org', contact_org: 'Routt County', send_sms: true, is_used: false });

  // Edit
  await page.getByRole('button', { name: 'Edit Morgan Playwright', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await edit.getByLabel('Organization').fill('City of Steamboat Springs');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'New data was updated to the database')).toBeVisible();
  await expect(table.getByRole('row', { name: /Morgan Playwright/ })).toContainText('City of Steamboat Springs');

  // Delete, after confirming; the question starts on Cancel, and focus lands on the table once the row is gone.
  await page.getByRole('button', { name: 'Delete Morgan Playwright', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Morgan Playwright');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'This entry was deleted from the database')).toBeVisible();
  await expect(table).not.toContainText('Morgan Playwright');
  await expect(table).toBeFocused();
  expect((await adminGet<ContactRow[]>(page, 'list-contacts')).some((c) => c.contact_name === 'Morgan Playwright')).toBe(false);

  // A contact in a group cannot be deleted.
  await expect(page.getByRole('button', { name: 'Delete Jordan Rivera', exact: true })).toBeDisabled();
});

test('a contact address must be an e-mail address: the form says so under the field and sends nothing', async ({ page }) => {
  await page.goto('/tools/system-management/contacts');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/list-contacts')) writes.push(`${request.method()} ${request.url()}`);
  });
  const message = '*Must be an e-mail address (for text messages: number@gateway)';

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contact' });
  await add.getByLabel('Name').fill('Bad Address');
  await add.getByLabel('Address').fill('9705550100 at vtext');
  await add.getByLabel('Address').press('Tab');
  await expect(add.getByText(message, { exact: true })).toBeVisible();
  await expect(add.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Address')).toHaveAccessibleDescription(
    new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} An e-mail address, or for text messages the phone’s number@gateway \\(see SMS Help\\)\\. Several US carriers have closed their e-mail gateways`),
  );
  await add.getByLabel('Organization').fill('Routt County');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText(message, { exact: true })).toBeVisible();
  await expect(add).toBeVisible();

  // The same rule when editing a contact.
  await add.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Riley Chen', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await edit.getByLabel('Address').fill('riley.chen@');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(message, { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  expect(writes).toEqual([]);
});

test('closing an admin dialog by keyboard puts focus back on the button that opened it', async ({ page }) => {
  await page.goto('/tools/system-management/contacts');
  const add = page.getByRole('button', { name: 'Add Contact' });
  const editSam = page.getByRole('button', { name: 'Edit Sam Whitaker', exact: true });
  const deleteSam = page.getByRole('button', { name: 'Delete Sam Whitaker', exact: true });
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Sam Whitaker');

  // Escape
  await add.focus();
  await page.keyboard.press('Enter');
  const addForm = page.getByRole('dialog', { name: 'Add Contact' });
  await expect(addForm.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(addForm).toBeHidden();
  await expect(add).toBeFocused();

  // Cancel
  await editSam.focus();
  await page.keyboard.press('Enter');
  const editForm = page.getByRole('dialog', { name: 'Edit Contact' });
  await editForm.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(editForm).toBeHidden();
  await expect(editSam).toBeFocused();

  // Save (Enter in a field submits the form)
  await page.keyboard.press('Enter');
  await editForm.getByLabel('Organization').press('Enter');
  await expect(toast(page, 'New data was updated to the database')).toBeVisible();
  await expect(editForm).toBeHidden();
  await expect(editSam).toBeFocused();

  // The delete question opens on Cancel; Escape and Cancel both leave the contact and return to its Delete.
  await deleteSam.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteSam).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(deleteSam).toBeFocused();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Sam Whitaker');
});

test('a Delete that is not allowed is reachable by keyboard, says why, and does nothing', async ({ page }) => {
  await page.goto('/tools/system-management/contacts');
  const inUse = page.getByRole('button', { name: 'Delete Jordan Rivera', exact: true });
  await page.getByRole('button', { name: 'Edit Jordan Rivera', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(inUse).toBeFocused();
  await expect(inUse).toHaveAttribute('aria-disabled', 'true');
  await expect(inUse).toHaveAccessibleDescription('In use: cannot be deleted');
  await expect(page.locator('.bp6-tooltip').filter({ hasText: 'In use: cannot be deleted' })).toBeVisible();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await inUse.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(inUse).toBeFocused();
  expect((await adminGet<ContactRow[]>(page, 'list-contacts')).some((c) => c.contact_name === 'Jordan Rivera')).toBe(true);
});

test('an Administrator saves the contacts of a group', async ({ page }) => {
  await page.goto('/tools/system-management/associate-contacts-and-groups');
  await expect(page.getByText('Select a group from the left to associate them with contacts.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search groups' }).fill('flood');
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('button')).toHaveText(['Flood Watch']);
  await groups.getByRole('button', { name: 'Flood Watch' }).click();

  // The group has no contacts yet; only selected contacts are shown by default.
  const onlySelected = page.getByRole('switch', { name: 'Show only selected contacts' });
  await expect(onlySelected).toBeChecked();
  await page.getByText('Show only selected contacts').click();
  await expect(onlySelected).not.toBeChecked();
  // Blueprint draws its own box over the native checkbox; a click on the box's label is what a user does.
  for (const name of ['Sam Whitaker', 'Riley Chen']) {
    const box = page.getByRole('checkbox', { name: `Select ${name}` });
    await box.locator('xpath=..').click();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Associations successfully saved.')).toBeVisible();

  const saved = await adminGet<ContactGroupAssociation[]>(page, 'assoc-contacts-groups');
  expect(saved.filter((a) => a.group_ndx === 3).map((a) => a.contact_ndx).sort()).toEqual([3, 6]);

  // Select None and Save empties the group again.
  await page.getByRole('button', { name: 'Select None' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Associations successfully saved.').last()).toBeVisible();
  await expect
    .poll(async () => (await adminGet<ContactGroupAssociation[]>(page, 'assoc-contacts-groups')).filter((a) => a.group_ndx === 3))
    .toEqual([]);
});

test('the other System Management screens: groups, COW controls with the hex rule, SMS help', async ({ page }) => {
  await page.goto('/tools/system-management/groups');
  await expect(page.getByRole('table', { name: 'Groups' })).toContainText('Reservoir Operations');
  await expect(page.getByRole('button', { name: 'Delete Flood Watch', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete Water Quality', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Water Quality', exact: true })).toHaveAccessibleDescription('In use: cannot be deleted');

  await page.goto('/tools/system-management/cow-controls');
  await expect(page.getByRole('table', { name: 'COW Controls' })).toContainText('Mitigation Pool');
  await expect(page.getByRole('button', { name: 'Add Storage Account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Mitigation Pool', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Storage Account' });
  await edit.getByLabel('Graph Color').fill('green');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('*Required field (Hex format: #RRGGBB)')).toBeVisible();
  await edit.getByLabel('Graph Color').fill('#00AA55');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'New data was updated to the database')).toBeVisible();
  await expect(page.getByRole('table', { name: 'COW Controls' }).getByRole('row', { name: /Mitigation Pool/ })).toContainText('#00AA55');

  await page.goto('/tools/system-management/sms-help');
  await expect(page.getByText(/number@gateway/).first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(18);
});
