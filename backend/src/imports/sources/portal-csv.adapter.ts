import type { Readable } from 'node:stream';
import type { FileAdapter, ParsedItem, ResultKind, SourceRow } from '../source-row';
import { csvTable, type CsvTableRow } from './csv-table';
import { reject } from './parsed-item';
import { clip, readInstant, readNumber } from './values';

const REQUIRED = ['location_code', 'parameter_code', 'timestamp', 'value', 'unit'] as const;
const OPTIONAL = ['qualifier', 'nondetect', 'detection_limit', 'remark', 'approval', 'kind'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

const KINDS: readonly ResultKind[] = ['sample', 'daily', 'telemetry'];

/**
 * The portal's own CSV layout (docs/import-formats.md): one reading per line, strict so that what is loaded is
 * exactly what the file says. Columns by header name in any order; unknown columns are refused (a misspelt
 * optional column would otherwise be silently ignored).
 */
export class PortalCsvAdapter implements FileAdapter {
  readonly format = 'portal-csv' as const;

  async *parse(input: Readable): AsyncIterable<ParsedItem> {
    for await (const item of csvTable<Column>(input, { format: this.format, required: REQUIRED, optional: OPTIONAL, otherColumns: 'refuse' })) {
      yield 'row' in item ? readRow(item.row) : item;
    }
  }
}

function readRow(r: CsvTableRow<Column>): ParsedItem {
  const ref = r.ref;
  for (const column of ['location_code', 'parameter_code', 'unit'] as const) {
    if (!r.get(column)) return reject(ref, column, 'is empty');
  }
  const timestamp = readInstant(r.get('timestamp'));
  if (!timestamp.ok) return reject(ref, 'timestamp', timestamp.message);

  const nondetectText = r.get('nondetect').toLowerCase();
  if (!['', 'true', 'false'].includes(nondetectText)) return reject(ref, 'nondetect', `'${clip(r.get('nondetect'))}' is not true or false`);
  const nondetect = nondetectText === 'true';

  let value: number | null = null;
  if (nondetect) {
    if (r.get('value') !== '') return reject(ref, 'value', 'a non-detect has no value: leave it empty and give the limit in detection_limit');
  } else {
    const v = readNumber(r.get('value'));
    if (!v.ok) return reject(ref, 'value', v.message === 'is empty' ? 'is empty (only a non-detect, nondetect=true, has no value)' : v.message);
    value = v.value;
  }

  let detectionLimit: number | null = null;
  if (r.get('detection_limit') !== '') {
    if (!nondetect) return reject(ref, 'detection_limit', 'is given for a value that is not a non-detect (set nondetect=true, or leave it empty)');
    const limit = readNumber(r.get('detection_limit'));
    if (!limit.ok) return reject(ref, 'detection_limit', limit.message);
    detectionLimit = limit.value;
  }

  const approvalText = r.get('approval').toLowerCase() || 'approved';
  if (approvalText !== 'approved' && approvalText !== 'provisional') return reject(ref, 'approval', `'${clip(r.get('approval'))}' is not approved or provisional`);
  const kindText = r.get('kind').toLowerCase() || 'telemetry';
  if (!(KINDS as readonly string[]).includes(kindText)) return reject(ref, 'kind', `'${clip(r.get('kind'))}' is not one of ${KINDS.join(', ')}`);

  const row: SourceRow = {
    ref,
    locationCode: r.get('location_code'),
    sourceCode: r.get('parameter_code'),
    qualifier: r.get('qualifier'),
    unit: r.get('unit'),
    timestamp: timestamp.value,
    value,
    nondetect,
    detectionLimit,
    remark: r.get('remark') || null,
    approval: approvalText,
    kind: kindText as ResultKind,
  };
  return { row };
}
