// Starts the production build exactly as the README's first command does (embedded database, demo data on
// first start, web build served by the backend) in a throwaway data folder and port, and checks what a
// visitor would get: a healthy API, demo stations and the web app at /. Then it stops the backend with
// SIGTERM (it must exit cleanly) and starts it again on the same folder: the data must still be there and
// must not be generated a second time. While the first one serves, a second start on the same folder must be
// refused at once (two processes writing one embedded database corrupt it), and db:backup must copy the
// running database.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

/** A second backend on the same data folder (another port): resolves with its exit code, stderr and seconds. */
async function secondStart() {
  const port = String(await freePort());
  const started = Date.now();
  const second = spawn(process.execPath, ['dist/backend/backend/src/main.js'], { env: { ...env, PORT: port }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  second.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => second.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    second.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

let server;
try {
  let seconds;
  // The first start listens at once: while it opens the database and generates the demo data, the health check
  // says 'starting' with its progress and every page is the progress page.
  const starting = { first: undefined, percents: [], page: undefined };
  ({ server, seconds } = await startBackend(env, 150, {
    onStarting: async (body, at) => {
      starting.first ??= at;
      if (!body.startup.seeding) return;
      starting.percents.push(body.startup.percent);
      starting.page ??= await (await fetch(`${base}/tools/map-explorer`)).text();
    },
  }));
  console.log(`embedded default healthy after ${seconds} s (includes demo seeding)`);
  if (starting.first === undefined || starting.first > 15) fail(`the first start did not answer 'starting' within 15 s (first answer: ${starting.first} s)`);
  const distinct = [...new Set(starting.percents)];
  if (distinct.length < 2 || distinct.some((p, i) => i > 0 && p < distinct[i - 1])) fail(`the demo data's progress did not go forward: ${starting.percents.join(', ')}`);
  if (!starting.page?.includes('<h1>The demo data is being prepared</h1>')) fail('the page during the first start is not the progress page');
  console.log(`answered 'starting' after ${starting.first} s; demo data progress seen: ${distinct.join('%, ')}%`);
  const health = await (await fetch(`${base}/api/health`)).json();
  if (health.database.mode !== 'embedded' || !health.demoData) fail(`unexpected health ${JSON.stringify(health)}`);
  const stations = await stationCount();
  if (stations < 50) fail(`expected demo stations, got ${stations}`);
  const page = await fetch(`${base}/tools/monitoring-locations-and-parameters-by-basin-region/4`);
  const html = await page.text();
  if (!page.ok || !html.includes('<div id="root">')) fail('the web app is not served at a client route');
  console.log(`${stations} station rows, web app served`);

  const second = await secondStart();
  if (second.code === 0 || second.code === null) fail(`a second backend on the same data folder was not refused (exit ${second.code})`);
  else if (!second.stderr.includes(dataDir) || !second.stderr.includes(`pid ${server.pid}`)) fail(`the refusal does not name the folder and pid ${server.pid}: ${second.stderr}`);
  else if (/^\s+at /m.test(second.stderr)) fail(`the refusal printed a stack trace: ${second.stderr}`);
  else if (second.seconds > 15) fail(`the refusal took ${second.seconds} s`);
  if (!(await fetch(`${base}/api/health`)).ok) fail('the first backend stopped serving after a second start was refused');
  console.log(`second start on the same folder refused after ${second.seconds.toFixed(1)} s (exit ${second.code}); first still healthy`);

  const backup = join(dataDir, 'smoke-backup.tar.gz');
  // Not execFileSync: a blocked event loop would keep fetch from noticing the backend closing idle connections.
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/backend/backend/src/cli.js', 'db:backup', '--out', backup], { env });
  process.stdout.write(stdout);
  if (!existsSync(backup) || statSync(backup).size < 1_000_000) fail('db:backup did not write the running database');
  if (!(await fetch(`${base}/api/health`)).ok) fail('the backend stopped serving after db:backup');

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
