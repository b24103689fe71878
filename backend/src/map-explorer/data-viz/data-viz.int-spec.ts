import request from 'supertest';
import type { App } from 'supertest/types';
import type { FlowGraphRow, FlowTrendRow, TemperatureGraphRow, TemperatureTrendRow } from '@portal/contracts';
import { RunningApp } from '../../bootstrap';
import { startTestApp } from '../../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../../test/database';
import { dataSourceRow, insertAll, locationTypeRow, parameterRow, sourceCategoryRow, unitRow } from '../../../test/rows';

// The data-visualization panel's four calls on a real PostgreSQL database: daily series from the rollups
// (15-minute values preferred day by day over the daily ones), the day-of-year period-of-record statistics
// with 29 February, and the refusals.

const GAUGE = 9501;
const EMPTY = 9502;
/** The portal's parameter ids (reference/reference-data.ts PARAM), which table data_viz_series_parameters points the panel at. */
const P = { flowDaily: 67, flow15: 1536, temperature15: 169, temperatureDaily: 1535, temperatureDailyMax: 1540, temperatureDailyMin: 1541 } as const;
const SOURCE = { daily: 9511, telemetry: 9512 } as const;

describe('data-visualization panel', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const post = (endpoint: string, well: number | string) => request(http).post(`/api/${endpoint}/${well}`);

  /** [parameter, source, America/Denver local time, value] */
  async function insert(rows: [number, number, string, number][]): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT $1, r.parameter, r.local::timestamp AT TIME ZONE 'America/Denver', r.source,
              CASE WHEN r.parameter IN (${P.flow15}, ${P.temperature15}) THEN 'telemetry' ELSE 'daily' END, r.value, p.unit_ndx
         FROM jsonb_to_recordset($2::jsonb) AS r(parameter int, source int, local text, value float8)
         JOIN parameters p ON p.parameter_ndx = r.parameter`,
      [GAUGE, JSON.stringify(rows.map(([parameter, source, local, value]) => ({ parameter, source, local, value })))],
    );
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_data_viz');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    const ds = running.dataSource;
    await insertAll(ds, [locationTypeRow({ ndx: 9901, name: 'Fixture Gauge', color: '#1F78B4' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9501 })]);
    await insertAll(ds, [
      dataSourceRow({ ndx: SOURCE.daily, name: 'Fixture Daily Values', dataTypes: 'Daily', category: 9501 }),
      dataSourceRow({ ndx: SOURCE.telemetry, name: 'Fixture Telemetry', dataTypes: '15-minute', category: 9501 }),
    ]);
    await insertAll(ds, [unitRow({ ndx: 9501, name: 'cfs' }), unitRow({ ndx: 9502, name: 'deg F', display: '°F' })]);
    await insertAll(ds, [
      parameterRow({ ndx: P.flowDaily, name: 'Discharge, Daily Mean', abbrev: 'Flow', unit: 9501 }),
      parameterRow({ ndx: P.flow15, name: 'Discharge, 15-Minute', abbrev: 'Flow (15-min)', displayName: 'Flow', unit: 9501 }),
      parameterRow({ ndx: P.temperature15, name: 'Water Temperature', abbrev: 'Temp', unit: 9502 }),
      parameterRow({ ndx: P.temperatureDaily, name: 'Water Temperature, Daily Mean', abbrev: 'Temp (daily)', displayName: 'Temp', unit: 9502 }),
      parameterRow({ ndx: P.temperatureDailyMax, name: 'Water Temperature, Daily Maximum', abbrev: 'Temp (daily max)', displayName: 'Temp', unit: 9502 }),
      parameterRow({ ndx: P.temperatureDailyMin, name: 'Water Temperature, Daily Minimum', abbrev: 'Temp (daily min)', displayName: 'Temp', unit: 9502 }),
    ]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${GAUGE}, 'FIX-GAUGE', 'Fixture River at Gauge', 9901), (${EMPTY}, 'FIX-EMPTY', 'Fixture Creek without records', 9901)`,
    );
    await insert([
      // Daily mean temperature around two 28 Februaries and the 29th between them.
      [P.temperatureDaily, SOURCE.daily, '2023-02-28 00:00', 33],
      [P.temperatureDaily, SOURCE.daily, '2024-02-27 00:00', 35],
      [P.temperatureDaily, SOURCE.daily, '2024-02-28 00:00', 99], // replaced by the 15-minute values of that day
      [P.temperatureDaily, SOURCE.daily, '2024-02-29 00:00', 37],
      [P.temperatureDaily, SOURCE.daily, '2024-03-01 00:00', 38],
      // The published daily maximum and minimum of 27 February 2024, and of the 28th, a day the 15-minute record gives.
      [P.temperatureDailyMax, SOURCE.daily, '2024-02-27 00:00', 38.5],
      [P.temperatureDailyMin, SOURCE.daily, '2024-02-27 00:00', 32.5],
      [P.temperatureDailyMax, SOURCE.daily, '2024-02-28 00:00', 120],
      [P.temperatureDailyMin, SOURCE.daily, '2024-02-28 00:00', 10],
      [P.temperatureDaily, SOURCE.daily, '2025-02-28 00:00', 40],
      // Three 15-minute readings on 28 February 2024, the last at 23:45 local (06:45 UTC on the 29th).
      [P.temperature15, SOURCE.telemetry, '2024-02-28 00:00', 34],
      [P.temperature15, SOURCE.telemetry, '2024-02-28 12:00', 38],
      [P.temperature15, SOURCE.telemetry, '2024-02-28 23:45', 36],
      // Flow: daily means, and 15-minute readings on a day without one.
      [P.flowDaily, SOURCE.daily, '2023-07-04 00:00', 100],
      [P.flowDaily, SOURCE.daily, '2024-07-04 00:00', 300],
      [P.flow15, SOURCE.telemetry, '2025-07-04 06:00', 150],
      [P.flow15, SOURCE.telemetry, '2025-07-04 18:00', 250],
      [P.flowDaily, SOURCE.daily, '2025-07-05 00:00', 180],
    ]);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  const place = { location_name: 'Fixture River at Gauge', location_id: 'FIX-GAUGE' };

  it('graph-temperature-data: daily minimum, mean and maximum, the 15-minute record preferred day by day, published extremes with their mean', async () => {
    const rows = (await post('graph-temperature-data', GAUGE).expect(200)).body as TemperatureGraphRow[];
    const daily = (date: string, t: number) => ({
      collect_date: date, min_daily_temp: t, avg_daily_temp: t, max_daily_temp: t, units: '°F', source: 'Fixture Daily Values', ...place,
    });
    expect(rows).toEqual([
      daily('2023-02-28', 33),
      { ...daily('2024-02-27', 35), min_daily_temp: 32.5, max_daily_temp: 38.5 },
      { collect_date: '2024-02-28', min_daily_temp: 34, avg_daily_temp: 36, max_daily_temp: 38, units: '°F', source: 'Fixture Telemetry', ...place },
      daily('2024-02-29', 37),
      daily('2024-03-01', 38),
      daily('2025-02-28', 40),
    ]);
  });

  it('graph-flow-data: the daily mean, else the 15-minute readings\' daily average', async () => {
    const rows = (await post('graph-flow-data', GAUGE).expect(200)).body as FlowGraphRow[];
    expect(rows.map((r) => [r.collect_date, r.avg_daily_flow, r.source])).toEqual([
      ['2023-07-04', 100, 'Fixture Daily Values'],
      ['2024-07-04', 300, 'Fixture Daily Values'],
      ['2025-07-04', 200, 'Fixture Telemetry'],
      ['2025-07-05', 180, 'Fixture Daily Values'],
    ]);
    expect(rows[0]).toEqual({ collect_date: '2023-07-04', avg_daily_flow: 100, units: 'cfs', source: 'Fixture Daily Values', ...place });
  });

  it('mapgraph-temps-daily-vs-por-stats: each day against its day of year, 29 February counted with the 28th', async () => {
    const rows = (await post('mapgraph-temps-daily-vs-por-stats', GAUGE).expect(200)).body as TemperatureTrendRow[];
    // 28 February: 33 (2023), 36 (2024, the 15-minute mean), 37 (29 February 2024), 40 (2025).
    const feb28 = { por_min_degf_actual: 33, por_avg_degf_actual: 36.5, por_max_degf_actual: 40 };
    expect(rows).toEqual([
      { collect_date: '2023-02-28', daily_avg_degf: 33, ...feb28, ...place },
      { collect_date: '2024-02-27', daily_avg_degf: 35, por_min_degf_actual: 35, por_avg_degf_actual: 35, por_max_degf_actual: 35, ...place },
      { collect_date: '2024-02-28', daily_avg_degf: 36, ...feb28, ...place },
      { collect_date: '2024-02-29', daily_avg_degf: 37, ...feb28, ...place },
      { collect_date: '2024-03-01', daily_avg_degf: 38, por_min_degf_actual: 38, por_avg_degf_actual: 38, por_max_degf_actual: 38, ...place },
      { collect_date: '2025-02-28', daily_avg_degf: 40, ...feb28, ...place },
    ]);
  });

  it('mapgraph-flows-daily-vs-por-stats: each day against its day of year over the record', async () => {
    const rows = (await post('mapgraph-flows-daily-vs-por-stats', GAUGE).expect(200)).body as FlowTrendRow[];
    const july4 = { por_min_flow_actual: 100, por_avg_flow_actual: 200, por_max_flow_actual: 300 };
    expect(rows).toEqual([
      { collect_date: '2023-07-04', avg_daily_flow: 100, ...july4, ...place },
      { collect_date: '2024-07-04', avg_daily_flow: 300, ...july4, ...place },
      { collect_date: '2025-07-04', avg_daily_flow: 200, ...july4, ...place },
      { collect_date: '2025-07-05', avg_daily_flow: 180, por_min_flow_actual: 180, por_avg_flow_actual: 180, por_max_flow_actual: 180, ...place },
    ]);
  });

  it('follows data_viz_series_parameters: a district repoints a series with an UPDATE, no code change', async () => {
    // Flow from the 15-minute record only: the daily means drop out of the answer.
    await query(`DELETE FROM data_viz_series_parameters WHERE series = 'flow' AND preference = 2`);
    await query(`UPDATE data_viz_series_parameters SET parameter_ndx = $1 WHERE series = 'flow' AND preference = 1`, [P.flow15]);
    try {
      const rows = (await post('graph-flow-data', GAUGE).expect(200)).body as FlowGraphRow[];
      expect(rows.map((r) => [r.collect_date, r.avg_daily_flow, r.source])).toEqual([['2025-07-04', 200, 'Fixture Telemetry']]);
    } finally {
      await query(`UPDATE data_viz_series_parameters SET parameter_ndx = $1 WHERE series = 'flow' AND preference = 1`, [P.flowDaily]);
      await query(`INSERT INTO data_viz_series_parameters (series, preference, parameter_ndx) VALUES ('flow', 2, $1)`, [P.flow15]);
    }
    expect(((await post('graph-flow-data', GAUGE).expect(200)).body as FlowGraphRow[]).length).toBe(4);
  });

  it.each(['graph-temperature-data', 'graph-flow-data', 'mapgraph-temps-daily-vs-por-stats', 'mapgraph-flows-daily-vs-por-stats'])(
    '%s: [] for a location without records, 404 for an unknown one, 400 naming wellNumber for a bad one',
    async (endpoint) => {
      await post(endpoint, EMPTY).expect(200, []);
      const missing = await post(endpoint, 999999).expect(404);
      expect(missing.body.message).toBe('There is no monitoring location 999999.');
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        const res = await post(endpoint, bad).expect(400);
        expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['wellNumber']);
        expect(res.body.message).toMatch(/^wellNumber: /);
      }
    },
  );
});
