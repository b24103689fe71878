// What the test and benchmark scripts share: a free loopback port, the production backend started and
// stopped as a service manager would, and a scratch database on the test server.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The workspace root, so the helpers work from any working directory (jest's, a script's). */
const WORKSPACE = fileURLToPath(new URL('..', import.meta.url));

/** A loopback port nobody listens on, so a script never collides with a running dev server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/backend's main.js with `env` (which must set PORT) and resolves once GET /api/health answers
 * 200, with the seconds that took. Throws, having killed it, when it is not healthy within `limitSeconds`.
 * `onStarting(body, seconds)`, when given, is awaited with each answer of a backend that is still starting.
 */
export async function startBackend(env, limitSeconds, { onStarting } = {}) {
  const server = spawn(process.execPath, ['dist/backend/backend/src/main.js'], { cwd: WORKSPACE, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${env.PORT}`;
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  while (Date.now() - started < limitSeconds * 1000 && server.exitCode === null) {
    let response;
    try {
      response = await fetch(`${base}/api/health`);
    } catch {
      // not listening yet
    }
    if (response?.ok) return { server, base, seconds: Math.round(seconds()) };
    if (response && onStarting) {
      const body = await response.json();
      if (body.status === 'starting') await onStarting(body, seconds());
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGKILL');
  throw new Error(`the backend did not become healthy within ${limitSeconds} s`);
}

/** SIGTERM, as a service manager stops it; resolves with the exit code (0 for a clean shutdown). */
export function stopBackend(server) {
  const exited = new Promise((r) => server.once('exit', (code) => r(code)));
  server.kill('SIGTERM');
  return exited;
}

/**
 * A new, empty database on the test server (TEST_DATABASE_URL, else the machine's PostgreSQL): its URL, and
 * drop() to remove it.
 */
export function scratchDatabase(prefix) {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const psql = (sql) => execFileSync('psql', [server.toString(), '-qAtc', sql], { stdio: 'inherit' });
  const url = new URL(server);
  url.pathname = `/${name}`;
  psql(`CREATE DATABASE "${name}"`);
  return { url: url.toString(), drop: () => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Runs fn(url) on a scratch database and drops it afterwards, whatever fn did. */
export async function withScratchDatabase(prefix, fn) {
  const database = scratchDatabase(prefix);
  try {
    return await fn(database.url);
  } finally {
    database.drop();
  }
}

/** The JSON answer of `path` on the backend at `base` (init as fetch takes it); a status other than 2xx throws. */
export async function fetchJson(base, path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** fetch's init for a JSON POST of `body`. */
export const jsonPost = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
