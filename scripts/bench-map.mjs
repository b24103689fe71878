// Graph mode's recolouring in a real browser: on a backend serving the web build and the 5,000-location bench
// dataset (`seed --locations 5000`), the time from a change of Analysis, and of Period of Record, to the map's
// idle once the new colours are drawn, as the median of RECOLOURS changes each. Budget: under 1 s (a visitor
// comparing analyses should not wait on the map). `npm run bench` runs it on that dataset; alone, against a
// server already running such a dataset:
//
//   node scripts/bench-map.mjs --url http://127.0.0.1:3490
//
// Chromium is Debian's (CHROME_PATH, else /usr/bin/chromium; never downloaded), launched as the end-to-end tests
// launch it, WebGL on SwiftShader. Without it the phase says it is skipped and passes.
// watchMap, settledAfterChange and the init script run in the page, not in Node.
/* global window, document */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.cjs';

/** Milliseconds from the change to the recoloured map's idle that the median may take. */
export const RECOLOUR_BUDGET_MS = 1000;
/** Changes measured per setting; the median is reported. */
const RECOLOURS = 5;
/** The map counts as settled once it has been idle this long with nothing in flight (a later repaint restarts it). */
const QUIET_MS = 750;
/** A change that does not reach the map within this long fails the phase. */
const CHANGE_TIMEOUT_MS = 30_000;

const CHROME_PATH = process.env.CHROME_PATH || CHROMIUM_PATH;
const GRAPH_URL = '/tools/map-explorer?mode=graph&periodOfRecord=full&analysis=benchmark_scale_median&parameters=E.%20Coli';

/** The settings the bench changes, in this order, from the page's start (median, full period) to these values. */
const SETTINGS = [
  { name: 'Analysis', select: '#graph-mode-analysis', value: 'benchmark_scale_pctile85' },
  { name: 'Period of Record', select: '#graph-mode-period', value: 'medium' },
];

/**
 * Installed in the page: follows the map's renders and idles, the graph-mode calls in flight and the settings'
 * changes, so a change's duration runs from the select's change event to the last idle before the map stays quiet.
 */
function watchMap() {
  const map = window.__portalMap;
  const watch = { changedAt: null, lastIdle: null, lastRender: 0, inFlight: 0 };
  map.on('render', () => {
    watch.lastRender = performance.now();
  });
  map.on('idle', () => {
    watch.lastIdle = performance.now();
  });
  document.addEventListener('change', () => {
    watch.changedAt = performance.now();
    watch.lastIdle = null;
  }, true);
  const fetchPage = window.fetch.bind(window);
  window.fetch = async (...args) => {
    watch.inFlight += 1;
    try {
      return await fetchPage(...args);
    } finally {
      watch.inFlight -= 1;
    }
  };
  window.__benchWatch = watch;
}

/** Milliseconds from the last change to the map's idle, once the map has been quiet for `quiet` ms; null before. */
function settledAfterChange(quiet) {
  const w = window.__benchWatch;
  const now = performance.now();
  if (w.changedAt === null || w.lastIdle === null || w.inFlight > 0) return null;
  if (w.lastRender > w.lastIdle || now - w.lastIdle < quiet) return null;
  return w.lastIdle - w.changedAt;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures graph mode's recolouring on the server at `base` and prints one line per setting in the bench's style
 * ('ok  ' / 'OVER'). Resolves false when a median is over the budget or a change never reached the map; true when
 * every median is within it or the phase was skipped (it then says why).
 */
export async function reportGraphModeRecolour(base) {
  console.log(`\nGraph-mode recolouring in Chromium (${CHROME_PATH}), median of ${RECOLOURS} changes each, a fresh page for each`);
  if (!fs.existsSync(CHROME_PATH)) {
    console.log(`skip graph-mode recolouring: no Chromium at ${CHROME_PATH} (set CHROME_PATH to use another)`);
    return true;
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const times = new Map(SETTINGS.map((setting) => [setting.name, []]));
    // A fresh page for each round, so every period change asks the server for statistics the page has not seen
    // (as a visitor's first look at a period does) rather than reusing the client's cache of an earlier round.
    for (let round = 0; round < RECOLOURS; round++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript(() => {
        window.__portalExposeMap = true;
      });
      await page.goto(base + GRAPH_URL);
      await page.waitForFunction(() => window.__portalMap?.loaded(), undefined, { timeout: 60_000 });
      await page.locator('#graph-mode-analysis:not([disabled])').waitFor();
      await page.evaluate(watchMap);
      await page.waitForFunction(settledAfterChange, QUIET_MS, { timeout: CHANGE_TIMEOUT_MS, polling: 50 }).catch(() => undefined);
      for (const setting of SETTINGS) {
        await page.selectOption(setting.select, setting.value);
        const handle = await page.waitForFunction(settledAfterChange, QUIET_MS, { timeout: CHANGE_TIMEOUT_MS, polling: 50 });
        times.get(setting.name).push(await handle.jsonValue());
      }
      await page.close();
    }
    let ok = true;
    for (const [name, samples] of times) {
      const ms = median(samples);
      const fine = ms <= RECOLOUR_BUDGET_MS;
      ok &&= fine;
      console.log(`${fine ? 'ok  ' : 'OVER'} graph mode, ${name} change to recoloured map: median ${ms.toFixed(0)} ms ` +
        `(${samples.map((t) => t.toFixed(0)).join(', ')}; budget ${RECOLOUR_BUDGET_MS} ms)`);
    }
    return ok;
  } catch (e) {
    console.log(`OVER graph-mode recolouring could not be measured: ${e.message.split('\n')[0]}`);
    return false;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv.includes('--url') ? process.argv[process.argv.indexOf('--url') + 1] : undefined;
  if (!url) {
    console.error('usage: node scripts/bench-map.mjs --url http://127.0.0.1:PORT');
    process.exit(2);
  }
  process.exit((await reportGraphModeRecolour(url.replace(/\/$/, ''))) ? 0 : 1);
}
