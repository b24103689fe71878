// Starts the production build exactly as the README's first command does (embedded database, demo data on
// first start, web build served by the backend) in a throwaway data folder and port, and checks what a
// visitor would get: a healthy API, demo stations and the web app at /.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.PGHOST;
const server = spawn('node', ['dist/backend/backend/src/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
const started = Date.now();

function fail(message) {
  console.error(`smoke test: ${message}`);
  process.exitCode = 1;
}

try {
  let healthy = false;
  while (!healthy && Date.now() - started < 150_000 && server.exitCode === null) {
    try {
      healthy = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 1000));
  }
  if (!healthy) throw new Error('the backend did not become healthy within 150 s');
  console.log(`embedded default healthy after ${Math.round((Date.now() - started) / 1000)} s (includes demo seeding)`);

  const health = await (await fetch(`${base}/api/health`)).json();
  if (health.database.mode !== 'embedded' || !health.demoData) fail(`unexpected health ${JSON.stringify(health)}`);
  const stations = await (await fetch(`${base}/api/stations-list`)).json();
  if (!Array.isArray(stations) || stations.length < 50) fail(`expected demo stations, got ${stations.length}`);
  const page = await fetch(`${base}/tools/monitoring-locations-and-parameters-by-basin-region/4`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">')) fail('the web app is not served at a client route');
  if (!process.exitCode) console.log(`ok: ${stations.length} station rows, web app served`);
} catch (e) {
  fail(e.message);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
