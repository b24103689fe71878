import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type {
  ImportCreateLocationsRequest, ImportFetchRequest, ImportFileFormat, ImportMapping, ImportMappingInput, ImportParameter, ImportRejectedRow, ImportRun,
  ImportRunStatus, ImportSchedule, ImportScheduleInput,
} from '@portal/contracts';
import { useCallback, useRef, useState } from 'react';
import { type ApiClientContext, portalApi } from './base.api';
import { type QueryAndDownloadFile, readDownload } from './query-and-download.api';
import { route } from './route';
import { type RootState, useAppDispatch } from './store';
import { type UploadError, type UploadProgress, uploadWithProgress } from './upload';

/** A queued or running run is asked for again this often, until it ends. */
export const IMPORT_RUN_POLL_MS = 1000;

/** Whether a run may still change: it is waiting on the job queue or running. */
export function isImportRunActive(run: { status: ImportRunStatus }): boolean {
  return run.status === 'queued' || run.status === 'running';
}

// Writes send exactly the input fields: a row read from a list also carries its id (and a schedule its last run).
function mappingInput(mapping: ImportMappingInput): ImportMappingInput {
  const { family, source_code, source_unit, qualifier, parameter_ndx, factor, offset } = mapping;
  return { family, source_code, source_unit, qualifier, parameter_ndx, factor, offset };
}

function scheduleInput(schedule: ImportScheduleInput): ImportScheduleInput {
  const { source, site, interval, enabled } = schedule;
  return { source, site, interval, enabled };
}

export interface ImportRunArgs {
  import_run_ndx: number;
}

/**
 * Data Imports (Administrators only): the runs with their reports, the refused rows (as JSON, or the CSV file to
 * download), cancelling a run, creating the locations a run offers, fetching from a service, and the mapping and
 * schedule tables. Starting or ending a run refreshes the runs; creating locations refreshes the run that offered
 * them. The upload, which reports its progress, is postImportsUpload below.
 */
export const importsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getImports: build.query<ImportRun[], void>({
      query: () => route('getImports'),
      providesTags: [{ type: 'ImportRuns', id: 'LIST' }],
    }),
    getImportsByImportRunNdx: build.query<ImportRun, ImportRunArgs>({
      query: ({ import_run_ndx }) => route('getImportsByImportRunNdx', { import_run_ndx }),
      providesTags: (_run, _error, { import_run_ndx }) => [{ type: 'ImportRuns', id: import_run_ndx }],
    }),
    getImportsRejectedByImportRunNdx: build.query<ImportRejectedRow[], ImportRunArgs>({
      query: ({ import_run_ndx }) => route('getImportsRejectedByImportRunNdx', { import_run_ndx }),
      providesTags: (_rows, _error, { import_run_ndx }) => [{ type: 'ImportRuns', id: import_run_ndx }],
    }),
    /** The same refused rows as a CSV file (`?format=csv`): a one-off answer the screen saves and then drops. */
    getImportsRejectedByImportRunNdxCsv: build.mutation<QueryAndDownloadFile, ImportRunArgs>({
      query: ({ import_run_ndx }) => ({
        ...route('getImportsRejectedByImportRunNdx', { import_run_ndx }),
        params: { format: 'csv' },
        responseHandler: readDownload,
      }),
    }),
    postImportsCancelByImportRunNdx: build.mutation<ImportRun, ImportRunArgs>({
      query: ({ import_run_ndx }) => route('postImportsCancelByImportRunNdx', { import_run_ndx }),
      invalidatesTags: (_run, _error, { import_run_ndx }) => [{ type: 'ImportRuns', id: 'LIST' }, { type: 'ImportRuns', id: import_run_ndx }],
    }),
    postImportsLocationsByImportRunNdx: build.mutation<ImportRun, ImportRunArgs & ImportCreateLocationsRequest>({
      query: ({ import_run_ndx, location_codes }) => ({
        ...route('postImportsLocationsByImportRunNdx', { import_run_ndx }),
        body: { location_codes },
      }),
      invalidatesTags: (_run, _error, { import_run_ndx }) => [{ type: 'ImportRuns', id: 'LIST' }, { type: 'ImportRuns', id: import_run_ndx }],
    }),
    /** Answers the queued run. */
    postImportsFetch: build.mutation<ImportRun, ImportFetchRequest>({
      query: ({ source, sites, start, end }) => ({ ...route('postImportsFetch'), body: { source, sites, start, end } }),
      invalidatesTags: [{ type: 'ImportRuns', id: 'LIST' }],
    }),

    getImportsParameters: build.query<ImportParameter[], void>({
      query: () => route('getImportsParameters'),
    }),
    getImportsMappings: build.query<ImportMapping[], void>({
      query: () => route('getImportsMappings'),
      providesTags: ['ImportMappings'],
    }),
    postImportsMappings: build.mutation<ImportMapping, ImportMappingInput>({
      query: (mapping) => ({ ...route('postImportsMappings'), body: mappingInput(mapping) }),
      invalidatesTags: ['ImportMappings'],
    }),
    putImportsMappingsByImportMappingNdx: build.mutation<ImportMapping, ImportMapping>({
      query: (mapping) => ({
        ...route('putImportsMappingsByImportMappingNdx', { import_mapping_ndx: mapping.import_mapping_ndx }),
        body: mappingInput(mapping),
      }),
      invalidatesTags: ['ImportMappings'],
    }),
    deleteImportsMappingsByImportMappingNdx: build.mutation<unknown, number>({
      query: (import_mapping_ndx) => route('deleteImportsMappingsByImportMappingNdx', { import_mapping_ndx }),
      invalidatesTags: ['ImportMappings'],
    }),

    getImportsSchedules: build.query<ImportSchedule[], void>({
      query: () => route('getImportsSchedules'),
      providesTags: ['ImportSchedules'],
    }),
    postImportsSchedules: build.mutation<ImportSchedule, ImportScheduleInput>({
      query: (schedule) => ({ ...route('postImportsSchedules'), body: scheduleInput(schedule) }),
      invalidatesTags: ['ImportSchedules'],
    }),
    putImportsSchedulesByImportScheduleNdx: build.mutation<ImportSchedule, ImportScheduleInput & { import_schedule_ndx: number }>({
      query: (schedule) => ({
        ...route('putImportsSchedulesByImportScheduleNdx', { import_schedule_ndx: schedule.import_schedule_ndx }),
        body: scheduleInput(schedule),
      }),
      invalidatesTags: ['ImportSchedules'],
    }),
    deleteImportsSchedulesByImportScheduleNdx: build.mutation<unknown, number>({
      query: (import_schedule_ndx) => route('deleteImportsSchedulesByImportScheduleNdx', { import_schedule_ndx }),
      invalidatesTags: ['ImportSchedules'],
    }),
  }),
});

export const {
  useGetImportsQuery,
  useGetImportsByImportRunNdxQuery,
  useGetImportsRejectedByImportRunNdxQuery,
  useGetImportsRejectedByImportRunNdxCsvMutation,
  usePostImportsCancelByImportRunNdxMutation,
  usePostImportsLocationsByImportRunNdxMutation,
  usePostImportsFetchMutation,
  useGetImportsParametersQuery,
  useGetImportsMappingsQuery,
  usePostImportsMappingsMutation,
  usePutImportsMappingsByImportMappingNdxMutation,
  useDeleteImportsMappingsByImportMappingNdxMutation,
  useGetImportsSchedulesQuery,
  usePostImportsSchedulesMutation,
  usePutImportsSchedulesByImportScheduleNdxMutation,
  useDeleteImportsSchedulesByImportScheduleNdxMutation,
} = importsApi;

/**
 * The polling interval of a query whose answer may still change: IMPORT_RUN_POLL_MS once an answer showed an active
 * run, 0 once none does. `observe` is handed each answer (a render may set state from what it read, as React allows).
 */
function usePollWhileActive() {
  const [polling, setPolling] = useState(false);
  const observe = (active: boolean) => {
    if (active !== polling) setPolling(active);
  };
  return [polling ? IMPORT_RUN_POLL_MS : 0, observe] as const;
}

/** The runs, fresh when the screen opens, asked for again every second while one of them is queued or running. */
export function useGetImportsPolledQuery() {
  const [pollingInterval, observe] = usePollWhileActive();
  const result = useGetImportsQuery(undefined, { pollingInterval, refetchOnMountOrArgChange: true });
  observe(result.data?.some(isImportRunActive) ?? false);
  return result;
}

/** One run, asked for again every second while it is queued or running; skipped for null. */
export function useGetImportsByImportRunNdxPolledQuery(import_run_ndx: number | null) {
  const [pollingInterval, observe] = usePollWhileActive();
  const result = useGetImportsByImportRunNdxQuery(import_run_ndx === null ? skipToken : { import_run_ndx }, { pollingInterval });
  observe(result.data ? isImportRunActive(result.data) : false);
  return result;
}

/** What an Administrator uploads: the file, its format and the name the run is labelled with. */
export interface ImportUploadArgs {
  format: ImportFileFormat;
  file: Blob;
  file_name: string;
}

/**
 * POST imports/upload?format=…&file_name=…: the file as the raw body, with its progress reported as it is sent.
 * Resolves with the queued run and refreshes the runs; rejects with an UploadError. A thunk rather than an RTK Query
 * mutation: the file and the progress listener are no values for the store to keep.
 */
export function postImportsUpload(
  { format, file, file_name }: ImportUploadArgs,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): ThunkAction<Promise<ImportRun>, RootState, ApiClientContext, UnknownAction> {
  return async (dispatch, _getState, context) => {
    const { url } = route('postImportsUpload');
    const query = new URLSearchParams({ format, file_name });
    const run = (await uploadWithProgress(context, { url: `${url}?${query}`, body: file, onProgress, signal })) as ImportRun;
    dispatch(importsApi.util.invalidateTags([{ type: 'ImportRuns', id: 'LIST' }]));
    return run;
  };
}

export interface ImportUploadState {
  /** The bytes sent of the upload under way (or the last one); null before the first upload. */
  progress: UploadProgress | null;
  isUploading: boolean;
  /** Why the last upload failed; null after a success or before any. */
  error: UploadError | null;
}

/**
 * The upload for a screen: `upload(args)` resolves with the queued run (or null when it failed, then `error` says
 * why), `cancel()` stops an upload under way.
 */
export function usePostImportsUpload() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ImportUploadState>({ progress: null, isUploading: false, error: null });
  const abort = useRef<AbortController | null>(null);
  const upload = useCallback(
    async (args: ImportUploadArgs): Promise<ImportRun | null> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ progress: { loaded: 0, total: args.file.size }, isUploading: true, error: null });
      const onProgress = (progress: UploadProgress) => setState((current) => ({ ...current, progress }));
      try {
        const run = await dispatch(postImportsUpload(args, onProgress, controller.signal));
        setState((current) => ({ ...current, isUploading: false }));
        return run;
      } catch (error) {
        setState((current) => ({ ...current, isUploading: false, error: error as UploadError }));
        return null;
      }
    },
    [dispatch],
  );
  const cancel = useCallback(() => abort.current?.abort(), []);
  return [upload, { ...state, cancel }] as const;
}
