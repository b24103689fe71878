/**
 * GET /api/stations-list: one row per monitoring location, parameter and regional group it belongs to
 * (the Stations list screen).
 */
export interface StationListItem {
  reg_group_ndx: number;
  region: string;
  location: string;
  parameter: string;
  /** First result of the period of record, ISO date (yyyy-MM-dd) in America/Denver. */
  por_min: string;
  /** Last result of the period of record, ISO date (yyyy-MM-dd) in America/Denver. */
  por_max: string;
  huc_10: string | null;
}
