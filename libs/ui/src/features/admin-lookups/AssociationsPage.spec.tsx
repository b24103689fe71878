import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { adminStore, contactRow, groupRow } from './admin-lookups.testing';
import AssociationsPage from './AssociationsPage';
import { renderScreen } from '../../testing/render-screen';

// jsdom has no fetch, so the save is a fake; the lists come from a real store's cache.
const saveTrigger = jest.fn();
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePutAssocContactsGroupsByGroupNdxMutation: () => [saveTrigger, { isLoading: false }],
}));

/** A save call as RTK Query returns it: unwrap() settles as told; abort() is recorded. */
function saveCall(outcome: Promise<unknown>) {
  return { unwrap: () => outcome, abort: jest.fn() };
}

const groups = [groupRow(1, 'Ranchers'), groupRow(2, 'Board'), groupRow(3, 'Anglers')];
const contacts = [
  contactRow(10, 'Ann Able'),
  contactRow(11, 'Bob Baker'),
  contactRow(12, 'Cy Cole'),
  ...Array.from({ length: 17 }, (_, i) => contactRow(20 + i, `Zed ${String(i + 1).padStart(2, '0')}`)),
];
const associations = [
  { group_ndx: 1, contact_ndx: 10 },
  { group_ndx: 1, contact_ndx: 12 },
  { group_ndx: 2, contact_ndx: 11 },
];

function renderPage() {
  return renderScreen(<AssociationsPage />, { store: adminStore({ groups, contacts, associations }) });
}

const groupButtons = () => within(screen.getByRole('list', { name: 'Groups' })).getAllByRole('button').map((b) => b.textContent);
/** The names in the contacts table, with ✓ for a ticked one. */
const contactsShown = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => {
      const box = within(row).queryByRole<HTMLInputElement>('checkbox');
      return box ? `${box.checked ? '✓' : ' '} ${within(row).getAllByRole('cell')[1].textContent}` : row.textContent;
    });
const onlySelected = () => screen.getByRole('switch', { name: 'Show only selected contacts' });

beforeAll(async () => {
  await preloadIcons();
  // The prompt's NonIdealState draws its icon large, from the 20 px set.
  await Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' });
});
beforeEach(() => saveTrigger.mockReset());

describe('AssociationsPage', () => {
  it('asks for a group first and lists the groups A→Z, searchable and reversible', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Groups to Contacts Associations' })).toBeTruthy();
    expect(screen.getByText('Select a group from the left to associate them with contacts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(groupButtons()).toEqual(['Anglers', 'Board', 'Ranchers']);

    fireEvent.click(screen.getByRole('button', { name: 'Sort groups: A→Z' }));
    expect(groupButtons()).toEqual(['Ranchers', 'Board', 'Anglers']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search groups' }), { target: { value: 'AN' } });
    expect(groupButtons()).toEqual(['Ranchers', 'Anglers']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search groups' }), { target: { value: 'nobody' } });
    expect(screen.getByText('No Data Found')).toBeTruthy();
  });

  it("selects a chosen group's contacts and shows only them, or all contacts with the toggle", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ranchers' }));
    expect(screen.getByRole('button', { name: 'Ranchers' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Ranchers' })).toBeTruthy();
    expect(onlySelected()).toHaveProperty('checked', true);
    expect(contactsShown()).toEqual(['✓ Ann Able', '✓ Cy Cole']);

    fireEvent.click(onlySelected());
    expect(contactsShown().slice(0, 4)).toEqual(['✓ Ann Able', '  Bob Baker', '✓ Cy Cole', '  Zed 01']);
    // 20 contacts: 15 a page, with 15/30/60 to choose from.
    expect(contactsShown()).toHaveLength(15);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...size.options].map((o) => o.textContent)).toEqual(['15', '30', '60']);
    fireEvent.change(size, { target: { value: '30' } });
    expect(contactsShown()).toHaveLength(20);
  });

  it('selects all, none, or one contact at a time', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Board' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(contactsShown()).toHaveLength(15);
    expect(contactsShown().every((row) => row?.startsWith('✓'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Select None' }));
    expect(contactsShown()).toEqual(['No Data Found']);

    fireEvent.click(onlySelected());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Baker' }));
    expect(contactsShown().slice(0, 2)).toEqual(['  Ann Able', '✓ Bob Baker']);
  });

  it("drops the selection when another group is chosen, for that group's contacts", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ranchers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Board' }));
    expect(contactsShown()).toEqual(['✓ Bob Baker']);
    fireEvent.click(screen.getByRole('button', { name: 'Ranchers' }));
    expect(contactsShown()).toEqual(['✓ Ann Able', '✓ Cy Cole']);
  });

  it('saves the whole selection for the group and says so', async () => {
    saveTrigger.mockReturnValue(saveCall(Promise.resolve()));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ranchers' }));
    fireEvent.click(onlySelected());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bob Baker' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Able' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Associations successfully saved.')).toBeTruthy();
    expect(saveTrigger).toHaveBeenCalledWith({ group_ndx: 1, contact_ndx: [11, 12] });
  });

  it('says so when the save fails, and only logs a cancelled one', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    saveTrigger.mockReturnValueOnce(saveCall(Promise.reject({ status: 500, data: { message: 'boom' } })));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Anglers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Associations could not be saved.')).toBeTruthy();
    expect(saveTrigger).toHaveBeenCalledWith({ group_ndx: 3, contact_ndx: [] });

    saveTrigger.mockReturnValueOnce(saveCall(Promise.reject({ name: 'AbortError', message: 'Aborted' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(info).toHaveBeenCalledWith('Saving the associations was cancelled.', expect.anything());
    expect(screen.getAllByText('Associations could not be saved.')).toHaveLength(1);
    info.mockRestore();
  });

  it('cancels a save still on the way when the page is left', () => {
    const call = saveCall(new Promise(() => undefined));
    saveTrigger.mockReturnValue(call);
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Board' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    unmount();
    expect(call.abort).toHaveBeenCalled();
  });
});
