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
export {
  ALL_TOOLS_NDX, shellApi, useGetDataCategoriesQuery, useGetOtherResourceLinksQuery, useGetSiteCreditsQuery, useGetToolsInventoryQuery,
} from './shell.api';
export { stationsApi, useGetStationsListQuery } from './stations.api';
export type { StationsListArgs } from './stations.api';
export { createPortalStore, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, PortalStore, PortalStoreOptions, RootState } from './store';
export { MAP_LAYERS_CACHE_SECONDS, publicMapApi, useGetBasemapsQuery, useGetMapFiltersQuery, useGetMapLayersQuery, useGetPublicMapGeojsonBySourceIdQuery } from './public-map.api';
export { useGetMapSourceReferencesQuery, useGetMapSourcesQuery, useGetMapWellsQuery, useLazySearchPlacesQuery, useSearchPlacesQuery } from './public-map.api';
export {
  graphModeApi,
  useAnnualTableForMapDisplayQuery,
  useDailyTableForMapDisplayQuery,
  useExportDailyTableForMapDisplayMutation,
  useListBenchmarkScaleColorsQuery,
  useListParameterGroupsGraphModeQuery,
  useListParametersGraphModeQuery,
  useListThreatsQuery,
  useLocationsMapGraphModeQuery,
} from './graph-mode.api';
export type { MapDisplayTableArgs } from './graph-mode.api';
export { DATA_VIZ_ENDPOINT, dataVizApi, useDataVizRowsQuery } from './data-viz.api';
export type { DataVizArgs } from './data-viz.api';
export { mapExplorerApi } from './map-explorer.api';
export {
  operationsDashboardsApi,
  useBatteryWidgetQuery,
  useDashboardStatsQuery,
  useDashboardWidgetsQuery,
  useExtremesWidgetQuery,
  useWaterElevationWidgetQuery,
  useYamcolo7dayGraphQuery,
} from './operations-dashboards.api';
export type { ExtremesRoute, OperationsReservoir, StatsRoute, WaterElevationRoute, WidgetArgs } from './operations-dashboards.api';
export {
  timeSeriesDashboardsApi,
  timeSeriesDataRoute,
  useTimeSeriesAxisOptionsQuery,
  useTimeSeriesAxisSeriesQuery,
  useTimeSeriesDataQuery,
  useTimeSeriesTimestepOptionsQuery,
} from './time-series-dashboards.api';
export type { TimeSeriesAxisSide, TimeSeriesDataArgs, TimeSeriesRouteName } from './time-series-dashboards.api';
export { temperatureProfilesApi, useTemperatureProfileLocationsQuery, useTemperatureProfilesQuery } from './temperature-profiles.api';
export { route } from './route';
export { getBackendConnection, useBackendReachability } from './backend-connection';
export type { BackendReachability } from './reconnect';
export { LIVE_POLL_MS, useAlertsFired, useLiveStatus, useLiveUpdates } from './live';
export type { AlertFiredListener, LiveStatus } from './live';
export {
  alertsApi,
  useDeleteAlertsManagementTableMutation,
  useGetAlertDeliveriesQuery,
  useGetAlertsManagementTableQuery,
  useGetListAlertLocationsQuery,
  useGetListAlertSendToOptionsQuery,
  useGetListAlertTypesQuery,
  usePatchAlertsManagementTableMutation,
  usePostAlertsManagementTableAcknowledgeMutation,
  usePostAlertsManagementTableMutation,
  usePutAlertsManagementTableMutation,
} from './alerts.api';
export type { AlertUpdateArgs } from './alerts.api';
export {
  loggerKeysApi, useGetLoggerKeysLocationsQuery, useGetLoggerKeysQuery, usePostLoggerKeysMutation, usePostLoggerKeysRevokeMutation,
} from './logger-keys.api';
export { siteSummaryApi, useGetSiteParamSummaryTableQuery } from './site-summary.api';
export {
  useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery,
  useGetWyAnalysisDropdownLocationsAssocParamQuery,
  useGetWyAnalysisDropdownParametersQuery,
  useGetWyAnalysisDropdownSeriesQuery,
  useGetWyAnalysisLocationsForMapQuery,
  waterYearApi,
} from './water-year.api';
export {
  tsCompareApi,
  useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery,
  useGetTsCompareDropdownLocationsAssocQuery,
  useGetTsCompareDropdownParametersQuery,
  useGetTsCompareDropdownSubAreasQuery,
} from './ts-compare.api';
export {
  climateAndFlowsExplorerApi,
  useGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery,
  useGetClimateAndFlowsExplorerInputsCafGraphOptionsQuery,
  useGetClimateAndFlowsExplorerInputsListExploreYearsQuery,
  useGetClimateAndFlowsExplorerInputsRegionalGroupsQuery,
  useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery,
} from './climate-and-flows-explorer.api';
export {
  useGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery,
  useGetYearOverYearComparisonsToolInputsListExploreYearsQuery,
  useGetYearOverYearComparisonsToolInputsRegionalGroupsQuery,
  useGetYearOverYearComparisonsToolInputsYoyGraphOptionsQuery,
  useLazyGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery,
  yearOverYearApi,
} from './year-over-year.api';
export {
  timeSeriesSummariesApi,
  useGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery,
  useGetTimeSeriesSummariesDataByTssumGraphRouteNameQuery,
  useGetTimeSeriesSummariesInputsListExploreYearsQuery,
  useGetTimeSeriesSummariesInputsRegionalGroupsQuery,
  useGetTimeSeriesSummariesInputsTssumGraphOptionsQuery,
  useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery,
} from './time-series-summaries.api';
export {
  colorsOfWaterApi,
  useGetColorsOfWaterElkheadGraphDailyByStartDateAndEndDateQuery,
  useGetColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDateQuery,
  useGetColorsOfWaterStagecoachStreamGagesByReservoirQuery,
} from './colors-of-water.api';
export {
  attachmentFileName,
  queryAndDownloadApi,
  queryAndDownloadFileRoute,
  useGetQueryAndDownloadLocationsMapQuery,
  useGetQueryAndDownloadQDListBasinsQuery,
  useGetQueryAndDownloadQDListDataCategoriesQuery,
  useGetQueryAndDownloadQDListDataSourcesQuery,
  useGetQueryAndDownloadQDListLocationsQuery,
  useGetQueryAndDownloadQDListLocationTypesQuery,
  useGetQueryAndDownloadQDListOrganizationsQuery,
  useGetQueryAndDownloadQDListParameterGroupsQuery,
  useGetQueryAndDownloadQDListParametersQuery,
  useGetQueryAndDownloadQDListTimestepsQuery,
  usePostQueryAndDownloadCountDataMutation,
  usePostQueryAndDownloadFileMutation,
} from './query-and-download.api';
export type { QueryAndDownloadFile } from './query-and-download.api';
export {
  IMPORT_RUN_POLL_MS,
  importsApi,
  isImportRunActive,
  postImportsUpload,
  useDeleteImportsMappingsByImportMappingNdxMutation,
  useDeleteImportsSchedulesByImportScheduleNdxMutation,
  useGetImportsByImportRunNdxPolledQuery,
  useGetImportsByImportRunNdxQuery,
  useGetImportsParametersQuery,
  useGetImportsMappingsQuery,
  useGetImportsPolledQuery,
  useGetImportsQuery,
  useGetImportsRejectedByImportRunNdxCsvMutation,
  useGetImportsRejectedByImportRunNdxQuery,
  useGetImportsSchedulesQuery,
  usePostImportsCancelByImportRunNdxMutation,
  usePostImportsFetchMutation,
  usePostImportsLocationsByImportRunNdxMutation,
  usePostImportsMappingsMutation,
  usePostImportsSchedulesMutation,
  usePostImportsUpload,
  usePutImportsMappingsByImportMappingNdxMutation,
  usePutImportsSchedulesByImportScheduleNdxMutation,
} from './imports.api';
export type { ImportRunArgs, ImportUploadArgs, ImportUploadState } from './imports.api';
export { uploadWithProgress } from './upload';
export type { UploadError, UploadProgress, UploadRequest } from './upload';
