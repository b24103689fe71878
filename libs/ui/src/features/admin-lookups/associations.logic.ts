/**
 * The Groups to Contacts Associations form, free of React: the group list's
 * search and sort, the contact selection and the "only selected" filter.
 */
import type { ContactGroupAssociation, ContactRow, GroupRow } from '@portal/contracts';

export type SortOrder = 'asc' | 'desc';

/** Groups whose name contains the search (any case, surrounding spaces ignored), A→Z or Z→A. */
export function visibleGroups(groups: readonly GroupRow[], search: string, order: SortOrder): GroupRow[] {
  const needle = search.trim().toLocaleLowerCase();
  const sorted = groups
    .filter((g) => g.group_desc.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.group_desc.localeCompare(b.group_desc, undefined, { sensitivity: 'base' }) || a.group_ndx - b.group_ndx);
  return order === 'asc' ? sorted : sorted.reverse();
}

export function toggleOrder(order: SortOrder): SortOrder {
  return order === 'asc' ? 'desc' : 'asc';
}

/** The contacts a group has on the server, by contact_ndx. */
export function groupContactNdxs(associations: readonly ContactGroupAssociation[], groupNdx: number): number[] {
  return [...new Set(associations.filter((a) => a.group_ndx === groupNdx).map((a) => a.contact_ndx))].sort((a, b) => a - b);
}

/**
 * The form's state. `edited` is null until the user changes the selection: the selection is then the group's
 * contacts as loaded, so it follows the server (a refresh after saving) until the user edits it.
 */
export interface AssociationsState {
  groupNdx: number | null;
  edited: readonly number[] | null;
  /** The contacts table shows only selected contacts (the default) or all of them. */
  onlySelected: boolean;
}

export const INITIAL_ASSOCIATIONS_STATE: AssociationsState = { groupNdx: null, edited: null, onlySelected: true };

/** Choosing a group drops the current selection: the group's existing contacts are selected instead. */
export function chooseGroup(state: AssociationsState, groupNdx: number): AssociationsState {
  return { ...state, groupNdx, edited: null };
}

/** The contact_ndx values ticked now. */
export function currentSelection(state: AssociationsState, associations: readonly ContactGroupAssociation[]): number[] {
  if (state.groupNdx === null) return [];
  return state.edited ? [...state.edited] : groupContactNdxs(associations, state.groupNdx);
}

export function toggleContact(selection: readonly number[], contactNdx: number): number[] {
  return selection.includes(contactNdx)
    ? selection.filter((ndx) => ndx !== contactNdx)
    : [...selection, contactNdx].sort((a, b) => a - b);
}

/** Select All: every contact. */
export function selectAll(contacts: readonly ContactRow[]): number[] {
  return contacts.map((c) => c.contact_ndx).sort((a, b) => a - b);
}

/** The rows of the contacts table: all contacts, or only the selected ones. */
export function visibleContacts(contacts: readonly ContactRow[], selection: readonly number[], onlySelected: boolean): ContactRow[] {
  return onlySelected ? contacts.filter((c) => selection.includes(c.contact_ndx)) : [...contacts];
}

/** What Save sends: the selected contacts that still exist (a contact deleted meanwhile is left out). */
export function savedContactNdxs(contacts: readonly ContactRow[], selection: readonly number[]): number[] {
  const known = new Set(contacts.map((c) => c.contact_ndx));
  return selection.filter((ndx) => known.has(ndx));
}

/** A call cancelled on the way (leaving the page), as RTK Query reports it: only logged, never toasted. */
export function isCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
