import type { DataSource } from 'typeorm';
import { type ScratchDatabase, createMigratedDatabase } from '../../test/database';
import { BENCH_PARAMETERS } from './bench-locations';
import { seedDemoData } from './demo-seed';

// The demo seed with bench sites, on a real PostgreSQL + PostGIS database: the sites land inside the basin's
// sub-areas with their samples, and the seed leaves graph-mode statistics for every water-quality series behind.

describe('demo dataset with bench locations', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('seed_bench_test'));
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('adds the synthetic sites with monthly samples and computes graph-mode statistics at the end', async () => {
    const report = await seedDemoData(ds, { benchLocations: 40 });
    const sites = (await ds.query(
      `SELECT l.location_id, l.huc10, l.huc12, count(DISTINCT r.parameter_ndx)::int AS parameters, count(r.*)::int AS samples,
              min(local_date(r.collect_timestamp)) > local_date(now()) - interval '8 years 1 month' AS within_eight_years
         FROM locations l JOIN results r ON r.location_ndx = l.location_ndx
        WHERE l.location_id LIKE 'DEMO-WQ-%' GROUP BY l.location_ndx ORDER BY l.location_id`,
    )) as { location_id: string; huc10: string | null; huc12: string | null; parameters: number; samples: number; within_eight_years: boolean }[];
    expect(sites).toHaveLength(40);
    expect(sites[0].location_id).toBe('DEMO-WQ-00001');
    expect(sites[39].location_id).toBe('DEMO-WQ-00040');
    for (const site of sites) {
      expect(site).toMatchObject({ parameters: BENCH_PARAMETERS.length, within_eight_years: true });
      expect(site.huc12).toMatch(/^1405000\d{5}$/);
      // About 9 of 12 months sampled a year for eight years, per parameter.
      expect(site.samples / BENCH_PARAMETERS.length).toBeGreaterThan(50);
      expect(site.samples / BENCH_PARAMETERS.length).toBeLessThan(100);
    }
    expect(report.locations).toBe(Number((await ds.query(`SELECT count(*) AS n FROM locations`))[0].n));

    // Every water-quality sample series has its statistics for the three periods, and nothing is left queued.
    const missing = await ds.query(
      `SELECT DISTINCT r.location_ndx, r.parameter_ndx
         FROM results r JOIN parameters p USING (parameter_ndx) JOIN parameter_groups g USING (parameter_group_ndx)
        WHERE r.result_kind = 'sample' AND cardinality(g.stats_periods) > 0
          AND (SELECT count(*) FROM location_parameter_period_stats s
                WHERE s.location_ndx = r.location_ndx AND s.parameter_ndx = r.parameter_ndx) <> 3`,
    );
    expect(missing).toEqual([]);
    expect(await ds.query(`SELECT * FROM graph_stats_dirty`)).toEqual([]);
    const scales = (await ds.query(
      `SELECT DISTINCT benchmark_scale_median AS scale FROM location_parameter_period_stats
        WHERE stats_period = 'full' AND location_ndx > 100000 ORDER BY 1`,
    )) as { scale: number }[];
    // The bench sites alone show several colours on the map.
    expect(scales.length).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it('refuses a count the ids cannot hold', async () => {
    await expect(seedDemoData(ds, { benchLocations: 100_000 })).rejects.toThrow(RangeError);
    await expect(seedDemoData(ds, { benchLocations: 2.5 })).rejects.toThrow(RangeError);
  });
});
