import { execFile } from 'node:child_process';
import * as path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '../..');

/**
 * Node's arguments and environment to run one of the backend's entry points (`backend/src/main.ts`, `cli.ts`)
 * from source in a process of its own: compiled on the fly by SWC with the backend's tsconfig (its decorators
 * and their metadata, which Nest's injection reads), the workspace's @portal/* imports resolved through the
 * tsconfig paths as the build resolves them. SWC rather than ts-node: ts-node is an optional peer of typeorm,
 * so having it installed at all put it, TypeScript and SWC into production installs.
 */
export function fromSource(entry: string): { args: string[]; env: Record<string, string> } {
  return {
    args: ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', entry],
    // SWC reads the first, tsconfig-paths the second.
    env: { SWC_NODE_PROJECT: 'backend/tsconfig.json', TS_NODE_PROJECT: 'backend/tsconfig.json' },
  };
}

/**
 * The CLI as a user runs it: its own process (from source, see `fromSource`), on the database `env` names;
 * without DATABASE_URL or PG* variables, the embedded one in DATA_DIR.
 */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const source = fromSource('backend/src/cli.ts');
  const base: NodeJS.ProcessEnv = { ...process.env, ...source.env, LOG_LEVEL: 'silent' };
  for (const name of ['DATABASE_URL', 'PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE', 'NODE_OPTIONS']) delete base[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...source.args, ...args],
      { cwd: WORKSPACE, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
