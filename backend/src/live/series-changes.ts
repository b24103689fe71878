import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LiveAlertFired, LiveSeriesChanged } from '@portal/contracts';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type ChangedSeries, liveWidgetsQuery } from './live.queries';

type Listener = (event: LiveSeriesChanged) => void;
type AlertListener = (event: LiveAlertFired) => void;

/** The NOTIFY channel the results trigger sends the series a statement wrote on. */
const CHANNEL = 'series_changed';
/** The NOTIFY channel the alert engine of any instance announces a fired alert on. */
const ALERT_CHANNEL = 'alert_fired';
/** A lost listening connection is opened again after this long (then twice as long, up to a minute). */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;

/** The series a batch of written rows touched, each with the newest instant written. */
export function seriesOf(rows: { location_ndx: number; parameter_ndx: number; collect_timestamp: string }[]): ChangedSeries[] {
  const latest = new Map<string, ChangedSeries>();
  for (const row of rows) {
    const key = `${row.location_ndx}:${row.parameter_ndx}`;
    const at = new Date(row.collect_timestamp).toISOString();
    const known = latest.get(key);
    if (!known || known.last_timestamp < at) latest.set(key, { location_ndx: row.location_ndx, parameter_ndx: row.parameter_ndx, last_timestamp: at });
  }
  return [...latest.values()];
}

/**
 * Tells subscribers (the live event streams) which series changed and which dashboard answers show them, and
 * which alerts fired (whichever backend instance fired them).
 *
 * On a PostgreSQL server a trigger on results announces every write on a NOTIFY channel, whoever made it (this
 * process, another instance, a bulk import), and one connection of this service LISTENs to it. The embedded
 * database is a single session (its socket takes one connection, held by the pool), so there is no second
 * connection to listen on: there the writers of this process announce their writes themselves (`announce`).
 */
@Injectable()
export class SeriesChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SeriesChanges.name);
  private readonly listeners = new Set<Listener>();
  private readonly alertListeners = new Set<AlertListener>();
  private client: Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the database announces writes itself (false: writers call `announce`). */
  get databaseAnnounces(): boolean {
    return this.config.database.mode !== 'embedded';
  }

  async onModuleInit(): Promise<void> {
    if (this.databaseAnnounces) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  subscribeAlerts(listener: AlertListener): () => void {
    this.alertListeners.add(listener);
    return () => this.alertListeners.delete(listener);
  }

  /**
   * Called by the alert engine after the event committed. On a PostgreSQL server it goes through NOTIFY, so the
   * streams of every instance hear it (this one through its own listening connection); embedded, only this
   * process has streams.
   */
  async announceAlert(event: LiveAlertFired): Promise<void> {
    if (this.databaseAnnounces) await this.dataSource.query(`SELECT pg_notify($1, $2)`, [ALERT_CHANNEL, JSON.stringify(event)]);
    else this.publishAlert(event);
  }

  private publishAlert(event: LiveAlertFired): void {
    for (const listener of this.alertListeners) listener(event);
  }

  /** Called by writers after their transaction committed; a no-op where the database trigger announces. */
  async announce(series: ChangedSeries[]): Promise<void> {
    if (!this.databaseAnnounces && series.length) await this.publish(series);
  }

  private async publish(series: ChangedSeries[]): Promise<void> {
    if (!this.listeners.size) return;
    const widgets = await liveWidgetsQuery(this.dataSource.manager, series);
    const event = { series, widgets };
    for (const listener of this.listeners) listener(event);
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: this.config.dbTimeouts.connectMs });
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === ALERT_CHANNEL) {
        this.publishAlert(JSON.parse(message.payload ?? '{}') as LiveAlertFired);
        return;
      }
      if (message.channel !== CHANNEL) return;
      this.publish(JSON.parse(message.payload ?? '[]') as ChangedSeries[]).catch((e: unknown) =>
        this.logger.warn(`Could not tell the live streams what changed: ${String(e)}`),
      );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${ALERT_CHANNEL}`);
      this.client = client;
      this.retryMs = FIRST_RETRY_MS;
    } catch (e) {
      this.lost(client, e);
    }
  }

  /** The listening connection is gone (server restart, network): open another, waiting longer each time. */
  private lost(client: Client, error?: unknown): void {
    if (this.stopped || (this.client && this.client !== client) || this.retryTimer) return;
    this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.logger.warn(`Live updates paused, listening again in ${this.retryMs / 1000}s${error ? `: ${String(error)}` : ''}`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.listen();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
