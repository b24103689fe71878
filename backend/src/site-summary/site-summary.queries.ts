import type { SiteParamSummaryRow } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { firstDataCategoryPath, localDate } from '../database/sql-fragments';

/**
 * Every monitored (location, parameter) pair with its period of record, read from the summary the results
 * triggers keep current (never a scan of results), its location's type, organizations, HUC-8, position and links.
 * Years: the period's length in years of 365.25 days, one decimal.
 */
export const getSiteParamSummaryTableQuery = (db: DataSource): Promise<SiteParamSummaryRow[]> =>
  db.query(
    `SELECT s.location_ndx,
            s.parameter_ndx,
            l.location_name,
            lt.location_type_desc AS location_type,
            p.parameter_name AS parameter,
            o.data_provider,
            l.huc8,
            ${localDate('s.por_start')} AS start_por,
            ${localDate('s.por_end')} AS end_por,
            round((extract(epoch FROM s.por_end - s.por_start) / (365.25 * 86400))::numeric, 1)::float8 AS years,
            ST_Y(l.geom) AS latitude,
            ST_X(l.geom) AS longitude,
            u.location_urls,
            ${firstDataCategoryPath('s.location_ndx')} AS datacategory_path
       FROM location_parameter_summary s
       JOIN locations l ON l.location_ndx = s.location_ndx
       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
       LEFT JOIN location_types lt ON lt.location_type_ndx = l.location_type_ndx
       LEFT JOIN LATERAL (
         SELECT string_agg(org.org_name, ', ' ORDER BY org.org_name) AS data_provider
           FROM location_organizations lo JOIN organizations org USING (organization_ndx)
          WHERE lo.location_ndx = s.location_ndx) o ON true
       LEFT JOIN LATERAL (
         SELECT string_agg(lu.label || ';' || lu.url, ',' ORDER BY lu.sort_order) AS location_urls
           FROM location_urls lu WHERE lu.location_ndx = s.location_ndx) u ON true
      ORDER BY l.location_name, p.parameter_name, s.location_ndx, s.parameter_ndx`,
  );
