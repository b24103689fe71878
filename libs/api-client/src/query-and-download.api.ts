import type {
  QueryAndDownloadBasin, QueryAndDownloadCount, QueryAndDownloadDataCategory, QueryAndDownloadDataSource, QueryAndDownloadForm,
  QueryAndDownloadLocation, QueryAndDownloadLocationsMap, QueryAndDownloadLocationType, QueryAndDownloadOrganization,
  QueryAndDownloadParameter, QueryAndDownloadParameterGroup, QueryAndDownloadTimestep, QueryAndDownloadTimestepOption,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

// Query & Download is public and its answers are the same for everyone: the calls carry no token, signed in or not.
const ANONYMOUS = { anonymous: true } as const;

/** The download call of each time step: its path is the time step's ts_endpoint (route table keys, for the lint). */
const DOWNLOAD_ROUTES = { raw: 'postQueryAndDownloadRaw', daily: 'postQueryAndDownloadDaily' } as const;

/** The request line (method and path under the API base) of the download at `timestep`. */
export function queryAndDownloadFileRoute(timestep: QueryAndDownloadTimestep) {
  return route(DOWNLOAD_ROUTES[timestep]);
}

/**
 * A downloaded CSV: its text and the file name the server gave it, or null when the answer names none (a
 * cross-origin client, such as the desktop app, may not be allowed to read the header).
 */
export interface QueryAndDownloadFile {
  fileName: string | null;
  csv: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="…"`, quoted or not), or null. */
export function attachmentFileName(contentDisposition: string | null): string | null {
  const match = /filename\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentDisposition ?? '');
  const name = match?.[1] ?? match?.[2];
  return name ? name.replace(/[\\/]/g, '_') : null;
}

/**
 * Reads a download's answer: the CSV text with its file name, or for a refusal its JSON body (the validation
 * error). The text stays serialisable, as the store requires; the page saves it and then drops it.
 */
export async function readDownload(response: Response): Promise<QueryAndDownloadFile | unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return { fileName: attachmentFileName(response.headers.get('Content-Disposition')), csv: await response.text() };
}

/**
 * Query & Download: the form's lookup lists and map (kept as usual: they change only with the data catalog) and the
 * count of the records a form selects. The count is a mutation: a one-off answer for one form, never shared, and its
 * trigger's `abort()` cancels the HTTP request (the server then cancels its query), which the form uses to drop an
 * outdated count. The CSV itself never comes through the store: the platform streams it from the download route
 * (queryAndDownloadFileRoute) into the file the user picks (FileSaver.download), whatever its size.
 */
export const queryAndDownloadApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getQueryAndDownloadQDListBasins: build.query<QueryAndDownloadBasin[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListBasins'),
    }),
    getQueryAndDownloadQDListDataCategories: build.query<QueryAndDownloadDataCategory[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListDataCategories'),
    }),
    getQueryAndDownloadQDListDataSources: build.query<QueryAndDownloadDataSource[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListDataSources'),
    }),
    getQueryAndDownloadQDListLocations: build.query<QueryAndDownloadLocation[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListLocations'),
    }),
    getQueryAndDownloadQDListLocationTypes: build.query<QueryAndDownloadLocationType[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListLocationTypes'),
    }),
    getQueryAndDownloadQDListOrganizations: build.query<QueryAndDownloadOrganization[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListOrganizations'),
    }),
    getQueryAndDownloadQDListParameterGroups: build.query<QueryAndDownloadParameterGroup[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListParameterGroups'),
    }),
    getQueryAndDownloadQDListParameters: build.query<QueryAndDownloadParameter[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListParameters'),
    }),
    getQueryAndDownloadQDListTimesteps: build.query<QueryAndDownloadTimestepOption[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadQDListTimesteps'),
    }),
    getQueryAndDownloadLocationsMap: build.query<QueryAndDownloadLocationsMap, void>({
      extraOptions: ANONYMOUS,
      query: () => route('getQueryAndDownloadLocationsMap'),
    }),
    postQueryAndDownloadCountData: build.mutation<QueryAndDownloadCount, QueryAndDownloadForm>({
      extraOptions: ANONYMOUS,
      query: (form) => ({ ...route('postQueryAndDownloadCountData'), body: form }),
    }),
  }),
});

export const {
  useGetQueryAndDownloadQDListBasinsQuery,
  useGetQueryAndDownloadQDListDataCategoriesQuery,
  useGetQueryAndDownloadQDListDataSourcesQuery,
  useGetQueryAndDownloadQDListLocationsQuery,
  useGetQueryAndDownloadQDListLocationTypesQuery,
  useGetQueryAndDownloadQDListOrganizationsQuery,
  useGetQueryAndDownloadQDListParameterGroupsQuery,
  useGetQueryAndDownloadQDListParametersQuery,
  useGetQueryAndDownloadQDListTimestepsQuery,
  useGetQueryAndDownloadLocationsMapQuery,
  usePostQueryAndDownloadCountDataMutation,
} = queryAndDownloadApi;
