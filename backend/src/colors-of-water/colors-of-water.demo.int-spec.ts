import request from 'supertest';
import type { App } from 'supertest/types';
import {
  COW_ELKHEAD_RESERVOIR_LOCATION_NDX, COW_INTERVALS, COW_STAGECOACH_RESERVOIR_LOCATION_NDX, type CowGraphRow, type CowStreamGage,
  type LookupOption,
} from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { seedDemoData } from '../seed/demo-seed';
import { PARAM } from '../reference/reference-data';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';

// The two Colors of Water pages on the demo dataset, as a visitor's browser asks for them: the Stagecoach page draws
// Stagecoach Reservoir's gages and storage accounts, the Elkhead page Elkhead Reservoir's release gage and accounts,
// and neither can draw the other's series. What each answer should hold is read from the database on its own
// terms (the gauges' daily means, the accounts' reservoirs), not from the Colors of Water code.

const STAGECOACH = COW_STAGECOACH_RESERVOIR_LOCATION_NDX;
const ELKHEAD = COW_ELKHEAD_RESERVOIR_LOCATION_NDX;

/** yyyy-MM-dd of the day `days` before today, America/Denver. */
const denverDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date(Date.now() - days * 86_400_000));

describe('colors of water on the demo dataset', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = <T>(sql: string, params: unknown[] = []) => running.dataSource.query(sql, params) as Promise<T[]>;
  const get = (path: string) => request(http).get(`/api/${path}`);
  const rows = async (path: string) => (await get(path).expect(200)).body as CowGraphRow[];
  const range = `${denverDay(90)}/${denverDay()}`;
  /** The accounts kept for a reservoir, by id. */
  const accountsOf = async (reservoir: number) =>
    new Set((await query<{ cow_input_ndx: number }>(`SELECT cow_input_ndx FROM cow_inputs WHERE reservoir_location_ndx = $1`, [reservoir]))
      .map((a) => a.cow_input_ndx));
  /** A gauge's daily means over the range, rounded as the graphs round them, by day. */
  const dailyFlow = async (location: number) =>
    Object.fromEntries((await query<{ day: string; flow: number }>(
      `SELECT to_char(d.collect_date, 'YYYY-MM-DD') AS day, round(d.value_avg::numeric, 2)::float8 AS flow
         FROM result_daily d
        WHERE d.location_ndx = $1 AND d.parameter_ndx = $2 AND d.collect_date BETWEEN $3::date AND $4::date`,
      [location, PARAM.dailyFlow, denverDay(90), denverDay()],
    )).map((r) => [r.day, r.flow]));
  const measured = (graph: CowGraphRow[]) => Object.fromEntries(graph.map((r) => [r.collect_date, r.measured_flow]));

  beforeAll(async () => {
    db = await createScratchDatabase('portal_cow_demo');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await seedDemoData(running.dataSource);
  }, 300_000);

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it("lists Stagecoach Reservoir's own gages below its dam for the Stagecoach page, and offers each reservoir once on COW Controls", async () => {
    const gages = (await get(`colors-of-water-stagecoach/stream-gages/${STAGECOACH}`).expect(200)).body as CowStreamGage[];
    expect(gages.map((g) => g.stream_gage)).toEqual([
      'Yampa River below Stagecoach Reservoir, CO', 'Yampa River at Steamboat Springs, CO', 'Yampa River above Elkhead Creek near Hayden, CO',
    ]);
    const [reservoir] = await query<{ location_name: string }>(`SELECT location_name FROM locations WHERE location_ndx = $1`, [STAGECOACH]);
    expect(reservoir.location_name).toBe('Stagecoach Reservoir');
    const offered = (await get('list-locations-for-cow').expect(200)).body as LookupOption[];
    expect(offered).toEqual([{ value: ELKHEAD, display: 'Elkhead Reservoir' }, { value: STAGECOACH, display: 'Stagecoach Reservoir' }]);
  });

  it("draws each page's own reservoir: its gage's measured flow and its own storage accounts, which release water", async () => {
    const stagecoachAccounts = await accountsOf(STAGECOACH);
    const elkheadAccounts = await accountsOf(ELKHEAD);
    expect(stagecoachAccounts.size).toBeGreaterThan(0);
    expect(elkheadAccounts.size).toBeGreaterThan(0);

    const elkhead = await rows(`colors-of-water-elkhead/graph-daily/${range}`);
    // Elkhead's release gage is the Yampa below Craig (location 9), its accounts Elkhead's.
    expect(measured(elkhead)).toEqual(await dailyFlow(9));
    expect(new Set(elkhead.map((r) => r.cow_input_ndx))).toEqual(new Set([null, ...elkheadAccounts]));

    const gages = (await get(`colors-of-water-stagecoach/stream-gages/${STAGECOACH}`).expect(200)).body as CowStreamGage[];
    // Below Stagecoach (44), at Steamboat Springs (3), above Elkhead Creek (7).
    for (const [gage, location] of gages.map((g, i) => [g.stream_gage_ndx, [44, 3, 7][i]])) {
      const stagecoach = await rows(`colors-of-water-stagecoach/graph-daily/${gage}/${range}`);
      expect({ gage, flow: measured(stagecoach) }).toEqual({ gage, flow: await dailyFlow(location) });
      expect(new Set(stagecoach.map((r) => r.cow_input_ndx))).toEqual(new Set([null, ...stagecoachAccounts]));
      expect(stagecoach.some((r) => r.cow_input_ndx !== null && (r.cow_slice_cfs ?? 0) > 0)).toBe(true);
      expect(stagecoach).not.toEqual(elkhead);
    }
  });

  it("refuses every Elkhead gage on the Stagecoach page's graph, by any interval", async () => {
    const elkheadGages = await query<{ stream_gage_ndx: number }>(
      `SELECT stream_gage_ndx FROM cow_stream_gages WHERE reservoir_location_ndx = $1`, [ELKHEAD],
    );
    expect(elkheadGages.length).toBeGreaterThan(0);
    for (const { stream_gage_ndx: gage } of elkheadGages) {
      for (const interval of COW_INTERVALS) {
        const res = await get(`colors-of-water-stagecoach/graph-${interval}/${gage}/${range}`);
        expect({ gage, interval, status: res.status }).toEqual({ gage, interval, status: 404 });
      }
    }
  });
});
