import type { ExplorerRegionalGroup, ExploreYear, YoyDataRequest, YoyDataRow, YoyGraphOption } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * Year-over-Year Comparisons (a public screen): the option lists and a graph's years for a region. The calls take the
 * base query's default path, which adds the bearer token when someone is signed in and goes without one otherwise.
 */
export const yearOverYearApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getYearOverYearComparisonsToolInputsRegionalGroups: build.query<ExplorerRegionalGroup[], void>({
      query: () => route('getYearOverYearComparisonsToolInputsRegionalGroups'),
    }),
    getYearOverYearComparisonsToolInputsListExploreYears: build.query<ExploreYear[], void>({
      query: () => route('getYearOverYearComparisonsToolInputsListExploreYears'),
    }),
    getYearOverYearComparisonsToolInputsYoyGraphOptions: build.query<YoyGraphOption[], void>({
      query: () => route('getYearOverYearComparisonsToolInputsYoyGraphOptions'),
    }),
    getYearOverYearComparisonsToolDataByYoyGraphRouteName: build.query<YoyDataRow[], YoyDataRequest>({
      query: ({ yoy_graph_route_name, group, years }) => ({
        ...route('getYearOverYearComparisonsToolDataByYoyGraphRouteName', { yoy_graph_route_name }),
        params: { group, years },
      }),
    }),
  }),
});

export const {
  useGetYearOverYearComparisonsToolInputsRegionalGroupsQuery,
  useGetYearOverYearComparisonsToolInputsListExploreYearsQuery,
  useGetYearOverYearComparisonsToolInputsYoyGraphOptionsQuery,
  useGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery,
  useLazyGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery,
} = yearOverYearApi;
