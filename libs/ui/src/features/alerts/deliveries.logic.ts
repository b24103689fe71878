/** The delivery history's columns: what a cell and the CSV say. Free of React, so each is tested directly. */
import type { AlertChannel, AlertDelivery } from '@portal/contracts';
import type { CsvColumn } from '../../common/csv';
import { formatDateTime } from '../../common/dates';

const CHANNEL_TEXT: Record<AlertChannel, string> = {
  email: 'E-mail',
  'sms-gateway': 'Text (carrier gateway)',
  'sms-http': 'Text (SMS service)',
  outbox: 'Outbox (no mail server)',
};

const STATUS_TEXT: Record<AlertDelivery['status'], string> = { pending: 'Pending', sent: 'Sent', failed: 'Gave up' };

/** A delivery's outcome in words: 'Sent', 'Pending', 'Gave up'. */
export const deliveryStatusText = (d: Pick<AlertDelivery, 'status'>) => STATUS_TEXT[d.status];

/** Every try in order: 'Nov 26 2026, 07:17 AM failed: 451 Try again later; … sent: 250 OK'. */
export function attemptsText(d: Pick<AlertDelivery, 'attempts'>): string {
  return d.attempts.map((a) => `${formatDateTime(a.attempted_at)} ${a.outcome}${a.detail ? `: ${a.detail}` : ''}`).join('; ');
}

export interface DeliveryColumn extends CsvColumn<AlertDelivery> {
  key: string;
}

export const DELIVERY_COLUMNS: readonly DeliveryColumn[] = [
  { key: 'fired_at', header: 'Fired', value: (d) => formatDateTime(d.fired_at) },
  { key: 'alert_request_ndx', header: 'Alert', value: (d) => d.alert_request_ndx },
  { key: 'event_kind', header: 'Event', value: (d) => (d.event_kind === 'repeat' ? 'Repeat' : 'Fired') },
  { key: 'recipient', header: 'Recipient', value: (d) => (d.recipient_name ? `${d.recipient_name} <${d.recipient}>` : d.recipient) },
  { key: 'channel', header: 'Channel', value: (d) => CHANNEL_TEXT[d.channel] },
  { key: 'status', header: 'Result', value: deliveryStatusText },
  { key: 'sent_at', header: 'Sent', value: (d) => formatDateTime(d.sent_at) },
  { key: 'attempts', header: 'Attempts', value: (d) => d.attempts.length },
  { key: 'subject', header: 'Subject', value: (d) => d.subject },
];

/** The CSV adds every try's outcome and the message itself, which the table shows on demand. */
export const DELIVERY_CSV_COLUMNS: readonly CsvColumn<AlertDelivery>[] = [
  ...DELIVERY_COLUMNS,
  { header: 'Attempt Details', value: attemptsText },
  { header: 'Message', value: (d) => d.message },
];
