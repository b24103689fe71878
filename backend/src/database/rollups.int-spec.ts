import { DataSource } from 'typeorm';
import { createMigratedDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../../test/fixtures';

describe('results rollups (maintained by triggers on write)', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase());
    await insertFixtureWorld(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  beforeEach(async () => {
    await ds.query(`DELETE FROM results`);
  });

  const daily = () =>
    ds.query(
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS day, value_count::int AS n, value_min AS min, value_avg AS avg,
              value_max AS max, nondetect_count::int AS nd
         FROM result_daily WHERE location_ndx = $1 AND parameter_ndx = $2 ORDER BY collect_date`,
      [FIXTURE.location, FIXTURE.parameter],
    );

  it('rolls results into America/Denver days, not UTC days', async () => {
    // 05:30Z on Jul 2 is 23:30 on Jul 1 in Denver (MDT, UTC-6); 06:30Z is 00:30 on Jul 2.
    await upsertFixtureResults(ds, [
      ['2024-07-02T05:30:00Z', 10],
      ['2024-07-02T06:30:00Z', 20],
      ['2024-07-02T20:00:00Z', 40],
    ]);
    expect(await daily()).toEqual([
      { day: '2024-07-01', n: 1, min: 10, avg: 10, max: 10, nd: 0 },
      { day: '2024-07-02', n: 2, min: 20, avg: 30, max: 40, nd: 0 },
    ]);
  });

  it('keeps day boundaries right across the daylight-saving change', async () => {
    // 2024-11-03 is 25 hours long in Denver: 06:00Z (00:00 MDT) to 07:00Z next day (00:00 MST).
    await upsertFixtureResults(ds, [
      ['2024-11-03T06:00:00Z', 1],
      ['2024-11-04T06:59:00Z', 2],
      ['2024-11-04T07:00:00Z', 3],
    ]);
    expect((await daily()).map((d: { day: string; n: number }) => [d.day, d.n])).toEqual([
      ['2024-11-03', 2],
      ['2024-11-04', 1],
    ]);
  });

  it('counts non-detects and keeps them out of the value statistics', async () => {
    await upsertFixtureResults(ds, [
      ['2024-03-01T18:00:00Z', null],
      ['2024-03-01T19:00:00Z', 4],
    ]);
    expect(await daily()).toEqual([{ day: '2024-03-01', n: 2, min: 4, avg: 4, max: 4, nd: 1 }]);
  });

  it('computes calendar-year and water-year statistics with percentiles', async () => {
    // Sep 30 belongs to water year 2024, Oct 1 to water year 2025; both are calendar year 2024.
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    await upsertFixtureResults(ds, [
      ...values.slice(0, 5).map((v, i): [string, number] => [`2024-09-${String(20 + i).padStart(2, '0')}T18:00:00Z`, v]),
      ...values.slice(5).map((v, i): [string, number] => [`2024-10-0${i + 1}T18:00:00Z`, v]),
    ]);
    const annual = await ds.query(
      `SELECT year_type, year, value_count::int AS n, value_median AS median,
              round(value_pctile85::numeric, 6)::float8 AS p85, round(value_pctile15::numeric, 6)::float8 AS p15
         FROM result_annual WHERE location_ndx = $1 ORDER BY year_type, year`,
      [FIXTURE.location],
    );
    expect(annual).toEqual([
      { year_type: 'calendar', year: 2024, n: 10, median: 5.5, p85: 8.65, p15: 2.35 },
      { year_type: 'water', year: 2024, n: 5, median: 3, p85: 4.4, p15: 1.6 },
      { year_type: 'water', year: 2025, n: 5, median: 8, p85: 9.4, p15: 6.6 },
    ]);
  });

  it('counts a non-detect reported by its detection limit alone at that limit in the annual statistics', async () => {
    // The graph-mode statistics and the detail panel's series read such a result at its limit; the annual
    // chart reads result_annual, so the two must agree.
    await upsertFixtureResults(ds, [['2024-04-01T18:00:00Z', 6], ['2024-05-01T18:00:00Z', 8]]);
    await ds.query(
      `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value,
                            nondetect, detection_limit, unit_ndx)
       VALUES ($1, $2, '2024-06-01T18:00:00Z', $3, 'sample', NULL, true, 1, $4)`,
      [FIXTURE.location, FIXTURE.parameter, FIXTURE.source, FIXTURE.unit],
    );
    const [calendar] = await ds.query(
      `SELECT value_count::int AS n, nondetect_count::int AS nd, value_min AS min, value_avg AS avg, value_max AS max,
              value_median AS median
         FROM result_annual WHERE location_ndx = $1 AND parameter_ndx = $2 AND year_type = 'calendar' AND year = 2024`,
      [FIXTURE.location, FIXTURE.parameter],
    );
    expect(calendar).toEqual({ n: 3, nd: 1, min: 1, avg: 5, max: 8, median: 6 });
  });

  it('updates rollups on re-import and on delete, and a re-import never duplicates a result', async () => {
    await upsertFixtureResults(ds, [['2024-05-10T18:00:00Z', 100]]);
    await upsertFixtureResults(ds, [['2024-05-10T18:00:00Z', 250]]);
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM results`);
    expect(count).toBe(1);
    expect(await daily()).toEqual([{ day: '2024-05-10', n: 1, min: 250, avg: 250, max: 250, nd: 0 }]);

    await ds.query(`DELETE FROM results WHERE collect_timestamp = '2024-05-10T18:00:00Z'`);
    expect(await daily()).toEqual([]);
    const annual = await ds.query(`SELECT * FROM result_annual WHERE location_ndx = $1`, [FIXTURE.location]);
    expect(annual).toEqual([]);
  });

  it('keeps the period of record summary current', async () => {
    await upsertFixtureResults(ds, [
      ['2015-10-01T18:00:00Z', 5],
      ['2020-06-01T18:00:00Z', 7],
    ]);
    await upsertFixtureResults(ds, [['2023-02-01T18:00:00Z', 9]]);
    const [summary] = await ds.query(
      `SELECT to_char(local_date(por_start), 'YYYY-MM-DD') AS start, to_char(local_date(por_end), 'YYYY-MM-DD') AS "end",
              result_count::int AS n, last_value
         FROM location_parameter_summary WHERE location_ndx = $1 AND parameter_ndx = $2`,
      [FIXTURE.location, FIXTURE.parameter],
    );
    expect(summary).toEqual({ start: '2015-10-01', end: '2023-02-01', n: 3, last_value: 9 });
  });

  it('refuses a result with neither a value nor a non-detect flag', async () => {
    await expect(
      ds.query(
        `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value,
                              nondetect, unit_ndx) VALUES ($1, $2, now(), $3, 'sample', NULL, false, $4)`,
        [FIXTURE.location, FIXTURE.parameter, FIXTURE.source, FIXTURE.unit],
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
