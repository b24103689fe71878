import { ImportFormatError } from '../source-row';
import { CdssJsonAdapter } from './cdss-json.adapter';
import { fixture, fromText, parseAll, parseError } from './test-helpers';

const adapter = new CdssJsonAdapter();

describe('CdssJsonAdapter', () => {
  it('reads raw telemetry in Colorado local time, refusing the hour the clocks repeat', async () => {
    const { rows, rejections } = await parseAll(adapter, fixture('cdss-raw.json'));
    expect(rows[0]).toEqual({
      ref: 'item 1', locationCode: 'BEAYAMCO', sourceCode: 'DISCHRG', qualifier: '', unit: 'cfs', timestamp: '2026-03-08T01:45:00-07:00',
      value: 38.2, nondetect: false, detectionLimit: null, remark: null, approval: 'provisional', kind: 'telemetry',
    });
    expect(rows.slice(1).map((r) => [r.ref, r.timestamp, r.remark])).toEqual([['item 3', '2026-03-08T03:00:00-06:00', 'E']]);
    // item 5 has no value: no reading.
    expect(rejections).toEqual([
      { ref: 'item 2', field: 'measDateTime', message: '2026-03-08 02:30:00 does not exist in America/Denver (the clocks skip it when daylight saving time starts)' },
      { ref: 'item 4', field: 'measDateTime', message: '2026-11-01 01:30:00 happens twice in America/Denver (daylight saving time ends): the source does not say which' },
      { ref: 'item 6', field: 'measValue', message: "'NaN' is not a finite number" },
    ]);
  });

  it('reads daily values as the local day start, and a bare list of items', async () => {
    const { rows } = await parseAll(adapter, fixture('cdss-day.json'));
    expect(rows.map((r) => [r.ref, r.sourceCode, r.unit, r.timestamp, r.value, r.kind])).toEqual([
      ['item 1', 'STORAGE', 'AF', '2026-01-15T00:00:00-07:00', 31250.5, 'daily'],
      ['item 2', 'STORAGE', 'AF', '2026-07-15T00:00:00-06:00', 33000, 'daily'],
    ]);
    const list = await parseAll(adapter, fromText('  [{"abbrev":"X","parameter":"DISCHRG","measDateTime":"2026-01-01T10:00:00-07:00","measValue":1,"measUnit":"cfs"}]'));
    expect(list.rows.map((r) => r.timestamp)).toEqual(['2026-01-01T10:00:00-07:00']);
  });

  it('stops on hourly values, broken JSON, JSON without ResultList, another format and an empty file', async () => {
    const hourly = await parseError(adapter, fromText('{"ResultList":[{"abbrev":"X","parameter":"P","measDate":"2026-01-01 13:00:00","measValue":1,"measUnit":"cfs"}]}'));
    expect(hourly?.message).toMatch(/^item 1: '2026-01-01 13:00:00' is an hourly value/);
    const broken = await parseError(adapter, fromText('{"ResultList":[\n{"abbrev":"X",\n"parameter":}]}'));
    expect(broken).toBeInstanceOf(ImportFormatError);
    expect(broken?.message).toMatch(/^near line 3: not valid JSON/);
    const noList = await parseError(adapter, fromText('{"features":[]}'));
    expect(noList?.message).toBe('line 1: the JSON has no ResultList (the list of a DWR telemetry time series answer)');
    expect((await parseError(adapter, fixture('portal.csv')))?.message).toBe('line 1: not a JSON document (it looks like a portal CSV file)');
    expect((await parseError(adapter, fromText('')))?.message).toBe('line 1: the file is empty');
  });
});

describe('CdssJsonAdapter: dates', () => {
  it('refuses dates and times that do not exist', async () => {
    const items = [
      { abbrev: 'X', parameter: 'P', measDate: '2026-02-30', measValue: 1, measUnit: 'cfs' },
      { abbrev: 'X', parameter: 'P', measDateTime: '2026-04-01 24:30:00', measValue: 1, measUnit: 'cfs' },
    ];
    const { rows, rejections } = await parseAll(adapter, fromText(JSON.stringify({ ResultList: items })));
    expect(rows).toEqual([]);
    expect(rejections).toEqual([
      { ref: 'item 1', field: 'measDate', message: "'2026-02-30' is not a calendar date" },
      { ref: 'item 2', field: 'measDateTime', message: "'24:30:00' is not a time of day HH:MM[:SS]" },
    ]);
  });
});
