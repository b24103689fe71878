import * as fs from 'node:fs';
import * as path from 'node:path';
import { ImportFormatError } from '../source-row';
import { detectFileFormat } from './sniff';
import { fixture, fromText, parseAll, parseError } from './test-helpers';
import { WqxCsvAdapter } from './wqx-csv.adapter';

const adapter = new WqxCsvAdapter();

describe('WqxCsvAdapter', () => {
  it('reads results with their time zones, fractions, statuses and non-detects', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('wqx-narrow.csv'));
    expect(rows).toEqual([
      {
        ref: 'line 2', locationCode: 'USGS-09239500', sourceCode: 'Nitrogen, mixed forms (NH3), (NH4), organic, (NO2) and (NO3)',
        qualifier: 'Dissolved', unit: 'mg/l', timestamp: '2026-04-14T10:30:00-06:00', value: 0.42, nondetect: false,
        detectionLimit: null, remark: null, approval: 'approved', kind: 'sample',
      },
      expect.objectContaining({ ref: 'line 3', sourceCode: 'Phosphorus', qualifier: 'Total', unit: 'mg/l', value: null, nondetect: true, detectionLimit: 0.01 }),
      expect.objectContaining({ ref: 'line 4', sourceCode: 'Temperature, water', qualifier: '', timestamp: '2026-01-20T13:05:00-07:00', value: 2.5, approval: 'provisional' }),
      // A date without a time: the sample day's local start (Mountain Daylight Time in June).
      expect.objectContaining({ ref: 'line 5', locationCode: '21COL001_WQX-12345', timestamp: '2026-06-02T00:00:00-06:00', unit: 'uS/cm @25C', remark: 'J' }),
    ]);
    expect(rejections).toEqual([
      { ref: 'line 6', field: 'ActivityStartTime/TimeZoneCode', message: 'is empty: the time 09:15:00 has no time zone' },
      { ref: 'line 7', field: 'ActivityStartTime/TimeZoneCode', message: expect.stringContaining("'XYZ' is not a time zone code") },
      { ref: 'line 8', field: 'DetectionQuantitationLimitMeasure/MeasureUnitCode', message: 'the limit is in mg/L but the result in ug/L' },
      { ref: 'line 9', field: 'ResultMeasureValue', message: "'*Non-detect' is not a number" },
      { ref: 'line 10', field: 'ResultStatusIdentifier', message: 'the provider rejected this result' },
    ]);
  });

  const header = 'MonitoringLocationIdentifier,ActivityStartDate,ActivityStartTime/Time,ActivityStartTime/TimeZoneCode,CharacteristicName,ResultMeasureValue,ResultMeasure/MeasureUnitCode,ResultDetectionConditionText,DetectionQuantitationLimitMeasure/MeasureValue,DetectionQuantitationLimitMeasure/MeasureUnitCode';

  it('takes a non-detect\'s unit from its limit, and a value written in place of the limit as the limit', async () => {
    const text = `${header}\nS-1,2026-03-01,08:00,MST,Arsenic,,,Not Detected,1,ug/L\nS-1,2026-03-01,08:00,MST,Arsenic,0.5,ug/L,Below Detection Limit,,\n`;
    const { rows } = await parseAll(adapter, fromText(text));
    expect(rows.map((r) => [r.unit, r.value, r.nondetect, r.detectionLimit, r.timestamp])).toEqual([
      ['ug/L', null, true, 1, '2026-03-01T08:00:00-07:00'],
      ['ug/L', null, true, 0.5, '2026-03-01T08:00:00-07:00'],
    ]);
  });

  it('rejects NaN, Infinity and a missing value of a detected result', async () => {
    const text = `${header}\nS-1,2026-03-01,08:00,MST,pH,NaN,std units,,,\nS-1,2026-03-01,08:00,MST,pH,-Infinity,std units,,,\nS-1,2026-03-01,08:00,MST,pH,,std units,Systematic Contamination,,\nS-1,2026-13-01,08:00,MST,pH,7,std units,,,\n`;
    const { rows, rejections } = await parseAll(adapter, fromText(text));
    expect(rows).toEqual([]);
    expect(rejections.map((r) => `${r.ref} ${r.field}: ${r.message}`)).toEqual([
      "line 2 ResultMeasureValue: 'NaN' is not a finite number",
      "line 3 ResultMeasureValue: '-Infinity' is not a finite number",
      "line 4 ResultMeasureValue: is empty (detection condition 'Systematic Contamination' is not a non-detect)",
      "line 5 ActivityStartDate: '2026-13-01' is not a calendar date",
    ]);
  });

  it('stops on a header without the result columns, and on another format', async () => {
    const error = await parseError(adapter, fromText('MonitoringLocationIdentifier,ActivityStartDate,CharacteristicName\nS-1,2026-03-01,pH\n'));
    expect(error).toBeInstanceOf(ImportFormatError);
    expect(error?.message).toBe('line 1: the header does not match: missing columns ActivityStartTime/Time, ActivityStartTime/TimeZoneCode, ResultMeasureValue, ResultMeasure/MeasureUnitCode');
    const rdb = await parseError(adapter, fixture('usgs-dv.rdb'));
    expect(rdb?.message).toContain('(it looks like a USGS NWIS RDB file)');
    const portal = await parseError(adapter, fixture('portal.csv'));
    expect(portal?.message).toContain('(it looks like a portal CSV file)');
    expect((await parseError(adapter, fromText('')))?.message).toBe('line 1: the file is empty');
  });
});

describe('WqxCsvAdapter: tab-separated downloads', () => {
  it('reads the portal\'s TSV download as it reads its CSV', async () => {
    const csv = fs.readFileSync(path.join(__dirname, 'fixtures', 'wqx-narrow.csv'), 'utf8');
    const tsv = (await import('csv-parse/sync')).parse(csv, { relax_column_count: true }).map((r: string[]) => r.join('\t')).join('\n');
    expect(detectFileFormat('result.tsv', tsv.slice(0, 2000))).toBe('wqx-csv');
    const fromTsv = await parseAll(adapter, fromText(tsv));
    const fromCsv = await parseAll(adapter, fixture('wqx-narrow.csv'));
    expect(fromTsv).toEqual(fromCsv);
    expect(fromTsv.rows).toHaveLength(4);
  });
});
