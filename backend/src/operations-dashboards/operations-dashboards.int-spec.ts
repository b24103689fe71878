import request from 'supertest';
import type { App } from 'supertest/types';
import {
  type BatteryWidgetRow, type DashboardStatsRow, type DashboardWidgetSeries, type ExtremesWidgetRow, freshnessAt, type SevenDayGraphRow,
  type WaterElevationWidgetRow,
} from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { dataSourceRow, insertAll, insertRows, locationTypeRow, parameterRow, sourceCategoryRow, unitRow } from '../../test/rows';
import { dashboardStatsQuery, extremesWidgetQuery } from './operations-dashboards.queries';

// The operations dashboards on a real PostgreSQL database: the answers as the product's configuration feeds them,
// the operator day (05:00 to 05:00 America/Denver) on both daylight-saving days and across a gap in the record,
// freshness and stuck sensors, the refusals, and who may call.

/** The product's ids, which the migration's configuration names. */
const P = { temperature: 169, percentFull: 1539, battery: 1538, flow: 1536, dissolvedOxygen: 60 } as const;
const L = { yamcolo: 52, river: 54, ditch: 55, stagecoach: 655, outlet: 656, above: 2, below: 44 } as const;
const SOURCE = 9601;

describe('operations dashboards', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let stakeholder: string;
  let user: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string, token = stakeholder) => request(http).get(`/api/${path}`).set('authorization', `Bearer ${token}`);
  const post = (path: string, body: unknown, token = stakeholder) =>
    request(http).post(`/api/${path}`).set('authorization', `Bearer ${token}`).send(body as object);

  /** Rows at instants written as SQL expressions (`now() - interval '5 minutes'`, or a literal with its offset). */
  async function insert(location: number, parameter: number, rows: [string, number][]): Promise<void> {
    const values = rows.map(([at, value]) => `((${at})::timestamptz, ${value}::float8)`).join(', ');
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT $1, $2, v.t, $3, 'telemetry', v.value, p.unit_ndx
         FROM (VALUES ${values}) v(t, value) JOIN parameters p ON p.parameter_ndx = $2`,
      [location, parameter, SOURCE],
    );
  }

  /** Every 15 minutes in [from, to) (SQL expressions), the value a SQL expression of `t` gives. */
  async function insertEvery15(location: number, parameter: number, from: string, to: string, valueOfT: string): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT $1, $2, t, $3, 'telemetry', ${valueOfT}, p.unit_ndx
         FROM generate_series((${from})::timestamptz, (${to})::timestamptz - interval '1 microsecond', interval '15 minutes') t
         JOIN parameters p ON p.parameter_ndx = $2`,
      [location, parameter, SOURCE],
    );
  }

  /** Everything a dashboard call could write: results and the configuration. */
  const state = async () =>
    (await query(`
      SELECT (SELECT count(*)::int FROM results) AS results,
             (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM operations_dashboard_widgets t) AS widgets,
             (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM operations_settings t) AS settings`))[0];

  beforeAll(async () => {
    db = await createScratchDatabase('portal_operations_dashboards');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [stakeholder, user] = await Promise.all([demoAccessToken(base, 'stakeholder'), demoAccessToken(base, 'user')]);
    const ds = running.dataSource;
    await insertAll(ds, [locationTypeRow({ ndx: 9601, name: 'Fixture Telemetry', color: '#17BECF' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9601 })]);
    await insertAll(ds, [dataSourceRow({ ndx: SOURCE, name: 'Fixture Loggers', dataTypes: '15-minute', category: 9601 })]);
    await insertAll(ds, [
      unitRow({ ndx: 9601, name: 'deg F', display: '°F' }), unitRow({ ndx: 9602, name: 'percent', display: '%' }),
      unitRow({ ndx: 9603, name: 'volts', display: 'V' }), unitRow({ ndx: 9604, name: 'cfs' }), unitRow({ ndx: 9605, name: 'mg/l', display: 'mg/L' }),
    ]);
    await insertAll(ds, [
      parameterRow({ ndx: P.temperature, name: 'Water Temperature', abbrev: 'Temp', unit: 9601 }),
      parameterRow({ ndx: P.percentFull, name: 'Reservoir Percent Full', abbrev: '% Full', unit: 9602 }),
      parameterRow({ ndx: P.battery, name: 'Battery Voltage', abbrev: 'Battery', unit: 9603 }),
      parameterRow({ ndx: P.flow, name: 'Discharge, 15-Minute', abbrev: 'Flow', unit: 9604 }),
      parameterRow({ ndx: P.dissolvedOxygen, name: 'Dissolved Oxygen', abbrev: 'DO', unit: 9605 }),
    ]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${L.yamcolo}, 'FIX-YAMCOLO', 'Fixture Yamcolo Reservoir', 9601), (${L.river}, 'FIX-RIVER', 'Fixture River', 9601),
         (${L.ditch}, 'FIX-DITCH', 'Fixture Ditch', 9601), (${L.stagecoach}, 'FIX-STAGECOACH', 'Fixture Stagecoach', 9601),
         (${L.outlet}, 'FIX-OUTLET', 'Fixture Outlet', 9601), (${L.above}, 'FIX-ABOVE', 'Fixture Above', 9601),
         (${L.below}, 'FIX-BELOW', 'Fixture Below', 9601)`,
    );
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  describe('the operator day', () => {
    const windows = async (at: string) =>
      (await query(
        `SELECT to_char(today_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS today,
                to_char(day_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS day,
                to_char(week_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') AS week,
                extract(epoch FROM today_start - day_start)::int / 3600 AS hours
           FROM operator_day_windows($1::timestamptz)`, [at]))[0];

    it('runs from 05:00 to 05:00 America/Denver: 23 hours on the spring-forward day, 25 on the fall-back day', async () => {
      expect(await windows('2024-03-10T12:00:00-06:00')).toEqual({
        today: '2024-03-10T11:00Z', day: '2024-03-09T12:00Z', week: '2024-03-03T12:00Z', hours: 23,
      });
      expect(await windows('2024-11-03T12:00:00-07:00')).toEqual({
        today: '2024-11-03T12:00Z', day: '2024-11-02T11:00Z', week: '2024-10-27T11:00Z', hours: 25,
      });
      // Before 05:00 the current operator day is still yesterday's.
      expect(await windows('2024-07-01T04:59:00-06:00')).toMatchObject({ today: '2024-06-30T11:00Z', day: '2024-06-29T11:00Z', hours: 24 });
      expect(await windows('2024-07-01T05:00:00-06:00')).toMatchObject({ today: '2024-07-01T11:00Z' });
    });

    it('starts at the one configured hour, for every figure', async () => {
      await query(`UPDATE operations_settings SET operator_day_start_hour = 6`);
      try {
        expect(await windows('2024-07-01T05:30:00-06:00')).toMatchObject({ today: '2024-06-30T12:00Z', day: '2024-06-29T12:00Z' });
      } finally {
        await query(`UPDATE operations_settings SET operator_day_start_hour = 5`);
      }
    });

    it('starts at the first of the two 01:00s on the autumn daylight-saving date, when that is the configured hour', async () => {
      await query(`UPDATE operations_settings SET operator_day_start_hour = 1`);
      try {
        // 2024-11-03: 01:00 MDT (07:00Z) comes first and 01:00 MST (08:00Z) an hour later; the first 01:30 is in the new day.
        expect(await windows('2024-11-03T01:30:00-06:00')).toMatchObject({ today: '2024-11-03T07:00Z', day: '2024-11-02T07:00Z', hours: 24 });
        // So that operator day is 25 hours long, to 01:00 MST the next morning.
        expect(await windows('2024-11-04T12:00:00-07:00')).toMatchObject({ today: '2024-11-04T08:00Z', day: '2024-11-03T07:00Z', hours: 25 });
        // The spring-forward date keeps its single 01:00 (MST).
        expect(await windows('2024-03-10T12:00:00-06:00')).toMatchObject({ today: '2024-03-10T08:00Z', day: '2024-03-09T08:00Z', hours: 24 });
      } finally {
        await query(`UPDATE operations_settings SET operator_day_start_hour = 5`);
      }
    });
  });

  describe('5am statistics on days that are not 24 hours long, and across a gap', () => {
    const outletTemperature = async (at: string): Promise<DashboardStatsRow> => {
      const rows = await dashboardStatsQuery(running.dataSource, new Date(at), 'getDashboardStagecoachStats');
      return rows.find((r) => r.location_display_label === 'Outlet Temperature (F)') as DashboardStatsRow;
    };
    const outletExtremes = async (at: string): Promise<ExtremesWidgetRow> =>
      (await extremesWidgetQuery(running.dataSource, new Date(at), { location_ndx: [L.outlet], parameter_ndx: [P.temperature] }))[0];

    /**
     * A day of 15-minute values whose extremes sit on the window's edges: 1 in the two hours before it, 2 at its first
     * instant, 10 inside, 50 at its last 15 minutes, 77 at 05:00 today and 1000 after; and -5 at the first instant of
     * the seven days, -50 just before them. A window one hour off in either direction changes the low or the high.
     */
    async function insertDay(weekStart: string, dayStart: string, todayStart: string, at: string): Promise<void> {
      await insert(L.outlet, P.temperature, [[`'${weekStart}'::timestamptz - interval '15 minutes'`, -50], [`'${weekStart}'`, -5]]);
      await insertEvery15(L.outlet, P.temperature, `'${dayStart}'`, `'${at}'`, `CASE WHEN t = '${dayStart}'::timestamptz THEN 2
          WHEN t = '${todayStart}'::timestamptz - interval '15 minutes' THEN 50 WHEN t < '${todayStart}'::timestamptz THEN 10
          WHEN t = '${todayStart}'::timestamptz THEN 77 ELSE 1000 END`);
      await insertEvery15(L.outlet, P.temperature, `'${dayStart}'::timestamptz - interval '2 hours'`, `'${dayStart}'`, '1');
      await insert(L.outlet, P.temperature, [[`'${at}'`, 1000]]);
    }

    const expectDay = (row: DashboardStatsRow, values: number) => {
      expect(row).toMatchObject({ min_24hour: 2, max_24hour: 50, value_5am_today: 77, value_last_report: 1000 });
      expect(row.avg_24hour).toBeCloseTo((2 + 50 + 10 * (values - 2)) / values, 10);
    };

    it('spring forward (10 March 2024): the last operator day is 23 hours, 92 values', async () => {
      const at = '2024-03-10T12:00:00-06:00';
      await insertDay('2024-03-03T05:00:00-07:00', '2024-03-09T05:00:00-07:00', '2024-03-10T05:00:00-06:00', at);
      const row = await outletTemperature(at);
      expectDay(row, 92);
      expect(row.last_report).toBe('2024-03-10T18:00:00Z');
      expect(await outletExtremes(at)).toMatchObject({ min_24hr: 2, max_24hr: 50, min_7day: -5, max_7day: 50 });
    });

    it('fall back (3 November 2024): the last operator day is 25 hours, 100 values', async () => {
      const at = '2024-11-03T12:00:00-07:00';
      await insertDay('2024-10-27T05:00:00-06:00', '2024-11-02T05:00:00-06:00', '2024-11-03T05:00:00-07:00', at);
      expectDay(await outletTemperature(at), 100);
      expect(await outletExtremes(at)).toMatchObject({ min_24hr: 2, max_24hr: 50, min_7day: -5, max_7day: 50 });
    });

    it('a day with a gap: statistics of the values there are, 5am Today the last value before 05:00, and a stale flag', async () => {
      // 20 until 08:00 on 14 June, nothing until 20:00, 30 until 03:00 on the 15th, then nothing.
      await insertEvery15(L.outlet, P.temperature, `'2024-06-14T00:00:00-06:00'`, `'2024-06-14T08:00:00-06:00'`, '20');
      await insertEvery15(L.outlet, P.temperature, `'2024-06-14T20:00:00-06:00'`, `'2024-06-15T03:15:00-06:00'`, '30');
      const row = await outletTemperature('2024-06-15T12:00:00-06:00');
      // [05:00, 08:00): 12 values of 20; [20:00, 03:00]: 29 values of 30.
      expect(row).toMatchObject({
        min_24hour: 20, max_24hour: 30, value_5am_today: 30, value_last_report: 30, last_report: '2024-06-15T09:00:00Z',
        age_minutes: 540, freshness: 'stale', possibly_stuck: true,
      });
      expect(row.avg_24hour).toBeCloseTo((12 * 20 + 29 * 30) / 41, 10);
    });
  });

  describe('the answers now', () => {
    const body = (location_ndx: number[], parameter_ndx: number[]) => ({ location_ndx, parameter_ndx });
    /** An instant `offset` after the start of the last complete operator day (as the tested function gives it). */
    const inLastDay = (offset: string) => `(SELECT day_start FROM operator_day_windows(now())) + interval '${offset}'`;
    /** `ago` before now, but never inside the last operator day (whose end may be a minute ago). */
    const recent = (ago: string) => `greatest(now() - interval '${ago}', (SELECT today_start FROM operator_day_windows(now())))`;

    beforeAll(async () => {
      await insert(L.yamcolo, P.percentFull, [[`now() - interval '20 minutes'`, 86], [`now() - interval '5 minutes'`, 87.5]]);
      // Battery: Yamcolo varied and fresh with a 24-hour low; the river logger repeats itself and is late; the ditch stale.
      await insert(L.yamcolo, P.battery, [[inLastDay('3 hours'), 11.2], [inLastDay('9 hours'), 12.9], [`now() - interval '10 minutes'`, 12.6]]);
      await insert(L.river, P.battery, Array.from({ length: 12 }, (_, i) => [`now() - interval '${50 + 15 * i} minutes'`, 12.5] as [string, number]));
      await insert(L.ditch, P.battery, [[`now() - interval '3 hours'`, 12.1]]);
      await insert(L.outlet, P.dissolvedOxygen, [[inLastDay('1 hour'), 7.5], [inLastDay('2 hours'), 5.5], [recent('1 minute'), 8]]);
      await insert(L.above, P.flow, [[inLastDay('0 hours'), 100], [inLastDay('12 hours'), 120], [recent('2 minutes'), 110]]);
      // Loggers report on the quarter hour, so the lines of one instant share a row.
      const hoursAgo = (hours: number) => `date_trunc('hour', now()) - interval '${hours} hours'`;
      await insert(L.yamcolo, P.temperature, [[hoursAgo(1), 40.5], [hoursAgo(8 * 24), 39]]);
      await insert(L.river, P.temperature, [[hoursAgo(1), 38.25], [hoursAgo(2), 38]]);
    });

    it('lists the series of each widget from the configuration, and follows a change to it', async () => {
      const yamcolo = (await get('dashboard-yamcolo-widgets').expect(200)).body as DashboardWidgetSeries[];
      expect(yamcolo).toEqual([
        { widget_key: 'postDashboardYamcoloWidgetsWaterElevation', location_ndx: [52], parameter_ndx: [1539] },
        { widget_key: 'postDashboardYamcoloWidgetsTemp', location_ndx: [52], parameter_ndx: [169] },
        { widget_key: 'postDashboardYamcoloWidgetsBattery', location_ndx: [52, 54, 55], parameter_ndx: [1538] },
        { widget_key: 'postDashboardYamcoloWidgetsDissolvedOxygen', location_ndx: [52], parameter_ndx: [60] },
      ]);
      await query(`UPDATE operations_dashboard_widgets SET location_ndx = 657 WHERE widget_key = 'postDashboardStagecoachWidgetsWaterElevation'`);
      try {
        const stagecoach = (await get('dashboard-stagecoach-widgets').expect(200)).body as DashboardWidgetSeries[];
        expect(stagecoach.map((w) => [w.widget_key, w.location_ndx, w.parameter_ndx])).toEqual([
          ['postDashboardStagecoachWidgetsWaterElevation', [657], [1539]],
          ['postDashboardStagecoachWidgetsTemp', [656], [169]],
          ['postDashboardStagecoachWidgetsDissolvedOxygen', [656], [60]],
        ]);
      } finally {
        await query(`UPDATE operations_dashboard_widgets SET location_ndx = 655 WHERE widget_key = 'postDashboardStagecoachWidgetsWaterElevation'`);
      }
    });

    it('tells the live push which answers show which series', async () => {
      const rows = (await query(
        `SELECT widget_key, location_ndx, parameter_ndx FROM operations_dashboards_live_series
          WHERE location_ndx = 656 ORDER BY widget_key, parameter_ndx`,
      )) as { widget_key: string; location_ndx: number; parameter_ndx: number }[];
      expect(rows).toEqual([
        { widget_key: 'getDashboardStagecoachStats', location_ndx: 656, parameter_ndx: 60 },
        { widget_key: 'getDashboardStagecoachStats', location_ndx: 656, parameter_ndx: 169 },
        { widget_key: 'postDashboardStagecoachWidgetsDissolvedOxygen', location_ndx: 656, parameter_ndx: 60 },
        { widget_key: 'postDashboardStagecoachWidgetsTemp', location_ndx: 656, parameter_ndx: 169 },
      ]);
    });

    it('Reservoir % Full: the last value as a fraction, its age and freshness; Unavailable without data; never cached', async () => {
      const res = await post('dashboard-yamcolo-widgets/water-elevation', body([L.yamcolo], [P.percentFull])).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const [row] = res.body as WaterElevationWidgetRow[];
      expect(row).toMatchObject({ percent_full: 0.875, freshness: 'fresh', possibly_stuck: false });
      expect(row.age_minutes).toBeGreaterThanOrEqual(4);
      expect(row.age_minutes).toBeLessThanOrEqual(6);
      const empty = (await post('dashboard-stagecoach-widgets/water-elevation', body([L.stagecoach], [P.percentFull])).expect(200)).body;
      expect(empty).toEqual([{
        percent_full: 'Unavailable', last_report: null, age_minutes: null, freshness: null, possibly_stuck: false,
        late_after_minutes: 30, stale_after_minutes: 120,
      }]);
    });

    it('Battery 24-hour Minimums: one row per logger in the order asked, with late, stale and stuck flags', async () => {
      const rows = (await post('dashboard-yamcolo-widgets/battery', body([L.yamcolo, L.river, L.ditch, 999999], [P.battery])).expect(200))
        .body as BatteryWidgetRow[];
      // The river's and the ditch's readings are recent, so whether they fall in the last operator day depends on the hour.
      expect(rows.map(({ location_id, result_value, freshness, possibly_stuck }) => ({ location_id, result_value, freshness, possibly_stuck })))
        .toEqual([
          { location_id: 'FIX-YAMCOLO', result_value: 12.6, freshness: 'fresh', possibly_stuck: false },
          { location_id: 'FIX-RIVER', result_value: 12.5, freshness: 'late', possibly_stuck: true },
          { location_id: 'FIX-DITCH', result_value: 12.1, freshness: 'stale', possibly_stuck: false },
        ]);
      expect(rows[0].min_24hr).toBe(11.2);
      expect(rows[0].location_name).toBe('Fixture Yamcolo Reservoir');
    });

    it('temperature and dissolved oxygen: the 24-hour low and high of the last operator day, its window and the newest reading', async () => {
      const [row] = (await post('dashboard-stagecoach-widgets/dissolved-oxygen', body([L.outlet], [P.dissolvedOxygen])).expect(200))
        .body as ExtremesWidgetRow[];
      expect(row).toMatchObject({ min_24hr: 5.5, max_24hr: 7.5, min_7day: 5.5, max_7day: 7.5, freshness: 'fresh', last_value: 8 });
      const [w] = (await query(
        `SELECT to_char(day_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS window_24hr_start,
                to_char(today_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS window_24hr_end,
                to_char(week_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS window_7day_start
           FROM operator_day_windows(now())`)) as Pick<ExtremesWidgetRow, 'window_24hr_start' | 'window_24hr_end' | 'window_7day_start'>[];
      expect(row).toMatchObject(w);
      for (const path of ['dashboard-yamcolo-widgets/temp', 'dashboard-yamcolo-widgets/dissolved-oxygen', 'dashboard-stagecoach-widgets/temp']) {
        await post(path, body([L.yamcolo], [P.temperature])).expect(200);
      }
    });

    it('the statistics tables: one row per configured column, table by table, with the spec fields', async () => {
      const rows = (await get('dashboard-stagecoach-stats').expect(200)).body as DashboardStatsRow[];
      expect(rows.map((r) => [r.stats_table_num, r.stats_table_name, r.location_display_label])).toEqual([
        [1, 'Flows Above and Below (cfs)', 'Above Reservoir'],
        [1, 'Flows Above and Below (cfs)', 'Below Reservoir'],
        [2, 'Temperature & Dissolved Oxygen', 'Outlet Temperature (F)'],
        [2, 'Temperature & Dissolved Oxygen', 'Outlet Dissolved Oxygen (mg/l)'],
      ]);
      expect(rows[0]).toMatchObject({ value_last_report: 110, avg_24hour: 110, max_24hour: 120, min_24hour: 100, freshness: 'fresh' });
      expect(rows[1]).toMatchObject({ value_last_report: null, last_report: null, freshness: null, avg_24hour: null });
      // Each column says which operator day its 24-hour figures cover.
      const [w] = await query(`SELECT day_start, today_start FROM operator_day_windows(now())`);
      expect(rows.map((r) => [Date.parse(r.window_24hr_start), Date.parse(r.window_24hr_end)]))
        .toEqual(rows.map(() => [w.day_start.getTime(), w.today_start.getTime()]));
      const yamcolo = (await get('dashboard-yamcolo-stats').expect(200)).body as DashboardStatsRow[];
      expect(yamcolo.find((r) => r.stats_table_num === 1 && r.location_display_label === 'River')).toMatchObject({ value_last_report: 38.25 });
    });

    it('judges age and freshness by the thresholds it answers with, the one rule a screen applies as time passes', async () => {
      const asked = Date.now();
      const rows = (await post('dashboard-yamcolo-widgets/battery', body([L.yamcolo, L.river, L.ditch], [P.battery])).expect(200))
        .body as BatteryWidgetRow[];
      for (const row of rows) {
        expect(row).toMatchObject({ late_after_minutes: 30, stale_after_minutes: 120 });
        const ageMs = asked - Date.parse(row.last_report as string);
        // The answer is as of the second it was built in (at most a second after it was asked).
        expect(row.age_minutes).toBeGreaterThanOrEqual(Math.floor(ageMs / 60_000) - 1);
        expect(row.age_minutes).toBeLessThanOrEqual(Math.floor((ageMs + 2000) / 60_000));
        expect(row.freshness).toBe(freshnessAt(row, asked + 1000).freshness);
      }
      await query(`UPDATE location_reporting_intervals SET expected_interval_minutes = 5 WHERE location_ndx = $1`, [L.yamcolo]);
      try {
        const [yamcolo] = (await post('dashboard-yamcolo-widgets/battery', body([L.yamcolo], [P.battery])).expect(200)).body as BatteryWidgetRow[];
        // 10 minutes old: at 5-minute reports that is exactly two intervals, still fresh; a minute later it is late.
        expect(yamcolo).toMatchObject({ late_after_minutes: 10, stale_after_minutes: 40 });
        expect(freshnessAt(yamcolo, Date.parse(yamcolo.last_report as string) + 11 * 60_000)).toEqual({ age_minutes: 11, freshness: 'late' });
      } finally {
        await query(`UPDATE location_reporting_intervals SET expected_interval_minutes = 15 WHERE location_ndx = $1`, [L.yamcolo]);
      }
    });

    it('a series resting at its configured resting value is not possibly stuck; one frozen at a working value is', async () => {
      const quarters = (value: number) => Array.from({ length: 14 }, (_, i) => [`date_trunc('hour', now()) - interval '${15 * i} minutes'`, value] as [string, number]);
      // The ditch's flow rests at 0 cfs out of season (the configuration's resting value); the river's gauge froze at 42 cfs.
      await insert(L.ditch, P.flow, quarters(0));
      await insert(L.river, P.flow, quarters(42));
      try {
        const flows = () => get('dashboard-yamcolo-stats').expect(200)
          .then((res) => (res.body as DashboardStatsRow[]).filter((r) => r.stats_table_name === 'Flows (cfs)'));
        expect((await flows()).map((r) => [r.location_display_label, r.value_last_report, r.possibly_stuck]))
          .toEqual([['River', 42, true], ['Ditch', 0, false]]);
        // The same ditch frozen at a working value is flagged.
        await query(`UPDATE results SET value = 18 WHERE location_ndx = $1 AND parameter_ndx = $2`, [L.ditch, P.flow]);
        expect((await flows()).map((r) => [r.location_display_label, r.possibly_stuck])).toEqual([['River', true], ['Ditch', true]]);
        // And an administrator can name another series' resting value.
        await insertRows(running.dataSource, 'operations_series_resting_values', [{ location_ndx: L.river, parameter_ndx: P.flow, resting_value: 42 }]);
        expect((await flows()).map((r) => [r.location_display_label, r.possibly_stuck])).toEqual([['River', false], ['Ditch', true]]);
      } finally {
        await query(`DELETE FROM operations_series_resting_values WHERE location_ndx = $1`, [L.river]);
        await query(`DELETE FROM results WHERE location_ndx IN ($1, $2) AND parameter_ndx = $3`, [L.ditch, L.river, P.flow]);
      }
    });

    it('the 7-day graph: the lines at each 15-minute instant of the last seven days, with the threshold lines', async () => {
      const rows = (await get('dashboard-yamcolo7daygraph').expect(200)).body as SevenDayGraphRow[];
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ units: 'deg F', reservoir: null, river: 38, ditch: null });
      expect(rows[1]).toMatchObject({
        reservoir: 40.5, river: 38.25, ditch: null,
        thr1_32deg: 32, thr2_heater2_on: 33, thr3_heater1_on: 34, thr4_heater2_off: 35, thr5_heater1_off: 36,
      });
      expect(Date.parse(rows[1].collect_timestamp) - Date.parse(rows[0].collect_timestamp)).toBe(3_600_000);
    });

    it('the 7-day graph follows a new value and a moved threshold at once, and is never stored by clients', async () => {
      await get('dashboard-yamcolo7daygraph').expect(200);
      await insert(L.ditch, P.temperature, [[`date_trunc('hour', now()) - interval '1 hour'`, 33.5]]);
      await query(`UPDATE operations_dashboard_graph_thresholds SET value = 37 WHERE threshold = 'thr5_heater1_off'`);
      try {
        const res = await get('dashboard-yamcolo7daygraph').expect(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect((res.body as SevenDayGraphRow[])[1]).toMatchObject({ reservoir: 40.5, river: 38.25, ditch: 33.5, thr5_heater1_off: 37 });
      } finally {
        await query(`UPDATE operations_dashboard_graph_thresholds SET value = 36 WHERE threshold = 'thr5_heater1_off'`);
      }
    });

    it('the widgets and statistics tables follow a new value and a configuration change at once', async () => {
      // Answers are shared for the second they were built in: what changed since must show in the next one anyway.
      const ditchBattery = async () =>
        ((await post('dashboard-yamcolo-widgets/battery', body([L.ditch], [P.battery])).expect(200)).body as BatteryWidgetRow[])[0];
      const aboveReservoir = async () =>
        ((await get('dashboard-stagecoach-stats').expect(200)).body as DashboardStatsRow[]).find((r) => r.stats_table_num === 1);
      expect(await ditchBattery()).toMatchObject({ result_value: 12.1, freshness: 'stale' });
      const before = (await aboveReservoir()) as DashboardStatsRow;
      expect(before.location_display_label).toBe('Above Reservoir');
      try {
        await query(`UPDATE location_reporting_intervals SET expected_interval_minutes = 100000 WHERE location_ndx = $1`, [L.ditch]);
        expect(await ditchBattery()).toMatchObject({ result_value: 12.1, freshness: 'fresh' });
        await query(`UPDATE operations_dashboard_stats_columns SET location_display_label = 'Above the Reservoir'
                      WHERE widget_key = 'getDashboardStagecoachStats' AND location_display_label = 'Above Reservoir'`);
        expect(await aboveReservoir()).toEqual({ ...before, location_display_label: 'Above the Reservoir' });
        await insert(L.ditch, P.battery, [[`now() - interval '1 second'`, 11.9]]);
        expect(await ditchBattery()).toMatchObject({ result_value: 11.9, freshness: 'fresh', age_minutes: 0 });
      } finally {
        await query(`UPDATE location_reporting_intervals SET expected_interval_minutes = 15 WHERE location_ndx = $1`, [L.ditch]);
        await query(`UPDATE operations_dashboard_stats_columns SET location_display_label = 'Above Reservoir'
                      WHERE widget_key = 'getDashboardStagecoachStats' AND location_display_label = 'Above the Reservoir'`);
        await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2 AND value = 11.9`, [L.ditch, P.battery]);
      }
    });

    it('refuses bad bodies with a 400 naming the field, and writes nothing', async () => {
      const cases: [unknown, string][] = [
        [{ parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: [L.yamcolo] }, 'parameter_ndx'],
        [{ location_ndx: [], parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: ['52'], parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: [L.yamcolo], parameter_ndx: [1.5] }, 'parameter_ndx'],
        [{ location_ndx: [0], parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: [L.yamcolo, L.yamcolo], parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: [2_147_483_648], parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: L.yamcolo, parameter_ndx: [P.percentFull] }, 'location_ndx'],
        [{ location_ndx: [L.yamcolo], parameter_ndx: [P.percentFull], extra: 1 }, 'extra'],
      ];
      const before = await state();
      for (const [bad, field] of cases) {
        const res = await post('dashboard-yamcolo-widgets/battery', bad).expect(400);
        expect((res.body.fields as { field: string }[]).map((f) => f.field)).toContain(field);
        expect(res.body.message).toContain(`${field}: `);
      }
      await post('dashboard-stagecoach-widgets/temp', 'not json').set('content-type', 'application/json').expect(400);
      expect(await state()).toEqual(before);
    });

    it('answers Stakeholders; other signed-in users get 403 and anonymous callers 401', async () => {
      await get('dashboard-yamcolo-stats', user).expect(403);
      await post('dashboard-yamcolo-widgets/water-elevation', body([L.yamcolo], [P.percentFull]), user).expect(403);
      await request(http).get('/api/dashboard-stagecoach-stats').expect(401);
      await get('dashboard-stagecoach-widgets').expect(200);
    });
  });
});
