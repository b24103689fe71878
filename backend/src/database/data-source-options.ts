import { Client, type ClientConfig, type PoolClient } from 'pg';
import { DataSource, DataSourceOptions, Migration, MigrationExecutor, QueryRunner } from 'typeorm';
import type { DatabaseTimeouts } from '../config/config';
import { migrations } from './migrations';

export const MIGRATIONS_TABLE = 'typeorm_migrations';

/** The defaults of DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS and HEALTH_TIMEOUT_MS, for callers without a config. */
const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 30_000, queryMs: 35_000, healthMs: 2000 };

/**
 * A pg client that closes itself when the driver stops waiting for an answer (query_timeout). The abandoned
 * query is still on the connection, so every later query on it would queue behind a server that may never
 * answer; closed, the pool drops it and opens a fresh one (to a server that is back, or failed over).
 */
export class AbandoningClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // An own property in place of the prototype's method: pg's overloads cannot be re-declared one by one.
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      // Registered before the caller's own handler, so the client is closing when the caller releases it.
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') this.end().catch(() => undefined);
        });
      }
      return result;
    }) as unknown as Client['query'];
  }
}

export function dataSourceOptions(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // No entities: every feature reads and writes with SQL in its <feature>.queries.ts.
    entities: [],
    migrations,
    migrationsTableName: MIGRATIONS_TABLE,
    // Schema changes only ever go through migrations, on PGlite and PostgreSQL alike.
    synchronize: false,
    migrationsRun: false,
    // Each migration in its own transaction: a failure leaves the schema at the last good migration.
    migrationsTransactionMode: 'each',
    logging: ['error'],
    extra: {
      max: poolSize,
      // A server that is down or unreachable fails the request within this time (503) instead of hanging it;
      // it also bounds the wait for a free connection when every one is busy.
      connectionTimeoutMillis: timeouts.connectMs,
      // A client that disconnects must not leave its query running for minutes.
      statement_timeout: timeouts.statementMs,
      // A server that accepts connections but stopped answering (frozen, or a network path that drops packets
      // silently) cannot cancel anything itself: the driver gives up a little after the server would have.
      query_timeout: timeouts.queryMs,
      // Detects a peer that vanished without closing the connection (a failed-over host, a cut network).
      keepAlive: true,
      Client: AbandoningClient,
      application_name: 'basin-water-portal',
    },
  };
}

interface ClientWithParameters {
  connectionParameters?: { query_timeout?: number | false };
}

/**
 * Connects `runner` and lifts both statement timeouts on its connection, for work that legitimately runs long
 * (migrations, the demo seed) on the same pool as the API. Call the returned function before releasing the
 * runner: it puts the connection's limits back so the pool hands it out bounded again.
 */
export async function connectWithoutTimeouts(runner: QueryRunner): Promise<() => Promise<void>> {
  const client = (await runner.connect()) as PoolClient & ClientWithParameters;
  // The driver reads its client-side query timeout from the connection's parameters at every query; there is
  // no per-connection option for it, and a per-query one cannot switch it off.
  const parameters = client.connectionParameters;
  if (!parameters || !('query_timeout' in parameters)) {
    throw new Error('The pg driver no longer exposes connectionParameters.query_timeout: revisit connectWithoutTimeouts');
  }
  const queryTimeout = parameters.query_timeout;
  parameters.query_timeout = false;
  try {
    await runner.query('SET statement_timeout = 0');
  } catch (error) {
    parameters.query_timeout = queryTimeout;
    throw error;
  }
  return async () => {
    parameters.query_timeout = queryTimeout;
    // Back to the value the connection was opened with; a broken connection is dropped by the pool anyway.
    await runner.query('RESET statement_timeout').catch(() => undefined);
  };
}

/** Applies pending migrations, each in its own transaction, on a connection without statement timeouts. */
export async function runMigrationsWithoutTimeouts(ds: DataSource): Promise<Migration[]> {
  const runner = ds.createQueryRunner();
  try {
    const restore = await connectWithoutTimeouts(runner);
    try {
      const executor = new MigrationExecutor(ds, runner);
      executor.transaction = 'each';
      return await executor.executePendingMigrations();
    } finally {
      await restore();
    }
  } finally {
    await runner.release();
  }
}
