import type {
  ExplorerRegionalGroup, ExploreYear, TssumBox, TssumBoxesRequest, TssumDataRequest, TssumDataRow, TssumGraphOption,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * Time Series Summaries (a public screen): the option lists, a graph's daily values and their boxes for a region and
 * range. The calls take the base query's default path, which adds the bearer token when someone is signed in.
 */
export const timeSeriesSummariesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getTimeSeriesSummariesInputsRegionalGroups: build.query<ExplorerRegionalGroup[], void>({
      query: () => route('getTimeSeriesSummariesInputsRegionalGroups'),
    }),
    getTimeSeriesSummariesInputsListExploreYears: build.query<ExploreYear[], void>({
      query: () => route('getTimeSeriesSummariesInputsListExploreYears'),
    }),
    getTimeSeriesSummariesInputsTssumGraphOptions: build.query<TssumGraphOption[], void>({
      query: () => route('getTimeSeriesSummariesInputsTssumGraphOptions'),
    }),
    getTimeSeriesSummariesDataByTssumGraphRouteName: build.query<TssumDataRow[], TssumDataRequest>({
      query: ({ tssum_graph_route_name, ...params }) => ({
        ...route('getTimeSeriesSummariesDataByTssumGraphRouteName', { tssum_graph_route_name }),
        params,
      }),
    }),
    getTimeSeriesSummariesBoxesByTssumGraphRouteName: build.query<TssumBox[], TssumBoxesRequest>({
      query: ({ tssum_graph_route_name, ...params }) => ({
        ...route('getTimeSeriesSummariesBoxesByTssumGraphRouteName', { tssum_graph_route_name }),
        params,
      }),
    }),
  }),
});

export const {
  useGetTimeSeriesSummariesInputsRegionalGroupsQuery,
  useGetTimeSeriesSummariesInputsListExploreYearsQuery,
  useGetTimeSeriesSummariesInputsTssumGraphOptionsQuery,
  useGetTimeSeriesSummariesDataByTssumGraphRouteNameQuery,
  useGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery,
  useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery,
} = timeSeriesSummariesApi;
