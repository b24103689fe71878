/** Texts of the Data Imports screen (its title, which the navigation names too, is in common/screen-titles). */
export { DATA_IMPORTS_TITLE } from '../../common/screen-titles';

export const UPLOAD_TITLE = 'Upload a File';
export const FETCH_TITLE = 'Fetch from a Service';
export const RUNS_TITLE = 'Import Runs';
export const MAPPINGS_TITLE = 'Mappings';
export const SCHEDULES_TITLE = 'Schedules';

export const FORMAT_LABEL = 'Format';
export const FILE_LABEL = 'File';
export const CHOOSE_FILE_TEXT = 'Choose a file...';
export const UPLOAD_TEXT = 'Upload';
export const UPLOAD_PROGRESS_LABEL = 'Upload progress';
export const SOURCE_LABEL = 'Source';
export const SITES_LABEL = 'Sites';
export const SITES_HINT = 'Site ids separated by commas or spaces, e.g. USGS-09239500 or a CDSS station abbreviation such as YAMSTECO.';
export const START_LABEL = 'Start date';
export const END_LABEL = 'End date';
export const DATES_HINT = 'Both empty: what changed since each site’s last run (the whole record the first time).';
export const FETCH_TEXT = 'Fetch';

export const REPORT_TEXT = 'Report';
export const CANCEL_RUN_TEXT = 'Cancel';
export const DOWNLOAD_REJECTED_TEXT = 'Download rejected rows (CSV)';
export const CREATE_LOCATIONS_TEXT = 'Create selected locations';
export const REJECTED_ROWS_TITLE = 'Rejected rows';
export const UNMAPPED_TITLE = 'Unmapped codes';
export const UNMAPPED_HINT = 'Add a mapping for each code below and import the file again: unmapped codes are never guessed.';
export const NEW_LOCATIONS_TITLE = 'New locations offered';
export const NEW_LOCATIONS_HINT = 'These locations are named by the source but are not in the portal. Their rows were not written; create them and import again.';

export const RUNS_PAGE_SIZE = 10;
export const RUNS_PAGE_SIZES = [10, 25, 50] as const;
export const RUNS_CSV_FILE = 'import-runs';
export const REJECTED_PAGE_SIZE = 10;
/** The mapping editor's table: its name, its rows' name, paging, export and what it says when empty. */
export const MAPPINGS_TABLE = {
  label: MAPPINGS_TITLE, itemName: 'Mapping', pageSize: 15, csvFileName: 'import-mappings',
  emptyText: 'No mappings: every code is reported as unmapped.',
};
export const SCHEDULES_TABLE = {
  label: SCHEDULES_TITLE, itemName: 'Schedule', pageSize: 10, csvFileName: 'import-schedules',
  emptyText: 'No schedules: every online source is fetched only on demand.',
};
