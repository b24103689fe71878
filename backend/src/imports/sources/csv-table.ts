import type { Readable } from 'node:stream';
import type { ImportFileFormat } from '@portal/contracts';
import { ImportFormatError, type RowRejection } from '../source-row';
import { looksLike } from './sniff';
import { csvRecords, emptyFileError } from './text-input';

export interface CsvTableSpec<C extends string> {
  format: ImportFileFormat;
  /** Columns every file must have, by header name. */
  required: readonly C[];
  optional: readonly C[];
  /** Whether columns besides these are allowed (and ignored): a download from a service carries many more. */
  otherColumns: 'ignore' | 'refuse';
  /** A service's download may be comma- or tab-separated; the portal's own layout is comma-separated. */
  delimiter?: ',' | 'comma or tab';
}

export interface CsvTableRow<C extends string> {
  ref: string;
  /** The field under a column; '' when the column is absent or the field empty. */
  get(column: C): string;
  has(column: C): boolean;
}

/**
 * The records of a CSV file whose first line is a header, checked against the columns a format needs: a header
 * that does not match stops the import (naming the missing or unknown columns), a record with another number of
 * fields than the header is a rejection of that line.
 */
export async function* csvTable<C extends string>(
  input: Readable,
  spec: CsvTableSpec<C>,
): AsyncGenerator<{ row: CsvTableRow<C> } | { rejection: RowRejection }> {
  let index: Map<string, number> | null = null;
  let width = 0;
  for await (const record of csvRecords(input, spec.delimiter ?? ',')) {
    if (!index) {
      index = checkHeader(record.fields, spec);
      width = record.fields.length;
      continue;
    }
    const ref = `line ${record.line}`;
    if (record.fields.length !== width) {
      yield { rejection: { ref, field: 'line', message: `has ${record.fields.length} fields where the header has ${width}` } };
      continue;
    }
    const fields = record.fields;
    const columns: Map<string, number> = index;
    yield {
      row: {
        ref,
        get: (column) => {
          const i = columns.get(column);
          return i === undefined ? '' : fields[i].trim();
        },
        has: (column) => columns.has(column),
      },
    };
  }
  if (!index) throw emptyFileError();
}

function checkHeader<C extends string>(header: string[], spec: CsvTableSpec<C>): Map<string, number> {
  const names = header.map((h) => h.trim());
  const known = new Set<string>([...spec.required, ...spec.optional]);
  const index = new Map<string, number>();
  const duplicates = new Set<string>();
  names.forEach((name, i) => {
    if (index.has(name)) duplicates.add(name);
    else index.set(name, i);
  });
  const hint = looksLike(header.join(header.length > 1 ? ',' : ''), spec.format);
  const missing = spec.required.filter((c) => !index.has(c));
  if (missing.length) {
    throw new ImportFormatError('line 1', 'header', `the header does not match: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}${hint}`);
  }
  const relevantDuplicates = [...duplicates].filter((d) => known.has(d));
  if (relevantDuplicates.length) {
    throw new ImportFormatError('line 1', 'header', `the header names ${relevantDuplicates.join(', ')} more than once`);
  }
  if (spec.otherColumns === 'refuse') {
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length) {
      throw new ImportFormatError('line 1', 'header', `the header does not match: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')} (the columns are ${[...spec.required, ...spec.optional].join(', ')})`);
    }
  }
  return index;
}
