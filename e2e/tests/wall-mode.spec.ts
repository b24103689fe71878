import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/axe';
import { expectNoSidewaysScrolling } from '../support/layout';
import { signIn } from '../support/sign-in';

// Wall mode in the web build: a Stakeholder sets up two dashboards on Your Account (or points the browser at an
// address carrying them) and the wall shows them one after another without the site's frame, pauses while someone
// uses it, goes back with Esc, and carries on by itself while the server is away. At a desktop's and a phone's
// width, in both themes. The interval is the shortest allowed, 10 s, so each test waits through one switch.

const SECONDS = 10;
const WALL_ADDRESS = `/wall?screens=yamcolo-operations,temperature-profiles&seconds=${SECONDS}`;
const FIRST = 'Yamcolo Operations Dashboard';
const SECOND = 'Temperature Profiles';

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
const THEMES = ['LIGHT', 'DARK'] as const;

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const overlay = (page: Page) => page.getByRole('complementary', { name: 'Wall mode' });
const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: 'Reconnecting…' });

/** The wall shows the page alone: no top bar, sidebar or footer. */
async function expectNoChrome(page: Page): Promise<void> {
  await expect(page.locator('.portal-topbar')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Tools' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu of/ })).toHaveCount(0);
}

/** The wall moves on by itself within one interval (and a little for the next page to load). */
async function expectSwitchTo(page: Page, name: string): Promise<void> {
  await expect(title(page)).toHaveText(name, { timeout: (SECONDS + 5) * 1000 });
}

/** Input pauses the wall: the overlay says so, and the screen stays for longer than an interval. */
async function expectPausedOn(page: Page, name: string): Promise<void> {
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page)).toContainText(name);
  await expect(overlay(page)).toContainText('Paused');
  await expect(overlay(page)).toContainText(/Resumes at \d\d:\d\d:\d\d [AP]M/);
  await expect(overlay(page).getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(overlay(page).getByRole('button', { name: 'Exit wall mode' })).toBeVisible();
  await page.waitForTimeout((SECONDS + 2) * 1000);
  await expect(title(page)).toHaveText(name);
  await expect(overlay(page)).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.name} px, ${theme.toLowerCase()} theme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('portal.theme', value), theme);
      });

      test('set up on Your Account, wall mode cycles without the frame, pauses on input and Esc goes back', async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, 'stakeholder');
        await page.goto('/account');
        const dashboards = page.getByRole('list', { name: 'Wall mode dashboards' });
        await dashboards.getByLabel(SECOND).check({ force: true });
        await dashboards.getByLabel(FIRST).check({ force: true });
        await page.getByRole('button', { name: `Move ${FIRST} up` }).click();
        await page.getByLabel('Seconds per dashboard').fill('3');
        await page.getByLabel('Seconds per dashboard').press('Enter');
        // Kept within bounds: 10 s at the least.
        await expect(page.getByLabel('Seconds per dashboard')).toHaveValue(String(SECONDS));

        // From the keyboard, so no mouse movement over the wall pauses it at once.
        await page.getByRole('button', { name: 'Start wall mode' }).press('Enter');
        await expect(page).toHaveURL(/\/wall$/);
        await expect(title(page)).toHaveText(FIRST);
        await expectNoChrome(page);
        await expect(overlay(page)).toHaveCount(0);
        await expectNoSidewaysScrolling(page, 'the wall');
        await expectNoAccessibilityViolations(page);

        await expectSwitchTo(page, SECOND);
        await expectNoChrome(page);
        await expectPausedOn(page, SECOND);
        await expectNoAccessibilityViolations(page);

        // The browser's own full screen may take the first Esc to leave full screen; wall mode then runs in the window.
        await page.keyboard.press('Escape');
        if (await page.evaluate(() => document.fullscreenElement === null && window.location.pathname === '/wall')) {
          await page.keyboard.press('Escape');
        }
        await expect(page).toHaveURL(/\/account$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
        await expect(page.evaluate(() => document.fullscreenElement)).resolves.toBeNull();
      });

      test("a wall display's bookmark plays its playlist; leaving opens the screen it showed, with the frame", async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, 'stakeholder');
        await page.goto(WALL_ADDRESS);
        await expect(title(page)).toHaveText(FIRST);
        await expectNoChrome(page);
        await expectSwitchTo(page, SECOND);
        await expectPausedOn(page, SECOND);
        await expectNoSidewaysScrolling(page, 'the paused wall');
        // Kept as test output, for people to look at the overlay over a dashboard.
        await page.screenshot({ path: test.info().outputPath(`wall-paused-${viewport.name}-${theme.toLowerCase()}.png`) });

        await overlay(page).getByRole('button', { name: 'Next' }).click();
        await expect(title(page)).toHaveText(FIRST);
        await expect(overlay(page)).toContainText('(1 of 2)');
        await page.keyboard.press('Escape');
        await expect(page).toHaveURL(/\/yamcolo-operations-dashboard$/);
        await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
      });
    });
  }
}

test('wall mode needs a signed-in stakeholder', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto(WALL_ADDRESS);
  await expect(page.getByText(/not authori[sz]ed|Unauthorized/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: FIRST })).toHaveCount(0);
});

test('while the server is away the wall keeps cycling, says it is reconnecting, and recovers without a click', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'stakeholder');
  await page.goto(WALL_ADDRESS);
  await expect(title(page)).toHaveText(FIRST);

  // Every API call finds no server, as while the backend restarts.
  const refuse = (route: { abort(code: string): Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/api/**', refuse);
  await expectSwitchTo(page, SECOND);
  await expect(reconnecting(page)).toBeVisible();
  await expectSwitchTo(page, FIRST);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/wall\?/);

  await page.unroute('**/api/**', refuse);
  await expect(reconnecting(page)).toHaveCount(0, { timeout: 20_000 });
  await expectSwitchTo(page, SECOND);
  await expectNoChrome(page);
});
