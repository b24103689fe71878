import type { YoyDataRow, YoyGraphOption } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { rowExists } from '../database/sql-fragments';

// Year-over-Year Comparisons: the graph options (yoy_graph_options, migration YearOverYear) and a graph's regional
// daily series with its history, from the daily rollup (result_daily, America/Denver days) at the region's locations.

export const getYearOverYearComparisonsToolInputsYoyGraphOptionsQuery = (db: DataSource): Promise<YoyGraphOption[]> =>
  db.query(
    `SELECT yoy_group_ndx, yoy_graph_title, yoy_graph_route_name, y_axis_units, data_daily_chart_type, cumulative,
            datacategory_ndx_defaults, reg_group_ndx_display
       FROM yoy_graph_options ORDER BY yoy_group_ndx`,
  );

export const yoyGraphExistsQuery = (db: DataSource, routeName: string): Promise<boolean> => rowExists(db, 'yoy_graph_options', { yoy_graph_route_name: routeName });

/** A day's position in a leap year (Jan 1 = 1, Feb 29 = 60, Mar 1 = 61), so every year's days line up. */
const LEAP_YEAR_DAY = (d: string) => `extract(doy FROM make_date(2000, extract(month FROM ${d})::integer, extract(day FROM ${d})::integer))::integer`;

/**
 * The region's daily value over its whole record (the mean of its locations' daily means), its running totals
 * within each calendar and water year for a cumulative graph, their minimum, mean and maximum per leap-year day
 * (calendar) or water-year day over the years whose total on that day is whole (a value on every day since the
 * year began: a record starting on Oct 1, or a missing day, would otherwise draw a partial sum as the minimum), and the asked years' days (Oct 1 of Y - 1 to Dec 31 of Y, each day once) with
 * their values and the history of their day.
 */
export const getYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery = (
  db: DataSource, routeName: string, group: number, years: number[],
): Promise<YoyDataRow[]> =>
  db.query(
    `WITH opt AS (SELECT * FROM yoy_graph_options WHERE yoy_graph_route_name = $1),
     region AS (
       SELECT d.collect_date, avg(d.value_avg) AS v
         FROM opt
         JOIN result_daily d ON d.parameter_ndx = opt.parameter_ndx
         JOIN location_regional_groups g ON g.location_ndx = d.location_ndx AND g.reg_group_ndx = $2
        WHERE d.value_avg IS NOT NULL
        GROUP BY d.collect_date),
     totals AS (
       SELECT r.collect_date, r.v, ${LEAP_YEAR_DAY('r.collect_date')} AS cday, water_year_day(r.collect_date) AS wday,
              CASE WHEN opt.cumulative THEN sum(r.v * opt.cumulative_factor)
                OVER (PARTITION BY extract(year FROM r.collect_date) ORDER BY r.collect_date) END AS vcal,
              CASE WHEN opt.cumulative THEN sum(r.v * opt.cumulative_factor)
                OVER (PARTITION BY water_year(r.collect_date) ORDER BY r.collect_date) END AS vwtr,
              count(*) OVER (PARTITION BY extract(year FROM r.collect_date) ORDER BY r.collect_date)
                = r.collect_date - make_date(extract(year FROM r.collect_date)::integer, 1, 1) + 1 AS whole_cal,
              count(*) OVER (PARTITION BY water_year(r.collect_date) ORDER BY r.collect_date)
                = r.collect_date - make_date(water_year(r.collect_date) - 1, 10, 1) + 1 AS whole_wtr
         FROM region r CROSS JOIN opt),
     by_cday AS (
       SELECT cday, min(v) AS mn, avg(v) AS av, max(v) AS mx,
              min(vcal) FILTER (WHERE whole_cal) AS mnc, avg(vcal) FILTER (WHERE whole_cal) AS avc,
              max(vcal) FILTER (WHERE whole_cal) AS mxc
         FROM totals GROUP BY cday),
     by_wday AS (
       SELECT wday, min(vwtr) FILTER (WHERE whole_wtr) AS mnw, avg(vwtr) FILTER (WHERE whole_wtr) AS avw,
              max(vwtr) FILTER (WHERE whole_wtr) AS mxw
         FROM totals GROUP BY wday),
     asked AS (
       SELECT DISTINCT g::date AS collect_date
         FROM unnest($3::integer[]) AS y,
              generate_series(make_date(y - 1, 10, 1), make_date(y, 12, 31), interval '1 day') AS g),
     day AS (
       SELECT a.collect_date, ${LEAP_YEAR_DAY('a.collect_date')} AS cday, water_year_day(a.collect_date) AS wday FROM asked a)
     SELECT to_char(day.collect_date, 'YYYY-MM-DD') AS collect_date, day.cday AS collect_day, day.wday AS collect_water_day,
            extract(year FROM day.collect_date)::integer AS collect_year, water_year(day.collect_date) AS collect_water_year,
            t.v AS data_daily, c.mn AS hist_min, c.av AS hist_avg, c.mx AS hist_max,
            t.vcal AS data_daily_calyr, c.mnc AS hist_min_calyr, c.avc AS hist_avg_calyr, c.mxc AS hist_max_calyr,
            t.vwtr AS data_daily_wtryr, w.mnw AS hist_min_wtryr, w.avw AS hist_avg_wtryr, w.mxw AS hist_max_wtryr
       FROM day
       LEFT JOIN totals t ON t.collect_date = day.collect_date
       LEFT JOIN by_cday c ON c.cday = day.cday
       LEFT JOIN by_wday w ON w.wday = day.wday
      ORDER BY day.collect_date`,
    [routeName, group, years],
  );
