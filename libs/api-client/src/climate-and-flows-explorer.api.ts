import type { CafDataRequest, CafDataRow, CafGraphOption, ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * Climate and Flows Explorer (a public screen): the option lists and a graph's data for a region and year. The calls
 * take the base query's default path, which adds the bearer token when someone is signed in and goes without one
 * otherwise. The lists change only with the district's configuration; a graph's data is kept like any other answer
 * (a newer request on the screen aborts the one still on its way, and an aborted request leaves nothing cached).
 */
export const climateAndFlowsExplorerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getClimateAndFlowsExplorerInputsRegionalGroups: build.query<ExplorerRegionalGroup[], void>({
      query: () => route('getClimateAndFlowsExplorerInputsRegionalGroups'),
    }),
    getClimateAndFlowsExplorerInputsListExploreYears: build.query<ExploreYear[], void>({
      query: () => route('getClimateAndFlowsExplorerInputsListExploreYears'),
    }),
    getClimateAndFlowsExplorerInputsCafGraphOptions: build.query<CafGraphOption[], void>({
      query: () => route('getClimateAndFlowsExplorerInputsCafGraphOptions'),
    }),
    getClimateAndFlowsExplorerDataByCafGraphRouteName: build.query<CafDataRow[], CafDataRequest>({
      query: ({ caf_graph_route_name, group, year }) => ({
        ...route('getClimateAndFlowsExplorerDataByCafGraphRouteName', { caf_graph_route_name }),
        params: { group, year },
      }),
    }),
  }),
});

export const {
  useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery,
  useGetClimateAndFlowsExplorerInputsListExploreYearsQuery,
  useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery,
  useGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery,
  useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery,
} = climateAndFlowsExplorerApi;
