import { createHash } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { DesktopReleases } from '@portal/contracts';
import { expectNoAccessibilityViolations, expectOrderedHeadings } from '../support/axe';
import { E2E_DESKTOP_RELEASES, e2eDesktopInstallers } from '../support/desktop-releases';
import { expectNoSidewaysScrolling } from '../support/layout';

// The page lists what the run's own update folder holds (playwright.config.ts writes it); a deployment under test
// (E2E_BASE_URL) has its own releases, or none.
test.skip(!process.env.E2E_DESKTOP_UPDATES_DIR, "needs the run's own update folder (not an external deployment)");

const TITLE = 'Download the desktop app';
const PAGE = '/desktop-app';
/** The fixture's release time, 2026-11-30T12:00Z, is November 30 in the district too. */
const RELEASED = 'released 11/30/2026';
/** The sizes as the page must say them: 2,700,000 bytes and 6,000 bytes. */
const SIZE_TEXT: Record<number, string> = { 2_700_000: '2.6 MB', 6000: '6 KB' };

const channel = (page: Page, name: 'Current release' | 'Beta') => page.getByRole('region', { name });

/** A platform's block in a channel: its heading, version line, staging note and installers. */
function platformBlock(region: Locator, platform: 'Windows' | 'Linux'): Locator {
  return region.locator('.portal-desktop-releases-platform').filter({ has: region.page().getByRole('heading', { level: 3, name: platform }) });
}

/** One installer's entry, found by its download link. */
function fileEntry(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.bp6-spinner')).toHaveCount(0);
  await expect(channel(page, 'Current release')).toBeVisible();
}

test.describe('Download the desktop app', () => {
  test('is reached from the footer and lists the current release and the beta per platform', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await settled(page);
    await expect(page).toHaveTitle(`${TITLE} | Basin Water Data Portal`);

    // The stable channel comes first, under the name people know it by.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Current release', 'Beta']);
    const current = channel(page, 'Current release');
    await expect(current.getByRole('heading', { level: 3 })).toHaveText(['Windows', 'Linux']);
    for (const platform of ['Windows', 'Linux'] as const) {
      await expect(platformBlock(current, platform).locator('.portal-desktop-releases-version')).toHaveText(`Version 1.4.0, ${RELEASED}`);
      await expect(platformBlock(current, platform).getByText(/Rolled out in stages/)).toHaveCount(0);
    }
    const beta = platformBlock(channel(page, 'Beta'), 'Windows');
    await expect(beta.locator('.portal-desktop-releases-version')).toHaveText(`Version 1.5.0-beta.1, ${RELEASED}`);
    const staged = E2E_DESKTOP_RELEASES.find((release) => release.channel === 'beta')?.stagingPercentage;
    await expect(beta.getByText(`Rolled out in stages: offered to ${staged}% of PCs so far.`)).toBeVisible();

    await expect(platformBlock(current, 'Windows').getByRole('heading', { level: 4 })).toHaveText(['Windows installer']);
    await expect(platformBlock(current, 'Linux').getByRole('link')).toHaveText(['Basin-Water-Portal-1.4.0.AppImage', 'Basin-Water-Portal-1.4.0.deb']);
  });

  test('shows for each installer the SHA-512 and the size of the very file its link downloads', async ({ page }) => {
    await page.goto(PAGE);
    await settled(page);
    const answer = (await (await page.request.get('/api/desktop-releases')).json()) as DesktopReleases;
    expect(answer.published).toBe(true);

    for (const installer of e2eDesktopInstallers()) {
      await test.step(installer.name, async () => {
        // A file may be listed under both channels (the beta PCs take current releases too): each entry is checked.
        const entries = await fileEntry(page, installer.name).all();
        expect(entries.length).toBeGreaterThanOrEqual(1);
        for (const entry of entries) {
          const href = await entry.getByRole('link', { name: installer.name, exact: true }).getAttribute('href');
          expect(href, 'the link points into the update feed').toContain('/api/desktop-releases/feed/');
          const download = await page.request.get(href!);
          expect(download.ok()).toBe(true);
          const bytes = await download.body();
          expect(bytes.length).toBe(installer.size);
          // The test's own hash of what it downloaded: the page's digits must be exactly these.
          const sha512 = createHash('sha512').update(bytes).digest('hex');
          await expect(entry.locator('code.portal-desktop-releases-sha')).toHaveText(sha512);
          await expect(entry.locator('dt', { hasText: 'Size' }).locator('xpath=following-sibling::dd[1]')).toHaveText(SIZE_TEXT[installer.size]);
          await expect(entry.getByRole('button', { name: `Copy the SHA-512 of ${installer.name}` })).toBeVisible();
          const command = installer.name.endsWith('.exe') ? `Get-FileHash -Algorithm SHA512 ${installer.name}` : `sha512sum ${installer.name}`;
          await expect(entry.getByText(command, { exact: true })).toBeVisible();
        }
      });
    }
    // Every installer the API lists is on the page, and no other.
    const listed = answer.releases.flatMap((release) => release.files.map((file) => file.name));
    expect(new Set(listed)).toEqual(new Set(e2eDesktopInstallers().map((installer) => installer.name)));
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    for (const theme of ['LIGHT', 'DARK'] as const) {
      test(`fits ${viewport.width} px in the ${theme.toLowerCase()} theme, SHA-512s wrapped, and passes axe`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((value) => window.localStorage.setItem('portal.theme', value), theme);
        await page.goto(PAGE);
        await settled(page);
        if (theme === 'DARK') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
        else await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
        await page.screenshot({ path: test.info().outputPath(`desktop-app-${viewport.width}-${theme.toLowerCase()}.png`), fullPage: true });

        await expectNoSidewaysScrolling(page);
        // Each SHA-512 wraps inside its card instead of running out of it, and its copy button stays beside it on screen.
        const blocks = page.locator('code.portal-desktop-releases-sha');
        expect(await blocks.count()).toBeGreaterThanOrEqual(e2eDesktopInstallers().length);
        const fits = await blocks.evaluateAll((els) =>
          els.map((el) => {
            const card = el.closest('li')!.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            const lines = (el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
            return { inside: box.left >= card.left && box.right <= card.right && el.scrollWidth <= el.clientWidth, lines: Math.round(lines) };
          }),
        );
        for (const block of fits) {
          expect(block.inside, 'the SHA-512 stays inside its card').toBe(true);
          // 128 digits take more than one line on a phone; on a wide screen they still wrap within the column.
          if (viewport.width === 390) expect(block.lines).toBeGreaterThan(1);
        }
        for (const button of await page.getByRole('button', { name: /^Copy the SHA-512 of / }).all()) {
          const box = (await button.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }

        await expectNoAccessibilityViolations(page);
        await expectOrderedHeadings(page);
      });
    }
  }
});
