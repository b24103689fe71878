// Performance budgets of DESIGN.md §6, measured as ratios within one run (never absolute times, which
// depend on the machine). Needs `npm run build` and the machine's PostgreSQL + PostGIS.
//
//   npm run bench                 # demo scale
//   npm run bench -- --scale 1    # about 1 million results
//
// Budget checked now: data endpoints' median latency under 32 concurrent connections is at most 3x that of
// GET /api/health. Each later feature adds its endpoints to ENDPOINTS.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { freePort, startBackend, stopBackend, withScratchDatabase } from './lib.mjs';

// An endpoint with a `body` is measured as a JSON POST; one with `seed` on a dataset seeded with those extra
// options (each such dataset is seeded and served in turn, and measured against its own health median).
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
];
const CONCURRENCY = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

const args = process.argv.slice(2);
const scaleArg = args.includes('--scale') ? ['--scale', args[args.indexOf('--scale') + 1]] : [];

/** The request of an endpoint: a GET, or a JSON POST of its body. */
const requestOf = (e) => (e.body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(e.body) });

// Requests go through node:http with `accept-encoding: gzip` (what browsers send) and the bytes are read but not
// inflated: the figure is the server's time to the last byte. Node's fetch would inflate every copy in this one
// client process, and with multi-megabyte answers (the 5,000-location GeoJSON) 32 workers then queue on the
// client's own CPU, measuring the bench rather than the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; resolves when the last byte has arrived, rejects on a status other than 200. */
function request(url, init) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      agent, method: init.method ?? 'GET', headers: { 'accept-encoding': 'gzip', ...(init.headers ?? {}) },
    }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
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

/** Endpoints grouped by the extra seed options of their dataset, the plain demo first. */
const datasets = [...new Set(ENDPOINTS.map((e) => JSON.stringify(e.seed ?? [])))].map((seed) => ({
  seed: JSON.parse(seed),
  endpoints: ENDPOINTS.filter((e) => JSON.stringify(e.seed ?? []) === seed),
}));

const failed = await withScratchDatabase('portal_bench', async (dbUrl) => {
  const env = { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' };
  let over = false;
  for (const [i, dataset] of datasets.entries()) {
    const reseed = i > 0 ? ['--force'] : [];
    execFileSync('node', ['dist/backend/backend/src/cli.js', 'seed', ...scaleArg, ...dataset.seed, ...reseed], { stdio: 'inherit', env });
    const { server, base } = await startBackend({ ...env, PORT: String(await freePort()) }, 60);
    try {
      // Warm both paths (connection pool, plan cache, JIT) before measuring.
      for (const e of dataset.endpoints) await fetch(base + e.path, requestOf(e)).then((r) => r.arrayBuffer());
      await measure(`${base}/api/health`);

      const health = await measure(`${base}/api/health`);
      const extra = dataset.seed.length ? ` (seed ${dataset.seed.join(' ')})` : '';
      console.log(`\nGET /api/health median ${health.toFixed(2)} ms (${CONCURRENCY} connections, ${REQUESTS} requests)${extra}`);
      for (const e of dataset.endpoints) {
        const median = await measure(base + e.path, requestOf(e));
        const ratio = median / health;
        const ok = ratio <= e.budget;
        over ||= !ok;
        console.log(`${ok ? 'ok  ' : 'OVER'} ${e.name}: median ${median.toFixed(2)} ms = ${ratio.toFixed(2)}x health (budget ${e.budget}x)`);
      }
    } finally {
      await stopBackend(server);
    }
  }
  return over;
});
process.exit(failed ? 1 : 0);
