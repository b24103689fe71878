/**
 * The rules of the Data Imports screen, free of React so each is tested directly: how a run's progress, counts and
 * status read, what the fetch form checks and sends, what a failed upload says, and the columns of its tables.
 */
import type { UploadError, UploadProgress } from '@portal/api-client';
import {
  IMPORT_CODE_FAMILIES, IMPORT_ONLINE_SOURCES, IMPORT_SCHEDULE_DEFAULT_INTERVAL, IMPORT_SCHEDULE_INTERVALS, IMPORT_SOURCE_LABELS, type ImportFetchRequest, type ImportMapping, type ImportMappingInput,
  type ImportOnlineSource, type ImportRun, type ImportRunProgress, type ImportRunStatus, type ImportSchedule, type ImportScheduleInput,
  type ImportSource,
} from '@portal/contracts';
import type { Intent } from '@blueprintjs/core';
import { formatDateTime } from '../../common/dates';
import type { TableColumn } from '../../components/column-table.logic';
import { type ColumnOption, type EditableColumn, FALLBACK_ERROR_MESSAGE, REQUIRED_MESSAGE, writeErrorMessage } from '../../components/editable-table.logic';

const counted = new Intl.NumberFormat('en-US');
/** 12345 as '12,345'. */
export const formatCount = (n: number) => counted.format(n);

/** A duration as people read an ETA: '45 s', '2 min 05 s', '1 h 03 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** How far a run has read, as a fraction 0..1 of its file; null when the size is unknown (services). */
export function progressFraction(progress: ImportRunProgress): number | null {
  const { bytes_done, bytes_total } = progress;
  if (bytes_done === null || bytes_total === null || bytes_total <= 0) return null;
  return Math.min(1, Math.max(0, bytes_done / bytes_total));
}

/** A running run's progress: '12,000 rows · 3,400 rows/s · 40% · about 2 min 05 s left', each part once known. */
export function progressText(progress: ImportRunProgress): string {
  const parts = [`${formatCount(progress.rows_done)} rows`];
  if (progress.rows_per_second !== null) parts.push(`${formatCount(Math.round(progress.rows_per_second))} rows/s`);
  const fraction = progressFraction(progress);
  if (fraction !== null) parts.push(`${Math.floor(fraction * 100)}%`);
  if (progress.eta_seconds !== null) parts.push(`about ${formatDuration(progress.eta_seconds)} left`);
  return parts.join(' · ');
}

/** The share of an upload sent, 0..100; null while the browser cannot tell the size. */
export function uploadPercent(progress: UploadProgress | null): number | null {
  if (!progress || !progress.total) return null;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

/** Why an upload failed, in words: the server's own message where it sent one. */
export function uploadErrorText(error: UploadError): string {
  if (error.status === 'ABORTED') return 'The upload was cancelled.';
  if (error.status === 'FETCH_ERROR') return 'The upload could not reach the server. Check the connection and try again.';
  const server = writeErrorMessage(error);
  if (error.status === 413) {
    return `The file is larger than the server accepts.${server !== FALLBACK_ERROR_MESSAGE ? ` ${server}` : ''}`;
  }
  return server;
}

export const STATUS_INTENTS: Record<ImportRunStatus, Intent> = {
  queued: 'none',
  running: 'primary',
  succeeded: 'success',
  rejected: 'warning',
  failed: 'danger',
  cancelled: 'none',
};

/** 'Queued', 'Running', ... */
export const statusText = (status: ImportRunStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export const sourceText = (source: ImportSource) => IMPORT_SOURCE_LABELS[source] ?? source;

/** A source in a table cell, where the full names would widen the table past a laptop's screen. */
export const SOURCE_SHORT_LABELS: Record<ImportSource, string> = {
  'portal-csv': 'Portal CSV',
  'wqx-csv': 'WQX CSV',
  'usgs-rdb': 'USGS RDB',
  'usgs-waterml2': 'USGS WaterML 2.0',
  'cdss-json': 'CDSS JSON',
  'usgs-daily': 'USGS daily',
  'usgs-continuous': 'USGS continuous',
  'cdss-telemetry': 'CDSS telemetry',
};

/** The site ids typed in a field: split at commas and white space, each once, in the order typed. */
export function parseSites(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** A site id as the services spell them: letters, digits and - _ . : (no spaces). */
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
export const SITE_MESSAGE = '*Site ids are letters, digits and - _ . : (e.g. USGS-09239500)';
export const END_BEFORE_START_MESSAGE = '*The end date is before the start date';
export const MAX_FETCH_SITES = 100;
export const TOO_MANY_SITES_MESSAGE = `*At most ${MAX_FETCH_SITES} sites at a time`;

export function siteError(text: string): string | undefined {
  return SITE_ID.test(text) ? undefined : SITE_MESSAGE;
}

export interface FetchDraft {
  source: ImportOnlineSource;
  sites: string;
  /** 'yyyy-MM-dd' or ''. */
  start: string;
  end: string;
}

export type FetchErrors = Partial<Record<'sites' | 'end', string>>;

export function fetchDraftErrors(draft: FetchDraft): FetchErrors {
  const errors: FetchErrors = {};
  const sites = parseSites(draft.sites);
  if (!sites.length) errors.sites = REQUIRED_MESSAGE;
  else if (sites.length > MAX_FETCH_SITES) errors.sites = TOO_MANY_SITES_MESSAGE;
  else {
    const bad = sites.find((site) => siteError(site));
    if (bad) errors.sites = `${SITE_MESSAGE}: “${bad}”`;
  }
  if (draft.start && draft.end && draft.end < draft.start) errors.end = END_BEFORE_START_MESSAGE;
  return errors;
}

export function fetchDraftToRequest(draft: FetchDraft): ImportFetchRequest {
  return { source: draft.source, sites: parseSites(draft.sites), start: draft.start || null, end: draft.end || null };
}

const countColumn = (key: keyof ImportRun['counts'], header: string): TableColumn<ImportRun> => ({
  key, header, value: (run) => formatCount(run.counts[key]),
});

/** The runs' history: newest first as the server sends it. */
export const RUN_COLUMNS: readonly TableColumn<ImportRun>[] = [
  { key: 'import_run_ndx', header: 'Run', value: (r) => r.import_run_ndx },
  { key: 'source', header: 'Source', value: (r) => SOURCE_SHORT_LABELS[r.source] ?? r.source },
  { key: 'label', header: 'Label', value: (r) => r.label },
  { key: 'status', header: 'Status', value: (r) => statusText(r.status) },
  { key: 'created_by', header: 'Started By', value: (r) => r.created_by },
  { key: 'created_at', header: 'When', value: (r) => formatDateTime(r.created_at) },
  countColumn('read', 'Read'),
  countColumn('inserted', 'Inserted'),
  countColumn('updated', 'Updated'),
  countColumn('unchanged', 'Unchanged'),
  countColumn('rejected', 'Rejected'),
];

const options = (values: readonly string[], label: (value: string) => string = (v) => v): ColumnOption[] =>
  values.map((value) => ({ value, display: label(value) }));

export const QUALIFIER_HINT = 'USGS statistic id (00003 mean, 00001 max, 00002 min, 00011 instantaneous) or WQX sample fraction; empty for any.';

/** The mapping editor's fields; the portal's parameters are the choices of Parameter. */
export function mappingColumns(parameters: readonly ColumnOption[]): EditableColumn<ImportMappingInput>[] {
  return [
    { field: 'family', label: 'Family', kind: 'lookup', required: true, options: options(IMPORT_CODE_FAMILIES), defaultValue: 'usgs' },
    { field: 'source_code', label: 'Source Code', required: true, hint: 'A USGS parameter code (00060), a WQX characteristic name, a CDSS parameter.' },
    { field: 'source_unit', label: 'Source Unit', hint: 'As the source spells it (ft3/s, deg F, mg/L); empty for any.' },
    { field: 'qualifier', label: 'Qualifier', hint: QUALIFIER_HINT },
    { field: 'parameter_ndx', label: 'Portal Parameter', kind: 'lookup', required: true, options: parameters },
    { field: 'factor', label: 'Factor', kind: 'number', required: true, defaultValue: 1, hint: 'portal value = source value × factor + offset' },
    { field: 'offset', label: 'Offset', kind: 'number', required: true, defaultValue: 0 },
  ];
}

/** The mapping table's columns, the parameter by its name. */
export function mappingTableColumns(parameters: readonly ColumnOption[]): TableColumn<ImportMapping>[] {
  const parameterName = (ndx: number) => parameters.find((p) => p.value === ndx)?.display ?? String(ndx);
  return [
    { key: 'family', header: 'Family', value: (r) => r.family },
    { key: 'source_code', header: 'Source Code', value: (r) => r.source_code },
    { key: 'source_unit', header: 'Source Unit', value: (r) => r.source_unit },
    { key: 'qualifier', header: 'Qualifier', value: (r) => r.qualifier },
    { key: 'parameter_ndx', header: 'Portal Parameter', value: (r) => parameterName(r.parameter_ndx) },
    { key: 'factor', header: 'Factor', value: (r) => r.factor },
    { key: 'offset', header: 'Offset', value: (r) => r.offset },
  ];
}

/** The editor sends an empty optional text as null; the mapping table spells "any" as ''. */
export function mappingInput(input: ImportMappingInput): ImportMappingInput {
  return { ...input, source_unit: input.source_unit ?? '', qualifier: input.qualifier ?? '' };
}

/** The new-schedule form: off by default, like every schedule until an Administrator turns it on. */
export const SCHEDULE_COLUMNS: readonly EditableColumn<ImportScheduleInput>[] = [
  { field: 'source', label: 'Source', kind: 'lookup', required: true, options: options(IMPORT_ONLINE_SOURCES, (s) => sourceText(s as ImportSource)), defaultValue: 'usgs-daily' },
  { field: 'site', label: 'Site', required: true, validate: siteError, hint: 'One site id, e.g. USGS-09239500.' },
  {
    field: 'interval', label: 'Interval', kind: 'lookup', required: true, options: options(IMPORT_SCHEDULE_INTERVALS), defaultValue: 'daily',
    hint: `As often as each service publishes: ${IMPORT_ONLINE_SOURCES.map((s) => `${IMPORT_SCHEDULE_DEFAULT_INTERVAL[s]} for ${SOURCE_SHORT_LABELS[s]}`).join(', ')}.`,
  },
  { field: 'enabled', label: 'Enabled', kind: 'boolean', defaultValue: false },
];

const NEVER = 'Never';

export const SCHEDULE_TABLE_COLUMNS: readonly TableColumn<ImportSchedule>[] = [
  { key: 'source', header: 'Source', value: (r) => SOURCE_SHORT_LABELS[r.source] ?? r.source },
  { key: 'site', header: 'Site', value: (r) => r.site },
  { key: 'interval', header: 'Interval', value: (r) => r.interval },
  { key: 'enabled', header: 'Enabled', value: (r) => (r.enabled ? 'Yes' : 'No') },
  { key: 'last_run_at', header: 'Last Run', value: (r) => (r.last_run_at ? formatDateTime(r.last_run_at) : NEVER) },
  { key: 'next_run_at', header: 'Next Run', value: (r) => (r.enabled && r.next_run_at ? formatDateTime(r.next_run_at) : '') },
  { key: 'last_status', header: 'Last Status', value: (r) => (r.last_status ? statusText(r.last_status) : '') },
];

/** A location offered for creation, in one line: 'Yampa River at Steamboat (40.48, -106.83) · HUC 14050001'. */
export function offerText(offer: { name: string | null; location_code: string; latitude: number | null; longitude: number | null; huc8: string | null }): string {
  const where = offer.latitude !== null && offer.longitude !== null ? ` (${offer.latitude.toFixed(4)}, ${offer.longitude.toFixed(4)})` : '';
  const huc = offer.huc8 ? ` · HUC ${offer.huc8}` : '';
  return `${offer.name ?? offer.location_code}${where}${huc}`;
}
