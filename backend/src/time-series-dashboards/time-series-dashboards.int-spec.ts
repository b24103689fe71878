import request from 'supertest';
import type { App } from 'supertest/types';
import { ROUTES, type RouteName, type TimeSeriesDataPoint } from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { dataSourceRow, insertAll, insertRows, locationTypeRow, parameterRow, sourceCategoryRow, sql, unitRow } from '../../test/rows';

// The reservoir time-series dashboards on a real PostgreSQL database: the configured choices and series, the
// 15-minute, hourly and daily data (the last two from the rollups), the hourly rollup across daylight-saving days,
// the reduction of a year-long series, the refusals and who may call.

/** The portal's parameter ids the migration's default configuration names. */
const P = { temperature: 169, flow: 1536, percentFull: 1539, battery: 1538 } as const;
const SOURCE = 9701;

describe('time-series dashboards', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let stakeholder: string;
  let user: string;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const post = (path: string, body: object | undefined, token: string | null = stakeholder) => {
    const req = request(http).post(`/api/${path}`);
    if (token) req.set('authorization', `Bearer ${token}`);
    return body === undefined ? req : req.send(body);
  };

  /** 15-minute readings of one series: [America/Denver local time, value] pairs. */
  async function insertReadings(location: number, parameter: number, rows: [string, number][]): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT $1, $2, r.local::timestamp AT TIME ZONE 'America/Denver', $3, 'telemetry', r.value, p.unit_ndx
         FROM unnest($4::text[], $5::float8[]) AS r(local, value)
         JOIN parameters p ON p.parameter_ndx = $2`,
      [location, parameter, SOURCE, rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
  }

  /** Every 15 minutes of the local days [first, last], with value(i) for the i-th reading. */
  function quarterHours(first: string, days: number, value: (i: number) => number): [string, number][] {
    const rows: [string, number][] = [];
    const start = Date.parse(`${first}T00:00:00Z`);
    for (let i = 0; i < days * 96; i += 1) rows.push([new Date(start + i * 900_000).toISOString().slice(0, 16).replace('T', ' '), value(i)]);
    return rows;
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_time_series_dashboards');
    let base: string;
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    [stakeholder, user] = await Promise.all([demoAccessToken(base, 'stakeholder'), demoAccessToken(base, 'user')]);
    const ds = running.dataSource;
    await insertAll(ds, [locationTypeRow({ ndx: 9701, name: 'Fixture Telemetry', color: '#17BECF' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9701 })]);
    await insertAll(ds, [dataSourceRow({ ndx: SOURCE, name: 'Fixture Telemetry', dataTypes: '15-minute', category: 9701 })]);
    await insertAll(ds, [
      unitRow({ ndx: 9701, name: 'deg F', display: '°F' }), unitRow({ ndx: 9702, name: 'cfs' }), unitRow({ ndx: 9703, name: 'percent', display: '%' }),
      unitRow({ ndx: 9704, name: 'volts', display: 'V' }),
    ]);
    await insertAll(ds, [
      parameterRow({ ndx: P.temperature, name: 'Water Temperature', abbrev: 'Temp', unit: 9701 }),
      parameterRow({ ndx: P.flow, name: 'Discharge, 15-Minute', abbrev: 'Flow', unit: 9702 }),
      parameterRow({ ndx: P.percentFull, name: 'Percent Full', abbrev: '% Full', unit: 9703 }),
      parameterRow({ ndx: P.battery, name: 'Battery', unit: 9704 }),
    ]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (52, 'FIX-YAMCOLO', 'Yamcolo', 9701), (54, 'FIX-RIVER', 'River', 9701), (55, 'FIX-DITCH', 'Ditch', 9701)`,
    );
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  describe('choices and series', () => {
    it('answers each reservoir\'s timestep choices in display order', async () => {
      expect((await post('resops-ts-yamcolo-timestep-options', { filters: {} }).expect(200)).body).toEqual([
        { data_table_name: 'yamcolo-15-min', option_name: '15-Minute', date_range_days: 7 },
        { data_table_name: 'yamcolo-hourly', option_name: 'Hourly', date_range_days: 30 },
        { data_table_name: 'yamcolo-daily', option_name: 'Daily', date_range_days: 365 },
      ]);
      const stagecoach = (await post('resops-ts-stagecoach-timestep-options', {}).expect(200)).body as { data_table_name: string }[];
      expect(stagecoach.map((t) => t.data_table_name)).toEqual(['stagecoach15-min', 'stagecoach-hourly', 'stagecoach-daily']);
    });

    it('answers the left and right axis choices; every data path a timestep names is a route', async () => {
      expect((await post('resops-ts-yamcolo-left-axis-options', { filters: {} }).expect(200)).body).toEqual([
        { axis: 'water-temperature', parameter_display_abbrev: 'Water Temp', unit_display_name: '°F' },
        { axis: 'percent-full', parameter_display_abbrev: '% Full', unit_display_name: '%' },
        { axis: 'battery', parameter_display_abbrev: 'Battery', unit_display_name: 'V' },
        { axis: 'flow', parameter_display_abbrev: 'Flow', unit_display_name: 'cfs' },
      ]);
      const right = (await post('resops-ts-stagecoach-right-axis-options', { filters: {} }).expect(200)).body as { axis: string }[];
      expect(right.map((a) => a.axis)).toEqual(['flow', 'dissolved-oxygen', 'percent-full', 'elevation', 'water-temperature']);
      const paths = new Set(Object.values(ROUTES).map((r) => r.path));
      const timesteps = (await query(`SELECT data_table_name FROM time_series_dashboard_timesteps`)) as { data_table_name: string }[];
      for (const t of timesteps) expect(paths).toContain(`resops-ts-${t.data_table_name}`);
    });

    it('answers an axis choice\'s series with their styles, and none for an axis the side does not offer', async () => {
      expect((await post('resops-ts-yamcolo-right-axis-series', { filters: { axis: 'flow' } }).expect(200)).body).toEqual([
        { axis: 'flow', series_ndx: 4, line_weight: 2, line_type: null, legend_color: '#FF7F00', series_display_label: 'River Flow' },
        { axis: 'flow', series_ndx: 5, line_weight: 2, line_type: 'dotted', legend_color: '#6A3D9A', series_display_label: 'Ditch Flow' },
      ]);
      const battery = (await post('resops-ts-yamcolo-left-axis-series', { filters: { axis: 'battery' } }).expect(200)).body;
      expect(battery.map((s: { line_type: string | null; line_weight: number }) => [s.line_type, s.line_weight])).toEqual([[null, 1.5], ['dashed', 1.5], ['dotted', 1.5]]);
      expect((await post('resops-ts-stagecoach-left-axis-series', { filters: { axis: 'battery' } }).expect(200)).body).toEqual([]);
    });

    it('names every data route\'s series for the live push', async () => {
      const rows = (await query(`SELECT widget_key, location_ndx, parameter_ndx FROM time_series_dashboards_live_series`)) as
        { widget_key: RouteName; location_ndx: number; parameter_ndx: number }[];
      const keys = [...new Set(rows.map((r) => r.widget_key))].sort();
      expect(keys).toEqual(['postResopsTsStagecoach15Min', 'postResopsTsStagecoachDaily', 'postResopsTsStagecoachHourly',
        'postResopsTsYamcolo15Min', 'postResopsTsYamcoloDaily', 'postResopsTsYamcoloHourly']);
      for (const key of keys) expect(ROUTES[key]).toBeDefined();
      expect(rows).toContainEqual({ widget_key: 'postResopsTsYamcolo15Min', location_ndx: 55, parameter_ndx: P.temperature });
      expect(rows).toContainEqual({ widget_key: 'postResopsTsStagecoachHourly', location_ndx: 656, parameter_ndx: 60 });
      expect(rows.filter((r) => r.widget_key === 'postResopsTsYamcoloDaily')).toHaveLength(9);
    });
  });

  describe('data', () => {
    const week = { timestep: 7, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: '2026-07-15' };

    beforeAll(async () => {
      // A week and a day of readings around the period 09-15 July 2026: the reservoir's temperature counts up by
      // quarter hour, the river's flow is 100 plus the hour's quarter (0..3).
      await insertReadings(52, P.temperature, quarterHours('2026-07-08', 8, (i) => i));
      await insertReadings(54, P.flow, quarterHours('2026-07-09', 7, (i) => 100 + (i % 4)));
    }, 60_000);

    it('15-minute: every reading of the chosen axes\' series in the period, each series in time order', async () => {
      const points = (await post('resops-ts-yamcolo-15-min', { filters: week }).expect(200)).body as TimeSeriesDataPoint[];
      const temperature = points.filter((p) => p.series_ndx === 1);
      expect(temperature).toHaveLength(672);
      // 00:00 on 9 July in Denver (MDT, UTC-6) is the 97th reading of the record.
      expect(temperature[0]).toEqual({ series_ndx: 1, collect_timestamp: '2026-07-09T06:00:00Z', result_value: 96, location_display_label: 'Yamcolo Reservoir' });
      expect(temperature.at(-1)).toEqual({ series_ndx: 1, collect_timestamp: '2026-07-16T05:45:00Z', result_value: 767, location_display_label: 'Yamcolo Reservoir' });
      expect(points.filter((p) => p.series_ndx === 4)).toHaveLength(672);
      expect(new Set(points.map((p) => p.series_ndx))).toEqual(new Set([1, 4]));
      expect(points.every((p) => p.result_value !== null)).toBe(true);
    });

    it('hourly: the America/Denver hourly means from the hourly rollup', async () => {
      const points = (await post('resops-ts-yamcolo-hourly', { filters: { ...week, timestep: 2 } }).expect(200)).body as TimeSeriesDataPoint[];
      const flow = points.filter((p) => p.series_ndx === 4);
      expect(flow).toHaveLength(48);
      expect(flow.every((p) => p.result_value === 101.5)).toBe(true);
      const temperature = points.filter((p) => p.series_ndx === 1);
      // 14 July 00:00 local is reading 96 * 6 = 576; its hour's mean is 577.5.
      expect(temperature[0]).toEqual({ series_ndx: 1, collect_timestamp: '2026-07-14T06:00:00Z', result_value: 577.5, location_display_label: 'Yamcolo Reservoir' });
      expect(await query(`SELECT count(*)::int AS n FROM result_hourly WHERE location_ndx = 52`)).toEqual([{ n: 8 * 24 }]);
    });

    it('daily: the America/Denver daily means from the daily rollup, one point per day', async () => {
      const points = (await post('resops-ts-yamcolo-daily', { filters: { ...week, timestep: 3 } }).expect(200)).body as TimeSeriesDataPoint[];
      expect(points.filter((p) => p.series_ndx === 1).map((p) => [p.collect_timestamp, p.result_value])).toEqual([
        ['2026-07-13T06:00:00Z', 96 * 5 + 47.5],
        ['2026-07-14T06:00:00Z', 96 * 6 + 47.5],
        ['2026-07-15T06:00:00Z', 96 * 7 + 47.5],
      ]);
    });

    it('full: every reading, the same as the chart\'s when nothing needed reducing', async () => {
      const chart = (await post('resops-ts-yamcolo-15-min', { filters: week }).expect(200)).body;
      const full = (await post('resops-ts-yamcolo-15-min', { filters: week, full: true }).expect(200)).body;
      expect(full).toEqual(chart);
    });

    it('answers anew after a reading arrives or the configuration changes, and tells the client not to keep it', async () => {
      const asked = () => post('resops-ts-yamcolo-15-min', { filters: { ...week, timestep: 1, periodEnding: '2026-07-16' } }).expect(200);
      const first = await asked();
      expect(first.headers['cache-control']).toBe('no-store');
      expect((first.body as TimeSeriesDataPoint[]).filter((p) => p.series_ndx === 4)).toEqual([]);
      await insertReadings(54, P.flow, [['2026-07-16 08:00', 321]]);
      expect((await asked()).body).toContainEqual({
        series_ndx: 4, collect_timestamp: '2026-07-16T14:00:00Z', result_value: 321, location_display_label: 'Bear River below Yamcolo',
      });
      await query(`UPDATE time_series_dashboard_series SET location_display_label = 'Bear River (renamed)' WHERE series_ndx = 4`);
      try {
        expect((await asked()).body).toContainEqual(expect.objectContaining({ series_ndx: 4, location_display_label: 'Bear River (renamed)' }));
      } finally {
        await query(`UPDATE time_series_dashboard_series SET location_display_label = 'Bear River below Yamcolo' WHERE series_ndx = 4`);
        await query(`DELETE FROM results WHERE location_ndx = 54 AND collect_timestamp = '2026-07-16T14:00:00Z'`);
      }
    });

    it('answers no points for axis choices the sides do not offer', async () => {
      expect((await post('resops-ts-yamcolo-15-min', { filters: { ...week, leftAxis: 'elevation', rightAxis: 'nothing' } }).expect(200)).body).toEqual([]);
    });

    it('shows one series once when both sides choose its axis', async () => {
      const points = (await post('resops-ts-yamcolo-15-min', { filters: { ...week, rightAxis: 'water-temperature' } }).expect(200)).body as TimeSeriesDataPoint[];
      expect(points.filter((p) => p.series_ndx === 1)).toHaveLength(672);
    });
  });

  describe('hourly rollup', () => {
    const hoursOf = (localDay: string) =>
      query(
        `SELECT to_char(hour_start AT TIME ZONE 'America/Denver', 'HH24') AS local_hour, value_count, value_min, value_avg, value_max
           FROM result_hourly
          WHERE location_ndx = 55 AND parameter_ndx = $1 AND local_date(hour_start) = $2::date
          ORDER BY hour_start`,
        [P.battery, localDay],
      ) as Promise<{ local_hour: string; value_count: number; value_min: number; value_avg: number; value_max: number }[]>;

    it('has 25 hours on the fall-back day, the two 01:00 hours apart, kept current as readings change', async () => {
      // Every quarter hour of 3 November 2024 by the clock in UTC: 6:00 UTC is midnight MDT, 7:00 UTC is midnight MST the next day.
      const readings: [string, number][] = [];
      for (let i = 0; i < 100; i += 1) readings.push([new Date(Date.UTC(2024, 10, 3, 6) + i * 900_000).toISOString(), i]);
      await query(
        `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
         SELECT 55, $1, r.ts, $2, 'telemetry', r.value, 9704 FROM unnest($3::timestamptz[], $4::float8[]) AS r(ts, value)`,
        [P.battery, SOURCE, readings.map((r) => r[0]), readings.map((r) => r[1])],
      );
      const hours = await hoursOf('2024-11-03');
      expect(hours).toHaveLength(25);
      expect(hours.map((h) => h.local_hour).slice(0, 4)).toEqual(['00', '01', '01', '02']);
      expect(hours[1]).toEqual({ local_hour: '01', value_count: 4, value_min: 4, value_avg: 5.5, value_max: 7 });
      expect(hours[2]).toEqual({ local_hour: '01', value_count: 4, value_min: 8, value_avg: 9.5, value_max: 11 });
      expect(hours.at(-1)).toMatchObject({ local_hour: '23', value_avg: 97.5 });

      await query(`DELETE FROM results WHERE location_ndx = 55 AND parameter_ndx = $1 AND collect_timestamp = '2024-11-03T08:45:00Z'`, [P.battery]);
      await query(`UPDATE results SET value = 100 WHERE location_ndx = 55 AND parameter_ndx = $1 AND collect_timestamp = '2024-11-03T08:00:00Z'`, [P.battery]);
      expect((await hoursOf('2024-11-03'))[2]).toEqual({ local_hour: '01', value_count: 3, value_min: 9, value_avg: 119 / 3, value_max: 100 });
    });

    it('has 23 hours on the spring-forward day', async () => {
      const readings = quarterHours('2024-03-10', 1, (i) => i).filter(([local]) => !local.startsWith('2024-03-10 02'));
      await insertReadings(55, P.battery, readings);
      const hours = await hoursOf('2024-03-10');
      expect(hours.map((h) => h.local_hour)).toEqual(['00', '01', ...Array.from({ length: 21 }, (_, i) => String(i + 3).padStart(2, '0'))]);
      expect(hours.every((h) => h.value_count === 4)).toBe(true);
    });
  });

  describe('a year of 15-minute readings', () => {
    // Percent full of the reservoir through 2025 by the quarter hour, a smooth seasonal curve with one spike and one dip,
    // and no readings 1-10 June.
    const year = { timestep: 365, leftAxis: 'percent-full', rightAxis: 'flow', periodEnding: '2025-12-31' };
    const SPIKE = '2025-03-17T10:15:00Z';
    const DIP = '2025-09-02T19:30:00Z';

    beforeAll(async () => {
      await query(
        `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
         SELECT 52, $1, g.ts, $2, 'telemetry',
                CASE g.ts WHEN $3::timestamptz THEN 123.4 WHEN $4::timestamptz THEN 1.2
                          ELSE 70 + 20 * sin(extract(epoch FROM g.ts) / 5e6) END, 9703
           FROM generate_series(local_day_start('2025-01-01'), local_day_start('2026-01-01') - interval '15 minutes', interval '15 minutes') AS g(ts)
          WHERE local_date(g.ts) NOT BETWEEN '2025-06-01' AND '2025-06-10'`,
        [P.percentFull, SOURCE, SPIKE, DIP],
      );
    }, 120_000);

    it('comes back as each day\'s low and high, keeping its highest and lowest reading at their instants', async () => {
      const points = (await post('resops-ts-yamcolo-15-min', { filters: year }).expect(200)).body as TimeSeriesDataPoint[];
      const full = points.filter((p) => p.series_ndx === 6);
      // 355 days with readings, two points each, and one null point in the June gap.
      expect(full).toHaveLength(355 * 2 + 1);
      expect(full).toContainEqual({ series_ndx: 6, collect_timestamp: SPIKE, result_value: 123.4, location_display_label: 'Yamcolo Reservoir' });
      expect(full).toContainEqual({ series_ndx: 6, collect_timestamp: DIP, result_value: 1.2, location_display_label: 'Yamcolo Reservoir' });
      const times = full.map((p) => Date.parse(p.collect_timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('sends the year gzip-compressed to a client that accepts it, and as text to one that does not', async () => {
      const plain = await post('resops-ts-yamcolo-15-min', { filters: year }).set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const zipped = await post('resops-ts-yamcolo-15-min', { filters: year }).set('accept-encoding', 'gzip').expect(200);
      expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-store', vary: 'Accept-Encoding' });
      expect(Number(zipped.headers['content-length'])).toBeLessThan(plain.text.length / 3);
      // supertest inflates what it receives: the same points either way.
      expect(zipped.body).toEqual(plain.body);
    });

    it('keeps the June gap a gap: one null point inside it and no values', async () => {
      const points = (await post('resops-ts-yamcolo-15-min', { filters: year }).expect(200)).body as TimeSeriesDataPoint[];
      const inGap = points.filter((p) => p.series_ndx === 6 && p.collect_timestamp >= '2025-06-01T06:00:00Z' && p.collect_timestamp < '2025-06-11T06:00:00Z');
      expect(inGap.map((p) => p.result_value)).toEqual([null]);
      expect(points.filter((p) => p.result_value === null)).toHaveLength(1);
    });

    it('shows each day\'s own high at its instant, on the fall-back day too, and follows a reading that changes', async () => {
      const points = async () => ((await post('resops-ts-yamcolo-15-min', { filters: year }).expect(200)).body as TimeSeriesDataPoint[])
        .filter((p) => p.series_ndx === 6);
      const dayHigh = async (day: string) =>
        (await query(
          `SELECT to_char(collect_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, value
             FROM results WHERE location_ndx = 52 AND parameter_ndx = $1 AND local_date(collect_timestamp) = $2::date
            ORDER BY value DESC, collect_timestamp LIMIT 1`,
          [P.percentFull, day],
        ))[0] as { at: string; value: number };
      // 2 November 2025 has 25 hours: its high is read from all of them.
      for (const day of ['2025-02-14', '2025-11-02']) {
        const high = await dayHigh(day);
        expect(await points()).toContainEqual({ series_ndx: 6, collect_timestamp: high.at, result_value: high.value, location_display_label: 'Yamcolo Reservoir' });
      }
      const LATE = '2025-11-02T08:30:00Z';
      const before = await query(`SELECT value FROM results WHERE location_ndx = 52 AND parameter_ndx = $1 AND collect_timestamp = $2`, [P.percentFull, LATE]);
      await query(`UPDATE results SET value = 150 WHERE location_ndx = 52 AND parameter_ndx = $1 AND collect_timestamp = $2`, [P.percentFull, LATE]);
      try {
        expect(await points()).toContainEqual({ series_ndx: 6, collect_timestamp: LATE, result_value: 150, location_display_label: 'Yamcolo Reservoir' });
      } finally {
        await query(`UPDATE results SET value = $3 WHERE location_ndx = 52 AND parameter_ndx = $1 AND collect_timestamp = $2`,
          [P.percentFull, LATE, (before[0] as { value: number }).value]);
      }
    });

    it('answers every reading with full, the gap without points', async () => {
      const points = (await post('resops-ts-yamcolo-15-min', { filters: year, full: true }).expect(200)).body as TimeSeriesDataPoint[];
      expect(points).toHaveLength((365 - 10) * 96);
      expect(points.every((p) => p.result_value !== null)).toBe(true);
      expect(points.map((p) => p.result_value)).toEqual(expect.arrayContaining([123.4, 1.2]));
    });

    it('reduces the hourly series of the year within the bound too, from the hourly means', async () => {
      const points = (await post('resops-ts-yamcolo-hourly', { filters: year, maxPoints: 500 }).expect(200)).body as TimeSeriesDataPoint[];
      const series = points.filter((p) => p.series_ndx === 6);
      expect(series.length).toBeLessThanOrEqual(500);
      // The spike's hour averages it with three readings near 70 or so: a mean, not the reading.
      const highest = Math.max(...series.map((p) => p.result_value ?? -Infinity));
      expect(highest).toBeLessThan(123.4);
      expect(highest).toBeGreaterThan(75);
    });
  });

  describe('hours pumped', () => {
    /** Pump runs [start, end] as UTC instants, around the fall-back night of 1 November 2026 (02:00 MDT is 01:00 MST). */
    const YAMCOLO_RUNS: [string, string][] = [
      ['2026-11-01T05:00:00Z', '2026-11-01T07:30:00Z'], // 31 Oct 23:00 MDT to 1 Nov 01:30 MDT: across local midnight
      ['2026-11-01T08:30:00Z', '2026-11-01T10:00:00Z'], // 1 Nov 01:30 MST (the second 01:30) to 03:00 MST
      ['2026-11-03T05:00:00Z', '2026-11-03T08:00:00Z'], // 2 Nov 22:00 MST to 3 Nov 01:00 MST: past the period's end
    ];
    const STAGECOACH_RUNS: [string, string][] = [['2026-11-01T12:00:00Z', '2026-11-01T13:00:00Z']];
    const HOUR_MS = 3_600_000;
    /** The hours of the runs inside [from, to), computed here from the instants alone. */
    const hoursIn = (runs: [string, string][], from: number, to: number) => runs.reduce(
      (sum, [a, b]) => sum + Math.max(0, Math.min(Date.parse(b), to) - Math.max(Date.parse(a), from)) / HOUR_MS, 0);
    const pumped = (reservoir: string, filters: object) => post(`resops-ts-${reservoir}-hours-pumped`, { filters }).expect(200)
      .then((res) => res.body as { period_start: string; hours: number }[]);

    beforeAll(async () => {
      for (const [reservoir, runs] of [['yamcolo', YAMCOLO_RUNS], ['stagecoach', STAGECOACH_RUNS]] as const) {
        await query(
          `INSERT INTO reservoir_pump_runs (reservoir, started_at, ended_at) SELECT $1, a, b FROM unnest($2::timestamptz[], $3::timestamptz[]) AS r(a, b)`,
          [reservoir, runs.map((r) => r[0]), runs.map((r) => r[1])],
        );
      }
    });

    it('daily: the hours of each America/Denver day, the 25-hour day whole, a run split at midnight', async () => {
      // The local midnights of 31 October to 3 November 2026 (MDT until the fall-back night, MST after).
      const midnights = ['2026-10-31T06:00:00Z', '2026-11-01T06:00:00Z', '2026-11-02T07:00:00Z', '2026-11-03T07:00:00Z'].map(Date.parse);
      const days = await pumped('yamcolo', { timestep: 3, periodEnding: '2026-11-02', interval: 'daily' });
      expect(days.map((d) => d.period_start)).toEqual(midnights.slice(0, 3).map((t) => new Date(t).toISOString().replace('.000', '')));
      expect(days.map((d) => d.hours)).toEqual(midnights.slice(0, 3).map((t, i) => hoursIn(YAMCOLO_RUNS, t, midnights[i + 1])));
      expect(days.map((d) => d.hours)).toEqual([1, 3, 2]);
      // Each reservoir its own runs.
      expect((await pumped('stagecoach', { timestep: 3, periodEnding: '2026-11-02', interval: 'daily' })).map((d) => d.hours)).toEqual([0, 1, 0]);
    });

    it('hourly and 15-minute: fixed intervals from the first local midnight, 25 hours on the fall-back day', async () => {
      const t0 = Date.parse('2026-11-01T06:00:00Z');
      for (const [interval, minutes] of [['hourly', 60], ['15-min', 15]] as const) {
        const rows = await pumped('yamcolo', { timestep: 1, periodEnding: '2026-11-01', interval });
        const count = (25 * 60) / minutes;
        const starts = Array.from({ length: count }, (_, k) => t0 + k * minutes * 60_000);
        expect(rows.map((r) => r.period_start)).toEqual(starts.map((t) => new Date(t).toISOString().replace('.000', '')));
        expect(rows.map((r) => r.hours)).toEqual(starts.map((t) => hoursIn(YAMCOLO_RUNS, t, t + minutes * 60_000)));
        expect(rows.reduce((sum, r) => sum + r.hours, 0)).toBeCloseTo(hoursIn(YAMCOLO_RUNS, t0, t0 + 25 * HOUR_MS), 6);
      }
    });

    it('lists the intervals begun by now, and follows a run that is written', async () => {
      const [{ today }] = await query(`SELECT to_char(local_date(now()), 'YYYY-MM-DD') AS today`) as { today: string }[];
      const before = await pumped('stagecoach', { timestep: 1, periodEnding: today, interval: '15-min' });
      const last = Date.parse(before[before.length - 1].period_start);
      expect(last).toBeLessThanOrEqual(Date.now());
      expect(last).toBeGreaterThan(Date.now() - 15 * 60_000 - 5_000);
      expect(before.every((r) => r.hours === 0)).toBe(true);
      const first = before[0].period_start;
      await insertRows(running.dataSource, 'reservoir_pump_runs', [
        { reservoir: 'stagecoach', started_at: first, ended_at: sql(`$1::timestamptz + interval '10 minutes'`, first) },
      ]);
      const after = await pumped('stagecoach', { timestep: 1, periodEnding: today, interval: '15-min' });
      expect(after[0]).toEqual({ period_start: first, hours: Number((10 / 60).toFixed(4)) });
      await query(`DELETE FROM reservoir_pump_runs WHERE reservoir = 'stagecoach' AND started_at = $1`, [first]);
    });

    it.each([
      ['no interval', { timestep: 1, periodEnding: '2026-11-01' }, ['filters.interval']],
      ['an interval it does not know', { timestep: 1, periodEnding: '2026-11-01', interval: 'weekly' }, ['filters.interval']],
      ['more 15-minute intervals than an answer lists', { timestep: 500, periodEnding: '2026-11-01', interval: '15-min' }, ['filters.timestep']],
      ['axes, which it does not take', { timestep: 1, periodEnding: '2026-11-01', interval: 'daily', leftAxis: 'flow' }, ['filters.leftAxis']],
    ])('400 naming the field for %s, nothing written', async (_case, filters, fields) => {
      const before = await publicTablesState(running.dataSource);
      const res = await post('resops-ts-yamcolo-hours-pumped', { filters }).expect(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(fields);
      expect(await publicTablesState(running.dataSource)).toEqual(before);
    });

    it('only stakeholders may call', async () => {
      const filters = { timestep: 1, periodEnding: '2026-11-01', interval: 'daily' };
      await post('resops-ts-yamcolo-hours-pumped', { filters }, null).expect(401);
      await post('resops-ts-stagecoach-hours-pumped', { filters }, user).expect(403);
    });
  });

  describe('refusals', () => {
    const good = { timestep: 7, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: '2026-07-15' };

    it.each([
      ['no body', undefined, ['filters']],
      ['filters that are not an object', { filters: 'all' }, ['filters']],
      ['a timestep of no days', { filters: { ...good, timestep: 0 } }, ['filters.timestep']],
      ['a timestep that is text', { filters: { ...good, timestep: '7' } }, ['filters.timestep']],
      ['a blank left axis', { filters: { ...good, leftAxis: '  ' } }, ['filters.leftAxis']],
      ['a missing right axis', { filters: { timestep: 7, leftAxis: 'flow', periodEnding: '2026-07-15' } }, ['filters.rightAxis']],
      ['a day that does not exist', { filters: { ...good, periodEnding: '2026-02-30' } }, ['filters.periodEnding']],
      ['a day written otherwise', { filters: { ...good, periodEnding: '07/15/2026' } }, ['filters.periodEnding']],
      ['an unknown filter', { filters: { ...good, location: 52 } }, ['filters.location']],
      ['a full that is no boolean', { filters: good, full: 'yes' }, ['full']],
      ['too few points', { filters: good, maxPoints: 5 }, ['maxPoints']],
      ['a full year of 15-minute values times three', { filters: { ...good, timestep: 1_100 }, full: true }, ['filters.timestep']],
    ])('data: 400 naming the field for %s, nothing written', async (_case, body, fields) => {
      const before = await publicTablesState(running.dataSource);
      const res = await post('resops-ts-yamcolo-15-min', body as object | undefined).expect(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(fields);
      for (const field of fields) expect(res.body.message).toContain(`${field}: `);
      expect(await publicTablesState(running.dataSource)).toEqual(before);
    });

    it('series: 400 naming the field for a missing or blank axis', async () => {
      expect((await post('resops-ts-stagecoach-left-axis-series', { filters: {} }).expect(400)).body.fields[0].field).toBe('filters.axis');
      expect((await post('resops-ts-stagecoach-left-axis-series', { filters: { axis: '' } }).expect(400)).body.fields[0].field).toBe('filters.axis');
    });

    it('options: 400 for anything in the filter', async () => {
      expect((await post('resops-ts-yamcolo-left-axis-options', { filters: { axis: 'flow' } }).expect(400)).body.fields[0].field).toBe('filters.axis');
    });

    it('only stakeholders may call: 401 without a token, 403 for a signed-in user without the role', async () => {
      await post('resops-ts-yamcolo-timestep-options', { filters: {} }, null).expect(401);
      await post('resops-ts-yamcolo-timestep-options', { filters: {} }, user).expect(403);
      await post('resops-ts-stagecoach-daily', { filters: good }, user).expect(403);
    });
  });
});
