/**
 * The Query & Download form as pure rules: its first state once the lookup lists are in, what the filters leave on
 * offer (and the pruning of choices no longer offered), when it is complete, its validation messages, the request
 * it sends, and the API call as text (URL, body, curl).
 */
import type {
  GeoJsonFeatureCollection, QueryAndDownloadBasin, QueryAndDownloadDataCategory, QueryAndDownloadDataSource, QueryAndDownloadForm, QueryAndDownloadLocation,
  QueryAndDownloadLocationsMap, QueryAndDownloadLocationType, QueryAndDownloadOrganization, QueryAndDownloadParameter, QueryAndDownloadParameterGroup,
  QueryAndDownloadTimestep, QueryAndDownloadTimestepOption,
} from '@portal/contracts';
import { queryAndDownloadFileName } from '@portal/contracts';
import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import type { ChipOption } from '../../components/chip-picker';
import { PORTAL_TIME_ZONE, toPortalInstant } from '../../common/dates';
import { formatFileSize } from '../../common/file-size';

export const PAGE_TITLE = 'Query & Download';

export const QD_TEXT = {
  timePeriod: 'Time Period',
  startDate: 'Start Date',
  endDate: 'End Date',
  timestep: 'Time Step',
  quickFilters: 'Quick-Filters',
  filterGroups: 'Filter Groups',
  locations: 'Locations',
  parameters: 'Parameters',
  availableRecords: 'Available Records',
  map: 'Locations & Basins Map',
  all: '+ All',
  none: '- None',
  download: 'Download',
  preparing: 'Preparing...',
  reset: 'Reset',
  showApiCall: 'Show the API call',
  hideApiCall: 'Hide the API call',
  copyCurl: 'Copy curl command',
  recordsSuffix: 'records available for download',
  fillOut: 'Please fill out the form to see available records',
  counting: 'Counting available records...',
  downloadError: 'Error downloading file.',
  cancel: 'Cancel',
} as const;

/**
 * A running download's progress line: its data rows so far (the file's lines less the header) of the count's rows,
 * and the bytes written, e.g. 'Downloading 1,200,000 of 5,000,000 rows (96.3 MB)' (KB under a megabyte).
 */
export function downloadProgressText(lines: number, bytes: number, total: number | null): string {
  const rows = Math.max(0, lines - 1).toLocaleString('en-US');
  // A download under way says at least '1 KB', never '0 KB'.
  const size = formatFileSize(Math.max(1, bytes));
  return total === null ? `Downloading ${rows} rows (${size})` : `Downloading ${rows} of ${total.toLocaleString('en-US')} rows (${size})`;
}

/** A lookup list failed to load: 'Error fetching data: {message}'. */
export const fetchErrorText = (message: string): string => `Error fetching data: ${message}`;

/** The count line: '1,234 records available for download'. */
export const recordsText = (count: number): string => `${count.toLocaleString('en-US')} ${QD_TEXT.recordsSuffix}`;

/** Every lookup list the form needs before it can be shown. */
export interface QueryLookups {
  timesteps: readonly QueryAndDownloadTimestepOption[];
  dataCategories: readonly QueryAndDownloadDataCategory[];
  basins: readonly QueryAndDownloadBasin[];
  dataSources: readonly QueryAndDownloadDataSource[];
  organizations: readonly QueryAndDownloadOrganization[];
  locationTypes: readonly QueryAndDownloadLocationType[];
  parameterGroups: readonly QueryAndDownloadParameterGroup[];
  locations: readonly QueryAndDownloadLocation[];
  parameters: readonly QueryAndDownloadParameter[];
}

/** The id lists of the form, in the order the form shows them. */
export const FILTER_GROUPS = ['basins', 'dataSources', 'organizations', 'locationTypes', 'parameterGroups'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type IdField = FilterGroup | 'locations' | 'parameters';
export type FormField = IdField | 'timestep' | 'startDate' | 'endDate';

/** The form as the screen holds it: anything may be empty while the user works. */
export interface QueryFormState {
  timestep: QueryAndDownloadTimestep | null;
  /** API instants (Denver wall-clock with offset), or null when cleared. */
  startDate: string | null;
  endDate: string | null;
  dataCategory: number | null;
  basins: number[];
  dataSources: number[];
  organizations: number[];
  locationTypes: number[];
  parameterGroups: number[];
  locations: number[];
  parameters: number[];
}

/** A filter group's title and its options as chips-free choices (id and text). */
export interface FilterGroupSpec {
  field: FilterGroup;
  title: string;
  options(lookups: QueryLookups): { id: number; label: string }[];
}

export const FILTER_GROUP_SPECS: readonly FilterGroupSpec[] = [
  { field: 'basins', title: 'Basins', options: (l) => l.basins.map((b) => ({ id: b.basin_ndx, label: b.basin_name })) },
  { field: 'dataSources', title: 'Data Sources', options: (l) => l.dataSources.map((d) => ({ id: d.sourcecategory_ndx, label: d.source_name })) },
  { field: 'organizations', title: 'Organizations', options: (l) => l.organizations.map((o) => ({ id: o.organization_ndx, label: o.org_id })) },
  { field: 'locationTypes', title: 'Location Types', options: (l) => l.locationTypes.map((t) => ({ id: t.location_type_ndx, label: t.location_type_desc })) },
  {
    field: 'parameterGroups',
    title: 'Parameter Groups',
    options: (l) => l.parameterGroups.map((g) => ({ id: g.parameter_group_ndx, label: g.parameter_group_name })),
  },
];

/** The messages of an empty field, in the form's own words. */
export const REQUIRED_MESSAGES: Readonly<Record<FormField, string>> = {
  timestep: 'Time Step is required',
  basins: 'Basins are required',
  dataSources: 'Data sources are required',
  organizations: 'Organizations are required',
  parameterGroups: 'Parameter groups are required',
  locationTypes: 'Location types are required',
  parameters: 'Parameters are required',
  locations: 'Locations are required',
  startDate: 'Start date is required',
  endDate: 'End date is required',
};
export const END_BEFORE_START_MESSAGE = 'End date must not be before the start date';

/** The default period: from three months back (the same Denver wall-clock time) to now. */
export function defaultPeriod(now: Date): { startDate: string; endDate: string } {
  return { startDate: toPortalInstant(addMonths(now, -3, { in: tz(PORTAL_TIME_ZONE) })), endDate: toPortalInstant(now) };
}

/** The time step a new form starts with: daily when offered (small files), else the first offered. */
export function defaultTimestep(timesteps: readonly QueryAndDownloadTimestepOption[]): QueryAndDownloadTimestep | null {
  return (timesteps.find((t) => t.ts_endpoint === 'daily') ?? timesteps[0])?.ts_endpoint ?? null;
}

/** The data category whose path is the route's, or null. */
export function categoryForPath(categories: readonly QueryAndDownloadDataCategory[], path: string | undefined): number | null {
  if (!path) return null;
  return categories.find((c) => c.datacategory_path === path)?.datacategory_ndx ?? null;
}

/**
 * The form once every lookup list is in: every basin, data source, organization, location type and parameter
 * group chosen, the route's data category, the default period and time step; no location or parameter yet.
 */
export function initialForm(lookups: QueryLookups, categoryPath: string | undefined, now: Date): QueryFormState {
  const groups = Object.fromEntries(FILTER_GROUP_SPECS.map((spec) => [spec.field, spec.options(lookups).map((o) => o.id)])) as Record<FilterGroup, number[]>;
  return {
    timestep: defaultTimestep(lookups.timesteps),
    ...defaultPeriod(now),
    dataCategory: categoryForPath(lookups.dataCategories, categoryPath),
    ...groups,
    locations: [],
    parameters: [],
  };
}

const inCategory = (category: number | null, assoc: readonly number[]) => category === null || assoc.includes(category);

/**
 * The locations on offer: those in a chosen basin and of a chosen type, and of the chosen data category. (Data
 * sources and organizations are the server's to apply: the location list does not carry them.)
 */
export function offeredLocations(form: QueryFormState, locations: readonly QueryAndDownloadLocation[]): QueryAndDownloadLocation[] {
  const basins = new Set(form.basins);
  const types = new Set(form.locationTypes);
  return locations.filter(
    (l) => l.basin_ndx !== null && basins.has(l.basin_ndx) && types.has(l.location_type_ndx) && inCategory(form.dataCategory, l.assoc_datacategory_ndx),
  );
}

/** The parameters on offer: those of a chosen parameter group and of the chosen data category. */
export function offeredParameters(form: QueryFormState, parameters: readonly QueryAndDownloadParameter[]): QueryAndDownloadParameter[] {
  const groups = new Set(form.parameterGroups);
  return parameters.filter(
    (p) => p.parameter_group_ndx !== null && groups.has(p.parameter_group_ndx) && inCategory(form.dataCategory, p.assoc_datacategory_ndx),
  );
}

/** The form without the locations and parameters its filters no longer offer. */
export function pruned(form: QueryFormState, lookups: Pick<QueryLookups, 'locations' | 'parameters'>): QueryFormState {
  const locations = new Set(offeredLocations(form, lookups.locations).map((l) => l.location_ndx));
  const parameters = new Set(offeredParameters(form, lookups.parameters).map((p) => p.parameter_ndx));
  const keptLocations = form.locations.filter((id) => locations.has(id));
  const keptParameters = form.parameters.filter((id) => parameters.has(id));
  // The same object when nothing went, so a change that prunes nothing does not look like a new form.
  if (keptLocations.length === form.locations.length && keptParameters.length === form.parameters.length) return form;
  return { ...form, locations: keptLocations, parameters: keptParameters };
}

/** A change to the form, with the choices it takes off offer pruned. */
export function withChange(form: QueryFormState, change: Partial<QueryFormState>, lookups: Pick<QueryLookups, 'locations' | 'parameters'>): QueryFormState {
  return pruned({ ...form, ...change }, lookups);
}

/** Clicking a Quick-Filter: it becomes the category, or, when it already is, the category clears. */
export function toggledCategory(form: QueryFormState, category: number): number | null {
  return form.dataCategory === category ? null : category;
}

/** Whether the end lies before the start (both instants with their offsets). */
function endBeforeStart(form: QueryFormState): boolean {
  return form.startDate !== null && form.endDate !== null && Date.parse(form.endDate) < Date.parse(form.startDate);
}

/** Each empty field's message, and the end date's when it lies before the start. */
export function validationErrors(form: QueryFormState): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as FormField[]) {
    const value = form[field];
    if (value === null || (Array.isArray(value) && value.length === 0)) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.endDate && endBeforeStart(form)) errors.endDate = END_BEFORE_START_MESSAGE;
  return errors;
}

/** The request of a complete form (every field filled in, the period in order), or null while it is not. */
export function requestBody(form: QueryFormState): QueryAndDownloadForm | null {
  if (Object.keys(validationErrors(form)).length > 0 || form.timestep === null || form.startDate === null || form.endDate === null) return null;
  return {
    timestep: form.timestep,
    basins: form.basins,
    dataSources: form.dataSources,
    organizations: form.organizations,
    parameterGroups: form.parameterGroups,
    locationTypes: form.locationTypes,
    parameters: form.parameters,
    locations: form.locations,
    startDate: form.startDate,
    endDate: form.endDate,
    dataCategory: form.dataCategory,
  };
}

/** The chips of the offered locations: the name, with the name and id as the tooltip. */
export function locationChips(locations: readonly QueryAndDownloadLocation[]): ChipOption[] {
  return locations.map((l) => ({ id: l.location_ndx, label: l.location_name, tooltip: `${l.location_name} (${l.location_id})` }));
}

/** The chips of the offered parameters: the name, with the name and abbreviation as the tooltip. */
export function parameterChips(parameters: readonly QueryAndDownloadParameter[]): ChipOption[] {
  return parameters.map((p) => ({ id: p.parameter_ndx, label: p.display_name, tooltip: `${p.display_name} (${p.display_abbrev})` }));
}

/** The map opens on the Yampa region at zoom 7 and labels its locations from zoom 9. */
export const MAP_ZOOM = 7;
export const MAP_LABEL_MIN_ZOOM = 9;
/** The chosen basins' polygons are filled at 0.35; the others faintly, so the watersheds still read. */
export const SELECTED_BASIN_OPACITY = 0.35;
export const OTHER_BASIN_OPACITY = 0.08;

/** The map's locations: only those on offer, as the map takes GeoJSON. */
export function mapLocations(map: QueryAndDownloadLocationsMap, offered: ReadonlySet<number>): GeoJsonFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: map.features
      .filter((feature) => offered.has(feature.properties.location_ndx))
      .map((feature) => ({ ...feature, properties: { ...feature.properties } })),
  };
}

/** The names of the chosen basins: the HUC-10 polygons name their basin, and the map fills those more strongly. */
export function basinNames(basins: readonly QueryAndDownloadBasin[], chosen: readonly number[]): string[] {
  const ids = new Set(chosen);
  return basins.filter((b) => ids.has(b.basin_ndx)).map((b) => b.basin_name);
}

// ---------------------------------------------------------------------------------------------------------------
// The API call as text
// ---------------------------------------------------------------------------------------------------------------

/** The API call a download makes, spelled out for use outside the portal. */
export interface ApiCallText {
  method: string;
  url: string;
  /** The body as pretty JSON, for reading. */
  body: string;
  curl: string;
  /** The file the download is saved as (and curl writes to). */
  fileName: string;
}

/** Text inside single quotes for a POSIX shell: each ' closes the quote, adds an escaped ', and reopens it. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A download's file name when the server's cannot be read, and the file curl writes to: the portal's kind of
 * name, dated the day of the call.
 */
export const defaultFileName = (today: string): string => `water-data-${today}.csv`;

/** The curl command that downloads the same file: POST of the JSON body, written to `fileName`. */
export function curlCommand(url: string, body: QueryAndDownloadForm, fileName: string): string {
  return `curl -X POST ${shellQuote(url)} -H 'Content-Type: application/json' --data ${shellQuote(JSON.stringify(body))} -o ${shellQuote(fileName)}`;
}

/**
 * The download's call as text: method, absolute URL, the JSON body and the curl command, which writes the file
 * the browser saves (the district's name and the day; the generic name while the district's is not loaded).
 */
export function apiCallText(method: string, url: string, body: QueryAndDownloadForm, today: string, districtName?: string): ApiCallText {
  const fileName = districtName ? queryAndDownloadFileName(districtName, today) : defaultFileName(today);
  return { method, url, body: JSON.stringify(body, null, 2), curl: curlCommand(url, body, fileName), fileName };
}
