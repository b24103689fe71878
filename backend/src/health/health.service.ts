import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@portal/contracts';
import type { PoolClient, QueryConfig } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { withoutDatabase } from './health-response';
import { APPLIED_MIGRATIONS_SQL, DEMO_DATA_SQL } from './health.queries';
import { StatusAnswer } from '../common/http';

class ProbeTimeout extends Error {}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A database that does not answer within HEALTH_TIMEOUT_MS is reported unreachable: a probe must tell a load
   * balancer about a frozen database (or a lock on what the probe reads) in seconds, not when the request's own
   * statement timeout would fire.
   */
  /** The report, answered 503 unless it is ok: load balancers and orchestrators read the status, people the body. */
  async getHealth(): Promise<HealthResponse | StatusAnswer> {
    const report = await this.report();
    return report.status === 'ok' ? report : new StatusAnswer(503, report);
  }

  private async report(): Promise<HealthResponse> {
    const { mode } = this.config.database;
    const { version } = this.config;
    const timeoutMs = this.config.dbTimeouts.healthMs;
    const deadline = Date.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProbeTimeout()), timeoutMs);
    });
    try {
      const { pendingMigrations, demoData } = await Promise.race([this.probe(deadline), late]);
      return {
        status: pendingMigrations.length === 0 ? 'ok' : 'degraded',
        database: { reachable: true, mode, pendingMigrations },
        demoData,
        version,
      };
    } catch {
      return withoutDatabase('degraded', mode, version);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads the migrations and the demo flag, each statement bounded by what is left until `deadline`. */
  private async probe(deadline: number): Promise<{ pendingMigrations: string[]; demoData: boolean }> {
    const runner = this.dataSource.createQueryRunner();
    let client: PoolClient | undefined;
    try {
      client = (await runner.connect()) as PoolClient;
      const connection = client;
      // Bounded on both sides: the server cancels the probe (so a lock wait does not hold a pooled connection
      // for the whole statement timeout) and the driver gives up on a server that does not answer at all.
      // SET LOCAL lasts for the implicit transaction of this one multi-statement message. A probe that got its
      // connection only after its caller was answered (every connection busy) does not start at all.
      const bounded = async <T>(sql: string): Promise<T[]> => {
        const timeoutMs = Math.ceil(deadline - Date.now());
        if (timeoutMs <= 0) throw new ProbeTimeout();
        // The driver takes a per-query timeout that its type declarations do not list.
        const query = { text: `SET LOCAL statement_timeout = ${timeoutMs}; ${sql}`, query_timeout: timeoutMs } as QueryConfig;
        const results = (await connection.query(query)) as unknown as { rows: T[] }[];
        return results[1].rows;
      };
      const applied = await bounded<{ name: string }>(APPLIED_MIGRATIONS_SQL);
      const appliedNames = new Set(applied.map((m) => m.name));
      const pendingMigrations = this.dataSource.migrations
        .map((m) => m.name ?? m.constructor.name)
        .filter((name) => !appliedNames.has(name));
      const demo =
        pendingMigrations.length === 0 ? await bounded<{ value: string }>(DEMO_DATA_SQL) : [];
      return { pendingMigrations, demoData: demo[0]?.value === 'true' };
    } catch (error) {
      // A connection whose probe failed or timed out may still be waiting on the server: closing it makes the
      // pool drop it rather than hand a stuck connection to the next request.
      if (!(error instanceof ProbeTimeout)) client?.end().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}
