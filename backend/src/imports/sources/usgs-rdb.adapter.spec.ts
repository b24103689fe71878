import { ImportFormatError } from '../source-row';
import { fixture, fromText, parseAll, parseError } from './test-helpers';
import { UsgsRdbAdapter } from './usgs-rdb.adapter';

const adapter = new UsgsRdbAdapter();

describe('UsgsRdbAdapter', () => {
  it('reads daily values per value column, with statistic, unit, approval and remarks', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('usgs-dv.rdb'));
    expect(rejections).toEqual([]);
    const site = { name: 'YAMPA RIVER AT STEAMBOAT SPRINGS, CO', latitude: null, longitude: null, siteType: null };
    expect(rows[0]).toEqual({
      ref: 'line 33', locationCode: 'USGS-09239500', sourceCode: '00060', qualifier: '00003', unit: 'cubic feet per second',
      timestamp: '2025-12-30T00:00:00-07:00', value: 48, nondetect: false, detectionLimit: null, remark: 'e', approval: 'approved',
      kind: 'daily', site,
    });
    expect(rows.map((r) => [r.ref, r.sourceCode, r.qualifier, r.unit, r.timestamp, r.value, r.nondetect, r.detectionLimit, r.approval])).toEqual([
      ['line 33', '00060', '00003', 'cubic feet per second', '2025-12-30T00:00:00-07:00', 48, false, null, 'approved'],
      ['line 33', '00010', '00001', 'degrees Celsius', '2025-12-30T00:00:00-07:00', 0.1, false, null, 'approved'],
      // line 34: 'Ice' instead of a value, and no temperature: no readings that day.
      ['line 35', '00060', '00003', 'cubic feet per second', '2026-03-08T00:00:00-07:00', 61, false, null, 'provisional'],
      // '<': less than the value given, a non-detect at that limit.
      ['line 35', '00010', '00001', 'degrees Celsius', '2026-03-08T00:00:00-07:00', null, true, 0.5, 'provisional'],
      ['line 36', '00060', '00003', 'cubic feet per second', '2026-05-01T00:00:00-06:00', 412, false, null, 'provisional'],
      ['line 36', '00010', '00001', 'degrees Celsius', '2026-05-01T00:00:00-06:00', 6.2, false, null, 'provisional'],
    ]);
  });

  it('reads instantaneous values with their tz_cd, and rejects bad times and numbers by line and column', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('usgs-iv.rdb'));
    expect(rows.map((r) => [r.ref, r.sourceCode, r.qualifier, r.unit, r.timestamp, r.value, r.remark, r.kind])).toEqual([
      ['line 20', '00060', '00011', 'cubic feet per second', '2026-03-08T01:45:00-07:00', 58.2, null, 'telemetry'],
      ['line 20', '00065', '00011', 'feet', '2026-03-08T01:45:00-07:00', 2.31, null, 'telemetry'],
      ['line 21', '00060', '00011', 'cubic feet per second', '2026-03-08T03:00:00-06:00', 58, 'e', 'telemetry'],
      ['line 21', '00065', '00011', 'feet', '2026-03-08T03:00:00-06:00', 2.3, null, 'telemetry'],
      ['line 23', '00065', '00011', 'feet', '2026-03-08T03:30:00-06:00', 2.29, null, 'telemetry'],
    ]);
    expect(rejections).toEqual([
      { ref: 'line 22', field: 'tz_cd', message: 'is empty: the time 2026-03-08 03:15 has no time zone' },
      { ref: 'line 23', field: '149620_00060', message: "'NaN' is not a finite number" },
      { ref: 'line 24', field: '149623_00065', message: "'2.2.9' is not a number" },
    ]);
  });

  it('stops on a missing or wrong format line, a foreign header, another format and an empty file', async () => {
    const noFormat = 'agency_cd\tsite_no\tdatetime\t1_00060_00003\nUSGS\t09239500\t2026-01-01\t5\n';
    const e1 = await parseError(adapter, fromText(noFormat));
    expect(e1).toBeInstanceOf(ImportFormatError);
    expect(e1?.message).toMatch(/^line 2: the line after the header must give each column's width and type/);
    expect((e1 as ImportFormatError).field).toBe('format line');
    const e2 = await parseError(adapter, fixture('portal.csv'));
    expect(e2?.message).toBe('line 1: the header does not match: missing columns agency_cd, site_no, datetime (it looks like a portal CSV file)');
    const e3 = await parseError(adapter, fixture('wqx-narrow.csv'));
    expect(e3?.message).toContain('(it looks like a Water Quality Portal (WQX) result CSV file)');
    expect((await parseError(adapter, fromText('')))?.message).toBe('line 1: the file is empty');
    expect((await parseError(adapter, fromText('# only comments\n#\n')))?.message).toContain('no header line');
    const noValues = await parseError(adapter, fromText('agency_cd\tsite_no\tdatetime\nUSGS\t1\t2026-01-01\n'));
    expect(noValues?.message).toContain('no value columns');
  });
});

describe('UsgsRdbAdapter: times', () => {
  it('refuses times when the file has no tz_cd column, and impossible dates', async () => {
    const text = 'agency_cd\tsite_no\tdatetime\t1_00060\n5s\t15s\t20d\t14n\nUSGS\t09239500\t2026-01-01 10:00\t5\nUSGS\t09239500\t2024-02-29\t6\nUSGS\t09239500\t2026-02-29\t7\n';
    const { rows, rejections } = await parseAll(adapter, fromText(text));
    expect(rows.map((r) => [r.ref, r.timestamp])).toEqual([['line 4', '2024-02-29T00:00:00-07:00']]);
    expect(rejections).toEqual([
      { ref: 'line 3', field: 'datetime', message: 'the time 2026-01-01 10:00 has no time zone: the file has no tz_cd column' },
      { ref: 'line 5', field: 'datetime', message: "'2026-02-29' is not a calendar date" },
    ]);
  });
});
