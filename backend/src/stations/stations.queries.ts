import type { StationListItem } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { localDate } from '../database/sql-fragments';

/**
 * Every monitored (location, parameter) pair, once per regional group the location belongs to, with its
 * period of record from the summary the results triggers keep current, so this never scans results.
 */
export const getStationsListQuery = (db: DataSource, regGroupNdx?: number): Promise<StationListItem[]> =>
  db.query(
    `SELECT rg.reg_group_ndx,
            rg.reg_group_name AS region,
            l.location_name AS location,
            p.parameter_name AS parameter,
            ${localDate('s.por_start')} AS por_min,
            ${localDate('s.por_end')} AS por_max,
            h.huc_name AS huc_10
       FROM location_parameter_summary s
       JOIN locations l ON l.location_ndx = s.location_ndx
       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
       JOIN location_regional_groups lrg ON lrg.location_ndx = s.location_ndx
       JOIN regional_groups rg ON rg.reg_group_ndx = lrg.reg_group_ndx
       LEFT JOIN huc_boundaries h ON h.huc_code = l.huc10
      WHERE ($1::integer IS NULL OR rg.reg_group_ndx = $1)
      ORDER BY rg.reg_group_name, l.location_name, p.parameter_name`,
    [regGroupNdx ?? null],
  );
