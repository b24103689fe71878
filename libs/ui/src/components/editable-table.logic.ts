/**
 * The rules of the generic editable table, free of React so each is tested
 * directly: what a new or edited row's form starts with, how it is validated, what is sent, how cells read and
 * which rows may be deleted. Quoted messages are the product's wording, kept exactly.
 */
import { errorOccurredText } from '../common/messages';

/**
 * How a column is shown and edited: text (one line), multiline, boolean (Yes/No, a checkbox), color ('#RRGGBB'
 * with a swatch), integer (empty means null), number (a finite decimal; empty means null) or lookup (a select of
 * options, shown by their display text).
 */
export type ColumnKind = 'text' | 'multiline' | 'boolean' | 'color' | 'integer' | 'number' | 'lookup';

/** One choice of a lookup column; the contracts' LookupOption fits. */
export interface ColumnOption {
  value: number | string;
  display: string;
}

export interface EditableColumn<TInput> {
  /** The row field this column shows and edits. */
  field: keyof TInput & string;
  /** Column header and form label. */
  label: string;
  /** Default 'text'. */
  kind?: ColumnKind;
  required?: boolean;
  /** Help shown under the form field. */
  hint?: string;
  /** The choices of a lookup column. */
  options?: readonly ColumnOption[];
  /** What a new row starts with (default: empty, or unchecked). */
  defaultValue?: string | number | boolean;
  /** A check of the column's own on a filled-in value (trimmed): the message to show, or undefined when valid. */
  validate?(text: string): string | undefined;
}

/** The form's state: strings as typed (every kind but boolean), booleans for checkboxes. */
export type Draft = Record<string, string | boolean>;
/** A message per invalid field. */
export type DraftErrors = Record<string, string>;

export const REQUIRED_MESSAGE = '*Required field';
export const HEX_COLOR_MESSAGE = '*Required field (Hex format: #RRGGBB)';
export const INTEGER_MESSAGE = '*Must be a whole number';
export const NUMBER_MESSAGE = '*Must be a number';
/** Why a row's Delete does nothing: the row is in use (or protected). */
export const CANNOT_DELETE_MESSAGE = 'In use: cannot be deleted';

export const ADDED_MESSAGE = 'New entry was saved to the database';
export const UPDATED_MESSAGE = 'New data was updated to the database';
export const DELETED_MESSAGE = 'This entry was deleted from the database';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const INTEGER = /^[-+]?\d+$/;
// Decimal notation as people type it (no hex, no 'Infinity', which Number() would take).
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export function columnKind(column: Pick<EditableColumn<unknown>, 'kind'>): ColumnKind {
  return column.kind ?? 'text';
}

function draftValue(column: EditableColumn<unknown>, value: unknown): string | boolean {
  if (columnKind(column) === 'boolean') return value === true;
  return value === null || value === undefined ? '' : String(value);
}

/** The form of a new row: every column's default value, or empty. */
export function newDraft<TInput>(columns: readonly EditableColumn<TInput>[]): Draft {
  return Object.fromEntries(columns.map((c) => [c.field, draftValue(c as EditableColumn<unknown>, c.defaultValue)]));
}

/** The form of an existing row; a lookup the row leaves empty starts at the column's default. */
export function rowDraft<TInput>(columns: readonly EditableColumn<TInput>[], row: TInput): Draft {
  return Object.fromEntries(
    columns.map((c) => {
      const value = row[c.field] ?? (columnKind(c) === 'lookup' ? c.defaultValue : undefined);
      return [c.field, draftValue(c as EditableColumn<unknown>, value)];
    }),
  );
}

function fieldError(column: EditableColumn<unknown>, value: string | boolean): string | undefined {
  if (typeof value === 'boolean') return undefined;
  const text = value.trim();
  const kind = columnKind(column);
  if (kind === 'color') return (column.required || text !== '') && !HEX_COLOR.test(text) ? HEX_COLOR_MESSAGE : undefined;
  if (text === '') return column.required ? REQUIRED_MESSAGE : undefined;
  if (kind === 'integer' && !(INTEGER.test(text) && Number.isSafeInteger(Number(text)))) return INTEGER_MESSAGE;
  if (kind === 'number' && !(DECIMAL.test(text) && Number.isFinite(Number(text)))) return NUMBER_MESSAGE;
  return column.validate?.(text);
}

/** Every invalid field's message; an empty object when the form may be saved. */
export function validateDraft<TInput>(columns: readonly EditableColumn<TInput>[], draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  for (const column of columns) {
    const message = fieldError(column as EditableColumn<unknown>, draft[column.field] ?? '');
    if (message) errors[column.field] = message;
  }
  return errors;
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.keys(errors).length > 0;
}

function inputValue(column: EditableColumn<unknown>, value: string | boolean): unknown {
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return null;
  switch (columnKind(column)) {
    case 'integer':
    case 'number':
      return Number(text);
    case 'lookup': {
      const option = column.options?.find((o) => String(o.value) === text);
      return option ? option.value : INTEGER.test(text) ? Number(text) : text;
    }
    default:
      return text;
  }
}

/**
 * What is sent for a valid form: one field per column, text trimmed, an empty field as null, integers and
 * lookup values as numbers. The columns must cover every field of TInput: that is what makes this a TInput.
 */
export function draftToInput<TInput>(columns: readonly EditableColumn<TInput>[], draft: Draft): TInput {
  return Object.fromEntries(
    columns.map((c) => [c.field, inputValue(c as EditableColumn<unknown>, draft[c.field] ?? '')]),
  ) as TInput;
}

/** A cell's text: Yes/No for booleans, a lookup's display text, blank for null. */
export function displayValue(column: EditableColumn<unknown>, value: unknown): string {
  if (columnKind(column) === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === undefined) return '';
  if (columnKind(column) === 'lookup') {
    return column.options?.find((o) => String(o.value) === String(value))?.display ?? String(value);
  }
  return String(value);
}

/** The choices of a lookup column's select: its options, plus the current value when they lack it. */
export function lookupChoices(column: EditableColumn<unknown>, current: string): ColumnOption[] {
  const options = [...(column.options ?? [])];
  if (current !== '' && !options.some((o) => String(o.value) === current)) options.push({ value: current, display: current });
  return options;
}

export interface DeleteRule<TRow> {
  /** Ids that may never be deleted. */
  protectedIds?: readonly (number | string)[];
  /** False for rows still in use (the server's view-contacts-used / view-groups-used flags). */
  isDeletable?(row: TRow): boolean;
}

export function canDeleteRow<TRow>(row: TRow, id: number | string, rule: DeleteRule<TRow>): boolean {
  return !(rule.protectedIds ?? []).includes(id) && (rule.isDeletable?.(row) ?? true);
}

/**
 * A failed write's toast: the server's message (the ApiErrorBody of a 4xx/5xx, as RTK Query's unwrap() rejects
 * with it), or 'Something went wrong' for anything else (network down, no JSON body).
 */
export function writeErrorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  const message = data?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length && message.every((m) => typeof m === 'string')) return message.join('; ');
  return FALLBACK_ERROR_MESSAGE;
}

/** An admin list that could not be loaded. */
export function loadErrorText(message: string): string {
  return errorOccurredText(message);
}
