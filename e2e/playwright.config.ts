import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.cjs';
import { makeE2eUpdatesFolder } from './support/desktop-releases';

const workspaceRoot = resolve(__dirname, '..');
// E2E_PORT lets two runs (two checkouts) go side by side without meeting on one port.
const PORT = Number(process.env.E2E_PORT ?? 3311);

/**
 * The database of this run. Playwright starts the webServer BEFORE globalSetup (microsoft/playwright#31524),
 * and the backend needs its database when it starts, so the database cannot be made in globalSetup. Instead:
 *  1. this file picks the name once. It is loaded by the runner and again by every worker; the first load puts
 *     the URL in the environment, which the workers and the webServer inherit, so all agree on one name;
 *  2. the webServer command creates the database with PostGIS and seeds the demo dataset
 *     (e2e/prepare-database.mjs), then starts the production backend on it;
 *  3. global-setup.ts, which runs once the backend answers, checks that it serves the migrated demo dataset;
 *  4. global-teardown.ts drops the database.
 * E2E_POSTGRES_URL names another server (default: local, user postgres). With E2E_BASE_URL the tests run
 * against a deployment that is already running, and nothing is started, created or dropped.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
if (!externalBaseUrl && !process.env.E2E_DATABASE_URL) {
  const server = new URL(process.env.E2E_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/portal_e2e_${randomBytes(6).toString('hex')}`;
  process.env.E2E_DATABASE_URL = server.toString();
}

/**
 * The desktop app's update folder of this run (the backend's DESKTOP_UPDATES_DIR), picked like the database: the
 * first load writes the releases of e2e/support/desktop-releases.ts into a new temporary folder and puts its path in
 * the environment, so the workers' loads find it there and write none of their own, and the webServer serves that
 * one. global-teardown.ts removes it.
 */
if (!externalBaseUrl && !process.env.E2E_DESKTOP_UPDATES_DIR) {
  process.env.E2E_DESKTOP_UPDATES_DIR = makeE2eUpdatesFolder();
}

export default defineConfig({
  testDir: './tests',
  outputDir: resolve(workspaceRoot, 'test-results/e2e'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more and a pass then is reported as flaky (listed, not hidden): the map tests
  // draw with SwiftShader on two shared cores, where a frame can come late. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: externalBaseUrl ? undefined : './global-setup.ts',
  globalTeardown: externalBaseUrl ? undefined : './global-teardown.ts',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright must never download browsers here.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node e2e/prepare-database.mjs && node dist/backend/backend/src/main.js',
        cwd: workspaceRoot,
        url: `http://127.0.0.1:${PORT}/api/health`,
        env: {
          NODE_ENV: 'production',
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
          // The run's update folder (above), always set when the webServer runs.
          DESKTOP_UPDATES_DIR: process.env.E2E_DESKTOP_UPDATES_DIR ?? '',
          LOG_LEVEL: 'warn',
          // The embedded provider's issuer and redirect URIs follow the address the browser uses.
          PUBLIC_URL: `http://127.0.0.1:${PORT}`,
          // Every test's browser is the same loopback client: one per-client budget would throttle the suite.
          RATE_LIMIT_PER_MINUTE: '1000000',
          RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
          RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
          // The demo logger stays stopped: the run's telemetry changes only by what a test sends, so a test can
          // watch a logger fall silent (and no reading lands in the middle of another test's figures).
          DEMO_LOGGER: 'false',
        },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
        // main.ts closes Nest and its pool on SIGTERM; without this Playwright kills it outright.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
