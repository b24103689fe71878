import { pipeline, Readable } from 'node:stream';
import { parser as jsonParser } from 'stream-json';
import { pick } from 'stream-json/filters/Pick';
import { streamArray } from 'stream-json/streamers/StreamArray';
import { type FileAdapter, ImportFormatError, type ParsedItem } from '../source-row';
import { reject } from './parsed-item';
import { looksLike } from './sniff';
import { emptyFileError, utf8Text } from './text-input';
import { clip, DAILY_TIME_ZONE, localDayStart, readInstant, readNumber, zonedInstant } from './values';

/** One item of a DWR telemetry time series answer (telemetrytimeseriesraw / telemetrytimeseriesday). */
export interface CdssTelemetryItem {
  abbrev?: unknown;
  parameter?: unknown;
  measDateTime?: unknown;
  measDate?: unknown;
  measValue?: unknown;
  measUnit?: unknown;
  flagA?: unknown;
  flagB?: unknown;
  flagC?: unknown;
  flagD?: unknown;
  modified?: unknown;
}

/** Colorado DWR publishes its telemetry in Colorado's local time (Mountain, with daylight saving time). */
export const CDSS_TIME_ZONE = DAILY_TIME_ZONE;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/**
 * One DWR telemetry item as a row. Raw readings (measDateTime) are telemetry at their instant; daily values
 * (measDate at midnight) are the day's values. A time without an offset is Colorado local time, as the service
 * documents its times; an hour the clocks skip or repeat is refused. A null measValue is no reading.
 */
export function cdssItem(ref: string, item: CdssTelemetryItem): ParsedItem | null {
  if (typeof item !== 'object' || item === null) return reject(ref, 'item', 'is not an object');
  const abbrev = text(item.abbrev);
  if (!abbrev) return reject(ref, 'abbrev', 'is empty');
  const parameter = text(item.parameter);
  if (!parameter) return reject(ref, 'parameter', 'is empty');
  const unit = text(item.measUnit);
  if (item.measValue === null || item.measValue === undefined || item.measValue === '') return null;
  const value = typeof item.measValue === 'number' ? { ok: true as const, value: item.measValue } : readNumber(text(item.measValue));
  if (!value.ok) return reject(ref, 'measValue', value.message);
  if (!unit) return reject(ref, 'measUnit', 'is empty');

  const raw = item.measDateTime !== undefined && item.measDateTime !== null;
  const field = raw ? 'measDateTime' : 'measDate';
  const when = text(raw ? item.measDateTime : item.measDate);
  if (!when) return reject(ref, field, 'is empty');
  const time = raw ? rawInstant(when) : dailyInstant(ref, when);
  if (!time.ok) return reject(ref, field, time.message);

  const flags = [item.flagA, item.flagB, item.flagC, item.flagD].map(text).filter(Boolean);
  return {
    row: {
      ref,
      locationCode: abbrev,
      sourceCode: parameter,
      qualifier: '',
      unit,
      timestamp: time.value,
      value: value.value,
      nondetect: false,
      detectionLimit: null,
      remark: flags.length ? flags.join(':') : null,
      // DWR telemetry is provisional, real-time data; its approved record is published elsewhere.
      approval: 'provisional',
      kind: raw ? 'telemetry' : 'daily',
    },
  };
}

function rawInstant(when: string): { ok: true; value: string } | { ok: false; message: string } {
  const local = LOCAL_DATE_TIME.exec(when);
  if (!local) return readInstant(when);
  if (!local[2]) return { ok: false, message: `'${clip(when)}' has no time of day` };
  const time = local[2].length === 5 ? `${local[2]}:00` : local[2];
  return zonedInstant(local[1], time, CDSS_TIME_ZONE);
}

function dailyInstant(ref: string, when: string): { ok: true; value: string } | { ok: false; message: string } {
  const local = LOCAL_DATE_TIME.exec(when);
  if (!local) return { ok: false, message: `'${clip(when)}' is not a date` };
  if (local[2] && !/^00:00(:00(\.0+)?)?$/.test(local[2])) {
    throw new ImportFormatError(ref, 'measDate', `'${clip(when)}' is an hourly value: import the raw (telemetrytimeseriesraw) or daily (telemetrytimeseriesday) series`);
  }
  return localDayStart(local[1], CDSS_TIME_ZONE);
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** Pieces of the file's text small enough to keep memory flat on a one-line file, counting the lines passed. */
async function* pieces(input: Readable, position: { line: number; sawResultList: boolean }): AsyncGenerator<string> {
  const MAX = 64 * 1024;
  let tail = '';
  for await (const chunk of utf8Text(input)) {
    for (let i = 0; i < chunk.length; i += MAX) {
      const piece = chunk.slice(i, i + MAX);
      if (!position.sawResultList && (tail + piece).includes('"ResultList"')) position.sawResultList = true;
      tail = piece.slice(-16);
      yield piece;
      for (let j = piece.indexOf('\n'); j >= 0; j = piece.indexOf('\n', j + 1)) position.line++;
    }
  }
}

/**
 * A file saved from the DWR telemetry time series service: its JSON answer ({ "ResultList": [...] }) or the
 * list of items alone. Streamed item by item (stream-json), so a year of 15-minute readings stays small in memory.
 * Each item's ref is its place in the list ('item 12').
 */
export class CdssJsonAdapter implements FileAdapter {
  readonly format = 'cdss-json' as const;

  async *parse(input: Readable): AsyncIterable<ParsedItem> {
    const position = { line: 1, sawResultList: false };
    const text = pieces(input, position);
    // Whether the root is the answer object or the list alone decides the pipeline: read up to the first character.
    const buffered: string[] = [];
    let head = '';
    while (!head.trim()) {
      const next = await text.next();
      if (next.done) throw emptyFileError();
      buffered.push(next.value);
      head += next.value;
    }
    head = head.trimStart();
    if (!head.startsWith('{') && !head.startsWith('[')) throw new ImportFormatError('line 1', 'file', `not a JSON document${looksLike(head, this.format)}`);
    const source = Readable.from((async function* () {
      yield* buffered;
      yield* text;
    })());
    const items = streamArray();
    if (head.startsWith('[')) pipeline(source, jsonParser(), items, () => undefined);
    else pipeline(source, jsonParser(), pick({ filter: 'ResultList' }), items, () => undefined);
    let count = 0;
    try {
      for await (const { value } of items as AsyncIterable<{ key: number; value: CdssTelemetryItem }>) {
        count++;
        const item = cdssItem(`item ${count}`, value);
        if (item) yield item;
      }
    } catch (error) {
      if (error instanceof ImportFormatError) throw error;
      throw new ImportFormatError(`near line ${position.line}`, 'json', `not valid JSON: ${(error as Error).message}`);
    }
    if (head.startsWith('{') && !position.sawResultList) {
      throw new ImportFormatError('line 1', 'ResultList', 'the JSON has no ResultList (the list of a DWR telemetry time series answer)');
    }
  }
}
