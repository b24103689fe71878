export { portalApi, withAccessToken } from './base.api';
export type { AccessTokenProvider, ApiClientContext } from './base.api';
export {
  adminLookupsApi,
  usePostListContactsMutation,
  usePostListGroupsMutation,
  useDeleteListContactsByContactNdxMutation,
  useDeleteListGroupsByGroupNdxMutation,
  useGetAssocContactsGroupsQuery,
  useGetListContactsQuery,
  useGetCowListInputsQuery,
  useGetListGroupsQuery,
  useGetListLocationsForCowQuery,
  useGetListSmsProvidersQuery,
  usePutAssocContactsGroupsByGroupNdxMutation,
  usePutListContactsByContactNdxMutation,
  usePutCowListInputsByCowInputNdxMutation,
  usePutListGroupsByGroupNdxMutation,
} from './admin-lookups.api';
export type { GroupAssociationsArgs } from './admin-lookups.api';
export { healthApi, useGetHealthQuery } from './health.api';
export { desktopReleasesApi, useGetDesktopReleasesQuery } from './desktop-releases.api';
export {
  ALL_TOOLS_NDX, shellApi, useGetListDataCategoriesQuery, useGetOtherResourceLinksQuery, useGetSiteCreditsQuery, useGetStakeholderToolsInventoryWithSizingByNdxQuery,
} from './shell.api';
export { stationsApi, useGetStationsListQuery } from './stations.api';
export type { StationsListArgs } from './stations.api';
export { createPortalStore, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, PortalStore, PortalStoreOptions, RootState } from './store';
export { MAP_LAYERS_CACHE_SECONDS, publicMapApi, useGetPublicMapBasemapsQuery, useGetPublicMapFiltersQuery, useGetPublicMapLayersQuery, useGetPublicMapGeojsonBySourceIdQuery } from './public-map.api';
export { useGetPublicMapMapSourceReferencesQuery, useGetPublicMapSourcesQuery, useGetPublicMapWellsQuery, useLazyGetPublicMapPlacesQuery, useGetPublicMapPlacesQuery } from './public-map.api';
export {
  graphModeApi,
  usePostTsAnnualTableForMapDisplayByLocationIndexQuery,
  usePostTsDailyTableForMapDisplayByLocationIndexQuery,
  usePostTsDailyTableForMapDisplayMutation,
  useGetListBenchmarkScaleColorsQuery,
  useGetListParameterGroupsGraphModeQuery,
  usePostListParametersGraphModeQuery,
  useGetListThreatsQuery,
  usePostLocationsMapGraphModeQuery,
} from './graph-mode.api';
export type { MapDisplayTableArgs } from './graph-mode.api';
export { DATA_VIZ_ENDPOINT, dataVizApi, useDataVizRowsQuery } from './data-viz.api';
export type { DataVizArgs } from './data-viz.api';
export { mapExplorerApi } from './map-explorer.api';
export {
  operationsDashboardsApi,
  usePostDashboardYamcoloWidgetsBatteryQuery,
  useDashboardStatsQuery,
  useDashboardWidgetsQuery,
  useExtremesWidgetQuery,
  useWaterElevationWidgetQuery,
  useGetDashboardYamcolo7daygraphQuery,
} from './operations-dashboards.api';
export type { ExtremesRoute, OperationsReservoir, StatsRoute, WaterElevationRoute, WidgetArgs } from './operations-dashboards.api';
export {
  timeSeriesDashboardsApi,
  timeSeriesDataRoute,
  useTimeSeriesAxisOptionsQuery,
  useTimeSeriesAxisSeriesQuery,
  useTimeSeriesDataQuery,
  useTimeSeriesHoursPumpedQuery,
  useTimeSeriesTimestepOptionsQuery,
} from './time-series-dashboards.api';
export type { TimeSeriesAxisSide, TimeSeriesDataArgs, TimeSeriesRouteName } from './time-series-dashboards.api';
export { temperatureProfilesApi, useGetTemperatureProfilesLocationsQuery, useGetTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery } from './temperature-profiles.api';
export { route } from './route';
export { getBackendConnection, getLastAnswersShown, useBackendReachability, useLastAnswersShownSince } from './backend-connection';
export type { BackendReachability } from './reconnect';
export { LIVE_POLL_MS, useAlertsFired, useLiveStatus, useLiveUpdates } from './live';
export type { AlertFiredListener, LiveStatus } from './live';
export {
  alertsApi,
  useDeleteAlertsManagementTableByAlertRequestNdxMutation,
  useGetAlertDeliveriesQuery,
  useGetAlertsManagementTableQuery,
  useGetListAlertLocationsQuery,
  useGetListAlertSendToOptionsQuery,
  useGetListAlertTypesQuery,
  usePatchAlertsManagementTableByAlertRequestNdxMutation,
  usePostAlertsManagementTableAcknowledgeByAlertRequestNdxMutation,
  usePostAlertsManagementTableMutation,
  usePutAlertsManagementTableByAlertRequestNdxMutation,
} from './alerts.api';
export type { AlertUpdateArgs } from './alerts.api';
export {
  loggerKeysApi, useGetLoggerKeysLocationsQuery, useGetLoggerKeysQuery, usePostLoggerKeysMutation, usePostLoggerKeysRevokeByLoggerNdxMutation,
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
