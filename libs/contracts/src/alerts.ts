/**
 * Alerts: the Alerts Management table (an administrator's alert requests), the choices its form offers, the
 * engine's state of each alert and the history of its deliveries. Field names are the product's. Every route is
 * Admin only; every write leaves an audit record.
 *
 * Alert types: 1 the latest value is above the trigger value, 2 stale (no value for trigger_value hours),
 * 3 the latest value is below the trigger value.
 */

/** The alert type index whose alerts are "stale" alerts (hidden by the table's toggle by default). */
export const STALE_ALERT_TYPE_NDX = 2;

/** The longest custom subject and custom location name an alert request keeps, in characters. */
export const ALERT_SHORT_TEXT_MAX = 200;
/** The longest notes of an alert request, and comment of an acknowledgement, in characters. */
export const ALERT_LONG_TEXT_MAX = 2000;

/** GET /api/list-alert-types */
export interface AlertType {
  alert_type_ndx: number;
  alert_type: string;
}

/** GET /api/list-alert-send-to-options: one contact or group an alert can be sent to (the merged address list). */
export interface AlertSendToOption {
  merged_address_ndx: number;
  /** 'contact' or 'group'. */
  kind: 'contact' | 'group';
  /** The contact's name or the group's description. */
  send_to: string;
  /** The addresses it stands for now, comma-separated (a group's are its contacts'; empty when it has none). */
  send_to_details: string;
}

/** GET /api/list-alert-locations: a location with the parameters it has values of, the form's two dropdowns. */
export interface AlertLocationOption {
  location_ndx: number;
  location: string;
  parameters: { parameter_ndx: number; parameter: string; units: string | null }[];
}

/** What the engine says about an alert now. 'quiet': it fired and waits out its reset hours. */
export type AlertState = 'normal' | 'firing' | 'quiet' | 'acknowledged' | 'disabled';

/** An alert request as the form edits it, with the names of what its indexes point at. */
export interface AlertRequest {
  alert_request_ndx: number;
  enabled: boolean;
  alert_type_ndx: number;
  alert_type: string;
  location_ndx: number;
  location: string;
  parameter_ndx: number;
  parameter: string;
  /** Above/below: the value in the parameter's units; stale: hours without a value. */
  trigger_value: number;
  /** After a send, no further send for this many hours (0: only after the condition cleared and returned). */
  reset_hours: number;
  /** The contacts and groups it is sent to (GET list-alert-send-to-options), resolved to addresses at each send. */
  merged_address_ndx: number[];
  /** Their names, comma-separated. */
  send_to: string;
  /** Their addresses as of now, comma-separated (read-only in the form). */
  send_to_details: string;
  custom_subject: string | null;
  /** A name for the place in messages instead of the location's. */
  custom_loc_name: string | null;
  notes: string | null;
}

/** GET /api/alerts-management-table: an alert request with what the table shows beside it. */
export interface AlertRequestRow extends AlertRequest {
  /** When the last message of this alert was sent (ISO instant), or null. */
  last_alert_sent: string | null;
  /** The latest value of its series, and when it was measured (ISO instant). */
  most_recent_value: number | null;
  most_recent_timestamp: string | null;
  /** The addresses the last message went to, comma-separated (read-only in the form). */
  last_alert_sent_to_details: string | null;
  state: AlertState;
  /** While 'quiet': the instant after which it may fire again. */
  quiet_until: string | null;
  /** While 'acknowledged': who acknowledged it, when, and their comment. */
  acknowledged_by: string | null;
  acknowledged_at: string | null;
  acknowledge_comment: string | null;
}

/** POST /api/alerts-management-table and PUT /api/alerts-management-table/{alert_request_ndx}: every editable field. */
export interface AlertRequestInput {
  enabled: boolean;
  alert_type_ndx: number;
  location_ndx: number;
  parameter_ndx: number;
  trigger_value: number;
  reset_hours: number;
  merged_address_ndx: number[];
  custom_subject: string | null;
  custom_loc_name: string | null;
  notes: string | null;
}

/** PATCH /api/alerts-management-table/{alert_request_ndx}: the one changed field (the table's inline Enabled). */
export interface AlertRequestPatch {
  enabled: boolean;
}

/** POST /api/alerts-management-table/{alert_request_ndx}/acknowledge: stops repeats until the condition clears. */
export interface AlertAcknowledgeInput {
  comment: string;
}

/** How a message reaches a recipient. 'outbox': no mail server is configured, so it is kept for the Alert deliveries view. */
export type AlertChannel = 'email' | 'sms-gateway' | 'sms-http' | 'outbox';

/** One try of a delivery. */
export interface AlertDeliveryAttempt {
  attempted_at: string;
  outcome: 'sent' | 'failed';
  /** The server's answer or the error. */
  detail: string | null;
}

/** GET /api/alert-deliveries: one message of one alert event to one recipient, with every attempt. */
export interface AlertDelivery {
  delivery_id: string;
  alert_request_ndx: number;
  alert_event_ndx: number;
  /** When the alert fired (ISO instant). */
  fired_at: string;
  /** 'fired': the condition began; 'repeat': it still held after the reset hours. */
  event_kind: 'fired' | 'repeat';
  recipient: string;
  recipient_name: string | null;
  channel: AlertChannel;
  /** 'pending' until sent; 'failed' once the configured number of tries gave up. */
  status: 'pending' | 'sent' | 'failed';
  sent_at: string | null;
  subject: string;
  message: string;
  attempts: AlertDeliveryAttempt[];
}

/** The data of an `alert-fired` event of GET live/events (sent to stakeholders, operators included). */
export interface LiveAlertFired {
  alert_request_ndx: number;
  alert_event_ndx: number;
  fired_at: string;
  subject: string;
  message: string;
}
