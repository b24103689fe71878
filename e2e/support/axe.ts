import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** axe-core's own bundle, evaluated in the page (an evaluation is not a page script, so the page's CSP allows it). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The success criteria public agencies must meet: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** What axe runs: the WCAG tags (the default), or named rules such as its best-practice 'heading-order'. */
type AxeRunOnly = { type: 'tag'; values: string[] } | { type: 'rule'; values: string[] };

/** Every violation axe-core finds on the page as it is now (WCAG 2.1 AA unless told), one readable line per element. */
export async function accessibilityViolations(page: Page, runOnly: AxeRunOnly = { type: 'tag', values: WCAG_AA_TAGS }): Promise<string[]> {
  // Colours are judged as they settle: a dialog fading in, a button that has just become enabled or a chip just picked
  // is still in its transition, and a contrast measured halfway (blends that fail) is neither state's. Spinners' endless animations are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, runOnly);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`));
}

/** Fails with the list of violations, so a report says what to fix. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Headings go down one level at a time (no h1 followed by an h6): axe's best-practice rule, outside WCAG's tags. */
export async function expectOrderedHeadings(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, { type: 'rule', values: ['heading-order'] })).toEqual([]);
}
