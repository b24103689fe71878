import { expect, type Page, test } from '@playwright/test';

// A keyboard user's first Tab on any layout reaches 'Skip to main content', which takes them past the header and
// navigation; every page, the map explorer and the 404 page included, has one h1 naming it.

async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

for (const [name, path, h1] of [
  ['the landing page', '/', 'Basin Water Data Portal'],
  ['the dashboard', '/dashboard', 'All Tools'],
  ['the map explorer', '/tools/map-explorer', 'Map Explorer'],
  ['the 404 page', '/no-such-page', 'Page not found.'],
] as const) {
  test(`${name}: the first Tab offers to skip to the content, and the page has one h1`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // Unfocused, the skip link is out of sight.
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeInViewport();
    await skipToContent(page);
    // The address did not change: the link moves focus, it is not a route.
    expect(new URL(page.url()).pathname).toBe(path);
  });
}

test('after skipping, the next Tab lands in the page content, not in the navigation', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
  await skipToContent(page);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  expect(await focused.evaluate((el) => el.closest('main') !== null)).toBe(true);
});
