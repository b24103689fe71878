import request from 'supertest';
import type { App } from 'supertest/types';
import type { TsCompareDailyRow, TsCompareLocation, TsCompareParameter, TsCompareSubArea } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { dataSourceRow, hucBoundaryRow, insertAll, locationSourceRow, locationTypeRow, parameterRow, sourceCategoryRow, unitRow } from '../../test/rows';

// Time Series Comparisons on a real PostgreSQL database: the dropdown lists (only series with daily values count),
// the daily rows of several locations at once from the daily rollup (America/Denver days, both daylight-saving days,
// the range's ends included, the order asked), the same answers with a token, the 404s of an unknown parameter or
// location (documented choice: 404, not an empty list), and bad input refused with a 400 naming the field, writing
// nothing.

const UPPER = '1405000191';
const LOWER = '1405000192';
const ONLY_NONDETECTS_HUC = '1405000193';
const ALPHA = 9811; // UPPER, two data sources: flow (with the DST days) and temperature
const BETA = 9812; // LOWER, one data source: flow
const GAMMA = 9813; // in no sub-area, no data source: temperature
const DELTA = 9814; // ONLY_NONDETECTS_HUC: non-detects without a value only
const EMPTY = 9815; // no results at all
const FLOW = 9811;
const TEMP = 9812;
const NITRATE = 9813; // only DELTA's non-detects
const UNUSED = 9814; // no results anywhere
const SOURCE_A = 9811;
const SOURCE_B = 9812;

/** A row of ALPHA's flow (the fields every one of its rows repeats). */
const alphaFlow = (rdate: string, value: number): TsCompareDailyRow => ({
  location_ndx: ALPHA, parameter: 'Fixture TSC Flow', location: 'Fixture TSC Alpha', units: 'CFS', result_value_daily: value, rdate,
  data_source: 'Fixture TSC Source A, Fixture TSC Source B', location_type: 'Fixture TSC Gauge', huc10: UPPER,
});

describe('time series comparisons', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let user: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string, token?: string) => {
    const req = request(http).get(`/api/${path}`);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  const daily = async (parameter: number, locations: string, startDate: string, endDate: string, token?: string) =>
    (await get(`ts-compare-daily-data/${parameter}/${locations}/${startDate}/${endDate}`, token).expect(200)).body as TsCompareDailyRow[];

  /** Inserts [instant, value] results of a series (null: a non-detect without a value) in one statement. */
  async function insertResults(location: number, parameter: number, rows: [string, number | null][]): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect, unit_ndx)
       SELECT $1, $2, r.at, $3, 'sample', r.value, r.value IS NULL, p.unit_ndx
         FROM unnest($4::timestamptz[], $5::float8[]) AS r(at, value) JOIN parameters p ON p.parameter_ndx = $2`,
      [location, parameter, SOURCE_A, rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_ts_compare');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    user = await demoAccessToken(base, 'user');
    const ds = running.dataSource;
    await insertAll(ds, [
      hucBoundaryRow({ code: UPPER, level: 10, name: 'Fixture TSC Upper', bounds: [-107.2, 40.2, -107.0, 40.4] }),
      hucBoundaryRow({ code: LOWER, level: 10, name: 'Fixture TSC Lower', bounds: [-107.0, 40.2, -106.8, 40.4] }),
      hucBoundaryRow({ code: ONLY_NONDETECTS_HUC, level: 10, name: 'Fixture TSC Nondetects', bounds: [-106.8, 40.2, -106.6, 40.4] }),
    ]);
    await insertAll(ds, [locationTypeRow({ ndx: 9811, name: 'Fixture TSC Gauge' }), locationTypeRow({ ndx: 9812, name: 'Fixture TSC Well', color: '#FF7F0E' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9811, name: 'Fixture TSC Category' })]);
    await insertAll(ds, [
      dataSourceRow({ ndx: SOURCE_A, name: 'Fixture TSC Source A', dataTypes: 'Daily values', category: 9811 }),
      dataSourceRow({ ndx: SOURCE_B, name: 'Fixture TSC Source B', dataTypes: 'Samples', category: 9811 }),
    ]);
    await insertAll(ds, [
      unitRow({ ndx: 9811, name: 'fixture tsc cfs', display: 'CFS' }), unitRow({ ndx: 9812, name: 'fixture tsc degC', display: 'C' }),
      unitRow({ ndx: 9813, name: 'fixture tsc mg/L', display: 'mg/L' }),
    ]);
    await insertAll(ds, [
      parameterRow({ ndx: FLOW, name: 'Fixture TSC Flow', abbrev: 'Q', unit: 9811 }),
      parameterRow({ ndx: TEMP, name: 'Fixture TSC Temperature', abbrev: 'T', unit: 9812 }),
      parameterRow({ ndx: NITRATE, name: 'Fixture TSC Nitrate', abbrev: 'N', unit: 9813 }),
      parameterRow({ ndx: UNUSED, name: 'Fixture TSC Unused', abbrev: 'U', unit: 9813 }),
    ]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, geom, huc10) VALUES
         (${ALPHA}, 'FIX-TSC-1', 'Fixture TSC Alpha', 9811, ST_SetSRID(ST_MakePoint(-107.1, 40.3), 4326), '${UPPER}'),
         (${BETA}, 'FIX-TSC-2', 'Fixture TSC Beta', 9811, ST_SetSRID(ST_MakePoint(-106.9, 40.3), 4326), '${LOWER}'),
         (${GAMMA}, 'FIX-TSC-3', 'Fixture TSC Gamma', 9812, NULL, NULL),
         (${DELTA}, 'FIX-TSC-4', 'Fixture TSC Delta', 9812, NULL, '${ONLY_NONDETECTS_HUC}'),
         (${EMPTY}, 'FIX-TSC-5', 'Fixture TSC Empty', 9811, NULL, '${LOWER}')`,
    );
    await insertAll(ds, [
      locationSourceRow({ location: ALPHA, source: SOURCE_B }), locationSourceRow({ location: ALPHA, source: SOURCE_A }),
      locationSourceRow({ location: BETA, source: SOURCE_A }),
    ]);
    await insertResults(ALPHA, FLOW, [
      // Two readings on Oct 1 (the day's mean is theirs), one a day after.
      ['2021-10-01T08:00:00-06:00', 1], ['2021-10-01T20:00:00-06:00', 2], ['2021-10-02T12:00:00-06:00', 3],
      ['2021-10-03T12:00:00-06:00', 4], ['2021-10-04T12:00:00-06:00', 5], ['2021-10-05T12:00:00-06:00', 6],
      // The 25-hour 2021-11-07: 00:30 MDT and 23:30 MST are both on it; 23:30 MDT the evening before is not.
      ['2021-11-07T06:30:00Z', 10], ['2021-11-08T06:30:00Z', 20], ['2021-11-07T05:30:00Z', 1000],
      // The 23-hour 2022-03-13: 00:30 MST and 23:30 MDT are both on it; 00:30 MDT the next morning is not.
      ['2022-03-13T07:30:00Z', 30], ['2022-03-14T05:30:00Z', 50], ['2022-03-14T06:30:00Z', 2000],
    ]);
    await insertResults(ALPHA, TEMP, [['2021-10-02T12:00:00-06:00', 5.5]]);
    await insertResults(BETA, FLOW, [['2021-10-03T12:00:00-06:00', 7]]);
    await insertResults(GAMMA, TEMP, [['2021-10-01T12:00:00-06:00', 12]]);
    await insertResults(DELTA, NITRATE, [['2021-10-01T12:00:00-06:00', null]]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the sub-areas holding a location with daily values, by name', async () => {
    const areas = (await get('ts-compare-dropdown-sub-areas').expect(200)).body as TsCompareSubArea[];
    expect(areas.filter((a) => a.huc10_code.startsWith('140500019'))).toEqual([
      { huc10_code: LOWER, huc10: 'Fixture TSC Lower' },
      { huc10_code: UPPER, huc10: 'Fixture TSC Upper' },
    ]);
  });

  it('lists the parameters with daily values and the sub-areas where they have them', async () => {
    const parameters = (await get('ts-compare-dropdown-parameters').expect(200)).body as TsCompareParameter[];
    expect(parameters.filter((p) => p.parameter_ndx >= 9811 && p.parameter_ndx <= 9814)).toEqual([
      { parameter_ndx: FLOW, parameter: 'Fixture TSC Flow', huc10_code_array: [UPPER, LOWER].sort() },
      // GAMMA's temperature lies in no sub-area and adds none.
      { parameter_ndx: TEMP, parameter: 'Fixture TSC Temperature', huc10_code_array: [UPPER] },
    ]);
  });

  it('lists the locations with daily values, their parameters and sub-area, the same with a token', async () => {
    const locations = (await get('ts-compare-dropdown-locations-assoc').expect(200)).body as TsCompareLocation[];
    expect(locations.filter((l) => l.location_ndx >= 9811 && l.location_ndx <= 9815)).toEqual([
      { location_ndx: ALPHA, location: 'Fixture TSC Alpha', parameter_ndx_array: [FLOW, TEMP], huc10_code_array: [UPPER] },
      { location_ndx: BETA, location: 'Fixture TSC Beta', parameter_ndx_array: [FLOW], huc10_code_array: [LOWER] },
      { location_ndx: GAMMA, location: 'Fixture TSC Gamma', parameter_ndx_array: [TEMP], huc10_code_array: [] },
    ]);
    expect((await get('ts-compare-dropdown-locations-assoc', user).expect(200)).body).toEqual(locations);
    await get('ts-compare-dropdown-locations-assoc', 'not-a-token').expect(401);
  });

  it('answers the daily means of several locations, in the order asked, each by date', async () => {
    const alpha = [
      alphaFlow('2021-10-01', 1.5), alphaFlow('2021-10-02', 3), alphaFlow('2021-10-03', 4), alphaFlow('2021-10-04', 5),
      alphaFlow('2021-10-05', 6), alphaFlow('2021-11-06', 1000), alphaFlow('2021-11-07', 15), alphaFlow('2022-03-13', 40),
      alphaFlow('2022-03-14', 2000),
    ];
    const beta: TsCompareDailyRow = {
      location_ndx: BETA, parameter: 'Fixture TSC Flow', location: 'Fixture TSC Beta', units: 'CFS', result_value_daily: 7,
      rdate: '2021-10-03', data_source: 'Fixture TSC Source A', location_type: 'Fixture TSC Gauge', huc10: LOWER,
    };
    expect(await daily(FLOW, `${ALPHA},${BETA}`, '2021-10-01', '2022-03-31')).toEqual([...alpha, beta]);
    expect(await daily(FLOW, `${BETA},${ALPHA}`, '2021-10-01', '2022-03-31')).toEqual([beta, ...alpha]);
    // The same with a token.
    expect(await daily(FLOW, `${BETA},${ALPHA}`, '2021-10-01', '2022-03-31', user)).toEqual([beta, ...alpha]);
    await get(`ts-compare-daily-data/${FLOW}/${ALPHA}/2021-10-01/2021-10-02`, 'not-a-token').expect(401);
  });

  it('includes both ends of the range and keeps each daylight-saving day whole', async () => {
    expect((await daily(FLOW, String(ALPHA), '2021-10-02', '2021-10-04')).map((r) => r.rdate)).toEqual(['2021-10-02', '2021-10-03', '2021-10-04']);
    expect(await daily(FLOW, String(ALPHA), '2021-11-07', '2021-11-07')).toEqual([alphaFlow('2021-11-07', 15)]);
    expect(await daily(FLOW, String(ALPHA), '2022-03-13', '2022-03-13')).toEqual([alphaFlow('2022-03-13', 40)]);
  });

  it('gives a location in no sub-area and without data sources nulls there', async () => {
    expect(await daily(TEMP, `${GAMMA},${ALPHA}`, '2021-10-01', '2021-10-31')).toEqual([
      {
        location_ndx: GAMMA, parameter: 'Fixture TSC Temperature', location: 'Fixture TSC Gamma', units: 'C', result_value_daily: 12,
        rdate: '2021-10-01', data_source: null, location_type: 'Fixture TSC Well', huc10: null,
      },
      { ...alphaFlow('2021-10-02', 5.5), parameter: 'Fixture TSC Temperature', units: 'C' },
    ]);
  });

  it('answers no rows for known locations without values of the parameter in the range', async () => {
    expect(await daily(FLOW, `${EMPTY},${GAMMA}`, '2021-10-01', '2021-10-31')).toEqual([]);
    expect(await daily(NITRATE, String(DELTA), '2021-10-01', '2021-10-31')).toEqual([]);
    expect(await daily(UNUSED, String(ALPHA), '2021-10-01', '2021-10-31')).toEqual([]);
    expect(await daily(FLOW, String(ALPHA), '2010-01-01', '2010-12-31')).toEqual([]);
  });

  it('follows new readings at once', async () => {
    await insertResults(BETA, FLOW, [['2021-10-04T12:00:00-06:00', 8]]);
    expect((await daily(FLOW, String(BETA), '2021-10-01', '2021-10-31')).map((r) => [r.rdate, r.result_value_daily]))
      .toEqual([['2021-10-03', 7], ['2021-10-04', 8]]);
  });

  it('answers 404 for an unknown parameter or location, naming it', async () => {
    expect((await get(`ts-compare-daily-data/999999/${ALPHA}/2021-10-01/2021-10-31`).expect(404)).body.message).toContain('parameter 999999');
    expect((await get(`ts-compare-daily-data/${FLOW}/${ALPHA},999998,999999/2021-10-01/2021-10-31`).expect(404)).body.message)
      .toContain('location 999998, 999999');
  });

  it('refuses bad input with a 400 naming the field, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const ok = `${FLOW}/${ALPHA}`;
    const fiftyOne = Array.from({ length: 51 }, (_, i) => 1000 + i).join(',');
    const cases: [string, string][] = [
      [`abc/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`0/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`-1/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`0x10/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`1e3/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`2147483648/${ALPHA}/2021-10-01/2021-10-31`, 'parameter'],
      [`${FLOW}/abc/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/0/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/-1/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/1.5/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/0x10/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/2147483648/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${ALPHA},,${BETA}/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${ALPHA},/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${ALPHA},${ALPHA}/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${fiftyOne}/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${'9'.repeat(600)}/2021-10-01/2021-10-31`, 'locations'],
      [`${FLOW}/${ALPHA}%3B%20DROP%20TABLE%20results/2021-10-01/2021-10-31`, 'locations'],
      [`${ok}/2021-13-01/2021-10-31`, 'startDate'],
      [`${ok}/2021-02-30/2021-10-31`, 'startDate'],
      [`${ok}/20211001/2021-10-31`, 'startDate'],
      [`${ok}/2021-10-1/2021-10-31`, 'startDate'],
      [`${ok}/yesterday/2021-10-31`, 'startDate'],
      [`${ok}/2021-10-01T00:00:00Z/2021-10-31`, 'startDate'],
      [`${ok}/2021-10-01/2022-02-29`, 'endDate'],
      [`${ok}/2021-10-01/31-10-2021`, 'endDate'],
      [`${ok}/2021-10-01/2021-09-30`, 'endDate'],
      [`${ok}/1900-01-01/2000-01-02`, 'endDate'],
      [`${ok}/2024-02-29/2124-03-01`, 'endDate'],
      [`${ok}/0000-01-01/2021-10-31`, 'startDate'],
    ];
    for (const [path, field] of cases) {
      const res = await get(`ts-compare-daily-data/${path}`);
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, (res.body.fields as { field: string }[]).map((f) => f.field)]).toEqual([path, [field]]);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    // Fifty locations pass validation (these are unknown, hence the 404); a one-day range and exactly a hundred years are fine.
    const fifty = [ALPHA, ...Array.from({ length: 49 }, (_, i) => 20000 + i)].join(',');
    await get(`ts-compare-daily-data/${FLOW}/${fifty}/2021-10-01/2021-10-31`).expect(404);
    await get(`ts-compare-daily-data/${FLOW}/${ALPHA}/2021-10-01/2021-10-01`).expect(200);
    await get(`ts-compare-daily-data/${FLOW}/${ALPHA}/1922-03-31/2022-03-31`).expect(200);
    // Leap days and the last day the path can name.
    await get(`ts-compare-daily-data/${FLOW}/${ALPHA}/2024-02-29/2124-02-28`).expect(200);
    expect(await daily(FLOW, String(ALPHA), '9999-12-31', '9999-12-31')).toEqual([]);
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });
});
