import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type LiveAlertFired, PAGE_PATHS } from '@portal/contracts';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { SeriesChanges } from '../../live/series-changes';
import { AlertSender, channelFor } from './alert-channels';
import {
  alertRecipientsQuery, deliveryQuery, enabledAlertsQuery, giveUpDeliveryQuery, insertAlertEventQuery, insertDeliveriesQuery,
  lockAlertQuery, recordAttemptQuery, saveAlertStateQuery, txOf, type LockedAlert,
} from './alert-engine.queries';
import { alertMessage } from './alert-message';
import { conditionHolds, decideAlert } from './alert-rules';

/** The job queue's queues: the every-minute evaluation, and one job per delivery (its id is the delivery's). */
const EVALUATE_QUEUE = 'alerts-evaluate';
const DELIVER_QUEUE = 'alerts-deliver';
const SCHEMA = 'pgboss';
const QUEUE_ERROR_LOG_MS = 60_000;

/**
 * pg-boss's way into the database: a connection of the DataSource's pool per statement, or the transaction's.
 * Results are read structured: TypeORM answers an UPDATE ... RETURNING as [rows, count] otherwise.
 */
export function executor(source: DataSource | EntityManager) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const runner: QueryRunner = source instanceof DataSource ? source.createQueryRunner() : (source.queryRunner as QueryRunner);
      try {
        return { rows: (await runner.query(text, values, true)).records as unknown[] };
      } finally {
        if (source instanceof DataSource) await runner.release();
      }
    },
  };
}

/**
 * The alert engine. Every minute (a pg-boss schedule, so one instance runs it per minute however many run) and
 * whenever a watched series is written, each enabled alert is evaluated in a transaction that locks its row
 * (alert-rules.ts decides; two backends evaluating at once take turns). A firing writes the event and its
 * outbox of deliveries, one per recipient, and queues one job per delivery, all in that transaction: the decision
 * and the queued sends commit together or not at all. A delivery job sends its message once, records every try,
 * and is retried with backoff by pg-boss until it succeeds or the configured tries are spent; a try that was
 * running when its backend died is tried again once its time is up. pg-boss runs through the DataSource (no pool
 * of its own), which the single-session embedded database needs.
 */
@Injectable()
export class AlertEngine implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AlertEngine.name);
  private readonly sender: AlertSender;
  private boss: PgBoss | undefined;
  private unsubscribe: (() => void) | undefined;
  private lastQueueError = { text: '', at: 0 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: SeriesChanges,
  ) {
    this.sender = new AlertSender(config.alerts);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /**
   * Starts evaluating and delivering. The app calls it once its migrations ran and a first start's demo data is
   * written (unless ALERTS_ENGINE is false): the queue's tables come with the migrations' schema, and on the
   * single-session embedded database the queue must not wait behind the seeding for its connection.
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const { maxAttempts, retrySeconds, timeoutSeconds } = this.config.alerts;
    const boss = new PgBoss({
      db: executor(this.dataSource),
      schema: SCHEMA,
      // A try whose backend died is found by the maintenance pass; checking as often as a try may last bounds the wait.
      maintenanceIntervalSeconds: Math.min(timeoutSeconds, 60),
    });
    boss.on('error', (e: unknown) => this.warnQueueError(String(e)));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(EVALUATE_QUEUE, { name: EVALUATE_QUEUE, policy: 'stately', expireInSeconds: 300, retryLimit: 0 });
    // Tries beyond maxAttempts cover tries that never recorded an outcome (their backend died): the handler, not
    // pg-boss, counts the recorded ones and gives up.
    await boss.createQueue(DELIVER_QUEUE, {
      name: DELIVER_QUEUE,
      retryLimit: maxAttempts * 2,
      retryDelay: retrySeconds,
      retryBackoff: true,
      expireInSeconds: timeoutSeconds + 5,
    });
    await boss.schedule(EVALUATE_QUEUE, '* * * * *', {}, { tz: 'America/Denver' });
    await boss.work(EVALUATE_QUEUE, { pollingIntervalSeconds: 5 }, () => this.evaluateAll());
    await boss.work(DELIVER_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
      await this.deliver((job.data as { delivery_id: string }).delivery_id);
    });
    // Evaluate at once rather than at the next minute: a fresh demo database shows its alerts firing right away.
    await boss.send(EVALUATE_QUEUE, {});
    this.unsubscribe = this.changes.subscribe((event) => {
      this.evaluateSeries(event.series).catch((e: unknown) => this.logger.warn(`Alert evaluation after a write failed: ${String(e)}`));
    });
    this.logger.log(this.config.alerts.smtpUrl ? 'Alert engine started (mail by SMTP).' : 'Alert engine started (no SMTP_URL: messages go to the in-product outbox).');
  }

  /**
   * The queue polls every second: while the database is down each poll fails alike. The same error is logged once
   * a minute, a new one at once.
   */
  private warnQueueError(text: string): void {
    const now = Date.now();
    if (text === this.lastQueueError.text && now - this.lastQueueError.at < QUEUE_ERROR_LOG_MS) return;
    this.lastQueueError = { text, at: now };
    this.logger.warn(`Alert job queue: ${text}`);
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, wait: true, timeout: (this.config.alerts.timeoutSeconds + 1) * 1000 });
    this.sender.close();
  }

  /** Evaluates every enabled alert now; answers how many fired. */
  async evaluateAll(now = new Date()): Promise<number> {
    const alerts = await enabledAlertsQuery(txOf(this.dataSource.manager));
    return this.evaluateEach(alerts, now);
  }

  /** Evaluates the enabled alerts watching any of these series (after a write to them). */
  async evaluateSeries(series: { location_ndx: number; parameter_ndx: number }[], now = new Date()): Promise<number> {
    if (!series.length) return 0;
    return this.evaluateEach(await enabledAlertsQuery(txOf(this.dataSource.manager), series), now);
  }

  private async evaluateEach(alerts: { alert_request_ndx: number }[], now: Date): Promise<number> {
    let fired = 0;
    for (const { alert_request_ndx } of alerts) {
      const event = await this.evaluate(alert_request_ndx, now);
      if (event) {
        fired += 1;
        await this.changes.announceAlert(event).catch((e: unknown) => this.logger.warn(`Could not announce alert ${alert_request_ndx}: ${String(e)}`));
      }
    }
    return fired;
  }

  /** One alert, in one transaction: the decision, and when it fires, the event, its outbox and its jobs. */
  private evaluate(alertRequestNdx: number, now: Date): Promise<LiveAlertFired | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const tx = txOf(manager);
      const alert = await lockAlertQuery(tx, alertRequestNdx);
      if (!alert) return undefined;
      const latest = alert.latest_at ? { value: alert.latest_value, at: new Date(alert.latest_at) } : null;
      const holds = conditionHolds(alert.condition, alert.trigger_value, latest, now);
      const current = {
        state: alert.state,
        conditionSince: alert.condition_since && new Date(alert.condition_since),
        quietUntil: alert.quiet_until && new Date(alert.quiet_until),
      };
      const decision = decideAlert(current, holds, alert.reset_hours, now);
      await saveAlertStateQuery(tx, alertRequestNdx, decision.next, now);
      if (!decision.fire) return undefined;
      const text = alertMessage(alert, {
        kind: decision.fire,
        firedAt: now,
        value: latest?.value ?? null,
        observedAt: latest?.at ?? null,
        mapUrl: this.mapUrl(alert),
        manageUrl: `${this.config.publicUrl}${PAGE_PATHS.alertsManagement}`,
      });
      const eventNdx = await insertAlertEventQuery(tx, {
        alert_request_ndx: alertRequestNdx,
        fired_at: now,
        event_kind: decision.fire,
        observed_value: latest?.value ?? null,
        observed_at: latest?.at ?? null,
        subject: text.subject,
        message: text.message,
        sms_message: text.sms,
      });
      const recipients = await alertRecipientsQuery(tx, alertRequestNdx);
      const deliveryIds = await insertDeliveriesQuery(
        tx,
        eventNdx,
        alertRequestNdx,
        recipients.map((r) => ({ recipient: r.contact_address, recipient_name: r.contact_name, channel: channelFor(r, this.config.alerts) })),
      );
      for (const id of deliveryIds) await this.queue(id, manager);
      return { alert_request_ndx: alertRequestNdx, alert_event_ndx: eventNdx, fired_at: now.toISOString(), subject: text.subject, message: text.message };
    });
  }

  private async queue(deliveryId: string, manager: EntityManager): Promise<void> {
    if (!this.boss) throw new Error('The alert engine is not running.');
    // The job's id is the delivery's: queued once, in the transaction that wrote the delivery.
    await this.boss.send(DELIVER_QUEUE, { delivery_id: deliveryId }, { id: deliveryId, db: executor(manager) } as PgBoss.SendOptions);
  }

  /**
   * One try of one delivery. A delivery already settled (sent, or given up) is never sent again, so a job that
   * runs twice sends once. A failure is recorded and thrown, so the queue tries again later, until the tries are spent.
   */
  async deliver(deliveryId: string): Promise<void> {
    const tx = txOf(this.dataSource.manager);
    const delivery = await deliveryQuery(tx, deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const { maxAttempts } = this.config.alerts;
    if (delivery.attempts >= maxAttempts) {
      await giveUpDeliveryQuery(tx, deliveryId);
      return;
    }
    let receipt: string;
    try {
      receipt = await this.sender.send(delivery);
    } catch (e) {
      const last = delivery.attempts + 1 >= maxAttempts;
      await recordAttemptQuery(tx, deliveryId, 'failed', e instanceof Error ? e.message : String(e), last ? 'failed' : null);
      if (last) {
        this.logger.warn(`Gave up alert delivery ${deliveryId} to ${delivery.recipient} after ${maxAttempts} tries.`);
        return;
      }
      throw e;
    }
    await recordAttemptQuery(tx, deliveryId, 'sent', receipt, 'sent');
  }

  /** The location on the map explorer, under its first data category (the map then shows that category's layers). */
  private mapUrl(alert: LockedAlert): string {
    const base = `${this.config.publicUrl}${PAGE_PATHS.mapExplorer}`;
    if (alert.latitude === null || alert.longitude === null || !alert.datacategory_path) return base;
    const round = (n: number) => Math.round(n * 100000) / 100000;
    return `${base}/${encodeURIComponent(alert.datacategory_path)}/${round(alert.latitude)}/${round(alert.longitude)}/13`;
  }
}
