/**
 * Query & Download (public): the form's lookup lists, the map of its locations, the count of the records a form
 * selects, and the CSV of those records.
 */

/** The time steps a download can be made at; each is also the path of its download call. */
export const QUERY_AND_DOWNLOAD_TIMESTEPS = ['raw', 'daily'] as const;
export type QueryAndDownloadTimestep = (typeof QUERY_AND_DOWNLOAD_TIMESTEPS)[number];

/**
 * The body of POST query-and-download/count-data and of the download calls. Every list holds ids of the matching
 * lookup list and must not be empty. startDate and endDate are instants with their offset (ISO 8601), or
 * America/Denver days (yyyy-MM-dd: the start at the day's first instant, the end through the day's last); both
 * bounds are included.
 */
export interface QueryAndDownloadForm {
  /** A time step's ts_endpoint ('raw' or 'daily'). */
  timestep: QueryAndDownloadTimestep;
  basins: number[];
  /** Source categories (sourcecategory_ndx). */
  dataSources: number[];
  organizations: number[];
  parameterGroups: number[];
  locationTypes: number[];
  parameters: number[];
  locations: number[];
  startDate: string;
  endDate: string;
  /** A data category (datacategory_ndx) that narrows the locations and parameters to its own, or null. */
  dataCategory?: number | null;
}

/** POST query-and-download/count-data: how many data rows the download of the same form holds. */
export interface QueryAndDownloadCount {
  count: number;
}

/** GET query-and-download/q-d-list-basins */
export interface QueryAndDownloadBasin {
  basin_ndx: number;
  basin_name: string;
}

/** GET query-and-download/q-d-list-data-categories */
export interface QueryAndDownloadDataCategory {
  datacategory_ndx: number;
  datacategory_name: string;
  datacategory_path: string;
}

/** GET query-and-download/q-d-list-data-sources: the categories of data sources. */
export interface QueryAndDownloadDataSource {
  sourcecategory_ndx: number;
  source_name: string;
}

/** GET query-and-download/q-d-list-locations: the locations that have data. */
export interface QueryAndDownloadLocation {
  location_ndx: number;
  location_id: string;
  location_name: string;
  basin_ndx: number | null;
  location_type_ndx: number;
  /** The data categories the location belongs to. */
  assoc_datacategory_ndx: number[];
}

/** GET query-and-download/q-d-list-location-types */
export interface QueryAndDownloadLocationType {
  location_type_ndx: number;
  location_type_desc: string;
}

/** GET query-and-download/q-d-list-organizations */
export interface QueryAndDownloadOrganization {
  organization_ndx: number;
  org_id: string;
}

/** GET query-and-download/q-d-list-parameter-groups */
export interface QueryAndDownloadParameterGroup {
  parameter_group_ndx: number;
  parameter_group_name: string;
}

/** GET query-and-download/q-d-list-parameters: the parameters that have data. */
export interface QueryAndDownloadParameter {
  parameter_ndx: number;
  display_abbrev: string;
  display_name: string;
  parameter_group_ndx: number | null;
  /** The data categories the parameter belongs to. */
  assoc_datacategory_ndx: number[];
}

/** GET query-and-download/q-d-list-timesteps: ts_endpoint is the download call's path. */
export interface QueryAndDownloadTimestepOption {
  ts_endpoint: QueryAndDownloadTimestep;
  ts_desc: string;
}

/** The properties of a feature of GET query-and-download/locations-map (a GeoJSON FeatureCollection of points). */
export interface QueryAndDownloadMapLocationProperties {
  location_ndx: number;
  location_name: string;
  location_id: string;
  huc10: string | null;
}

export interface QueryAndDownloadMapLocation {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: QueryAndDownloadMapLocationProperties;
}

export interface QueryAndDownloadLocationsMap {
  type: 'FeatureCollection';
  features: QueryAndDownloadMapLocation[];
}

/**
 * The CSV download's file name: the district's short name and the day (yyyy-MM-dd, America/Denver), e.g.
 * `upper-yampa-water-data-2026-11-26.csv`. The server names its answer so, and the curl command the form shows
 * writes the same file.
 */
export function queryAndDownloadFileName(districtName: string, day: string): string {
  const short = districtName.replace(/\s+(water\s+)?(conservancy\s+|conservation\s+)?district$/i, '');
  const slug = short.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'portal';
  return `${slug}-water-data-${day}.csv`;
}
