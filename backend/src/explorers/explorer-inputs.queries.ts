import type { ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { rowExists } from '../database/sql-fragments';

// The option lists the three explorers (Climate and Flows, Year-over-Year, Time Series Summaries) share: the regions
// of the basin and the years with data. Each explorer serves them under its own path.

/** The parameters some explorer graph draws (the years list starts at the first of their data). */
const GRAPHED_PARAMETERS = `
  SELECT ax1_parameter_ndx FROM caf_graph_options
  UNION SELECT ax2_parameter_ndx FROM caf_graph_options WHERE ax2_parameter_ndx IS NOT NULL
  UNION SELECT parameter_ndx FROM yoy_graph_options
  UNION SELECT parameter_ndx FROM tssum_graph_options`;

export const explorerRegionalGroupsQuery = (db: DataSource): Promise<ExplorerRegionalGroup[]> =>
  db.query(`SELECT reg_group_ndx, reg_group_name FROM regional_groups ORDER BY reg_group_ndx`);

/**
 * Every year from the first with daily data of a parameter some explorer graph draws to the current one
 * (America/Denver), newest first; the current year alone when there are none.
 */
export const exploreYearsQuery = (db: DataSource): Promise<ExploreYear[]> =>
  db.query(
    `WITH bounds AS (
       SELECT extract(year FROM local_date(now()))::integer AS this_year,
              (SELECT extract(year FROM local_date(min(s.por_start)))::integer
                 FROM location_parameter_summary s WHERE s.parameter_ndx IN (${GRAPHED_PARAMETERS})) AS first_year)
     SELECT y AS explore_year FROM bounds, generate_series(least(coalesce(first_year, this_year), this_year), this_year) AS y
      ORDER BY y DESC`,
  );

/** Whether a region exists. */
export const regionExistsQuery = (db: DataSource, group: number): Promise<boolean> => rowExists(db, 'regional_groups', { reg_group_ndx: group });
