import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';

/** Where the repository root is, whether we run from source (ts) or from dist/backend/backend/src (js). */
export function projectRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce.number().int().min(0).max(65535);

/** Every variable the backend reads. `.env.example` documents each one. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PGHOST: z.string().min(1).optional(),
    PGPORT: port.optional(),
    PGUSER: z.string().min(1).optional(),
    PGPASSWORD: z.string().optional(),
    PGDATABASE: z.string().min(1).optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).optional(),
    MIGRATE_ON_START: bool.default('true'),
    SEED_ON_FIRST_START: bool.default('true'),
    SEED_SCALE: z.coerce.number().positive().max(1000).optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CORS_ORIGINS: z.string().default(''),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && env.PGHOST) {
      ctx.addIssue({ code: 'custom', path: ['PGHOST'], message: 'set DATABASE_URL or the PG* parts, not both' });
    }
  });

export type DatabaseTarget =
  | { mode: 'embedded'; dataDir: string }
  | { mode: 'postgres'; url: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseTarget;
  dbPoolSize: number;
  migrateOnStart: boolean;
  seedOnFirstStart: boolean;
  seedScale?: number;
  webDistDir: string;
  logLevel: string;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  version: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

/** Validates the whole environment at once, so an operator sees every bad variable in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const e = parsed.data;
  const root = projectRoot();
  let database: DatabaseTarget;
  if (e.DATABASE_URL) {
    database = { mode: 'postgres', url: e.DATABASE_URL };
  } else if (e.PGHOST) {
    const url = new URL('postgresql://localhost');
    url.hostname = e.PGHOST;
    url.port = String(e.PGPORT ?? 5432);
    url.username = e.PGUSER ?? 'postgres';
    url.password = e.PGPASSWORD ?? '';
    url.pathname = `/${e.PGDATABASE ?? 'postgres'}`;
    database = { mode: 'postgres', url: url.toString() };
  } else {
    database = { mode: 'embedded', dataDir: path.resolve(e.DATA_DIR ?? path.join(root, 'data')) };
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database,
    // PGlite is a single database session: one connection, or transactions would see each other's statements.
    dbPoolSize: database.mode === 'embedded' ? 1 : e.DB_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START,
    seedOnFirstStart: e.SEED_ON_FIRST_START,
    seedScale: e.SEED_SCALE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(root, 'dist', 'apps', 'web')),
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    version: readVersion(root),
  };
}

function readVersion(root: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? '1.0.0';
  } catch {
    return '1.0.0';
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
