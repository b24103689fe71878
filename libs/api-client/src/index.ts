export { portalApi, withAccessToken } from './base.api';
export type { AccessTokenProvider, ApiClientContext } from './base.api';
export {
  adminLookupsApi,
  useCreateContactMutation,
  useCreateGroupMutation,
  useDeleteContactMutation,
  useDeleteGroupMutation,
  useListAssociationsQuery,
  useListContactsQuery,
  useListCowInputsQuery,
  useListGroupsQuery,
  useListLocationsForCowQuery,
  useListSmsProvidersQuery,
  useSaveGroupAssociationsMutation,
  useUpdateContactMutation,
  useUpdateCowInputMutation,
  useUpdateGroupMutation,
} from './admin-lookups.api';
export type { GroupAssociationsArgs } from './admin-lookups.api';
export { healthApi, useGetHealthQuery } from './health.api';
export { ALL_TOOLS_NDX, shellApi, useGetDataCategoriesQuery, useGetOtherResourceLinksQuery, useGetToolsInventoryQuery } from './shell.api';
export { stationsApi, useGetStationsListQuery } from './stations.api';
export type { StationsListArgs } from './stations.api';
export { createPortalStore, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, PortalStore, PortalStoreOptions, RootState } from './store';
export {
  DATA_VIZ_ENDPOINT,
  MAP_LAYERS_CACHE_SECONDS,
  mapExplorerApi,
  useAnnualTableForMapDisplayQuery,
  useDailyTableForMapDisplayQuery,
  useDataVizRowsQuery,
  useExportDailyTableForMapDisplayMutation,
  useGetBasemapsQuery,
  useGetMapFiltersQuery,
  useGetMapLayersQuery,
  useGetMapSourceReferencesQuery,
  useGetMapSourcesQuery,
  useGetMapWellsQuery,
  useLazySearchPlacesQuery,
  useListBenchmarkScaleColorsQuery,
  useListParameterGroupsGraphModeQuery,
  useListParametersGraphModeQuery,
  useListThreatsQuery,
  useLocationsMapGraphModeQuery,
  useSearchPlacesQuery,
} from './map-explorer.api';
export type { DataVizArgs, MapDisplayTableArgs } from './map-explorer.api';
