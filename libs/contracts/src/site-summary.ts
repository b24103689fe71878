/**
 * Site Summary Table: which parameters are monitored at which sites, and over which period. Stakeholders only.
 */

/** GET /api/site-param-summary-table: one monitored (location, parameter) pair. */
export interface SiteParamSummaryRow {
  location_ndx: number;
  parameter_ndx: number;
  location_name: string;
  location_type: string | null;
  parameter: string;
  /** The organizations that monitor the location, comma-separated. */
  data_provider: string | null;
  huc8: string | null;
  /** First and last day with a value (America/Denver calendar dates, yyyy-MM-dd). */
  start_por: string;
  end_por: string;
  /** Length of the period of record in years, one decimal. */
  years: number;
  latitude: number | null;
  longitude: number | null;
  /** The location's links as comma-separated 'label;url' pairs, or null. */
  location_urls: string | null;
  /** The location's first data category: where Fly to on Map opens the map explorer. */
  datacategory_path: string | null;
}
