import request from 'supertest';
import type { App } from 'supertest/types';
import {
  WATER_YEAR_STATISTICS, type WaterYearComparisonRow, type WaterYearLocation, type WaterYearMapLocation, type WaterYearStatistic,
} from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { startTestApp } from '../../test/app';
import { WaterYearNormals1765410000000 } from '../database/migrations/1765410000000-water-year-normals';
import { DayAndSeriesRollups1765920000000 } from '../database/migrations/1765920000000-day-and-series-rollups';
import { dataSourceRow, hucBoundaryRow, insertAll, insertRows, locationTypeRow, parameterRow, sourceCategoryRow, unitRow } from '../../test/rows';

// Water Year Comparisons on a real PostgreSQL database, without a token: the lists, a water year's daily values by
// day of the water year (Oct 1 = day 1, daylight-saving days on their own local day), the 1991-2020 statistics
// against values computed here from the inserted data (a long record with leap years and a missing year; a short
// record with too few years), the statistics kept current when results change, and the refusals.

const GAUGE = 9801; // 1991-2022 except water year 2005
const SHORT = 9802; // water years 1995-2003 only: 9 normal years
const NO_GEOMETRY = 9803;
const FLOW = 9801;
const OTHER = 9802; // measured at GAUGE, not a water-year parameter
const SOURCE = 9801;
const MISSING_YEAR = 2005;
const DAY_MS = 86_400_000;

/** Whether water year y holds Feb 29 (in calendar year y). */
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The yyyy-MM-dd date of day `day` (1 = Oct 1, 152 = Feb 29, 153 = Mar 1) of water year y; undefined for Feb 29 of a common year. */
function waterYearDate(y: number, day: number): string | undefined {
  if (day === 152 && !isLeap(y)) return undefined;
  const at = day <= 151 ? Date.UTC(y - 1, 9, 1) + (day - 1) * DAY_MS
    : day === 152 ? Date.UTC(y, 1, 29) : Date.UTC(y, 2, 1) + (day - 153) * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

/** A daily value that differs from year to year and day to day in no regular way. */
const valueOf = (y: number, day: number) => Math.round((((Math.sin(y * 12.9898 + day * 78.233) * 43758.5453) % 1) + 1) % 1 * 100_000) / 100;

/** The daily values inserted: water year -> date -> value. */
const daily = new Map<number, Map<string, number>>();
const years = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
for (const y of years(1991, 2022).filter((year) => year !== MISSING_YEAR)) {
  const days = new Map<string, number>();
  for (let day = 1; day <= 366; day += 1) {
    const date = waterYearDate(y, day);
    if (date) days.set(date, valueOf(y, day));
  }
  daily.set(y, days);
}

/** Weibull plotting positions: rank p (n + 1) of the sorted values, linear between ranks. */
function weibull(sorted: number[], p: number): number {
  const r = p * (sorted.length + 1);
  if (r <= 1) return sorted[0];
  if (r >= sorted.length) return sorted[sorted.length - 1];
  const k = Math.floor(r);
  return sorted[k - 1] + (r - k) * (sorted[k] - sorted[k - 1]);
}

/** A statistic of day `day` over the normal years of `values`, with how many years have a value that day. */
function expectedStatistic(values: Map<number, Map<string, number>>, day: number, statistic: WaterYearStatistic) {
  const sameDay = day === 152 ? 151 : day; // Feb 29 carries Feb 28's statistics
  const sorted = years(1991, 2020)
    .map((y) => values.get(y)?.get(waterYearDate(y, sameDay) ?? ''))
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b);
  const n = sorted.length;
  const value = {
    Minimum: sorted[0], '10th Percentile': weibull(sorted, 0.1), '25th Percentile': weibull(sorted, 0.25), Median: weibull(sorted, 0.5),
    '75th Percentile': weibull(sorted, 0.75), '90th Percentile': weibull(sorted, 0.9), Maximum: sorted[n - 1],
  }[statistic];
  return { year_count: n, rvalue: n >= 10 ? value : null };
}

describe('water year comparisons', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string) => request(http).get(`/api/${path}`);
  const compare = async (parameter: number, location: number, series: string) =>
    (await get(`wy-analysis-comparison/${parameter}/${location}/${encodeURIComponent(series)}`).expect(200)).body as WaterYearComparisonRow[];

  /** Inserts [instant, value] results of a series in one statement (one pass of the rollup triggers). */
  async function insertResults(location: number, parameter: number, rows: [string, number][]): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT $1, $2, r.at, $3, 'daily', r.value, p.unit_ndx
         FROM unnest($4::timestamptz[], $5::float8[]) AS r(at, value) JOIN parameters p ON p.parameter_ndx = $2`,
      [location, parameter, SOURCE, rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
  }
  /** A day's value at local noon (noon stays on its day whether the offset is -6 or -7). */
  const noon = (values: Map<number, Map<string, number>>, only: (y: number) => boolean = () => true): [string, number][] =>
    [...values].filter(([y]) => only(y)).flatMap(([, days]) => [...days].map(([date, v]): [string, number] => [`${date}T12:00:00-07:00`, v]));

  beforeAll(async () => {
    db = await createScratchDatabase('portal_water_year');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    const ds = running.dataSource;
    await insertAll(ds, [hucBoundaryRow({ code: '1405000198', level: 10, name: 'Fixture Water-Year Sub-Area', bounds: [-107.2, 40.2, -107.0, 40.4] })]);
    await insertAll(ds, [locationTypeRow({ ndx: 9801, name: 'Fixture WY Gauge' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9801, name: 'Fixture WY Category' })]);
    await insertAll(ds, [dataSourceRow({ ndx: SOURCE, name: 'Fixture WY Source', dataTypes: 'Daily values', category: 9801 })]);
    await insertAll(ds, [unitRow({ ndx: 9801, name: 'fixture cfs', display: 'CFS' }), unitRow({ ndx: 9802, name: 'fixture mg/L', display: 'mg/L' })]);
    await insertAll(ds, [
      parameterRow({ ndx: FLOW, name: 'Fixture Daily Flow', abbrev: 'Q', unit: 9801 }), parameterRow({ ndx: OTHER, name: 'Fixture Nitrate', abbrev: 'N', unit: 9802 }),
    ]);
    await insertRows(ds, 'water_year_parameters', [{ parameter_ndx: FLOW, sort_order: 10 }]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, geom, huc10) VALUES
         (${GAUGE}, 'FIX-WY-1', 'Fixture WY Gauge', 9801, ST_SetSRID(ST_MakePoint(-107.1, 40.3), 4326), '1405000198'),
         (${SHORT}, 'FIX-WY-2', 'Fixture WY Short Record', 9801, ST_SetSRID(ST_MakePoint(-107.05, 40.25), 4326), NULL),
         (${NO_GEOMETRY}, 'FIX-WY-3', 'Fixture WY Unplaced', 9801, NULL, NULL)`,
    );
    // The long record, except the two daylight-saving days of water year 2021 (below).
    const dstDays = ['2020-11-01', '2021-03-14'];
    await insertResults(GAUGE, FLOW, noon(daily).filter(([at]) => !dstDays.includes(at.slice(0, 10))));
    // Two readings each, the first and last half hour of the local day: 00:30 MDT and 23:30 MST on the 25-hour day,
    // 00:30 MST and 23:30 MDT on the 23-hour day.
    await insertResults(GAUGE, FLOW, [
      ['2020-11-01T06:30:00Z', 10], ['2020-11-02T06:30:00Z', 20],
      ['2021-03-14T07:30:00Z', 30], ['2021-03-15T05:30:00Z', 50],
      // Neighbouring days' edges, which must not be counted on the DST days.
      ['2020-11-01T05:30:00Z', 1000], ['2021-03-15T06:30:00Z', 1000],
    ]);
    await insertResults(SHORT, FLOW, noon(daily, (y) => y >= 1995 && y <= 2003));
    await insertResults(NO_GEOMETRY, FLOW, [['2021-06-01T12:00:00-06:00', 5]]);
    await insertResults(GAUGE, OTHER, [['2021-06-01T12:00:00-06:00', 1.5]]);
  }, 180_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the water-year parameters, locations and series', async () => {
    expect((await get('wy-analysis-dropdown-parameters').expect(200)).body)
      .toEqual([{ parameter_ndx: FLOW, parameter_name: 'Fixture Daily Flow', units_name: 'CFS' }]);
    expect((await get('wy-analysis-dropdown-locations-assoc-param').expect(200)).body as WaterYearLocation[]).toEqual([
      { location_ndx: GAUGE, location_name: 'Fixture WY Gauge', parameter_ndx_array: [FLOW] },
      { location_ndx: SHORT, location_name: 'Fixture WY Short Record', parameter_ndx_array: [FLOW] },
      { location_ndx: NO_GEOMETRY, location_name: 'Fixture WY Unplaced', parameter_ndx_array: [FLOW] },
    ]);
    const series = (await get('wy-analysis-dropdown-series').expect(200)).body as { series_desc: string }[];
    const withData = years(1991, 2022).filter((y) => y !== MISSING_YEAR).reverse().map(String);
    expect(series.map((s) => s.series_desc)).toEqual([...WATER_YEAR_STATISTICS, ...withData]);
  });

  it('maps the locations that have a geometry, with their parameters', async () => {
    const res = await get('wy-analysis-locations-for-map').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body as WaterYearMapLocation[]).toEqual([
      {
        location_ndx: GAUGE, location_name: 'Fixture WY Gauge', parameter_ndx_array: [FLOW], assoc_parameter_ndx: [FLOW, OTHER],
        location_type_desc: 'Fixture WY Gauge', huc10_name: 'Fixture Water-Year Sub-Area',
        loc_geometry: { type: 'Point', coordinates: [-107.1, 40.3] }, assoc_parameters: 'Fixture Daily Flow',
      },
      {
        location_ndx: SHORT, location_name: 'Fixture WY Short Record', parameter_ndx_array: [FLOW], assoc_parameter_ndx: [FLOW],
        location_type_desc: 'Fixture WY Gauge', huc10_name: null,
        loc_geometry: { type: 'Point', coordinates: [-107.05, 40.25] }, assoc_parameters: 'Fixture Daily Flow',
      },
    ]);
  });

  it('answers every statistic of every day as computed from the daily values of the normal years', async () => {
    const rows = await compare(FLOW, GAUGE, WATER_YEAR_STATISTICS.join(','));
    expect(rows).toHaveLength(WATER_YEAR_STATISTICS.length * 366);
    WATER_YEAR_STATISTICS.forEach((statistic, s) => {
      for (let day = 1; day <= 366; day += 1) {
        const row = rows[s * 366 + day - 1];
        const expected = expectedStatistic(daily, day, statistic);
        expect({ ...row, rvalue: undefined }).toEqual({
          series_desc: statistic, day_desc: waterYearDate(2000, day)!.slice(5), day_order: day, rvalue: undefined,
          parameter_name: 'Fixture Daily Flow', location_name: 'Fixture WY Gauge', unit_name: 'CFS', collect_date: null,
          year_count: expected.year_count,
        });
        expect(row.rvalue).toBeCloseTo(expected.rvalue!, 9);
      }
    });
    // 29 normal years (2005 is missing) on every day; Feb 29 carries Feb 28's statistics.
    expect(new Set(rows.map((r) => r.year_count))).toEqual(new Set([29]));
    const median = rows.filter((r) => r.series_desc === 'Median');
    expect(median[151]).toMatchObject({ day_order: 152, day_desc: '02-29', rvalue: median[150].rvalue });
    expect(median[152]).toMatchObject({ day_order: 153, day_desc: '03-01' });
  });

  it('leaves a statistic out with fewer than 10 normal years (or none), saying how many there were', async () => {
    const rows = await compare(FLOW, SHORT, 'Minimum,Median,90th Percentile');
    expect(rows).toHaveLength(3 * 366);
    expect(rows.every((r) => r.rvalue === null && r.year_count === 9)).toBe(true);
    // A record entirely after the normals: every day, from no year.
    const none = await compare(FLOW, NO_GEOMETRY, 'Median');
    expect(none.map((r) => r.day_order)).toEqual(years(1, 366));
    expect(none.every((r) => r.rvalue === null && r.year_count === 0)).toBe(true);
  });

  it('answers a water year by day of the water year from Oct 1, daylight-saving days on their local day', async () => {
    const rows = await compare(FLOW, GAUGE, '2021');
    expect(rows).toHaveLength(365);
    expect(rows[0]).toEqual({
      series_desc: '2021', day_desc: '10-01', day_order: 1, rvalue: daily.get(2021)!.get('2020-10-01'), parameter_name: 'Fixture Daily Flow',
      location_name: 'Fixture WY Gauge', unit_name: 'CFS', collect_date: '2020-10-01', year_count: null,
    });
    const byDate = new Map(rows.map((r) => [r.collect_date, r]));
    expect(byDate.get('2021-02-28')).toMatchObject({ day_order: 151, day_desc: '02-28' });
    expect(byDate.get('2021-03-01')).toMatchObject({ day_order: 153, day_desc: '03-01' });
    expect(byDate.get('2021-09-30')).toMatchObject({ day_order: 366 });
    expect(rows.some((r) => r.day_order === 152)).toBe(false);
    // The 25-hour and the 23-hour day: the mean of their own two readings, not their neighbours'.
    expect(byDate.get('2020-11-01')).toMatchObject({ day_order: 32, rvalue: 15 });
    expect(byDate.get('2021-03-14')).toMatchObject({ day_order: 166, rvalue: 40 });
    expect(byDate.get('2020-10-31')!.rvalue).toBeCloseTo(daily.get(2021)!.get('2020-10-31')! / 2 + 500, 9);
    // A leap water year has its Feb 29 as day 152.
    const leap = await compare(FLOW, GAUGE, '2020');
    expect(leap).toHaveLength(366);
    expect(leap[151]).toMatchObject({ collect_date: '2020-02-29', day_order: 152, rvalue: daily.get(2020)!.get('2020-02-29') });
  });

  it('keeps the order asked; a missing year, a pair without data or a year without values answers no rows', async () => {
    const rows = await compare(FLOW, GAUGE, '2022,Median,2005,1991');
    expect([...new Set(rows.map((r) => r.series_desc))]).toEqual(['2022', 'Median', '1991']);
    expect(await compare(OTHER, SHORT, 'Median,2021')).toEqual([]);
    expect(await compare(FLOW, GAUGE, '1900')).toEqual([]);
  });

  it('answers 404 for an unknown location or parameter', async () => {
    expect((await get(`wy-analysis-comparison/${FLOW}/999999/Median`).expect(404)).body.message).toContain('location 999999');
    expect((await get(`wy-analysis-comparison/999999/${GAUGE}/Median`).expect(404)).body.message).toContain('parameter 999999');
  });

  it('refuses bad parameters with a 400 naming the parameter, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const tooMany = years(2000, 2020).join(',');
    const cases: [string, string][] = [
      [`abc/${GAUGE}/Median`, 'parameter'],
      [`0/${GAUGE}/Median`, 'parameter'],
      [`-1/${GAUGE}/Median`, 'parameter'],
      [`0x10/${GAUGE}/Median`, 'parameter'],
      [`2147483648/${GAUGE}/Median`, 'parameter'],
      [`${FLOW}/1.5/Median`, 'location'],
      [`${FLOW}/1e3/Median`, 'location'],
      [`${FLOW}/${GAUGE}/median`, 'series'],
      [`${FLOW}/${GAUGE}/Average`, 'series'],
      [`${FLOW}/${GAUGE}/2021,,Median`, 'series'],
      [`${FLOW}/${GAUGE}/2021,`, 'series'],
      [`${FLOW}/${GAUGE}/21`, 'series'],
      [`${FLOW}/${GAUGE}/20210`, 'series'],
      [`${FLOW}/${GAUGE}/1500`, 'series'],
      [`${FLOW}/${GAUGE}/2021,2021`, 'series'],
      [`${FLOW}/${GAUGE}/${tooMany}`, 'series'],
      [`${FLOW}/${GAUGE}/${'M'.repeat(500)}`, 'series'],
      [`${FLOW}/${GAUGE}/Median%3B%20DROP%20TABLE%20results`, 'series'],
    ];
    for (const [path, field] of cases) {
      const res = await get(`wy-analysis-comparison/${path}`);
      expect([path, res.status]).toEqual([path, 400]);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual([field]);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    // Twenty series are fine.
    await get(`wy-analysis-comparison/${FLOW}/${GAUGE}/${years(2001, 2020).join(',')}`).expect(200);
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });

  it('keeps the statistics current when results change', async () => {
    const date = waterYearDate(2000, 10)!;
    await query(`UPDATE results SET value = 1e6 WHERE location_ndx = $1 AND parameter_ndx = $2 AND collect_timestamp = $3::timestamptz`,
      [GAUGE, FLOW, `${date}T12:00:00-07:00`]);
    const changed = new Map([...daily].map(([y, days]) => [y, new Map(days)]));
    changed.get(2000)!.set(date, 1e6);
    await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2
                   AND collect_timestamp >= '1998-10-01T00:00:00-06:00' AND collect_timestamp < '1999-10-01T00:00:00-06:00'`, [GAUGE, FLOW]);
    changed.delete(1999);
    const rows = await compare(FLOW, GAUGE, 'Maximum,25th Percentile');
    for (const [s, statistic] of (['Maximum', '25th Percentile'] as const).entries()) {
      for (const day of [1, 10, 151, 152, 200, 366]) {
        const expected = expectedStatistic(changed, day, statistic);
        const row = rows[s * 366 + day - 1];
        expect([statistic, day, row.year_count]).toEqual([statistic, day, 28]);
        expect(row.rvalue).toBeCloseTo(expected.rvalue!, 9);
      }
    }
    expect(rows[9].rvalue).toBe(1e6);
  });

  it('fills the statistics of existing data when migrating as the triggers keep them', async () => {
    const normals = () => query(`SELECT * FROM water_year_normals ORDER BY location_ndx, parameter_ndx, day_order`);
    const kept = await normals();
    expect(kept.length).toBe(2 * 366);
    const runner = running.dataSource.createQueryRunner();
    try {
      // DayAndSeriesRollups later rebuilt the rollup functions this migration renames: it goes down first and up after.
      const later = new DayAndSeriesRollups1765920000000();
      const migration = new WaterYearNormals1765410000000();
      await later.down(runner);
      await migration.down(runner);
      await migration.up(runner);
      await later.up(runner);
    } finally {
      await runner.release();
    }
    await insertRows(running.dataSource, 'water_year_parameters', [{ parameter_ndx: FLOW, sort_order: 10 }]);
    expect(await normals()).toEqual(kept);
  });
});
