import type { ContactGroupAssociation, GroupRow } from '@portal/contracts';
import { contactRow, groupRow } from './admin-lookups.testing';
import {
  chooseGroup,
  currentSelection,
  groupContactNdxs,
  INITIAL_ASSOCIATIONS_STATE,
  isCancelled,
  savedContactNdxs,
  selectAll,
  toggleContact,
  toggleOrder,
  visibleContacts,
  visibleGroups,
} from './associations.logic';

const groups = [groupRow(1, 'Ranchers'), groupRow(2, 'board'), groupRow(3, 'Anglers'), groupRow(4, 'Boaters')];
const contacts = [contactRow(10, 'Ann'), contactRow(11, 'Bob'), contactRow(12, 'Cy'), contactRow(13, 'Di')];
const associations: ContactGroupAssociation[] = [
  { group_ndx: 1, contact_ndx: 12 },
  { group_ndx: 1, contact_ndx: 10 },
  { group_ndx: 2, contact_ndx: 11 },
];

describe('visibleGroups', () => {
  const names = (list: GroupRow[]) => list.map((g) => g.group_desc);

  it('sorts A→Z ignoring case, and Z→A', () => {
    expect(names(visibleGroups(groups, '', 'asc'))).toEqual(['Anglers', 'board', 'Boaters', 'Ranchers']);
    expect(names(visibleGroups(groups, '', 'desc'))).toEqual(['Ranchers', 'Boaters', 'board', 'Anglers']);
  });

  it('keeps groups whose name contains the search, in any case', () => {
    expect(names(visibleGroups(groups, '  BOA ', 'asc'))).toEqual(['board', 'Boaters']);
    expect(names(visibleGroups(groups, 'ers', 'desc'))).toEqual(['Ranchers', 'Boaters', 'Anglers']);
    expect(visibleGroups(groups, 'nothing like it', 'asc')).toEqual([]);
  });

  it('leaves the given list alone', () => {
    const copy = [...groups];
    visibleGroups(groups, '', 'desc');
    expect(groups).toEqual(copy);
  });

  it('toggles the order', () => {
    expect(toggleOrder('asc')).toBe('desc');
    expect(toggleOrder('desc')).toBe('asc');
  });
});

describe('selection', () => {
  it('is empty before a group is chosen', () => {
    expect(currentSelection(INITIAL_ASSOCIATIONS_STATE, associations)).toEqual([]);
    expect(INITIAL_ASSOCIATIONS_STATE.onlySelected).toBe(true);
  });

  it("starts as the chosen group's existing contacts", () => {
    expect(groupContactNdxs(associations, 1)).toEqual([10, 12]);
    expect(currentSelection(chooseGroup(INITIAL_ASSOCIATIONS_STATE, 1), associations)).toEqual([10, 12]);
    expect(currentSelection(chooseGroup(INITIAL_ASSOCIATIONS_STATE, 4), associations)).toEqual([]);
  });

  it("switching group drops the edited selection for the new group's contacts, keeping the view", () => {
    let state = chooseGroup(INITIAL_ASSOCIATIONS_STATE, 1);
    state = { ...state, edited: toggleContact(currentSelection(state, associations), 13), onlySelected: false };
    expect(currentSelection(state, associations)).toEqual([10, 12, 13]);

    state = chooseGroup(state, 2);
    expect(currentSelection(state, associations)).toEqual([11]);
    expect(state.onlySelected).toBe(false);
    // Back to the first group: its contacts as loaded, the unsaved tick is gone.
    expect(currentSelection(chooseGroup(state, 1), associations)).toEqual([10, 12]);
  });

  it('follows the loaded associations until edited (a refresh after saving shows the saved list)', () => {
    const state = chooseGroup(INITIAL_ASSOCIATIONS_STATE, 2);
    expect(currentSelection(state, [...associations, { group_ndx: 2, contact_ndx: 13 }])).toEqual([11, 13]);
  });

  it('toggles one contact, and selects all or none', () => {
    expect(toggleContact([10, 12], 11)).toEqual([10, 11, 12]);
    expect(toggleContact([10, 12], 10)).toEqual([12]);
    expect(selectAll(contacts)).toEqual([10, 11, 12, 13]);
    const none = { ...chooseGroup(INITIAL_ASSOCIATIONS_STATE, 1), edited: [] };
    expect(currentSelection(none, associations)).toEqual([]);
  });
});

describe('visibleContacts', () => {
  it('shows only the selected contacts by default, or all of them', () => {
    expect(visibleContacts(contacts, [11, 13], true).map((c) => c.contact_name)).toEqual(['Bob', 'Di']);
    expect(visibleContacts(contacts, [11, 13], false)).toEqual(contacts);
    expect(visibleContacts(contacts, [], true)).toEqual([]);
  });
});

describe('saving', () => {
  it('sends the selected contacts that still exist', () => {
    expect(savedContactNdxs(contacts, [10, 13, 99])).toEqual([10, 13]);
    expect(savedContactNdxs(contacts, [])).toEqual([]);
  });

  it('tells a cancelled call from a failed one', () => {
    expect(isCancelled({ name: 'AbortError', message: 'Aborted' })).toBe(true);
    expect(isCancelled({ status: 500, data: {} })).toBe(false);
    expect(isCancelled(undefined)).toBe(false);
  });
});
