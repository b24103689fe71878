import { expect, type Page, test } from '@playwright/test';
import { DEMO_NAMES, type DemoAccount, signIn, submitProviderLogin } from '../support/sign-in';

// Sign-in through the embedded OpenID provider's real login page, and what each role then sees.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Tools' });

async function openAccountMenu(page: Page, account: DemoAccount) {
  await page.getByRole('button', { name: `Account menu of ${DEMO_NAMES[account]}` }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

const EVERYONE_MENU = ['About', 'Changelog', 'Your Account', 'Support', 'Log out'];

const ROLES: { account: DemoAccount; systemManagement: boolean; developer: boolean }[] = [
  { account: 'admin', systemManagement: true, developer: false },
  { account: 'developer', systemManagement: true, developer: true },
  { account: 'stakeholder', systemManagement: false, developer: false },
  { account: 'user', systemManagement: false, developer: false },
];

for (const { account, systemManagement, developer } of ROLES) {
  test(`${account}: signs in on the provider's page, returns to the dashboard, sees the menu and sidebar of the role`, async ({ page }) => {
    await signIn(page, account);
    await expect(page.getByRole('button', { name: 'Admin Login' })).toHaveCount(0);

    const menu = await openAccountMenu(page, account);
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toContainText(`${account}@demo.portal`);
    const expected = developer ? ['About', 'Documentation', ...EVERYONE_MENU.slice(1)] : EVERYONE_MENU;
    await expect(items.filter({ hasNotText: '@demo.portal' })).toHaveText(expected.map((t) => new RegExp(`^${t}`)));
    await expect(menu.getByRole('menuitem', { name: /Changelog/ })).toContainText(/v\d+\.\d+\.\d+/);
    await page.keyboard.press('Escape');

    await expect(sidebar(page).getByRole('button', { name: 'System Management' })).toHaveCount(systemManagement ? 1 : 0);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Developer tools' })).toHaveCount(developer ? 1 : 0);
  });
}

test('a Developer opens the developer drawer: environment, last API data, user', async ({ page }) => {
  await signIn(page, 'developer');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Developer tools' }).click();
  const drawer = page.getByRole('region', { name: 'Developer tools' });
  await expect(drawer.getByRole('region', { name: 'Environment' })).toContainText('"kind": "web"');
  await expect(drawer.getByRole('region', { name: 'Last API data' })).toContainText('"endpointName"');
  await expect(drawer.getByRole('region', { name: 'User' })).toContainText('"sub": "demo-developer"');
});

test('a Stakeholder is shown the Unauthorized page on an admin route', async ({ page }) => {
  await signIn(page, 'stakeholder');
  await page.goto('/tools/system-management/contacts');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByText('/tools/system-management/contacts', { exact: true })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Previous Page' })).toBeVisible();
});

test('a visitor opening an admin page signs in first and comes back to it', async ({ page }) => {
  await page.goto('/tools/system-management/sms-help');
  await submitProviderLogin(page, 'admin');
  await expect(page).toHaveURL(/\/tools\/system-management\/sms-help$/);
  await expect(page.getByRole('button', { name: `Account menu of ${DEMO_NAMES.admin}` })).toBeVisible();
});

test('wrong credentials are refused on the login page, with nothing signed in', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (res.status() >= 400 && (pathname.startsWith('/oidc/') || pathname.includes('favicon'))) failed.push(`${res.status()} ${pathname}`);
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  // The provider's page declares its own inline icon, so the browser does not ask the origin for a
  // /favicon.ico that does not exist.
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
  await page.getByLabel('Email').fill('admin@demo.portal');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  // The wrong password's own 401 is the only failed request of the provider's page.
  expect(failed.filter((r) => !/^401 \/oidc\/interaction\//.test(r))).toEqual([]);
});

test('the session survives a reload, the account pages show the user, and Log out ends on the site origin', async ({ page, baseURL }) => {
  const consoleProblems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') consoleProblems.push(msg.text());
  });
  await signIn(page, 'user');
  await page.reload();
  const menu = await openAccountMenu(page, 'user');
  await menu.getByRole('menuitem', { name: 'Your Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: DEMO_NAMES.user })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('table', { name: 'Profile' })).toContainText('user@demo.portal');
  await page.goBack();

  const providerPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/oidc/')) providerPages.push(frame.url());
  });
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  // The portal's own sign-out carries its ID token, so the provider ends its session without asking (a link
  // from elsewhere would get its "Sign out of the portal?" page) and returns to the portal in one step.
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(providerPages.some((u) => u.includes('/oidc/session/end'))).toBe(true);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' })).toBeVisible();
  // Signed out for real: an account page asks for sign-in again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  // The refresh token was revoked on the way out, with nothing logged against the provider's answer.
  expect(consoleProblems.filter((t) => /revocation|sign out|end its session|Content Security Policy/i.test(t))).toEqual([]);
});
