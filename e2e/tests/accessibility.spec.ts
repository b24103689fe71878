import { expect, type Page, test } from '@playwright/test';
import { expectNoAccessibilityViolations, expectOrderedHeadings } from '../support/axe';
import { textContrastOverMap } from '../support/map-contrast';
import { signIn } from '../support/sign-in';

// Every screen meets WCAG 2.1 AA as axe-core judges it, in the light and the dark theme, and every screen, public or
// signed in, fits a phone's 390 px without scrolling the page sideways (wide tables scroll inside themselves).

const PUBLIC_SCREENS = [
  ['landing page', '/'],
  ['dashboard', '/dashboard'],
  ['stakeholder page', '/stakeholders/watershed-health'],
  ['monitoring locations table', '/tools/monitoring-locations-and-parameters-by-basin-region'],
  ['additional resources', '/tools/additional-resources'],
  ['water year comparisons', '/tools/water-year-comparisons'],
  ['time series comparisons', '/tools/time-series-comparisons'],
  ['query and download form', '/tools/query-and-download'],
  ['Colors of Water - Elkhead', '/tools/colors-of-water/elkhead'],
  ['Colors of Water - Stagecoach', '/tools/colors-of-water/stagecoach'],
  ['Climate and Flows Explorer', '/tools/climate-and-flows-explorer'],
  ['Year-over-Year Comparisons', '/tools/year-over-year-comparisons-tool'],
  ['Time Series Summaries', '/tools/time-series-summaries'],
  ['about page', '/about'],
  ['changelog', '/changelog'],
  ['support page', '/support'],
  ['desktop app download page', '/desktop-app'],
  ['404 page', '/no-such-page'],
] as const;

/** Every screen behind sign-in (the Administrator sees them all). */
const SIGNED_IN_SCREENS = [
  ['contacts', '/tools/system-management/contacts'],
  ['contact groups', '/tools/system-management/groups'],
  ['groups to contacts associations', '/tools/system-management/associate-contacts-and-groups'],
  ['COW controls', '/tools/system-management/cow-controls'],
  ['SMS help', '/tools/system-management/sms-help'],
  ['alerts management', '/tools/system-management/alerts-management'],
  ['alert deliveries', '/tools/system-management/alert-deliveries'],
  ['logger keys', '/tools/system-management/logger-keys'],
  ['data imports', '/tools/system-management/data-imports'],
  ['Yamcolo operations dashboard', '/yamcolo-operations-dashboard'],
  ['Stagecoach operations dashboard', '/stagecoach-operations-dashboard'],
  ['Yamcolo time-series dashboard', '/yamcolo-time-series-dashboard'],
  ['Stagecoach time-series dashboard', '/stagecoach-time-series-dashboard'],
  ['temperature profiles', '/tools/temperature-profiles'],
  ['site summary table', '/tools/site-summary-table'],
  ['account', '/account'],
  ['profile', '/account/profile'],
  ['documentation', '/documentation'],
] as const;

const THEMES = ['LIGHT', 'DARK'] as const;

async function useTheme(page: Page, theme: 'DEFAULT' | 'LIGHT' | 'DARK'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('portal.theme', value), theme);
}

/** The page has its title and has finished loading what it shows (no skeletons or spinners left). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.bp6-skeleton, .bp6-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

for (const theme of THEMES) {
  test.describe(`${theme.toLowerCase()} theme`, () => {
    for (const [name, path] of PUBLIC_SCREENS) {
      test(`the ${name} has no WCAG 2.1 AA violations`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await settled(page);
        await expectNoAccessibilityViolations(page);
      });
    }

    for (const [name, path] of SIGNED_IN_SCREENS) {
      test(`the ${name} (signed in) has no WCAG 2.1 AA violations`, async ({ page }) => {
        await useTheme(page, theme);
        await signIn(page, 'admin');
        await page.goto(path);
        await settled(page);
        await expectNoAccessibilityViolations(page);
      });
    }

    test('an open dialog and its delete question have no violations', async ({ page }) => {
      await useTheme(page, theme);
      await signIn(page, 'admin');
      await page.goto('/tools/system-management/contacts');
      await settled(page);
      await page.getByRole('button', { name: /add/i }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog fades in; the check waits for its colours to settle (see accessibilityViolations).
      await expectNoAccessibilityViolations(page);
    });
  });
}

for (const [name, path] of [['Query & Download', '/tools/query-and-download'], ['Water Year Comparisons', '/tools/water-year-comparisons']]) {
  test(`${name}'s headings go down one level at a time`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    await expectOrderedHeadings(page);
  });
}

test("a map's geolocate button has its name while the browser has not yet said whether it may locate the user", async ({ page }) => {
  // MapLibre names the button only after the permissions query answers; under load axe ran before that and found a
  // nameless button. A query that never answers holds that moment open.
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === 'geolocation' ? new Promise<PermissionStatus>(() => undefined) : query(descriptor);
  });
  await page.goto('/tools/time-series-comparisons');
  await settled(page);
  await expect(page.locator('button.maplibregl-ctrl-geolocate')).toHaveAccessibleName('Find my location');
  await expectNoAccessibilityViolations(page);
});

test.describe('dark theme', () => {
  test('hero titles are light on a dark box, and tool cards keep the text colour, not the link colour', async ({ page }) => {
    await useTheme(page, 'DARK');
    await page.goto('/dashboard');
    await settled(page);
    const title = page.locator('.portal-hero-text h1');
    await expect(title).toHaveCSS('color', 'rgb(246, 247, 249)');
    const box = await page.locator('.portal-hero-text').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = box.match(/\d+/g)!.map(Number);
    expect(r + g + b).toBeLessThan(200);
    const grid = page.locator('.portal-tool-grid');
    const textColour = await grid.evaluate((el) => getComputedStyle(el).color);
    await expect(grid.getByRole('link').first().locator('p')).toHaveCSS('color', textColour);
    expect(textColour).toBe('rgb(246, 247, 249)');
    await page.screenshot({ path: test.info().outputPath('dashboard-dark.png') });
  });

  test('Default follows the system colour scheme', async ({ page }) => {
    await useTheme(page, 'DEFAULT');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/dashboard');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  });
});

test.describe('phones (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, path] of PUBLIC_SCREENS) {
    test(`the ${name} needs no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test('signed-in screens need no sideways scrolling', async ({ page }) => {
    test.slow();
    await signIn(page, 'admin');
    for (const [name, path] of SIGNED_IN_SCREENS) {
      await test.step(name, async () => {
        await page.goto(path);
        await settled(page);
        const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      });
    }
  });

  test('the top bar keeps its controls on the screen, and the stations table scrolls inside itself', async ({ page }) => {
    await page.goto('/tools/monitoring-locations-and-parameters-by-basin-region');
    await settled(page);
    for (const control of [page.getByRole('radio', { name: 'Dark' }), page.getByRole('button', { name: 'Admin Login' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const scroller = page.getByRole('region', { name: 'Monitoring locations and parameters (scrolls sideways)' });
    await expect(scroller).toBeVisible();
    // A keyboard user scrolls it: it takes focus and the arrow keys move it.
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.screenshot({ path: test.info().outputPath('stations-390.png'), fullPage: true });
  });
});

test("in the dark theme the map explorer's overlay controls read over the map", async ({ page }) => {
  await useTheme(page, 'DARK');
  await page.addInitScript(() => {
    (window as Window & { __portalExposeMap?: boolean }).__portalExposeMap = true;
  });
  await page.goto('/tools/map-explorer');
  await settled(page);
  await page.waitForFunction(() => {
    const map = (window as Window & { __portalMap?: { loaded(): boolean; isMoving(): boolean; getLayer(id: string): unknown } }).__portalMap;
    return !!map && !!map.getLayer('monitoring-locations-labels') && map.loaded() && !map.isMoving();
  }, undefined, { timeout: 20_000 });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expectNoAccessibilityViolations(page);

  // Over the light basemap: the search box's placeholder, then its typed text; the scale bars; the offline notice.
  const search = page.getByRole('combobox', { name: 'Address/Coords Search' });
  // Each one said on its own, so a failure lists every control below 4.5:1.
  const readable = async (control: string, ratio: Promise<number>) => expect.soft(await ratio, control).toBeGreaterThanOrEqual(4.5);
  await readable('Address/Coords Search placeholder', textContrastOverMap(page, search, '::placeholder'));
  await search.fill('Steamboat');
  await page.keyboard.press('Escape');
  await readable('Address/Coords Search text', textContrastOverMap(page, search));
  await readable('scale', textContrastOverMap(page, page.locator('.maplibregl-ctrl-scale').first()));
  await readable('feet scale', textContrastOverMap(page, page.getByLabel('Scale in feet')));
  const notice = page.locator('.map-explorer-map-area').getByRole('status').filter({ hasText: 'Online basemaps could not be reached' });
  await expect(notice).toBeVisible();
  await readable('offline notice', textContrastOverMap(page, notice));
  await page.screenshot({ path: test.info().outputPath('map-explorer-dark.png') });
});
