import {
  COW_ELKHEAD_RESERVOIR_LOCATION_NDX as ELKHEAD, COW_STAGECOACH_RESERVOIR_LOCATION_NDX as STAGECOACH,
} from '@portal/contracts';
import { COW_DEMO_INPUTS } from './admin-lookups';
import type { SeedClock } from './clock';
import { insertRows } from './lookups';
import { PARAM } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';

// Demo Colors of Water accounting of the two reservoirs, each with its own storage accounts tracked at gages below
// it: Elkhead Reservoir's at the Yampa gages below the Elkhead Creek confluence, Stagecoach Reservoir's at the Yampa
// gages below its dam. Each account releases on its own season (a steady municipal or power-plant share, late-summer
// fish and mitigation releases, a spring spill of unallocated water); a gage further down sees a little less of
// each release (transit loss). The slices never add up to more than 90 % of the gage's measured daily flow, so part
// of every day's flow stays natural ("unaccounted") water.

/**
 * Where the accounts are tracked: the gage, its reservoir, its location (a stream gauge) and the share of a release
 * reaching it. The first gage of each reservoir, right below the dam, is its release gage.
 */
const GAGES = [
  { stream_gage_ndx: 1, stream_gage: 'Yampa River below Craig, CO', reservoir_location_ndx: ELKHEAD, location_ndx: 9, transit: 1, is_release_gage: true, sort_order: 1 },
  { stream_gage_ndx: 2, stream_gage: 'Yampa River near Maybell, CO', reservoir_location_ndx: ELKHEAD, location_ndx: 11, transit: 0.94, is_release_gage: false, sort_order: 2 },
  { stream_gage_ndx: 3, stream_gage: 'Yampa River at Deerlodge Park, CO', reservoir_location_ndx: ELKHEAD, location_ndx: 15, transit: 0.9, is_release_gage: false, sort_order: 3 },
  { stream_gage_ndx: 4, stream_gage: 'Yampa River below Stagecoach Reservoir, CO', reservoir_location_ndx: STAGECOACH, location_ndx: 44, transit: 1, is_release_gage: true, sort_order: 1 },
  { stream_gage_ndx: 5, stream_gage: 'Yampa River at Steamboat Springs, CO', reservoir_location_ndx: STAGECOACH, location_ndx: 3, transit: 0.95, is_release_gage: false, sort_order: 2 },
  { stream_gage_ndx: 6, stream_gage: 'Yampa River above Elkhead Creek near Hayden, CO', reservoir_location_ndx: STAGECOACH, location_ndx: 7, transit: 0.9, is_release_gage: false, sort_order: 3 },
] as const;

/** Each account's release at the dam (cfs) and its season, days of the year (1 = Jan 1) inclusive. */
const RELEASES = [
  { cow_input_ndx: 1, cfs: 10, first_doy: 196, last_doy: 305 },
  { cow_input_ndx: 2, cfs: 2.5, first_doy: 1, last_doy: 366 },
  { cow_input_ndx: 3, cfs: 6, first_doy: 213, last_doy: 274 },
  { cow_input_ndx: 4, cfs: 18, first_doy: 182, last_doy: 288 },
  { cow_input_ndx: 5, cfs: 5, first_doy: 1, last_doy: 366 },
  { cow_input_ndx: 6, cfs: 12, first_doy: 121, last_doy: 181 },
  { cow_input_ndx: 7, cfs: 2, first_doy: 1, last_doy: 366 },
  { cow_input_ndx: 8, cfs: 12, first_doy: 213, last_doy: 288 },
  { cow_input_ndx: 9, cfs: 6, first_doy: 1, last_doy: 366 },
  { cow_input_ndx: 10, cfs: 8, first_doy: 160, last_doy: 258 },
  { cow_input_ndx: 11, cfs: 1.5, first_doy: 1, last_doy: 366 },
  { cow_input_ndx: 12, cfs: 25, first_doy: 121, last_doy: 171 },
] as const;

/** The days of accounting the demo holds, up to yesterday: two years, so every quick range has data. */
export const COW_DEMO_DAYS = 730;
/** The most of a day's measured flow the accounts may claim. */
export const COW_DEMO_MAX_SHARE = 0.9;

/** Needs the COW inputs (admin lookups) and the gauges' daily flow (result_daily). */
export async function insertColorsOfWater(sql: SeedSql, clock: SeedClock): Promise<void> {
  // Each release is tracked only at its own reservoir's gages.
  const accounts = RELEASES.map((r) => ({
    ...r, reservoir_location_ndx: COW_DEMO_INPUTS.find((c) => c.cow_input_ndx === r.cow_input_ndx)?.reservoir_location_ndx,
  }));
  await insertRows(sql, 'cow_stream_gages', {
    stream_gage_ndx: 'int', stream_gage: 'text', reservoir_location_ndx: 'int', location_ndx: 'int', parameter_ndx: 'int',
    is_release_gage: 'boolean', sort_order: 'int',
  }, GAGES.map(({ transit: _transit, ...g }) => ({ ...g, parameter_ndx: PARAM.dailyFlow })));
  // Each release wobbles ±25 % over a 17-day cycle (a different phase per account), then all of a day's slices are
  // scaled down together when they would claim more than COW_DEMO_MAX_SHARE of the measured flow.
  await sql.run(
    `INSERT INTO cow_daily_slices (stream_gage_ndx, collect_date, cow_input_ndx, cow_slice_cfs)
     SELECT p.stream_gage_ndx, p.collect_date, p.cow_input_ndx,
            p.planned * least(1, $5 * p.flow / sum(p.planned) OVER (PARTITION BY p.stream_gage_ndx, p.collect_date))
       FROM (SELECT g.stream_gage_ndx, d.collect_date, d.value_avg AS flow, a.cow_input_ndx,
                    g.transit * a.cfs * (1 + 0.25 * sin(2 * pi() * ((d.collect_date - date '2000-01-01') / 17.0 + a.cow_input_ndx / 6.0))) AS planned
               FROM jsonb_to_recordset($1::jsonb) AS g(stream_gage_ndx int, reservoir_location_ndx int, location_ndx int, transit float8)
               JOIN result_daily d ON d.location_ndx = g.location_ndx AND d.parameter_ndx = $2
                                  AND d.collect_date BETWEEN $3::date - $4::int + 1 AND $3::date AND d.value_avg IS NOT NULL
               JOIN jsonb_to_recordset($6::jsonb) AS a(cow_input_ndx int, reservoir_location_ndx int, cfs float8, first_doy int, last_doy int)
                 ON a.reservoir_location_ndx = g.reservoir_location_ndx
              WHERE extract(doy FROM d.collect_date) BETWEEN a.first_doy AND a.last_doy) p`,
    [JSON.stringify(GAGES), PARAM.dailyFlow, clock.yesterday, COW_DEMO_DAYS, COW_DEMO_MAX_SHARE, JSON.stringify(accounts)],
  );
}
