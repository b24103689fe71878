/**
 * Data Imports: a district's own data into the portal, from files people hold and from the public water-data
 * services, through one pipeline (parse, map, validate, bulk load) run as jobs on the job queue. The whole
 * feature is for Administrators only: it writes the district's data.
 */

/** Files an Administrator uploads (or gives the CLI). */
export const IMPORT_FILE_FORMATS = ['portal-csv', 'wqx-csv', 'usgs-rdb', 'usgs-waterml2', 'cdss-json'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];

/** Services fetched on demand or on a schedule, per site. */
export const IMPORT_ONLINE_SOURCES = ['usgs-daily', 'usgs-continuous', 'cdss-telemetry'] as const;
export type ImportOnlineSource = (typeof IMPORT_ONLINE_SOURCES)[number];

export type ImportSource = ImportFileFormat | ImportOnlineSource;

/** How each source is named on screen and in reports. */
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  'portal-csv': 'Portal CSV',
  'wqx-csv': 'Water Quality Portal (WQX result CSV)',
  'usgs-rdb': 'USGS NWIS RDB file',
  'usgs-waterml2': 'USGS WaterML 2.0 file',
  'cdss-json': 'Colorado DWR telemetry JSON file',
  'usgs-daily': 'USGS Water Data: daily values',
  'usgs-continuous': 'USGS Water Data: continuous (instantaneous) values',
  'cdss-telemetry': 'Colorado DWR (CDSS) telemetry',
};

/**
 * The code families of the mapping table: a source's own codes for what it measured (USGS parameter codes with
 * statistic ids, WQX characteristic names with units and fractions, CDSS parameters, the portal CSV's codes).
 */
export const IMPORT_CODE_FAMILIES = ['usgs', 'wqx', 'cdss', 'portal'] as const;
export type ImportCodeFamily = (typeof IMPORT_CODE_FAMILIES)[number];

/** Which code family each source's rows are mapped through. */
export const IMPORT_SOURCE_FAMILY: Record<ImportSource, ImportCodeFamily> = {
  'portal-csv': 'portal',
  'wqx-csv': 'wqx',
  'usgs-rdb': 'usgs',
  'usgs-waterml2': 'usgs',
  'cdss-json': 'cdss',
  'usgs-daily': 'usgs',
  'usgs-continuous': 'usgs',
  'cdss-telemetry': 'cdss',
};

/**
 * queued: waiting on the job queue; running; succeeded: everything read was written (or was already there);
 * rejected: some rows were refused, so nothing of that file (or that page batch) was written; failed: the file
 * or service could not be read (wrong format, a header that does not match, the service failing); cancelled.
 */
export const IMPORT_RUN_STATUSES = ['queued', 'running', 'succeeded', 'rejected', 'failed', 'cancelled'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export interface ImportRunCounts {
  /** Rows read from the file or service. */
  read: number;
  /** New results. */
  inserted: number;
  /** Results that existed with another value (or flags) and were corrected. */
  updated: number;
  /** Results that existed exactly so. */
  unchanged: number;
  rejected: number;
}

export interface ImportRunProgress {
  rows_done: number;
  /** Over the run so far; null before the first rows. */
  rows_per_second: number | null;
  /** For files: bytes read of bytes_total; null for services. */
  bytes_done: number | null;
  bytes_total: number | null;
  /** null when unknown (services, or before the first rows). */
  eta_seconds: number | null;
}

/** A code the mapping table does not map: reported, never guessed. */
export interface ImportUnmappedCode {
  family: ImportCodeFamily;
  source_code: string;
  source_unit: string;
  /** USGS statistic id, or WQX sample fraction; '' when the source has none. */
  qualifier: string;
  rows: number;
}

/** A location named in the source but not in the portal, offered for creation (never created silently). */
export interface ImportLocationOffer {
  /** The code the portal will know it by (locations.location_id), e.g. USGS-09239500. */
  location_code: string;
  /** As the source names it; null when the source gives no name. */
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The portal's location type that fits the source's site type; null when unknown. */
  location_type_ndx: number | null;
  /** Looked up from the portal's own watershed polygons; null outside them. */
  huc8: string | null;
  huc10: string | null;
  huc12: string | null;
  rows: number;
}

/** GET imports, GET imports/:import_run_ndx: one run of an import. */
export interface ImportRun {
  import_run_ndx: number;
  source: ImportSource;
  /** The uploaded file's name, or the sites fetched ('USGS-09239500, USGS-09241000'). */
  label: string;
  status: ImportRunStatus;
  /** The scheduled fetch that started it; null: started by a person or the CLI. */
  import_schedule_ndx: number | null;
  /** Who started it (the account's e-mail, 'cli' or 'schedule'). */
  created_by: string;
  /** ISO 8601 instants. */
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  counts: ImportRunCounts;
  progress: ImportRunProgress;
  /** Why a failed run failed (naming the line and field where there is one); null otherwise. */
  message: string | null;
  unmapped: ImportUnmappedCode[];
  new_locations: ImportLocationOffer[];
}

/** GET imports/:import_run_ndx/rejected: one refused row (also downloadable as CSV with these columns). */
export interface ImportRejectedRow {
  /** Where it is: 'line 12' of a file, or the service's item id. */
  ref: string;
  field: string;
  message: string;
}

/** POST imports/fetch: fetch sites from an online source now. */
export interface ImportFetchRequest {
  source: ImportOnlineSource;
  /** The source's site ids, e.g. USGS-09239500 or a CDSS station abbreviation such as YAMSTECO. */
  sites: string[];
  /** ISO 8601 dates; both null: what changed since the last run of each site (or the whole record the first time). */
  start: string | null;
  end: string | null;
}

/** POST imports/:import_run_ndx/locations: create some of a run's offered locations. */
export interface ImportCreateLocationsRequest {
  location_codes: string[];
}

/** GET imports/mappings: a source code and unit mapped to a portal parameter, with the unit conversion. */
export interface ImportMapping {
  import_mapping_ndx: number;
  family: ImportCodeFamily;
  source_code: string;
  source_unit: string;
  /** USGS statistic id (00003 mean, 00001 max, 00002 min, 00011 instantaneous), WQX fraction; '' for any. */
  qualifier: string;
  parameter_ndx: number;
  /** portal value = source value × factor + offset, in the parameter's unit. */
  factor: number;
  offset: number;
}

/**
 * GET imports/parameters: every parameter of the portal a mapping may file readings under, with its unit, whether or
 * not it has data yet (a new district's parameters have none before their first import).
 */
export interface ImportParameter {
  parameter_ndx: number;
  display_name: string;
  /** The unit the parameter's values are kept in: a mapping converts into it. */
  unit_name: string;
}

/** POST imports/mappings and PUT imports/mappings/:import_mapping_ndx. */
export type ImportMappingInput = Omit<ImportMapping, 'import_mapping_ndx'>;

export const IMPORT_SCHEDULE_INTERVALS = ['15min', 'hourly', 'daily', 'weekly'] as const;
export type ImportScheduleInterval = (typeof IMPORT_SCHEDULE_INTERVALS)[number];

/** The interval a new schedule suggests: as often as each service publishes. */
export const IMPORT_SCHEDULE_DEFAULT_INTERVAL: Record<ImportOnlineSource, ImportScheduleInterval> = {
  'usgs-continuous': 'hourly',
  'usgs-daily': 'daily',
  'cdss-telemetry': 'daily',
};

/** GET imports/schedules: a site of an online source fetched on the job queue at an interval (off by default). */
export interface ImportSchedule {
  import_schedule_ndx: number;
  source: ImportOnlineSource;
  site: string;
  interval: ImportScheduleInterval;
  enabled: boolean;
  /** ISO 8601 instants; null: never. */
  last_run_at: string | null;
  next_run_at: string | null;
  /** The newest run of the schedule's status; null: none yet. */
  last_status: ImportRunStatus | null;
}

/** POST imports/schedules and PUT imports/schedules/:import_schedule_ndx. */
export interface ImportScheduleInput {
  source: ImportOnlineSource;
  site: string;
  interval: ImportScheduleInterval;
  enabled: boolean;
}
