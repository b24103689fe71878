import {
  canDeleteRow,
  displayValue,
  draftToInput,
  type EditableColumn,
  FALLBACK_ERROR_MESSAGE,
  HEX_COLOR_MESSAGE,
  hasErrors,
  INTEGER_MESSAGE,
  loadErrorText,
  NUMBER_MESSAGE,
  lookupChoices,
  newDraft,
  REQUIRED_MESSAGE,
  rowDraft,
  validateDraft,
  writeErrorMessage,
} from './editable-table.logic';
import { paginate } from './paging';

interface Contact {
  contact_name: string;
  contact_org: string;
  remark: string | null;
  send_sms: boolean;
}

interface Slice {
  name: string;
  graph_color: string;
  order: number | null;
  reservoir: number;
}

const contactColumns: EditableColumn<Contact>[] = [
  { field: 'contact_name', label: 'Name', required: true },
  { field: 'contact_org', label: 'Organization', required: true },
  { field: 'remark', label: 'Remark', kind: 'multiline' },
  { field: 'send_sms', label: 'Receive Text Message', kind: 'boolean' },
];

const reservoirs = [
  { value: 197, display: 'Stagecoach Reservoir' },
  { value: 201, display: 'Elkhead Reservoir' },
];
const sliceColumns: EditableColumn<Slice>[] = [
  { field: 'name', label: 'Storage Account', required: true },
  { field: 'graph_color', label: 'Graph Color', kind: 'color', required: true },
  { field: 'order', label: 'Slice Order', kind: 'integer' },
  { field: 'reservoir', label: 'Reservoir', kind: 'lookup', options: reservoirs, defaultValue: 197, required: true },
];

describe('newDraft and rowDraft', () => {
  it('start a new row empty, unchecked and at lookup defaults', () => {
    expect(newDraft(contactColumns)).toEqual({ contact_name: '', contact_org: '', remark: '', send_sms: false });
    expect(newDraft(sliceColumns)).toEqual({ name: '', graph_color: '', order: '', reservoir: '197' });
  });

  it('edit a row as text, null as empty, and a missing lookup at its default', () => {
    expect(rowDraft(contactColumns, { contact_name: 'Jane', contact_org: 'District', remark: null, send_sms: true })).toEqual({
      contact_name: 'Jane',
      contact_org: 'District',
      remark: '',
      send_sms: true,
    });
    const slice = { name: 'Fish', graph_color: '#00FF00', order: 0, reservoir: null as unknown as number };
    expect(rowDraft(sliceColumns, slice)).toEqual({ name: 'Fish', graph_color: '#00FF00', order: '0', reservoir: '197' });
  });
});

describe('validateDraft', () => {
  it("flags each empty required field with '*Required field', blanks included", () => {
    const errors = validateDraft(contactColumns, { ...newDraft(contactColumns), contact_org: '   ' });
    expect(errors).toEqual({ contact_name: REQUIRED_MESSAGE, contact_org: REQUIRED_MESSAGE });
    expect(REQUIRED_MESSAGE).toBe('*Required field');
    expect(hasErrors(errors)).toBe(true);
  });

  it('accepts a form with its required fields, leaving optional ones empty', () => {
    const errors = validateDraft(contactColumns, { contact_name: 'Jane', contact_org: 'District', remark: '', send_sms: false });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('wants a colour as # and six hex digits', () => {
    const valid = { name: 'Fish', graph_color: '#1f77B4', order: '', reservoir: '197' };
    expect(validateDraft(sliceColumns, valid)).toEqual({});
    for (const bad of ['', '1F77B4', '#1F77B', '#1F77B44', '#GGGGGG', 'red']) {
      expect(validateDraft(sliceColumns, { ...valid, graph_color: bad })).toEqual({ graph_color: HEX_COLOR_MESSAGE });
    }
    expect(HEX_COLOR_MESSAGE).toBe('*Required field (Hex format: #RRGGBB)');
  });

  it('checks an optional colour only when one is given', () => {
    const columns: EditableColumn<{ c: string }>[] = [{ field: 'c', label: 'C', kind: 'color' }];
    expect(validateDraft(columns, { c: '' })).toEqual({});
    expect(validateDraft(columns, { c: '#12' })).toEqual({ c: HEX_COLOR_MESSAGE });
  });

  it('takes an empty integer, a whole number, and nothing else', () => {
    const draft = { name: 'Fish', graph_color: '#000000', order: '', reservoir: '197' };
    for (const ok of ['', '0', '12', '-3', ' 4 ']) expect(validateDraft(sliceColumns, { ...draft, order: ok })).toEqual({});
    for (const bad of ['1.5', 'abc', '1e3', '99999999999999999999']) {
      expect(validateDraft(sliceColumns, { ...draft, order: bad })).toEqual({ order: INTEGER_MESSAGE });
    }
  });

  it('takes a decimal number, sends it as a number, and refuses anything else (hex, Infinity, words)', () => {
    const columns: EditableColumn<{ factor: number }>[] = [{ field: 'factor', label: 'Factor', kind: 'number', required: true }];
    for (const ok of ['0', '-17.78', '.5', '1.8e-3', ' 2. ']) expect(validateDraft(columns, { factor: ok })).toEqual({});
    for (const bad of ['0x10', 'Infinity', '1e999', 'abc', '1,5', '-']) expect(validateDraft(columns, { factor: bad })).toEqual({ factor: NUMBER_MESSAGE });
    expect(draftToInput(columns, { factor: ' -17.78 ' })).toEqual({ factor: -17.78 });
  });

  it("runs a column's own check on the trimmed text once it is filled in, after the required rule", () => {
    const seen: string[] = [];
    const columns: EditableColumn<{ code: string; note: string }>[] = [
      { field: 'code', label: 'Code', required: true, validate: (text) => (seen.push(text), text === 'ok' ? undefined : '*Say ok') },
      { field: 'note', label: 'Note', validate: () => '*Never valid' },
    ];
    expect(validateDraft(columns, { code: '', note: '' })).toEqual({ code: REQUIRED_MESSAGE });
    expect(validateDraft(columns, { code: ' ok ', note: '' })).toEqual({});
    expect(validateDraft(columns, { code: 'no', note: 'x' })).toEqual({ code: '*Say ok', note: '*Never valid' });
    expect(seen).toEqual(['ok', 'no']);
  });
});

describe('draftToInput', () => {
  it('sends every column, trimmed, an empty optional field as null and a checkbox as a boolean', () => {
    expect(draftToInput(contactColumns, { contact_name: ' Jane ', contact_org: 'District', remark: '  ', send_sms: true })).toEqual({
      contact_name: 'Jane',
      contact_org: 'District',
      remark: null,
      send_sms: true,
    });
  });

  it('sends integers and lookup values as numbers, and an empty integer as null', () => {
    expect(draftToInput(sliceColumns, { name: 'Fish', graph_color: '#00ff00', order: '', reservoir: '201' })).toEqual({
      name: 'Fish',
      graph_color: '#00ff00',
      order: null,
      reservoir: 201,
    });
    expect(draftToInput(sliceColumns, { name: 'Fish', graph_color: '#00ff00', order: '-2', reservoir: '197' }).order).toBe(-2);
  });

  it('keeps a lookup value the options lack, as a number when it looks like one', () => {
    expect(draftToInput(sliceColumns, { name: 'F', graph_color: '#000000', order: '', reservoir: '300' }).reservoir).toBe(300);
  });
});

describe('displayValue and lookupChoices', () => {
  const [name, , remark, sms] = contactColumns as EditableColumn<unknown>[];
  const reservoir = sliceColumns[3] as EditableColumn<unknown>;

  it('shows booleans as Yes/No, null as blank, lookups by their display text', () => {
    expect(displayValue(sms, true)).toBe('Yes');
    expect(displayValue(sms, false)).toBe('No');
    expect(displayValue(remark, null)).toBe('');
    expect(displayValue(name, 'Jane')).toBe('Jane');
    expect(displayValue(reservoir, 201)).toBe('Elkhead Reservoir');
    expect(displayValue(reservoir, 300)).toBe('300');
  });

  it('offers the options, plus a current value they lack', () => {
    expect(lookupChoices(reservoir, '197')).toEqual(reservoirs);
    expect(lookupChoices(reservoir, '300')).toEqual([...reservoirs, { value: '300', display: '300' }]);
    expect(lookupChoices(reservoir, '')).toEqual(reservoirs);
  });
});

describe('canDeleteRow', () => {
  const used = { is_used: true };
  const free = { is_used: false };
  const rule = { protectedIds: [1], isDeletable: (row: { is_used: boolean }) => !row.is_used };

  it('allows deleting rows not in use and not protected', () => {
    expect(canDeleteRow(free, 2, rule)).toBe(true);
    expect(canDeleteRow(used, 2, rule)).toBe(false);
    expect(canDeleteRow(free, 1, rule)).toBe(false);
  });

  it('allows every row without a rule', () => {
    expect(canDeleteRow(used, 1, {})).toBe(true);
  });
});

describe('messages', () => {
  it("toasts the server's message of a failed write, else 'Something went wrong'", () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'This address is already a contact' };
    expect(writeErrorMessage({ status: 409, data: body })).toBe('This address is already a contact');
    expect(writeErrorMessage({ status: 400, data: { message: ['a is required', 'b is too long'] } })).toBe('a is required; b is too long');
    expect(writeErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(FALLBACK_ERROR_MESSAGE);
    expect(writeErrorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBe('Something went wrong');
    expect(writeErrorMessage(new Error('x'))).toBe('Something went wrong');
    expect(writeErrorMessage(null)).toBe('Something went wrong');
  });

  it('says a list failed to load in the product\'s words', () => {
    expect(loadErrorText('HTTP 500')).toBe('An error has occurred: HTTP 500');
  });
});

describe('paginate (the table pages)', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i);

  it('cuts pages of the given size and clamps a page beyond the last', () => {
    expect(paginate(rows, 1, 10)).toMatchObject({ rows: rows.slice(0, 10), pageCount: 3, first: 1, last: 10 });
    expect(paginate(rows, 3, 10).rows).toEqual([20, 21, 22, 23, 24]);
    // A delete that empties the last page leaves the user on the new last page.
    expect(paginate(rows.slice(0, 20), 3, 10).page).toBe(2);
  });
});
