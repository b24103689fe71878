import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ContactGroupAssociation, ContactInput, ContactRow, CowInput, CowInputUpdate, GroupInput, GroupRow, LookupOption,
  SmsProvider,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../common/access';
import { audited, type AuditedTx } from '../common/audit';
import { badRequest } from '../common/validation';
import { CachedAnswer, VersionedCache } from '../common/versioned-cache';

/** One admin-editable table: how its rows are answered, written, audited and protected from deletion. */
interface EditableTable {
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

const CONTACTS: EditableTable = {
  table: 'contacts',
  key: 'contact_ndx',
  entity: 'contact',
  columns: ['contact_name', 'contact_address', 'contact_org', 'remark', 'send_sms'],
  orderBy: 't.contact_name, t.contact_ndx',
  inUse: {
    // Alert recipients join here once the alerts feature adds them: OR EXISTS (... alert recipients ...).
    sql: 'EXISTS (SELECT 1 FROM assoc_contacts_groups a WHERE a.contact_ndx = t.contact_ndx)',
    message: 'This contact belongs to a group and cannot be deleted. Remove it from its groups first.',
  },
};

const GROUPS: EditableTable = {
  table: 'contact_groups',
  key: 'group_ndx',
  entity: 'group',
  columns: ['group_desc', 'remark'],
  orderBy: 't.group_desc, t.group_ndx',
  inUse: {
    // Alerts that send to a group join here once the alerts feature adds them.
    sql: 'EXISTS (SELECT 1 FROM assoc_contacts_groups a WHERE a.group_ndx = t.group_ndx)',
    message: 'This group has contacts and cannot be deleted. Remove its contacts first.',
  },
};

const COW_INPUTS: EditableTable = {
  table: 'cow_inputs',
  key: 'cow_input_ndx',
  entity: 'cow_input',
  columns: ['cow_input_name', 'graph_color', 'cow_slice_order', 'reservoir_location_ndx'],
  orderBy: 't.cow_slice_order NULLS LAST, t.cow_input_name, t.cow_input_ndx',
};

export interface EditableTableOperations<Row, Input> {
  list(): Promise<Row[]>;
  create(input: Input, actor: AuthenticatedUser): Promise<Row>;
  /** 404 when the row is missing. */
  update(id: number, input: Input, actor: AuthenticatedUser): Promise<Row>;
  /** Answers the deleted row; 404 when missing, 409 while in use. */
  remove(id: number, actor: AuthenticatedUser): Promise<Row>;
}

/** The rows as the API answers them: the stored columns, and is_used where the table has it. */
const answerSql = (t: EditableTable) => `SELECT t.*${t.inUse ? `, ${t.inUse.sql} AS is_used` : ''} FROM ${t.table} t`;

/** The rows the COW reservoir dropdown offers: locations of a reservoir type named as the reservoir itself (not its outlet or ditch). */
const RESERVOIRS_SQL = `
  SELECT l.location_ndx AS value, l.location_name AS display
    FROM locations l JOIN location_types lt USING (location_type_ndx)
   WHERE lt.location_type_desc ILIKE 'reservoir%' AND l.location_name ILIKE '%reservoir'
   ORDER BY l.location_name, l.location_ndx`;

/**
 * The admin lookup tables (site-shell-and-admin.md §2.12): contacts, groups and their associations, the COW
 * storage accounts and the SMS help. Every write runs in one transaction with its audit record.
 */
@Injectable()
export class AdminLookupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  /** The Contacts table: list by name, add, replace, delete while in no group. */
  readonly contacts = this.editable<ContactRow, ContactInput>(CONTACTS);

  /** The Groups table: list by description, add, replace, delete while empty. */
  readonly groups = this.editable<GroupRow, GroupInput>(GROUPS);

  associations(): Promise<ContactGroupAssociation[]> {
    return this.dataSource.query(`SELECT group_ndx, contact_ndx FROM assoc_contacts_groups ORDER BY group_ndx, contact_ndx`);
  }

  /**
   * Makes `items` the group's whole set of contacts (duplicates collapse; none clears it) and answers the new
   * set. Every item must name the path's group, and every contact must exist: otherwise nothing changes.
   */
  replaceGroupContacts(groupNdx: number, items: ContactGroupAssociation[], actor: AuthenticatedUser): Promise<ContactGroupAssociation[]> {
    const otherGroup = items.flatMap((item, i) =>
      item.group_ndx === groupNdx ? [] : [{ field: `[${i}].group_ndx`, problems: [`group_ndx must be ${groupNdx}, the group of the path`] }],
    );
    if (otherGroup.length) throw badRequest(otherGroup);
    const contactNdxs = [...new Set(items.map((item) => item.contact_ndx))];
    return audited(this.dataSource, actor, async (tx) => {
      await this.lockRow(tx, GROUPS, groupNdx);
      // KEY SHARE: a contact found here cannot be deleted before this transaction ends.
      const found = await tx.rows<{ contact_ndx: number }>(
        `SELECT contact_ndx FROM contacts WHERE contact_ndx = ANY ($1::integer[]) FOR KEY SHARE`, [contactNdxs],
      );
      const known = new Set(found.map((r) => r.contact_ndx));
      const unknown = items.flatMap((item, i) =>
        known.has(item.contact_ndx) ? [] : [{ field: `[${i}].contact_ndx`, problems: [`contact_ndx must name an existing contact (there is no contact ${item.contact_ndx})`] }],
      );
      if (unknown.length) throw badRequest(unknown);
      const before = await this.groupContacts(tx, groupNdx);
      await tx.rows(`DELETE FROM assoc_contacts_groups WHERE group_ndx = $1`, [groupNdx]);
      await tx.rows(
        `INSERT INTO assoc_contacts_groups (group_ndx, contact_ndx) SELECT $1, unnest($2::integer[])`, [groupNdx, contactNdxs],
      );
      const after = await this.groupContacts(tx, groupNdx);
      return { result: after, audit: { action: 'replace', entity: 'contact_group_associations', entityKey: groupNdx, before, after } };
    });
  }

  cowInputs(): Promise<CowInput[]> {
    return this.list(COW_INPUTS);
  }

  /** Edits one storage account; its reservoir must be an existing location (400 naming the field otherwise). */
  updateCowInput(cowInputNdx: number, input: CowInputUpdate, actor: AuthenticatedUser): Promise<CowInput> {
    return this.update(COW_INPUTS, cowInputNdx, input, actor, async (tx) => {
      const location = await tx.rows(
        `SELECT 1 FROM locations WHERE location_ndx = $1 FOR KEY SHARE`, [input.reservoir_location_ndx],
      );
      if (!location.length) {
        throw badRequest([{
          field: 'reservoir_location_ndx',
          problems: [`reservoir_location_ndx must name an existing location (there is no location ${input.reservoir_location_ndx})`],
        }]);
      }
    });
  }

  /** The reservoir dropdown of the COW table, from the versioned cache (it changes only with the locations). */
  reservoirOptionsCached(): Promise<CachedAnswer> {
    return this.cache.get('cow-reservoir-locations', () => this.reservoirOptions());
  }

  reservoirOptions(): Promise<LookupOption[]> {
    return this.dataSource.query(RESERVOIRS_SQL);
  }

  smsProviders(): Promise<SmsProvider[]> {
    // Byte order, so the list reads the same on every server whatever its collation.
    return this.dataSource.query(
      `SELECT cell_provider, sms_address, mms_address FROM sms_providers ORDER BY cell_provider COLLATE "C"`,
    );
  }

  // ---------------------------------------------------------------------------------------------------------
  // The generic editable table: list, create, update and delete, each write audited.

  /** The four operations of an editable table (they reach the database only when called). */
  private editable<Row, Input extends object>(t: EditableTable): EditableTableOperations<Row, Input> {
    return {
      list: () => this.list<Row>(t),
      create: (input, actor) => this.create<Row>(t, input, actor),
      update: (id, input, actor) => this.update<Row>(t, id, input, actor),
      remove: (id, actor) => this.remove<Row>(t, id, actor),
    };
  }

  private list<R>(t: EditableTable): Promise<R[]> {
    return this.dataSource.query(`${answerSql(t)} ORDER BY ${t.orderBy}`);
  }

  private async answer<R>(tx: AuditedTx, t: EditableTable, id: number): Promise<R> {
    const [row] = await tx.rows<R>(`${answerSql(t)} WHERE t.${t.key} = $1`, [id]);
    return row;
  }

  /** The stored row, locked until the transaction ends (which also holds off new references to it); 404 when missing. */
  private async lockRow(tx: AuditedTx, t: EditableTable, id: number): Promise<Record<string, unknown>> {
    const [row] = await tx.rows(`SELECT * FROM ${t.table} WHERE ${t.key} = $1 FOR UPDATE`, [id]);
    if (!row) throw new NotFoundException(`There is no ${t.entity.replace('_', ' ')} ${id}.`);
    return row;
  }

  private values(t: EditableTable, input: object): unknown[] {
    return t.columns.map((c) => (input as Record<string, unknown>)[c]);
  }

  private create<R>(t: EditableTable, input: object, actor: AuthenticatedUser): Promise<R> {
    const placeholders = t.columns.map((_, i) => `$${i + 1}`).join(', ');
    return audited(this.dataSource, actor, async (tx) => {
      const [after] = await tx.rows(
        `INSERT INTO ${t.table} (${t.columns.join(', ')}) VALUES (${placeholders}) RETURNING *`, this.values(t, input),
      );
      const id = after[t.key] as number;
      return { result: await this.answer<R>(tx, t, id), audit: { action: 'create', entity: t.entity, entityKey: id, before: null, after } };
    });
  }

  private update<R>(
    t: EditableTable, id: number, input: object, actor: AuthenticatedUser, check?: (tx: AuditedTx) => Promise<void>,
  ): Promise<R> {
    const assignments = t.columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
    return audited(this.dataSource, actor, async (tx) => {
      await check?.(tx);
      const before = await this.lockRow(tx, t, id);
      const [after] = await tx.rows(
        `UPDATE ${t.table} SET ${assignments} WHERE ${t.key} = $1 RETURNING *`, [id, ...this.values(t, input)],
      );
      return { result: await this.answer<R>(tx, t, id), audit: { action: 'update', entity: t.entity, entityKey: id, before, after } };
    });
  }

  /** Deletes an unused row and answers it as it was; 409 with the table's reason while something uses it. */
  private remove<R>(t: EditableTable, id: number, actor: AuthenticatedUser): Promise<R> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lockRow(tx, t, id);
      const row = await this.answer<R & { is_used?: boolean }>(tx, t, id);
      if (row.is_used) throw new ConflictException(t.inUse?.message);
      await tx.rows(`DELETE FROM ${t.table} WHERE ${t.key} = $1`, [id]);
      return { result: row, audit: { action: 'delete', entity: t.entity, entityKey: id, before, after: null } };
    });
  }

  private groupContacts(tx: AuditedTx, groupNdx: number): Promise<ContactGroupAssociation[]> {
    return tx.rows(
      `SELECT group_ndx, contact_ndx FROM assoc_contacts_groups WHERE group_ndx = $1 ORDER BY contact_ndx`, [groupNdx],
    );
  }
}
