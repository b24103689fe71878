// Performance budgets (docs/architecture.md, "Performance budgets"), measured as ratios within one run (never absolute times, which
// depend on the machine). Needs `npm run build` and the machine's PostgreSQL + PostGIS.
//
//   npm run bench                 # demo scale
//   npm run bench -- --scale 1    # about 1 million results
//   npm run bench -- --mixed-only # only the mixed load, on the demo dataset
//   npm run bench -- --logger-years 2 --loggers 10 # a smaller logger dataset than ten years for twenty loggers
//
// Budgets checked: data endpoints' median latency under 32 concurrent connections is at most 3x that of
// GET /api/health (each later feature adds its endpoints to ENDPOINTS); and a mixed load (public GETs, graph-mode
// POSTs, admin reads with a token) at 100 connections for 60 s answers without a single error, reporting
// requests/s, p50/p99 latency and the backend's peak memory (BENCH_MIXED_SECONDS, BENCH_MIXED_CONNECTIONS).
// On the demo dataset, before the mixed load, Lighthouse audits each public page of the served web build
// (scripts/bench-lighthouse.mjs): accessibility score at least 98; the landing page's transfer at most 300 KB; the map explorer's layout shift at most 0.1 and its
// total blocking time for information. On the 5,000-location dataset, graph mode's recolouring in Chromium after a change of Analysis
// or Period of Record must reach the map's idle within 1 s (scripts/bench-map.mjs). On the logger dataset, Query &
// Download's CSV must leave at least half as fast as PostgreSQL's own COPY of the same query, on at least 5 million
// rows, with exactly the rows count-data announced and the backend's memory growing by less than 100 MB
// (scripts/bench-download.mjs); and the web app in Chromium saves that file through its save picker with the
// browser's memory growing by less than 200 MB and the page's heap by less than 50 MB for a file of about a gigabyte
// (scripts/bench-browser-download.mjs).
//
//   npm run bench -- --only count-data  # only the endpoints (and CSV download) whose name contains the text
//   npm run bench -- --only 'explorer|summaries'  # ... or one of the texts
//   npm run bench -- --database postgresql://host/db --only explorer  # the endpoints on a database already loaded
//     (a district's, or `npm run seed -- --scale 100` kept in its own database), as it is: nothing seeded or added
//
// The bulk write path into results (imports, ingest, the seed), on the demo dataset: loading BULK_SIZES rows of
// 15-minute telemetry from a file (parsed, staged, merged a million rows at a time, rolled up, committed) against
// `psql`'s raw COPY of the same file into an indexed copy of results (no triggers, no references, no rollups), and a
// re-import of the same file (every row unchanged). Budgets: at least 100,000 rows/s and at least a third of the
// COPY's rows/s, at 1 and 10 million rows.
//   npm run bench -- --only bulk                      # only the bulk write path
//   npm run bench -- --only bulk --bulk-rows 200000   # one smaller size (a quick run)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { reportLighthouse } from './bench-lighthouse.mjs';
import { denverDay, queryAndDownloadForm, reportCsvDownload } from './bench-download.mjs';
import { reportGraphModeRecolour } from './bench-map.mjs';
import { freePort, startBackend, stopBackend, withScratchDatabase } from './lib.mjs';

const daysBefore = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const thisYear = () => Number(denverDay().slice(0, 4));
/** The water year of today (it starts on October 1 of the calendar year before its number). */
const waterYear = () => thisYear() + (Number(denverDay().slice(5, 7)) >= 10 ? 1 : 0);
/** The first day of the month `n` months before this one (twelve months touched with this one). */
const monthsBack = (n) => {
  const [year, month] = denverDay().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - n, 1)).toISOString().slice(0, 10);
};
const summariesBoxes = (groupType, startDate) =>
  `/api/time-series-summaries/boxes/daily-streamflow?regionalGroup=4&startDate=${startDate}&endDate=${denverDay()}&groupType=${groupType}`;

// An endpoint with a `body` is measured as a JSON POST (a function of the backend's base URL when the body needs
// ids the backend hands out); one with `seed` on a dataset seeded with those extra options (each such dataset is
// seeded and served in turn, and measured against its own health median; a `--scale` there wins over the command
// line's).
const ENDPOINTS = [
  { name: 'stations-list', path: '/api/stations-list', budget: 3 },
  { name: 'stakeholder-tools-inventory-with-sizing', path: '/api/stakeholder-tools-inventory-with-sizing/0', budget: 3 },
  { name: 'data-other-resources-links', path: '/api/data-other-resources-links', budget: 3 },
  { name: 'list-locations-for-cow', path: '/api/list-locations-for-cow', budget: 3 },
  // Graph mode's map call at the size of a large district (5,000 synthetic water-quality sites): E. coli, full period.
  {
    name: 'locations-map-graph-mode', path: '/api/locations-map-graph-mode', budget: 3, seed: ['--locations', '5000'],
    body: { periodOfRecord: 'full', recordCount: 0, parameters: [1001] },
  },
  // The map explorer's first render: the locations GeoJSON (every located site with its properties; at 5,000
  // locations 6 MB, 330 KB gzip, sent from the versioned cache pre-compressed) and the layer catalog.
  { name: 'public-map-geojson-locations', path: '/api/public-map/geojson/locations', budget: 3, seed: ['--locations', '5000'] },
  { name: 'public-map-layers', path: '/api/public-map/layers', budget: 3 },
  // Query & Download's record count on the scale-1 dataset (about a million results) for the form a visitor starts
  // from (every list entry, the last three months), raw and daily.
  ...['raw', 'daily'].map((timestep) => ({
    name: `query-and-download/count-data (${timestep}, everything, three months)`, path: '/api/query-and-download/count-data', budget: 3,
    seed: ['--scale', '1'], body: (base) => queryAndDownloadForm(base, timestep, daysBefore(denverDay(), 91)),
  })),
  // Water Year Comparisons as the screen starts: the Steamboat Springs gauge's daily flow, the normals' Minimum, Median and
  // Maximum and the last two water years.
  {
    name: 'wy-analysis-comparison (one gauge, five series)', budget: 3, seed: ['--scale', '1'],
    path: `/api/wy-analysis-comparison/67/3/Minimum,Median,Maximum,${waterYear()},${waterYear() - 1}`,
  },
  // A site's daily series as the map explorer's data-visualization panel draws it: the Steamboat Springs gauge's daily flow
  // over its whole record, and each day against the period of record's statistics of its day of the year.
  ...['graph-flow-data', 'mapgraph-flows-daily-vs-por-stats'].map((route) => ({
    name: `${route} (Yampa River at Steamboat Springs)`, path: `/api/${route}/3`, body: {}, budget: 3, seed: ['--scale', '1'],
  })),
  // The explorers as their pages open in the default region (4), each graph's data over every location of the region:
  // Climate and Flows for this year, Year-over-Year for this year and last (with the history's min / avg / max of
  // every year), Time Series Summaries' boxes (quantiles per period and location) for the default twelve months and
  // for ten years by year; and the Colors of Water charts' default 90 days (Elkhead) and a year by week (Stagecoach's gage at Steamboat Springs).
  ...[
    ['climate-and-flows-explorer', `/api/climate-and-flows-explorer/data/streamflow-and-snowpack?group=4&year=${thisYear()}`],
    ['year-over-year-comparisons-tool', `/api/year-over-year-comparisons-tool/data/streamflow?group=4&years=${thisYear()},${thisYear() - 1}`],
    ['time-series-summaries/boxes (12 months by month)', summariesBoxes('Month', monthsBack(11))],
    ['time-series-summaries/boxes (10 years by year)', summariesBoxes('Year', `${thisYear() - 9}-01-01`)],
    ['colors-of-water-elkhead (90 days)', `/api/colors-of-water-elkhead/graph-daily/${daysBefore(denverDay(), 90)}/${denverDay()}`],
    ['colors-of-water-stagecoach (a year by week)', `/api/colors-of-water-stagecoach/graph-weekly/5/${daysBefore(denverDay(), 365)}/${denverDay()}`],
  ].map(([name, path]) => ({ name, path, budget: 3, seed: ['--scale', '1'] })),
];

// The reservoir dashboards (time-series and operations), called with a signed-in caller's token (`auth`), each as
// its screen asks for it: measured on the demo dataset, and again on the logger dataset: LOGGERS data loggers
// (the dashboards' own plus other sites) with LOGGER_YEARS years of 15-minute telemetry behind every series they
// report (--logger-years N, --loggers N; by default ten years for twenty loggers). On the logger dataset the
// time-series dashboard's 15-minute call for a year may also take at most 3x the same call for a week (the server
// reduces it) and must come back in at most TS_MAX_POINTS points per series.
const argValue = (flag, fallback) => (process.argv.includes(flag) ? Number(process.argv[process.argv.indexOf(flag) + 1]) : fallback);
const LOGGER_YEARS = argValue('--logger-years', 10);
const LOGGERS = argValue('--loggers', 20);
const TS_MAX_POINTS = 2000;
const tsBody = (timestep) => ({ filters: { timestep, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: denverDay() } });
const TS_DEFAULT_DAYS = { '15-min': 7, hourly: 30, daily: 365 };
const opsBody = (location_ndx, parameter_ndx) => ({ location_ndx, parameter_ndx });
const DASHBOARD_ENDPOINTS = [
  ...['yamcolo-15-min', 'yamcolo-hourly', 'yamcolo-daily', 'stagecoach15-min', 'stagecoach-hourly', 'stagecoach-daily'].map((table) => ({
    name: `resops-ts-${table}`, path: `/api/resops-ts-${table}`, body: tsBody(TS_DEFAULT_DAYS[table.replace(/^(yamcolo|stagecoach)-?/, '')]),
  })),
  // The operations dashboards: each widget with the series the demo configuration gives it, the statistics tables,
  // the seven-day graph and the widget configuration.
  ...[
    ['dashboard-yamcolo-widgets/water-elevation', opsBody([52], [1539])],
    ['dashboard-yamcolo-widgets/temp', opsBody([52], [169])],
    ['dashboard-yamcolo-widgets/battery', opsBody([52, 54, 55], [1538])],
    ['dashboard-yamcolo-widgets/dissolved-oxygen', opsBody([52], [60])],
    ['dashboard-yamcolo-stats'],
    ['dashboard-yamcolo7daygraph'],
    ['dashboard-stagecoach-widgets/water-elevation', opsBody([655], [1539])],
    ['dashboard-stagecoach-widgets/temp', opsBody([656], [169])],
    ['dashboard-stagecoach-widgets/dissolved-oxygen', opsBody([656], [60])],
    ['dashboard-stagecoach-stats'],
    ['dashboard-yamcolo-widgets'],
  ].map(([path, body]) => ({ name: path, path: `/api/${path}`, body })),
].map((e) => ({ ...e, budget: 3, auth: true }));
const onLoggerDataset = (e) => ({ ...e, name: `${e.name} (logger dataset)`, loggerYears: LOGGER_YEARS });
ENDPOINTS.push(
  ...DASHBOARD_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS.map(onLoggerDataset),
  onLoggerDataset({ name: 'resops-ts-yamcolo-15-min (week)', path: '/api/resops-ts-yamcolo-15-min', budget: 3, auth: true, body: tsBody(7) }),
  onLoggerDataset({ name: 'resops-ts-yamcolo-15-min (year)', path: '/api/resops-ts-yamcolo-15-min', budget: 3, auth: true, body: tsBody(365) }),
  // Not a latency: the CSV download against psql's COPY (scripts/bench-download.mjs), on the largest dataset.
  onLoggerDataset({ name: 'query-and-download/raw CSV vs PostgreSQL COPY', download: true }),
);
/** Pairs measured on one dataset whose medians' ratio has a budget; `maxPointsPerSeries` bounds the slow one's answer. */
const COMPARISONS = [
  {
    slow: 'resops-ts-yamcolo-15-min (year) (logger dataset)', fast: 'resops-ts-yamcolo-15-min (week) (logger dataset)', budget: 3,
    maxPointsPerSeries: TS_MAX_POINTS,
    // Answers are cached per request and data version: the ratio is also taken of answers built afresh, each
    // request ending on another day, so it measures the query and the reduction rather than the cache.
    uncached: (e, i) => ({ ...e, body: { filters: { ...e.body.filters, periodEnding: daysBefore(denverDay(), i + 1) } } }),
  },
];

const CONCURRENCY = 32;
/** Requests of each side of a comparison of answers built afresh, one after another. */
const UNCACHED_REQUESTS = 21;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 100);

// What the mixed load sends, drawn at random by weight: what visitors' browsers, the map explorer's graph mode
// and the admin screens ask for. `auth: true` requests carry an Administrator's access token.
const MIXED = [
  { weight: 4, path: '/api/stations-list' },
  { weight: 2, path: '/api/stations-list?reg_group_ndx=1' },
  { weight: 2, path: '/api/public-map/layers' },
  { weight: 2, path: '/api/public-map/geojson/locations' },
  { weight: 2, path: '/api/data-other-resources-links' },
  { weight: 2, path: '/api/list-locations-for-cow' },
  { weight: 3, path: '/api/locations-map-graph-mode', body: { periodOfRecord: 'full', recordCount: 0, parameters: [1001] } },
  { weight: 2, path: '/api/locations-map-graph-mode', body: { periodOfRecord: 'short', recordCount: 5, parameters: [1001] } },
  { weight: 2, path: '/api/list-contacts', auth: true },
  { weight: 1, path: '/api/list-groups', auth: true },
  { weight: 1, path: '/api/assoc-contacts-groups', auth: true },
];

const BULK_MIN_ROWS_PER_SECOND = 100_000;
const BULK_MIN_COPY_RATIO = 1 / 3;
const BULK_SIZES = process.argv.includes('--bulk-rows') ? [argValue('--bulk-rows', 0)] : [1_000_000, 10_000_000];

const args = process.argv.slice(2);
// Figures depend on the runtime as much as on the machine: say which ran them (npm scripts run the Node.js LTS that
// the `node` development dependency installs, not the machine's own).
console.log(`Node.js ${process.version} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
const scaleArg = args.includes('--scale') ? ['--scale', args[args.indexOf('--scale') + 1]] : [];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
/** A database already loaded (a district's, or a large seed kept from an earlier run): measured as it is, never seeded. */
const givenDatabase = args.includes('--database') ? args[args.indexOf('--database') + 1] : undefined;
/** Whole-run checks (Lighthouse, graph mode in a browser, the mixed load) are left out of a run narrowed by --only. */
const fullRun = only === undefined && !args.includes('--mixed-only');

/** The request of an endpoint: a GET, or a JSON POST of its body. */
const requestOf = (e, token) => {
  const init = e.body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(e.body) };
  // `auth`: a signed-in caller's token (an Administrator, who may call every stakeholder and admin route).
  return e.auth ? { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } } : init;
};

// Requests go through node:http with `accept-encoding: gzip` (what browsers send) and the bytes are read but not
// inflated: the figure is the server's time to the last byte. Node's fetch would inflate every copy in this one
// client process, and with multi-megabyte answers (the 5,000-location GeoJSON) 32 workers then queue on the
// client's own CPU, measuring the bench rather than the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; resolves with its status code when the last byte has arrived. */
function send(url, init, via = agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      agent: via, method: init.method ?? 'GET', headers: { 'accept-encoding': 'gzip', ...(init.headers ?? {}) },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** One request that must answer 200. */
async function request(url, init) {
  const status = await send(url, init);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The backend's peak resident memory so far (Linux VmHWM), in MB; undefined where /proc is not there. */
function peakMemoryMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * MIXED_CONNECTIONS workers send MIXED requests back to back for MIXED_SECONDS. Every answer other than 200
 * (a 429 too: the rate limit is raised for the run) and every network error counts as an error.
 */
async function mixedLoad(base, token) {
  const pool = new http.Agent({ keepAlive: true, maxSockets: MIXED_CONNECTIONS });
  const total = MIXED.reduce((sum, m) => sum + m.weight, 0);
  const pick = () => {
    let r = Math.random() * total;
    return MIXED.find((m) => (r -= m.weight) < 0) ?? MIXED[0];
  };
  const latencies = [];
  const errors = new Map();
  const deadline = performance.now() + MIXED_SECONDS * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const m = pick();
      const init = requestOf(m);
      if (m.auth) init.headers = { ...init.headers, authorization: `Bearer ${token}` };
      const t0 = performance.now();
      const outcome = await send(base + m.path, init, pool).catch((e) => e.code ?? e.message);
      latencies.push(performance.now() - t0);
      if (outcome !== 200) {
        const key = `${m.body ? 'POST' : 'GET'} ${m.path} -> ${outcome}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: MIXED_CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  pool.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

/** Median latency in ms of REQUESTS requests issued by CONCURRENCY parallel workers. */
async function measure(url, init = {}) {
  const latencies = [];
  let next = 0;
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      await request(url, init);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length / 2)];
}

/** Endpoints grouped by the extra seed options of their dataset, the plain demo first (where the mixed load runs). */
const chosen = ENDPOINTS.filter((e) => only === undefined || only.split('|').some((part) => e.name.includes(part)));
const bulkRun = fullRun || (only !== undefined && only.split('|').some((part) => 'bulk'.includes(part)));
const datasets = args.includes('--mixed-only')
  ? [{ seed: [], endpoints: [] }]
  : givenDatabase
  // (The logger dataset's entries and the CSV download belong to data the bench adds itself.)
  ? [{ seed: [], loggerYears: 0, endpoints: chosen.filter((e) => !e.loggerYears && !e.download) }]
  : [...new Set(chosen.map((e) => JSON.stringify([e.seed ?? [], e.loggerYears ?? 0])))].map((key) => {
      const [seed, loggerYears] = JSON.parse(key);
      return { seed, loggerYears, endpoints: chosen.filter((e) => JSON.stringify([e.seed ?? [], e.loggerYears ?? 0]) === key) };
    });

const onDatabase = (fn) => (givenDatabase ? fn(givenDatabase) : withScratchDatabase('portal_bench', fn));
const failed = await onDatabase(async (dbUrl) => {
  // The bench measures the service, not its rate limits: every budget is raised out of reach for the run.
  const env = {
    ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  };
  let over = false;
  for (const [i, dataset] of datasets.entries()) {
    const reseed = i > 0 ? ['--force'] : [];
    const scale = dataset.seed.includes('--scale') ? [] : scaleArg;
    if (!givenDatabase) execFileSync('node', ['dist/backend/backend/src/cli.js', 'seed', ...scale, ...dataset.seed, ...reseed], { stdio: 'inherit', env });
    if (dataset.loggerYears) addLoggerTelemetry(dbUrl, dataset.loggerYears, LOGGERS);
    const { server, base } = await startBackend({ ...env, PORT: String(await freePort()) }, 60);
    try {
      // The CSV download first, so the backend's peak memory before it is that of a fresh server.
      if (dataset.endpoints.some((e) => e.download)) over = !(await reportCsvDownload(base, dbUrl, () => peakMemoryMb(server.pid))) || over;
      const endpoints = await Promise.all(dataset.endpoints.filter((e) => !e.download).map(async (e) =>
        typeof e.body === 'function' ? { ...e, body: await e.body(base) } : e));
      const token = endpoints.some((e) => e.auth)
        ? execFileSync('node', ['scripts/print-token.mjs', 'admin', '--url', base], { encoding: 'utf8' }).trim()
        : undefined;
      // Warm both paths (connection pool, plan cache, JIT) before measuring.
      for (const e of endpoints) await fetch(base + e.path, requestOf(e, token)).then((r) => r.arrayBuffer());
      await measure(`${base}/api/health`);

      const health = await measure(`${base}/api/health`);
      const medians = new Map();
      const extra = (dataset.seed.length ? ` (seed ${dataset.seed.join(' ')})` : '') + (dataset.loggerYears ? ` (${LOGGERS} loggers, ${dataset.loggerYears} year(s) of 15-minute telemetry)` : '');
      console.log(`\nGET /api/health median ${health.toFixed(2)} ms (${CONCURRENCY} connections, ${REQUESTS} requests)${extra}`);
      for (const e of endpoints) {
        const median = await measure(base + e.path, requestOf(e, token));
        medians.set(e.name, median);
        const ratio = median / health;
        const ok = ratio <= e.budget;
        over ||= !ok;
        console.log(`${ok ? 'ok  ' : 'OVER'} ${e.name}: median ${median.toFixed(2)} ms = ${ratio.toFixed(2)}x health (budget ${e.budget}x)`);
      }
      over = !(await reportComparisons(base, endpoints, medians, token)) || over;
      // Graph mode in a browser at the size of a large district: the change of a setting to the recoloured map.
      if (dataset.seed.includes('--locations') && fullRun) over = !(await reportGraphModeRecolour(base)) || over;
      // Lighthouse before the mixed load, so its timings are of an idle server.
      if (i === 0 && fullRun) over = !(await reportLighthouse(base)) || over;
      if (i === 0 && (fullRun || args.includes('--mixed-only'))) over = !(await reportMixedLoad(base, server.pid)) || over;
    } finally {
      await stopBackend(server);
    }
  }
  return over;
});
const bulkFailed = bulkRun && (await withScratchDatabase('portal_bench_bulk', async (dbUrl) => {
  execFileSync('node', ['dist/backend/backend/src/cli.js', 'seed'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent' } });
  return !(await reportBulkLoad(dbUrl));
}));
process.exit(failed || bulkFailed ? 1 : 0);

/** Runs the mixed load on the demo dataset and prints its figures; false when any request failed. */
async function reportMixedLoad(base, pid) {
  const token = execFileSync('node', ['scripts/print-token.mjs', 'admin', '--url', base], { encoding: 'utf8' }).trim();
  const before = peakMemoryMb(pid);
  const run = await mixedLoad(base, token);
  const peak = peakMemoryMb(pid);
  const errorCount = [...run.errors.values()].reduce((a, b) => a + b, 0);
  const mb = (v) => (v === undefined ? 'n/a' : `${v.toFixed(0)} MB`);
  console.log(`\nMixed load: ${MIXED_CONNECTIONS} connections for ${run.seconds.toFixed(0)} s (public GETs, graph-mode POSTs, admin reads)`);
  console.log(`  ${run.requests} requests, ${(run.requests / run.seconds).toFixed(0)} requests/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`);
  console.log(`  backend peak memory ${mb(peak)} (before the load ${mb(before)})`);
  console.log(`${errorCount === 0 ? 'ok  ' : 'OVER'} mixed load errors: ${errorCount} (budget 0)`);
  for (const [what, count] of run.errors) console.log(`       ${count} x ${what}`);
  return errorCount === 0;
}

/**
 * The COMPARISONS whose two endpoints this dataset measured: the ratio of their medians against its budget, and the
 * slow one's answer counted per series against maxPointsPerSeries. False when one is over.
 */
async function reportComparisons(base, endpoints, medians, token) {
  let ok = true;
  for (const c of COMPARISONS.filter((x) => medians.has(x.slow) && medians.has(x.fast))) {
    const ratio = medians.get(c.slow) / medians.get(c.fast);
    const slow = endpoints.find((e) => e.name === c.slow);
    const points = await (await fetch(base + slow.path, requestOf(slow, token))).json();
    const perSeries = new Map();
    for (const p of points) perSeries.set(p.series_ndx, (perSeries.get(p.series_ndx) ?? 0) + 1);
    const most = Math.max(0, ...perSeries.values());
    const fine = ratio <= c.budget && most <= c.maxPointsPerSeries && most > 0;
    ok &&= fine;
    console.log(`${fine ? 'ok  ' : 'OVER'} ${c.slow} vs ${c.fast}: ${ratio.toFixed(2)}x (budget ${c.budget}x); ` +
      `${perSeries.size} series, at most ${most} points each (budget ${c.maxPointsPerSeries})`);
    if (!c.uncached) continue;
    const fast = endpoints.find((e) => e.name === c.fast);
    const [slowMs, fastMs] = [await uncachedMedian(base, slow, c.uncached, token), await uncachedMedian(base, fast, c.uncached, token)];
    const uncachedFine = slowMs / fastMs <= c.budget;
    ok &&= uncachedFine;
    console.log(`${uncachedFine ? 'ok  ' : 'OVER'} ${c.slow} vs ${c.fast}, each answer built afresh: ${slowMs.toFixed(1)} ms vs ` +
      `${fastMs.toFixed(1)} ms = ${(slowMs / fastMs).toFixed(2)}x (budget ${c.budget}x)`);
  }
  return ok;
}

/** Median latency of UNCACHED_REQUESTS requests one after another, each a variant of `e` that no cache holds yet. */
async function uncachedMedian(base, e, variant, token) {
  const latencies = [];
  for (let i = 0; i < UNCACHED_REQUESTS; i++) {
    const v = variant(e, i);
    const t0 = performance.now();
    await request(base + v.path, requestOf(v, token));
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length / 2)];
}

/**
 * The logger dataset: `loggers` data loggers, the dashboards' own (every location a dashboard widget, table or series
 * reads) and then other demo sites, each given the parameters of a dashboard logger in turn, with `years` years of
 * 15-minute readings of each series ending where its demo telemetry starts: a seasonal and daily wave around the
 * series' own mean. One statement per year, so each costs one pass of the rollup triggers.
 */
function addLoggerTelemetry(dbUrl, years, loggers) {
  const started = performance.now();
  const psql = (sql) => execFileSync('psql', [dbUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
  psql(`
    CREATE TABLE bench_logger_series AS
    WITH own AS (SELECT DISTINCT location_ndx, parameter_ndx FROM live_widget_series),
         own_loggers AS (SELECT location_ndx, row_number() OVER (ORDER BY location_ndx) - 1 AS i FROM (SELECT DISTINCT location_ndx FROM own) o),
         others AS (
           SELECT l.location_ndx, row_number() OVER (ORDER BY l.location_ndx) - 1 AS i FROM locations l
            WHERE l.location_ndx NOT IN (SELECT location_ndx FROM own)
            ORDER BY l.location_ndx LIMIT greatest(0, ${Number(loggers)} - (SELECT count(*) FROM own_loggers)))
    SELECT location_ndx, parameter_ndx FROM own
    UNION
    SELECT x.location_ndx, own.parameter_ndx FROM others x
      JOIN own_loggers ol ON ol.i = x.i % (SELECT count(*) FROM own_loggers)
      JOIN own ON own.location_ndx = ol.location_ndx`);
  const counts = psql('SELECT count(DISTINCT location_ndx) || \' \' || count(*) FROM bench_logger_series').trim().split(' ');
  for (let year = 0; year < years; year += 1) {
    // Each year reaches back from the earliest reading so far.
    psql(`
      WITH s AS (
        SELECT b.location_ndx, b.parameter_ndx, p.unit_ndx, min(r.collect_timestamp) AS first_at, coalesce(avg(r.value), 50) AS mean
          FROM bench_logger_series b
          JOIN parameters p ON p.parameter_ndx = b.parameter_ndx
          LEFT JOIN results r ON r.location_ndx = b.location_ndx AND r.parameter_ndx = b.parameter_ndx
         GROUP BY 1, 2, 3)
      INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx, approval_status)
      SELECT s.location_ndx, s.parameter_ndx, g.ts, 6, 'telemetry',
             s.mean * (1 + 0.2 * sin(extract(epoch FROM g.ts) / 5022000.0) + 0.03 * sin(extract(epoch FROM g.ts) / 13751.0)), s.unit_ndx, 'provisional'
        FROM s CROSS JOIN LATERAL generate_series(
               date_trunc('hour', coalesce(s.first_at, now())) - interval '1 year',
               date_trunc('hour', coalesce(s.first_at, now())) - interval '15 minutes',
               interval '15 minutes') AS g(ts)
      ON CONFLICT DO NOTHING`);
  }
  psql('DROP TABLE bench_logger_series; ANALYZE results, result_hourly, result_daily');
  console.log(`Logger dataset: ${counts[0]} loggers, ${counts[1]} series, ${years} year(s) of 15-minute telemetry added in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/**
 * The bulk write path against a raw COPY, for each of BULK_SIZES: the same file of 15-minute telemetry (the demo's
 * telemetry series, at instants before any of theirs) copied by psql into an indexed copy of results, then loaded
 * through beginBulkLoad as an import loads a file (read, parsed, staged, merged while it is read every
 * IMPORT_MERGE_EVERY_ROWS, rolled up, committed), then loaded again
 * (all unchanged). False when a budget is missed.
 */
async function reportBulkLoad(dbUrl) {
  const require = createRequire(import.meta.url);
  const { beginBulkLoad, IMPORT_MERGE_EVERY_ROWS } = require('../dist/backend/backend/src/imports/bulk/bulk-load.js');
  const { dataSourceOptions, connectWithoutTimeouts } = require('../dist/backend/backend/src/database/data-source-options.js');
  const { DataSource } = require('typeorm');
  const psql = (sql, stdout = 'pipe') => execFileSync('psql', [dbUrl, '-v', 'ON_ERROR_STOP=1', '-qAt', '-F', ' ', '-c', sql], { encoding: 'utf8', stdio: ['ignore', stdout, 'inherit'] });
  const series = psql(`SELECT DISTINCT location_ndx, parameter_ndx, data_source_ndx, unit_ndx FROM results WHERE result_kind = 'telemetry' ORDER BY 1, 2`)
    .trim().split('\n').map((line) => line.split(' ').map(Number));
  const columns = 'location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect, detection_limit, unit_ndx, organization_ndx, approval_status';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bulk-'));
  const ds = new DataSource(dataSourceOptions(dbUrl, 1));
  await ds.initialize();
  const rate = (rows, ms) => Math.round(rows / (ms / 1000));
  const fmt = (n) => n.toLocaleString('en-US');
  let ok = true;
  try {
    for (const [i, rows] of BULK_SIZES.entries()) {
      const perSeries = Math.ceil(rows / series.length);
      const file = path.join(dir, `results-${rows}.tsv`);
      const fd = fs.openSync(file, 'w');
      psql(`COPY (
        SELECT s.l, s.p, timestamptz '${1970 + 12 * i}-01-01T00:00:00Z' + g.i * interval '15 minutes', s.d, 'telemetry',
               round((50 + 20 * sin(g.i / 700.0) + 3 * sin(g.i / 11.0) + s.l % 7)::numeric, 2), false, NULL, s.u, NULL, 'provisional'
          FROM unnest('{${series.map((x) => x[0])}}'::int[], '{${series.map((x) => x[1])}}'::int[], '{${series.map((x) => x[2])}}'::int[],
                      '{${series.map((x) => x[3])}}'::int[]) AS s(l, p, d, u)
         CROSS JOIN generate_series(0, ${perSeries - 1}) AS g(i)
         LIMIT ${rows}) TO STDOUT`, fd);
      fs.closeSync(fd);

      psql(`DROP TABLE IF EXISTS bench_results_copy; CREATE TABLE bench_results_copy (LIKE results INCLUDING ALL)`);
      let started = performance.now();
      psql(`\\copy bench_results_copy (${columns}) FROM '${file}'`);
      const copyMs = performance.now() - started;
      psql(`DROP TABLE bench_results_copy`);

      const load = async () => {
        const runner = ds.createQueryRunner();
        const restore = await connectWithoutTimeouts(runner);
        const t0 = performance.now();
        const counts = { inserted: 0, updated: 0, unchanged: 0 };
        try {
          await runner.startTransaction();
          const bulk = await beginBulkLoad(runner, { mergeEvery: IMPORT_MERGE_EVERY_ROWS, keepStaged: true, direct: true });
          let batch = [];
          let line = 0;
          for await (const text of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
            const f = text.split('\t');
            line += 1;
            batch.push({
              ref: `line ${line}`, location_ndx: Number(f[0]), parameter_ndx: Number(f[1]), collect_timestamp: f[2],
              data_source_ndx: Number(f[3]), result_kind: f[4], value: Number(f[5]), nondetect: f[6] === 't', detection_limit: null,
              unit_ndx: Number(f[8]), organization_ndx: null, approval_status: f[10],
            });
            if (batch.length === 50_000) {
              await bulk.write(batch);
              batch = [];
            }
          }
          await bulk.write(batch);
          // The last merge and the refresh, then the importer's whole-file check for a reading named twice.
          Object.assign(counts, await bulk.merge());
          if ((await bulk.duplicates(1)).length) throw new Error('the bench file names a reading twice');
          await runner.commitTransaction();
        } finally {
          // A connection that failed cannot roll back; the failure itself is what the caller sees.
          if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
          await restore();
          await runner.release();
        }
        return { ms: performance.now() - t0, counts };
      };
      const first = await load();
      psql('ANALYZE results');
      const again = await load();
      fs.rmSync(file);

      const copyRate = rate(rows, copyMs);
      const bulkRate = rate(rows, first.ms);
      const againRate = rate(rows, again.ms);
      const fine = bulkRate >= BULK_MIN_ROWS_PER_SECOND && bulkRate / copyRate >= BULK_MIN_COPY_RATIO && first.counts.inserted === rows;
      const againFine = again.counts.unchanged === rows && again.counts.inserted + again.counts.updated === 0;
      ok &&= fine && againFine;
      console.log(`\nBulk load of ${fmt(rows)} rows (${series.length} series of 15-minute telemetry, merged every ${fmt(IMPORT_MERGE_EVERY_ROWS)} rows as an import does):`);
      console.log(`  raw COPY into an indexed copy of results: ${fmt(copyRate)} rows/s`);
      console.log(`${fine ? 'ok  ' : 'OVER'} bulk load: ${fmt(bulkRate)} rows/s = ${(bulkRate / copyRate).toFixed(2)}x raw COPY ` +
        `(budget ${fmt(BULK_MIN_ROWS_PER_SECOND)} rows/s and ${BULK_MIN_COPY_RATIO.toFixed(2)}x); ${fmt(first.counts.inserted)} inserted`);
      console.log(`${againFine ? 'ok  ' : 'OVER'} re-import of the same rows: ${fmt(againRate)} rows/s = ${(againRate / copyRate).toFixed(2)}x raw COPY; ` +
        `${fmt(again.counts.inserted)} inserted, ${fmt(again.counts.updated)} updated, ${fmt(again.counts.unchanged)} unchanged (budget: all unchanged)`);
    }
  } finally {
    await ds.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}
