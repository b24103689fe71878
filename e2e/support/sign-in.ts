import { expect, type Page } from '@playwright/test';

/** The embedded provider's demo accounts (README, "Sign-in"). */
export const DEMO_PASSWORD = 'demo-password';
export type DemoAccount = 'admin' | 'developer' | 'stakeholder' | 'user';
export const DEMO_NAMES: Record<DemoAccount, string> = {
  admin: 'Avery Admin (demo)',
  developer: 'Devon Developer (demo)',
  stakeholder: 'Sam Stakeholder (demo)',
  user: 'Uma User (demo)',
};

/** Fills the provider's own login page (a real page of the embedded OpenID provider, not the portal's). */
export async function submitProviderLogin(page: Page, account: DemoAccount): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(`${account}@demo.portal`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the landing page's Admin Login, as a visitor would; ends on the dashboard. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Admin Login' }).click();
  await submitProviderLogin(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Account menu of ${DEMO_NAMES[account]}` })).toBeVisible();
}

/** The signed-in page's access token, as the app sends it (the OpenID client keeps its user in localStorage). */
export async function pageAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) as string) as { access_token: string }).access_token : null;
  });
  expect(token).toBeTruthy();
  return token as string;
}
