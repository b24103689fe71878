// Starts the production build exactly as the README's first command does (embedded database, demo data on
// first start, web build served by the backend) in a throwaway data folder and port, and checks what a
// visitor would get: a healthy API, demo stations and the web app at /. Then it stops the backend with
// SIGTERM (it must exit cleanly) and starts it again on the same folder: the data must still be there and
// must not be generated a second time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBackend, stopBackend } from './lib.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
const env = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.PGHOST;
const base = `http://127.0.0.1:${env.PORT}`;

function fail(message) {
  console.error(`smoke test: ${message}`);
  process.exitCode = 1;
}

const stationCount = async () => (await (await fetch(`${base}/api/stations-list`)).json()).length;

let server;
try {
  let seconds;
  ({ server, seconds } = await startBackend(env, 150));
  console.log(`embedded default healthy after ${seconds} s (includes demo seeding)`);
  const health = await (await fetch(`${base}/api/health`)).json();
  if (health.database.mode !== 'embedded' || !health.demoData) fail(`unexpected health ${JSON.stringify(health)}`);
  const stations = await stationCount();
  if (stations < 50) fail(`expected demo stations, got ${stations}`);
  const page = await fetch(`${base}/tools/monitoring-locations-and-parameters-by-basin-region/4`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">')) fail('the web app is not served at a client route');
  console.log(`${stations} station rows, web app served`);

  const code = await stopBackend(server);
  server = undefined;
  if (code !== 0) fail(`SIGTERM ended the backend with exit code ${code}, not 0`);

  ({ server, seconds } = await startBackend(env, 60));
  const again = await stationCount();
  if (again !== stations) fail(`after a restart the data changed: ${again} station rows instead of ${stations}`);
  console.log(`restart on the same data folder healthy after ${seconds} s with the same ${again} rows`);
  if (!process.exitCode) console.log('ok');
} catch (e) {
  fail(e.message);
} finally {
  if (server) await stopBackend(server);
  rmSync(dataDir, { recursive: true, force: true });
}
