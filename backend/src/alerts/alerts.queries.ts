import type { AlertDelivery, AlertLocationOption, AlertRequestInput, AlertRequestRow, AlertSendToOption, AlertType } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { AuditedTx } from '../common/audit';
import { isoInstant } from '../database/sql-fragments';

// The Alerts Management table's SQL. Reads take the DataSource; writes take the audited transaction they run in
// (common/audit.ts), so each write and its audit record commit together.

/**
 * The e-mail addresses a merged address (alias `m`) stands for now, as `contact_address` rows: a contact's own, a
 * group's contacts' (two index lookups; one scan of the contacts with an OR is costed far higher).
 */
const ADDRESSES_OF_M = `
  SELECT c.contact_address FROM contacts c WHERE c.contact_ndx = m.contact_ndx
  UNION ALL
  SELECT c.contact_address FROM assoc_contacts_groups g JOIN contacts c ON c.contact_ndx = g.contact_ndx WHERE g.group_ndx = m.group_ndx`;

/** A merged address's name (the contact's or the group's), over `m` joined to `mc` (contacts) and `mg` (groups). */
const SEND_TO_NAME = `coalesce(mc.contact_name, mg.group_desc)`;
/** Contacts first by name, then groups by description: the order of the Send To choices. */
const SEND_TO_ORDER = `(m.contact_ndx IS NULL), ${SEND_TO_NAME}, m.merged_address_ndx`;

/** The state the table shows, from the stored engine state of `a`. */
const STATE = `
  CASE WHEN NOT a.enabled THEN 'disabled'
       WHEN a.state = 'acknowledged' THEN 'acknowledged'
       WHEN a.state = 'firing' AND a.quiet_until > now() THEN 'quiet'
       WHEN a.state = 'firing' THEN 'firing'
       ELSE 'normal' END`;

/** The alert requests as the table answers them (AlertRequestRow), with `where` over the alias `a`. */
const rowsSql = (where: string) => `
  SELECT a.alert_request_ndx, a.enabled, a.alert_type_ndx, t.alert_type, a.location_ndx, l.location_name AS location,
         a.parameter_ndx, p.display_name AS parameter, a.trigger_value, a.reset_hours,
         coalesce(r.merged_address_ndx, '{}'::integer[]) AS merged_address_ndx, coalesce(r.send_to, '') AS send_to,
         coalesce(ad.send_to_details, '') AS send_to_details,
         a.custom_subject, a.custom_loc_name, a.notes,
         (SELECT ${isoInstant('max(d.sent_at)')} FROM alert_deliveries d
           WHERE d.alert_request_ndx = a.alert_request_ndx AND d.status = 'sent') AS last_alert_sent,
         s.last_value AS most_recent_value, ${isoInstant('s.por_end')} AS most_recent_timestamp,
         (SELECT string_agg(DISTINCT d.recipient, ', ' ORDER BY d.recipient) FROM alert_deliveries d
           WHERE d.status = 'sent'
             AND d.alert_event_ndx = (SELECT e.alert_event_ndx FROM alert_events e
                                       WHERE e.alert_request_ndx = a.alert_request_ndx
                                         AND EXISTS (SELECT 1 FROM alert_deliveries ds
                                                      WHERE ds.alert_event_ndx = e.alert_event_ndx AND ds.status = 'sent')
                                       ORDER BY e.fired_at DESC, e.alert_event_ndx DESC LIMIT 1)) AS last_alert_sent_to_details,
         ${STATE} AS state,
         CASE WHEN a.enabled AND a.state = 'firing' AND a.quiet_until > now() THEN ${isoInstant('a.quiet_until')} END AS quiet_until,
         a.acknowledged_by, ${isoInstant('a.acknowledged_at')} AS acknowledged_at, a.acknowledge_comment
    FROM alert_requests a
    JOIN alert_types t ON t.alert_type_ndx = a.alert_type_ndx
    JOIN locations l ON l.location_ndx = a.location_ndx
    JOIN parameters p ON p.parameter_ndx = a.parameter_ndx
    LEFT JOIN location_parameter_summary s ON s.location_ndx = a.location_ndx AND s.parameter_ndx = a.parameter_ndx
    -- The recipients of every alert at once (small tables: hash joins, where one lookup per alert would be costed
    -- high enough for the planner to compile the query, half a second of JIT on every request).
    LEFT JOIN (
      SELECT rr.alert_request_ndx,
             array_agg(m.merged_address_ndx ORDER BY m.merged_address_ndx) AS merged_address_ndx,
             string_agg(${SEND_TO_NAME}, ', ' ORDER BY ${SEND_TO_ORDER}) AS send_to
        FROM alert_request_recipients rr
        JOIN merged_addresses m ON m.merged_address_ndx = rr.merged_address_ndx
        LEFT JOIN contacts mc ON mc.contact_ndx = m.contact_ndx
        LEFT JOIN contact_groups mg ON mg.group_ndx = m.group_ndx
       GROUP BY rr.alert_request_ndx
    ) r ON r.alert_request_ndx = a.alert_request_ndx
    LEFT JOIN (
      SELECT x.alert_request_ndx, string_agg(DISTINCT x.contact_address, ', ' ORDER BY x.contact_address) AS send_to_details
        FROM (SELECT rr.alert_request_ndx, c.contact_address
                FROM alert_request_recipients rr
                JOIN merged_addresses m ON m.merged_address_ndx = rr.merged_address_ndx
                JOIN contacts c ON c.contact_ndx = m.contact_ndx
              UNION ALL
              SELECT rr.alert_request_ndx, c.contact_address
                FROM alert_request_recipients rr
                JOIN merged_addresses m ON m.merged_address_ndx = rr.merged_address_ndx
                JOIN assoc_contacts_groups g ON g.group_ndx = m.group_ndx
                JOIN contacts c ON c.contact_ndx = g.contact_ndx) x
       GROUP BY x.alert_request_ndx
    ) ad ON ad.alert_request_ndx = a.alert_request_ndx
   ${where}`;

/** Every alert request, by location, parameter and id (getAlertsManagementTable). */
export const getAlertsManagementTableQuery = (db: DataSource): Promise<AlertRequestRow[]> =>
  db.query(`${rowsSql('')} ORDER BY l.location_name, p.display_name, a.alert_request_ndx`);

/** One alert request as the table answers it, inside a write; undefined when missing. */
export async function alertRequestRowQuery(tx: AuditedTx, alertRequestNdx: number): Promise<AlertRequestRow | undefined> {
  const [row] = await tx.rows<AlertRequestRow>(rowsSql('WHERE a.alert_request_ndx = $1'), [alertRequestNdx]);
  return row;
}

/** An alert request as stored (the audit record's before and after): its columns and its recipients. */
export type StoredAlertRequest = Record<string, unknown> & {
  alert_type_ndx: number; location_ndx: number; parameter_ndx: number; trigger_value: number; state: string;
};

/** The stored alert request, locked until the transaction ends; undefined when missing. */
export async function lockAlertRequestQuery(tx: AuditedTx, alertRequestNdx: number): Promise<StoredAlertRequest | undefined> {
  const [row] = await tx.rows<StoredAlertRequest>(
    `SELECT a.*, coalesce((SELECT array_agg(r.merged_address_ndx ORDER BY r.merged_address_ndx) FROM alert_request_recipients r
                            WHERE r.alert_request_ndx = a.alert_request_ndx), '{}'::integer[]) AS merged_address_ndx
       FROM alert_requests a WHERE a.alert_request_ndx = $1 FOR UPDATE OF a`,
    [alertRequestNdx],
  );
  return row;
}

/** What an alert request's indexes point at, each with KEY SHARE so it cannot be deleted before the write commits. */
export interface AlertReferences {
  alert_type: boolean;
  location: boolean;
  parameter: boolean;
  /** Whether the location has values of the parameter. */
  series: boolean;
  /** The merged addresses of the list that exist. */
  merged_address_ndx: number[];
}

export async function lockAlertReferencesQuery(tx: AuditedTx, input: AlertRequestInput, mergedAddressNdxs: number[]): Promise<AlertReferences> {
  const [row] = await tx.rows<AlertReferences>(
    `SELECT EXISTS (SELECT 1 FROM alert_types WHERE alert_type_ndx = $1 FOR KEY SHARE) AS alert_type,
            EXISTS (SELECT 1 FROM locations WHERE location_ndx = $2 FOR KEY SHARE) AS location,
            EXISTS (SELECT 1 FROM parameters WHERE parameter_ndx = $3 FOR KEY SHARE) AS parameter,
            EXISTS (SELECT 1 FROM location_parameter_summary WHERE location_ndx = $2 AND parameter_ndx = $3) AS series,
            coalesce((SELECT array_agg(merged_address_ndx ORDER BY merged_address_ndx)
                        FROM (SELECT merged_address_ndx FROM merged_addresses
                               WHERE merged_address_ndx = ANY ($4::integer[]) FOR KEY SHARE) m), '{}'::integer[]) AS merged_address_ndx`,
    [input.alert_type_ndx, input.location_ndx, input.parameter_ndx, mergedAddressNdxs],
  );
  return row;
}

/** The editable columns, in the order of the statement parameters after any leading ones. */
const inputValues = (input: AlertRequestInput): unknown[] => [
  input.enabled, input.alert_type_ndx, input.location_ndx, input.parameter_ndx, input.trigger_value, input.reset_hours,
  input.custom_subject, input.custom_loc_name, input.notes,
];

/** Inserts an alert request (state normal) and answers its id. */
export async function insertAlertRequestQuery(tx: AuditedTx, input: AlertRequestInput): Promise<number> {
  const [row] = await tx.rows<{ alert_request_ndx: number }>(
    `INSERT INTO alert_requests (enabled, alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours,
                                 custom_subject, custom_loc_name, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING alert_request_ndx`,
    inputValues(input),
  );
  return row.alert_request_ndx;
}

/**
 * Replaces an alert request's editable columns. With `resetState` (it watches a new condition) the engine's state
 * starts over: normal, no condition since, no quiet period, not acknowledged.
 */
export async function updateAlertRequestQuery(tx: AuditedTx, alertRequestNdx: number, input: AlertRequestInput, resetState: boolean): Promise<void> {
  await tx.rows(
    `UPDATE alert_requests
        SET enabled = $2, alert_type_ndx = $3, location_ndx = $4, parameter_ndx = $5, trigger_value = $6, reset_hours = $7,
            custom_subject = $8, custom_loc_name = $9, notes = $10
      WHERE alert_request_ndx = $1`,
    [alertRequestNdx, ...inputValues(input)],
  );
  if (resetState) {
    await tx.rows(
      `UPDATE alert_requests
          SET state = 'normal', condition_since = NULL, quiet_until = NULL,
              acknowledged_by = NULL, acknowledged_at = NULL, acknowledge_comment = NULL
        WHERE alert_request_ndx = $1`,
      [alertRequestNdx],
    );
  }
}

/** Makes `mergedAddressNdxs` the alert's whole set of recipients. */
export async function putAlertRecipientsQuery(tx: AuditedTx, alertRequestNdx: number, mergedAddressNdxs: number[]): Promise<void> {
  await tx.rows(`DELETE FROM alert_request_recipients WHERE alert_request_ndx = $1`, [alertRequestNdx]);
  await tx.rows(
    `INSERT INTO alert_request_recipients (alert_request_ndx, merged_address_ndx) SELECT $1, unnest($2::integer[])`,
    [alertRequestNdx, mergedAddressNdxs],
  );
}

export async function patchAlertRequestEnabledQuery(tx: AuditedTx, alertRequestNdx: number, enabled: boolean): Promise<void> {
  await tx.rows(`UPDATE alert_requests SET enabled = $2 WHERE alert_request_ndx = $1`, [alertRequestNdx, enabled]);
}

/** Deletes an alert request; its recipients, events, deliveries and attempts go with it (ON DELETE CASCADE). */
export async function deleteAlertRequestQuery(tx: AuditedTx, alertRequestNdx: number): Promise<void> {
  await tx.rows(`DELETE FROM alert_requests WHERE alert_request_ndx = $1`, [alertRequestNdx]);
}

export async function acknowledgeAlertRequestQuery(tx: AuditedTx, alertRequestNdx: number, by: string, comment: string): Promise<void> {
  await tx.rows(
    `UPDATE alert_requests SET state = 'acknowledged', acknowledged_by = $2, acknowledged_at = now(), acknowledge_comment = $3
      WHERE alert_request_ndx = $1`,
    [alertRequestNdx, by, comment],
  );
}

export const getListAlertTypesQuery = (db: DataSource): Promise<AlertType[]> =>
  db.query(`SELECT alert_type_ndx, alert_type FROM alert_types ORDER BY alert_type_ndx`);

/** Every contact and group an alert can be sent to: contacts by name, then groups by description. */
export const getListAlertSendToOptionsQuery = (db: DataSource): Promise<AlertSendToOption[]> =>
  db.query(`
    SELECT m.merged_address_ndx, CASE WHEN m.contact_ndx IS NOT NULL THEN 'contact' ELSE 'group' END AS kind,
           ${SEND_TO_NAME} AS send_to,
           coalesce((SELECT string_agg(DISTINCT x.contact_address, ', ' ORDER BY x.contact_address) FROM (${ADDRESSES_OF_M}) x), '') AS send_to_details
      FROM merged_addresses m
      LEFT JOIN contacts mc ON mc.contact_ndx = m.contact_ndx
      LEFT JOIN contact_groups mg ON mg.group_ndx = m.group_ndx
     ORDER BY ${SEND_TO_ORDER}`);

/** Every location that has values, by name, with the parameters it has values of by display name. */
export const getListAlertLocationsQuery = (db: DataSource): Promise<AlertLocationOption[]> =>
  db.query(`
    SELECT l.location_ndx, l.location_name AS location,
           json_agg(json_build_object('parameter_ndx', p.parameter_ndx, 'parameter', p.display_name, 'units', u.unit_display_name)
                    ORDER BY p.display_name, p.parameter_ndx) AS parameters
      FROM location_parameter_summary s
      JOIN locations l ON l.location_ndx = s.location_ndx
      JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
      LEFT JOIN units u ON u.unit_ndx = p.unit_ndx
     GROUP BY l.location_ndx, l.location_name
     ORDER BY l.location_name, l.location_ndx`);

/** How many deliveries the history shows at most. */
export const MAX_DELIVERIES = 500;

/** The newest deliveries (of one alert request, or of all), newest first, each with its event and its attempts oldest first. */
export const getAlertDeliveriesQuery = (db: DataSource, alertRequestNdx: number | undefined): Promise<AlertDelivery[]> =>
  db.query(
    `SELECT d.delivery_id, d.alert_request_ndx, d.alert_event_ndx::double precision AS alert_event_ndx,
            ${isoInstant('e.fired_at')} AS fired_at, e.event_kind, d.recipient, d.recipient_name, d.channel, d.status,
            ${isoInstant('d.sent_at')} AS sent_at, e.subject, e.message,
            coalesce((SELECT json_agg(json_build_object('attempted_at', ${isoInstant('t.attempted_at')}, 'outcome', t.outcome, 'detail', t.detail)
                                      ORDER BY t.attempted_at, t.attempt_ndx)
                        FROM alert_delivery_attempts t WHERE t.delivery_id = d.delivery_id), '[]'::json) AS attempts
       FROM alert_deliveries d
       JOIN alert_events e ON e.alert_event_ndx = d.alert_event_ndx
      WHERE $1::integer IS NULL OR d.alert_request_ndx = $1
      ORDER BY d.created_at DESC, d.alert_event_ndx DESC, d.recipient, d.delivery_id
      LIMIT ${MAX_DELIVERIES}`,
    [alertRequestNdx ?? null],
  );
