import { expect, type Page } from '@playwright/test';

/**
 * The charts of an explorer page side by side start at one height (within a pixel), whatever their heads hold: a
 * card whose long title pushes its buttons onto a second line must not push its chart down below its neighbour's.
 */
export async function expectChartsAligned(page: Page, count: number): Promise<void> {
  const plots = page.locator('.portal-explorer-chart .js-plotly-plot');
  await expect(plots).toHaveCount(count);
  const tops = await plots.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(Math.max(...tops) - Math.min(...tops), `chart tops ${tops.join(', ')}`).toBeLessThanOrEqual(1);
}

/**
 * The rows of a scrolling box that the box cuts where it opens (unscrolled): each must be wholly in view or wholly
 * below it, so the box never shows half a row.
 */
export function rowsCutBy(page: Page, box: string, row: string): Promise<string[]> {
  return page.locator(box).evaluate((el, rowSelector) => {
    const inner = el.getBoundingClientRect().top + el.clientTop;
    const bottom = inner + el.clientHeight - parseFloat(getComputedStyle(el).paddingBottom);
    return Array.from(el.querySelectorAll<HTMLElement>(rowSelector))
      .filter((r) => {
        const b = r.getBoundingClientRect();
        return b.top < bottom - 1 && b.bottom > bottom + 1;
      })
      .map((r) => r.textContent ?? '');
  }, row);
}

/** Nothing makes the page wider than the window, so it never scrolls sideways (a box that scrolls inside itself may). */
export async function expectNoSidewaysScrolling(page: Page, what = 'the page'): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}
