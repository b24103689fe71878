import request from 'supertest';
import type { App } from 'supertest/types';
import type { YoyDataRow, YoyGraphOption } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { FIXTURE, insertDailyResults, insertFixtureWorld } from '../../test/fixtures';
import { insertAll, insertRows, locationRegionRow, regionRow } from '../../test/rows';

// Year-over-Year Comparisons on a real PostgreSQL database: the graph options as configured and a graph's data for a
// region and years. The expected values are worked out by hand from the fixture: the region's daily value is the
// mean of its locations; the history of a day (min / mean / max) is over every year of record on the same leap-year
// day; a cumulative graph's calendar total starts on Jan 1 and its water-year total on Oct 1 (so Sep 30 and Oct 1
// differ), scaled by the graph's factor; Feb 29 has day 60 (calendar) and 152 (water year). The history of a running
// total counts only the years with a value on every day from the year's start to that day; it is checked against
// totals computed here, day by day, from a dense record that starts on Oct 1 and has one missing day.

const REGION = FIXTURE.region;
const ALPHA = 9911;
const BETA = 9912;
const OUTSIDE = 9913; // in no region
const DENSE = 9914; // a dense record in a region of its own
const DENSE_REGION = 9905;
const PLAIN = 'fixture-flow';
const CUMULATIVE = 'fixture-volume';

const noon = (day: string) => `${day}T12:00:00-06:00`;

/** yyyy-MM-dd of a UTC midnight timestamp. */
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** The day the dense record misses: calendar 2025 and water year 2025 lack it. */
const MISSING = '2025-01-10';

/** The dense record, day -> value: every day from Oct 1 2023 (a partial calendar year) to Feb 28 2026 but MISSING. */
function denseRecord(): Map<string, number> {
  const record = new Map<string, number>();
  for (let t = Date.parse('2023-10-01T00:00:00Z'), i = 0; t <= Date.parse('2026-02-28T00:00:00Z'); t += DAY_MS, i++) {
    if (iso(t) !== MISSING) record.set(iso(t), 1 + (i % 7) + (i % 11) / 4);
  }
  return record;
}

/**
 * The running total on `day` of `year`'s period starting on `start` (Jan 1 or Oct 1 of the year before), times the
 * factor; null unless every day from the start to that day has a value.
 */
function completeTotal(record: Map<string, number>, start: string, day: string, factor: number): number | null {
  let total = 0;
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${day}T00:00:00Z`); t += DAY_MS) {
    const v = record.get(iso(t));
    if (v === undefined) return null;
    total += v * factor;
  }
  return total;
}

/** min, mean and max of the complete totals on a month-day over the record's years (null without any). */
function history(record: Map<string, number>, monthDay: string, waterYear: boolean, factor: number) {
  const totals: number[] = [];
  for (let year = 2023; year <= 2026; year++) {
    const day = `${year}-${monthDay}`;
    const start = waterYear ? `${Number(monthDay.slice(0, 2)) >= 10 ? year : year - 1}-10-01` : `${year}-01-01`;
    const total = completeTotal(record, start, day, factor);
    if (total !== null) totals.push(total);
  }
  if (!totals.length) return { min: null, avg: null, max: null };
  return { min: Math.min(...totals), avg: totals.reduce((a, b) => a + b, 0) / totals.length, max: Math.max(...totals) };
}

describe('year-over-year comparisons', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string) => request(http).get(`/api/year-over-year-comparisons-tool/${path}`);
  const data = async (graph: string, years: string, group: number = REGION) =>
    (await get(`data/${graph}?group=${group}&years=${years}`).expect(200)).body as YoyDataRow[];
  const day = (rows: YoyDataRow[], date: string) => rows.find((r) => r.collect_date === date);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_yoy');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${ALPHA}, 'FIX-YOY-1', 'Fixture YOY Alpha', 901), (${BETA}, 'FIX-YOY-2', 'Fixture YOY Beta', 901),
         (${OUTSIDE}, 'FIX-YOY-3', 'Fixture YOY Outside', 901)`,
    );
    const ds = running.dataSource;
    await insertAll(ds, [locationRegionRow({ location: ALPHA, region: REGION }), locationRegionRow({ location: BETA, region: REGION })]);
    await insertRows(ds, 'yoy_graph_options', [
      { yoy_group_ndx: 6, yoy_graph_title: 'Fixture Volume', yoy_graph_route_name: CUMULATIVE, parameter_ndx: FIXTURE.parameter, y_axis_units: 'Volume',
        data_daily_chart_type: 'line', cumulative: true, cumulative_factor: 2, datacategory_ndx_defaults: [], reg_group_ndx_display: [REGION] },
      { yoy_group_ndx: 1, yoy_graph_title: 'Fixture Flow', yoy_graph_route_name: PLAIN, parameter_ndx: FIXTURE.parameter, y_axis_units: 'Flow',
        data_daily_chart_type: 'bar', cumulative: false, cumulative_factor: 1, datacategory_ndx_defaults: [0], reg_group_ndx_display: [REGION] },
    ]);
    await insertDailyResults(running.dataSource, ALPHA, FIXTURE.parameter, [
      [noon('2024-02-29'), 8], [noon('2024-03-01'), 10], [noon('2025-03-01'), 20], [noon('2026-03-01'), 30],
      [noon('2025-09-30'), 1], [noon('2025-10-01'), 2], [noon('2025-10-02'), 3],
    ]);
    await insertDailyResults(running.dataSource, BETA, FIXTURE.parameter, [[noon('2026-03-01'), 50]]);
    await insertDailyResults(running.dataSource, OUTSIDE, FIXTURE.parameter, [[noon('2026-03-01'), 1000]]);
    await insertAll(ds, [regionRow({ ndx: DENSE_REGION, name: 'Fixture Dense Region' })]);
    await query(`INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES (${DENSE}, 'FIX-YOY-4', 'Fixture YOY Dense', 901)`);
    await insertAll(ds, [locationRegionRow({ location: DENSE, region: DENSE_REGION })]);
    await insertDailyResults(running.dataSource, DENSE, FIXTURE.parameter, [...denseRecord()].map(([date, v]) => [noon(date), v]));
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the graph options as configured, and the shared regions and years', async () => {
    const options = (await get('inputs/yoy-graph-options').expect(200)).body as YoyGraphOption[];
    expect(options).toEqual([
      { yoy_group_ndx: 1, yoy_graph_title: 'Fixture Flow', yoy_graph_route_name: PLAIN, y_axis_units: 'Flow', data_daily_chart_type: 'bar',
        cumulative: false, datacategory_ndx_defaults: [0], reg_group_ndx_display: [REGION] },
      { yoy_group_ndx: 6, yoy_graph_title: 'Fixture Volume', yoy_graph_route_name: CUMULATIVE, y_axis_units: 'Volume', data_daily_chart_type: 'line',
        cumulative: true, datacategory_ndx_defaults: [], reg_group_ndx_display: [REGION] },
    ]);
    expect((await get('inputs/regional-groups').expect(200)).body).toEqual(expect.arrayContaining([{ reg_group_ndx: REGION, reg_group_name: FIXTURE.regionName }]));
    const years = (await get('inputs/list-explore-years').expect(200)).body as { explore_year: number }[];
    // The dense record begins in 2023.
    expect(years.at(-1)).toEqual({ explore_year: 2023 });
  });

  it("answers every day of the asked years' windows once, with the region's value and the history of its day", async () => {
    const rows = await data(PLAIN, '2026');
    // Oct 1 2025 to Dec 31 2026.
    expect(rows).toHaveLength(92 + 365);
    expect(rows[0]).toMatchObject({ collect_date: '2025-10-01', collect_day: 275, collect_water_day: 1, collect_year: 2025, collect_water_year: 2026 });
    expect(rows.at(-1)).toMatchObject({ collect_date: '2026-12-31', collect_day: 366, collect_water_day: 92, collect_year: 2026, collect_water_year: 2027 });
    // Mar 1 2026: the mean of Alpha and Beta (the location outside the region does not count); its history over
    // Mar 1 2024 (10), 2025 (20) and 2026 (40). Not cumulative: no running totals.
    const march = day(rows, '2026-03-01')!;
    expect(march).toMatchObject({ collect_day: 61, collect_water_day: 153, data_daily: 40, hist_min: 10, hist_max: 40, data_daily_calyr: null, data_daily_wtryr: null });
    expect(march.hist_avg).toBeCloseTo(70 / 3, 10);
    // A day without a value this year still has its history.
    expect(day(rows, '2025-10-03')).toMatchObject({ data_daily: null, hist_min: null });
    expect(day(rows, '2026-09-30')).toMatchObject({ data_daily: null, hist_min: 1, hist_avg: 1, hist_max: 1 });
    // Two years: their windows overlap in Oct-Dec 2025, whose days come once; asked in any order.
    const two = await data(PLAIN, '2026,2025');
    expect(two).toHaveLength(92 + 365 + 365);
    expect(new Set(two.map((r) => r.collect_date)).size).toBe(two.length);
    // Feb 29 sits at day 60 and 152 of a leap reference year.
    expect(day(await data(PLAIN, '2024'), '2024-02-29')).toMatchObject({ collect_day: 60, collect_water_day: 152, data_daily: 8 });
    expect(day(two, '2025-03-01')).toMatchObject({ collect_day: 61, collect_water_day: 153 });
  });

  it('gives a cumulative graph its calendar and water-year running totals and their histories, apart on Sep 30 and Oct 1', async () => {
    const rows = await data(CUMULATIVE, '2025,2026');
    // Calendar 2025: Mar 1 20 -> 40, Sep 30 1 -> 42, Oct 1 2 -> 46. Water year 2025 ends Sep 30 (42); 2026 starts Oct 1 (4).
    expect(day(rows, '2025-09-30')).toMatchObject({ data_daily: 1, data_daily_calyr: 42, data_daily_wtryr: 42 });
    expect(day(rows, '2025-10-01')).toMatchObject({ data_daily: 2, data_daily_calyr: 46, data_daily_wtryr: 4 });
    expect(day(rows, '2025-10-02')).toMatchObject({ data_daily: 3, data_daily_calyr: 52, data_daily_wtryr: 10 });
    // Mar 1 2026: 40 -> calendar 80, water year 10 + 80 = 90. No year of this sparse record has a value on every day
    // up to Mar 1, so there is no history of the totals (the daily values still have theirs).
    const march = day(rows, '2026-03-01')!;
    expect(march).toMatchObject({
      data_daily_calyr: 80, data_daily_wtryr: 90, hist_min: 10, hist_max: 40,
      hist_min_calyr: null, hist_avg_calyr: null, hist_max_calyr: null, hist_min_wtryr: null, hist_avg_wtryr: null, hist_max_wtryr: null,
    });
  });

  it('draws the history of running totals from the years with a value on every day up to that day only', async () => {
    const record = denseRecord();
    const rows = await data(CUMULATIVE, '2026', DENSE_REGION);
    // Oct-Dec: calendar 2023 began on Oct 1 and 2025 misses Jan 10, so only 2024 counts; every water year began on
    // Oct 1 and is whole up to then. Jan-Feb: water year 2025 misses Jan 10 from that day on.
    for (const date of ['2025-10-01', '2025-11-15', '2025-12-31', '2026-01-05', '2026-01-20', '2026-02-28']) {
      const row = day(rows, date)!;
      const monthDay = date.slice(5);
      const calendar = history(record, monthDay, false, 2);
      const water = history(record, monthDay, true, 2);
      const got = {
        date, calendar: [row.hist_min_calyr, row.hist_avg_calyr, row.hist_max_calyr], water: [row.hist_min_wtryr, row.hist_avg_wtryr, row.hist_max_wtryr],
      };
      const round = (values: (number | null)[]) => values.map((v) => (v === null ? null : Math.round(v * 1e6) / 1e6));
      expect({ ...got, calendar: round(got.calendar), water: round(got.water) }).toEqual({
        date, calendar: round([calendar.min, calendar.avg, calendar.max]), water: round([water.min, water.avg, water.max]),
      });
    }
    // The partial first year is not the minimum: on Oct 1 the calendar history is 2024's total alone.
    const october = day(rows, '2025-10-01')!;
    expect(october.hist_min_calyr).toBe(october.hist_max_calyr);
    expect(october.hist_min_calyr).toBeCloseTo(completeTotal(record, '2024-01-01', '2024-10-01', 2)!, 6);
    // Water year 2026 is whole to Feb 28, 2025 is not after Jan 10: Jan 20 has 2024 and 2026.
    expect(day(rows, '2026-01-20')!.hist_max_wtryr).not.toBe(day(rows, '2026-01-20')!.hist_min_wtryr);
  });

  it('answers a 404 naming an unknown graph or region', async () => {
    expect((await get(`data/no-such-graph?group=${REGION}&years=2026`).expect(404)).body.message).toBe('There is no graph no-such-graph.');
    expect((await get(`data/${PLAIN}?group=9999&years=2026`).expect(404)).body.message).toBe('There is no region 9999.');
  });

  it('refuses bad input with a 400 naming the field, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const ok = `group=${REGION}`;
    const eleven = Array.from({ length: 11 }, (_, i) => 2016 + i).join(',');
    const cases: [string, string][] = [
      [`data/Not_A_Graph?${ok}&years=2026`, 'yoy_graph_route_name'],
      [`data/${PLAIN}?years=2026`, 'group'],
      [`data/${PLAIN}?group=x&years=2026`, 'group'],
      [`data/${PLAIN}?group=-4&years=2026`, 'group'],
      [`data/${PLAIN}?${ok}`, 'years'],
      [`data/${PLAIN}?${ok}&years=`, 'years'],
      [`data/${PLAIN}?${ok}&years=abc`, 'years'],
      [`data/${PLAIN}?${ok}&years=2026,`, 'years'],
      [`data/${PLAIN}?${ok}&years=2026,2026`, 'years'],
      [`data/${PLAIN}?${ok}&years=1849`, 'years'],
      [`data/${PLAIN}?${ok}&years=2026.5`, 'years'],
      [`data/${PLAIN}?${ok}&years=${eleven}`, 'years'],
      [`data/${PLAIN}?${ok}&years=${'2'.repeat(500)}`, 'years'],
      [`data/${PLAIN}?${ok}&years=2026&years=2025`, 'years'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, (res.body.fields as { field: string }[]).map((f) => f.field)]).toEqual([path, [field]]);
    }
    // Ten years are fine.
    await get(`data/${PLAIN}?${ok}&years=${eleven.split(',').slice(1).join(',')}`).expect(200);
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });
});
