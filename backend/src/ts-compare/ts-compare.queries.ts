import type { TsCompareDailyRow, TsCompareLocation, TsCompareParameter, TsCompareSubArea } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoDate } from '../database/sql-fragments';

// Time Series Comparisons read the rollups only: location_parameter_summary for which series exist, result_daily
// (America/Denver days) for the daily values. A series counts as having daily values when at least one of its days
// has a value (a series of non-detects without values offers nothing to draw).

/** Every (location, parameter) with at least one daily value, with the location's sub-area (HUC-10 code or null). */
const DAILY_SERIES = `
  SELECT s.location_ndx, s.parameter_ndx, l.huc10
    FROM location_parameter_summary s
    JOIN locations l ON l.location_ndx = s.location_ndx
   WHERE EXISTS (SELECT 1 FROM result_daily d
                  WHERE d.location_ndx = s.location_ndx AND d.parameter_ndx = s.parameter_ndx AND d.value_avg IS NOT NULL)`;

/** The sub-areas holding a location with daily values, by name. */
export const getTsCompareDropdownSubAreasQuery = (db: DataSource): Promise<TsCompareSubArea[]> =>
  db.query(
    `SELECT h.huc_code AS huc10_code, h.huc_name AS huc10
       FROM huc_boundaries h
      WHERE EXISTS (SELECT 1 FROM (${DAILY_SERIES}) s WHERE s.huc10 = h.huc_code)
      ORDER BY h.huc_name, h.huc_code`,
  );

/** The parameters with daily values somewhere, by name, each with the sub-areas where it has them. */
export const getTsCompareDropdownParametersQuery = (db: DataSource): Promise<TsCompareParameter[]> =>
  db.query(
    `SELECT p.parameter_ndx, p.parameter_name AS parameter,
            coalesce(array_agg(DISTINCT s.huc10 ORDER BY s.huc10) FILTER (WHERE s.huc10 IS NOT NULL), '{}') AS huc10_code_array
       FROM (${DAILY_SERIES}) s
       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
      GROUP BY p.parameter_ndx, p.parameter_name
      ORDER BY p.parameter_name, p.parameter_ndx`,
  );

/** The locations with daily values, by name, each with those parameters and its sub-area. */
export const getTsCompareDropdownLocationsAssocQuery = (db: DataSource): Promise<TsCompareLocation[]> =>
  db.query(
    `SELECT l.location_ndx, l.location_name AS location,
            array_agg(s.parameter_ndx ORDER BY s.parameter_ndx) AS parameter_ndx_array,
            CASE WHEN l.huc10 IS NULL THEN '{}'::text[] ELSE ARRAY[l.huc10] END AS huc10_code_array
       FROM (${DAILY_SERIES}) s
       JOIN locations l ON l.location_ndx = s.location_ndx
      GROUP BY l.location_ndx, l.location_name, l.huc10
      ORDER BY l.location_name, l.location_ndx`,
  );

/** Which of `locations` exist and whether `parameter` does: for the 404s. */
export const dailyDataSubjectsQuery = async (db: DataSource, parameter: number, locations: number[]) =>
  ((await db.query(
    `SELECT EXISTS (SELECT 1 FROM parameters WHERE parameter_ndx = $1) AS parameter_exists,
            ARRAY(SELECT l.location_ndx FROM locations l WHERE l.location_ndx = ANY($2::integer[])) AS known_locations`,
    [parameter, locations],
  )) as { parameter_exists: boolean; known_locations: number[] }[])[0];

/**
 * The daily values of one parameter at the given locations from startDate through endDate (America/Denver days,
 * both included): location by location in the order given, each by date. Each location's rows are one range scan
 * of result_daily's primary key; days without a value have no row.
 */
export const getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery = (
  db: DataSource, parameter: number, locations: number[], startDate: string, endDate: string,
): Promise<TsCompareDailyRow[]> =>
  db.query(
    `SELECT l.location_ndx, p.parameter_name AS parameter, l.location_name AS location, u.unit_display_name AS units,
            d.value_avg AS result_value_daily, ${isoDate('d.collect_date')} AS rdate,
            (SELECT string_agg(ds.data_source, ', ' ORDER BY ds.data_source) FROM location_data_sources lds
               JOIN data_sources ds USING (data_source_ndx) WHERE lds.location_ndx = l.location_ndx) AS data_source,
            t.location_type_desc AS location_type, l.huc10
       FROM unnest($2::integer[]) WITH ORDINALITY AS w(location_ndx, position)
       JOIN locations l ON l.location_ndx = w.location_ndx
       JOIN location_types t ON t.location_type_ndx = l.location_type_ndx
       JOIN parameters p ON p.parameter_ndx = $1
       JOIN units u ON u.unit_ndx = p.unit_ndx
      CROSS JOIN LATERAL (
        SELECT r.collect_date, r.value_avg FROM result_daily r
         WHERE r.location_ndx = w.location_ndx AND r.parameter_ndx = $1
           AND r.collect_date BETWEEN $3::date AND $4::date AND r.value_avg IS NOT NULL) d
      ORDER BY w.position, d.collect_date`,
    [parameter, locations, startDate, endDate],
  );
