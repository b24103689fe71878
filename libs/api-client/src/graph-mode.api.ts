import type {
  AnnualPoint,
  BenchmarkScaleColor,
  DailyPoint,
  GraphModeParameter,
  GraphModeParameterGroup,
  GraphModeStatsRow,
  ListParametersGraphModeRequest,
  LocationsGraphModeRequest,
  MapDisplayExportRequest,
  MapDisplayTableRequest,
  ParameterSeries,
  Threat,
  TimeSeriesExportRow,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

export interface MapDisplayTableArgs extends MapDisplayTableRequest {
  locationIndex: number;
}

// Bodies carry exactly the fields the server accepts: it refuses unknown properties with a 400.
const tableBody = ({ parameters, periodOfRecord }: MapDisplayTableRequest): MapDisplayTableRequest => ({ parameters, periodOfRecord });

/** The map explorer's graph mode: its choices, the coloured locations, a location's series and the CSV export. */
export const graphModeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getListParameterGroupsGraphMode: build.query<GraphModeParameterGroup[], void>({
      query: () => route('getListParameterGroupsGraphMode'),
    }),
    getListThreats: build.query<Threat[], void>({
      query: () => route('getListThreats'),
    }),
    getListBenchmarkScaleColors: build.query<BenchmarkScaleColor[], void>({
      query: () => route('getListBenchmarkScaleColors'),
    }),
    postListParametersGraphMode: build.query<GraphModeParameter[], ListParametersGraphModeRequest>({
      query: ({ periodOfRecord, parameterGroups, threats }) => ({
        ...route('postListParametersGraphMode'),
        body: { periodOfRecord, parameterGroups, threats },
      }),
    }),
    postLocationsMapGraphMode: build.query<GraphModeStatsRow[], LocationsGraphModeRequest>({
      query: ({ periodOfRecord, recordCount, parameters }) => ({
        ...route('postLocationsMapGraphMode'),
        body: { periodOfRecord, recordCount, parameters },
      }),
      providesTags: ['MapExplorer'],
    }),
    postTsDailyTableForMapDisplayByLocationIndex: build.query<ParameterSeries<DailyPoint>[], MapDisplayTableArgs>({
      query: ({ locationIndex, ...body }) => ({
        ...route('postTsDailyTableForMapDisplayByLocationIndex', { locationIndex }),
        body: tableBody(body),
      }),
    }),
    postTsAnnualTableForMapDisplayByLocationIndex: build.query<ParameterSeries<AnnualPoint>[], MapDisplayTableArgs>({
      query: ({ locationIndex, ...body }) => ({
        ...route('postTsAnnualTableForMapDisplayByLocationIndex', { locationIndex }),
        body: tableBody(body),
      }),
    }),
    // A mutation, not a query: an export is a one-off download, not state to cache and share.
    postTsDailyTableForMapDisplay: build.mutation<TimeSeriesExportRow[], MapDisplayExportRequest>({
      query: ({ parameters, periodOfRecord, indexes }) => ({
        ...route('postTsDailyTableForMapDisplay'),
        body: { parameters, periodOfRecord, indexes },
      }),
    }),
  }),
});

export const {
  useGetListParameterGroupsGraphModeQuery,
  useGetListThreatsQuery,
  useGetListBenchmarkScaleColorsQuery,
  usePostListParametersGraphModeQuery,
  usePostLocationsMapGraphModeQuery,
  usePostTsDailyTableForMapDisplayByLocationIndexQuery,
  usePostTsAnnualTableForMapDisplayByLocationIndexQuery,
  usePostTsDailyTableForMapDisplayMutation,
} = graphModeApi;
