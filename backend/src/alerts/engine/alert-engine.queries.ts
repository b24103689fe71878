import type { AlertChannel } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { firstDataCategoryPath } from '../../database/sql-fragments';
import type { AlertFacts } from './alert-message';
import type { AlertEngineState } from './alert-rules';

// The alert engine's SQL. Each function takes the EntityManager of the transaction it belongs to (or the
// DataSource's manager for a statement of its own).

/** Statements of one transaction, as the engine runs them. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export const txOf = (manager: EntityManager): Tx => ({ query: (sql, params) => manager.query(sql, params) });

/** An enabled alert, locked for the rest of the transaction, with its series' latest reading and where to link to. */
export interface LockedAlert extends AlertFacts {
  state: AlertEngineState['state'];
  condition_since: Date | null;
  quiet_until: Date | null;
  latest_value: number | null;
  latest_at: Date | null;
  latitude: number | null;
  longitude: number | null;
  datacategory_path: string | null;
}

/**
 * Locks the alert row so that two backends evaluating it at once take turns: the second sees the first's decision.
 * Undefined when it is gone or disabled.
 */
export async function lockAlertQuery(tx: Tx, alertRequestNdx: number): Promise<LockedAlert | undefined> {
  const [row] = await tx.query<LockedAlert>(
    `SELECT a.alert_request_ndx, t.alert_type, t.condition, l.location_name AS location, l.location_id,
            a.custom_loc_name, a.custom_subject, p.display_name AS parameter, u.unit_display_name AS units,
            a.trigger_value, a.reset_hours, a.notes, a.state, a.condition_since, a.quiet_until,
            s.last_value AS latest_value, s.por_end AS latest_at,
            ST_Y(l.geom) AS latitude, ST_X(l.geom) AS longitude,
            ${firstDataCategoryPath('a.location_ndx')} AS datacategory_path
       FROM alert_requests a
       JOIN alert_types t USING (alert_type_ndx)
       JOIN locations l ON l.location_ndx = a.location_ndx
       JOIN parameters p ON p.parameter_ndx = a.parameter_ndx
       JOIN units u ON u.unit_ndx = p.unit_ndx
       LEFT JOIN location_parameter_summary s ON s.location_ndx = a.location_ndx AND s.parameter_ndx = a.parameter_ndx
      WHERE a.alert_request_ndx = $1 AND a.enabled
        FOR UPDATE OF a`,
    [alertRequestNdx],
  );
  return row;
}

export async function saveAlertStateQuery(tx: Tx, alertRequestNdx: number, next: AlertEngineState, now: Date): Promise<void> {
  await tx.query(
    `UPDATE alert_requests
        SET state = $2, condition_since = $3, quiet_until = $4, last_evaluated_at = $5,
            acknowledged_by = CASE WHEN $2 = 'acknowledged' THEN acknowledged_by END,
            acknowledged_at = CASE WHEN $2 = 'acknowledged' THEN acknowledged_at END,
            acknowledge_comment = CASE WHEN $2 = 'acknowledged' THEN acknowledge_comment END
      WHERE alert_request_ndx = $1`,
    [alertRequestNdx, next.state, next.conditionSince, next.quietUntil, now],
  );
}

export interface NewAlertEvent {
  alert_request_ndx: number;
  fired_at: Date;
  event_kind: 'fired' | 'repeat';
  observed_value: number | null;
  observed_at: Date | null;
  subject: string;
  message: string;
  sms_message: string;
}

export async function insertAlertEventQuery(tx: Tx, e: NewAlertEvent): Promise<number> {
  const [row] = await tx.query<{ alert_event_ndx: string }>(
    `INSERT INTO alert_events (alert_request_ndx, fired_at, event_kind, observed_value, observed_at, subject, message, sms_message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING alert_event_ndx`,
    [e.alert_request_ndx, e.fired_at, e.event_kind, e.observed_value, e.observed_at, e.subject, e.message, e.sms_message],
  );
  return Number(row.alert_event_ndx);
}

/** A person an alert goes to now: its contacts, and the contacts of its groups as they are at this moment. */
export interface AlertRecipient {
  contact_address: string;
  contact_name: string;
  send_sms: boolean;
  /** The address's domain is a carrier's e-mail-to-SMS gateway. */
  is_sms_gateway: boolean;
}

export function alertRecipientsQuery(tx: Tx, alertRequestNdx: number): Promise<AlertRecipient[]> {
  return tx.query<AlertRecipient>(
    `SELECT DISTINCT ON (lower(c.contact_address)) c.contact_address, c.contact_name, c.send_sms,
            EXISTS (SELECT 1 FROM sms_providers sp
                     WHERE lower(split_part(c.contact_address, '@', 2)) IN (split_part(sp.sms_address, '@', 2), split_part(sp.mms_address, '@', 2)))
              AS is_sms_gateway
       FROM alert_request_recipients r
       JOIN merged_addresses m USING (merged_address_ndx)
       JOIN contacts c ON c.contact_ndx = m.contact_ndx
                       OR c.contact_ndx IN (SELECT g.contact_ndx FROM assoc_contacts_groups g WHERE g.group_ndx = m.group_ndx)
      WHERE r.alert_request_ndx = $1
      ORDER BY lower(c.contact_address), c.contact_ndx`,
    [alertRequestNdx],
  );
}

/** The outbox rows of one event, one per recipient and channel; answers their ids (each also its job's id). */
export async function insertDeliveriesQuery(
  tx: Tx,
  alertEventNdx: number,
  alertRequestNdx: number,
  deliveries: { recipient: string; recipient_name: string; channel: AlertChannel }[],
): Promise<string[]> {
  if (!deliveries.length) return [];
  const rows = await tx.query<{ delivery_id: string }>(
    `INSERT INTO alert_deliveries (alert_event_ndx, alert_request_ndx, recipient, recipient_name, channel)
     SELECT $1, $2, d.recipient, d.recipient_name, d.channel
       FROM unnest($3::text[], $4::text[], $5::text[]) AS d(recipient, recipient_name, channel)
     ON CONFLICT (alert_event_ndx, recipient, channel) DO NOTHING
     RETURNING delivery_id`,
    [alertEventNdx, alertRequestNdx, deliveries.map((d) => d.recipient), deliveries.map((d) => d.recipient_name), deliveries.map((d) => d.channel)],
  );
  return rows.map((r) => r.delivery_id);
}

export function enabledAlertsQuery(tx: Tx, series?: { location_ndx: number; parameter_ndx: number }[]): Promise<{ alert_request_ndx: number }[]> {
  if (!series) return tx.query(`SELECT alert_request_ndx FROM alert_requests WHERE enabled ORDER BY alert_request_ndx`);
  return tx.query(
    `SELECT a.alert_request_ndx FROM alert_requests a
       JOIN unnest($1::int[], $2::int[]) AS s(location_ndx, parameter_ndx)
         ON s.location_ndx = a.location_ndx AND s.parameter_ndx = a.parameter_ndx
      WHERE a.enabled ORDER BY a.alert_request_ndx`,
    [series.map((s) => s.location_ndx), series.map((s) => s.parameter_ndx)],
  );
}

/** A delivery as its job needs it: where it goes, what it says, and how often it was tried. */
export interface PendingDelivery {
  delivery_id: string;
  alert_request_ndx: number;
  recipient: string;
  channel: AlertChannel;
  status: 'pending' | 'sent' | 'failed';
  subject: string;
  message: string;
  sms_message: string;
  attempts: number;
}

export async function deliveryQuery(tx: Tx, deliveryId: string): Promise<PendingDelivery | undefined> {
  const [row] = await tx.query<PendingDelivery>(
    `SELECT d.delivery_id, d.alert_request_ndx, d.recipient, d.channel, d.status, e.subject, e.message, e.sms_message,
            (SELECT count(*)::int FROM alert_delivery_attempts t WHERE t.delivery_id = d.delivery_id) AS attempts
       FROM alert_deliveries d JOIN alert_events e USING (alert_event_ndx)
      WHERE d.delivery_id = $1`,
    [deliveryId],
  );
  return row;
}

/**
 * Records one try and, with `status`, settles the delivery, in one statement (so a recorded success is always a
 * settled one). Only a pending delivery is settled.
 */
export async function recordAttemptQuery(
  tx: Tx,
  deliveryId: string,
  outcome: 'sent' | 'failed',
  detail: string | null,
  status: 'sent' | 'failed' | null,
): Promise<void> {
  await tx.query(
    `WITH attempt AS (INSERT INTO alert_delivery_attempts (delivery_id, outcome, detail) VALUES ($1, $2, $3))
     UPDATE alert_deliveries SET status = $4, sent_at = CASE WHEN $4 = 'sent' THEN now() END
      WHERE delivery_id = $1 AND status = 'pending' AND $4::text IS NOT NULL`,
    [deliveryId, outcome, detail, status],
  );
}

/** Settles a delivery that has used up its tries without a new one (its last try's backend died). */
export async function giveUpDeliveryQuery(tx: Tx, deliveryId: string): Promise<void> {
  await tx.query(`UPDATE alert_deliveries SET status = 'failed' WHERE delivery_id = $1 AND status = 'pending'`, [deliveryId]);
}
