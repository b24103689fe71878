import type { AlertRequestRow } from '@portal/contracts';
import { toCsv } from '../../common/csv';
import { chosenColumns, defaultColumnKeys, filterRows } from '../../components/column-table.logic';
import { ALERT_COLUMNS, alertStateText, withStale } from './alerts-table.logic';

const row = (ndx: number, overrides: Partial<AlertRequestRow> = {}): AlertRequestRow => ({
  alert_request_ndx: ndx, enabled: true, alert_type_ndx: 1, alert_type: 'Value Above Trigger', location_ndx: 656,
  location: 'Stagecoach Reservoir Outlet', parameter_ndx: 169, parameter: 'Water temperature', trigger_value: 47, reset_hours: 12,
  merged_address_ndx: [1], send_to: 'Water Quality', send_to_details: 'wq@example.org', custom_subject: null, custom_loc_name: null,
  notes: null, last_alert_sent: '2026-11-26T07:17:50Z', most_recent_value: 49.18, most_recent_timestamp: '2026-11-26T07:15:00Z',
  last_alert_sent_to_details: 'wq@example.org', state: 'normal', quiet_until: null, acknowledged_by: null, acknowledged_at: null,
  acknowledge_comment: null, ...overrides,
});

describe('alerts table', () => {
  it('hides stale alerts until the toggle shows them', () => {
    const rows = [row(1), row(2, { alert_type_ndx: 2, alert_type: 'Stale Data (No Value for Trigger Hours)' }), row(3, { alert_type_ndx: 3 })];
    expect(withStale(rows, false).map((r) => r.alert_request_ndx)).toEqual([1, 3]);
    expect(withStale(rows, true).map((r) => r.alert_request_ndx)).toEqual([1, 2, 3]);
  });

  it('filters on every word in any column, hidden ones included, ignoring case', () => {
    const rows = [row(1), row(2, { location: 'Yamcolo Reservoir', parameter: 'Logger battery voltage', notes: 'Call Casey' })];
    expect(filterRows(rows, ALERT_COLUMNS, 'yamcolo BATTERY').map((r) => r.alert_request_ndx)).toEqual([2]);
    expect(filterRows(rows, ALERT_COLUMNS, 'casey').map((r) => r.alert_request_ndx)).toEqual([2]);
    expect(filterRows(rows, ALERT_COLUMNS, 'stagecoach nothing')).toEqual([]);
    expect(filterRows(rows, ALERT_COLUMNS, '  ')).toEqual(rows);
  });

  it('says each state in words, with the end of a quiet period in Denver time', () => {
    expect(alertStateText(row(1))).toBe('Normal');
    expect(alertStateText(row(1, { state: 'firing' }))).toBe('Firing');
    expect(alertStateText(row(1, { state: 'quiet', quiet_until: '2026-11-26T19:17:50Z' }))).toBe('Quiet until Nov 26 2026, 12:17 PM');
    expect(alertStateText(row(1, { state: 'acknowledged', acknowledged_by: 'Avery Admin' }))).toBe('Acknowledged by Avery Admin');
    expect(alertStateText(row(1, { state: 'disabled' }))).toBe('Disabled');
  });

  it('exports the shown columns in table order, as the cells read', () => {
    const columns = chosenColumns(ALERT_COLUMNS, ['send_to', 'location', 'enabled', 'most_recent_timestamp']);
    expect(columns.map((c) => c.header)).toEqual(['Enabled', 'Location', 'Most Recent Timestamp', 'Send To']);
    expect(toCsv([row(1)], columns)).toBe('Enabled,Location,Most Recent Timestamp,Send To\r\nYes,Stagecoach Reservoir Outlet,"Nov 26 2026, 12:15 AM",Water Quality\r\n');
    expect(defaultColumnKeys(ALERT_COLUMNS)).toEqual(expect.arrayContaining(['enabled', 'state', 'alert_type', 'location', 'parameter', 'trigger_value']));
  });
});
