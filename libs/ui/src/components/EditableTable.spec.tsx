import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToasterProvider } from '../common/toaster';
import { preloadIcons } from '../testing/icons';
import type { EditableColumn } from './editable-table.logic';
import { EditableTable, type EditableTableProps } from './EditableTable';

interface PersonInput {
  name: string;
  address: string;
  remark: string | null;
  sms: boolean;
}
interface Person extends PersonInput {
  ndx: number;
  is_used: boolean;
}

interface SliceInput {
  label: string;
  color: string;
  order: number | null;
  reservoir: number;
}
interface Slice extends SliceInput {
  id: number;
}

const personColumns: EditableColumn<PersonInput>[] = [
  { field: 'name', label: 'Name', required: true },
  { field: 'address', label: 'Address', required: true, hint: 'An e-mail address.' },
  { field: 'remark', label: 'Remark', kind: 'multiline' },
  { field: 'sms', label: 'Receive Text Message', kind: 'boolean' },
];

function people(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    ndx: i + 1,
    name: `Person ${String(i + 1).padStart(2, '0')}`,
    address: `p${i + 1}@example.org`,
    remark: i === 0 ? 'Board chair' : null,
    sms: i % 2 === 0,
    is_used: i === 1,
  }));
}

/** Renders a table in a toaster, with handlers that succeed unless the props give others (or none). */
function renderEditable<TRow extends TInput, TInput extends object>(props: EditableTableProps<TRow, TInput>) {
  const all = {
    onCreate: jest.fn().mockResolvedValue({}),
    onUpdate: jest.fn().mockResolvedValue({}),
    onDelete: jest.fn().mockResolvedValue(undefined),
    ...props,
  };
  const view = render(<EditableTable {...all} />, { wrapper: ToasterProvider });
  return { ...view, onCreate: all.onCreate, onUpdate: all.onUpdate, onDelete: all.onDelete };
}

const PEOPLE: EditableTableProps<Person, PersonInput> = {
  title: 'People',
  itemName: 'Person',
  columns: personColumns,
  idField: 'ndx',
  rows: people(12),
  pageSize: 10,
  isDeletable: (row) => !row.is_used,
};

function renderTable(props: Partial<EditableTableProps<Person, PersonInput>> = {}) {
  return renderEditable({ ...PEOPLE, ...props });
}

/** The body rows as the user reads them, one string of cell texts per row. */
function bodyRows(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()).join(' | '));
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const click = (name: string, root: HTMLElement = document.body) => fireEvent.click(within(root).getByRole('button', { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(preloadIcons);

describe('EditableTable', () => {
  it('shows a titled table of the columns, Yes/No for booleans, and row actions', () => {
    renderTable();
    expect(screen.getByRole('heading', { name: 'People' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Address',
      'Remark',
      'Receive Text Message',
      'Actions',
    ]);
    expect(bodyRows()[0]).toBe('Person 01 | p1@example.org | Board chair | Yes | ');
    expect(bodyRows()[1]).toBe('Person 02 | p2@example.org |  | No | ');
    expect(screen.getByRole('button', { name: 'Edit Person 01' })).toBeTruthy();
  });

  it('pages the rows by the page size', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 12')).toBeTruthy();
    click('Next');
    expect(bodyRows().map((r) => r.split(' | ')[0])).toEqual(['Person 11', 'Person 12']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('shows loading, the admin error text and the empty text', () => {
    const { rerender } = renderTable({ rows: undefined });
    expect(screen.getByRole('status', { name: 'Loading data' })).toBeTruthy();

    rerender(<EditableTable {...PEOPLE} rows={undefined} loadError="HTTP 500" />);
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred: HTTP 500');

    rerender(<EditableTable {...PEOPLE} rows={[]} />);
    expect(bodyRows()).toEqual(['No records to display']);
  });

  it('adds a row: validates on Save without calling the server, then saves and says so', async () => {
    const { onCreate } = renderTable();
    click('Add Person');
    const form = dialog('Add Person');

    click('Save', form);
    expect(within(form).getAllByText('*Required field')).toHaveLength(2);
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    type('Name', '  New Person ');
    expect(within(form).getAllByText('*Required field')).toHaveLength(1);
    type('Address', 'new@example.org');
    fireEvent.click(screen.getByLabelText('Receive Text Message'));
    click('Save', form);

    expect(await screen.findByText('New entry was saved to the database')).toBeTruthy();
    expect(onCreate).toHaveBeenCalledWith({ name: 'New Person', address: 'new@example.org', remark: null, sms: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Person' })).toBeNull());
  });

  it("keeps the form open and toasts the server's message when saving fails", async () => {
    const failure = { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'This address is already a contact' } };
    renderTable({ onCreate: jest.fn().mockRejectedValue(failure) });
    click('Add Person');
    type('Name', 'Dup');
    type('Address', 'p1@example.org');
    click('Save', dialog('Add Person'));

    expect(await screen.findByText('This address is already a contact')).toBeTruthy();
    expect(dialog('Add Person')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it("says 'Something went wrong' when a failure has no message", async () => {
    renderTable({ onUpdate: jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }) });
    click('Edit Person 03');
    click('Save', dialog('Edit Person'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('edits a row from its values and sends it by its id', async () => {
    const { onUpdate } = renderTable();
    click('Edit Person 01');
    const form = dialog('Edit Person');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Person 01');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Remark').value).toBe('Board chair');
    expect(screen.getByLabelText<HTMLInputElement>('Receive Text Message').checked).toBe(true);
    expect(within(form).getByText('An e-mail address.')).toBeTruthy();

    type('Remark', '');
    click('Save', form);
    expect(await screen.findByText('New data was updated to the database')).toBeTruthy();
    expect(onUpdate).toHaveBeenCalledWith(1, { name: 'Person 01', address: 'p1@example.org', remark: null, sms: true });
  });

  it('deletes a row after confirmation, and never a row in use or protected', async () => {
    const { onDelete } = renderTable({ protectedIds: [3] });
    for (const name of ['Delete Person 02', 'Delete Person 03']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
      click(name);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Delete Person 04' }).getAttribute('aria-disabled')).toBeNull();

    click('Delete Person 04');
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete “Person 04”?' });
    click('Cancel', question);
    expect(onDelete).not.toHaveBeenCalled();

    click('Delete Person 04');
    click('Delete', screen.getByRole('alertdialog'));
    expect(await screen.findByText('This entry was deleted from the database')).toBeTruthy();
    expect(onDelete).toHaveBeenCalledWith(4);
  });

  it('keeps an undeletable Delete in the tab order, saying why on focus and to screen readers', async () => {
    renderTable();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Person 02' });
    expect(button.disabled).toBe(false);
    expect(button.tabIndex).toBe(0);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('In use: cannot be deleted');

    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(document.querySelector('.bp6-tooltip')?.textContent).toBe('In use: cannot be deleted'));
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens the delete question with focus on Cancel', () => {
    renderTable();
    click('Delete Person 04');
    expect(document.activeElement).toBe(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  });

  it('toasts a failed delete with the danger intent', async () => {
    renderTable({ onDelete: jest.fn().mockRejectedValue({ status: 409, data: { message: 'In use by an alert' } }) });
    click('Delete Person 01');
    click('Delete', screen.getByRole('alertdialog'));
    const toast = await screen.findByText('In use by an alert');
    expect(toast.closest('.bp6-toast')?.classList.contains('bp6-intent-danger')).toBe(true);
  });

  it('shows only the actions its flags and handlers allow', () => {
    renderTable({ canAdd: false, canDelete: false });
    expect(screen.queryByRole('button', { name: 'Add Person' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(10);
  });

  it('has no actions column when read-only', () => {
    renderTable({ onCreate: undefined, onUpdate: undefined, onDelete: undefined });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Add|Edit|Delete)/ })).toEqual([]);
  });
});

describe('EditableTable focus when a dialog closes', () => {
  /** Focuses and presses a button, as a keyboard user does (a synthetic click does not move focus). */
  function press(button: HTMLElement) {
    act(() => button.focus());
    fireEvent.click(button);
  }
  const button = (name: string) => screen.getByRole('button', { name });

  it('goes back to Add after Escape, and to Edit after Cancel and after Save', async () => {
    renderTable();
    press(button('Add Person'));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Add Person'));

    press(button('Edit Person 03'));
    click('Cancel', dialog('Edit Person'));
    expect(document.activeElement).toBe(button('Edit Person 03'));

    press(button('Edit Person 03'));
    await act(async () => click('Save', dialog('Edit Person')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Edit Person 03'));
  });

  it('goes back to Delete when the question is cancelled or the delete fails, and to the table once deleted', async () => {
    const onDelete = jest.fn().mockRejectedValueOnce({ status: 409, data: { message: 'In use by an alert' } });
    const { rerender } = renderTable({ onDelete });
    press(button('Delete Person 04'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button('Delete Person 04'));

    press(button('Delete Person 04'));
    await act(async () => click('Delete', screen.getByRole('alertdialog')));
    expect(document.activeElement).toBe(button('Delete Person 04'));

    onDelete.mockResolvedValueOnce(undefined);
    press(button('Delete Person 04'));
    await act(async () => click('Delete', screen.getByRole('alertdialog')));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'People' });
    expect(document.activeElement).toBe(table);
    // The list reloads without the row; focus stays on the table.
    rerender(<EditableTable {...PEOPLE} onDelete={onDelete} rows={people(12).filter((p) => p.ndx !== 4)} />);
    expect(document.activeElement).toBe(table);
  });

  it('goes to the table when the button that opened the form has gone', async () => {
    const { rerender } = renderTable();
    press(button('Edit Person 05'));
    rerender(<EditableTable {...PEOPLE} onUpdate={jest.fn()} rows={people(12).filter((p) => p.ndx !== 5)} />);
    click('Cancel', dialog('Edit Person'));
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'People' }));
  });
});

describe('EditableTable colour, integer and lookup columns', () => {
  const columns: EditableColumn<SliceInput>[] = [
    { field: 'label', label: 'Storage Account', required: true },
    { field: 'color', label: 'Graph Color', kind: 'color', required: true },
    { field: 'order', label: 'Slice Order', kind: 'integer', hint: 'Lower numbers appear on top.' },
    {
      field: 'reservoir',
      label: 'Reservoir',
      kind: 'lookup',
      defaultValue: 197,
      options: [
        { value: 197, display: 'Stagecoach' },
        { value: 201, display: 'Elkhead' },
      ],
    },
  ];
  const slices: Slice[] = [{ id: 5, label: 'Fish', color: '#1F77B4', order: null, reservoir: 201 }];

  const renderSlices = () =>
    renderEditable<Slice, SliceInput>({ title: 'Slices', itemName: 'Storage Account', columns, idField: 'id', rows: slices, pageSize: 30 });

  it('shows the colour as text beside a swatch and the lookup by its display text', () => {
    renderSlices();
    expect(bodyRows()).toEqual(['Fish | #1F77B4 |  | Elkhead | ']);
  });

  it('asks for a hex colour and a whole number, and sends numbers', async () => {
    const { onUpdate } = renderSlices();
    click('Edit Fish');
    const form = dialog('Edit Storage Account');
    type('Graph Color', 'blue');
    type('Slice Order', '1.5');
    click('Save', form);
    expect(within(form).getByText('*Required field (Hex format: #RRGGBB)')).toBeTruthy();
    expect(within(form).getByText('*Must be a whole number')).toBeTruthy();
    expect(within(form).getByText('Lower numbers appear on top.')).toBeTruthy();
    expect(onUpdate).not.toHaveBeenCalled();

    type('Graph Color', '#00aa00');
    type('Slice Order', '2');
    fireEvent.change(screen.getByLabelText('Reservoir'), { target: { value: '197' } });
    await act(async () => click('Save', form));
    expect(onUpdate).toHaveBeenCalledWith(5, { label: 'Fish', color: '#00aa00', order: 2, reservoir: 197 });
  });

  it('starts a new row at the lookup default, with an empty integer sent as null', async () => {
    const { onCreate } = renderSlices();
    click('Add Storage Account');
    expect(screen.getByLabelText<HTMLSelectElement>('Reservoir').value).toBe('197');
    type('Storage Account', 'Town');
    type('Graph Color', '#ABCDEF');
    await act(async () => click('Save', dialog('Add Storage Account')));
    expect(onCreate).toHaveBeenCalledWith({ label: 'Town', color: '#ABCDEF', order: null, reservoir: 197 });
  });
});
