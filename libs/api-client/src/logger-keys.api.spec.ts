import type { LoggerKeyRow } from '@portal/contracts';
import { loggerKeysApi } from './logger-keys.api';
import { recordingStore, settled } from './testing/fake-backend';

const row: LoggerKeyRow = {
  logger_ndx: 3, name: 'yamcolo-dam', allowed_locations: null, created_at: '2026-11-20T15:00:00Z', last_used_at: null, revoked_at: null,
};
const LISTS = { 'logger-keys': [row], 'logger-keys/locations': [{ value: 52, display: 'Yamcolo Reservoir' }] };
const { endpoints } = loggerKeysApi;

describe('loggerKeysApi', () => {
  it('sends exactly the input fields on create, revokes by path, and refreshes the list after each', async () => {
    const { store, requests } = recordingStore(LISTS);
    await store.dispatch(endpoints.getLoggerKeys.initiate());
    const before = requests.length;
    // A form's draft may carry more than the input (here a whole row): only the input fields are sent.
    const draft = { ...row, name: 'new-one', allowed_location_ndx: [52] };
    await store.dispatch(endpoints.postLoggerKeys.initiate(draft));
    await settled();
    await store.dispatch(endpoints.postLoggerKeysRevokeByLoggerNdx.initiate(3));
    await settled();
    expect(requests.slice(before).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'logger-keys', body: { name: 'new-one', allowed_location_ndx: [52] } },
      { method: 'GET', path: 'logger-keys', body: undefined },
      { method: 'POST', path: 'logger-keys/3/revoke', body: undefined },
      { method: 'GET', path: 'logger-keys', body: undefined },
    ]);
    expect(requests.every((r) => r.authorization === 'Bearer admin-token')).toBe(true);
  });
});
