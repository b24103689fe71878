import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MIGRATIONS_TABLE } from '../database/data-source-options';

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthResponse> {
    const base = { mode: this.config.database.mode, version: this.config.version };
    try {
      const applied: { name: string }[] = await this.dataSource.query(`SELECT name FROM ${MIGRATIONS_TABLE}`);
      const appliedNames = new Set(applied.map((m) => m.name));
      const pendingMigrations = this.dataSource.migrations
        .map((m) => m.name ?? m.constructor.name)
        .filter((name) => !appliedNames.has(name));
      const demo: { value: string }[] =
        pendingMigrations.length === 0
          ? await this.dataSource.query(`SELECT value FROM dataset_info WHERE key = 'demo_data'`)
          : [];
      return {
        status: pendingMigrations.length === 0 ? 'ok' : 'degraded',
        database: { reachable: true, mode: base.mode, pendingMigrations },
        demoData: demo[0]?.value === 'true',
        version: base.version,
      };
    } catch {
      return {
        status: 'degraded',
        database: { reachable: false, mode: base.mode, pendingMigrations: [] },
        demoData: false,
        version: base.version,
      };
    }
  }
}
