// Performance budgets of DESIGN.md §6, measured as ratios within one run (never absolute times, which
// depend on the machine). Needs `npm run build` and the machine's PostgreSQL + PostGIS.
//
//   npm run bench                 # demo scale
//   npm run bench -- --scale 1    # about 1 million results
//
// Budget checked now: data endpoints' median latency under 32 concurrent connections is at most 3x that of
// GET /api/health. Each later feature adds its endpoints to ENDPOINTS.
import { execFileSync } from 'node:child_process';
import { freePort, startBackend, stopBackend, withScratchDatabase } from './lib.mjs';

const ENDPOINTS = [
  { name: 'stations-list', path: '/api/stations-list', budget: 3 },
  { name: 'stakeholder-tools-inventory-with-sizing', path: '/api/stakeholder-tools-inventory-with-sizing/0', budget: 3 },
  { name: 'data-other-resources-links', path: '/api/data-other-resources-links', budget: 3 },
  { name: 'list-locations-for-cow', path: '/api/list-locations-for-cow', budget: 3 },
];
const CONCURRENCY = 32;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

const args = process.argv.slice(2);
const scaleArg = args.includes('--scale') ? ['--scale', args[args.indexOf('--scale') + 1]] : [];

/** Median latency in ms of REQUESTS GETs issued by CONCURRENCY parallel workers. */
async function measure(url) {
  const latencies = [];
  let next = 0;
  async function worker() {
    while (next < REQUESTS) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length / 2)];
}

const failed = await withScratchDatabase('portal_bench', async (dbUrl) => {
  const env = { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000' };
  execFileSync('node', ['dist/backend/backend/src/cli.js', 'seed', ...scaleArg], { stdio: 'inherit', env });
  const { server, base } = await startBackend({ ...env, PORT: String(await freePort()) }, 60);
  let over = false;
  try {
    // Warm both paths (connection pool, plan cache, JIT) before measuring.
    for (const e of ENDPOINTS) await fetch(base + e.path).then((r) => r.arrayBuffer());
    await measure(`${base}/api/health`);

    const health = await measure(`${base}/api/health`);
    console.log(`\nGET /api/health median ${health.toFixed(2)} ms (${CONCURRENCY} connections, ${REQUESTS} requests)`);
    for (const e of ENDPOINTS) {
      const median = await measure(base + e.path);
      const ratio = median / health;
      const ok = ratio <= e.budget;
      over ||= !ok;
      console.log(`${ok ? 'ok  ' : 'OVER'} ${e.name}: median ${median.toFixed(2)} ms = ${ratio.toFixed(2)}x health (budget ${e.budget}x)`);
    }
  } finally {
    await stopBackend(server);
  }
  return over;
});
process.exit(failed ? 1 : 0);
