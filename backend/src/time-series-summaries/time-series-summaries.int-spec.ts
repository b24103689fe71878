import request from 'supertest';
import type { App } from 'supertest/types';
import type { TssumBox, TssumDataRow, TssumGraphOption } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { FIXTURE, insertDailyResults, insertFixtureWorld } from '../../test/fixtures';
import { insertAll, locationRegionRow, parameterRow, tssumGraphRow } from '../../test/rows';

// Time Series Summaries on a real PostgreSQL database: the graph options, a graph's daily values at a region's
// locations, and their boxes per week (Sunday to Saturday), month and year. Each box's quantiles (0, .2, .5, .8, 1)
// are checked against the same quantiles computed here from the fixture's values (linear interpolation between the
// sorted values: position p * (n - 1)), with the count of values in the box. Ranges of more than 12 weeks or months
// are refused with the screen's message; bad input is a 400 naming the field.

const REGION = FIXTURE.region;
const ALPHA = 9921;
const BETA = 9922;
const OUTSIDE = 9923;
const GRAPH = 'fixture-flow-summary';

const noon = (day: string) => `${day}T12:00:00-06:00`;

/** The q-quantile of values by linear interpolation between the closest ranks (R's type 7). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = q * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}
const box = (values: number[]) => ({
  n: values.length, q0: quantile(values, 0), q20: quantile(values, 0.2), q50: quantile(values, 0.5), q80: quantile(values, 0.8), q100: quantile(values, 1),
});

// Alpha: Oct 2026 daily values (Oct 1 is a Thursday), irregular on purpose; Beta: a few days.
const ALPHA_VALUES: [string, number][] = Array.from({ length: 31 }, (_, i) => [
  `2026-10-${String(i + 1).padStart(2, '0')}`, Math.round(((i * 37) % 23) * 10 + i / 3) / 10,
]);
const BETA_VALUES: [string, number][] = [['2026-10-04', 5], ['2026-10-05', 1], ['2026-10-06', 9], ['2026-11-02', 4]];

describe('time series summaries', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string) => request(http).get(`/api/time-series-summaries/${path}`);
  const boxes = async (range: string, groupType: string) =>
    (await get(`boxes/${GRAPH}?regionalGroup=${REGION}&${range}&groupType=${groupType}`).expect(200)).body as TssumBox[];
  const valuesOf = (rows: [string, number][], from: string, to: string) => rows.filter(([d]) => d >= from && d <= to).map(([, v]) => v);

  beforeAll(async () => {
    db = await createScratchDatabase('portal_tssum');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${ALPHA}, 'FIX-TSS-1', 'Fixture TSS Alpha', 901), (${BETA}, 'FIX-TSS-2', 'Fixture TSS Beta', 901),
         (${OUTSIDE}, 'FIX-TSS-3', 'Fixture TSS Outside', 901)`,
    );
    const ds = running.dataSource;
    await insertAll(ds, [locationRegionRow({ location: ALPHA, region: REGION }), locationRegionRow({ location: BETA, region: REGION })]);
    await insertAll(ds, [
      tssumGraphRow({ ndx: 7, title: 'Fixture Flow Summary', route: GRAPH, parameter: FIXTURE.parameter, yAxisUnits: 'Flow (cfs)', categories: [0], regions: [REGION] }),
    ]);
    await insertDailyResults(running.dataSource, ALPHA, FIXTURE.parameter, ALPHA_VALUES.map(([d, v]) => [noon(d), v]));
    await insertDailyResults(running.dataSource, BETA, FIXTURE.parameter, BETA_VALUES.map(([d, v]) => [noon(d), v]));
    await insertDailyResults(running.dataSource, OUTSIDE, FIXTURE.parameter, [[noon('2026-10-05'), 1000]]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the graph options as configured', async () => {
    expect((await get('inputs/tssum-graph-options').expect(200)).body as TssumGraphOption[]).toEqual([{
      tssum_group_ndx: 7, tssum_graph_title: 'Fixture Flow Summary', tssum_graph_route_name: GRAPH, y_axis_units: 'Flow (cfs)',
      caf_group_ndx: null, reg_group_ndx_display: [REGION], datacategory_ndx_defaults: [0],
    }]);
    expect((await get('inputs/list-explore-years').expect(200)).body.at(-1)).toEqual({ explore_year: 2026 });
  });

  it("answers the region's daily values in the range, by label then day, and none as an empty list", async () => {
    const rows = (await get(`data/${GRAPH}?regionalGroup=${REGION}&startDate=2026-10-05&endDate=2026-10-06`).expect(200)).body as TssumDataRow[];
    expect(rows).toEqual([
      { collect_date: '2026-10-05', location_id: 'FIX-TSS-1', daily_val: ALPHA_VALUES[4][1], units: 'CFS', location_display_label: 'Fixture TSS Alpha' },
      { collect_date: '2026-10-06', location_id: 'FIX-TSS-1', daily_val: ALPHA_VALUES[5][1], units: 'CFS', location_display_label: 'Fixture TSS Alpha' },
      { collect_date: '2026-10-05', location_id: 'FIX-TSS-2', daily_val: 1, units: 'CFS', location_display_label: 'Fixture TSS Beta' },
      { collect_date: '2026-10-06', location_id: 'FIX-TSS-2', daily_val: 9, units: 'CFS', location_display_label: 'Fixture TSS Beta' },
    ]);
    expect((await get(`data/${GRAPH}?regionalGroup=${REGION}&startDate=2020-01-01&endDate=2020-12-31`).expect(200)).body).toEqual([]);
  });

  it('summarises each location per week, month and year with the quantiles 0, .2, .5, .8, 1 and the count', async () => {
    // Weeks: Sun Sep 27 holds Oct 1-3, Sun Oct 4 holds Oct 4-10, ... Sun Nov 1 holds Nov 2 (Beta).
    const weekly = await boxes('startDate=2026-10-01&endDate=2026-11-07', 'Week');
    expect(weekly.map((b) => `${b.period_start} ${b.location_id}`)).toEqual([
      '2026-09-27 FIX-TSS-1', '2026-10-04 FIX-TSS-1', '2026-10-04 FIX-TSS-2', '2026-10-11 FIX-TSS-1', '2026-10-18 FIX-TSS-1',
      '2026-10-25 FIX-TSS-1', '2026-11-01 FIX-TSS-2',
    ]);
    const alphaWeek = weekly[1];
    expect(alphaWeek).toMatchObject({ location_display_label: 'Fixture TSS Alpha', units: 'CFS', n: 7 });
    const expected = box(valuesOf(ALPHA_VALUES, '2026-10-04', '2026-10-10'));
    for (const key of ['q0', 'q20', 'q50', 'q80', 'q100'] as const) expect(alphaWeek[key]).toBeCloseTo(expected[key], 10);
    expect(weekly[2]).toMatchObject({ n: 3, q0: 1, q20: 2.6, q50: 5, q80: 7.4, q100: 9 });
    // A single value is its own every quantile.
    expect(weekly[6]).toMatchObject({ n: 1, q0: 4, q20: 4, q50: 4, q80: 4, q100: 4 });

    const monthly = await boxes('startDate=2026-10-10&endDate=2026-11-30', 'Month');
    expect(monthly.map((b) => `${b.period_start} ${b.location_id} ${b.n}`)).toEqual([
      '2026-10-01 FIX-TSS-1 22', '2026-11-01 FIX-TSS-2 1',
    ]);
    const october = box(valuesOf(ALPHA_VALUES, '2026-10-10', '2026-10-31'));
    for (const key of ['q0', 'q20', 'q50', 'q80', 'q100'] as const) expect(monthly[0][key]).toBeCloseTo(october[key], 10);

    const yearly = await boxes('startDate=2026-01-01&endDate=2026-12-31', 'Year');
    expect(yearly.map((b) => `${b.period_start} ${b.location_id} ${b.n}`)).toEqual(['2026-01-01 FIX-TSS-1 31', '2026-01-01 FIX-TSS-2 4']);
    const beta = box(BETA_VALUES.map(([, v]) => v));
    for (const key of ['q0', 'q20', 'q50', 'q80', 'q100'] as const) expect(yearly[1][key]).toBeCloseTo(beta[key], 10);
  });

  it("refuses a Week or Month range of more than 12 periods with the screen's message; Year has no such limit", async () => {
    // Sunday Sep 6 to Saturday Nov 28: exactly 12 weeks; one more day touches a 13th.
    await get(`boxes/${GRAPH}?regionalGroup=${REGION}&startDate=2026-09-06&endDate=2026-11-28&groupType=Week`).expect(200);
    const weeks = await get(`boxes/${GRAPH}?regionalGroup=${REGION}&startDate=2026-09-06&endDate=2026-11-29&groupType=Week`).expect(400);
    expect(weeks.body.fields).toEqual([{ field: 'endDate', problems: ['Invalid date range: Limited to 12 weeks of history for Week'] }]);
    await get(`boxes/${GRAPH}?regionalGroup=${REGION}&startDate=2025-12-01&endDate=2026-11-30&groupType=Month`).expect(200);
    const months = await get(`boxes/${GRAPH}?regionalGroup=${REGION}&startDate=2025-11-30&endDate=2026-11-30&groupType=Month`).expect(400);
    expect(months.body.fields).toEqual([{ field: 'endDate', problems: ['Invalid date range: Limited to 12 months of history for Month'] }]);
    await get(`boxes/${GRAPH}?regionalGroup=${REGION}&startDate=2000-01-01&endDate=2026-12-31&groupType=Year`).expect(200);
  });

  it('draws a value or a graph option written after the boxes were drawn on the next boxes and daily values', async () => {
    const november = 'startDate=2026-11-01&endDate=2026-11-30';
    const daily = async () => ((await get(`data/${GRAPH}?regionalGroup=${REGION}&${november}`).expect(200)).body as TssumDataRow[]).length;
    expect((await boxes(november, 'Month')).map((b) => [b.location_id, b.n, b.q100])).toEqual([['FIX-TSS-2', 1, 4]]);
    expect(await daily()).toBe(1);
    await insertDailyResults(running.dataSource, BETA, FIXTURE.parameter, [[noon('2026-11-03'), 8]]);
    try {
      expect((await boxes(november, 'Month')).map((b) => [b.location_id, b.n, b.q100])).toEqual([['FIX-TSS-2', 2, 8]]);
      expect(await daily()).toBe(2);
      // The graph now summarises a parameter nobody measured: no boxes.
      await insertAll(running.dataSource, [parameterRow({ ndx: 9968, name: 'Fixture Unmeasured', abbrev: 'U', displayName: 'Unmeasured', unit: FIXTURE.unit })]);
      await query(`UPDATE tssum_graph_options SET parameter_ndx = 9968 WHERE tssum_graph_route_name = '${GRAPH}'`);
      expect(await boxes(november, 'Month')).toEqual([]);
    } finally {
      await query(`UPDATE tssum_graph_options SET parameter_ndx = ${FIXTURE.parameter} WHERE tssum_graph_route_name = '${GRAPH}'`);
      await query(`DELETE FROM parameters WHERE parameter_ndx = 9968`);
      await query(`DELETE FROM results WHERE location_ndx = ${BETA} AND collect_timestamp = $1`, [noon('2026-11-03')]);
    }
    expect((await boxes(november, 'Month')).map((b) => [b.location_id, b.n])).toEqual([['FIX-TSS-2', 1]]);
  });

  it('answers a 404 naming an unknown graph or region', async () => {
    const range = 'startDate=2026-10-01&endDate=2026-10-31';
    expect((await get(`data/no-such-graph?regionalGroup=${REGION}&${range}`).expect(404)).body.message).toBe('There is no graph no-such-graph.');
    expect((await get(`boxes/${GRAPH}?regionalGroup=9999&${range}&groupType=Month`).expect(404)).body.message).toBe('There is no region 9999.');
  });

  it('refuses bad input with a 400 naming the field, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const ok = `regionalGroup=${REGION}&startDate=2026-10-01&endDate=2026-10-31`;
    const cases: [string, string][] = [
      [`data/Bad%20Graph?${ok}`, 'tssum_graph_route_name'],
      [`data/${GRAPH}?startDate=2026-10-01&endDate=2026-10-31`, 'regionalGroup'],
      [`data/${GRAPH}?regionalGroup=four&startDate=2026-10-01&endDate=2026-10-31`, 'regionalGroup'],
      [`data/${GRAPH}?regionalGroup=${REGION}&endDate=2026-10-31`, 'startDate'],
      [`data/${GRAPH}?regionalGroup=${REGION}&startDate=2026-02-30&endDate=2026-10-31`, 'startDate'],
      [`data/${GRAPH}?regionalGroup=${REGION}&startDate=10/01/2026&endDate=2026-10-31`, 'startDate'],
      [`data/${GRAPH}?regionalGroup=${REGION}&startDate=2026-10-01`, 'endDate'],
      [`data/${GRAPH}?regionalGroup=${REGION}&startDate=2026-10-01&endDate=2026-09-30`, 'endDate'],
      [`data/${GRAPH}?regionalGroup=${REGION}&startDate=1990-01-01&endDate=2026-10-31`, 'endDate'],
      [`boxes/${GRAPH}?${ok}`, 'groupType'],
      [`boxes/${GRAPH}?${ok}&groupType=Day`, 'groupType'],
      [`boxes/${GRAPH}?${ok}&groupType=month`, 'groupType'],
      [`boxes/${GRAPH}?${ok}&groupType=__proto__`, 'groupType'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, (res.body.fields as { field: string }[]).map((f) => f.field)]).toEqual([path, [field]]);
    }
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });
});
