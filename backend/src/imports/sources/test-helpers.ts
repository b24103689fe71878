import * as fs from 'node:fs';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import type { FileAdapter, ParsedItem, RowRejection, SourceRow } from '../source-row';

/** A fixture file as a stream, read in small chunks so that records and characters straddle chunk boundaries. */
export function fixture(name: string): Readable {
  return fs.createReadStream(path.join(__dirname, 'fixtures', name), { highWaterMark: 64 });
}

export function fromText(text: string | Buffer): Readable {
  return Readable.from([typeof text === 'string' ? Buffer.from(text, 'utf8') : text]);
}

export async function parseAll(adapter: FileAdapter, input: Readable): Promise<{ rows: SourceRow[]; rejections: RowRejection[] }> {
  const rows: SourceRow[] = [];
  const rejections: RowRejection[] = [];
  for await (const item of adapter.parse(input)) pushItem(item, rows, rejections);
  return { rows, rejections };
}

export function pushItem(item: ParsedItem, rows: SourceRow[], rejections: RowRejection[]): void {
  if ('row' in item) rows.push(item.row);
  else rejections.push(item.rejection);
}

/** The error a parse stops with (or null), after reading everything it yields. */
export async function parseError(adapter: FileAdapter, input: Readable): Promise<Error | null> {
  try {
    await parseAll(adapter, input);
    return null;
  } catch (error) {
    return error as Error;
  }
}
