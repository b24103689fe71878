/**
 * The BUILT backend (`npm run build` first) for the desktop app's integration tier: started as a service would be, on
 * a free loopback port and a scratch PostgreSQL database (TEST_DATABASE_URL picks the server), optionally with the
 * demo dataset, and stopped with everything it made removed. Uses the scripts' own helpers (scripts/lib.mjs).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const WORKSPACE = resolve(__dirname, '../../../../..');
const BUILT = join(WORKSPACE, 'dist/backend/backend/src');

/** The scripts' helpers (scripts/lib.mjs): free port, scratch database, the built backend started and stopped. */
interface ScriptsLib {
  freePort(): Promise<number>;
  startBackend(env: NodeJS.ProcessEnv, limitSeconds: number): Promise<{ server: ChildProcess; base: string }>;
  stopBackend(server: ChildProcess): Promise<number | null>;
  scratchDatabase(prefix: string): { url: string; drop(): void };
}
// An ES module: a real import() (direct eval keeps it from being compiled into require(), which cannot load ESM).
const importEsm = eval('(specifier) => import(specifier)') as (specifier: string) => Promise<unknown>;

export interface BuiltBackend {
  /** http://127.0.0.1:<port>, the backend's origin. */
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts the built backend on a database of its own; `seed` writes the demo dataset into it first (the CLI's seed);
 * `env` adds settings (an update folder, say).
 */
export async function startBuiltBackend(prefix: string, { seed = false, env: extra = {} as NodeJS.ProcessEnv } = {}): Promise<BuiltBackend> {
  if (!existsSync(join(BUILT, 'main.js'))) throw new Error(`${BUILT}/main.js is missing: run "npm run build" first`);
  const lib = (await importEsm(join(WORKSPACE, 'scripts/lib.mjs'))) as ScriptsLib;
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const database = lib.scratchDatabase(prefix.replace(/-/g, '_'));
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) await lib.stopBackend(server);
    database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const env = { PATH: process.env['PATH'], DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    if (seed) execFileSync(process.execPath, [join(BUILT, 'cli.js'), 'seed'], { cwd: WORKSPACE, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const port = await lib.freePort();
    const started = await lib.startBackend(
      { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_ON_FIRST_START: 'false', REFERENCE_DATA_ON_FIRST_START: 'false' },
      120,
    );
    server = started.server;
    return { base: started.base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
