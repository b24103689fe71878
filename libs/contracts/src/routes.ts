/**
 * Every endpoint of the API, written once: its method, its path (after `/api/`, Nest `:param` syntax) and who may
 * call it. The backend's `@Route(ROUTES.x)` applies all three to the controller method, the api-client builds its
 * URLs from the same paths, and the authorization matrix test reads the expected access levels from here.
 *
 * Naming rule: an endpoint's key is its OpenAPI operation id, the method followed by the path's words and its
 * parameters (`PUT list-contacts/:contact_ndx` is `putListContactsByContactNdx`). The controller method, the service
 * method and the query function that serve it carry the same name (docs/architecture.md).
 */

/**
 * Who may call an endpoint: anyone; anyone, with an optional (but then valid) token; any signed-in user;
 * stakeholders (the Stakeholder role, or an administrator or developer: the reservoir operators' screens);
 * administrators and developers; administrators only (not developers: keys and credentials); data loggers (a logger key of their own, never a user's token).
 */
export type AccessLevel = 'public' | 'optional-auth' | 'authenticated' | 'stakeholder' | 'admin' | 'administrator' | 'logger';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Without the `/api/` prefix, parameters as `:name`. */
  readonly path: string;
  readonly access: AccessLevel;
}

export const ROUTES = {
  // health
  getHealth: { method: 'GET', path: 'health', access: 'public' },
  // auth
  getAuthClientConfig: { method: 'GET', path: 'auth/client-config', access: 'public' },
  // site-summary: the Site Summary Table (stakeholders)
  getSiteParamSummaryTable: { method: 'GET', path: 'site-param-summary-table', access: 'stakeholder' },
  // stations
  getStationsList: { method: 'GET', path: 'stations-list', access: 'public' },
  // shell
  getStakeholderToolsInventoryWithSizing: { method: 'GET', path: 'stakeholder-tools-inventory-with-sizing', access: 'public' },
  getStakeholderToolsInventoryWithSizingByNdx: { method: 'GET', path: 'stakeholder-tools-inventory-with-sizing/:ndx', access: 'public' },
  getListDataCategories: { method: 'GET', path: 'list-data-categories', access: 'public' },
  getDataOtherResourcesLinks: { method: 'GET', path: 'data-other-resources-links', access: 'public' },
  getDataOtherResourcesLinksByNdx: { method: 'GET', path: 'data-other-resources-links/:ndx', access: 'public' },
  getSiteCredits: { method: 'GET', path: 'site-credits', access: 'public' },
  // admin-lookups
  getListContacts: { method: 'GET', path: 'list-contacts', access: 'admin' },
  postListContacts: { method: 'POST', path: 'list-contacts', access: 'admin' },
  putListContactsByContactNdx: { method: 'PUT', path: 'list-contacts/:contact_ndx', access: 'admin' },
  deleteListContactsByContactNdx: { method: 'DELETE', path: 'list-contacts/:contact_ndx', access: 'admin' },
  getListGroups: { method: 'GET', path: 'list-groups', access: 'admin' },
  postListGroups: { method: 'POST', path: 'list-groups', access: 'admin' },
  putListGroupsByGroupNdx: { method: 'PUT', path: 'list-groups/:group_ndx', access: 'admin' },
  deleteListGroupsByGroupNdx: { method: 'DELETE', path: 'list-groups/:group_ndx', access: 'admin' },
  getAssocContactsGroups: { method: 'GET', path: 'assoc-contacts-groups', access: 'admin' },
  putAssocContactsGroupsByGroupNdx: { method: 'PUT', path: 'assoc-contacts-groups/:group_ndx', access: 'admin' },
  getCowListInputs: { method: 'GET', path: 'cow-list-inputs', access: 'admin' },
  putCowListInputsByCowInputNdx: { method: 'PUT', path: 'cow-list-inputs/:cow_input_ndx', access: 'admin' },
  getListLocationsForCow: { method: 'GET', path: 'list-locations-for-cow', access: 'public' },
  getListSmsProviders: { method: 'GET', path: 'list-sms-providers', access: 'admin' },
  // alerts: the Alerts Management table, its form's choices, acknowledging and the delivery history
  getAlertsManagementTable: { method: 'GET', path: 'alerts-management-table', access: 'admin' },
  postAlertsManagementTable: { method: 'POST', path: 'alerts-management-table', access: 'admin' },
  putAlertsManagementTableByAlertRequestNdx: { method: 'PUT', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  patchAlertsManagementTableByAlertRequestNdx: { method: 'PATCH', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  deleteAlertsManagementTableByAlertRequestNdx: { method: 'DELETE', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  postAlertsManagementTableAcknowledgeByAlertRequestNdx: {
    method: 'POST', path: 'alerts-management-table/:alert_request_ndx/acknowledge', access: 'admin',
  },
  getListAlertTypes: { method: 'GET', path: 'list-alert-types', access: 'admin' },
  getListAlertSendToOptions: { method: 'GET', path: 'list-alert-send-to-options', access: 'admin' },
  getListAlertLocations: { method: 'GET', path: 'list-alert-locations', access: 'admin' },
  getAlertDeliveries: { method: 'GET', path: 'alert-deliveries', access: 'admin' },
  // logger-keys: System Management's data-logger keys (create, shown once; list with last use; revoke), Administrators only
  getLoggerKeys: { method: 'GET', path: 'logger-keys', access: 'administrator' },
  postLoggerKeys: { method: 'POST', path: 'logger-keys', access: 'administrator' },
  postLoggerKeysRevokeByLoggerNdx: { method: 'POST', path: 'logger-keys/:logger_ndx/revoke', access: 'administrator' },
  getLoggerKeysLocations: { method: 'GET', path: 'logger-keys/locations', access: 'administrator' },
  // imports: Data Imports (files and the public water-data services into the portal through one pipeline), Administrators only
  getImports: { method: 'GET', path: 'imports', access: 'administrator' },
  getImportsByImportRunNdx: { method: 'GET', path: 'imports/:import_run_ndx', access: 'administrator' },
  getImportsRejectedByImportRunNdx: { method: 'GET', path: 'imports/:import_run_ndx/rejected', access: 'administrator' },
  postImportsCancelByImportRunNdx: { method: 'POST', path: 'imports/:import_run_ndx/cancel', access: 'administrator' },
  postImportsLocationsByImportRunNdx: { method: 'POST', path: 'imports/:import_run_ndx/locations', access: 'administrator' },
  postImportsUpload: { method: 'POST', path: 'imports/upload', access: 'administrator' },
  postImportsFetch: { method: 'POST', path: 'imports/fetch', access: 'administrator' },
  getImportsParameters: { method: 'GET', path: 'imports/parameters', access: 'administrator' },
  getImportsMappings: { method: 'GET', path: 'imports/mappings', access: 'administrator' },
  postImportsMappings: { method: 'POST', path: 'imports/mappings', access: 'administrator' },
  putImportsMappingsByImportMappingNdx: { method: 'PUT', path: 'imports/mappings/:import_mapping_ndx', access: 'administrator' },
  deleteImportsMappingsByImportMappingNdx: { method: 'DELETE', path: 'imports/mappings/:import_mapping_ndx', access: 'administrator' },
  getImportsSchedules: { method: 'GET', path: 'imports/schedules', access: 'administrator' },
  postImportsSchedules: { method: 'POST', path: 'imports/schedules', access: 'administrator' },
  putImportsSchedulesByImportScheduleNdx: { method: 'PUT', path: 'imports/schedules/:import_schedule_ndx', access: 'administrator' },
  deleteImportsSchedulesByImportScheduleNdx: { method: 'DELETE', path: 'imports/schedules/:import_schedule_ndx', access: 'administrator' },
  // map explorer: graph mode
  getListParameterGroupsGraphMode: { method: 'GET', path: 'list-parameter-groups-graph-mode', access: 'public' },
  getListThreats: { method: 'GET', path: 'list-threats', access: 'public' },
  getListBenchmarkScaleColors: { method: 'GET', path: 'list-benchmark-scale-colors', access: 'public' },
  postListParametersGraphMode: { method: 'POST', path: 'list-parameters-graph-mode', access: 'public' },
  postLocationsMapGraphMode: { method: 'POST', path: 'locations-map-graph-mode', access: 'optional-auth' },
  postTsDailyTableForMapDisplay: { method: 'POST', path: 'ts-daily-table-for-map-display', access: 'public' },
  postTsDailyTableForMapDisplayByLocationIndex: { method: 'POST', path: 'ts-daily-table-for-map-display/:locationIndex', access: 'public' },
  postTsAnnualTableForMapDisplayByLocationIndex: { method: 'POST', path: 'ts-annual-table-for-map-display/:locationIndex', access: 'public' },
  // map explorer: data-visualization panel
  postGraphTemperatureDataByWellNumber: { method: 'POST', path: 'graph-temperature-data/:wellNumber', access: 'public' },
  postGraphFlowDataByWellNumber: { method: 'POST', path: 'graph-flow-data/:wellNumber', access: 'public' },
  postMapgraphTempsDailyVsPorStatsByWellNumber: { method: 'POST', path: 'mapgraph-temps-daily-vs-por-stats/:wellNumber', access: 'public' },
  postMapgraphFlowsDailyVsPorStatsByWellNumber: { method: 'POST', path: 'mapgraph-flows-daily-vs-por-stats/:wellNumber', access: 'public' },
  // map explorer: public map
  getPublicMapSources: { method: 'GET', path: 'public-map/sources', access: 'optional-auth' },
  getPublicMapLayers: { method: 'GET', path: 'public-map/layers', access: 'optional-auth' },
  getPublicMapFilters: { method: 'GET', path: 'public-map/filters', access: 'optional-auth' },
  getPublicMapWells: { method: 'GET', path: 'public-map/wells', access: 'optional-auth' },
  getPublicMapMapSourceReferences: { method: 'GET', path: 'public-map/map-source-references', access: 'public' },
  getPublicMapGeojsonBySourceId: { method: 'GET', path: 'public-map/geojson/:sourceId', access: 'public' },
  getPublicMapPlaces: { method: 'GET', path: 'public-map/places', access: 'public' },
  getPublicMapBasemaps: { method: 'GET', path: 'public-map/basemaps', access: 'optional-auth' },
  getPublicMapBasemapsStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/style.json', access: 'public' },
  getPublicMapBasemapsOnlineStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/online-style.json', access: 'public' },
  getPublicMapBasemapsPmtilesStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/pmtiles-style.json', access: 'public' },
  getPublicMapBasemapsTilesPmtiles: { method: 'GET', path: 'public-map/basemaps/tiles.pmtiles', access: 'public' },
  getPublicMapBasemapsPreviewPngById: { method: 'GET', path: 'public-map/basemaps/:id/preview.png', access: 'public' },
  getPublicMapFontsPbfByFontstackAndRange: { method: 'GET', path: 'public-map/fonts/:fontstack/:range.pbf', access: 'public' },
  getPublicMapTilesLandCoverPngByYearAndZAndXAndY: { method: 'GET', path: 'public-map/tiles/land-cover/:year/:z/:x/:y.png', access: 'public' },
  getPublicMapLandCoverInfo: { method: 'GET', path: 'public-map/land-cover/info', access: 'public' },
  getIconIcon: { method: 'GET', path: 'icon/icon', access: 'public' },
  // operations-dashboards: the Yamcolo and Stagecoach reservoir dashboards
  postDashboardYamcoloWidgetsWaterElevation: { method: 'POST', path: 'dashboard-yamcolo-widgets/water-elevation', access: 'stakeholder' },
  postDashboardYamcoloWidgetsTemp: { method: 'POST', path: 'dashboard-yamcolo-widgets/temp', access: 'stakeholder' },
  postDashboardYamcoloWidgetsBattery: { method: 'POST', path: 'dashboard-yamcolo-widgets/battery', access: 'stakeholder' },
  postDashboardYamcoloWidgetsDissolvedOxygen: { method: 'POST', path: 'dashboard-yamcolo-widgets/dissolved-oxygen', access: 'stakeholder' },
  getDashboardYamcoloStats: { method: 'GET', path: 'dashboard-yamcolo-stats', access: 'stakeholder' },
  getDashboardYamcolo7daygraph: { method: 'GET', path: 'dashboard-yamcolo7daygraph', access: 'stakeholder' },
  postDashboardStagecoachWidgetsWaterElevation: { method: 'POST', path: 'dashboard-stagecoach-widgets/water-elevation', access: 'stakeholder' },
  postDashboardStagecoachWidgetsTemp: { method: 'POST', path: 'dashboard-stagecoach-widgets/temp', access: 'stakeholder' },
  postDashboardStagecoachWidgetsDissolvedOxygen: { method: 'POST', path: 'dashboard-stagecoach-widgets/dissolved-oxygen', access: 'stakeholder' },
  getDashboardStagecoachStats: { method: 'GET', path: 'dashboard-stagecoach-stats', access: 'stakeholder' },
  // which series feed each widget of a dashboard (the widgets' POST bodies), from the dashboard configuration
  getDashboardYamcoloWidgets: { method: 'GET', path: 'dashboard-yamcolo-widgets', access: 'stakeholder' },
  getDashboardStagecoachWidgets: { method: 'GET', path: 'dashboard-stagecoach-widgets', access: 'stakeholder' },
  // time-series-dashboards: the same calls per reservoir; a data path is `resops-ts-` plus the timestep's data_table_name
  postResopsTsYamcoloTimestepOptions: { method: 'POST', path: 'resops-ts-yamcolo-timestep-options', access: 'stakeholder' },
  postResopsTsYamcoloLeftAxisOptions: { method: 'POST', path: 'resops-ts-yamcolo-left-axis-options', access: 'stakeholder' },
  postResopsTsYamcoloRightAxisOptions: { method: 'POST', path: 'resops-ts-yamcolo-right-axis-options', access: 'stakeholder' },
  postResopsTsYamcoloLeftAxisSeries: { method: 'POST', path: 'resops-ts-yamcolo-left-axis-series', access: 'stakeholder' },
  postResopsTsYamcoloRightAxisSeries: { method: 'POST', path: 'resops-ts-yamcolo-right-axis-series', access: 'stakeholder' },
  postResopsTsYamcolo15Min: { method: 'POST', path: 'resops-ts-yamcolo-15-min', access: 'stakeholder' },
  postResopsTsYamcoloHourly: { method: 'POST', path: 'resops-ts-yamcolo-hourly', access: 'stakeholder' },
  postResopsTsYamcoloDaily: { method: 'POST', path: 'resops-ts-yamcolo-daily', access: 'stakeholder' },
  postResopsTsYamcoloHoursPumped: { method: 'POST', path: 'resops-ts-yamcolo-hours-pumped', access: 'stakeholder' },
  postResopsTsStagecoachTimestepOptions: { method: 'POST', path: 'resops-ts-stagecoach-timestep-options', access: 'stakeholder' },
  postResopsTsStagecoachLeftAxisOptions: { method: 'POST', path: 'resops-ts-stagecoach-left-axis-options', access: 'stakeholder' },
  postResopsTsStagecoachRightAxisOptions: { method: 'POST', path: 'resops-ts-stagecoach-right-axis-options', access: 'stakeholder' },
  postResopsTsStagecoachLeftAxisSeries: { method: 'POST', path: 'resops-ts-stagecoach-left-axis-series', access: 'stakeholder' },
  postResopsTsStagecoachRightAxisSeries: { method: 'POST', path: 'resops-ts-stagecoach-right-axis-series', access: 'stakeholder' },
  postResopsTsStagecoach15Min: { method: 'POST', path: 'resops-ts-stagecoach15-min', access: 'stakeholder' },
  postResopsTsStagecoachHourly: { method: 'POST', path: 'resops-ts-stagecoach-hourly', access: 'stakeholder' },
  postResopsTsStagecoachDaily: { method: 'POST', path: 'resops-ts-stagecoach-daily', access: 'stakeholder' },
  postResopsTsStagecoachHoursPumped: { method: 'POST', path: 'resops-ts-stagecoach-hours-pumped', access: 'stakeholder' },
  // temperature-profiles: depth profiles of the reservoir buoys, by day or hour
  getTemperatureProfilesLocations: { method: 'GET', path: 'temperature-profiles/locations', access: 'stakeholder' },
  getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate: {
    method: 'GET', path: 'temperature-profiles/:period/:locationId/:startDate/:endDate', access: 'stakeholder',
  },
  // water-year: Water Year Comparisons (public, no token)
  getWyAnalysisLocationsForMap: { method: 'GET', path: 'wy-analysis-locations-for-map', access: 'public' },
  getWyAnalysisDropdownParameters: { method: 'GET', path: 'wy-analysis-dropdown-parameters', access: 'public' },
  getWyAnalysisDropdownLocationsAssocParam: { method: 'GET', path: 'wy-analysis-dropdown-locations-assoc-param', access: 'public' },
  getWyAnalysisDropdownSeries: { method: 'GET', path: 'wy-analysis-dropdown-series', access: 'public' },
  getWyAnalysisComparisonByParameterAndLocationAndSeries: {
    method: 'GET', path: 'wy-analysis-comparison/:parameter/:location/:series', access: 'public',
  },
  // ts-compare: Time Series Comparisons' dropdowns (sub-areas, parameters, locations) and daily data
  getTsCompareDropdownSubAreas: { method: 'GET', path: 'ts-compare-dropdown-sub-areas', access: 'public' },
  getTsCompareDropdownParameters: { method: 'GET', path: 'ts-compare-dropdown-parameters', access: 'public' },
  getTsCompareDropdownLocationsAssoc: { method: 'GET', path: 'ts-compare-dropdown-locations-assoc', access: 'optional-auth' },
  getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate: {
    method: 'GET', path: 'ts-compare-daily-data/:parameter/:locations/:startDate/:endDate', access: 'optional-auth',
  },
  // colors-of-water: the storage accounts' slices of a gage's measured flow (public, no token)
  getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate: {
    method: 'GET', path: 'colors-of-water-elkhead/graph-daily/:startDate/:endDate', access: 'public',
  },
  getColorsOfWaterStagecoachStreamGagesByReservoir: { method: 'GET', path: 'colors-of-water-stagecoach/stream-gages/:reservoir', access: 'public' },
  getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate: {
    method: 'GET', path: 'colors-of-water-stagecoach/graph-:interval/:streamGageId/:startDate/:endDate', access: 'public',
  },
  // climate-and-flows-explorer: the regions, years and graph options, and a graph's data (public, token optional)
  getClimateAndFlowsExplorerInputsRegionalGroups: { method: 'GET', path: 'climate-and-flows-explorer/inputs/regional-groups', access: 'optional-auth' },
  getClimateAndFlowsExplorerInputsListExploreYears: { method: 'GET', path: 'climate-and-flows-explorer/inputs/list-explore-years', access: 'optional-auth' },
  getClimateAndFlowsExplorerInputsCafGraphOptions: { method: 'GET', path: 'climate-and-flows-explorer/inputs/caf-graph-options', access: 'optional-auth' },
  getClimateAndFlowsExplorerDataByCafGraphRouteName: {
    method: 'GET', path: 'climate-and-flows-explorer/data/:caf_graph_route_name', access: 'optional-auth',
  },
  // year-over-year: the same regions and years, the graph options and a graph's data (public, token optional)
  getYearOverYearComparisonsToolInputsRegionalGroups: { method: 'GET', path: 'year-over-year-comparisons-tool/inputs/regional-groups', access: 'optional-auth' },
  getYearOverYearComparisonsToolInputsListExploreYears: {
    method: 'GET', path: 'year-over-year-comparisons-tool/inputs/list-explore-years', access: 'optional-auth',
  },
  getYearOverYearComparisonsToolInputsYoyGraphOptions: { method: 'GET', path: 'year-over-year-comparisons-tool/inputs/yoy-graph-options', access: 'optional-auth' },
  getYearOverYearComparisonsToolDataByYoyGraphRouteName: {
    method: 'GET', path: 'year-over-year-comparisons-tool/data/:yoy_graph_route_name', access: 'optional-auth',
  },
  // time-series-summaries: the same regions and years, the graph options, a graph's daily values and their boxes
  getTimeSeriesSummariesInputsRegionalGroups: { method: 'GET', path: 'time-series-summaries/inputs/regional-groups', access: 'optional-auth' },
  getTimeSeriesSummariesInputsListExploreYears: { method: 'GET', path: 'time-series-summaries/inputs/list-explore-years', access: 'optional-auth' },
  getTimeSeriesSummariesInputsTssumGraphOptions: { method: 'GET', path: 'time-series-summaries/inputs/tssum-graph-options', access: 'optional-auth' },
  getTimeSeriesSummariesDataByTssumGraphRouteName: { method: 'GET', path: 'time-series-summaries/data/:tssum_graph_route_name', access: 'optional-auth' },
  getTimeSeriesSummariesBoxesByTssumGraphRouteName: { method: 'GET', path: 'time-series-summaries/boxes/:tssum_graph_route_name', access: 'optional-auth' },
  // query-and-download: the public Query & Download form's lists and map, the record count and the CSV per time step
  getQueryAndDownloadQDListBasins: { method: 'GET', path: 'query-and-download/q-d-list-basins', access: 'public' },
  getQueryAndDownloadQDListDataCategories: { method: 'GET', path: 'query-and-download/q-d-list-data-categories', access: 'public' },
  getQueryAndDownloadQDListDataSources: { method: 'GET', path: 'query-and-download/q-d-list-data-sources', access: 'public' },
  getQueryAndDownloadQDListLocations: { method: 'GET', path: 'query-and-download/q-d-list-locations', access: 'public' },
  getQueryAndDownloadQDListLocationTypes: { method: 'GET', path: 'query-and-download/q-d-list-location-types', access: 'public' },
  getQueryAndDownloadQDListOrganizations: { method: 'GET', path: 'query-and-download/q-d-list-organizations', access: 'public' },
  getQueryAndDownloadQDListParameterGroups: { method: 'GET', path: 'query-and-download/q-d-list-parameter-groups', access: 'public' },
  getQueryAndDownloadQDListParameters: { method: 'GET', path: 'query-and-download/q-d-list-parameters', access: 'public' },
  getQueryAndDownloadQDListTimesteps: { method: 'GET', path: 'query-and-download/q-d-list-timesteps', access: 'public' },
  getQueryAndDownloadLocationsMap: { method: 'GET', path: 'query-and-download/locations-map', access: 'public' },
  postQueryAndDownloadCountData: { method: 'POST', path: 'query-and-download/count-data', access: 'public' },
  postQueryAndDownloadRaw: { method: 'POST', path: 'query-and-download/raw', access: 'public' },
  postQueryAndDownloadDaily: { method: 'POST', path: 'query-and-download/daily', access: 'public' },
  // ingest: data-logger batches (the logger key is checked by the ingest feature's guard)
  postIngestTelemetry: { method: 'POST', path: 'ingest/telemetry', access: 'logger' },
  // live: Server-Sent Events announcing which series changed
  getLiveEvents: { method: 'GET', path: 'live/events', access: 'authenticated' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
