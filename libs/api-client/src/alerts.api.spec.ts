import type { AlertRequestInput, AlertRequestRow } from '@portal/contracts';
import { adminLookupsApi } from './admin-lookups.api';
import { alertsApi } from './alerts.api';
import { recordingStore, settled } from './testing/fake-backend';

const input: AlertRequestInput = {
  enabled: true,
  alert_type_ndx: 1,
  location_ndx: 656,
  parameter_ndx: 169,
  trigger_value: 18.5,
  reset_hours: 12,
  merged_address_ndx: [3, 9],
  custom_subject: null,
  custom_loc_name: 'Stagecoach outlet',
  notes: null,
};
const row: AlertRequestRow = {
  ...input,
  alert_request_ndx: 4,
  alert_type: 'Value Above Trigger',
  location: 'Stagecoach Reservoir Outlet',
  parameter: 'Water Temperature',
  send_to: 'Operators, Zoe',
  send_to_details: 'ops@example.org, zoe@example.org',
  last_alert_sent: null,
  most_recent_value: 17.2,
  most_recent_timestamp: '2026-11-26T07:00:00.000Z',
  last_alert_sent_to_details: null,
  state: 'normal',
  quiet_until: null,
  acknowledged_by: null,
  acknowledged_at: null,
  acknowledge_comment: null,
};
const LISTS = {
  'alerts-management-table': [row],
  'list-alert-types': [{ alert_type_ndx: 1, alert_type: 'Value Above Trigger' }],
  'list-alert-send-to-options': [{ merged_address_ndx: 3, kind: 'group', send_to: 'Operators', send_to_details: 'ops@example.org' }],
  'list-alert-locations': [{ location_ndx: 656, location: 'Stagecoach Reservoir Outlet', parameters: [] }],
  'alert-deliveries': [],
  'list-contacts': [],
};
const { endpoints } = alertsApi;
const seen = (requests: { method: string; path: string; body: unknown }[]) => requests.map(({ method, path, body }) => ({ method, path, body }));

describe('alertsApi', () => {
  it('sends exactly the input fields on create and update, and only enabled on the inline edit', async () => {
    const { store, requests } = recordingStore(LISTS);
    await store.dispatch(endpoints.postAlertsManagementTable.initiate(row));
    await store.dispatch(endpoints.putAlertsManagementTableByAlertRequestNdx.initiate({ alert_request_ndx: 4, input: { ...row, reset_hours: 0 } }));
    await store.dispatch(endpoints.patchAlertsManagementTableByAlertRequestNdx.initiate({ alert_request_ndx: 4, enabled: false }));
    await store.dispatch(endpoints.postAlertsManagementTableAcknowledgeByAlertRequestNdx.initiate({ alert_request_ndx: 4, comment: 'On it' }));
    await store.dispatch(endpoints.deleteAlertsManagementTableByAlertRequestNdx.initiate(4));
    expect(seen(requests)).toEqual([
      { method: 'POST', path: 'alerts-management-table', body: input },
      { method: 'PUT', path: 'alerts-management-table/4', body: { ...input, reset_hours: 0 } },
      { method: 'PATCH', path: 'alerts-management-table/4', body: { enabled: false } },
      { method: 'POST', path: 'alerts-management-table/4/acknowledge', body: { comment: 'On it' } },
      { method: 'DELETE', path: 'alerts-management-table/4', body: undefined },
    ]);
    expect(requests.every((r) => r.authorization === 'Bearer admin-token')).toBe(true);
  });

  it("asks for every alert's deliveries, or one alert's", async () => {
    const { store, requests } = recordingStore(LISTS);
    await store.dispatch(endpoints.getAlertDeliveries.initiate());
    await store.dispatch(endpoints.getAlertDeliveries.initiate(4));
    expect(requests.map((r) => r.path)).toEqual(['alert-deliveries', 'alert-deliveries?alert_request_ndx=4']);
  });

  it('refreshes the table after an alert write, and the table and its send-to choices after a contact write', async () => {
    const { store, requests } = recordingStore(LISTS);
    const subscriptions = [
      store.dispatch(endpoints.getAlertsManagementTable.initiate()),
      store.dispatch(endpoints.getListAlertSendToOptions.initiate()),
      store.dispatch(endpoints.getListAlertTypes.initiate()),
      store.dispatch(endpoints.getListAlertLocations.initiate()),
    ];
    await Promise.all(subscriptions);
    const refetched = async (write: () => Promise<unknown>) => {
      const before = requests.length;
      await write();
      await settled();
      return requests.slice(before).filter((r) => r.method === 'GET').map((r) => r.path).sort();
    };
    expect(await refetched(() => store.dispatch(endpoints.patchAlertsManagementTableByAlertRequestNdx.initiate({ alert_request_ndx: 4, enabled: true })))).toEqual([
      'alerts-management-table',
    ]);
    expect(await refetched(() => store.dispatch(adminLookupsApi.endpoints.deleteListContactsByContactNdx.initiate(7)))).toEqual([
      'alerts-management-table',
      'list-alert-send-to-options',
    ]);
  });
});
