import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { isRefreshAllDue, localToday, refreshAll, refreshDirty, type RefreshOptions } from './graph-stats.refresh';

/** How often the backend drains the queue of changed keys: statistics follow an import within seconds. */
const DIRTY_REFRESH_INTERVAL_MS = 5_000;

/**
 * Keeps the graph-mode statistics current in the running backend: every few seconds it refreshes the keys
 * whose samples changed, and on the first tick of each America/Denver day (and at start-up) it recomputes
 * everything when rows were computed for an earlier day, since the windows end on the current date.
 *
 * The schedule starts once the database is migrated and, on a first start, seeded (createApp calls
 * startWhenReady): a refresh during the seed would wait for a connection the seed holds (the embedded database
 * has few) and fail with 'timeout exceeded'. The timer is unref'd (it never keeps the process alive) and stops
 * before shutdown, waiting for a running refresh. It does not start in test runs (NODE_ENV=test), where tests
 * drive the refresh themselves and assert the rows before and after it.
 */
@Injectable()
export class GraphStatsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(GraphStatsService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The local date the daily check last ran for. */
  private checkedFor: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the schedule, outside test runs; for when the database is ready for it. */
  startWhenReady(): void {
    if (this.config.nodeEnv !== 'test') this.start(DIRTY_REFRESH_INTERVAL_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Starts the periodic refresh (the first tick after one interval). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops the periodic refresh and waits for a refresh in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Refreshes the keys whose samples changed; the number of keys. */
  refreshDirty(options?: RefreshOptions): Promise<number> {
    return refreshDirty(this.dataSource, options);
  }

  /** Recomputes every key; null when another session is already doing it. */
  refreshAll(options?: RefreshOptions): Promise<number | null> {
    return refreshAll(this.dataSource, options);
  }

  /** One scheduled run; runs never overlap (a slow one makes the next ticks skip). */
  private tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.refreshScheduled()
      .catch((error: unknown) => this.logger.warn(`Graph-mode statistics refresh failed: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async refreshScheduled(): Promise<void> {
    const today = await localToday(this.dataSource);
    if (today !== this.checkedFor) {
      if (await isRefreshAllDue(this.dataSource, today)) {
        const keys = await this.refreshAll({ today });
        if (keys !== null) this.logger.log(`Graph-mode statistics recomputed for ${keys} series (windows ending ${today})`);
      }
      this.checkedFor = today;
    }
    await this.refreshDirty({ today });
  }
}
