import {
  COW_ELKHEAD_RESERVOIR_LOCATION_NDX as ELKHEAD, COW_STAGECOACH_RESERVOIR_LOCATION_NDX as STAGECOACH,
} from '@portal/contracts';
import { insertRows } from './lookups';
import type { SeedSql } from './seed-sql';

// Demo content of the admin lookup screens: alert contacts, groups and which
// contacts each holds, and the Colors of Water storage accounts of Elkhead and Stagecoach reservoirs. Every contact is made
// up (example.org mailboxes and a 555-01xx phone); one contact and one group are in no group / hold no
// contact, so the screens can show a delete.

const DEMO_CONTACTS = [
  { contact_ndx: 1, contact_name: 'Jordan Rivera', contact_address: 'jordan.rivera@example.org',
    contact_org: 'Upper Yampa Water Conservancy District', remark: 'Demo contact: reservoir operator', send_sms: false },
  { contact_ndx: 2, contact_name: 'Casey Morgan', contact_address: '9705550142@vtext.com',
    contact_org: 'Upper Yampa Water Conservancy District', remark: 'Demo contact: on-call phone (SMS gateway)', send_sms: true },
  { contact_ndx: 3, contact_name: 'Riley Chen', contact_address: 'riley.chen@example.org',
    contact_org: 'Colorado Parks and Wildlife', remark: 'Demo contact: aquatic biologist', send_sms: false },
  { contact_ndx: 4, contact_name: 'Taylor Brooks', contact_address: 'taylor.brooks@example.org',
    contact_org: 'Colorado Division of Water Resources', remark: 'Demo contact: water commissioner', send_sms: false },
  { contact_ndx: 5, contact_name: 'Alex Moreno', contact_address: 'alex.moreno@example.org',
    contact_org: 'City of Steamboat Springs', remark: 'Demo contact: water treatment', send_sms: false },
  { contact_ndx: 6, contact_name: 'Sam Whitaker', contact_address: 'sam.whitaker@example.org',
    contact_org: 'Routt County', remark: 'Demo contact: in no group yet', send_sms: false },
] as const;

const DEMO_GROUPS = [
  { group_ndx: 1, group_desc: 'Reservoir Operations', remark: 'Demo group: storage and release alerts' },
  { group_ndx: 2, group_desc: 'Water Quality', remark: 'Demo group: water temperature and dissolved oxygen alerts' },
  { group_ndx: 3, group_desc: 'Flood Watch', remark: 'Demo group: no contacts yet' },
] as const;

/** [group_ndx, contact_ndx]: contact 6 and group 3 are unused. */
const DEMO_ASSOCIATIONS: readonly [number, number][] = [[1, 1], [1, 2], [1, 4], [2, 1], [2, 3], [2, 5]];

/**
 * The storage accounts of the two Colors of Water reservoirs, in slice order per reservoir: Elkhead's are drawn on the
 * Elkhead page, Stagecoach's on the Stagecoach page. Every name and colour is the reservoir's own.
 */
export const COW_DEMO_INPUTS = [
  { cow_input_ndx: 1, cow_input_name: 'Colorado River Water Conservation District', graph_color: '#1F77B4', cow_slice_order: 1, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 2, cow_input_name: 'City of Steamboat Springs', graph_color: '#FF7F0E', cow_slice_order: 2, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 3, cow_input_name: 'Mitigation Pool', graph_color: '#2CA02C', cow_slice_order: 3, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 4, cow_input_name: 'Endangered Fish Pool', graph_color: '#D62728', cow_slice_order: 4, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 5, cow_input_name: 'Yampa Valley Electric', graph_color: '#9467BD', cow_slice_order: 5, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 6, cow_input_name: 'Unallocated', graph_color: '#7F7F7F', cow_slice_order: 6, reservoir_location_ndx: ELKHEAD },
  { cow_input_ndx: 7, cow_input_name: 'Mount Werner Water', graph_color: '#17BECF', cow_slice_order: 1, reservoir_location_ndx: STAGECOACH },
  { cow_input_ndx: 8, cow_input_name: 'Yampa River Recovery Pool', graph_color: '#8C564B', cow_slice_order: 2, reservoir_location_ndx: STAGECOACH },
  { cow_input_ndx: 9, cow_input_name: 'Hayden Station Cooling Water', graph_color: '#BCBD22', cow_slice_order: 3, reservoir_location_ndx: STAGECOACH },
  { cow_input_ndx: 10, cow_input_name: 'Agricultural Lease Pool', graph_color: '#E377C2', cow_slice_order: 4, reservoir_location_ndx: STAGECOACH },
  { cow_input_ndx: 11, cow_input_name: 'Morrison Creek Metro District', graph_color: '#AEC7E8', cow_slice_order: 5, reservoir_location_ndx: STAGECOACH },
  { cow_input_ndx: 12, cow_input_name: 'Stagecoach Unallocated Water', graph_color: '#98DF8A', cow_slice_order: 6, reservoir_location_ndx: STAGECOACH },
] as const;

/** Needs the locations (COW inputs belong to the Colors of Water reservoirs). */
export async function insertAdminLookups(sql: SeedSql): Promise<void> {
  await insertRows(sql, 'contacts', {
    contact_ndx: 'int', contact_name: 'text', contact_address: 'text', contact_org: 'text', remark: 'text', send_sms: 'boolean',
  }, DEMO_CONTACTS);
  await insertRows(sql, 'contact_groups', { group_ndx: 'int', group_desc: 'text', remark: 'text' }, DEMO_GROUPS);
  await insertRows(sql, 'assoc_contacts_groups', { group_ndx: 'int', contact_ndx: 'int' },
    DEMO_ASSOCIATIONS.map(([group_ndx, contact_ndx]) => ({ group_ndx, contact_ndx })));
  // Rows added through the API continue after the demo ids.
  for (const [table, key] of [['contacts', 'contact_ndx'], ['contact_groups', 'group_ndx']]) {
    await sql.run(`SELECT setval(pg_get_serial_sequence('${table}', '${key}'), (SELECT max(${key}) FROM ${table}))`);
  }
  await insertRows(sql, 'cow_inputs', {
    cow_input_ndx: 'int', cow_input_name: 'text', graph_color: 'text', cow_slice_order: 'int', reservoir_location_ndx: 'int',
  }, COW_DEMO_INPUTS);
}
