import request from 'supertest';
import type { App } from 'supertest/types';
import type { CafDataRow, CafGraphOption, ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { FIXTURE, insertDailyResults, insertFixtureWorld } from '../../test/fixtures';
import { insertAll, insertRows, locationRegionRow, parameterRow, regionRow } from '../../test/rows';

// The Climate and Flows Explorer on a real PostgreSQL database: the regions, the years (from the first daily value of
// a graphed parameter to this year), the graph options as configured, and a graph's data for a region and year. The
// expected running totals are written out by hand from the fixture's daily values: the calendar total starts on
// Jan 1, the water-year total on Oct 1 of the year before and stops on Sep 30 (so Sep 30 and Oct 1 differ between the
// two), days without a value add nothing, and the graph's factor scales them. Bad input is a 400 naming the field.

const REGION = FIXTURE.region; // holds ALPHA and BETA
const OTHER_REGION = 9905; // holds GAMMA
const ALPHA = 9901; // flow
const BETA = 9902; // the right axis's parameter only
const GAMMA = 9903; // flow, in the other region
const RIGHT = 9968; // the right axis's parameter
const GRAPH = 'fixture-flow-volume';

/** A day at noon, America/Denver. */
const noon = (day: string) => `${day}T12:00:00-06:00`;

describe('climate and flows explorer', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string) => request(http).get(`/api/climate-and-flows-explorer/${path}`);
  const data = async (graph: string, group: number, year: number) => (await get(`data/${graph}?group=${group}&year=${year}`).expect(200)).body as CafDataRow[];
  const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric' }).format(new Date()));

  beforeAll(async () => {
    db = await createScratchDatabase('portal_caf');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    const ds = running.dataSource;
    await insertAll(ds, [regionRow({ ndx: OTHER_REGION, name: 'Fixture Other Region' })]);
    await insertAll(ds, [parameterRow({ ndx: RIGHT, name: 'Fixture Right', abbrev: 'R', unit: FIXTURE.unit })]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${ALPHA}, 'FIX-CAF-1', 'Fixture CAF Alpha', 901), (${BETA}, 'FIX-CAF-2', 'Fixture CAF Beta', 901),
         (${GAMMA}, 'FIX-CAF-3', 'Fixture CAF Gamma', 901)`,
    );
    await insertAll(ds, [
      locationRegionRow({ location: ALPHA, region: REGION }), locationRegionRow({ location: BETA, region: REGION }),
      locationRegionRow({ location: GAMMA, region: OTHER_REGION }),
    ]);
    await insertRows(ds, 'caf_graph_options', [
      {
        caf_group_ndx: 2, caf_graph_title: 'Fixture Flow Volume', caf_graph_route_name: GRAPH, ax1_parameter_ndx: FIXTURE.parameter, ax2_parameter_ndx: RIGHT,
        y1_axis_units: 'Volume', y2_axis_units: 'Right units', ax1_daily_chart_type: 'line', ax2_daily_chart_type: 'bar',
        ax1_daily_color: '#2CA02C', ax2_daily_color: '#FF7F0E', ax1_cumulative: true, ax1_cumulative_factor: 2,
        datacategory_ndx_defaults: [0, 2], reg_group_ndx_display: [REGION],
      },
      {
        caf_group_ndx: 1, caf_graph_title: 'Fixture Nothing', caf_graph_route_name: 'fixture-nothing', ax1_parameter_ndx: RIGHT, ax2_parameter_ndx: null,
        y1_axis_units: 'Units', y2_axis_units: null, ax1_daily_chart_type: 'bar', ax2_daily_chart_type: null,
        ax1_daily_color: '#1F77B4', ax2_daily_color: null, ax1_cumulative: false, ax1_cumulative_factor: 1,
        datacategory_ndx_defaults: [], reg_group_ndx_display: [],
      },
    ]);
    await insertDailyResults(running.dataSource, ALPHA, FIXTURE.parameter, [
      [noon('2024-06-01'), 1], [noon('2025-09-30'), 100], [noon('2025-10-01'), 10],
      // Two readings on Oct 2: the day's mean is theirs.
      [noon('2025-10-02'), 15], [`2025-10-02T20:00:00-06:00`, 25],
      [noon('2026-01-01'), 5], [noon('2026-01-03'), 7], [noon('2026-09-30'), 1], [noon('2026-10-01'), 2], [noon('2027-01-01'), 50],
    ]);
    await insertDailyResults(running.dataSource, BETA, RIGHT, [[noon('2026-01-01'), 3]]);
    await insertDailyResults(running.dataSource, GAMMA, FIXTURE.parameter, [[noon('2026-01-01'), 9]]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the regions, the years with data of a graphed parameter up to this year, and the graph options', async () => {
    const regions = (await get('inputs/regional-groups').expect(200)).body as ExplorerRegionalGroup[];
    expect(regions).toEqual([{ reg_group_ndx: REGION, reg_group_name: FIXTURE.regionName }, { reg_group_ndx: OTHER_REGION, reg_group_name: 'Fixture Other Region' }]);
    const years = (await get('inputs/list-explore-years').expect(200)).body as ExploreYear[];
    expect(years.map((y) => y.explore_year)).toEqual(Array.from({ length: thisYear - 2024 + 1 }, (_, i) => thisYear - i));
    const options = (await get('inputs/caf-graph-options').expect(200)).body as CafGraphOption[];
    expect(options.map((o) => o.caf_group_ndx)).toEqual([1, 2]);
    expect(options[1]).toEqual({
      caf_group_ndx: 2, caf_graph_title: 'Fixture Flow Volume', caf_graph_route_name: GRAPH, y1_axis_units: 'Volume',
      y2_axis_units: 'Right units', ax1_daily_chart_type: 'line', ax2_daily_chart_type: 'bar', ax1_daily_color: '#2CA02C',
      ax2_daily_color: '#FF7F0E', ax1_cumulative: true, datacategory_ndx_defaults: [0, 2], reg_group_ndx_display: [REGION],
    });
  });

  it("answers the region's daily series from Oct 1 of the year before to Dec 31, with both years' running totals", async () => {
    const rows = await data(GRAPH, REGION, 2026);
    const row = (collect_date: string, ax1: number | null, calyr: number | null, wtryr: number | null, ax2: number | null = null,
      location_ndx = ALPHA, label = 'Fixture CAF Alpha'): CafDataRow => ({
      collect_date, location_ndx, location_display_label: label, ax1_daily: ax1, ax1_daily_calyr: calyr, ax1_daily_wtryr: wtryr, ax2_daily: ax2,
    });
    expect(rows).toEqual([
      // Water year 2026 starts Oct 1 2025 (Sep 30 2025 is not asked); the calendar total starts Jan 1 2026. Factor 2.
      row('2025-10-01', 10, null, 20),
      row('2025-10-02', 20, null, 60),
      row('2026-01-01', 5, 10, 70),
      // Jan 2 has no value and adds nothing.
      row('2026-01-03', 7, 24, 84),
      // Sep 30 closes the water year; Oct 1 belongs to the next one, while the calendar total goes on.
      row('2026-09-30', 1, 26, 86),
      row('2026-10-01', 2, 30, null),
      row('2026-01-01', null, null, null, 3, BETA, 'Fixture CAF Beta'),
    ]);
    expect((await data(GRAPH, OTHER_REGION, 2026)).map((r) => [r.location_ndx, r.ax1_daily])).toEqual([[GAMMA, 9]]);
    expect(await data(GRAPH, REGION, 1990)).toEqual([]);
    expect(await data('fixture-nothing', OTHER_REGION, 2026)).toEqual([]);
  });

  it('draws a new factor at once: the cached answer goes with the configuration change', async () => {
    const before = (await data(GRAPH, REGION, 2026)).find((r) => r.collect_date === '2025-10-01');
    expect(before?.ax1_daily_wtryr).toBe(20);
    await query(`UPDATE caf_graph_options SET ax1_cumulative_factor = 3 WHERE caf_graph_route_name = '${GRAPH}'`);
    try {
      expect((await data(GRAPH, REGION, 2026)).find((r) => r.collect_date === '2025-10-01')?.ax1_daily_wtryr).toBe(30);
    } finally {
      await query(`UPDATE caf_graph_options SET ax1_cumulative_factor = 2 WHERE caf_graph_route_name = '${GRAPH}'`);
    }
  });

  it('answers a 404 naming an unknown graph or region', async () => {
    expect((await get(`data/no-such-graph?group=${REGION}&year=2026`).expect(404)).body.message).toBe('There is no graph no-such-graph.');
    expect((await get(`data/${GRAPH}?group=9999&year=2026`).expect(404)).body.message).toBe('There is no region 9999.');
  });

  it('refuses bad input with a 400 naming the field, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const ok = `group=${REGION}&year=2026`;
    const cases: [string, string][] = [
      [`data/Bad_Name?${ok}`, 'caf_graph_route_name'],
      [`data/-leading?${ok}`, 'caf_graph_route_name'],
      [`data/${'a'.repeat(101)}?${ok}`, 'caf_graph_route_name'],
      [`data/${GRAPH}?year=2026`, 'group'],
      [`data/${GRAPH}?group=abc&year=2026`, 'group'],
      [`data/${GRAPH}?group=0&year=2026`, 'group'],
      [`data/${GRAPH}?group=1.5&year=2026`, 'group'],
      [`data/${GRAPH}?group=2147483648&year=2026`, 'group'],
      [`data/${GRAPH}?group=${REGION}`, 'year'],
      [`data/${GRAPH}?group=${REGION}&year=1849`, 'year'],
      [`data/${GRAPH}?group=${REGION}&year=2101`, 'year'],
      [`data/${GRAPH}?group=${REGION}&year=2026.5`, 'year'],
      [`data/${GRAPH}?group=${REGION}&year=twenty`, 'year'],
      [`data/${GRAPH}?group=${REGION}&year=2026%27%3B--`, 'year'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, (res.body.fields as { field: string }[]).map((f) => f.field)]).toEqual([path, [field]]);
    }
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });
});
