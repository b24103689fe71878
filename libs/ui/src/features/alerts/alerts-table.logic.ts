/**
 * The rules of the alerts table, free of React so each is tested directly: its columns (what a cell and the CSV
 * say, which are shown at first), the stale-alert toggle and how a row's state reads.
 */
import type { AlertRequestRow } from '@portal/contracts';
import { STALE_ALERT_TYPE_NDX } from '@portal/contracts';
import { formatDateTime } from '../../common/dates';
import type { TableColumn } from '../../components/column-table.logic';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A row's state in words: 'Normal', 'Firing', 'Quiet until Nov 26 2026, 03:00 PM', 'Acknowledged by …', 'Disabled'. */
export function alertStateText(row: Pick<AlertRequestRow, 'state' | 'quiet_until' | 'acknowledged_by'>): string {
  switch (row.state) {
    case 'firing':
      return 'Firing';
    case 'quiet':
      return row.quiet_until ? `Quiet until ${formatDateTime(row.quiet_until)}` : 'Quiet';
    case 'acknowledged':
      return row.acknowledged_by ? `Acknowledged by ${row.acknowledged_by}` : 'Acknowledged';
    case 'disabled':
      return 'Disabled';
    default:
      return 'Normal';
  }
}

/**
 * Every column the table can show, in order. The Enabled cell is a switch and the actions are buttons; the
 * rest are text, the same text the CSV export writes.
 */
export const ALERT_COLUMNS: readonly TableColumn<AlertRequestRow>[] = [
  { key: 'alert_request_ndx', header: 'ID', value: (r) => r.alert_request_ndx, shownByDefault: false },
  { key: 'enabled', header: 'Enabled', value: (r) => yesNo(r.enabled), shownByDefault: true },
  { key: 'state', header: 'State', value: alertStateText, shownByDefault: true },
  { key: 'alert_type', header: 'Alert Type', value: (r) => r.alert_type, shownByDefault: true },
  { key: 'location', header: 'Location', value: (r) => r.location, shownByDefault: true },
  { key: 'parameter', header: 'Parameter', value: (r) => r.parameter, shownByDefault: true },
  { key: 'trigger_value', header: 'Trigger Value', value: (r) => r.trigger_value, shownByDefault: true },
  { key: 'reset_hours', header: 'Reset Hours', value: (r) => r.reset_hours, shownByDefault: true },
  { key: 'most_recent_value', header: 'Most Recent Value', value: (r) => r.most_recent_value, shownByDefault: true },
  { key: 'most_recent_timestamp', header: 'Most Recent Timestamp', value: (r) => formatDateTime(r.most_recent_timestamp), shownByDefault: true },
  { key: 'last_alert_sent', header: 'Last Alert Sent', value: (r) => formatDateTime(r.last_alert_sent), shownByDefault: true },
  { key: 'send_to', header: 'Send To', value: (r) => r.send_to, shownByDefault: true },
  { key: 'send_to_details', header: 'Send To Details', value: (r) => r.send_to_details, shownByDefault: false },
  { key: 'last_alert_sent_to_details', header: 'Last Alert Sent To Details', value: (r) => r.last_alert_sent_to_details, shownByDefault: false },
  { key: 'custom_subject', header: 'Custom Subject', value: (r) => r.custom_subject, shownByDefault: false },
  { key: 'custom_loc_name', header: 'Custom Location Name', value: (r) => r.custom_loc_name, shownByDefault: false },
  { key: 'notes', header: 'Notes', value: (r) => r.notes, shownByDefault: false },
  { key: 'acknowledge_comment', header: 'Acknowledgement', value: (r) => r.acknowledge_comment, shownByDefault: false },
];

/** The rows the table offers: stale alerts only while the toggle shows them. */
export function withStale(rows: readonly AlertRequestRow[], showStale: boolean): AlertRequestRow[] {
  return rows.filter((row) => showStale || row.alert_type_ndx !== STALE_ALERT_TYPE_NDX);
}
