import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Colors of Water: the accounting of a reservoir's released water at the stream gages below it.
 *
 * - `cow_stream_gages`: where a reservoir's storage accounts (cow_inputs) are tracked. Each gage names the location
 *   and parameter of its measured flow (read from the daily rollup), its place in the gage list, and whether it is
 *   the reservoir's release gage (the one the reservoir's own page draws; at most one per reservoir).
 * - `cow_daily_slices`: per gage, account and America/Denver day, the cfs of that day's measured flow that is the
 *   account's released water (after transit losses to the gage). Data, not code: the district's accounting loads
 *   rows here; the demo seed generates them within the measured flow. Whatever the accounts do not claim is drawn
 *   as "unaccounted", so rows that do not add up to the measured flow never make water disappear from the chart.
 *
 * Their data_change_seq triggers came later, with the cache of the graphs (migration SummariesAndColorsOfWaterVersioned).
 */
export class ColorsOfWater1765500000000 implements MigrationInterface {
  name = 'ColorsOfWater1765500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cow_stream_gages (
        stream_gage_ndx integer PRIMARY KEY,
        stream_gage text NOT NULL CHECK (btrim(stream_gage) <> ''),
        reservoir_location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        location_ndx integer NOT NULL REFERENCES locations(location_ndx) ON DELETE CASCADE,
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx),
        is_release_gage boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX cow_stream_gages_reservoir_idx ON cow_stream_gages (reservoir_location_ndx, sort_order)`);
    await q.query(`CREATE UNIQUE INDEX cow_stream_gages_release_idx ON cow_stream_gages (reservoir_location_ndx) WHERE is_release_gage`);
    await q.query(`
      CREATE TABLE cow_daily_slices (
        stream_gage_ndx integer NOT NULL REFERENCES cow_stream_gages(stream_gage_ndx) ON DELETE CASCADE,
        collect_date date NOT NULL,
        cow_input_ndx integer NOT NULL REFERENCES cow_inputs(cow_input_ndx) ON DELETE CASCADE,
        cow_slice_cfs double precision NOT NULL CHECK (cow_slice_cfs >= 0),
        PRIMARY KEY (stream_gage_ndx, collect_date, cow_input_ndx)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cow_daily_slices`);
    await q.query(`DROP TABLE cow_stream_gages`);
  }
}
