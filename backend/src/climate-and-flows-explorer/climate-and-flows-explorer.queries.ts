import type { CafDataRow, CafGraphOption } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { rowExists } from '../database/sql-fragments';

// Climate and Flows Explorer: the graph options (caf_graph_options, migration ClimateAndFlowsExplorer) and a graph's
// daily series at a region's locations (location_regional_groups) from the daily
// rollup (result_daily's daily means of America/Denver days).

export const getClimateAndFlowsExplorerInputsCafGraphOptionsQuery = (db: DataSource): Promise<CafGraphOption[]> =>
  db.query(
    `SELECT caf_group_ndx, caf_graph_title, caf_graph_route_name, y1_axis_units, y2_axis_units, ax1_daily_chart_type,
            ax2_daily_chart_type, ax1_daily_color, ax2_daily_color, ax1_cumulative, datacategory_ndx_defaults,
            reg_group_ndx_display
       FROM caf_graph_options ORDER BY caf_group_ndx`,
  );

/** Whether the graph exists. */
export const cafGraphExistsQuery = (db: DataSource, routeName: string): Promise<boolean> => rowExists(db, 'caf_graph_options', { caf_graph_route_name: routeName });

/**
 * A graph's rows for a region from Oct 1 of year - 1 to Dec 31 of year (the water year and the calendar year named
 * `year`): per location of the region and day with a value of either axis's parameter, the two axes' daily means and
 * the left axis's running totals since Jan 1 of `year` and since Oct 1 of year - 1, scaled by the graph's factor.
 */
export const getClimateAndFlowsExplorerDataByCafGraphRouteNameQuery = (
  db: DataSource, routeName: string, group: number, year: number,
): Promise<CafDataRow[]> =>
  db.query(
    `WITH opt AS (SELECT * FROM caf_graph_options WHERE caf_graph_route_name = $1),
     loc AS (
       SELECT l.location_ndx, l.location_name
         FROM location_regional_groups g JOIN locations l ON l.location_ndx = g.location_ndx
        WHERE g.reg_group_ndx = $2),
     day AS (
       SELECT d.location_ndx, d.collect_date,
              max(d.value_avg) FILTER (WHERE d.parameter_ndx = opt.ax1_parameter_ndx) AS ax1,
              max(d.value_avg) FILTER (WHERE d.parameter_ndx = opt.ax2_parameter_ndx) AS ax2
         FROM opt CROSS JOIN loc
         JOIN result_daily d ON d.location_ndx = loc.location_ndx
                            AND d.parameter_ndx IN (opt.ax1_parameter_ndx, opt.ax2_parameter_ndx)
                            AND d.collect_date BETWEEN make_date($3 - 1, 10, 1) AND make_date($3, 12, 31)
        GROUP BY d.location_ndx, d.collect_date),
     totals AS (
       SELECT day.*,
              sum(day.ax1 * opt.ax1_cumulative_factor) FILTER (WHERE day.collect_date >= make_date($3, 1, 1))
                OVER (PARTITION BY day.location_ndx ORDER BY day.collect_date) AS calyr,
              sum(day.ax1 * opt.ax1_cumulative_factor) FILTER (WHERE day.collect_date < make_date($3, 10, 1))
                OVER (PARTITION BY day.location_ndx ORDER BY day.collect_date) AS wtryr
         FROM day CROSS JOIN opt)
     SELECT to_char(t.collect_date, 'YYYY-MM-DD') AS collect_date, t.location_ndx, loc.location_name AS location_display_label,
            t.ax1 AS ax1_daily,
            CASE WHEN t.ax1 IS NOT NULL AND t.collect_date >= make_date($3, 1, 1) THEN coalesce(t.calyr, 0) END AS ax1_daily_calyr,
            CASE WHEN t.ax1 IS NOT NULL AND t.collect_date < make_date($3, 10, 1) THEN coalesce(t.wtryr, 0) END AS ax1_daily_wtryr,
            t.ax2 AS ax2_daily
       FROM totals t JOIN loc ON loc.location_ndx = t.location_ndx
      WHERE t.ax1 IS NOT NULL OR t.ax2 IS NOT NULL
      ORDER BY loc.location_name, t.location_ndx, t.collect_date`,
    [routeName, group, year],
  );
