import type { DataSource } from 'typeorm';
import { type ScratchDatabase, createMigratedDatabase } from '../../test/database';
import { postGraphTemperatureDataByWellNumberQuery } from '../map-explorer/data-viz/data-viz.queries';
import { isDatabaseSeeded, seedDemoData } from './demo-seed';
import { insertReservoirTelemetryOn } from './core-series';
import { planScale } from './scale';
import { SeedGenerator } from './seed-generator';
import { SeedSql } from './seed-sql';
import { type TimeGrid, gridLength, splitByYear } from './time-series';

// What a caller of the seed observes in a real PostgreSQL + PostGIS database: reproducible content, the
// product's fixed ids, populated rollups, plausible hydrology and geography, and the requested scale.

const SEED_TIMEOUT = 300_000;

describe('demo dataset', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => ((await ds.query(sql, params)) as T[])[0];
  const value = async <T>(sql: string, params: unknown[] = []): Promise<T> => Object.values(await one<Record<string, T>>(sql, params))[0];

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('seed_test'));
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  /**
   * md5s over whole rows of several series, restricted to windows both seeds cover: the series end at
   * "now", which moves between two seeds (and the quarter-hour grid can gain a step in between), so both
   * seeds are fingerprinted over the windows of the first seed's clock.
   */
  async function fingerprint(generatedAt: string): Promise<Record<string, string>> {
    const digest = (from: string, where: string, order: string) =>
      value<string>(`SELECT md5(string_agg(x::text, '|' ORDER BY ${order})) FROM ${from} x WHERE ${where}`, [generatedAt]);
    const series = 'location_ndx, parameter_ndx, collect_timestamp';
    return {
      daily: await digest('results', `result_kind = 'daily' AND parameter_ndx IN (67, 1535, 1540, 1541, 1101)
        AND collect_timestamp < $1::timestamptz - interval '2 days'`, series),
      samples: await digest('results', `result_kind = 'sample' AND collect_timestamp < $1::timestamptz - interval '1 day'`, series),
      telemetry: await digest('results', `result_kind = 'telemetry'
        AND collect_timestamp BETWEEN $1::timestamptz - interval '80 days' AND $1::timestamptz - interval '1 day'`, series),
      profiles: await digest('profile_results', `collect_timestamp BETWEEN $1::timestamptz - interval '20 days'
        AND $1::timestamptz - interval '1 day'`, `${series}, collect_depth`),
      subAreas: await digest('huc_boundaries', '$1::text IS NOT NULL', 'huc_code'),
      locations: await digest('locations', '$1::text IS NOT NULL', 'location_ndx'),
      // Averages apart: a float sum depends on the order the trigger's plan visits rows in, so they are
      // compared as a rounded total.
      rollups: await digest(
        `(SELECT location_ndx, parameter_ndx, year_type, year, value_count, nondetect_count, value_min, value_max,
                 value_median, value_pctile15, value_pctile85 FROM result_annual)`,
        `year < extract(year FROM $1::timestamptz) - 1`, 'location_ndx, parameter_ndx, year_type, year'),
      rollupAverages: await value<string>(
        `SELECT round(sum(value_avg)::numeric, 3)::text FROM result_annual WHERE year < extract(year FROM $1::timestamptz) - 1`,
        [generatedAt]),
    };
  }

  const generatedAt = () => value<string>(`SELECT value FROM dataset_info WHERE key = 'generated_at'`);

  it('is absent before the first seed and present after; seeding again reproduces the same content', async () => {
    expect(await isDatabaseSeeded(ds)).toBe(false);

    const first = await seedDemoData(ds);
    expect(await isDatabaseSeeded(ds)).toBe(true);
    expect(first.results).toBeGreaterThan(200_000);
    expect(first.results).toBeLessThan(400_000);
    expect(first.locations).toBe(await value<number>(`SELECT count(*)::int FROM locations`));
    expect(first.results).toBe(await value<number>(`SELECT count(*)::int FROM results`));
    const firstAt = await generatedAt();
    const firstPrint = await fingerprint(firstAt);

    const second = await seedDemoData(ds);
    expect(second.locations).toBe(first.locations);
    expect(await generatedAt()).not.toBe(firstAt);
    expect(await fingerprint(firstAt)).toEqual(firstPrint);
  }, SEED_TIMEOUT);

  it('labels itself as demo data', async () => {
    const info = Object.fromEntries(
      ((await ds.query(`SELECT key, value FROM dataset_info`)) as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    expect(info.demo_data).toBe('true');
    expect(info.demo_scale).toBe('default');
    expect(Number.isNaN(Date.parse(info.generated_at))).toBe(false);
    expect(await value<number>(`SELECT count(*)::int FROM data_sources WHERE data_source = 'Demo data generator'`)).toBe(1);
  });

  it('has the fixed ids of the specs with their parameters', async () => {
    const series = (await ds.query(
      `SELECT location_ndx, parameter_ndx FROM location_parameter_summary ORDER BY 1, 2`,
    )) as { location_ndx: number; parameter_ndx: number }[];
    const has = (l: number, p: number) => series.some((s) => s.location_ndx === l && s.parameter_ndx === p);
    for (const [l, p] of [
      [52, 1539], [52, 169], [52, 1538], [54, 1538], [55, 1538], [655, 1539], [656, 169], [656, 60],
      [3, 67], [3, 1535], [44, 67], [44, 1535], [197, 1539], [201, 1539],
    ]) {
      expect({ location: l, parameter: p, present: has(l, p) }).toEqual({ location: l, parameter: p, present: true });
    }
    expect(await value<number>(`SELECT count(DISTINCT collect_depth)::int FROM profile_results WHERE location_ndx = 657`)).toBe(17);
    expect(await value<string>(`SELECT location_name FROM locations WHERE location_ndx = 657`)).toBe('Stagecoach Res Temperature Profiles');
    expect(await value<number>(`SELECT count(*)::int FROM parameters WHERE parameter_name = 'E. Coli'`)).toBe(1);
    expect(await ds.query(`SELECT datacategory_ndx, datacategory_name, datacategory_path FROM data_categories ORDER BY 1`)).toEqual([
      { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
      { datacategory_ndx: 2, datacategory_name: 'Watershed Management', datacategory_path: 'watershed-management' },
      { datacategory_ndx: 3, datacategory_name: 'Ag + Land', datacategory_path: 'agriculture-and-land' },
      { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
    ]);
    expect(await ds.query(`SELECT benchmark_scale, label FROM benchmark_scale_colors ORDER BY 1`)).toEqual([
      { benchmark_scale: 0, label: 'No benchmarks available' },
      { benchmark_scale: 1, label: 'Below detection limits' },
      { benchmark_scale: 2, label: 'Below benchmark' },
      { benchmark_scale: 3, label: 'Approaching benchmark' },
      { benchmark_scale: 4, label: 'Above benchmark' },
      { benchmark_scale: 5, label: 'Above secondary benchmark' },
    ]);
    const groups = (await ds.query(
      `SELECT reg_group_ndx, count(*)::int AS n FROM location_regional_groups GROUP BY 1 ORDER BY 1`,
    )) as { reg_group_ndx: number; n: number }[];
    for (const ndx of [4, 10, 11]) expect(groups.find((g) => g.reg_group_ndx === ndx)?.n).toBeGreaterThan(5);
    expect(await value<number>(`SELECT count(*)::int FROM huc_boundaries WHERE huc_level = 10`)).toBe(16);
    expect(await value<number>(`SELECT count(*)::int FROM river_calls`)).toBeGreaterThanOrEqual(10);
  });

  it('has a dashboard card per public tool and agency links for every stakeholder category', async () => {
    const tools = (await ds.query(
      `SELECT t.path, t.external, count(c.datacategory_ndx)::int AS categories
         FROM tool_inventory t LEFT JOIN tool_inventory_data_categories c USING (ndx) GROUP BY t.ndx ORDER BY t.ndx`,
    )) as { path: string; external: boolean; categories: number }[];
    expect(tools.map((t) => t.path)).toEqual(expect.arrayContaining([
      '/tools/map-explorer', '/tools/monitoring-locations-and-parameters-by-basin-region',
      '/tools/steamboat-temp-flow-forecasts', '/tools/additional-resources', 'https://www.cbrfc.noaa.gov/',
    ]));
    expect(tools.filter((t) => t.external)).toHaveLength(1);
    for (const t of tools) expect(t.categories).toBeGreaterThan(0);
    const perCategory = (await ds.query(
      `SELECT datacategory_ndx, count(*)::int AS n FROM other_resource_link_data_categories GROUP BY 1 ORDER BY 1`,
    )) as { datacategory_ndx: number; n: number }[];
    expect(perCategory.map((c) => c.datacategory_ndx)).toEqual([1, 2, 3, 4]);
    for (const c of perCategory) expect(c.n).toBeGreaterThanOrEqual(5);
  });

  it('has demo alert contacts and groups, some unused, and the storage accounts of Elkhead and Stagecoach reservoirs with their accounting', async () => {
    const contacts = (await ds.query(
      `SELECT c.contact_address, c.send_sms, count(a.group_ndx)::int AS groups
         FROM contacts c LEFT JOIN assoc_contacts_groups a USING (contact_ndx) GROUP BY c.contact_ndx ORDER BY c.contact_ndx`,
    )) as { contact_address: string; send_sms: boolean; groups: number }[];
    expect(contacts.length).toBeGreaterThanOrEqual(4);
    for (const c of contacts) expect(c.contact_address).toMatch(/@example\.org$|^\d{10}@vtext\.com$/);
    expect(contacts.filter((c) => c.send_sms)).toEqual([expect.objectContaining({ contact_address: expect.stringMatching(/^\d{10}@/) })]);
    expect(contacts.filter((c) => c.groups === 0).length).toBeGreaterThanOrEqual(1);
    const groups = (await ds.query(
      `SELECT g.group_desc, count(a.contact_ndx)::int AS contacts
         FROM contact_groups g LEFT JOIN assoc_contacts_groups a USING (group_ndx) GROUP BY g.group_ndx ORDER BY g.group_ndx`,
    )) as { group_desc: string; contacts: number }[];
    expect(groups).toHaveLength(3);
    expect(groups.filter((g) => g.contacts === 0)).toHaveLength(1);
    // A contact added after the seed gets the next id, not a demo one.
    expect(await value<number>(`SELECT nextval(pg_get_serial_sequence('contacts', 'contact_ndx'))::int`)).toBe(contacts.length + 1);

    const cow = (await ds.query(
      `SELECT cow_input_name, graph_color, cow_slice_order, reservoir_location_ndx FROM cow_inputs ORDER BY cow_slice_order`,
    )) as { cow_input_name: string; graph_color: string; cow_slice_order: number; reservoir_location_ndx: number }[];
    expect(cow.map((c) => c.cow_input_name)).toEqual(expect.arrayContaining(['Mitigation Pool', 'Endangered Fish Pool', 'Unallocated']));
    // Stagecoach Reservoir is 197 (the Stagecoach page's gage list and COW Controls' default), Elkhead 201.
    expect(new Set(cow.map((c) => c.reservoir_location_ndx))).toEqual(new Set([197, 201]));
    expect(new Set(cow.map((c) => c.graph_color.toUpperCase())).size).toBe(cow.length);
    expect(new Set(cow.map((c) => c.cow_input_name)).size).toBe(cow.length);
    for (const reservoir of [197, 201]) {
      const own = cow.filter((c) => c.reservoir_location_ndx === reservoir);
      expect(new Set(own.map((c) => c.cow_slice_order)).size).toBe(own.length);
    }
    expect(await ds.query(`SELECT location_ndx, location_name FROM locations WHERE location_ndx IN (197, 201) ORDER BY 1`)).toEqual([
      { location_ndx: 197, location_name: 'Stagecoach Reservoir' }, { location_ndx: 201, location_name: 'Elkhead Reservoir' },
    ]);
    expect(await value<number>(`SELECT count(*)::int FROM sms_providers`)).toBe(17);
    // Colors of Water: three gages of each reservoir, one the release gage, with two years of slices up to yesterday
    // that never claim more than the measured flow, and every account releasing at some time, only at its own
    // reservoir's gages.
    for (const reservoir of [197, 201]) {
      const gages = (await ds.query(
        `SELECT stream_gage, is_release_gage FROM cow_stream_gages WHERE reservoir_location_ndx = $1 ORDER BY sort_order`, [reservoir],
      )) as { stream_gage: string; is_release_gage: boolean }[];
      expect(gages.map((g) => g.is_release_gage)).toEqual([true, false, false]);
    }
    expect(await value<number>(
      `SELECT count(*)::int FROM cow_daily_slices s JOIN cow_stream_gages g USING (stream_gage_ndx) JOIN cow_inputs i USING (cow_input_ndx)
        WHERE i.reservoir_location_ndx <> g.reservoir_location_ndx`,
    )).toBe(0);
    const accounting = (await ds.query(
      `SELECT count(DISTINCT s.cow_input_ndx)::int AS accounts, max(s.collect_date) = local_date(now()) - 1 AS to_yesterday,
              count(*) FILTER (WHERE t.claimed > d.value_avg)::int AS over_claimed,
              count(*) FILTER (WHERE d.value_avg IS NULL)::int AS unmeasured
         FROM cow_daily_slices s
         JOIN cow_stream_gages g USING (stream_gage_ndx)
         JOIN (SELECT stream_gage_ndx, collect_date, sum(cow_slice_cfs) AS claimed FROM cow_daily_slices GROUP BY 1, 2) t
           USING (stream_gage_ndx, collect_date)
         LEFT JOIN result_daily d ON d.location_ndx = g.location_ndx AND d.parameter_ndx = g.parameter_ndx AND d.collect_date = s.collect_date`,
    )) as { accounts: number; to_yesterday: boolean; over_claimed: number; unmeasured: number }[];
    expect(accounting).toEqual([{ accounts: cow.length, to_yesterday: true, over_claimed: 0, unmeasured: 0 }]);
  });

  it('offers explorer graphs that draw: each graph has (left-axis) data this year in every region offering it', async () => {
    const defaults = (await ds.query(
      `SELECT caf_graph_title FROM caf_graph_options WHERE 0 = ANY (datacategory_ndx_defaults) ORDER BY caf_group_ndx`,
    )) as { caf_graph_title: string }[];
    expect(defaults).toHaveLength(2);
    const empty = await ds.query(
      `SELECT o.title, r AS region
         FROM (SELECT caf_graph_title AS title, ax1_parameter_ndx AS parameter_ndx, reg_group_ndx_display FROM caf_graph_options
               UNION ALL SELECT yoy_graph_title, parameter_ndx, reg_group_ndx_display FROM yoy_graph_options
               UNION ALL SELECT tssum_graph_title, parameter_ndx, reg_group_ndx_display FROM tssum_graph_options) o,
              unnest(o.reg_group_ndx_display) AS r
        WHERE NOT EXISTS (SELECT 1 FROM location_regional_groups g
                            JOIN result_daily d ON d.location_ndx = g.location_ndx AND d.parameter_ndx = o.parameter_ndx
                           WHERE g.reg_group_ndx = r AND d.collect_date >= date_trunc('year', local_date(now()))::date)`,
    );
    // Every graph is offered somewhere, and the default region offers the default graphs.
    expect(await ds.query(
      `SELECT caf_graph_title FROM caf_graph_options WHERE cardinality(reg_group_ndx_display) = 0
       UNION ALL SELECT yoy_graph_title FROM yoy_graph_options WHERE cardinality(reg_group_ndx_display) = 0
       UNION ALL SELECT tssum_graph_title FROM tssum_graph_options WHERE cardinality(reg_group_ndx_display) = 0
       UNION ALL SELECT caf_graph_title FROM caf_graph_options WHERE 0 = ANY (datacategory_ndx_defaults) AND NOT 4 = ANY (reg_group_ndx_display)`,
    )).toEqual([]);
    expect(empty).toEqual([]);
  });

  it('keeps the rollups of every series current through the results triggers', async () => {
    const mismatches = await ds.query(
      `SELECT s.location_ndx, s.parameter_ndx
         FROM location_parameter_summary s
         JOIN (SELECT location_ndx, parameter_ndx, count(*) AS n, max(collect_timestamp) AS last
                 FROM results GROUP BY 1, 2) r USING (location_ndx, parameter_ndx)
        WHERE s.result_count <> r.n OR s.por_end <> r.last`,
    );
    expect(mismatches).toEqual([]);
    expect(await value<number>(`SELECT count(*)::int FROM (SELECT DISTINCT location_ndx, parameter_ndx FROM results) x`))
      .toBe(await value<number>(`SELECT count(*)::int FROM location_parameter_summary`));
    expect(await value<number>(`SELECT count(*)::int FROM result_daily WHERE location_ndx = 3 AND parameter_ndx = 67`))
      .toBe(await value<number>(`SELECT count(*)::int FROM results WHERE location_ndx = 3 AND parameter_ndx = 67`));
    expect(await value<number>(`SELECT count(*)::int FROM result_annual WHERE location_ndx = 52 AND parameter_ndx = 169`)).toBeGreaterThan(0);
  });

  it('peaks the snowmelt flows in May to July and keeps water temperatures seasonal', async () => {
    // Month of the highest daily flow in every complete water year at every gauge.
    const peaks = (await ds.query(
      `SELECT extract(month FROM collect_date)::int AS month, count(*)::int AS n
         FROM (SELECT DISTINCT ON (location_ndx, water_year(collect_date)) collect_date
                 FROM result_daily
                WHERE parameter_ndx = 67 AND water_year(collect_date) < water_year(local_date(now()) - 1)
                ORDER BY location_ndx, water_year(collect_date), value_max DESC) p
        GROUP BY 1`,
    )) as { month: number; n: number }[];
    expect(peaks.length).toBeGreaterThan(0);
    expect(peaks.filter((p) => p.month < 5 || p.month > 7)).toEqual([]);

    const monthly = (await ds.query(
      `SELECT extract(month FROM collect_date)::int AS month, avg(value_avg) AS mean
         FROM result_daily WHERE location_ndx = 3 AND parameter_ndx = 1535 GROUP BY 1`,
    )) as { month: number; mean: number }[];
    const mean = (m: number) => monthly.find((x) => x.month === m)?.mean ?? NaN;
    expect(mean(1)).toBeGreaterThanOrEqual(32);
    expect(mean(1)).toBeLessThan(35);
    expect(mean(8)).toBeGreaterThan(58);
    expect(mean(8)).toBeLessThan(72);
  });

  it('draws the gauges\' Temperature Graph as three lines: daily minimum below the mean below the maximum, wider in summer', async () => {
    const range = (r: { min_daily_temp: number | null; max_daily_temp: number | null }) => Number(r.max_daily_temp) - Number(r.min_daily_temp);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const julyRanges: Record<number, number> = {};
    for (const gauge of [3, 9, 11, 44]) {
      const rows = await postGraphTemperatureDataByWellNumberQuery(ds, gauge);
      expect(rows.length).toBeGreaterThan(12 * 365);
      const disordered = rows.filter((r) => !(Number(r.min_daily_temp) <= Number(r.avg_daily_temp) && Number(r.avg_daily_temp) <= Number(r.max_daily_temp)));
      expect(disordered).toEqual([]);
      // Every summer day swings: its minimum, mean and maximum are three distinct values a few degrees apart.
      const july = rows.filter((r) => r.collect_date.slice(5, 7) === '07');
      const january = rows.filter((r) => r.collect_date.slice(5, 7) === '01');
      expect(july.length).toBeGreaterThan(300);
      for (const day of july) {
        expect({ day: day.collect_date, minBelowMean: Number(day.min_daily_temp) < Number(day.avg_daily_temp) })
          .toEqual({ day: day.collect_date, minBelowMean: true });
        expect({ day: day.collect_date, meanBelowMax: Number(day.avg_daily_temp) < Number(day.max_daily_temp) })
          .toEqual({ day: day.collect_date, meanBelowMax: true });
      }
      julyRanges[gauge] = mean(july.map(range));
      expect(julyRanges[gauge]).toBeGreaterThan(1.5);
      expect(julyRanges[gauge]).toBeLessThan(10);
      expect(mean(january.map(range))).toBeLessThan(julyRanges[gauge] / 2);
    }
    // Below Stagecoach the releases from depth damp the swing.
    expect(julyRanges[44]).toBeLessThan(julyRanges[3]);
  });

  it('has non-detects reported at their detection limit, and sites on both sides of the E. coli benchmark', async () => {
    const nd = await one<{ n: number; without_limit: number; not_at_limit: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE detection_limit IS NULL)::int AS without_limit,
              count(*) FILTER (WHERE value IS DISTINCT FROM detection_limit)::int AS not_at_limit
         FROM results WHERE nondetect`,
    );
    expect(nd.n).toBeGreaterThan(100);
    expect(nd).toMatchObject({ without_limit: 0, not_at_limit: 0 });
    // Some series are entirely below detection (benchmark scale 1).
    expect(await value<number>(
      `SELECT count(*)::int FROM (SELECT 1 FROM results WHERE result_kind = 'sample'
        GROUP BY location_ndx, parameter_ndx HAVING bool_and(nondetect)) x`,
    )).toBeGreaterThan(0);

    const sides = await one<{ above: number; below: number }>(
      `SELECT count(*) FILTER (WHERE median > b.bmk_line3)::int AS above, count(*) FILTER (WHERE median < b.bmk_line2)::int AS below
         FROM (SELECT location_ndx, percentile_cont(0.5) WITHIN GROUP (ORDER BY value) AS median
                 FROM results r JOIN parameters p USING (parameter_ndx)
                WHERE p.parameter_name = 'E. Coli' AND extract(month FROM collect_timestamp) BETWEEN 6 AND 9
                GROUP BY location_ndx) m
         CROSS JOIN benchmarks b JOIN parameters p ON p.parameter_ndx = b.parameter_ndx AND p.parameter_name = 'E. Coli'`,
    );
    expect(sides.above).toBeGreaterThan(0);
    expect(sides.below).toBeGreaterThan(0);
  });

  it('places every location inside the sub-area polygons its HUC codes name', async () => {
    const misplaced = await ds.query(
      `SELECT l.location_ndx
         FROM locations l
         LEFT JOIN huc_boundaries h10 ON h10.huc_code = l.huc10 AND h10.huc_level = 10
         LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12 AND h12.huc_level = 12
        WHERE l.geom IS NOT NULL
          AND (h10.huc_code IS NULL OR NOT ST_Contains(h10.geom, l.geom)
               OR h12.huc_code IS NULL OR NOT ST_Contains(h12.geom, l.geom)
               OR l.huc8 IS DISTINCT FROM left(l.huc10, 8) OR left(l.huc12, 10) IS DISTINCT FROM l.huc10)`,
    );
    expect(misplaced).toEqual([]);
    const overlaps = await value<number>(
      `SELECT count(*)::int FROM huc_boundaries a JOIN huc_boundaries b
           ON a.huc_level = b.huc_level AND a.huc_code < b.huc_code
        WHERE ST_Area(ST_Intersection(a.geom, b.geom)) > 1e-9`,
    );
    expect(overlaps).toBe(0);
  });

  it('keeps the reservoir telemetry current and in range', async () => {
    const t = await one<{ lag_minutes: number; battery_min: number; battery_max: number; full_min: number; full_max: number }>(
      `SELECT extract(epoch FROM (SELECT value::timestamptz FROM dataset_info WHERE key = 'generated_at')
                - (SELECT max(collect_timestamp) FROM results WHERE location_ndx = 52 AND parameter_ndx = 169))::float8 / 60 AS lag_minutes,
              (SELECT min(value) FROM results WHERE parameter_ndx = 1538) AS battery_min,
              (SELECT max(value) FROM results WHERE parameter_ndx = 1538) AS battery_max,
              (SELECT min(value) FROM results WHERE parameter_ndx = 1539) AS full_min,
              (SELECT max(value) FROM results WHERE parameter_ndx = 1539) AS full_max`,
    );
    expect(t.lag_minutes).toBeGreaterThanOrEqual(0);
    expect(t.lag_minutes).toBeLessThan(15);
    expect(t.battery_min).toBeGreaterThan(11.5);
    expect(t.battery_max).toBeLessThan(14);
    expect(t.full_min).toBeGreaterThan(0);
    expect(t.full_max).toBeLessThanOrEqual(100);
  });

  it('logs both reservoirs\' pump runs over two years: apart, none past the present, most in the irrigation season', async () => {
    const runs = await one<{ reservoirs: string[]; first_days: number; overlaps: number; future: number; summer_hours: number; winter_hours: number }>(
      `SELECT (SELECT array_agg(DISTINCT reservoir ORDER BY reservoir) FROM reservoir_pump_runs) AS reservoirs,
              (SELECT (local_date(now()) - min(local_date(started_at)))::int FROM reservoir_pump_runs) AS first_days,
              (SELECT count(*)::int FROM reservoir_pump_runs a JOIN reservoir_pump_runs b
                 ON a.reservoir = b.reservoir AND a.started_at < b.started_at AND b.started_at < a.ended_at) AS overlaps,
              (SELECT count(*)::int FROM reservoir_pump_runs WHERE ended_at > now()) AS future,
              (SELECT extract(epoch FROM sum(ended_at - started_at))::float8 / 3600 FROM reservoir_pump_runs
                WHERE extract(month FROM local_date(started_at)) IN (6, 7, 8)) AS summer_hours,
              (SELECT extract(epoch FROM sum(ended_at - started_at))::float8 / 3600 FROM reservoir_pump_runs
                WHERE extract(month FROM local_date(started_at)) IN (12, 1, 2)) AS winter_hours`,
    );
    expect(runs.reservoirs).toEqual(['stagecoach', 'yamcolo']);
    expect(runs.first_days).toBeGreaterThanOrEqual(725);
    expect(runs.overlaps).toBe(0);
    expect(runs.future).toBe(0);
    expect(runs.summer_hours).toBeGreaterThan(3 * runs.winter_hours);
  });

  it("never looks stuck: no telemetry series repeats one working value as long as the dashboards' stuck rule allows", async () => {
    // The rule flags a series whose last `stuck_after_values` values are identical, unless they are its configured
    // resting value (a ditch off season). Every point of every demo telemetry series is judged as the rule would.
    const run = await value<number>(`SELECT stuck_after_values FROM operations_settings`);
    const stuck = await ds.query(
      `SELECT location_ndx, parameter_ndx, count(*)::int AS points
         FROM (SELECT x.location_ndx, x.parameter_ndx,
                      count(*) OVER w = ${run} AND min(x.value) OVER w = max(x.value) OVER w
                        AND x.value IS DISTINCT FROM rv.resting_value AS stuck
                 FROM results x
                 LEFT JOIN operations_series_resting_values rv USING (location_ndx, parameter_ndx)
                WHERE x.result_kind = 'telemetry' AND x.value IS NOT NULL
               WINDOW w AS (PARTITION BY x.location_ndx, x.parameter_ndx ORDER BY x.collect_timestamp
                            ROWS BETWEEN ${run - 1} PRECEDING AND CURRENT ROW)) judged
        WHERE stuck GROUP BY 1, 2`,
    );
    expect(stuck).toEqual([]);
  });

  it('plans large scales with synthetic sites that make up the count', () => {
    const missing = 100_000_000 - 300_000;
    const plan = planScale(missing);
    expect(plan.gaugeDays).toBe(12 * 365);
    expect(plan.fullSites).toBeGreaterThan(100);
    expect(Math.abs(plan.results - missing)).toBeLessThan(2 * 96);
    expect(planScale(0).results).toBe(0);
  });

  it('cuts long grids at year ends without losing or repeating a step', () => {
    const grids: TimeGrid[] = [
      { step: '15min', first: '2023-12-30T06:15:00.000Z', last: '2025-01-02T23:45:00.000Z' },
      { step: 'day', first: '2022-10-01', last: '2024-03-01' },
    ];
    for (const grid of grids) {
      const parts = splitByYear(grid);
      expect(parts.map((p) => p.first.slice(0, 4))).toEqual(grid.step === 'day' ? ['2022', '2023', '2024'] : ['2023', '2024', '2025']);
      expect(parts.reduce((n, p) => n + gridLength(p), 0)).toBe(gridLength(grid));
      expect(parts[0].first).toBe(grid.first);
      expect(parts[parts.length - 1].last).toBe(grid.last);
    }
  });

  it('writes the same rows whether it generates them on its second connection or on its own', async () => {
    // Reservoir telemetry on days before any the seed wrote, generated once in the seed's transaction and once on the
    // generator's connection (COPY text, its parameters written as literals), each time rolled back afterwards.
    const grid = { step: '15min', first: '2001-03-10T00:00:00Z', last: '2001-03-12T23:45:00Z' } as const;
    const generator = await SeedGenerator.open(db.url);
    const write = async (on?: SeedGenerator) => {
      const runner = ds.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const written = await insertReservoirTelemetryOn(new SeedSql(runner, () => undefined, false, on), grid);
        const [stored] = (await runner.query(
          `SELECT count(*)::int AS rows, md5(string_agg(r::text, '|' ORDER BY location_ndx, parameter_ndx, collect_timestamp)) AS md5
             FROM results r WHERE result_kind = 'telemetry' AND collect_timestamp BETWEEN $1 AND $2`, [grid.first, grid.last])) as { rows: number; md5: string }[];
        return { written, ...stored };
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };
    try {
      const own = await write();
      expect(own.written).toBeGreaterThanOrEqual(7 * 3 * 96);
      expect(own.rows).toBe(own.written);
      expect(await write(generator)).toEqual(own);
    } finally {
      await generator.close();
    }
  }, SEED_TIMEOUT);

  it('generates about scale million results', async () => {
    const report = await seedDemoData(ds, { scale: 0.5 });
    expect(report.results).toBe(await value<number>(`SELECT count(*)::int FROM results`));
    expect(report.results).toBeGreaterThan(375_000);
    expect(report.results).toBeLessThan(625_000);
    expect(await value<string>(`SELECT value FROM dataset_info WHERE key = 'demo_scale'`)).toBe('0.5');
  }, SEED_TIMEOUT);
});
