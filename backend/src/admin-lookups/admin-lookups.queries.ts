import type { ContactGroupAssociation, LookupOption, SmsProvider } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import type { AuditedTx } from '../common/audit';

// The admin lookup tables' SQL. Reads take the DataSource; writes take the audited transaction they run in
// (common/audit.ts), so each write and its audit record commit together.

/** One admin-editable table: how its rows are answered, written, audited and protected from deletion. */
export interface EditableTable {
  table: string;
  key: string;
  /** The audit log's name for a row. */
  entity: string;
  /** The columns a caller writes, in the order of the statement parameters. */
  columns: readonly string[];
  orderBy: string;
  /** Whether other rows still use the row, as an SQL expression over its alias `t`; such a row cannot be deleted. */
  inUse?: { sql: string; message: string };
}

export const CONTACTS: EditableTable = {
  table: 'contacts',
  key: 'contact_ndx',
  entity: 'contact',
  columns: ['contact_name', 'contact_address', 'contact_org', 'remark', 'send_sms'],
  orderBy: 't.contact_name, t.contact_ndx',
  inUse: {
    sql: `(EXISTS (SELECT 1 FROM assoc_contacts_groups a WHERE a.contact_ndx = t.contact_ndx)
           OR EXISTS (SELECT 1 FROM alert_request_recipients r JOIN merged_addresses m USING (merged_address_ndx)
                       WHERE m.contact_ndx = t.contact_ndx))`,
    message: 'This contact belongs to a group or receives an alert and cannot be deleted. Remove it from its groups and alerts first.',
  },
};

export const GROUPS: EditableTable = {
  table: 'contact_groups',
  key: 'group_ndx',
  entity: 'group',
  columns: ['group_desc', 'remark'],
  orderBy: 't.group_desc, t.group_ndx',
  inUse: {
    sql: `(EXISTS (SELECT 1 FROM assoc_contacts_groups a WHERE a.group_ndx = t.group_ndx)
           OR EXISTS (SELECT 1 FROM alert_request_recipients r JOIN merged_addresses m USING (merged_address_ndx)
                       WHERE m.group_ndx = t.group_ndx))`,
    message: 'This group has contacts or receives an alert and cannot be deleted. Remove its contacts and alerts first.',
  },
};

export const COW_INPUTS: EditableTable = {
  table: 'cow_inputs',
  key: 'cow_input_ndx',
  entity: 'cow_input',
  columns: ['cow_input_name', 'graph_color', 'cow_slice_order', 'reservoir_location_ndx'],
  orderBy: 't.cow_slice_order NULLS LAST, t.cow_input_name, t.cow_input_ndx',
};

/** The rows as the API answers them: the stored columns, and is_used where the table has it. */
const answerSql = (t: EditableTable) => `SELECT t.*${t.inUse ? `, ${t.inUse.sql} AS is_used` : ''} FROM ${t.table} t`;

/** Every row of an editable table, as answered, in its order (getListContacts, getListGroups, getCowListInputs). */
export const listRowsQuery = <R>(db: DataSource, t: EditableTable): Promise<R[]> => db.query(`${answerSql(t)} ORDER BY ${t.orderBy}`);

/** One row as answered. */
export async function answerRowQuery<R>(tx: AuditedTx, t: EditableTable, id: number): Promise<R> {
  const [row] = await tx.rows<R>(`${answerSql(t)} WHERE t.${t.key} = $1`, [id]);
  return row;
}

/** The stored row, locked until the transaction ends (which also holds off new references to it); undefined when missing. */
export async function lockRowQuery(tx: AuditedTx, t: EditableTable, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.rows(`SELECT * FROM ${t.table} WHERE ${t.key} = $1 FOR UPDATE`, [id]);
  return row;
}

/** Inserts a row from `values` (in the order of `t.columns`) and answers it as stored. */
export async function insertRowQuery(tx: AuditedTx, t: EditableTable, values: unknown[]): Promise<Record<string, unknown>> {
  const placeholders = t.columns.map((_, i) => `$${i + 1}`).join(', ');
  const [after] = await tx.rows(`INSERT INTO ${t.table} (${t.columns.join(', ')}) VALUES (${placeholders}) RETURNING *`, values);
  return after;
}

/** Replaces a row's columns with `values` (in the order of `t.columns`) and answers it as stored. */
export async function updateRowQuery(tx: AuditedTx, t: EditableTable, id: number, values: unknown[]): Promise<Record<string, unknown>> {
  const assignments = t.columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const [after] = await tx.rows(`UPDATE ${t.table} SET ${assignments} WHERE ${t.key} = $1 RETURNING *`, [id, ...values]);
  return after;
}

export async function deleteRowQuery(tx: AuditedTx, t: EditableTable, id: number): Promise<void> {
  await tx.rows(`DELETE FROM ${t.table} WHERE ${t.key} = $1`, [id]);
}

export const getAssocContactsGroupsQuery = (db: DataSource): Promise<ContactGroupAssociation[]> =>
  db.query(`SELECT group_ndx, contact_ndx FROM assoc_contacts_groups ORDER BY group_ndx, contact_ndx`);

/** One group's contacts, by contact. */
export const groupContactsQuery = (tx: AuditedTx, groupNdx: number): Promise<ContactGroupAssociation[]> =>
  tx.rows(`SELECT group_ndx, contact_ndx FROM assoc_contacts_groups WHERE group_ndx = $1 ORDER BY contact_ndx`, [groupNdx]);

/** Which of the contacts exist, with KEY SHARE: a contact found here cannot be deleted before the transaction ends. */
export const lockContactsQuery = (tx: AuditedTx, contactNdxs: number[]): Promise<{ contact_ndx: number }[]> =>
  tx.rows(`SELECT contact_ndx FROM contacts WHERE contact_ndx = ANY ($1::integer[]) FOR KEY SHARE`, [contactNdxs]);

/** Makes `contactNdxs` the group's whole set of contacts. */
export async function putAssocContactsGroupsByGroupNdxQuery(tx: AuditedTx, groupNdx: number, contactNdxs: number[]): Promise<void> {
  await tx.rows(`DELETE FROM assoc_contacts_groups WHERE group_ndx = $1`, [groupNdx]);
  await tx.rows(`INSERT INTO assoc_contacts_groups (group_ndx, contact_ndx) SELECT $1, unnest($2::integer[])`, [groupNdx, contactNdxs]);
}

/** Whether the location exists, with KEY SHARE so it cannot be deleted while a storage account is pointed at it. */
export async function lockLocationQuery(tx: AuditedTx, locationNdx: number): Promise<boolean> {
  return (await tx.rows(`SELECT 1 FROM locations WHERE location_ndx = $1 FOR KEY SHARE`, [locationNdx])).length > 0;
}

/**
 * The rows the COW reservoir dropdown offers: the reservoirs themselves (type Reservoir, the record storage accounts
 * are kept against), not the telemetry stations, outlets or ditches at them, so no two rows name the same reservoir
 * and an account cannot be put on a station the Colors of Water pages never read.
 */
export const getListLocationsForCowQuery = (db: DataSource): Promise<LookupOption[]> =>
  db.query(`
    SELECT l.location_ndx AS value, l.location_name AS display
      FROM locations l JOIN location_types lt USING (location_type_ndx)
     WHERE lt.location_type_desc ILIKE 'reservoir' AND l.location_name ILIKE '%reservoir'
     ORDER BY l.location_name, l.location_ndx`);

/** Byte order, so the list reads the same on every server whatever its collation. */
export const getListSmsProvidersQuery = (db: DataSource): Promise<SmsProvider[]> =>
  db.query(`SELECT cell_provider, sms_address, mms_address FROM sms_providers ORDER BY cell_provider COLLATE "C"`);
