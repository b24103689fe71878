// Lighthouse on the public pages of a running backend that serves the web build: each page's accessibility score
// against its budget, the landing page's transfer, and the tool pages' layout shift (CLS) and total blocking time
// (TBT) against theirs. `npm run bench` runs it on the demo dataset; alone, against a server already running:
//
//   node scripts/bench-lighthouse.mjs --url http://127.0.0.1:3490
//   node scripts/bench-lighthouse.mjs --url http://127.0.0.1:3490 --path /about   # one page (repeatable)
//
// Lighthouse drives the system Chromium (CHROME_PATH, else /usr/bin/chromium; a browser is never downloaded) with
// the desktop preset and DevTools throttling, so nothing is simulated from a network model and nothing leaves the
// machine. Without Chromium, Lighthouse or the web build the phase says it is skipped and passes; a server that
// cannot be reached fails it.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.cjs';

/** Accessibility score (0-100) every public page must reach. */
export const ACCESSIBILITY_BUDGET = 98;
/** Layout shift the map explorer may show while it loads ('good' in Lighthouse's own scale). */
export const CLS_BUDGET = 0.1;

/**
 * Bytes the landing page may transfer (Lighthouse's total byte weight: every response as sent). 674 KB before its
 * icons were trimmed (TTF icon fonts, every icon's paths of both sizes); the web build now sends no icon font and
 * each icon's paths alone.
 */
export const LANDING_TRANSFER_BUDGET = 300_000;

/**
 * Total blocking time a tool page may cause while it loads (desktop preset, no CPU slowdown), measured on a
 * two-core machine without a GPU. Each page loads the code of what it draws (every route is its own chunk;
 * plotly.js, jspdf and the map libraries load when a chart, an export or a map is shown), so what is left is
 * drawing:
 * - a form page (Query & Download) blocks for 50-90 ms;
 * - a page of plotly charts draws each chart in one task (Climate and Flows' two charts: about 390 ms, mostly
 *   plotly measuring its text and the browser's layout);
 * - a page with a MapLibre map pays WebGL's start: with software rendering (SwiftShader) a CPU profile of the map
 *   explorer puts about 450 of its 415-670 ms in compiling the map's shader programs and creating its WebGL context
 *   and its first 2D canvas, which a GPU does in a few milliseconds.
 * Each budget leaves room for that machine's spread, not more.
 */
export const FORM_TBT_BUDGET = 250;
export const CHARTS_TBT_BUDGET = 550;
export const WEBGL_MAP_TBT_BUDGET = 900;

/**
 * The public pages. A page with a budget of its own (its transfer, or its total blocking time, checked with CLS) also
 * gets a performance trace; the others get the accessibility audit only.
 */
export const PAGES = [
  { path: '/', transferBudget: LANDING_TRANSFER_BUDGET },
  { path: '/dashboard' },
  { path: '/stakeholders/watershed-health' },
  { path: '/tools/monitoring-locations-and-parameters-by-basin-region' },
  { path: '/tools/additional-resources' },
  { path: '/about' },
  { path: '/changelog' },
  { path: '/support' },
  { path: '/tools/query-and-download', tbtBudget: FORM_TBT_BUDGET },
  { path: '/tools/climate-and-flows-explorer', tbtBudget: CHARTS_TBT_BUDGET },
  { path: '/tools/map-explorer', tbtBudget: WEBGL_MAP_TBT_BUDGET },
];

const CHROME_PATH = process.env.CHROME_PATH || CHROMIUM_PATH;

// The end-to-end tests' launch flags, headless in the new mode Lighthouse needs.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** How many offending elements an audit line names, so the report points at what to fix without flooding it. */
const ELEMENTS_SHOWN = 3;

/**
 * Runs Lighthouse on `pages` of the server at `base` and prints one line per budget in the bench's style
 * ('ok  ' / 'OVER'), the failing accessibility audits under a page that has any, and the performance budgets of the
 * pages that have them. Resolves false when a page misses a budget or could not be audited, or the server cannot be
 * reached; true when every page passed or the phase was skipped (it then says why).
 */
export async function reportLighthouse(base, pages = PAGES) {
  console.log(`\nLighthouse (desktop preset, DevTools throttling; ${CHROME_PATH})`);
  const skip = (why) => {
    console.log(`skip lighthouse: ${why}`);
    return true;
  };
  if (!fs.existsSync(CHROME_PATH)) return skip(`no Chromium at ${CHROME_PATH} (set CHROME_PATH to use another)`);
  let lighthouse;
  let desktopConfig;
  let chromeLauncher;
  try {
    ({ default: lighthouse, desktopConfig } = await import('lighthouse'));
    chromeLauncher = await import('chrome-launcher');
  } catch (e) {
    return skip(`the lighthouse package is not installed (npm install): ${e.message}`);
  }
  const home = await fetch(base + '/').catch((e) => e);
  if (home instanceof Error) {
    console.log(`OVER lighthouse: ${base} cannot be reached (${home.cause?.message ?? home.message})`);
    return false;
  }
  if (!home.ok) return skip(`${base}/ answered ${home.status}; is the web build there (npm run build)?`);
  await home.arrayBuffer();

  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  } catch (e) {
    return skip(`Chromium could not be started: ${e.message}`);
  }
  const config = {
    extends: 'lighthouse:default',
    settings: {
      ...desktopConfig.settings,
      throttlingMethod: 'devtools',
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      maxWaitForLoad: 60_000,
    },
  };
  let ok = true;
  try {
    for (const page of pages) {
      const categories = page.transferBudget || page.tbtBudget ? ['accessibility', 'performance'] : ['accessibility'];
      const audit = () =>
        lighthouse(base + page.path, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories }, config)
          .then((r) => r?.lhr, (e) => ({ runtimeError: { code: e.code ?? 'ERROR', message: e.message } }));
      // A trace Lighthouse failed to record (NO_NAVSTART and the like) is its own fault; it asks to be run again.
      let lhr = await audit();
      if (!lhr?.categories?.accessibility || lhr.runtimeError) lhr = await audit();
      ok = reportPage(page, lhr) && ok;
    }
  } finally {
    await chrome.kill();
  }
  return ok;
}

/** Prints one page's lines; false when its accessibility score is missing or under the budget. */
function reportPage(page, lhr) {
  const category = lhr?.categories?.accessibility;
  if (!category || category.score === null || lhr.runtimeError) {
    const error = lhr?.runtimeError ?? { code: 'NO_RESULT', message: 'Lighthouse returned no result' };
    console.log(`OVER lighthouse accessibility ${page.path}: no score (${error.code}: ${error.message}) (at least ${ACCESSIBILITY_BUDGET})`);
    return false;
  }
  const score = Math.round(category.score * 100);
  let ok = score >= ACCESSIBILITY_BUDGET;
  console.log(`${ok ? 'ok  ' : 'OVER'} lighthouse accessibility ${page.path}: ${score} (at least ${ACCESSIBILITY_BUDGET})`);
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
    const nodes = (audit.details?.items ?? []).map((item) => item.node).filter(Boolean);
    const where = nodes.length
      ? ` (${nodes.length} element${nodes.length === 1 ? '' : 's'}: ${nodes.slice(0, ELEMENTS_SHOWN).map((n) => n.selector || n.snippet).join(' | ')}` +
        `${nodes.length > ELEMENTS_SHOWN ? ' | ...' : ''})`
      : '';
    console.log(`       ${ref.id}: ${audit.title}${where}`);
  }
  if (page.transferBudget) {
    const bytes = lhr.audits['total-byte-weight']?.numericValue;
    const bytesOk = bytes !== undefined && bytes <= page.transferBudget;
    const kb = (value) => `${(value / 1024).toFixed(0)} KB`;
    console.log(`${bytesOk ? 'ok  ' : 'OVER'} lighthouse transfer ${page.path}: ${bytes === undefined ? 'n/a' : kb(bytes)} (at most ${kb(page.transferBudget)})`);
    ok = bytesOk && ok;
  } else if (page.tbtBudget) {
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    const shown = (value, format) => (value === undefined ? 'n/a' : format(value));
    const clsOk = cls !== undefined && cls <= CLS_BUDGET;
    console.log(`${clsOk ? 'ok  ' : 'OVER'} lighthouse layout shift (CLS) ${page.path}: ${shown(cls, (v) => v.toFixed(3))} (at most ${CLS_BUDGET})`);
    // What moved and what kept the main thread busy, so a figure worth improving says where to look.
    for (const item of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, ELEMENTS_SHOWN)) {
      console.log(`       shifted ${item.score.toFixed(3)}: ${item.node?.selector || item.node?.snippet || 'an element'}`);
    }
    ok = clsOk && ok;
    const tbtOk = tbt !== undefined && tbt <= page.tbtBudget;
    console.log(`${tbtOk ? 'ok  ' : 'OVER'} lighthouse total blocking time (TBT) ${page.path}: ${shown(tbt, (v) => `${v.toFixed(0)} ms`)} (at most ${page.tbtBudget} ms)`);
    ok = tbtOk && ok;
    for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, ELEMENTS_SHOWN)) {
      console.log(`       long task ${item.duration.toFixed(0)} ms at ${item.startTime.toFixed(0)} ms: ${item.url}`);
    }
  }
  return ok;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const url = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('usage: node scripts/bench-lighthouse.mjs --url http://127.0.0.1:<port> [--path /about ...]');
    process.exit(2);
  }
  const chosen = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
  const unknown = chosen.filter((p) => !PAGES.some((page) => page.path === p));
  if (unknown.length) {
    console.error(`not a public page of the bench: ${unknown.join(', ')} (one of ${PAGES.map((p) => p.path).join(', ')})`);
    process.exit(2);
  }
  const pages = chosen.length ? PAGES.filter((p) => chosen.includes(p.path)) : PAGES;
  process.exit((await reportLighthouse(url.replace(/\/+$/, ''), pages)) ? 0 : 1);
}
