import * as fs from 'node:fs';
import * as path from 'node:path';
import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { executor } from '../alerts/engine/alert-engine.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { importAdapters } from './imports.adapters';
import {
  ensureDefaultMappingsQuery, failInterruptedRunsQuery, insertImportRunQuery, queuedRunsQuery, sqlOf, takeDueSchedulesQuery,
} from './imports.queries';
import { ImportRunner } from './imports.runner';

/** One job per import run; the every-minute look for due schedules. */
const IMPORTS_QUEUE = 'imports';
const SCHEDULES_QUEUE = 'imports-schedules';
const SCHEMA = 'pgboss';
/** A run without progress for this long lost its backend (progress is written every second while it runs). */
const STALE_SECONDS = 120;
/** pg-boss bounds a job's run time below a day; a longer import is failed and rolled back. */
const RUN_LIMIT_SECONDS = 23 * 3600;

/**
 * Data Imports on the job queue (pg-boss, through the DataSource as the alert engine runs it): each run is a job of
 * the 'imports' queue, run here one at a time (two backends may each run one; runs of one source take turns, see
 * ImportRunner). A run queued while the queue was off is sent to it when it starts; runs left 'running' by a
 * backend that stopped are marked failed at start. Every minute the due schedules are queued as runs.
 */
@Injectable()
export class ImportQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ImportQueue.name);
  private boss: PgBoss | undefined;
  readonly runner: ImportRunner;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.runner = new ImportRunner(dataSource, config, importAdapters(config));
  }

  get started(): boolean {
    return this.boss !== undefined;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /**
   * Starts the queue (the app calls it once migrations ran and a first start's demo data is written, unless
   * IMPORTS_QUEUE is false): adds the default mappings the first time parameters exist, fails interrupted runs.
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const sql = sqlOf(this.dataSource);
    await ensureDefaultMappingsQuery(sql);
    for (const run of await failInterruptedRunsQuery(sql, STALE_SECONDS)) {
      this.logger.warn(`Import run ${run.import_run_ndx} was interrupted by a stop: marked failed (nothing of it was written).`);
      if (run.upload_path) fs.rmSync(path.join(this.config.imports.uploadDir, run.upload_path), { force: true });
    }
    const boss = new PgBoss({ db: executor(this.dataSource), schema: SCHEMA });
    boss.on('error', (e: unknown) => this.logger.warn(`Imports job queue: ${String(e)}`));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(IMPORTS_QUEUE, { name: IMPORTS_QUEUE, retryLimit: 0, expireInSeconds: RUN_LIMIT_SECONDS });
    await boss.createQueue(SCHEDULES_QUEUE, { name: SCHEDULES_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
    await boss.schedule(SCHEDULES_QUEUE, '* * * * *', {}, { tz: 'UTC' });
    await boss.work(SCHEDULES_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      await this.queueDueSchedules();
    });
    await boss.work(IMPORTS_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      await this.runner.run((job.data as { import_run_ndx: number }).import_run_ndx);
    });
    for (const run of await queuedRunsQuery(sql)) await this.send(run.import_run_ndx);
    this.logger.log('Imports job queue started.');
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** Puts a queued run on the queue; while the queue is off it waits in import_runs and is sent when it starts. */
  async send(runNdx: number): Promise<void> {
    await this.boss?.send(IMPORTS_QUEUE, { import_run_ndx: runNdx });
  }

  /** Queues a run for each due schedule; answers how many. */
  async queueDueSchedules(): Promise<number> {
    const sql = sqlOf(this.dataSource);
    const due = await takeDueSchedulesQuery(sql);
    for (const s of due) {
      const runNdx = await insertImportRunQuery(sql, {
        source: s.source, label: s.site, createdBy: 'schedule', request: { kind: 'fetch', sites: [s.site], start: null, end: null },
        uploadPath: null, bytesTotal: null, scheduleNdx: s.import_schedule_ndx,
      });
      await this.send(runNdx);
    }
    return due.length;
  }
}
