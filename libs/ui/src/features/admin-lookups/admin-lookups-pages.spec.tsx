import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { preloadIcons } from '../../testing/icons';
import { ADMIN_LOOKUP_TITLES } from './admin-lookups.constants';
import { type AdminAnswers, adminStore, contactRow, groupRow } from './admin-lookups.testing';
import ContactsPage from './ContactsPage';
import { listProps } from './list-props';
import CowControlsPage from './CowControlsPage';
import GroupsPage from './GroupsPage';
import SmsHelpPage from './SmsHelpPage';
import { renderScreen } from '../../testing/render-screen';

// jsdom has no fetch, so the contact writes are fakes that record what would be sent; the lists come from a real
// store's cache.
const createContact = jest.fn();
const updateContact = jest.fn();
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePostListContactsMutation: () => [createContact, { isLoading: false }],
  usePutListContactsByContactNdxMutation: () => [updateContact, { isLoading: false }],
}));
const saved = () => ({ unwrap: () => Promise.resolve({}) });

function renderPage(page: ReactElement, answers: AdminAnswers) {
  return renderScreen(page, { store: adminStore(answers) });
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
/** The first body row's cell texts. */
const firstRow = () =>
  within(within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row')[0])
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());

beforeAll(preloadIcons);
beforeEach(() => {
  createContact.mockReset().mockImplementation(saved);
  updateContact.mockReset().mockImplementation(saved);
});

/** A Delete that is there for the keyboard but does nothing, with the reason as its description. */
function expectUndeletable(name: string) {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  expect(button.disabled).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('In use: cannot be deleted');
  fireEvent.click(button);
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

describe('admin lookup pages', () => {
  it('names each screen in the product\'s words', () => {
    expect(ADMIN_LOOKUP_TITLES).toEqual({
      contacts: 'Contacts',
      groups: 'Groups',
      associations: 'Groups to Contacts Associations',
      cowControls: 'COW Controls',
      smsHelp: 'SMS Help',
    });
  });

  it('Contacts: the product\'s columns, 10 a page, deletable only when not in use', async () => {
    const contacts = Array.from({ length: 11 }, (_, i) =>
      contactRow(i + 1, `Person ${i + 1}`, { is_used: i === 0, send_sms: i === 0 }),
    );
    renderPage(<ContactsPage />, { contacts });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Contacts | Basin Water Data Portal'));
    expect(headers()).toEqual(['Name', 'Address', 'Organization', 'Remark', 'Receive Text Message', 'Actions']);
    expect(screen.getByText('Showing 1–10 of 11')).toBeTruthy();
    expectUndeletable('Delete Person 1');
    expect(screen.getByRole('button', { name: 'Delete Person 2' }).getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const form = screen.getByRole('dialog', { name: 'Add Contact' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('*Required field')).toHaveLength(3);
    expect(within(form).getByRole('checkbox', { name: 'Receive Text Message' })).toHaveProperty('checked', false);
  });

  it('Contacts: an address that is no e-mail address is refused under the field, and nothing is sent', async () => {
    renderPage(<ContactsPage />, { contacts: [contactRow(1, 'Ann Able')] });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const form = screen.getByRole('dialog', { name: 'Add Contact' });
    const address = within(form).getByLabelText('Address');
    const message = '*Must be an e-mail address (for text messages: number@gateway)';
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Cy Cole' } });
    fireEvent.change(within(form).getByLabelText('Organization'), { target: { value: 'District' } });
    fireEvent.change(address, { target: { value: '9705550100' } });
    fireEvent.blur(address);
    expect(within(form).getByText(message)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toContain(message);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(createContact).not.toHaveBeenCalled();

    // A phone's gateway address is an e-mail address.
    fireEvent.change(address, { target: { value: ' 9705550100@vtext.com ' } });
    expect(within(form).queryByText(message)).toBeNull();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(createContact).toHaveBeenCalledWith({
      contact_name: 'Cy Cole',
      contact_address: '9705550100@vtext.com',
      contact_org: 'District',
      remark: null,
      send_sms: false,
    });
  });

  it('Contacts: editing keeps the address rule', () => {
    renderPage(<ContactsPage />, { contacts: [contactRow(1, 'Ann Able')] });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Able' }));
    const form = screen.getByRole('dialog', { name: 'Edit Contact' });
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: 'ann@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('*Must be an e-mail address (for text messages: number@gateway)')).toBeTruthy();
    expect(updateContact).not.toHaveBeenCalled();
  });

  it('Groups: the group name required, deletable only when not in use', () => {
    renderPage(<GroupsPage />, { groups: [groupRow(1, 'Board', { is_used: true }), groupRow(2, 'Anglers')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeTruthy();
    expect(headers()).toEqual(['Group', 'Remark', 'Actions']);
    expectUndeletable('Delete Board');
    expect(screen.getByRole('button', { name: 'Delete Anglers' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('COW Controls: edit only, the reservoir by name, the slice-order hint', () => {
    renderPage(<CowControlsPage />, {
      cowInputs: [
        { cow_input_ndx: 4, cow_input_name: 'Elkhead Fish', graph_color: '#1F77B4', cow_slice_order: 2, reservoir_location_ndx: 201 },
      ],
      reservoirs: [
        { value: 197, display: 'Stagecoach Reservoir' },
        { value: 201, display: 'Elkhead Reservoir' },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'COW Controls' })).toBeTruthy();
    expect(headers()).toEqual(['Storage Account', 'Graph Color', 'Slice Order', 'Reservoir', 'Actions']);
    expect(firstRow()).toEqual(['Elkhead Fish', '#1F77B4', '2', 'Elkhead Reservoir', '']);
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Elkhead Fish' }));
    const form = screen.getByRole('dialog', { name: 'Edit Storage Account' });
    expect(within(form).getByLabelText<HTMLSelectElement>('Reservoir').value).toBe('201');
    expect(
      within(form).getByText('Lower numbers appear on top in the graph, last in the legend and last in the tooltip.'),
    ).toBeTruthy();
  });

  it('SMS Help: the gateway notice and the providers, read-only', () => {
    renderPage(<SmsHelpPage />, {
      smsProviders: [
        { cell_provider: 'AT&T', sms_address: 'number@txt.att.net', mms_address: 'number@mms.att.net' },
        { cell_provider: 'Tiny Mobile', sms_address: 'number@sms.tiny.example', mms_address: null },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'SMS Help' })).toBeTruthy();
    expect(screen.getByText('Keep groups under 10 addresses to avoid spam filters.')).toBeTruthy();
    expect(screen.getByText(/^Several US carriers have closed their e-mail gateways/)).toBeTruthy();
    expect(screen.getByText('Contacts for a phone use the 7-digit number plus the provider gateway.')).toBeTruthy();
    expect(headers()).toEqual(['Cell Provider', 'SMS Address', 'MMS Address']);
    expect(firstRow()).toEqual(['AT&T', 'number@txt.att.net', 'number@mms.att.net']);
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)/ })).toEqual([]);
  });

  it('hands a failed list to the table as its message, and keeps loaded rows over a later failure', () => {
    const error = { status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'Database down' } };
    expect(listProps({ error })).toEqual({ rows: undefined, loadError: 'Database down' });
    expect(listProps({ data: [] })).toEqual({ rows: [], loadError: null });
    expect(listProps({ data: [1], error }).rows).toEqual([1]);
  });
});
