// Creates this run's database (E2E_DATABASE_URL) with PostGIS and seeds the demo dataset through the backend's
// own CLI. Run by the Playwright webServer command just before the backend starts; see playwright.config.ts.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { assertE2eDatabase, dropDatabase, serverUrl } from './e2e-database.cjs';

const url = process.env.E2E_DATABASE_URL;
const name = assertE2eDatabase(url);

const server = new pg.Client({ connectionString: serverUrl(url) });
await server.connect();
try {
  await server.query(`CREATE DATABASE "${name}"`);
} finally {
  await server.end();
}

try {
  // Also made by the first migration; done here first so a server without PostGIS fails with a plain message.
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    await database.query('CREATE EXTENSION IF NOT EXISTS postgis');
  } finally {
    await database.end();
  }
  const started = Date.now();
  execFileSync(process.execPath, ['dist/backend/backend/src/cli.js', 'seed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  });
  console.error(`[e2e] database ${name} created and seeded in ${((Date.now() - started) / 1000).toFixed(1)}s`);
} catch (error) {
  // A half-made database would only leak: the teardown never runs when the webServer fails to start.
  await dropDatabase(url);
  throw error;
}
