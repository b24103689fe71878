import { DataSource } from 'typeorm';
import {
  basinRow, dataSourceRow, hucBoundaryRow, insertAll, locationRegionRow, locationTypeRow, parameterRow, regionRow, sourceCategoryRow, unitRow,
} from './rows';

/**
 * The smallest consistent world for tests that need a location and a parameter: one basin, one HUC10, one
 * region, one stream gauge and discharge (cfs). Ids are high so they never collide with demo data.
 */
export const FIXTURE = {
  basin: 901,
  huc10: '1405000199',
  region: 904,
  regionName: 'Fixture Region',
  location: 9001,
  locationName: 'Fixture Creek at Test Bridge',
  parameter: 9067,
  parameterName: 'Fixture Discharge',
  unit: 901,
  source: 901,
} as const;

export async function insertFixtureWorld(ds: DataSource): Promise<void> {
  await insertAll(ds, [basinRow({ ndx: FIXTURE.basin, name: 'Fixture Basin' })]);
  await insertAll(ds, [
    hucBoundaryRow({ code: FIXTURE.huc10, level: 10, name: 'Fixture Sub-Area', basin: FIXTURE.basin, bounds: [-107.2, 40.2, -107.0, 40.4] }),
  ]);
  await insertAll(ds, [regionRow({ ndx: FIXTURE.region, name: FIXTURE.regionName })]);
  await insertAll(ds, [locationTypeRow({ ndx: 901, name: 'Fixture Gauge' })]);
  await insertAll(ds, [sourceCategoryRow({ ndx: 901 })]);
  await insertAll(ds, [dataSourceRow({ ndx: FIXTURE.source, name: 'Fixture Source', dataTypes: 'Daily values', category: 901 })]);
  await insertAll(ds, [unitRow({ ndx: FIXTURE.unit, name: 'cfs', display: 'CFS' })]);
  await insertAll(ds, [parameterRow({ ndx: FIXTURE.parameter, name: FIXTURE.parameterName, abbrev: 'Q', displayName: 'Discharge', unit: FIXTURE.unit })]);
  await ds.query(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, basin_ndx, geom, huc8, huc10)
     VALUES ($1, 'FIX-1', $2, 901, $3, ST_SetSRID(ST_MakePoint(-107.1, 40.3), 4326), '14050001', $4)`,
    [FIXTURE.location, FIXTURE.locationName, FIXTURE.basin, FIXTURE.huc10],
  );
  await insertAll(ds, [locationRegionRow({ location: FIXTURE.location, region: FIXTURE.region })]);
}

/** Inserts (or re-imports) results for the fixture series: [ISO timestamp, value] pairs. */
export async function upsertFixtureResults(ds: DataSource, rows: [string, number | null][]): Promise<void> {
  await ds.query(
    `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value,
                          nondetect, unit_ndx)
     SELECT $1, $2, r.ts, $3, 'sample', r.value, r.value IS NULL, $4
       FROM unnest($5::timestamptz[], $6::double precision[]) AS r(ts, value)
     ON CONFLICT (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx)
     DO UPDATE SET value = EXCLUDED.value, nondetect = EXCLUDED.nondetect`,
    [FIXTURE.location, FIXTURE.parameter, FIXTURE.source, FIXTURE.unit, rows.map((r) => r[0]), rows.map((r) => r[1])],
  );
}

/** Inserts daily results of a location and parameter ([instant, value] pairs), with the fixture's source and unit. */
export async function insertDailyResults(ds: DataSource, location: number, parameter: number, rows: [string, number][]): Promise<void> {
  await ds.query(
    `INSERT INTO results (location_ndx, parameter_ndx, collect_timestamp, data_source_ndx, result_kind, value, unit_ndx)
     SELECT $1, $2, r.at, $3, 'daily', r.value, $4 FROM unnest($5::timestamptz[], $6::float8[]) AS r(at, value)`,
    [location, parameter, FIXTURE.source, FIXTURE.unit, rows.map((r) => r[0]), rows.map((r) => r[1])],
  );
}
