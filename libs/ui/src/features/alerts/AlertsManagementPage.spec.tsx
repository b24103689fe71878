import { alertsApi } from '@portal/api-client';
import type { AlertLocationOption, AlertRequestRow, AlertSendToOption, AlertType } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordingSaver, textOf } from '../../testing/files';
import { preloadIcons } from '../../testing/icons';
import AlertsManagementPage from './AlertsManagementPage';
import { renderScreen, testStore } from '../../testing/render-screen';

// jsdom has no fetch: the lists come from a real store's cache and the writes are fakes that record what would
// be sent (the api-client's own specs cover the calls).
const post = jest.fn();
const put = jest.fn();
const patch = jest.fn();
const remove = jest.fn();
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePostAlertsManagementTableMutation: () => [post],
  usePutAlertsManagementTableByAlertRequestNdxMutation: () => [put],
  usePatchAlertsManagementTableByAlertRequestNdxMutation: () => [patch],
  useDeleteAlertsManagementTableByAlertRequestNdxMutation: () => [remove],
}));
const answered = () => ({ unwrap: () => Promise.resolve({}) });

const TYPES: AlertType[] = [
  { alert_type_ndx: 1, alert_type: 'Value Above Trigger' },
  { alert_type_ndx: 2, alert_type: 'Stale Data (No Value for Trigger Hours)' },
  { alert_type_ndx: 3, alert_type: 'Value Below Trigger' },
];
const LOCATIONS: AlertLocationOption[] = [
  { location_ndx: 52, location: 'Yamcolo Reservoir', parameters: [{ parameter_ndx: 1538, parameter: 'Logger battery voltage', units: 'V' }] },
  { location_ndx: 656, location: 'Stagecoach Reservoir Outlet', parameters: [{ parameter_ndx: 169, parameter: 'Water temperature', units: '°F' }] },
];
const SEND_TO: AlertSendToOption[] = [
  { merged_address_ndx: 1, kind: 'group', send_to: 'Water Quality', send_to_details: 'alex@example.org, riley@example.org' },
  { merged_address_ndx: 2, kind: 'contact', send_to: 'Casey Morgan', send_to_details: '9705550142@vtext.com' },
];
const row = (ndx: number, overrides: Partial<AlertRequestRow> = {}): AlertRequestRow => ({
  alert_request_ndx: ndx, enabled: true, alert_type_ndx: 1, alert_type: 'Value Above Trigger', location_ndx: 656,
  location: 'Stagecoach Reservoir Outlet', parameter_ndx: 169, parameter: 'Water temperature', trigger_value: 47, reset_hours: 12,
  merged_address_ndx: [1], send_to: 'Water Quality', send_to_details: 'alex@example.org, riley@example.org', custom_subject: null,
  custom_loc_name: null, notes: null, last_alert_sent: '2026-11-26T07:17:50Z', most_recent_value: 49.18,
  most_recent_timestamp: '2026-11-26T07:15:00Z', last_alert_sent_to_details: 'alex@example.org', state: 'firing', quiet_until: null,
  acknowledged_by: null, acknowledged_at: null, acknowledge_comment: null, ...overrides,
});
const ROWS = [
  row(1),
  row(2, { alert_type_ndx: 2, alert_type: 'Stale Data (No Value for Trigger Hours)', location: 'Bear River', state: 'normal' }),
  row(3, { alert_type_ndx: 3, alert_type: 'Value Below Trigger', location_ndx: 52, location: 'Yamcolo Reservoir', parameter_ndx: 1538, parameter: 'Logger battery voltage', enabled: false, state: 'disabled' }),
];

function renderPage(rows: AlertRequestRow[] = ROWS, files = recordingSaver().files) {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    alertsApi.util.upsertQueryEntries([
      { endpointName: 'getAlertsManagementTable', arg, value: rows },
      { endpointName: 'getListAlertTypes', arg, value: TYPES },
      { endpointName: 'getListAlertLocations', arg, value: LOCATIONS },
      { endpointName: 'getListAlertSendToOptions', arg, value: SEND_TO },
    ]),
  );
  return renderScreen(<AlertsManagementPage />, { store, files });
}

const table = () => screen.getByRole('table', { name: 'Alerts Management' });
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]).getAllByRole('row');
const form = (name: string) => screen.getByRole('form', { name });

beforeAll(preloadIcons);
beforeEach(() => {
  for (const mock of [post, put, patch, remove]) mock.mockReset().mockImplementation(answered);
});

describe('Alerts Management', () => {
  it('lists the alerts with their state, hiding stale ones until the toggle shows them', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alerts Management' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Alerts Management | Basin Water Data Portal'));
    expect(bodyRows()).toHaveLength(2);
    expect(within(bodyRows()[0]).getByText('Firing')).toBeTruthy();
    expect(within(bodyRows()[1]).getByText('Disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show stale alerts' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('saves Enabled from the table at once, sending only that field', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Enabled: Yamcolo Reservoir, Logger battery voltage (alert 3)' })));
    expect(patch).toHaveBeenCalledWith({ alert_request_ndx: 3, enabled: true });
    expect(await screen.findByText('New data was updated to the database')).toBeTruthy();
  });

  it('shows the form messages and sends nothing until the alert is complete', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Alert' }));
    const add = form('New Alert');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(within(add).getAllByText('*Required field')).toHaveLength(4);
    expect(within(add).getByText('*Select a location first')).toBeTruthy();
    expect(within(add).getByRole('group', { name: 'Send To' }).textContent).toContain('*Select at least one group or contact');
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(add).getByLabelText(/^Alert Type/), { target: { value: '3' } });
    fireEvent.change(within(add).getByLabelText(/^Location/), { target: { value: '52' } });
    const parameter = within(add).getByLabelText<HTMLSelectElement>(/^Parameter/);
    expect([...parameter.options].map((o) => o.text)).toEqual(['', 'Logger battery voltage']);
    fireEvent.change(parameter, { target: { value: '1538' } });
    // Another location without that parameter clears it.
    fireEvent.change(within(add).getByLabelText(/^Location/), { target: { value: '656' } });
    expect(parameter.value).toBe('');
    fireEvent.change(parameter, { target: { value: '169' } });
    // The number typed is the number kept: an exponent is no key to swallow.
    const trigger = within(add).getByLabelText<HTMLInputElement>(/^Trigger Value/);
    expect(fireEvent.keyDown(trigger, { key: 'e' })).toBe(true);
    fireEvent.change(trigger, { target: { value: '1e' } });
    expect(trigger.value).toBe('1e');
    expect(within(add).getByText('*Must be a number')).toBeTruthy();
    fireEvent.change(trigger, { target: { value: '1e5' } });
    expect(within(add).queryByText('*Must be a number')).toBeNull();
    fireEvent.change(within(add).getByLabelText(/^Reset Hours/), { target: { value: '6' } });
    fireEvent.click(within(add).getByRole('checkbox', { name: 'Casey Morgan' }));
    fireEvent.click(within(add).getByRole('checkbox', { name: 'Water Quality' }));
    expect(within(add).queryByText('*Select at least one group or contact')).toBeNull();
    // Notes longer than the server keeps: the message under the field, and nothing sent.
    const notes = within(add).getByLabelText<HTMLTextAreaElement>('Notes');
    fireEvent.change(notes, { target: { value: 'x'.repeat(2001) } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Save' })));
    expect(post).not.toHaveBeenCalled();
    expect(document.getElementById(notes.getAttribute('aria-describedby') ?? '')?.textContent).toBe('*Must be at most 2000 characters');
    fireEvent.change(notes, { target: { value: '' } });
    expect(within(add).getByLabelText<HTMLTextAreaElement>('Send To Details').value).toBe(
      '9705550142@vtext.com, alex@example.org, riley@example.org',
    );
    expect(within(add).getByLabelText<HTMLTextAreaElement>('Send To Details').readOnly).toBe(true);
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Save' })));
    expect(post).toHaveBeenCalledWith({
      enabled: true, alert_type_ndx: 3, location_ndx: 656, parameter_ndx: 169, trigger_value: 100_000, reset_hours: 6,
      merged_address_ndx: [2, 1], custom_subject: null, custom_loc_name: null, notes: null,
    });
    expect(await screen.findByText('New entry was saved to the database')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New Alert' })).toBeNull();
  });

  it('edits an alert with its read-only details, and closes the form when that alert is deleted', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stagecoach Reservoir Outlet, Water temperature (alert 1)' }));
    const edit = form('Edit Alert 1');
    expect(within(edit).getByLabelText<HTMLTextAreaElement>('Last Alert Sent To Details').value).toBe('alex@example.org');
    expect(within(edit).getByLabelText<HTMLTextAreaElement>('Last Alert Sent To Details').readOnly).toBe(true);
    expect(within(edit).getByLabelText<HTMLInputElement>(/^Trigger Value/).value).toBe('47');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Stagecoach Reservoir Outlet, Water temperature (alert 1)' }));
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })));
    expect(remove).toHaveBeenCalledWith(1);
    expect(await screen.findByText('This entry was deleted from the database')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Alert 1' })).toBeNull();
  });

  it('keeps the form open and says why when the server refuses', async () => {
    put.mockImplementation(() => ({ unwrap: () => Promise.reject({ status: 400, data: { message: 'trigger_value: must not be greater than 1000000000000' } }) }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Stagecoach Reservoir Outlet, Water temperature (alert 1)' }));
    await act(async () => fireEvent.click(within(form('Edit Alert 1')).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('trigger_value: must not be greater than 1000000000000')).toBeTruthy();
    expect(form('Edit Alert 1')).toBeTruthy();
  });

  it('filters, chooses columns and exports what it shows as CSV', async () => {
    const saver = recordingSaver();
    renderPage(ROWS, saver.files);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter Alerts Management' }), { target: { value: 'yamcolo' } });
    expect(bodyRows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'ID' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Most Recent Timestamp' }));
    expect(within(table()).getAllByRole('columnheader')[0].textContent).toBe('ID');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(saver.saved.map((f) => f.name)).toEqual(['alerts-management.csv']);
    const [header, line, end] = (await textOf(saver.saved[0].data)).split('\r\n');
    expect(header).toBe('ID,Enabled,State,Alert Type,Location,Parameter,Trigger Value,Reset Hours,Most Recent Value,Last Alert Sent,Send To');
    expect(line).toMatch(/^3,No,Disabled,Value Below Trigger,Yamcolo Reservoir,Logger battery voltage,47,12,49.18,/);
    expect(end).toBe('');
    expect(await screen.findByText('CSV file successfully added to download folder.')).toBeTruthy();
  });
});
