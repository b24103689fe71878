import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AnnualPoint, DailyPoint, GraphModeStatsRow, ParameterSeries, TimeSeriesExportRow } from '@portal/contracts';
import { RunningApp } from '../../bootstrap';
import { BENCHMARK_SCALE_COLORS } from '../../reference/reference-data';
import { startTestApp } from '../../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../../test/database';
import { benchmarkScale, classifyTrend, percentileCont } from '../statistics';
import { isRefreshAllDue, localToday } from './graph-stats.refresh';
import { GraphStatsService } from './graph-stats.service';
import {
  dataSourceRow, hucBoundaryRow, insertAll, insertRows, locationOrganizationRow, locationTypeRow, organizationRow, parameterRow, sourceCategoryRow,
  unitRow,
} from '../../../test/rows';

// Graph mode on a real PostgreSQL database: statistics precomputed from samples (queued by the results trigger,
// written by the refresh, never computed by a request), values checked by hand on small series and against the
// statistics module on a larger one, the period windows, and every call of the panel with its bad input.

const LOC = { alpha: 9101, bravo: 9102, charlie: 9103, delta: 9104 } as const;
const PAR = { ecoli: 9201, oxygen: 9202, nitrogen: 9203, flow: 9204 } as const;
const GROUP = { bacteria: 9301, field: 9302, nutrients: 9303, flow: 9304 } as const;
const THREAT = { recreation: 9401, aquatic: 9402, nutrients: 9403 } as const;
const SOURCE = 9701;
const ORG = { zeta: 9801, alpha: 9802 } as const;
const E_COLI_LINES = [0, 1, 94, 126, 235] as const;

/** A result to insert: the local day it was taken on (10:00 America/Denver) unless `at` gives the instant. */
interface Sample {
  location: number;
  parameter: number;
  day?: string;
  at?: string;
  value: number;
  nondetect?: boolean;
  limit?: number | null;
  kind?: 'sample' | 'telemetry';
}

describe('graph mode', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  let stats: GraphStatsService;
  /** Today in America/Denver as the database sees it: every window ends here. */
  let today: string;
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => running.dataSource.query(sql, params) as Promise<T[]>;
  const post = (path: string, body?: object) => (body === undefined ? request(http).post(path) : request(http).post(path).send(body));

  /** `years` years and `days` days before today (PostgreSQL's calendar arithmetic: 29 February − 1 year is the 28th). */
  const before = async (years: number, days = 0, months = 0) =>
    (await query<{ d: string }>(
      `SELECT to_char(($1::date - make_interval(years => $2, months => $3))::date - $4::int, 'YYYY-MM-DD') AS d`,
      [today, years, months, days],
    ))[0].d;

  async function insert(samples: Sample[]): Promise<void> {
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, nondetect,
                            detection_limit, unit_ndx, organization_ndx)
       SELECT s.location, s.parameter, coalesce(s.at, local_day_start(s.day) + interval '10 hours'), $1, s.kind, s.value,
              s.nondetect, s.limit, p.unit_ndx, $2
         FROM jsonb_to_recordset($3::jsonb) AS s(location int, parameter int, day date, at timestamptz, value float8,
                                                  nondetect boolean, "limit" float8, kind text)
         JOIN parameters p ON p.parameter_ndx = s.parameter`,
      [SOURCE, ORG.zeta, JSON.stringify(samples.map((s) => ({ nondetect: false, limit: null, kind: 'sample', ...s })))],
    );
  }

  const statsRows = () =>
    query<{ location_ndx: number; parameter_ndx: number; stats_period: string; recordcount: number }>(
      `SELECT location_ndx, parameter_ndx, stats_period, recordcount FROM location_parameter_period_stats ORDER BY 1, 2, 3`,
    );
  const dirtyKeys = () => query(`SELECT location_ndx, parameter_ndx FROM graph_stats_dirty ORDER BY 1, 2`);
  const mapRows = async (body: object): Promise<GraphModeStatsRow[]> =>
    (await post('/api/locations-map-graph-mode', body).expect(200).expect('content-type', /json/)).body;
  const byKey = (rows: GraphModeStatsRow[], location: number) => rows.find((r) => r.ndx === location);

  /** The raw samples of a series as the API's statistics see them: local day, value (limit for non-detects). */
  const rawSamples = (location: number, parameter: number) =>
    query<{ day: string; value: number; nondetect: boolean; limit: number }>(
      `SELECT to_char(local_date(collect_timestamp), 'YYYY-MM-DD') AS day, coalesce(value, detection_limit) AS value, nondetect,
              coalesce(detection_limit, value) AS "limit"
         FROM results WHERE location_ndx = $1 AND parameter_ndx = $2 AND result_kind = 'sample' ORDER BY collect_timestamp`,
      [location, parameter],
    );

  beforeAll(async () => {
    db = await createScratchDatabase('portal_graph_mode');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    stats = running.app.get(GraphStatsService);
    today = await localToday(running.dataSource);

    const ds = running.dataSource;
    await insertAll(ds, [locationTypeRow({ ndx: 9901, name: 'Fixture WQ Site', color: '#E31A1C' })]);
    await insertAll(ds, [sourceCategoryRow({ ndx: 9701 })]);
    await insertAll(ds, [dataSourceRow({ ndx: SOURCE, name: 'Fixture WQ Source', dataTypes: 'Samples', category: 9701 })]);
    await insertAll(ds, [organizationRow({ ndx: ORG.zeta, id: 'ZETA', name: 'Zeta Water Lab' }), organizationRow({ ndx: ORG.alpha, id: 'ALPHA', name: 'Alpha Agency' })]);
    await insertAll(ds, [unitRow({ ndx: 9601, name: 'MPN/100ml', display: 'MPN/100 mL' }), unitRow({ ndx: 9602, name: 'mg/l', display: 'mg/L' })]);
    await query(
      `INSERT INTO parameter_groups (parameter_group_ndx, parameter_group_name, stats_periods) VALUES
         (${GROUP.bacteria}, 'Fixture Bacteria', '{short,medium,full}'), (${GROUP.field}, 'Fixture Field', '{full,short,medium}'),
         (${GROUP.nutrients}, 'Fixture Nutrients', '{full}'), (${GROUP.flow}, 'Fixture Flow', '{}')`,
    );
    await insertAll(ds, [
      parameterRow({ ndx: PAR.ecoli, name: 'Fixture E. coli', abbrev: 'FEC', displayName: 'E. coli', unit: 9601, group: GROUP.bacteria }),
      parameterRow({ ndx: PAR.oxygen, name: 'Fixture Oxygen', abbrev: 'FDO', displayName: 'Dissolved oxygen', unit: 9602, group: GROUP.field }),
      parameterRow({ ndx: PAR.nitrogen, name: 'Fixture Nitrogen', abbrev: 'FTN', displayName: 'Total nitrogen', unit: 9602, group: GROUP.nutrients }),
      parameterRow({ ndx: PAR.flow, name: 'Fixture Flow', abbrev: 'FQ', displayName: 'Flow', unit: 9602, group: GROUP.flow }),
    ]);
    await query(
      `INSERT INTO benchmarks (parameter_ndx, bmk_line0, bmk_line1, bmk_line2, bmk_line3, bmk_line4, bmk_color0, bmk_color1,
                               bmk_color2, bmk_color3, bmk_color4, low_is_bad, is_pctile15)
       VALUES ($1, 0, 1, 94, 126, 235, '#7FDBDA', '#31A354', '#F7DC30', '#FD8D3C', '#E31A1C', false, false),
              ($2, NULL, NULL, 7, 6, 5, NULL, NULL, '#F7DC30', '#FD8D3C', '#E31A1C', true, true)`,
      [PAR.ecoli, PAR.oxygen],
    );
    await insertRows(ds, 'threats', [
      { threat_ndx: THREAT.recreation, threat_desc: 'Fixture Recreation' }, { threat_ndx: THREAT.aquatic, threat_desc: 'Fixture Aquatic Life' },
      { threat_ndx: THREAT.nutrients, threat_desc: 'Fixture Nutrient Loading' },
    ]);
    await insertRows(ds, 'parameter_threats', [
      { parameter_ndx: PAR.ecoli, threat_ndx: THREAT.recreation }, { parameter_ndx: PAR.oxygen, threat_ndx: THREAT.aquatic },
      { parameter_ndx: PAR.nitrogen, threat_ndx: THREAT.aquatic }, { parameter_ndx: PAR.nitrogen, threat_ndx: THREAT.nutrients },
    ]);
    await insertRows(ds, 'benchmark_scale_colors', BENCHMARK_SCALE_COLORS.map((c) => ({ benchmark_scale: c.scale, symbol_color: c.color, label: c.label })));
    await insertAll(ds, [hucBoundaryRow({ code: '140500010101', level: 12, name: 'Fixture Headwaters', bounds: [-107.2, 40.2, -107.0, 40.4] })]);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, geom, huc12) VALUES
         (${LOC.alpha}, 'FIX-A', 'Alpha Creek at Fixture Bridge', 9901, ST_SetSRID(ST_MakePoint(-107.1, 40.3), 4326), '140500010101'),
         (${LOC.bravo}, 'FIX-B', 'Bravo Creek near Fixture', 9901, ST_SetSRID(ST_MakePoint(-107.1, 40.31), 4326), NULL),
         (${LOC.charlie}, 'FIX-C', 'Charlie Creek', 9901, ST_SetSRID(ST_MakePoint(-107.1, 40.32), 4326), NULL),
         (${LOC.delta}, 'FIX-D', 'Delta Creek without samples', 9901, NULL, NULL)`,
    );
    await insertAll(ds, [
      locationOrganizationRow({ location: LOC.alpha, organization: ORG.zeta }), locationOrganizationRow({ location: LOC.alpha, organization: ORG.alpha }),
      locationOrganizationRow({ location: LOC.bravo, organization: ORG.zeta }),
    ]);

    // Alpha: yearly samples on the day before today's date, k = 0..11 years back. E. coli rises 15 a year
    // (100 eleven years ago .. 265 yesterday); oxygen falls 0.5 a year (11.5 .. 6).
    const yearly: Sample[] = [];
    for (let k = 0; k <= 11; k++) {
      const day = await before(k, 1);
      yearly.push({ location: LOC.alpha, parameter: PAR.ecoli, day, value: 100 + 15 * (11 - k) });
      yearly.push({ location: LOC.alpha, parameter: PAR.oxygen, day, value: 6 + 0.5 * k });
    }
    // Bravo: E. coli only ever below detection (< 1), 1..5 years back and on the first day of the short window;
    // nitrogen 3..5 years back only (nothing in the last 2 years).
    const bravo: Sample[] = [];
    for (const day of [await before(1), await before(2), await before(3), await before(4), await before(5), await before(5, -1)]) {
      bravo.push({ location: LOC.bravo, parameter: PAR.ecoli, day, value: 1, nondetect: true, limit: 1 });
    }
    for (const [k, value] of [[3, 1], [4, 2], [5, 3]]) bravo.push({ location: LOC.bravo, parameter: PAR.nitrogen, day: await before(k, 1), value });
    // Charlie: six years of monthly E. coli with non-detects at two limits, detects below the higher limit, and a
    // second sample in every third month: the case the trend's re-censoring and monthly medians are for.
    const charlie: Sample[] = [];
    for (let m = 0; m < 72; m++) {
      const day = await before(0, 3, m);
      const detect = 1.5 + ((m * 37) % 23) / 4 + (71 - m) / 12;
      if (m % 7 === 0) charlie.push({ location: LOC.charlie, parameter: PAR.ecoli, day, value: 2, nondetect: true, limit: 2 });
      else if (m % 5 === 0) charlie.push({ location: LOC.charlie, parameter: PAR.ecoli, day, value: 1, nondetect: true, limit: 1 });
      else charlie.push({ location: LOC.charlie, parameter: PAR.ecoli, day, value: detect });
      if (m % 3 === 0) charlie.push({ location: LOC.charlie, parameter: PAR.ecoli, day: await before(0, 10, m), value: detect * 1.3 });
    }
    // A parameter of a group graph mode does not offer, and continuous oxygen readings at Alpha: neither has statistics.
    const others: Sample[] = [
      { location: LOC.alpha, parameter: PAR.flow, day: await before(0, 1), value: 50 },
      { location: LOC.alpha, parameter: PAR.oxygen, day: await before(0, 2), value: 100, kind: 'telemetry' },
    ];
    await insert([...yearly, ...bravo, ...charlie, ...others]);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  describe('statistics, precomputed on ingest', () => {
    it('queues the changed water-quality series and has no statistics before the refresh', async () => {
      expect(await dirtyKeys()).toEqual([
        { location_ndx: LOC.alpha, parameter_ndx: PAR.ecoli }, { location_ndx: LOC.alpha, parameter_ndx: PAR.oxygen },
        { location_ndx: LOC.bravo, parameter_ndx: PAR.ecoli }, { location_ndx: LOC.bravo, parameter_ndx: PAR.nitrogen },
        { location_ndx: LOC.charlie, parameter_ndx: PAR.ecoli },
      ]);
      expect(await statsRows()).toEqual([]);
      expect(await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli] })).toEqual([]);
    });

    it('writes one row per series and offered period on refreshDirty, and empties the queue', async () => {
      expect(await stats.refreshDirty()).toBe(5);
      expect(await dirtyKeys()).toEqual([]);
      const rows = await statsRows();
      const count = (l: number, p: number, period: string) => rows.find((r) => r.location_ndx === l && r.parameter_ndx === p && r.stats_period === period)?.recordcount;
      expect(rows).toHaveLength(13); // 3 periods × 4 series of three-period groups + nitrogen (full only)
      expect([count(LOC.alpha, PAR.ecoli, 'short'), count(LOC.alpha, PAR.ecoli, 'medium'), count(LOC.alpha, PAR.ecoli, 'full')]).toEqual([5, 10, 12]);
      // The telemetry reading is not a sample.
      expect(count(LOC.alpha, PAR.oxygen, 'full')).toBe(12);
      // The short window starts the day after today − 5 years: the sample on that day itself is out.
      expect([count(LOC.bravo, PAR.ecoli, 'short'), count(LOC.bravo, PAR.ecoli, 'full')]).toEqual([5, 6]);
      expect(count(LOC.bravo, PAR.nitrogen, 'short')).toBeUndefined();
      expect(rows.filter((r) => r.parameter_ndx === PAR.flow)).toEqual([]);
      expect((await query(`SELECT DISTINCT to_char(computed_for, 'YYYY-MM-DD') AS d FROM location_parameter_period_stats`))).toEqual([{ d: today }]);
    });

    it('computes median, percentiles, benchmark scales and trend as worked by hand', async () => {
      const full = await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli, PAR.oxygen, PAR.nitrogen] });
      const short = await mapRows({ periodOfRecord: 'short', recordCount: 0, parameters: [PAR.ecoli, PAR.oxygen] });
      const medium = await mapRows({ periodOfRecord: 'medium', recordCount: 0, parameters: [PAR.ecoli] });
      const row = (rows: GraphModeStatsRow[], l: number, p: number) => rows.find((r) => r.ndx === l && r.parameter_ndx === p) as GraphModeStatsRow;

      // Alpha E. coli, full: 100, 115, ..., 265. Median (175 + 190) / 2; 85th at position 0.85·11 = 9.35:
      // 235 + 0.35·15. Median 182.5 is above the benchmark 126 (4), the 85th above the secondary 235 (5).
      // Rising 15 every year: S = 66 of 66 pairs, Var(S) = 12·11·29/18, Sen slope 15.
      expect(row(full, LOC.alpha, PAR.ecoli)).toEqual({
        ndx: LOC.alpha, location_id: 'FIX-A', location_name: 'Alpha Creek at Fixture Bridge', huc12_name: 'Fixture Headwaters',
        parameter_ndx: PAR.ecoli, parameter: 'Fixture E. coli', parameter_name: 'Fixture E. coli', parameter_abbrev: 'FEC',
        units: 'MPN/100 mL', stats_period: 'full', recordcount: 12, median: 182.5, pctile85: expect.closeTo(240.25, 9), is_pctile15: false,
        low_is_bad: false, benchmark_scale_median: 4, benchmark_scale_pctile85: 5, trend: 'Increasing', trend_slope: 15,
        por_start: await before(11, 1), por_end: await before(0, 1), organizations: 'Alpha Agency, Zeta Water Lab',
        bmk_line0: 0, bmk_line1: 1, bmk_line2: 94, bmk_line3: 126, bmk_line4: 235,
        bmk_color0: '#7FDBDA', bmk_color1: '#31A354', bmk_color2: '#F7DC30', bmk_color3: '#FD8D3C', bmk_color4: '#E31A1C',
      });
      // Short: 205, 220, 235, 250, 265. The median lies exactly on the secondary benchmark: 5. 85th at 3.4: 256.
      // S = 10, Var = 5·4·15/18, z = 9/√16.67 = 2.20, p = 0.028: still significant.
      expect(row(short, LOC.alpha, PAR.ecoli)).toMatchObject({
        recordcount: 5, median: 235, pctile85: expect.closeTo(256, 9), benchmark_scale_median: 5, benchmark_scale_pctile85: 5,
        trend: 'Increasing', trend_slope: 15, por_start: await before(4, 1),
      });
      // Medium: 130 .. 265, median (190 + 205) / 2.
      expect(row(medium, LOC.alpha, PAR.ecoli)).toMatchObject({ recordcount: 10, median: 197.5, benchmark_scale_median: 4 });

      // Oxygen (low is bad, judged on the 15th percentile): 6, 6.5, ..., 11.5, falling 0.5 a year. Median 8.75 is
      // above the approaching line 7 (2); 15th at 0.15·11 = 1.65: 6.5 + 0.65·0.5 = 6.825, at or below 7 (3).
      expect(row(full, LOC.alpha, PAR.oxygen)).toMatchObject({
        recordcount: 12, median: 8.75, is_pctile15: true, low_is_bad: true, benchmark_scale_median: 2, benchmark_scale_pctile85: 3,
        trend: 'Decreasing', trend_slope: -0.5, units: 'mg/L', bmk_line0: null, bmk_line2: 7,
      });
      expect(row(full, LOC.alpha, PAR.oxygen).pctile85).toBeCloseTo(6.825, 12);
      // Short: 6, 6.5, 7, 7.5, 8: the median is on the approaching line (3), the 15th (6.3) between it and the benchmark.
      expect(row(short, LOC.alpha, PAR.oxygen)).toMatchObject({ median: 7, benchmark_scale_median: 3, benchmark_scale_pctile85: 3, trend: 'Decreasing' });
      expect(row(short, LOC.alpha, PAR.oxygen).pctile85).toBeCloseTo(6.3, 12);

      // Bravo E. coli: every sample a non-detect: "Below detection limits" whatever the statistic; all tied: Stable.
      expect(row(full, LOC.bravo, PAR.ecoli)).toMatchObject({
        recordcount: 6, median: 1, pctile85: 1, benchmark_scale_median: 1, benchmark_scale_pctile85: 1, trend: 'Stable', trend_slope: 0,
        organizations: 'Zeta Water Lab', huc12_name: null,
      });
      // Bravo nitrogen: no benchmark (0); 1, 2, 3 → median 2, 85th 2.7; three years, the last 3 years ago.
      const nitrogen = row(full, LOC.bravo, PAR.nitrogen);
      expect(nitrogen).toMatchObject({ median: 2, benchmark_scale_median: 0, benchmark_scale_pctile85: 0, trend: 'No Current Trend', trend_slope: null, bmk_line3: null });
      expect(nitrogen.pctile85).toBeCloseTo(2.7, 12);
    });

    it('agrees with the statistics module on a series with non-detects at two limits and several samples a month', async () => {
      const raw = await rawSamples(LOC.charlie, PAR.ecoli);
      const check = async (period: 'short' | 'full', windowStart: string) => {
        const inWindow = raw.filter((s) => s.day >= windowStart);
        const values = inWindow.map((s) => s.value);
        const trend = classifyTrend({
          samples: inWindow.map((s) => ({ date: s.day, value: s.value, nonDetect: s.nondetect, detectionLimit: s.limit })),
          windowStart, windowEnd: today,
        });
        const median = percentileCont(values, 0.5) as number;
        const pctile85 = percentileCont(values, 0.85) as number;
        const [stored] = await query<{ median: number; pctile15: number; pctile85: number; trend: string; trend_slope: number; trend_p: number; benchmark_scale_median: number; benchmark_scale_pctile85: number; recordcount: number }>(
          `SELECT * FROM location_parameter_period_stats WHERE location_ndx = $1 AND parameter_ndx = $2 AND stats_period = $3`,
          [LOC.charlie, PAR.ecoli, period],
        );
        expect(stored.recordcount).toBe(inWindow.length);
        expect(stored.median).toBeCloseTo(median, 9);
        expect(stored.pctile85).toBeCloseTo(pctile85, 9);
        expect(stored.pctile15).toBeCloseTo(percentileCont(values, 0.15) as number, 9);
        expect(stored.trend).toBe(trend.label);
        expect(stored.trend_slope).toBeCloseTo(trend.slopePerYear as number, 9);
        expect(stored.trend_p).toBeCloseTo(trend.p as number, 9);
        const scale = (statistic: number) => benchmarkScale({ statistic, lines: E_COLI_LINES, lowIsBad: false, allNonDetect: false });
        expect([stored.benchmark_scale_median, stored.benchmark_scale_pctile85]).toEqual([scale(median), scale(pctile85)]);
        return trend;
      };
      expect(raw.filter((s) => s.nondetect).length).toBeGreaterThan(10);
      const full = await check('full', raw[0].day);
      // The series was built to rise: the check must have compared a real trend, not two "No Current Trend".
      expect(full.label).toBe('Increasing');
      await check('short', await before(5, -1));
    });

    it('recomputes a series after new, changed and deleted samples, and only then', async () => {
      const alphaFull = async () => byKey(await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli] }), LOC.alpha);
      // A new sample of 1000 today: queued, but the answer stays as computed until the refresh.
      await insert([{ location: LOC.alpha, parameter: PAR.ecoli, day: today, value: 1000 }]);
      expect(await dirtyKeys()).toEqual([{ location_ndx: LOC.alpha, parameter_ndx: PAR.ecoli }]);
      expect(await alphaFull()).toMatchObject({ recordcount: 12, median: 182.5 });
      expect(await stats.refreshDirty()).toBe(1);
      // 13 values: 100 .. 265 and 1000, median the 7th: 190.
      expect(await alphaFull()).toMatchObject({ recordcount: 13, median: 190, por_end: today });

      await query(`UPDATE results SET value = 0 WHERE location_ndx = $1 AND parameter_ndx = $2 AND value = 1000`, [LOC.alpha, PAR.ecoli]);
      expect(await stats.refreshDirty()).toBe(1);
      expect(await alphaFull()).toMatchObject({ recordcount: 13, median: 175 });

      await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2 AND value = 0`, [LOC.alpha, PAR.ecoli]);
      expect(await stats.refreshDirty()).toBe(1);
      expect(await alphaFull()).toMatchObject({ recordcount: 12, median: 182.5, por_end: await before(0, 1) });
    });

    it('does not queue telemetry, and removes the rows of a series whose samples are all gone', async () => {
      await insert([{ location: LOC.alpha, parameter: PAR.oxygen, at: new Date().toISOString(), value: 9, kind: 'telemetry' }]);
      expect(await dirtyKeys()).toEqual([]);

      const bravoE = () => query(`SELECT stats_period FROM location_parameter_period_stats WHERE location_ndx = $1 AND parameter_ndx = $2 ORDER BY 1`, [LOC.bravo, PAR.ecoli]);
      const keep = await query(`SELECT * FROM results WHERE location_ndx = $1 AND parameter_ndx = $2`, [LOC.bravo, PAR.ecoli]);
      // Only the sample of exactly 5 years ago left: outside the short window, inside the medium one.
      await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2 AND local_date(collect_timestamp) > $3::date - interval '5 years'`,
        [LOC.bravo, PAR.ecoli, today]);
      await stats.refreshDirty();
      expect(await bravoE()).toEqual([{ stats_period: 'full' }, { stats_period: 'medium' }]);
      await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2`, [LOC.bravo, PAR.ecoli]);
      await stats.refreshDirty();
      expect(await bravoE()).toEqual([]);
      // Put the series back as it was for the other tests.
      await query(
        `INSERT INTO results SELECT * FROM jsonb_populate_recordset(NULL::results, $1::jsonb)`,
        [JSON.stringify(keep)],
      );
      await stats.refreshDirty();
      expect(await bravoE()).toHaveLength(3);
    });

    it('queues the series of a parameter whose benchmarks change, and rescales them', async () => {
      await query(`UPDATE benchmarks SET bmk_line4 = 300 WHERE parameter_ndx = $1`, [PAR.ecoli]);
      expect(await dirtyKeys()).toEqual([
        { location_ndx: LOC.alpha, parameter_ndx: PAR.ecoli }, { location_ndx: LOC.bravo, parameter_ndx: PAR.ecoli },
        { location_ndx: LOC.charlie, parameter_ndx: PAR.ecoli },
      ]);
      await stats.refreshDirty();
      const full = await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli] });
      expect(byKey(full, LOC.alpha)).toMatchObject({ benchmark_scale_pctile85: 4, bmk_line4: 300 });
      await query(`UPDATE benchmarks SET bmk_line4 = 235 WHERE parameter_ndx = $1`, [PAR.ecoli]);
      await stats.refreshDirty();
      expect(byKey(await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli] }), LOC.alpha)).toMatchObject({ benchmark_scale_pctile85: 5 });
    });

    it('moves the windows with the date on refreshAll, and says when a full refresh is due', async () => {
      expect(await isRefreshAllDue(running.dataSource)).toBe(false);
      const later = (await query<{ d: string }>(`SELECT to_char($1::date + interval '3 years', 'YYYY-MM-DD') AS d`, [today]))[0].d;
      expect(await isRefreshAllDue(running.dataSource, later)).toBe(true);
      try {
        // Three years on, Alpha's short window holds only the samples 0 and 1 years back (plus none newer).
        expect(await stats.refreshAll({ today: later })).toBeGreaterThanOrEqual(5);
        const [alpha] = await query(`SELECT recordcount, to_char(computed_for, 'YYYY-MM-DD') AS computed_for FROM location_parameter_period_stats
                                       WHERE location_ndx = $1 AND parameter_ndx = $2 AND stats_period = 'short'`, [LOC.alpha, PAR.ecoli]);
        expect(alpha).toEqual({ recordcount: 2, computed_for: later });
        // Two years of data: too short a record for a trend.
        expect((await mapRows({ periodOfRecord: 'short', recordCount: 0, parameters: [PAR.ecoli] })).find((r) => r.ndx === LOC.alpha)?.trend).toBe('No Current Trend');
      } finally {
        await stats.refreshAll({ today });
      }
      expect(await isRefreshAllDue(running.dataSource)).toBe(false);
    });

    it('skips queued series another session holds, so two backends never refresh the same one', async () => {
      await insert([{ location: LOC.alpha, parameter: PAR.ecoli, day: today, value: 50 }, { location: LOC.charlie, parameter: PAR.ecoli, day: today, value: 50 }]);
      const other = new Client({ connectionString: db.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(`SELECT * FROM graph_stats_dirty WHERE location_ndx = $1 FOR UPDATE`, [LOC.alpha]);
        expect(await stats.refreshDirty()).toBe(1);
        expect(await dirtyKeys()).toEqual([{ location_ndx: LOC.alpha, parameter_ndx: PAR.ecoli }]);
        await other.query('ROLLBACK');
      } finally {
        await other.end();
      }
      await query(`DELETE FROM results WHERE location_ndx IN ($1, $2) AND parameter_ndx = $3 AND local_date(collect_timestamp) = $4`,
        [LOC.alpha, LOC.charlie, PAR.ecoli, today]);
      expect(await stats.refreshDirty()).toBe(2);
    });

    it('drains the queue on its own once the schedule runs', async () => {
      await insert([{ location: LOC.charlie, parameter: PAR.ecoli, day: today, value: 5000 }]);
      const count = async () => (await query<{ n: number }>(`SELECT recordcount AS n FROM location_parameter_period_stats
                                                              WHERE location_ndx = $1 AND parameter_ndx = $2 AND stats_period = 'full'`, [LOC.charlie, PAR.ecoli]))[0].n;
      const initial = await count();
      stats.start(50);
      try {
        for (let i = 0; i < 100 && (await dirtyKeys()).length; i++) await new Promise((r) => setTimeout(r, 50));
        await stats.stop();
        expect(await dirtyKeys()).toEqual([]);
        expect(await count()).toBe(initial + 1);
      } finally {
        await stats.stop();
        await query(`DELETE FROM results WHERE location_ndx = $1 AND parameter_ndx = $2 AND value = 5000`, [LOC.charlie, PAR.ecoli]);
        await stats.refreshDirty();
      }
    });
  });

  describe('reference lists', () => {
    it('lists the groups graph mode offers, with their periods in order', async () => {
      const res = await request(http).get('/api/list-parameter-groups-graph-mode').expect(200);
      expect(res.body).toEqual([
        { parameter_group_ndx: GROUP.bacteria, parameter_group_name: 'Fixture Bacteria', stats_period: ['short', 'medium', 'full'] },
        { parameter_group_ndx: GROUP.field, parameter_group_name: 'Fixture Field', stats_period: ['short', 'medium', 'full'] },
        { parameter_group_ndx: GROUP.nutrients, parameter_group_name: 'Fixture Nutrients', stats_period: ['full'] },
      ]);
      // Cached until the catalog changes.
      await request(http).get('/api/list-parameter-groups-graph-mode').set('if-none-match', res.headers.etag).expect(304);
    });

    it('lists threats by description and the six benchmark colours with their legend text', async () => {
      expect((await request(http).get('/api/list-threats').expect(200)).body).toEqual([
        { threat_ndx: THREAT.aquatic, threat_desc: 'Fixture Aquatic Life' },
        { threat_ndx: THREAT.nutrients, threat_desc: 'Fixture Nutrient Loading' },
        { threat_ndx: THREAT.recreation, threat_desc: 'Fixture Recreation' },
      ]);
      const colors = (await request(http).get('/api/list-benchmark-scale-colors').expect(200)).body;
      expect(colors.map((c: { label: string }) => c.label)).toEqual([
        'No benchmarks available', 'Below detection limits', 'Below benchmark', 'Approaching benchmark', 'Above benchmark', 'Above secondary benchmark',
      ]);
      expect(colors[5]).toEqual({ benchmark_scale: 5, symbol_color: '#E31A1C', label: 'Above secondary benchmark' });
    });

    it.each([
      ['every group offering the short period', { periodOfRecord: 'short', parameterGroups: [], threats: [] }, [PAR.ecoli, PAR.oxygen]],
      ['every group offering the full period', { periodOfRecord: 'full', parameterGroups: [], threats: [] }, [PAR.ecoli, PAR.nitrogen, PAR.oxygen]],
      ['one group', { periodOfRecord: 'full', parameterGroups: [GROUP.field], threats: [] }, [PAR.oxygen]],
      ['a group that does not offer the period', { periodOfRecord: 'short', parameterGroups: [GROUP.nutrients], threats: [] }, []],
      ['a group graph mode does not offer', { periodOfRecord: 'full', parameterGroups: [GROUP.flow], threats: [] }, []],
      ['a threat', { periodOfRecord: 'full', parameterGroups: [], threats: [THREAT.aquatic] }, [PAR.nitrogen, PAR.oxygen]],
      ['a group and a threat', { periodOfRecord: 'full', parameterGroups: [GROUP.nutrients, GROUP.bacteria], threats: [THREAT.aquatic, THREAT.recreation] }, [PAR.ecoli, PAR.nitrogen]],
      ['an unknown group', { periodOfRecord: 'full', parameterGroups: [999999], threats: [] }, []],
    ])('lists parameters with statistics for %s, by name', async (_what, body, expected) => {
      const res = await post('/api/list-parameters-graph-mode', body).expect(200);
      expect(res.body.map((p: { parameter_ndx: number }) => p.parameter_ndx)).toEqual(expected);
    });

    it('answers parameters with the unit as displayed', async () => {
      const res = await post('/api/list-parameters-graph-mode', { periodOfRecord: 'full', parameterGroups: [GROUP.bacteria], threats: [] }).expect(200);
      expect(res.body).toEqual([{ parameter_ndx: PAR.ecoli, parameter_abbrev: 'FEC', parameter_name: 'Fixture E. coli', unit_desc: 'MPN/100 mL' }]);
    });
  });

  describe('locations-map-graph-mode', () => {
    it('answers the requested parameters by parameter name, then location name', async () => {
      const rows = await mapRows({ periodOfRecord: 'full', recordCount: 0, parameters: [PAR.oxygen, PAR.ecoli, 999999, PAR.flow] });
      expect(rows.map((r) => [r.parameter_ndx, r.ndx])).toEqual([
        [PAR.ecoli, LOC.alpha], [PAR.ecoli, LOC.bravo], [PAR.ecoli, LOC.charlie], [PAR.oxygen, LOC.alpha],
      ]);
    });

    it('keeps rows with at least the minimum number of records (0: no minimum)', async () => {
      const locations = async (recordCount: number) =>
        (await mapRows({ periodOfRecord: 'full', recordCount, parameters: [PAR.ecoli] })).map((r) => r.ndx);
      expect(await locations(0)).toEqual([LOC.alpha, LOC.bravo, LOC.charlie]);
      expect(await locations(6)).toEqual([LOC.alpha, LOC.bravo, LOC.charlie]);
      expect(await locations(7)).toEqual([LOC.alpha, LOC.charlie]);
      expect(await locations(12)).toEqual([LOC.alpha, LOC.charlie]);
      expect(await locations(13)).toEqual([LOC.charlie]);
      expect(await locations(100_000)).toEqual([]);
    });

    it('sends the answer gzip-compressed to callers that accept it, the same rows plain to others', async () => {
      for (const recordCount of [0, 7]) {
        const body = { periodOfRecord: 'full', recordCount, parameters: [PAR.ecoli, PAR.oxygen] };
        const zipped = await post('/api/locations-map-graph-mode', body).set('accept-encoding', 'gzip').expect(200);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
        const again = await post('/api/locations-map-graph-mode', body).set('accept-encoding', 'gzip').expect(200);
        const plain = await post('/api/locations-map-graph-mode', body).set('accept-encoding', 'identity').expect(200).expect('content-type', /json/);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toEqual(zipped.body);
        expect(again.body).toEqual(zipped.body);
        expect(plain.body.length).toBe(recordCount ? 3 : 4);
      }
    });

    it.each([
      ['an unknown period', { periodOfRecord: 'yearly', recordCount: 0, parameters: [PAR.ecoli] }, ['periodOfRecord']],
      ['a negative minimum', { periodOfRecord: 'full', recordCount: -1, parameters: [PAR.ecoli] }, ['recordCount']],
      ['a fractional minimum', { periodOfRecord: 'full', recordCount: 1.5, parameters: [PAR.ecoli] }, ['recordCount']],
      ['a parameter that is no index', { periodOfRecord: 'full', recordCount: 0, parameters: [0, 'x'] }, ['parameters']],
      ['parameters that are no list', { periodOfRecord: 'full', recordCount: 0, parameters: PAR.ecoli }, ['parameters']],
      ['an unknown property', { periodOfRecord: 'full', recordCount: 0, parameters: [PAR.ecoli], minimum: 3 }, ['minimum']],
      ['no body', undefined, ['periodOfRecord', 'recordCount', 'parameters']],
    ])('refuses %s with a 400 naming the field', async (_what, body, fields) => {
      const res = await post('/api/locations-map-graph-mode', body).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(fields));
      for (const field of fields) expect(res.body.message).toContain(`${field}: `);
    });

    it('refuses bad bodies of the parameter list with a 400 naming the field', async () => {
      const res = await post('/api/list-parameters-graph-mode', { periodOfRecord: 'full', parameterGroups: [-1], threats: 'all' }).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['parameterGroups', 'threats']);
    });
  });

  describe('time series of the detail panel', () => {
    it('answers the daily samples of each requested parameter in the window, grouped by parameter name', async () => {
      const res = await post(`/api/ts-daily-table-for-map-display/${LOC.alpha}`, { parameters: [PAR.oxygen, PAR.ecoli, PAR.flow], periodOfRecord: 'short' }).expect(200);
      const series = res.body as ParameterSeries<DailyPoint>[];
      expect(series.map((s) => [s.parameter_ndx, s.parameter, s.parameter_abbrev, s.units])).toEqual([
        [PAR.ecoli, 'Fixture E. coli', 'FEC', 'MPN/100 mL'], [PAR.flow, 'Fixture Flow', 'FQ', 'mg/L'], [PAR.oxygen, 'Fixture Oxygen', 'FDO', 'mg/L'],
      ]);
      expect(series[0].rows).toEqual(await Promise.all([4, 3, 2, 1, 0].map(async (k) => ({
        location_id: 'FIX-A', collect_date: await before(k, 1), organization: 'Zeta Water Lab', result: 100 + 15 * (11 - k), nondetect: false, units: 'MPN/100 mL',
      }))));
      // Samples only: the oxygen telemetry (100, and 9) is not in the series.
      expect(series[2].rows.map((r) => r.result)).toEqual([8, 7.5, 7, 6.5, 6]);
    });

    it('reports non-detects at their limit and flags them', async () => {
      const res = await post(`/api/ts-daily-table-for-map-display/${LOC.bravo}`, { parameters: [PAR.ecoli], periodOfRecord: 'full' }).expect(200);
      expect(res.body[0].rows).toHaveLength(6);
      expect(res.body[0].rows[0]).toEqual({ location_id: 'FIX-B', collect_date: await before(5), organization: 'Zeta Water Lab', result: 1, nondetect: true, units: 'MPN/100 mL' });
    });

    it('answers the calendar-year median and scored percentile of the window', async () => {
      const raw = await rawSamples(LOC.charlie, PAR.ecoli);
      const annual = async (period: 'short' | 'full', from: string) => {
        const res = await post(`/api/ts-annual-table-for-map-display/${LOC.charlie}`, { parameters: [PAR.ecoli], periodOfRecord: period }).expect(200);
        const years = [...new Set(raw.filter((s) => s.day >= from).map((s) => Number(s.day.slice(0, 4))))];
        const expected = years.map((year) => {
          const values = raw.filter((s) => s.day >= from && s.day.startsWith(`${year}-`)).map((s) => s.value);
          return { collect_year: year, result_median: percentileCont(values, 0.5), result_pctile85: percentileCont(values, 0.85) };
        });
        const rows = (res.body as ParameterSeries<AnnualPoint>[])[0].rows;
        expect(rows.map((r) => r.collect_year)).toEqual(expected.map((e) => e.collect_year));
        rows.forEach((r, i) => {
          expect(r.result_median).toBeCloseTo(expected[i].result_median as number, 9);
          expect(r.result_pctile85).toBeCloseTo(expected[i].result_pctile85 as number, 9);
        });
      };
      // Whole years from the rollup; the short window's first, partial year from its samples only.
      await annual('full', raw[0].day);
      await annual('short', await before(5, -1));
    });

    it('scores the 15th percentile where the parameter is judged on it, from samples only', async () => {
      const res = await post(`/api/ts-annual-table-for-map-display/${LOC.alpha}`, { parameters: [PAR.oxygen], periodOfRecord: 'full' }).expect(200);
      const rows = (res.body as ParameterSeries<AnnualPoint>[])[0].rows;
      // One sample a year: median and percentile are that sample (the telemetry readings of 100 and 9 are not).
      expect(rows).toHaveLength(12);
      expect(rows[rows.length - 1]).toEqual({ collect_year: Number((await before(0, 1)).slice(0, 4)), result_median: 6, result_pctile85: 6 });
    });

    it('answers [] for a location without samples of the parameters', async () => {
      await post(`/api/ts-daily-table-for-map-display/${LOC.delta}`, { parameters: [PAR.ecoli], periodOfRecord: 'full' }).expect(200, []);
      await post(`/api/ts-annual-table-for-map-display/${LOC.delta}`, { parameters: [PAR.ecoli], periodOfRecord: 'full' }).expect(200, []);
    });

    it.each(['ts-daily-table-for-map-display', 'ts-annual-table-for-map-display'])('%s: 404 for an unknown location, 400 naming bad fields', async (endpoint) => {
      const missing = await post(`/api/${endpoint}/999999`, { parameters: [PAR.ecoli], periodOfRecord: 'full' }).expect(404);
      expect(missing.body.message).toBe('There is no monitoring location 999999.');
      for (const [path, body, field] of [
        ['abc', { parameters: [PAR.ecoli], periodOfRecord: 'full' }, 'locationIndex'],
        ['0', { parameters: [PAR.ecoli], periodOfRecord: 'full' }, 'locationIndex'],
        [String(LOC.alpha), { parameters: [PAR.ecoli], periodOfRecord: 'all' }, 'periodOfRecord'],
        [String(LOC.alpha), { parameters: [1.5], periodOfRecord: 'full' }, 'parameters'],
        [String(LOC.alpha), { parameters: [PAR.ecoli], periodOfRecord: 'full', indexes: [LOC.alpha] }, 'indexes'],
      ] as const) {
        const res = await post(`/api/${endpoint}/${path}`, body).expect(400);
        expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
    });

    it('exports the samples of several locations by location, parameter and date; unknown locations have none', async () => {
      const res = await post('/api/ts-daily-table-for-map-display', { parameters: [PAR.oxygen, PAR.ecoli], periodOfRecord: 'short', indexes: [LOC.bravo, 999999, LOC.alpha] }).expect(200);
      const rows = res.body as TimeSeriesExportRow[];
      expect(rows.map((r) => `${r.location_id} ${r.param_abbrev}`)).toEqual([
        ...Array(5).fill('FIX-A FEC'), ...Array(5).fill('FIX-A FDO'), ...Array(5).fill('FIX-B FEC'),
      ]);
      expect(rows[0]).toEqual({
        location_id: 'FIX-A', location_name: 'Alpha Creek at Fixture Bridge', param_abbrev: 'FEC', collect_date: await before(4, 1),
        result: 205, units: 'MPN/100 mL', organization: 'Zeta Water Lab', parameter: 'Fixture E. coli',
      });
      const dates = rows.slice(0, 5).map((r) => r.collect_date);
      expect(dates).toEqual([...dates].sort());
      await post('/api/ts-daily-table-for-map-display', { parameters: [PAR.ecoli], periodOfRecord: 'full', indexes: [LOC.delta] }).expect(200, []);
    });

    it.each([
      ['repeated locations', { parameters: [PAR.ecoli], periodOfRecord: 'full', indexes: [LOC.alpha, LOC.alpha] }, 'indexes'],
      ['a location that is no index', { parameters: [PAR.ecoli], periodOfRecord: 'full', indexes: [-4] }, 'indexes'],
      ['no locations list', { parameters: [PAR.ecoli], periodOfRecord: 'full' }, 'indexes'],
    ])('refuses an export with %s (400 naming the field)', async (_what, body, field) => {
      const res = await post('/api/ts-daily-table-for-map-display', body).expect(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    });
  });
});
