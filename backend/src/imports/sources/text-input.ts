import { pipeline, Readable } from 'node:stream';
import { type Options as CsvOptions, parse as parseCsv } from 'csv-parse';
import { ImportFormatError } from '../source-row';

/**
 * Decodes a file as UTF-8, chunk by chunk. A UTF-16 file (a byte-order mark, or the NUL bytes of its ASCII
 * characters) and bytes that are not UTF-8 stop the import with the line they are on: decoding them as something
 * else would store wrong names and codes without anyone noticing. A UTF-8 byte-order mark is dropped.
 */
export async function* utf8Text(input: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let first = true;
  let sawAny = false;
  for await (const raw of input) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (chunk.length === 0) continue;
    if (first) {
      first = false;
      const encoding = utf16Signature(chunk);
      if (encoding) {
        throw new ImportFormatError('line 1', 'encoding', `the file is ${encoding}, not UTF-8: save it as UTF-8 and import it again`);
      }
    }
    if (chunk.includes(0)) {
      throw new ImportFormatError(`line ${line + countNewlines(chunk.subarray(0, chunk.indexOf(0)))}`, 'encoding', 'the file holds NUL bytes: it is not UTF-8 text (UTF-16 or a binary file?)');
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportFormatError(`line ${line + countNewlines(validUtf8Prefix(chunk))}`, 'encoding', 'the file holds bytes that are not UTF-8 (saved as Latin-1 or Windows-1252?): save it as UTF-8 and import it again');
    }
    if (!sawAny && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.length > 0) sawAny = true;
    line += countNewlines(chunk);
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw new ImportFormatError(`line ${line}`, 'encoding', 'the file ends inside a UTF-8 character: it is cut short or not UTF-8');
  }
}

function utf16Signature(chunk: Buffer): string | null {
  if (chunk[0] === 0xff && chunk[1] === 0xfe) return 'UTF-16 (little-endian)';
  if (chunk[0] === 0xfe && chunk[1] === 0xff) return 'UTF-16 (big-endian)';
  // Text without a byte-order mark: ASCII characters in UTF-16 alternate with NUL bytes.
  if (chunk.length >= 4 && chunk[1] === 0 && chunk[3] === 0 && chunk[0] !== 0) return 'UTF-16 (little-endian)';
  if (chunk.length >= 4 && chunk[0] === 0 && chunk[2] === 0 && chunk[1] !== 0) return 'UTF-16 (big-endian)';
  return null;
}

function countNewlines(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) n++;
  return n;
}

/** The bytes of a chunk before its first invalid UTF-8 sequence, to say which line the bad bytes are on. */
function validUtf8Prefix(chunk: Buffer): Buffer {
  let lo = 0;
  let hi = chunk.length;
  // The longest prefix that decodes (allowing an incomplete character at its end) is found by bisection.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(chunk.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  return chunk.subarray(0, lo);
}

/** No line of a data file comes near this; a longer one is a file of another kind, and is not held in memory. */
const MAX_LINE_CHARS = 1024 * 1024;

function tooLong(line: number): ImportFormatError {
  return new ImportFormatError(`line ${line}`, 'line', `is longer than ${MAX_LINE_CHARS / 1024 / 1024} MB: not a file of this format`);
}

/** A file's lines, numbered from 1 as an editor shows them, without their line ends. */
export async function* textLines(input: AsyncIterable<Buffer | string>): AsyncGenerator<{ line: number; text: string }> {
  let carry = '';
  let line = 0;
  for await (const text of utf8Text(input)) {
    carry += text;
    let start = 0;
    let end: number;
    while ((end = carry.indexOf('\n', start)) >= 0) {
      line++;
      yield { line, text: stripCr(carry.slice(start, end)) };
      start = end + 1;
    }
    carry = carry.slice(start);
    if (carry.length > MAX_LINE_CHARS) throw tooLong(line + 1);
  }
  if (carry) yield { line: line + 1, text: stripCr(carry) };
}

function stripCr(s: string): string {
  return s.endsWith('\r') ? s.slice(0, -1) : s;
}

export interface CsvRecord {
  /** The physical line the record starts on. */
  line: number;
  fields: string[];
}

/**
 * A CSV file's records with the physical line each starts on (a quoted field may span lines). csv-parse does the
 * quoting rules; a record it cannot read (an unclosed quote, a stray quote) stops the import with its line.
 */
export async function* csvRecords(input: AsyncIterable<Buffer | string>, delimiter: ',' | '\t' | 'comma or tab' = ','): AsyncGenerator<CsvRecord> {
  const text = utf8Text(input);
  const head = await firstLine(text);
  const chosen = delimiter !== 'comma or tab' ? delimiter : head.line.split('\t').length > head.line.split(',').length ? '\t' : ',';
  // Each record's first line is worked out as the parser reads it (records may wait in its buffer before this loop
  // takes them): the line after the previous record's end, past the blank lines skipped in between.
  let previousEnd = 0;
  let previousEmpty = 0;
  const options: CsvOptions<CsvRecord, string[]> = {
    delimiter: chosen,
    max_record_size: MAX_LINE_CHARS,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (record, context) => {
      const line = previousEnd + 1 + (context.empty_lines - previousEmpty);
      previousEnd = context.lines;
      previousEmpty = context.empty_lines;
      return { line, fields: record };
    },
  };
  // The typings tie on_record's result to the default record type; this parser's records are CsvRecords.
  const parser = parseCsv(options as unknown as CsvOptions);
  // pipeline, not pipe: a decoding error must reach the parser (and so this loop), and stopping early must end the read.
  pipeline(
    Readable.from((async function* () {
      yield* head.read;
      yield* text;
    })()),
    parser,
    () => undefined,
  );
  try {
    yield* parser as AsyncIterable<CsvRecord>;
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    // The record being read starts after the last one read (and the blank lines since): that is the line to fix.
    const e = error as { code?: string; empty_lines?: number; message?: string };
    const line = previousEnd + 1 + Math.max(0, (e.empty_lines ?? previousEmpty) - previousEmpty);
    if (e.code === 'CSV_MAX_RECORD_SIZE') throw tooLong(line);
    const why = e.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field starting here is never closed' : (e.message ?? String(error));
    throw new ImportFormatError(`line ${line}`, 'file', `not readable as CSV: ${why}`);
  }
}

/** The text read until the first line that is not blank is complete (or the text ends), and that line. */
async function firstLine(text: AsyncGenerator<string>): Promise<{ read: string[]; line: string }> {
  const read: string[] = [];
  let sofar = '';
  while (!/\S[^\n]*\n/.test(sofar)) {
    const next = await text.next();
    if (next.done) break;
    read.push(next.value);
    sofar += next.value;
    if (sofar.length > 1_000_000) break;
  }
  return { read, line: sofar.trimStart().split('\n')[0] };
}

/** An empty file is a mistake (the wrong file picked, an upload cut short), never a run that read nothing. */
export function emptyFileError(): ImportFormatError {
  return new ImportFormatError('line 1', 'file', 'the file is empty');
}
