// Query & Download's CSV saved by the web app in Chromium (scripts/bench-download.mjs runs it after the HTTP
// download, on the same form of at least 5 million rows): the visitor presses Download on the real page, and the app
// streams the answer into the file picked in Chromium's save picker (played here by the origin-private file system,
// a real file on disk). Budgets: the file holds the count's rows, and the browser's memory stays flat while a file of
// about a gigabyte is written: its processes' resident memory grows by less than MAX_BROWSER_GROWTH_MB (Chromium's
// own network and storage buffers) and the page's JavaScript heap by less than MAX_HEAP_GROWTH_MB. A page that held
// the file would grow by the whole file, and more for each copy of it.
//
// The page's own form is small (one location, one parameter: clicking through every chip of a 5-million-row form
// is not what is measured); the request the page sends is given the large form's body on its way out, so every byte
// of the large answer goes through the app's download code.
/* global window */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.cjs';
import { fetchJson, jsonPost } from './lib.mjs';

const MAX_BROWSER_GROWTH_MB = 200;
const MAX_HEAP_GROWTH_MB = 50;
const SAMPLE_MS = 250;
const SAVED_MESSAGE = 'CSV file successfully added to download folder.';
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

/** Resident memory (MB) of the process `root` and all its descendants: the whole browser. */
function treeRssMb(root) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' }).trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (inTree.has(ppid) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

/** The browser's main process: the one started with our profile folder and no --type (renderers and helpers have one). */
function browserPid(profile) {
  const line = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n')
    .find((l) => l.includes(`--user-data-dir=${profile}`) && !l.includes('--type='));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

/** Chromium's save picker, played by the origin-private file system: the suggested name, in a real file. */
function playSavePicker() {
  window.showSaveFilePicker = async ({ suggestedName }) => {
    window.benchPicked = suggestedName;
    return (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true });
  };
}

/** The picked file's size and lines, read as a stream (never whole). */
async function pickedFileFigures(name) {
  const file = await (await (await navigator.storage.getDirectory()).getFileHandle(name)).getFile();
  const reader = file.stream().getReader();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines += 1;
  }
  await (await navigator.storage.getDirectory()).removeEntry(name);
  return { bytes: file.size, lines };
}

/** Prints the figures of the browser's download of `form` (`count` rows); false when a budget is missed. */
export async function reportBrowserDownload(base, form, count) {
  console.log(`\nThe same CSV saved by the web app in Chromium (${CHROME_PATH}), through its save picker`);
  if (!fs.existsSync(CHROME_PATH)) {
    console.log(`skip the browser download: no Chromium at ${CHROME_PATH} (set CHROME_PATH to use another)`);
    return true;
  }
  const { chromium } = await import('@playwright/test');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-browser-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME_PATH, args: CHROMIUM_ARGS, viewport: { width: 1440, height: 900 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(playSavePicker);
    await page.route(`**/api/query-and-download/${form.timestep}`, (route) =>
      route.continue({ postData: JSON.stringify(form), headers: { ...route.request().headers(), 'content-type': 'application/json' } }));
    await page.goto(`${base}/tools/query-and-download`);
    await page.getByLabel('Time Step').selectOption(form.timestep);
    // One chip of each picker: a location and a parameter of the form's (the page's form only has to be complete).
    const listed = (list) => fetchJson(base, `/api/query-and-download/q-d-list-${list}`);
    const location = (await listed('locations')).find((l) => form.locations.includes(l.location_ndx));
    const parameter = (await listed('parameters')).find((p) => form.parameters.includes(p.parameter_ndx));
    for (const [picker, name] of [['Locations', location.location_name], ['Parameters', parameter.display_name]]) {
      const group = page.getByRole('group', { name: picker, exact: true });
      await group.getByRole('searchbox', { name: `Search ${picker}` }).fill(name);
      await group.getByRole('button', { name, exact: true }).click();
    }
    await page.getByText(/^[\d,]+ records available for download$/).waitFor();

    const pid = browserPid(profile);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMb = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1024 / 1024;
    const before = { rss: pid ? treeRssMb(pid) : NaN, heap: await heapMb() };
    const peak = { ...before };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak.rss = Math.max(peak.rss, pid ? treeRssMb(pid) : NaN);
        peak.heap = Math.max(peak.heap, await heapMb().catch(() => 0));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByText(SAVED_MESSAGE).waitFor({ timeout: 20 * 60_000 });
    const seconds = (performance.now() - t0) / 1000;
    sampling = false;
    await sampler;
    const file = await page.evaluate(pickedFileFigures, await page.evaluate(() => window.benchPicked));

    const rows = file.lines - 1;
    const growth = { rss: peak.rss - before.rss, heap: peak.heap - before.heap };
    // The demo logger may have added readings since the count: the file holds at least the count's rows and at most
    // a count taken now.
    const countNow = (await fetchJson(base, '/api/query-and-download/count-data', jsonPost(form))).count;
    const rowsOk = rows >= count && rows <= countNow;
    const memoryOk = growth.rss < MAX_BROWSER_GROWTH_MB && growth.heap < MAX_HEAP_GROWTH_MB;
    const mb = (n) => `${n.toFixed(0)} MB`;
    const counted = countNow === count ? count.toLocaleString('en-US') : `${count.toLocaleString('en-US')} to ${countNow.toLocaleString('en-US')} (the demo logger wrote on)`;
    console.log(`${rowsOk ? 'ok  ' : 'OVER'} the saved file's data rows ${rows.toLocaleString('en-US')} = count-data ${counted} ` +
      `(${mb(file.bytes / 1024 / 1024)} in ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s)`);
    console.log(`${memoryOk ? 'ok  ' : 'OVER'} the browser's memory while it wrote them: its processes grew ${mb(growth.rss)}, the page's ` +
      `JavaScript heap ${mb(growth.heap)} (budgets under ${MAX_BROWSER_GROWTH_MB} MB and ${MAX_HEAP_GROWTH_MB} MB, for a ${mb(file.bytes / 1024 / 1024)} file)`);
    return rowsOk && memoryOk;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
