import { DataSource } from 'typeorm';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld, upsertFixtureResults } from '../../test/fixtures';
import { dataSourceOptions } from './data-source-options';
import { migrations } from './migrations';
import { AnnualRollupNonDetects1764400000000 } from './migrations/1764400000000-annual-rollup-non-detects';

/**
 * A database that already holds non-detects reported by their detection limit alone: upgrading rewrites the
 * annual rollups written before so such a result counts at its limit, and downgrading puts the old figures back.
 */
describe('migration: non-detects at their detection limit in the annual rollup, on existing data', () => {
  const position = migrations.indexOf(AnnualRollupNonDetects1764400000000);
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_annual_non_detects');
    // The schema as it was just before this migration, holding data written by the triggers of that time.
    const before = new DataSource({ ...dataSourceOptions(db.url, 2), migrations: migrations.slice(0, position) });
    await before.initialize();
    try {
      await before.runMigrations({ transaction: 'each' });
      await insertFixtureWorld(before);
      await upsertFixtureResults(before, [
        ['2023-03-01T18:00:00Z', 5],
        ['2024-04-01T18:00:00Z', 6],
        ['2024-05-01T18:00:00Z', 8],
      ]);
      await before.query(
        `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value,
                              nondetect, detection_limit, unit_ndx)
         SELECT $1, $2, r.ts, $3, 'sample', NULL, true, r.limit_value, $4
           FROM unnest($5::timestamptz[], $6::double precision[]) AS r(ts, limit_value)`,
        [FIXTURE.location, FIXTURE.parameter, FIXTURE.source, FIXTURE.unit,
          ['2024-06-01T18:00:00Z', '2024-07-01T18:00:00Z'], [1, 3]],
      );
    } finally {
      await before.destroy();
    }
    ds = new DataSource(dataSourceOptions(db.url, 2));
    await ds.initialize();
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const annual = () =>
    ds.query(
      `SELECT year_type, year, value_count::int AS n, nondetect_count::int AS nd, value_min AS min,
              round(value_avg::numeric, 6)::float8 AS avg, value_max AS max, value_median AS median,
              round(value_pctile15::numeric, 6)::float8 AS p15, round(value_pctile85::numeric, 6)::float8 AS p85
         FROM result_annual WHERE location_ndx = $1 AND parameter_ndx = $2 ORDER BY year_type, year`,
      [FIXTURE.location, FIXTURE.parameter],
    );
  const daily = () =>
    ds.query(
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS day, value_count::int AS n, nondetect_count::int AS nd,
              value_min AS min, value_avg AS avg, value_max AS max
         FROM result_daily WHERE location_ndx = $1 AND parameter_ndx = $2 ORDER BY collect_date`,
      [FIXTURE.location, FIXTURE.parameter],
    );
  const applied = async (): Promise<string[]> =>
    (await ds.query(`SELECT name FROM typeorm_migrations ORDER BY id`)).map((r: { name: string }) => r.name);

  // 2023 holds one detection only; 2024 (calendar, and water year Oct 2023 – Sep 2024) holds 6 and 8 plus two
  // non-detects with limits 1 and 3.
  const year2023 = { n: 1, nd: 0, min: 5, avg: 5, max: 5, median: 5, p15: 5, p85: 5 };
  // Non-detects left out of the value statistics: only 6 and 8 count.
  const old2024 = { n: 4, nd: 2, min: 6, avg: 7, max: 8, median: 7, p15: 6.3, p85: 7.7 };
  // At their limits: 1, 3, 6 and 8.
  const new2024 = { n: 4, nd: 2, min: 1, avg: 4.5, max: 8, median: 4.5, p15: 1.9, p85: 7.1 };
  const years = (y2024: object) => [
    { year_type: 'calendar', year: 2023, ...year2023 },
    { year_type: 'calendar', year: 2024, ...y2024 },
    { year_type: 'water', year: 2023, ...year2023 },
    { year_type: 'water', year: 2024, ...y2024 },
  ];

  it('rewrites the annual figures written before it, counting each non-detect at its detection limit', async () => {
    expect(await applied()).not.toContain(AnnualRollupNonDetects1764400000000.name);
    expect(await annual()).toEqual(years(old2024));
    const dailyBefore = await daily();
    expect(dailyBefore).toContainEqual({ day: '2024-06-01', n: 1, nd: 1, min: null, avg: null, max: null });

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.showMigrations()).toBe(false);

    expect(await annual()).toEqual(years(new2024));
    // The daily rollup keeps leaving non-detects out of its value statistics.
    expect(await daily()).toEqual(dailyBefore);
  });

  it('puts the old annual figures back when it is reverted', async () => {
    while ((await applied()).includes(AnnualRollupNonDetects1764400000000.name)) {
      await ds.undoLastMigration({ transaction: 'each' });
    }
    expect(await applied()).toHaveLength(position);
    expect(await annual()).toEqual(years(old2024));
  });
});
