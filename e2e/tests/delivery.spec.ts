import { expect, test } from '@playwright/test';

// The first visit downloads the entry script and stylesheet compressed: the build's brotli copies, chosen by what
// Chromium accepts, and cached for a year under their hashed names.

test('a first visit gets the scripts and styles brotli-compressed and cacheable, and the page works', async ({ page }) => {
  const assets: { url: string; encoding?: string; cache?: string; vary?: string }[] = [];
  page.on('response', (res) => {
    if (/\/assets\/index-[^/]+\.(js|css)$/.test(res.url())) {
      const headers = res.headers();
      assets.push({ url: res.url(), encoding: headers['content-encoding'], cache: headers['cache-control'], vary: headers.vary });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(assets.map((a) => a.url.split('.').pop()).sort()).toEqual(expect.arrayContaining(['css', 'js']));
  for (const asset of assets) {
    expect(asset).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding', cache: expect.stringContaining('immutable') });
  }
});
