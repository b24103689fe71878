import { expect, type Page, test } from '@playwright/test';
import { type NetworkWatch, watchNetwork } from '../support/network-quiet';
import { signIn } from '../support/sign-in';

// Every screen at a desktop's 1440 x 900 and a phone's 390 x 844, in the light and the dark theme: a full-page
// screenshot of each is kept as test output (the run's artifacts, for people to look at), and each is checked for
// what a screenshot shows at a glance: nothing scrolls the page sideways, and no control on the first screen is cut
// by the box it sits in or hidden under another element (a floating button over a card, a legend over an axis).

const SCREENS = [
  ['landing', '/'],
  ['dashboard', '/dashboard'],
  ['stakeholders', '/stakeholders/watershed-health'],
  ['stations', '/tools/monitoring-locations-and-parameters-by-basin-region'],
  ['additional-resources', '/tools/additional-resources'],
  ['map-explorer', '/tools/map-explorer'],
  ['water-year-comparisons', '/tools/water-year-comparisons'],
  ['time-series-comparisons', '/tools/time-series-comparisons'],
  ['query-and-download', '/tools/query-and-download'],
  ['colors-of-water-elkhead', '/tools/colors-of-water/elkhead'],
  ['colors-of-water-stagecoach', '/tools/colors-of-water/stagecoach'],
  ['climate-and-flows', '/tools/climate-and-flows-explorer'],
  ['year-over-year', '/tools/year-over-year-comparisons-tool'],
  ['time-series-summaries', '/tools/time-series-summaries'],
  ['about', '/about'],
  ['changelog', '/changelog'],
  ['support', '/support'],
  ['desktop-app', '/desktop-app'],
  ['not-found', '/no-such-page'],
] as const;

const SIGNED_IN_SCREENS = [
  ['yamcolo-operations', '/yamcolo-operations-dashboard'],
  ['stagecoach-operations', '/stagecoach-operations-dashboard'],
  ['yamcolo-time-series', '/yamcolo-time-series-dashboard'],
  ['stagecoach-time-series', '/stagecoach-time-series-dashboard'],
  ['temperature-profiles', '/tools/temperature-profiles'],
  ['site-summary', '/tools/site-summary-table'],
  ['contacts', '/tools/system-management/contacts'],
  ['groups', '/tools/system-management/groups'],
  ['associations', '/tools/system-management/associate-contacts-and-groups'],
  ['cow-controls', '/tools/system-management/cow-controls'],
  ['sms-help', '/tools/system-management/sms-help'],
  ['alerts-management', '/tools/system-management/alerts-management'],
  ['alert-deliveries', '/tools/system-management/alert-deliveries'],
  ['logger-keys', '/tools/system-management/logger-keys'],
  ['data-imports', '/tools/system-management/data-imports'],
  ['account', '/account'],
  ['profile', '/account/profile'],
  ['documentation', '/documentation'],
] as const;

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const THEMES = ['LIGHT', 'DARK'] as const;

/** The page has its title and has finished loading what it shows (no skeletons or spinners left). */
async function settled(page: Page, network: NetworkWatch): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.bp6-skeleton, .bp6-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Charts and maps draw after their data arrives: let them finish their first frame.
  await network.quiet();
  // The map explorer adds its monitoring locations once their data is in: the screenshot shows them drawn.
  if (await page.locator('.map-explorer-map canvas.maplibregl-canvas').count()) {
    await page.waitForFunction(() => {
      const map = (window as unknown as { __portalMap?: ExposedMap }).__portalMap;
      return !!map && map.getStyle().layers.some((l) => l.source === 'locations') && map.loaded() && !map.isMoving();
    }, undefined, { timeout: 20_000 });
  }
}

/** What the screenshots read of the map explorer's map (exposed to tests when `__portalExposeMap` is set). */
interface ExposedMap {
  getStyle(): { layers: { source?: string }[] };
  loaded(): boolean;
  isMoving(): boolean;
}

/**
 * The controls of the first screen that a visitor cannot fully see or reach: cut by an ancestor that hides its
 * overflow (a scrolling box is fine: its content is reached by scrolling), outside the window sideways, or covered
 * at their centre by an element that is not part of them. Each is described as 'tag "name": problem'.
 */
function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=radio]',
    );
    for (const el of Array.from(controls)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      // Only the first screen: what is below is reached by scrolling, and sticky bars legitimately pass over it.
      if (box.top < 0 || box.bottom > window.innerHeight) continue;
      // Blueprint's checkboxes, radios and switches draw an indicator over their (transparent) native input.
      if (el.matches('.bp6-control input')) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const hides = (v: string) => v === 'hidden' || v === 'clip';
        if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
        const outer = a.getBoundingClientRect();
        if ((hides(style.overflowX) && (box.left < outer.left - 1 || box.right > outer.right + 1))
          || (hides(style.overflowY) && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1))) {
          problems.push(`${describe(el)}: cut by its ${describe(a).split(' ')[0]}.${Array.from(a.classList).join('.')}`);
          clipped = true;
        }
        break;
      }
      if (clipped) continue;
      const insideScroller = (() => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const x = getComputedStyle(a).overflowX;
          if ((x === 'auto' || x === 'scroll') && a.scrollWidth > a.clientWidth) return true;
        }
        return false;
      })();
      if (!insideScroller && (box.left < -1 || box.right > window.innerWidth + 1)) {
        problems.push(`${describe(el)}: outside the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
        continue;
      }
      if (insideScroller) continue;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      if (top && !el.contains(top) && !top.contains(el) && !el.closest('label')?.contains(top)) {
        problems.push(`${describe(el)}: covered by ${describe(top)}.${Array.from(top.classList).join('.')}`);
      }
    }
    // A floating element (fixed to the window, like a floating button) must leave the content clear: it may not lie
    // over a card or another control, which the visitor could then not read or reach.
    for (const floating of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(floating).position !== 'fixed' || !floating.checkVisibility()) continue;
      if (floating.closest('.bp6-portal, header, nav, [role=banner], [role=navigation], .bp6-navbar')) continue;
      const f = floating.getBoundingClientRect();
      if (f.width < 2 || f.height < 2 || f.width * f.height > (window.innerWidth * window.innerHeight) / 4) continue;
      for (const other of Array.from(document.querySelectorAll<HTMLElement>('.bp6-card, button, a[href], input, select'))) {
        if (floating.contains(other) || other.contains(floating) || !other.checkVisibility()) continue;
        const o = other.getBoundingClientRect();
        if (o.width < 2 || o.height < 2 || o.top >= window.innerHeight) continue;
        const overlapX = Math.min(f.right, o.right) - Math.max(f.left, o.left);
        const overlapY = Math.min(f.bottom, o.bottom) - Math.max(f.top, o.top);
        if (overlapX > 2 && overlapY > 2) problems.push(`${describe(other)}: under the floating ${describe(floating)}`);
      }
    }
    return problems;
  });
}

async function checkScreen(page: Page, name: string, path: string, viewport: string, theme: string): Promise<void> {
  const network = watchNetwork(page);
  try {
    await page.goto(path);
    await settled(page, network);
  } finally {
    network.stop();
  }
  await page.screenshot({ path: test.info().outputPath(`${name}-${viewport}-${theme.toLowerCase()}.png`), fullPage: true });
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect.soft(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await hiddenControls(page), `${name}: controls cut or covered`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.name} px, ${theme.toLowerCase()} theme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => {
          window.localStorage.setItem('portal.theme', value);
          (window as unknown as { __portalExposeMap: boolean }).__portalExposeMap = true;
        }, theme);
      });

      test('public screens: kept as screenshots, nothing cut, covered or scrolling sideways', async ({ page }) => {
        test.setTimeout(240_000);
        for (const [name, path] of SCREENS) {
          await test.step(name, () => checkScreen(page, name, path, viewport.name, theme));
        }
      });

      test('signed-in screens: kept as screenshots, nothing cut, covered or scrolling sideways', async ({ page }) => {
        test.setTimeout(240_000);
        await signIn(page, 'admin');
        for (const [name, path] of SIGNED_IN_SCREENS) {
          await test.step(name, () => checkScreen(page, name, path, viewport.name, theme));
        }
      });
    });
  }
}
