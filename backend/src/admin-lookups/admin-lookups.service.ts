import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ContactGroupAssociation, ContactInput, ContactRow, CowInput, CowInputUpdate, GroupInput, GroupRow, SmsProvider,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../common/access';
import { audited, type AuditedTx } from '../common/audit';
import { badRequest } from '../common/validation';
import { VersionedCache } from '../common/versioned-cache';
import { CachedAnswer } from '../common/http';
import {
  answerRowQuery, CONTACTS, COW_INPUTS, deleteRowQuery, type EditableTable, getAssocContactsGroupsQuery, getListLocationsForCowQuery,
  getListSmsProvidersQuery, GROUPS, groupContactsQuery, insertRowQuery, listRowsQuery, lockContactsQuery, lockLocationQuery,
  lockRowQuery, putAssocContactsGroupsByGroupNdxQuery, updateRowQuery,
} from './admin-lookups.queries';

/**
 * The admin lookup tables: contacts, groups and their associations, the COW storage accounts and the SMS help.
 * Every write runs in one transaction with its audit record.
 */
@Injectable()
export class AdminLookupsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  // The Contacts table: list by name, add, replace, delete while in no group.
  getListContacts = (): Promise<ContactRow[]> => listRowsQuery(this.dataSource, CONTACTS);
  postListContacts = (input: ContactInput, actor: AuthenticatedUser): Promise<ContactRow> => this.create(CONTACTS, input, actor);
  putListContactsByContactNdx = (id: number, input: ContactInput, actor: AuthenticatedUser): Promise<ContactRow> =>
    this.update(CONTACTS, id, input, actor);
  deleteListContactsByContactNdx = (id: number, actor: AuthenticatedUser): Promise<ContactRow> => this.remove(CONTACTS, id, actor);

  // The Groups table: list by description, add, replace, delete while empty.
  getListGroups = (): Promise<GroupRow[]> => listRowsQuery(this.dataSource, GROUPS);
  postListGroups = (input: GroupInput, actor: AuthenticatedUser): Promise<GroupRow> => this.create(GROUPS, input, actor);
  putListGroupsByGroupNdx = (id: number, input: GroupInput, actor: AuthenticatedUser): Promise<GroupRow> => this.update(GROUPS, id, input, actor);
  deleteListGroupsByGroupNdx = (id: number, actor: AuthenticatedUser): Promise<GroupRow> => this.remove(GROUPS, id, actor);

  getAssocContactsGroups(): Promise<ContactGroupAssociation[]> {
    return getAssocContactsGroupsQuery(this.dataSource);
  }

  /**
   * Makes `items` the group's whole set of contacts (duplicates collapse; none clears it) and answers the new
   * set. Every item must name the path's group, and every contact must exist: otherwise nothing changes.
   */
  putAssocContactsGroupsByGroupNdx(groupNdx: number, items: ContactGroupAssociation[], actor: AuthenticatedUser): Promise<ContactGroupAssociation[]> {
    const otherGroup = items.flatMap((item, i) =>
      item.group_ndx === groupNdx ? [] : [{ field: `[${i}].group_ndx`, problems: [`group_ndx must be ${groupNdx}, the group of the path`] }],
    );
    if (otherGroup.length) throw badRequest(otherGroup);
    const contactNdxs = [...new Set(items.map((item) => item.contact_ndx))];
    return audited(this.dataSource, actor, async (tx) => {
      await this.lockRow(tx, GROUPS, groupNdx);
      const known = new Set((await lockContactsQuery(tx, contactNdxs)).map((r) => r.contact_ndx));
      const unknown = items.flatMap((item, i) =>
        known.has(item.contact_ndx) ? [] : [{ field: `[${i}].contact_ndx`, problems: [`contact_ndx must name an existing contact (there is no contact ${item.contact_ndx})`] }],
      );
      if (unknown.length) throw badRequest(unknown);
      const before = await groupContactsQuery(tx, groupNdx);
      await putAssocContactsGroupsByGroupNdxQuery(tx, groupNdx, contactNdxs);
      const after = await groupContactsQuery(tx, groupNdx);
      return { result: after, audit: { action: 'replace', entity: 'contact_group_associations', entityKey: groupNdx, before, after } };
    });
  }

  getCowListInputs(): Promise<CowInput[]> {
    return listRowsQuery(this.dataSource, COW_INPUTS);
  }

  /** Edits one storage account; its reservoir must be an existing location (400 naming the field otherwise). */
  putCowListInputsByCowInputNdx(cowInputNdx: number, input: CowInputUpdate, actor: AuthenticatedUser): Promise<CowInput> {
    return this.update(COW_INPUTS, cowInputNdx, input, actor, async (tx) => {
      if (!(await lockLocationQuery(tx, input.reservoir_location_ndx))) {
        throw badRequest([{
          field: 'reservoir_location_ndx',
          problems: [`reservoir_location_ndx must name an existing location (there is no location ${input.reservoir_location_ndx})`],
        }]);
      }
    });
  }

  /** The reservoir dropdown of the COW table, from the versioned cache (it changes only with the locations). */
  getListLocationsForCow(): Promise<CachedAnswer> {
    return this.cache.get('cow-reservoir-locations', () => getListLocationsForCowQuery(this.dataSource));
  }

  getListSmsProviders(): Promise<SmsProvider[]> {
    return getListSmsProvidersQuery(this.dataSource);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The generic editable table: create, update and delete, each write audited.

  /** The stored row, locked until the transaction ends; 404 when missing. */
  private async lockRow(tx: AuditedTx, t: EditableTable, id: number): Promise<Record<string, unknown>> {
    const row = await lockRowQuery(tx, t, id);
    if (!row) throw new NotFoundException(`There is no ${t.entity.replace('_', ' ')} ${id}.`);
    return row;
  }

  private values(t: EditableTable, input: object): unknown[] {
    return t.columns.map((c) => (input as Record<string, unknown>)[c]);
  }

  private create<R>(t: EditableTable, input: object, actor: AuthenticatedUser): Promise<R> {
    return audited(this.dataSource, actor, async (tx) => {
      const after = await insertRowQuery(tx, t, this.values(t, input));
      const id = after[t.key] as number;
      return { result: await answerRowQuery<R>(tx, t, id), audit: { action: 'create', entity: t.entity, entityKey: id, before: null, after } };
    });
  }

  private update<R>(
    t: EditableTable, id: number, input: object, actor: AuthenticatedUser, check?: (tx: AuditedTx) => Promise<void>,
  ): Promise<R> {
    return audited(this.dataSource, actor, async (tx) => {
      await check?.(tx);
      const before = await this.lockRow(tx, t, id);
      const after = await updateRowQuery(tx, t, id, this.values(t, input));
      return { result: await answerRowQuery<R>(tx, t, id), audit: { action: 'update', entity: t.entity, entityKey: id, before, after } };
    });
  }

  /** Deletes an unused row and answers it as it was; 409 with the table's reason while something uses it. */
  private remove<R>(t: EditableTable, id: number, actor: AuthenticatedUser): Promise<R> {
    return audited(this.dataSource, actor, async (tx) => {
      const before = await this.lockRow(tx, t, id);
      const row = await answerRowQuery<R & { is_used?: boolean }>(tx, t, id);
      if (row.is_used) throw new ConflictException(t.inUse?.message);
      await deleteRowQuery(tx, t, id);
      return { result: row, audit: { action: 'delete', entity: t.entity, entityKey: id, before, after: null } };
    });
  }
}
