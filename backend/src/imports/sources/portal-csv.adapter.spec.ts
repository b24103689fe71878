import { ImportFormatError } from '../source-row';
import { PortalCsvAdapter } from './portal-csv.adapter';
import { fixture, fromText, parseAll, parseError } from './test-helpers';

const adapter = new PortalCsvAdapter();

describe('PortalCsvAdapter', () => {
  it('reads each line as a reading with its physical line number, skipping blank lines', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('portal.csv'));
    expect(rejections).toEqual([]);
    expect(rows.map((r) => r.ref)).toEqual(['line 2', 'line 3', 'line 5', 'line 6', 'line 7']);
    expect(rows[0]).toEqual({
      ref: 'line 2', locationCode: 'USGS-09239500', sourceCode: '00060', qualifier: '', unit: 'ft3/s',
      timestamp: '2026-05-01T00:00:00-06:00', value: 412.5, nondetect: false, detectionLimit: null, remark: null,
      approval: 'approved', kind: 'telemetry',
    });
    expect(rows[1].timestamp).toBe('2026-05-01T00:15:00Z');
    expect(rows[3]).toMatchObject({ sourceCode: 'Nitrate', qualifier: 'Dissolved', value: null, nondetect: true, detectionLimit: 0.05 });
    expect(rows[4].sourceCode).toBe('Phosphorus, total');
  });

  it('rejects bad rows naming the line and field, and reads the good ones around them', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('portal-bad-rows.csv'));
    expect(rows).toEqual([]);
    expect(rejections).toEqual([
      { ref: 'line 2', field: 'timestamp', message: expect.stringContaining('has no time zone offset') },
      { ref: 'line 3', field: 'value', message: "'NaN' is not a finite number" },
      { ref: 'line 4', field: 'value', message: "'Infinity' is not a finite number" },
      { ref: 'line 5', field: 'value', message: "'1.2.3' is not a number" },
      { ref: 'line 6', field: 'value', message: expect.stringContaining('is empty (only a non-detect') },
      { ref: 'line 7', field: 'line', message: 'has 6 fields where the header has 5' },
      { ref: 'line 8', field: 'timestamp', message: "'2026-02-30' is not a calendar date" },
    ]);
  });

  it('keeps a quoted field spanning lines from shifting the line numbers of later rows', async () => {
    const text = 'location_code,parameter_code,timestamp,value,unit,remark\nA,P,2026-01-01T00:00:00Z,1,m,"two\nlines"\nA,P,2026-01-01T01:00:00Z,2,m,\n';
    const { rows } = await parseAll(adapter, fromText(text));
    expect(rows.map((r) => [r.ref, r.remark])).toEqual([['line 2', 'two\nlines'], ['line 4', null]]);
  });

  it('checks non-detects: no value, a limit only for a non-detect, true or false only', async () => {
    const text = [
      'location_code,parameter_code,timestamp,value,unit,nondetect,detection_limit',
      'A,P,2026-01-01T00:00:00Z,0.1,mg/L,true,0.1',
      'A,P,2026-01-01T00:00:00Z,0.1,mg/L,false,0.1',
      'A,P,2026-01-01T00:00:00Z,,mg/L,yes,',
      'A,P,2026-01-01T00:00:00Z,,mg/L,true,-inf',
      'A,P,2026-01-01T00:00:00Z,,mg/L,TRUE,',
    ].join('\n');
    const { rows, rejections } = await parseAll(adapter, fromText(text));
    expect(rejections.map((r) => [r.ref, r.field])).toEqual([
      ['line 2', 'value'], ['line 3', 'detection_limit'], ['line 4', 'nondetect'], ['line 5', 'detection_limit'],
    ]);
    expect(rows).toEqual([expect.objectContaining({ ref: 'line 6', nondetect: true, value: null, detectionLimit: null })]);
  });

  it('reads approval and kind columns, refusing other words', async () => {
    const text = 'location_code,parameter_code,timestamp,value,unit,approval,kind\nA,P,2026-01-01T00:00:00+00:00,1,m,provisional,daily\nA,P,2026-01-01T00:00:00Z,1,m,final,sample\nA,P,2026-01-01T00:00:00Z,1,m,,hourly\n';
    const { rows, rejections } = await parseAll(adapter, fromText(text));
    expect(rows).toEqual([expect.objectContaining({ approval: 'provisional', kind: 'daily', timestamp: '2026-01-01T00:00:00+00:00' })]);
    expect(rejections.map((r) => r.field)).toEqual(['approval', 'kind']);
  });

  it('stops on a header that does not match, naming what is wrong', async () => {
    const missing = await parseError(adapter, fromText('location_code,parameter,timestamp,value,unit\nA,P,2026-01-01T00:00:00Z,1,m\n'));
    expect(missing).toBeInstanceOf(ImportFormatError);
    expect(missing?.message).toBe('line 1: the header does not match: missing column parameter_code');
    const unknown = await parseError(adapter, fromText('location_code,parameter_code,timestamp,value,unit,non_detect\n'));
    expect(unknown?.message).toContain("unknown column 'non_detect'");
    expect((unknown as ImportFormatError).field).toBe('header');
  });

  it('stops on a file in another format, saying what it looks like', async () => {
    const error = await parseError(adapter, fixture('usgs-dv.rdb'));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toMatch(/^line 1: the header does not match: .*\(it looks like a USGS NWIS RDB file\)$/);
  });

  it('stops on an empty file', async () => {
    expect((await parseError(adapter, fromText('')))?.message).toBe('line 1: the file is empty');
    expect((await parseError(adapter, fromText('\n\n')))?.message).toBe('line 1: the file is empty');
  });

  it('stops on UTF-16 and on bytes that are not UTF-8, naming the line', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('location_code,parameter_code\n', 'utf16le')]);
    const e16 = await parseError(adapter, fromText(utf16));
    expect(e16).toBeInstanceOf(ImportFormatError);
    expect(e16?.message).toBe('line 1: the file is UTF-16 (little-endian), not UTF-8: save it as UTF-8 and import it again');
    const noBom = await parseError(adapter, fromText(Buffer.from('location_code,parameter_code\n', 'utf16le')));
    expect(noBom?.message).toContain('UTF-16');
    const latin1 = Buffer.concat([
      Buffer.from('location_code,parameter_code,timestamp,value,unit,remark\nA,P,2026-01-01T00:00:00Z,1,m,ok\nA,P,2026-01-01T00:00:00Z,1,m,'),
      Buffer.from([0x47, 0xfc, 0x6e]),
      Buffer.from('\n'),
    ]);
    const eLatin = await parseError(adapter, fromText(latin1));
    expect(eLatin).toBeInstanceOf(ImportFormatError);
    expect((eLatin as ImportFormatError).field).toBe('encoding');
    expect(eLatin?.message).toMatch(/^line 3: the file holds bytes that are not UTF-8/);
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const { rows } = await parseAll(adapter, fromText('\uFEFFlocation_code,parameter_code,timestamp,value,unit\nA,P,2026-01-01T00:00:00Z,1,m\n'));
    expect(rows).toHaveLength(1);
  });
});

describe('PortalCsvAdapter: CSV quoting', () => {
  it('stops on a quote that is never closed, naming the line it starts on', async () => {
    const text = 'location_code,parameter_code,timestamp,value,unit,remark\nA,P,2026-01-01T00:00:00Z,1,m,ok\nA,P,2026-01-01T01:00:00Z,2,m,"open\nA,P,2026-01-01T02:00:00Z,3,m,\n';
    const error = await parseError(adapter, fromText(text));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toBe('line 3: not readable as CSV: a quoted field starting here is never closed');
  });
});
