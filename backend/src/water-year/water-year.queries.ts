import type {
  WaterYearComparisonRow, WaterYearLocation, WaterYearMapLocation, WaterYearParameter, WaterYearStatistic,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoDate } from '../database/sql-fragments';

// Water Year Comparisons read the rollups only: result_daily for a water year's daily values, water_year_normals
// (migration WaterYearNormals) for the statistics, location_parameter_summary for which series exist. The tool offers
// the parameters listed in water_year_parameters, in its sort order.

/** Per location, its water-year parameters with data (ids and names, in the table's order). */
const WATER_YEAR_SERIES = `
  SELECT s.location_ndx,
         array_agg(s.parameter_ndx ORDER BY w.sort_order, s.parameter_ndx) AS parameter_ndx_array,
         string_agg(p.parameter_name, ', ' ORDER BY w.sort_order, s.parameter_ndx) AS assoc_parameters
    FROM location_parameter_summary s
    JOIN water_year_parameters w ON w.parameter_ndx = s.parameter_ndx
    JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
   GROUP BY s.location_ndx`;

/** Locations with a water-year parameter and a geometry (those without one cannot be drawn and are left out). */
export const getWyAnalysisLocationsForMapQuery = (db: DataSource): Promise<WaterYearMapLocation[]> =>
  db.query(
    `SELECT l.location_ndx, l.location_name, wy.parameter_ndx_array,
            ARRAY(SELECT a.parameter_ndx FROM location_parameter_summary a
                   WHERE a.location_ndx = l.location_ndx ORDER BY a.parameter_ndx) AS assoc_parameter_ndx,
            t.location_type_desc, h.huc_name AS huc10_name, ST_AsGeoJSON(l.geom, 6)::json AS loc_geometry,
            wy.assoc_parameters
       FROM (${WATER_YEAR_SERIES}) wy
       JOIN locations l ON l.location_ndx = wy.location_ndx
       JOIN location_types t ON t.location_type_ndx = l.location_type_ndx
       LEFT JOIN huc_boundaries h ON h.huc_code = l.huc10
      WHERE l.geom IS NOT NULL
      ORDER BY l.location_name, l.location_ndx`,
  );

/** The water-year parameters that have data at some location. */
export const getWyAnalysisDropdownParametersQuery = (db: DataSource): Promise<WaterYearParameter[]> =>
  db.query(
    `SELECT p.parameter_ndx, p.parameter_name, u.unit_display_name AS units_name
       FROM water_year_parameters w
       JOIN parameters p ON p.parameter_ndx = w.parameter_ndx
       JOIN units u ON u.unit_ndx = p.unit_ndx
      WHERE EXISTS (SELECT 1 FROM location_parameter_summary s WHERE s.parameter_ndx = w.parameter_ndx)
      ORDER BY w.sort_order, p.parameter_ndx`,
  );

/** Every location with a water-year parameter (with or without a geometry) and those parameters. */
export const getWyAnalysisDropdownLocationsAssocParamQuery = (db: DataSource): Promise<WaterYearLocation[]> =>
  db.query(
    `SELECT l.location_ndx, l.location_name, wy.parameter_ndx_array
       FROM (${WATER_YEAR_SERIES}) wy
       JOIN locations l ON l.location_ndx = wy.location_ndx
      ORDER BY l.location_name, l.location_ndx`,
  );

/** The water years with values of a water-year parameter anywhere, newest first. */
export const getWyAnalysisDropdownSeriesQuery = async (db: DataSource): Promise<number[]> =>
  ((await db.query(
    `SELECT DISTINCT a.year
       FROM result_annual a
       JOIN water_year_parameters w ON w.parameter_ndx = a.parameter_ndx
      WHERE a.year_type = 'water'
      ORDER BY a.year DESC`,
  )) as { year: number }[]).map((r) => r.year);

/** The names a comparison's rows carry; a name is null when its location or parameter does not exist. */
export const comparisonNamesQuery = async (db: DataSource, parameter: number, location: number) =>
  ((await db.query(
    `SELECT (SELECT location_name FROM locations WHERE location_ndx = $1) AS location_name,
            (SELECT p.parameter_name FROM parameters p WHERE p.parameter_ndx = $2) AS parameter_name,
            (SELECT u.unit_display_name FROM parameters p JOIN units u ON u.unit_ndx = p.unit_ndx WHERE p.parameter_ndx = $2) AS unit_name`,
    [location, parameter],
  )) as { location_name: string | null; parameter_name: string | null; unit_name: string | null }[])[0];

/** The water_year_normals column of each statistic. */
const STATISTIC_COLUMN: Record<WaterYearStatistic, string> = {
  Minimum: 'value_min',
  '10th Percentile': 'value_p10',
  '25th Percentile': 'value_p25',
  Median: 'value_median',
  '75th Percentile': 'value_p75',
  '90th Percentile': 'value_p90',
  Maximum: 'value_max',
};

/** A comparison's series, each with its position in the request (the answer's order). */
export interface ComparisonSeries {
  waterYears: { year: number; position: number }[];
  statistics: { name: WaterYearStatistic; position: number }[];
}

/**
 * The rows of each chosen series, by series in the request's order and then by day of the water year. A water year's
 * rows are its days with a daily value (days without one are missing, not null). A statistic has a row for each of
 * the 366 days once the location measures the parameter at all, with the number of normal years that have a value
 * that day (0 when none do) and the statistic null where fewer than the minimum number of years do. A pair without
 * any data answers no rows. Statistic days are labelled through water year 2000, a leap year, which names every day.
 */
export const getWyAnalysisComparisonByParameterAndLocationAndSeriesQuery = (
  db: DataSource, parameter: number, location: number, series: ComparisonSeries,
): Promise<WaterYearComparisonRow[]> =>
  db.query(
    `WITH names AS (
       SELECT l.location_name, p.parameter_name, u.unit_display_name AS unit_name
         FROM locations l, parameters p JOIN units u ON u.unit_ndx = p.unit_ndx
        WHERE l.location_ndx = $1 AND p.parameter_ndx = $2)
     SELECT x.series_desc, x.day_desc, x.day_order, x.rvalue, n.parameter_name, n.location_name, n.unit_name,
            x.collect_date, x.year_count
       FROM (SELECT s.position, s.year::text AS series_desc, to_char(d.collect_date, 'MM-DD') AS day_desc,
                    water_year_day(d.collect_date) AS day_order, d.value_avg AS rvalue,
                    ${isoDate('d.collect_date')} AS collect_date, NULL::integer AS year_count
               FROM unnest($3::integer[], $4::integer[]) s(year, position)
               JOIN result_daily d ON d.location_ndx = $1 AND d.parameter_ndx = $2
                AND d.collect_date >= make_date(s.year - 1, 10, 1) AND d.collect_date < make_date(s.year, 10, 1)
              WHERE d.value_avg IS NOT NULL
             UNION ALL
             SELECT s.position, s.name, to_char(water_year_date(2000, g.day_order), 'MM-DD'), g.day_order,
                    CASE s.name ${Object.entries(STATISTIC_COLUMN).map(([name, column]) => `WHEN '${name}' THEN w.${column}`).join(' ')} END,
                    NULL, coalesce(w.year_count::integer, 0)
               FROM unnest($5::text[], $6::integer[]) s(name, position)
              CROSS JOIN generate_series(1, 366) g(day_order)
               LEFT JOIN water_year_normals w ON w.location_ndx = $1 AND w.parameter_ndx = $2 AND w.day_order = g.day_order
              WHERE EXISTS (SELECT 1 FROM location_parameter_summary p WHERE p.location_ndx = $1 AND p.parameter_ndx = $2)) x
      CROSS JOIN names n
      ORDER BY x.position, x.day_order`,
    [
      location, parameter,
      series.waterYears.map((s) => s.year), series.waterYears.map((s) => s.position),
      series.statistics.map((s) => s.name), series.statistics.map((s) => s.position),
    ],
  );
