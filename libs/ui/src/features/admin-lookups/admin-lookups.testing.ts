import { adminLookupsApi, createPortalStore, type PortalStore } from '@portal/api-client';
import type { ContactGroupAssociation, ContactRow, CowInput, GroupRow, LookupOption, SmsProvider } from '@portal/contracts';

/** Admin lists already in the cache, so the pages render without a network (jsdom has no fetch). */
export interface AdminAnswers {
  contacts?: ContactRow[];
  groups?: GroupRow[];
  associations?: ContactGroupAssociation[];
  cowInputs?: CowInput[];
  reservoirs?: LookupOption[];
  smsProviders?: SmsProvider[];
}

export function adminStore(answers: AdminAnswers): PortalStore {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api' });
  const { upsertQueryEntries } = adminLookupsApi.util;
  const arg = undefined;
  if (answers.contacts) store.dispatch(upsertQueryEntries([{ endpointName: 'getListContacts', arg, value: answers.contacts }]));
  if (answers.groups) store.dispatch(upsertQueryEntries([{ endpointName: 'getListGroups', arg, value: answers.groups }]));
  if (answers.associations) {
    store.dispatch(upsertQueryEntries([{ endpointName: 'getAssocContactsGroups', arg, value: answers.associations }]));
  }
  if (answers.cowInputs) store.dispatch(upsertQueryEntries([{ endpointName: 'getCowListInputs', arg, value: answers.cowInputs }]));
  if (answers.reservoirs) {
    store.dispatch(upsertQueryEntries([{ endpointName: 'getListLocationsForCow', arg, value: answers.reservoirs }]));
  }
  if (answers.smsProviders) {
    store.dispatch(upsertQueryEntries([{ endpointName: 'getListSmsProviders', arg, value: answers.smsProviders }]));
  }
  return store;
}

export function contactRow(contact_ndx: number, contact_name: string, overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    contact_ndx,
    contact_name,
    contact_address: `${contact_name.split(' ')[0].toLowerCase()}@example.org`,
    contact_org: 'District',
    remark: null,
    send_sms: false,
    is_used: false,
    ...overrides,
  };
}

export function groupRow(group_ndx: number, group_desc: string, overrides: Partial<GroupRow> = {}): GroupRow {
  return { group_ndx, group_desc, remark: null, is_used: false, ...overrides };
}
