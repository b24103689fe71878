import request from 'supertest';
import type { App } from 'supertest/types';
import {
  COW_ELKHEAD_RESERVOIR_LOCATION_NDX, COW_STAGECOACH_RESERVOIR_LOCATION_NDX, type CowGraphRow, type CowStreamGage,
} from '@portal/contracts';
import type { RunningApp } from '../bootstrap';
import { startTestApp } from '../../test/app';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { publicTablesState } from '../../test/database-state';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../../test/fixtures';
import { cowInputRow, insertAll, insertRows } from '../../test/rows';

// Colors of Water on a real PostgreSQL database: the gage list of a reservoir, the Elkhead graph (Elkhead
// Reservoir's release gage, by day) and the Stagecoach graph (a gage of Stagecoach Reservoir) by day, week and month.
// The expected rows are written out by hand from the fixture's flows and slices: the Unaccounted band is the measured
// flow minus the accounts' slices (never below 0, null without a flow), every account of the reservoir has a row
// each day (0 when it released nothing), an account of another reservoir never shows, a page never draws the other
// reservoir's gage, and the rows come in stacking order. Bad input is a 400 naming the field and writes nothing.

const ELKHEAD = COW_ELKHEAD_RESERVOIR_LOCATION_NDX;
const STAGECOACH = COW_STAGECOACH_RESERVOIR_LOCATION_NDX;
const OTHER_RESERVOIR = 9702;
const DOWNSTREAM = 9703; // a second gauge location
const RELEASE_GAGE = 9701; // Elkhead's release gage
const LOWER_GAGE = 9702; // Stagecoach's gages
const UNUSED_GAGE = 9703; // tracked, without any flow or slice
const FISH = 9701; // Elkhead's accounts: order 1, on top
const CITY = 9702; // order 2
const SPARE = 9703; // no order: just above Unaccounted
const FOREIGN = 9704; // another reservoir's account
const S_FISH = 9705; // Stagecoach's accounts
const S_CITY = 9706;
const S_SPARE = 9707;

/** A day at noon, America/Denver (so the daily rollup puts it on that day). */
const noon = (day: string) => `${day}T12:00:00-06:00`;

describe('colors of water', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let http: App;
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);
  const get = (path: string) => request(http).get(`/api/${path}`);
  const rows = async (path: string) => (await get(path).expect(200)).body as CowGraphRow[];
  /** A day's rows as [name, cfs] in the answer's order, with the day's measured flow. */
  const day = (all: CowGraphRow[], date: string) => {
    const of = all.filter((r) => r.collect_date === date);
    return { flow: of[0]?.measured_flow, slices: of.map((r) => [r.cow_input_name, r.cow_slice_cfs]) };
  };

  async function slices(gage: number, list: [string, number, number][]): Promise<void> {
    for (const [date, account, cfs] of list) {
      await insertRows(running.dataSource, 'cow_daily_slices', [{ stream_gage_ndx: gage, collect_date: date, cow_input_ndx: account, cow_slice_cfs: cfs }]);
    }
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_cow');
    ({ running } = await startTestApp({ DATABASE_URL: db.url }));
    http = running.app.getHttpServer();
    await insertFixtureWorld(running.dataSource);
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES
         (${ELKHEAD}, 'FIX-COW-ELK', 'Fixture Elkhead Reservoir', 901), (${STAGECOACH}, 'FIX-COW-STG', 'Fixture Stagecoach Reservoir', 901),
         (${OTHER_RESERVOIR}, 'FIX-COW-RES2', 'Fixture Other Reservoir', 901), (${DOWNSTREAM}, 'FIX-COW-2', 'Fixture COW Downstream', 901)`,
    );
    const ds = running.dataSource;
    await insertAll(ds, [
      cowInputRow({ ndx: FISH, name: 'Fixture Fish Pool', color: '#D62728', sliceOrder: 1, reservoir: ELKHEAD }),
      cowInputRow({ ndx: CITY, name: 'Fixture City', color: '#FF7F0E', sliceOrder: 2, reservoir: ELKHEAD }),
      cowInputRow({ ndx: SPARE, name: 'Fixture Spare', color: '#2CA02C', reservoir: ELKHEAD }),
      cowInputRow({ ndx: FOREIGN, name: 'Fixture Foreign', color: '#9467BD', sliceOrder: 1, reservoir: OTHER_RESERVOIR }),
      cowInputRow({ ndx: S_FISH, name: 'Fixture Stagecoach Fish', color: '#8C564B', sliceOrder: 1, reservoir: STAGECOACH }),
      cowInputRow({ ndx: S_CITY, name: 'Fixture Stagecoach City', color: '#17BECF', sliceOrder: 2, reservoir: STAGECOACH }),
      cowInputRow({ ndx: S_SPARE, name: 'Fixture Stagecoach Spare', color: '#BCBD22', reservoir: STAGECOACH }),
    ]);
    // Every gage here reports the fixture's flow parameter.
    const parameter_ndx = FIXTURE.parameter;
    await insertRows(ds, 'cow_stream_gages', [
      { stream_gage_ndx: LOWER_GAGE, stream_gage: 'Fixture Lower Gage', reservoir_location_ndx: STAGECOACH, location_ndx: DOWNSTREAM, parameter_ndx,
        is_release_gage: true, sort_order: 1 },
      { stream_gage_ndx: RELEASE_GAGE, stream_gage: 'Fixture Release Gage', reservoir_location_ndx: ELKHEAD, location_ndx: FIXTURE.location, parameter_ndx,
        is_release_gage: true, sort_order: 1 },
      { stream_gage_ndx: UNUSED_GAGE, stream_gage: 'Fixture Unused Gage', reservoir_location_ndx: STAGECOACH, location_ndx: OTHER_RESERVOIR, parameter_ndx,
        is_release_gage: false, sort_order: 3 },
    ]);
    // Release gage: Sep 29 (Tuesday) to Oct 3 2026. Sep 30 has more slices than flow; Oct 2 has a slice but no flow.
    await upsertFixtureResults(running.dataSource, [
      [noon('2026-09-29'), 50], [noon('2026-09-30'), 10], [noon('2026-10-01'), 100], [noon('2026-10-01').replace('12:', '18:'), 100.0246],
      [noon('2026-10-03'), 33.33333],
    ]);
    await slices(RELEASE_GAGE, [
      ['2026-09-29', FISH, 5], ['2026-09-30', FISH, 8], ['2026-09-30', CITY, 5],
      ['2026-10-01', FISH, 12.3456], ['2026-10-01', CITY, 20], ['2026-10-01', FOREIGN, 999],
      ['2026-10-02', FISH, 4],
    ]);
    // Lower gage: flow on Sat Oct 3, Sun Oct 4, Mon Oct 5 and Nov 2; slices on two of those days, and on Tue Oct 6 and
    // Tue Nov 10 without a measured flow. An Elkhead account's slice at a Stagecoach gage is not Stagecoach's water.
    await query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
       SELECT ${DOWNSTREAM}, $1, r.ts, $2, 'daily', r.value, $3 FROM unnest($4::timestamptz[], $5::float8[]) AS r(ts, value)`,
      [FIXTURE.parameter, FIXTURE.source, FIXTURE.unit,
        [noon('2026-10-03'), noon('2026-10-04'), noon('2026-10-05'), noon('2026-11-02')], [30, 40, 60, 90]],
    );
    await slices(LOWER_GAGE, [
      ['2026-10-04', S_FISH, 10], ['2026-10-05', S_FISH, 20], ['2026-10-05', S_CITY, 6], ['2026-10-04', FISH, 999],
      ['2026-10-06', S_FISH, 9], ['2026-11-10', S_FISH, 7],
    ]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  it('lists the gages tracking a reservoir in list order; none for another location, a 404 for no location', async () => {
    expect((await get(`colors-of-water-stagecoach/stream-gages/${STAGECOACH}`).expect(200)).body as CowStreamGage[]).toEqual([
      { stream_gage_ndx: LOWER_GAGE, stream_gage: 'Fixture Lower Gage' },
      { stream_gage_ndx: UNUSED_GAGE, stream_gage: 'Fixture Unused Gage' },
    ]);
    expect((await get(`colors-of-water-stagecoach/stream-gages/${ELKHEAD}`).expect(200)).body as CowStreamGage[]).toEqual([
      { stream_gage_ndx: RELEASE_GAGE, stream_gage: 'Fixture Release Gage' },
    ]);
    expect((await get(`colors-of-water-stagecoach/stream-gages/${DOWNSTREAM}`).expect(200)).body).toEqual([]);
    const missing = await get('colors-of-water-stagecoach/stream-gages/9799').expect(404);
    expect(missing.body.message).toBe('There is no reservoir 9799.');
  });

  it('splits the release gage flow by account per day: unaccounted below, order 1 on top, never below zero', async () => {
    const all = await rows('colors-of-water-elkhead/graph-daily/2026-09-29/2026-10-03');
    expect([...new Set(all.map((r) => r.collect_date))]).toEqual(['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-03']);
    expect(all).toHaveLength(5 * 4);
    expect(day(all, '2026-09-29')).toEqual({
      flow: 50, slices: [['Unaccounted', 45], ['Fixture Spare', 0], ['Fixture City', 0], ['Fixture Fish Pool', 5]],
    });
    // More claimed than measured: the band is 0, the slices are the data's.
    expect(day(all, '2026-09-30')).toEqual({
      flow: 10, slices: [['Unaccounted', 0], ['Fixture Spare', 0], ['Fixture City', 5], ['Fixture Fish Pool', 8]],
    });
    // Two readings: the daily mean 100.0123 rounds to 100.01; 100.0123 - 32.3456 = 67.6667. The foreign account is not drawn.
    expect(day(all, '2026-10-01')).toEqual({
      flow: 100.01, slices: [['Unaccounted', 67.67], ['Fixture Spare', 0], ['Fixture City', 20], ['Fixture Fish Pool', 12.35]],
    });
    // A slice without a measured flow: the flow and the band are unknown, not zero.
    expect(day(all, '2026-10-02')).toEqual({
      flow: null, slices: [['Unaccounted', null], ['Fixture Spare', 0], ['Fixture City', 0], ['Fixture Fish Pool', 4]],
    });
    expect(day(all, '2026-10-03')).toEqual({
      flow: 33.33, slices: [['Unaccounted', 33.33], ['Fixture Spare', 0], ['Fixture City', 0], ['Fixture Fish Pool', 0]],
    });
    expect(all.find((r) => r.cow_input_ndx === FISH)).toMatchObject({ graph_color: '#D62728', cow_slice_order: 1 });
    expect(all.find((r) => r.cow_input_ndx === null)).toMatchObject({ graph_color: '#C5CBD3', cow_slice_order: null });
    // The range's ends are included and nothing outside it comes.
    expect([...new Set((await rows('colors-of-water-elkhead/graph-daily/2026-09-30/2026-10-01')).map((r) => r.collect_date))])
      .toEqual(['2026-09-30', '2026-10-01']);
    expect(await rows('colors-of-water-elkhead/graph-daily/2020-01-01/2020-12-31')).toEqual([]);
  });

  it('reads the accounts as they are now: a new colour or order shows on the next graph', async () => {
    const path = 'colors-of-water-elkhead/graph-daily/2026-09-29/2026-09-29';
    expect((await rows(path)).map((r) => r.cow_input_name)).toEqual(['Unaccounted', 'Fixture Spare', 'Fixture City', 'Fixture Fish Pool']);
    await query(`UPDATE cow_inputs SET graph_color = '#123456', cow_slice_order = 5 WHERE cow_input_ndx = ${FISH}`);
    try {
      const all = await rows(path);
      expect(all.map((r) => [r.cow_input_name, r.graph_color])).toEqual([
        ['Unaccounted', '#C5CBD3'], ['Fixture Spare', '#2CA02C'], ['Fixture Fish Pool', '#123456'], ['Fixture City', '#FF7F0E'],
      ]);
    } finally {
      await query(`UPDATE cow_inputs SET graph_color = '#D62728', cow_slice_order = 1 WHERE cow_input_ndx = ${FISH}`);
    }
  });

  it('draws a slice or a release gage written after a graph was drawn on the next graph, and revalidates by ETag', async () => {
    const path = 'colors-of-water-elkhead/graph-daily/2026-10-03/2026-10-03';
    const first = await get(path).expect(200);
    expect(day(first.body as CowGraphRow[], '2026-10-03').slices).toContainEqual(['Fixture City', 0]);
    // Unchanged data: the same answer, which a browser revalidates without a body.
    await get(path).set('If-None-Match', first.headers['etag']).expect(304);
    await slices(RELEASE_GAGE, [['2026-10-03', CITY, 3]]);
    await query(`UPDATE cow_stream_gages SET is_release_gage = false WHERE stream_gage_ndx = ${RELEASE_GAGE}`);
    try {
      expect(await rows(path)).toEqual([]);
    } finally {
      await query(`UPDATE cow_stream_gages SET is_release_gage = true WHERE stream_gage_ndx = ${RELEASE_GAGE}`);
    }
    expect(day(await rows(path), '2026-10-03')).toEqual({
      flow: 33.33, slices: [['Unaccounted', 30.33], ['Fixture Spare', 0], ['Fixture City', 3], ['Fixture Fish Pool', 0]],
    });
    await get(path).set('If-None-Match', first.headers['etag']).expect(200);
    await query(`DELETE FROM cow_daily_slices WHERE stream_gage_ndx = ${RELEASE_GAGE} AND collect_date = '2026-10-03'`);
    expect(day(await rows(path), '2026-10-03').slices).toContainEqual(['Fixture City', 0]);
  });

  it('answers a Stagecoach gage by day, by Sunday-to-Saturday week and by month, with Stagecoach accounts only', async () => {
    const path = (interval: string) => `colors-of-water-stagecoach/graph-${interval}/${LOWER_GAGE}/2026-10-01/2026-11-30`;
    const daily = await rows(path('daily'));
    expect([...new Set(daily.map((r) => r.collect_date))]).toEqual(['2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-11-02', '2026-11-10']);
    expect(day(daily, '2026-10-05')).toEqual({
      flow: 60, slices: [['Unaccounted', 34], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 6], ['Fixture Stagecoach Fish', 20]],
    });
    // The Elkhead account's slice on Oct 4 is not drawn and not subtracted.
    expect(day(daily, '2026-10-04')).toEqual({
      flow: 40, slices: [['Unaccounted', 30], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 0], ['Fixture Stagecoach Fish', 10]],
    });
    expect(new Set(daily.map((r) => r.cow_input_ndx))).toEqual(new Set([null, S_FISH, S_CITY, S_SPARE]));
    expect(day(daily, '2026-10-06')).toEqual({
      flow: null, slices: [['Unaccounted', null], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 0], ['Fixture Stagecoach Fish', 9]],
    });
    // Week of Sun Sep 27 holds Oct 3; week of Sun Oct 4 holds Oct 4 and 5, measured, and Oct 6, not measured: the flow
    // and the slices are both means over the two measured days (flow (40 + 60) / 2, fish (10 + 20) / 2, city 6 / 2).
    // Week of Sun Nov 1 holds Nov 2; week of Sun Nov 8 has no measured day: its slices are the mean of its days.
    const weekly = await rows(path('weekly'));
    expect([...new Set(weekly.map((r) => r.collect_date))]).toEqual(['2026-09-27', '2026-10-04', '2026-11-01', '2026-11-08']);
    expect(day(weekly, '2026-10-04')).toEqual({
      flow: 50, slices: [['Unaccounted', 32], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 3], ['Fixture Stagecoach Fish', 15]],
    });
    expect(day(weekly, '2026-11-08')).toEqual({
      flow: null, slices: [['Unaccounted', null], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 0], ['Fixture Stagecoach Fish', 7]],
    });
    // October: flow (30 + 40 + 60) / 3 over the measured days, and so fish 30 / 3 and city 6 / 3 (Oct 6 is not measured).
    const monthly = await rows(path('monthly'));
    expect([...new Set(monthly.map((r) => r.collect_date))]).toEqual(['2026-10-01', '2026-11-01']);
    expect(day(monthly, '2026-10-01')).toEqual({
      flow: 43.33, slices: [['Unaccounted', 31.33], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 2], ['Fixture Stagecoach Fish', 10]],
    });
    // November: Nov 2 measured (90); Nov 10 not, so its slice does not count.
    expect(day(monthly, '2026-11-01')).toEqual({
      flow: 90, slices: [['Unaccounted', 90], ['Fixture Stagecoach Spare', 0], ['Fixture Stagecoach City', 0], ['Fixture Stagecoach Fish', 0]],
    });
    expect(await rows(`colors-of-water-stagecoach/graph-daily/${UNUSED_GAGE}/2026-09-29/2026-10-03`)).toEqual([]);
    const missing = await get('colors-of-water-stagecoach/graph-daily/9799/2026-09-29/2026-10-03').expect(404);
    expect(missing.body.message).toBe('There is no Stagecoach Reservoir stream gage 9799.');
  });

  it("never draws Elkhead's water on the Stagecoach page, nor Stagecoach's on the Elkhead page", async () => {
    // Elkhead's release gage is no Stagecoach gage, by any interval.
    for (const interval of ['daily', 'weekly', 'monthly']) {
      const refused = await get(`colors-of-water-stagecoach/graph-${interval}/${RELEASE_GAGE}/2026-09-29/2026-10-03`).expect(404);
      expect(refused.body.message).toBe(`There is no Stagecoach Reservoir stream gage ${RELEASE_GAGE}.`);
    }
    // The Elkhead page draws Elkhead's accounts at Elkhead's release gage, even with Stagecoach's release gage beside it.
    const elkhead = await rows('colors-of-water-elkhead/graph-daily/2026-09-29/2026-11-30');
    expect(new Set(elkhead.map((r) => r.cow_input_ndx))).toEqual(new Set([null, FISH, CITY, SPARE]));
    expect(elkhead.map((r) => r.collect_date)).not.toContain('2026-10-04');
    const stagecoach = await rows(`colors-of-water-stagecoach/graph-daily/${LOWER_GAGE}/2026-09-29/2026-11-30`);
    expect(new Set(stagecoach.map((r) => r.cow_input_ndx))).toEqual(new Set([null, S_FISH, S_CITY, S_SPARE]));
  });

  it('answers no rows on Elkhead when the reservoir has no release gage', async () => {
    await query(`UPDATE cow_stream_gages SET is_release_gage = false WHERE stream_gage_ndx = ${RELEASE_GAGE}`);
    try {
      expect(await rows('colors-of-water-elkhead/graph-daily/2026-09-29/2026-10-03')).toEqual([]);
    } finally {
      await query(`UPDATE cow_stream_gages SET is_release_gage = true WHERE stream_gage_ndx = ${RELEASE_GAGE}`);
    }
  });

  it('refuses bad input with a 400 naming the field, never a 5xx, and writes nothing', async () => {
    const before = await publicTablesState(running.dataSource);
    const cases: [string, string][] = [
      ['colors-of-water-elkhead/graph-daily/2026-13-01/2026-10-03', 'startDate'],
      ['colors-of-water-elkhead/graph-daily/2026-02-30/2026-10-03', 'startDate'],
      ['colors-of-water-elkhead/graph-daily/20260929/2026-10-03', 'startDate'],
      ['colors-of-water-elkhead/graph-daily/today/2026-10-03', 'startDate'],
      ["colors-of-water-elkhead/graph-daily/2026-09-29'%3B--/2026-10-03", 'startDate'],
      ['colors-of-water-elkhead/graph-daily/2026-09-29/2026-09-28', 'endDate'],
      ['colors-of-water-elkhead/graph-daily/2000-01-01/2010-01-02', 'endDate'],
      ['colors-of-water-elkhead/graph-daily/2026-09-29/10-03-2026', 'endDate'],
      ['colors-of-water-stagecoach/graph-hourly/9701/2026-09-29/2026-10-03', 'interval'],
      ['colors-of-water-stagecoach/graph-DAILY/9701/2026-09-29/2026-10-03', 'interval'],
      ['colors-of-water-stagecoach/graph-__proto__/9701/2026-09-29/2026-10-03', 'interval'],
      ['colors-of-water-stagecoach/graph-daily/abc/2026-09-29/2026-10-03', 'streamGageId'],
      ['colors-of-water-stagecoach/graph-daily/0/2026-09-29/2026-10-03', 'streamGageId'],
      ['colors-of-water-stagecoach/graph-daily/1.5/2026-09-29/2026-10-03', 'streamGageId'],
      ['colors-of-water-stagecoach/graph-daily/2147483648/2026-09-29/2026-10-03', 'streamGageId'],
      ['colors-of-water-stagecoach/graph-weekly/9701/2026-09-29/2024-10-03', 'endDate'],
      ['colors-of-water-stagecoach/stream-gages/abc', 'reservoir'],
      ['colors-of-water-stagecoach/stream-gages/-197', 'reservoir'],
      ['colors-of-water-stagecoach/stream-gages/1e3', 'reservoir'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect([path, (res.body.fields as { field: string }[]).map((f) => f.field)]).toEqual([path, [field]]);
    }
    // Exactly ten years is answerable.
    await get('colors-of-water-elkhead/graph-daily/2016-10-03/2026-10-03').expect(200);
    expect(await publicTablesState(running.dataSource)).toEqual(before);
  });
});
