import { execFile } from 'node:child_process';
import * as path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '../..');

/**
 * The CLI as a user runs it: its own process (compiled on the fly, the workspace's @portal/* imports resolved
 * through the tsconfig paths as the build resolves them), on the database `env` names; without DATABASE_URL or
 * PG* variables, the embedded one in DATA_DIR.
 */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base: NodeJS.ProcessEnv = { ...process.env, TS_NODE_PROJECT: 'backend/tsconfig.json', LOG_LEVEL: 'silent' };
  for (const name of ['DATABASE_URL', 'PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE', 'NODE_OPTIONS']) delete base[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', 'backend/src/cli.ts', ...args],
      { cwd: WORKSPACE, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
