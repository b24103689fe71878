/**
 * CSV files as every export of the portal writes them: cells escaped against spreadsheet formula injection,
 * RFC 4180 quoting and line ends, a UTF-8 byte-order mark, and the file handed to the platform's FileSaver (the web
 * build downloads it through a Blob and an anchor; the desktop app asks where to save).
 *
 * Written here rather than with papaparse's unparse: its formula guard also wraps every escaped cell in quotes and
 * it writes non-finite numbers as 'NaN', so the files would change; the rules below are a dozen lines and tested.
 */
import type { FileSaver, SaveResult } from '../platform/ports';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/**
 * Text a spreadsheet would run as a formula starts with one of these: = + - @, and tab and carriage return, which
 * OWASP also lists (as dangerous and as unlikely in real data).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Significant digits of a written fraction: more than any measurement or statistic carries, fewer than binary noise. */
const SIGNIFICANT_DIGITS = 12;

/**
 * A number as a person would write it: computed values such as a trend slope carry binary floating-point noise in
 * their last digits (0.015000000000000124), which rounding to twelve significant digits removes while keeping every
 * real digit. Integers, and numbers too large to have a fraction worth rounding, are written in full.
 */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isInteger(value) || Math.abs(value) >= 10 ** SIGNIFICANT_DIGITS) return String(value);
  return String(Number(value.toPrecision(SIGNIFICANT_DIGITS)));
}

/**
 * One CSV cell: text that could start a formula is prefixed with an apostrophe (shown as text, never run); cells
 * with a comma, quote or line break are quoted. Numbers are written as numbers (see csvNumber): a negative value is
 * data, not a formula, and must stay numeric.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header row and one line per row, CRLF-separated (RFC 4180). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const CSV_MIME_TYPE = 'text/csv';

/** Characters a file system refuses in a name (Windows' list, the strictest) become '-'. */
export function fileNamePart(text: string): string {
  return text.replace(/[\\/:*?"<>|]/g, '-');
}

/** Saves a CSV document; the byte-order mark makes spreadsheet programs read it as UTF-8 (°F, µg/L). */
export function saveCsv(files: FileSaver, fileName: string, csv: string): Promise<SaveResult> {
  return files.save(fileName, new Blob(['\uFEFF', csv], { type: `${CSV_MIME_TYPE};charset=utf-8` }), CSV_MIME_TYPE);
}

/** Builds the CSV of the rows and saves it: what an export button does. */
export function downloadCsv<Row>(files: FileSaver, fileName: string, rows: readonly Row[], columns: readonly CsvColumn<Row>[]): Promise<SaveResult> {
  return saveCsv(files, fileName, toCsv(rows, columns));
}
