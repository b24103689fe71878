import type { ContactRow, CowInput, GroupRow } from '@portal/contracts';
import { adminLookupsApi } from './admin-lookups.api';
import { recordingStore, settled } from './testing/fake-backend';

const contact: ContactRow = {
  contact_ndx: 7,
  contact_name: 'Jane Doe',
  contact_address: 'jane@example.org',
  contact_org: 'District',
  remark: null,
  send_sms: false,
  is_used: true,
};
const group: GroupRow = { group_ndx: 3, group_desc: 'Board', remark: 'Monthly', is_used: false };
const cowInput: CowInput = {
  cow_input_ndx: 2,
  cow_input_name: 'Elkhead Fish',
  graph_color: '#1F77B4',
  cow_slice_order: 1,
  reservoir_location_ndx: 197,
};

const LISTS = {
  'list-contacts': [contact],
  'list-groups': [group],
  'assoc-contacts-groups': [{ group_ndx: 3, contact_ndx: 7 }],
  'cow-list-inputs': [cowInput],
  'list-locations-for-cow': [{ value: 197, display: 'Stagecoach Reservoir' }],
  'list-sms-providers': [{ cell_provider: 'AT&T', sms_address: 'number@txt.att.net', mms_address: 'number@mms.att.net' }],
};

function setup(failures: Record<string, [number, unknown]> = {}) {
  return recordingStore(LISTS, failures);
}

const { endpoints } = adminLookupsApi;

describe('adminLookupsApi lists', () => {
  type Store = ReturnType<typeof setup>['store'];
  it.each<[string, keyof typeof LISTS, (store: Store) => Promise<{ data?: unknown }>]>([
    ['getListContacts', 'list-contacts', (store) => store.dispatch(endpoints.getListContacts.initiate())],
    ['getListGroups', 'list-groups', (store) => store.dispatch(endpoints.getListGroups.initiate())],
    ['getAssocContactsGroups', 'assoc-contacts-groups', (store) => store.dispatch(endpoints.getAssocContactsGroups.initiate())],
    ['getCowListInputs', 'cow-list-inputs', (store) => store.dispatch(endpoints.getCowListInputs.initiate())],
    ['getListLocationsForCow', 'list-locations-for-cow', (store) => store.dispatch(endpoints.getListLocationsForCow.initiate())],
    ['getListSmsProviders', 'list-sms-providers', (store) => store.dispatch(endpoints.getListSmsProviders.initiate())],
  ])('%s GETs %s with the bearer token', async (_name, path, list) => {
    const { store, requests } = setup();
    const result = await list(store);
    expect(result.data).toEqual(LISTS[path]);
    expect(requests).toEqual([{ method: 'GET', path, body: undefined, authorization: 'Bearer admin-token' }]);
  });

  it('reports a failed list with the server body, for the page to show its message', async () => {
    const { store } = setup({ 'GET list-contacts': [403, { statusCode: 403, error: 'Forbidden', message: 'Admins only' }] });
    const result = await store.dispatch(endpoints.getListContacts.initiate());
    expect(result.error).toMatchObject({ status: 403, data: { message: 'Admins only' } });
  });
});

describe('adminLookupsApi writes', () => {
  it('creates, updates and deletes contacts, sending only the input fields', async () => {
    const { store, requests } = setup();
    const { contact_ndx, is_used, ...input } = contact;
    void is_used;
    await store.dispatch(endpoints.postListContacts.initiate(input));
    await store.dispatch(endpoints.putListContactsByContactNdx.initiate({ ...contact, contact_name: 'Jane Roe' }));
    await store.dispatch(endpoints.deleteListContactsByContactNdx.initiate(contact_ndx));
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'list-contacts', body: input },
      { method: 'PUT', path: 'list-contacts/7', body: { ...input, contact_name: 'Jane Roe' } },
      { method: 'DELETE', path: 'list-contacts/7', body: undefined },
    ]);
    expect(requests.every((r) => r.authorization === 'Bearer admin-token')).toBe(true);
  });

  it('creates, updates and deletes groups', async () => {
    const { store, requests } = setup();
    await store.dispatch(endpoints.postListGroups.initiate({ group_desc: 'Ranchers', remark: null }));
    await store.dispatch(endpoints.putListGroupsByGroupNdx.initiate({ ...group, group_desc: 'Board of Directors' }));
    await store.dispatch(endpoints.deleteListGroupsByGroupNdx.initiate(3));
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'list-groups', body: { group_desc: 'Ranchers', remark: null } },
      { method: 'PUT', path: 'list-groups/3', body: { group_desc: 'Board of Directors', remark: 'Monthly' } },
      { method: 'DELETE', path: 'list-groups/3', body: undefined },
    ]);
  });

  it('updates a COW input by its cow_input_ndx', async () => {
    const { store, requests } = setup();
    await store.dispatch(endpoints.putCowListInputsByCowInputNdx.initiate({ ...cowInput, cow_slice_order: null }));
    const { cow_input_ndx, ...update } = cowInput;
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `cow-list-inputs/${cow_input_ndx}`,
        body: { ...update, cow_slice_order: null },
        authorization: 'Bearer admin-token',
      },
    ]);
  });

  it("saves a group's associations as a list of {group_ndx, contact_ndx}", async () => {
    const { store, requests } = setup();
    await store.dispatch(endpoints.putAssocContactsGroupsByGroupNdx.initiate({ group_ndx: 3, contact_ndx: [7, 9] }));
    await store.dispatch(endpoints.putAssocContactsGroupsByGroupNdx.initiate({ group_ndx: 4, contact_ndx: [] }));
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: 'assoc-contacts-groups/3', body: [{ group_ndx: 3, contact_ndx: 7 }, { group_ndx: 3, contact_ndx: 9 }] },
      { method: 'PUT', path: 'assoc-contacts-groups/4', body: [] },
    ]);
  });

  it('rejects an aborted save with an AbortError (the page only logs those)', async () => {
    const { store } = setup();
    const call = store.dispatch(endpoints.putAssocContactsGroupsByGroupNdx.initiate({ group_ndx: 3, contact_ndx: [7] }));
    call.abort();
    await expect(call.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects unwrap() with the server error body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'This contact is in use' };
    const { store } = setup({ 'DELETE list-contacts/7': [409, body] });
    await expect(store.dispatch(endpoints.deleteListContactsByContactNdx.initiate(7)).unwrap()).rejects.toEqual({ status: 409, data: body });
  });
});

describe('adminLookupsApi cache invalidation', () => {
  /** Subscribes to every list, so invalidated ones refetch; answers which lists a write made refetch. */
  async function refetchedBy(write: (store: ReturnType<typeof setup>['store']) => Promise<unknown>) {
    const { store, requests } = setup();
    const subscriptions = [
      store.dispatch(endpoints.getListContacts.initiate()),
      store.dispatch(endpoints.getListGroups.initiate()),
      store.dispatch(endpoints.getAssocContactsGroups.initiate()),
      store.dispatch(endpoints.getCowListInputs.initiate()),
      store.dispatch(endpoints.getListLocationsForCow.initiate()),
      store.dispatch(endpoints.getListSmsProviders.initiate()),
    ];
    await Promise.all(subscriptions);
    const before = requests.length;
    await write(store);
    await settled();
    // The subscriptions stay: leaving them would start the cache's 60 s clean-up timers, outliving the test.
    return requests
      .slice(before)
      .filter((r) => r.method === 'GET')
      .map((r) => r.path)
      .sort();
  }

  it('refreshes contacts after a contact write', async () => {
    expect(await refetchedBy((s) => s.dispatch(endpoints.postListContacts.initiate(contact)))).toEqual(['list-contacts']);
    expect(await refetchedBy((s) => s.dispatch(endpoints.putListContactsByContactNdx.initiate(contact)))).toEqual(['list-contacts']);
    expect(await refetchedBy((s) => s.dispatch(endpoints.deleteListContactsByContactNdx.initiate(7)))).toEqual(['list-contacts']);
  });

  it('refreshes groups after a group write', async () => {
    expect(await refetchedBy((s) => s.dispatch(endpoints.postListGroups.initiate(group)))).toEqual(['list-groups']);
    expect(await refetchedBy((s) => s.dispatch(endpoints.putListGroupsByGroupNdx.initiate(group)))).toEqual(['list-groups']);
    expect(await refetchedBy((s) => s.dispatch(endpoints.deleteListGroupsByGroupNdx.initiate(3)))).toEqual(['list-groups']);
  });

  it('refreshes the COW inputs after an update', async () => {
    expect(await refetchedBy((s) => s.dispatch(endpoints.putCowListInputsByCowInputNdx.initiate(cowInput)))).toEqual(['cow-list-inputs']);
  });

  it('refreshes associations, contacts and groups (their is_used flags) after saving associations', async () => {
    expect(
      await refetchedBy((s) => s.dispatch(endpoints.putAssocContactsGroupsByGroupNdx.initiate({ group_ndx: 3, contact_ndx: [7] }))),
    ).toEqual(['assoc-contacts-groups', 'list-contacts', 'list-groups']);
  });

  it('refreshes after a failed write too: it may have failed because the list was stale', async () => {
    const { store, requests } = setup({ 'DELETE list-groups/3': [409, { statusCode: 409, error: 'Conflict', message: 'In use' }] });
    await store.dispatch(endpoints.getListGroups.initiate());
    await store.dispatch(endpoints.deleteListGroupsByGroupNdx.initiate(3));
    await settled();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET list-groups', 'DELETE list-groups/3', 'GET list-groups']);
  });
});
