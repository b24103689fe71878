/**
 * Every endpoint of the API, written once: its method, its path (after `/api/`, Nest `:param` syntax), who may
 * call it and, where they differ from the defaults, the status of a success, how long clients may keep its answer
 * and its media type. The backend's `@Route(ROUTES.x)` applies them all to the controller method, the api-client
 * builds its URLs from the same paths, and the authorization matrix test reads the expected access levels from here.
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

/**
 * How long browsers and proxies may keep a route's successful answer (errors are never kept):
 * - `no-store`: never; the answer changes as data arrive (dashboards, explorers' data, counts, downloads) and the
 *   live push or the form asks again.
 * - `revalidate`: five minutes, then asked again with the answer's ETag (the data version for the answers the
 *   server caches), so a client gets no body again until the data or the catalog change.
 * - `long-lived`: thirty days (generated map data that changes only with a release: tiles, glyphs).
 * - `immutable`: a year, never asked again (images that never change under their URL).
 * A route without a policy sends no Cache-Control: every request is answered afresh (admin screens, writes).
 */
export type CachePolicy = 'no-store' | 'revalidate' | 'long-lived' | 'immutable';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Without the `/api/` prefix, parameters as `:name`. */
  readonly path: string;
  readonly access: AccessLevel;
  /** The status of a success when it is not the method's usual one: 200 for a POST that reads or acts on a row, 204 for a DELETE that answers nothing. */
  readonly status?: 200 | 204;
  readonly cache?: CachePolicy;
  /** A JSON answer of another JSON type than application/json (GeoJSON). */
  readonly mediaType?: 'application/geo+json';
}

export const ROUTES = {
  // health
  getHealth: { method: 'GET', path: 'health', access: 'public' },
  // auth
  getAuthClientConfig: { method: 'GET', path: 'auth/client-config', access: 'public' },
  // site-summary: the Site Summary Table (stakeholders)
  getSiteParamSummaryTable: { method: 'GET', path: 'site-param-summary-table', access: 'stakeholder', cache: 'revalidate' },
  // stations
  getStationsList: { method: 'GET', path: 'stations-list', access: 'public', cache: 'revalidate' },
  // shell
  getStakeholderToolsInventoryWithSizing: { method: 'GET', path: 'stakeholder-tools-inventory-with-sizing', access: 'public', cache: 'revalidate' },
  getStakeholderToolsInventoryWithSizingByNdx: { method: 'GET', path: 'stakeholder-tools-inventory-with-sizing/:ndx', access: 'public', cache: 'revalidate' },
  getListDataCategories: { method: 'GET', path: 'list-data-categories', access: 'public', cache: 'revalidate' },
  getDataOtherResourcesLinks: { method: 'GET', path: 'data-other-resources-links', access: 'public', cache: 'revalidate' },
  getDataOtherResourcesLinksByNdx: { method: 'GET', path: 'data-other-resources-links/:ndx', access: 'public', cache: 'revalidate' },
  getSiteCredits: { method: 'GET', path: 'site-credits', access: 'public', cache: 'revalidate' },
  // desktop-releases: the 'Download the desktop app' page and the installed apps' update feed
  getDesktopReleases: { method: 'GET', path: 'desktop-releases', access: 'public', cache: 'no-store' },
  getDesktopReleasesFeedByFile: { method: 'GET', path: 'desktop-releases/feed/:file', access: 'public', cache: 'no-store' },
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
  getListLocationsForCow: { method: 'GET', path: 'list-locations-for-cow', access: 'public', cache: 'revalidate' },
  getListSmsProviders: { method: 'GET', path: 'list-sms-providers', access: 'admin' },
  // alerts: the Alerts Management table, its form's choices, acknowledging and the delivery history
  getAlertsManagementTable: { method: 'GET', path: 'alerts-management-table', access: 'admin' },
  postAlertsManagementTable: { method: 'POST', path: 'alerts-management-table', access: 'admin' },
  putAlertsManagementTableByAlertRequestNdx: { method: 'PUT', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  patchAlertsManagementTableByAlertRequestNdx: { method: 'PATCH', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  deleteAlertsManagementTableByAlertRequestNdx: { method: 'DELETE', path: 'alerts-management-table/:alert_request_ndx', access: 'admin' },
  postAlertsManagementTableAcknowledgeByAlertRequestNdx: {
    method: 'POST', path: 'alerts-management-table/:alert_request_ndx/acknowledge', access: 'admin', status: 200,
  },
  getListAlertTypes: { method: 'GET', path: 'list-alert-types', access: 'admin' },
  getListAlertSendToOptions: { method: 'GET', path: 'list-alert-send-to-options', access: 'admin' },
  getListAlertLocations: { method: 'GET', path: 'list-alert-locations', access: 'admin' },
  getAlertDeliveries: { method: 'GET', path: 'alert-deliveries', access: 'admin' },
  // logger-keys: System Management's data-logger keys (create, shown once; list with last use; revoke), Administrators only
  getLoggerKeys: { method: 'GET', path: 'logger-keys', access: 'administrator' },
  postLoggerKeys: { method: 'POST', path: 'logger-keys', access: 'administrator' },
  postLoggerKeysRevokeByLoggerNdx: { method: 'POST', path: 'logger-keys/:logger_ndx/revoke', access: 'administrator', status: 200 },
  getLoggerKeysLocations: { method: 'GET', path: 'logger-keys/locations', access: 'administrator' },
  // imports: Data Imports (files and the public water-data services into the portal through one pipeline), Administrators only
  getImports: { method: 'GET', path: 'imports', access: 'administrator' },
  getImportsByImportRunNdx: { method: 'GET', path: 'imports/:import_run_ndx', access: 'administrator' },
  getImportsRejectedByImportRunNdx: { method: 'GET', path: 'imports/:import_run_ndx/rejected', access: 'administrator' },
  postImportsCancelByImportRunNdx: { method: 'POST', path: 'imports/:import_run_ndx/cancel', access: 'administrator', status: 200 },
  postImportsLocationsByImportRunNdx: { method: 'POST', path: 'imports/:import_run_ndx/locations', access: 'administrator' },
  postImportsUpload: { method: 'POST', path: 'imports/upload', access: 'administrator' },
  postImportsFetch: { method: 'POST', path: 'imports/fetch', access: 'administrator' },
  getImportsParameters: { method: 'GET', path: 'imports/parameters', access: 'administrator' },
  getImportsMappings: { method: 'GET', path: 'imports/mappings', access: 'administrator' },
  postImportsMappings: { method: 'POST', path: 'imports/mappings', access: 'administrator' },
  putImportsMappingsByImportMappingNdx: { method: 'PUT', path: 'imports/mappings/:import_mapping_ndx', access: 'administrator' },
  deleteImportsMappingsByImportMappingNdx: { method: 'DELETE', path: 'imports/mappings/:import_mapping_ndx', access: 'administrator', status: 204 },
  getImportsSchedules: { method: 'GET', path: 'imports/schedules', access: 'administrator' },
  postImportsSchedules: { method: 'POST', path: 'imports/schedules', access: 'administrator' },
  putImportsSchedulesByImportScheduleNdx: { method: 'PUT', path: 'imports/schedules/:import_schedule_ndx', access: 'administrator' },
  deleteImportsSchedulesByImportScheduleNdx: { method: 'DELETE', path: 'imports/schedules/:import_schedule_ndx', access: 'administrator', status: 204 },
  // map explorer: graph mode
  getListParameterGroupsGraphMode: { method: 'GET', path: 'list-parameter-groups-graph-mode', access: 'public', cache: 'revalidate' },
  getListThreats: { method: 'GET', path: 'list-threats', access: 'public', cache: 'revalidate' },
  getListBenchmarkScaleColors: { method: 'GET', path: 'list-benchmark-scale-colors', access: 'public', cache: 'revalidate' },
  postListParametersGraphMode: { method: 'POST', path: 'list-parameters-graph-mode', access: 'public', status: 200 },
  postLocationsMapGraphMode: { method: 'POST', path: 'locations-map-graph-mode', access: 'optional-auth', status: 200, cache: 'no-store' },
  postTsDailyTableForMapDisplay: { method: 'POST', path: 'ts-daily-table-for-map-display', access: 'public', status: 200 },
  postTsDailyTableForMapDisplayByLocationIndex: { method: 'POST', path: 'ts-daily-table-for-map-display/:locationIndex', access: 'public', status: 200 },
  postTsAnnualTableForMapDisplayByLocationIndex: { method: 'POST', path: 'ts-annual-table-for-map-display/:locationIndex', access: 'public', status: 200 },
  // map explorer: data-visualization panel
  postGraphTemperatureDataByWellNumber: { method: 'POST', path: 'graph-temperature-data/:wellNumber', access: 'public', status: 200, cache: 'no-store' },
  postGraphFlowDataByWellNumber: { method: 'POST', path: 'graph-flow-data/:wellNumber', access: 'public', status: 200, cache: 'no-store' },
  postMapgraphTempsDailyVsPorStatsByWellNumber: { method: 'POST', path: 'mapgraph-temps-daily-vs-por-stats/:wellNumber', access: 'public', status: 200, cache: 'no-store' },
  postMapgraphFlowsDailyVsPorStatsByWellNumber: { method: 'POST', path: 'mapgraph-flows-daily-vs-por-stats/:wellNumber', access: 'public', status: 200, cache: 'no-store' },
  // map explorer: public map
  getPublicMapSources: { method: 'GET', path: 'public-map/sources', access: 'optional-auth', cache: 'revalidate' },
  getPublicMapLayers: { method: 'GET', path: 'public-map/layers', access: 'optional-auth', cache: 'revalidate' },
  getPublicMapFilters: { method: 'GET', path: 'public-map/filters', access: 'optional-auth', cache: 'revalidate' },
  getPublicMapWells: { method: 'GET', path: 'public-map/wells', access: 'optional-auth', cache: 'revalidate' },
  getPublicMapMapSourceReferences: { method: 'GET', path: 'public-map/map-source-references', access: 'public', cache: 'revalidate' },
  getPublicMapGeojsonBySourceId: { method: 'GET', path: 'public-map/geojson/:sourceId', access: 'public', cache: 'revalidate', mediaType: 'application/geo+json' },
  getPublicMapPlaces: { method: 'GET', path: 'public-map/places', access: 'public' },
  getPublicMapBasemaps: { method: 'GET', path: 'public-map/basemaps', access: 'optional-auth', cache: 'revalidate' },
  getPublicMapBasemapsStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/style.json', access: 'public', cache: 'revalidate' },
  getPublicMapBasemapsOnlineStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/online-style.json', access: 'public', cache: 'revalidate' },
  getPublicMapBasemapsPmtilesStyleJsonById: { method: 'GET', path: 'public-map/basemaps/:id/pmtiles-style.json', access: 'public', cache: 'revalidate' },
  getPublicMapBasemapsTilesPmtiles: { method: 'GET', path: 'public-map/basemaps/tiles.pmtiles', access: 'public', cache: 'revalidate' },
  getPublicMapBasemapsPreviewPngById: { method: 'GET', path: 'public-map/basemaps/:id/preview.png', access: 'public', cache: 'revalidate' },
  getPublicMapFontsPbfByFontstackAndRange: { method: 'GET', path: 'public-map/fonts/:fontstack/:range.pbf', access: 'public', cache: 'long-lived' },
  getPublicMapTilesLandCoverPngByYearAndZAndXAndY: { method: 'GET', path: 'public-map/tiles/land-cover/:year/:z/:x/:y.png', access: 'public', cache: 'long-lived' },
  getPublicMapLandCoverInfo: { method: 'GET', path: 'public-map/land-cover/info', access: 'public' },
  getIconIcon: { method: 'GET', path: 'icon/icon', access: 'public', cache: 'immutable' },
  // operations-dashboards: the Yamcolo and Stagecoach reservoir dashboards
  postDashboardYamcoloWidgetsWaterElevation: { method: 'POST', path: 'dashboard-yamcolo-widgets/water-elevation', access: 'stakeholder', status: 200, cache: 'no-store' },
  postDashboardYamcoloWidgetsTemp: { method: 'POST', path: 'dashboard-yamcolo-widgets/temp', access: 'stakeholder', status: 200, cache: 'no-store' },
  postDashboardYamcoloWidgetsBattery: { method: 'POST', path: 'dashboard-yamcolo-widgets/battery', access: 'stakeholder', status: 200, cache: 'no-store' },
  postDashboardYamcoloWidgetsDissolvedOxygen: { method: 'POST', path: 'dashboard-yamcolo-widgets/dissolved-oxygen', access: 'stakeholder', status: 200, cache: 'no-store' },
  getDashboardYamcoloStats: { method: 'GET', path: 'dashboard-yamcolo-stats', access: 'stakeholder', cache: 'no-store' },
  getDashboardYamcolo7daygraph: { method: 'GET', path: 'dashboard-yamcolo7daygraph', access: 'stakeholder', cache: 'no-store' },
  postDashboardStagecoachWidgetsWaterElevation: { method: 'POST', path: 'dashboard-stagecoach-widgets/water-elevation', access: 'stakeholder', status: 200, cache: 'no-store' },
  postDashboardStagecoachWidgetsTemp: { method: 'POST', path: 'dashboard-stagecoach-widgets/temp', access: 'stakeholder', status: 200, cache: 'no-store' },
  postDashboardStagecoachWidgetsDissolvedOxygen: { method: 'POST', path: 'dashboard-stagecoach-widgets/dissolved-oxygen', access: 'stakeholder', status: 200, cache: 'no-store' },
  getDashboardStagecoachStats: { method: 'GET', path: 'dashboard-stagecoach-stats', access: 'stakeholder', cache: 'no-store' },
  // which series feed each widget of a dashboard (the widgets' POST bodies), from the dashboard configuration
  getDashboardYamcoloWidgets: { method: 'GET', path: 'dashboard-yamcolo-widgets', access: 'stakeholder', cache: 'no-store' },
  getDashboardStagecoachWidgets: { method: 'GET', path: 'dashboard-stagecoach-widgets', access: 'stakeholder', cache: 'no-store' },
  // time-series-dashboards: the same calls per reservoir; a data path is `resops-ts-` plus the timestep's data_table_name
  postResopsTsYamcoloTimestepOptions: { method: 'POST', path: 'resops-ts-yamcolo-timestep-options', access: 'stakeholder', status: 200 },
  postResopsTsYamcoloLeftAxisOptions: { method: 'POST', path: 'resops-ts-yamcolo-left-axis-options', access: 'stakeholder', status: 200 },
  postResopsTsYamcoloRightAxisOptions: { method: 'POST', path: 'resops-ts-yamcolo-right-axis-options', access: 'stakeholder', status: 200 },
  postResopsTsYamcoloLeftAxisSeries: { method: 'POST', path: 'resops-ts-yamcolo-left-axis-series', access: 'stakeholder', status: 200 },
  postResopsTsYamcoloRightAxisSeries: { method: 'POST', path: 'resops-ts-yamcolo-right-axis-series', access: 'stakeholder', status: 200 },
  postResopsTsYamcolo15Min: { method: 'POST', path: 'resops-ts-yamcolo-15-min', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsYamcoloHourly: { method: 'POST', path: 'resops-ts-yamcolo-hourly', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsYamcoloDaily: { method: 'POST', path: 'resops-ts-yamcolo-daily', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsYamcoloHoursPumped: { method: 'POST', path: 'resops-ts-yamcolo-hours-pumped', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsStagecoachTimestepOptions: { method: 'POST', path: 'resops-ts-stagecoach-timestep-options', access: 'stakeholder', status: 200 },
  postResopsTsStagecoachLeftAxisOptions: { method: 'POST', path: 'resops-ts-stagecoach-left-axis-options', access: 'stakeholder', status: 200 },
  postResopsTsStagecoachRightAxisOptions: { method: 'POST', path: 'resops-ts-stagecoach-right-axis-options', access: 'stakeholder', status: 200 },
  postResopsTsStagecoachLeftAxisSeries: { method: 'POST', path: 'resops-ts-stagecoach-left-axis-series', access: 'stakeholder', status: 200 },
  postResopsTsStagecoachRightAxisSeries: { method: 'POST', path: 'resops-ts-stagecoach-right-axis-series', access: 'stakeholder', status: 200 },
  postResopsTsStagecoach15Min: { method: 'POST', path: 'resops-ts-stagecoach15-min', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsStagecoachHourly: { method: 'POST', path: 'resops-ts-stagecoach-hourly', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsStagecoachDaily: { method: 'POST', path: 'resops-ts-stagecoach-daily', access: 'stakeholder', status: 200, cache: 'no-store' },
  postResopsTsStagecoachHoursPumped: { method: 'POST', path: 'resops-ts-stagecoach-hours-pumped', access: 'stakeholder', status: 200, cache: 'no-store' },
  // temperature-profiles: depth profiles of the reservoir buoys, by day or hour
  getTemperatureProfilesLocations: { method: 'GET', path: 'temperature-profiles/locations', access: 'stakeholder', cache: 'no-store' },
  getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate: {
    method: 'GET', path: 'temperature-profiles/:period/:locationId/:startDate/:endDate', access: 'stakeholder', cache: 'no-store',
  },
  // water-year: Water Year Comparisons (public, no token)
  getWyAnalysisLocationsForMap: { method: 'GET', path: 'wy-analysis-locations-for-map', access: 'public', cache: 'no-store' },
  getWyAnalysisDropdownParameters: { method: 'GET', path: 'wy-analysis-dropdown-parameters', access: 'public', cache: 'no-store' },
  getWyAnalysisDropdownLocationsAssocParam: { method: 'GET', path: 'wy-analysis-dropdown-locations-assoc-param', access: 'public', cache: 'no-store' },
  getWyAnalysisDropdownSeries: { method: 'GET', path: 'wy-analysis-dropdown-series', access: 'public', cache: 'no-store' },
  getWyAnalysisComparisonByParameterAndLocationAndSeries: {
    method: 'GET', path: 'wy-analysis-comparison/:parameter/:location/:series', access: 'public', cache: 'no-store',
  },
  // ts-compare: Time Series Comparisons' dropdowns (sub-areas, parameters, locations) and daily data
  getTsCompareDropdownSubAreas: { method: 'GET', path: 'ts-compare-dropdown-sub-areas', access: 'public', cache: 'no-store' },
  getTsCompareDropdownParameters: { method: 'GET', path: 'ts-compare-dropdown-parameters', access: 'public', cache: 'no-store' },
  getTsCompareDropdownLocationsAssoc: { method: 'GET', path: 'ts-compare-dropdown-locations-assoc', access: 'optional-auth', cache: 'no-store' },
  getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate: {
    method: 'GET', path: 'ts-compare-daily-data/:parameter/:locations/:startDate/:endDate', access: 'optional-auth', cache: 'no-store',
  },
  // colors-of-water: the storage accounts' slices of a gage's measured flow (public, no token)
  getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate: {
    method: 'GET', path: 'colors-of-water-elkhead/graph-daily/:startDate/:endDate', access: 'public', cache: 'no-store',
  },
  getColorsOfWaterStagecoachStreamGagesByReservoir: { method: 'GET', path: 'colors-of-water-stagecoach/stream-gages/:reservoir', access: 'public', cache: 'no-store' },
  getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate: {
    method: 'GET', path: 'colors-of-water-stagecoach/graph-:interval/:streamGageId/:startDate/:endDate', access: 'public', cache: 'no-store',
  },
  // climate-and-flows-explorer: the regions, years and graph options, and a graph's data (public, token optional)
  getClimateAndFlowsExplorerInputsRegionalGroups: { method: 'GET', path: 'climate-and-flows-explorer/inputs/regional-groups', access: 'optional-auth', cache: 'no-store' },
  getClimateAndFlowsExplorerInputsListExploreYears: { method: 'GET', path: 'climate-and-flows-explorer/inputs/list-explore-years', access: 'optional-auth', cache: 'no-store' },
  getClimateAndFlowsExplorerInputsCafGraphOptions: { method: 'GET', path: 'climate-and-flows-explorer/inputs/caf-graph-options', access: 'optional-auth', cache: 'no-store' },
  getClimateAndFlowsExplorerDataByCafGraphRouteName: {
    method: 'GET', path: 'climate-and-flows-explorer/data/:caf_graph_route_name', access: 'optional-auth', cache: 'no-store',
  },
  // year-over-year: the same regions and years, the graph options and a graph's data (public, token optional)
  getYearOverYearComparisonsToolInputsRegionalGroups: { method: 'GET', path: 'year-over-year-comparisons-tool/inputs/regional-groups', access: 'optional-auth', cache: 'no-store' },
  getYearOverYearComparisonsToolInputsListExploreYears: {
    method: 'GET', path: 'year-over-year-comparisons-tool/inputs/list-explore-years', access: 'optional-auth', cache: 'no-store',
  },
  getYearOverYearComparisonsToolInputsYoyGraphOptions: { method: 'GET', path: 'year-over-year-comparisons-tool/inputs/yoy-graph-options', access: 'optional-auth', cache: 'no-store' },
  getYearOverYearComparisonsToolDataByYoyGraphRouteName: {
    method: 'GET', path: 'year-over-year-comparisons-tool/data/:yoy_graph_route_name', access: 'optional-auth', cache: 'no-store',
  },
  // time-series-summaries: the same regions and years, the graph options, a graph's daily values and their boxes
  getTimeSeriesSummariesInputsRegionalGroups: { method: 'GET', path: 'time-series-summaries/inputs/regional-groups', access: 'optional-auth', cache: 'no-store' },
  getTimeSeriesSummariesInputsListExploreYears: { method: 'GET', path: 'time-series-summaries/inputs/list-explore-years', access: 'optional-auth', cache: 'no-store' },
  getTimeSeriesSummariesInputsTssumGraphOptions: { method: 'GET', path: 'time-series-summaries/inputs/tssum-graph-options', access: 'optional-auth', cache: 'no-store' },
  getTimeSeriesSummariesDataByTssumGraphRouteName: { method: 'GET', path: 'time-series-summaries/data/:tssum_graph_route_name', access: 'optional-auth', cache: 'no-store' },
  getTimeSeriesSummariesBoxesByTssumGraphRouteName: { method: 'GET', path: 'time-series-summaries/boxes/:tssum_graph_route_name', access: 'optional-auth', cache: 'no-store' },
  // query-and-download: the public Query & Download form's lists and map, the record count and the CSV per time step
  getQueryAndDownloadQDListBasins: { method: 'GET', path: 'query-and-download/q-d-list-basins', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListDataCategories: { method: 'GET', path: 'query-and-download/q-d-list-data-categories', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListDataSources: { method: 'GET', path: 'query-and-download/q-d-list-data-sources', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListLocations: { method: 'GET', path: 'query-and-download/q-d-list-locations', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListLocationTypes: { method: 'GET', path: 'query-and-download/q-d-list-location-types', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListOrganizations: { method: 'GET', path: 'query-and-download/q-d-list-organizations', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListParameterGroups: { method: 'GET', path: 'query-and-download/q-d-list-parameter-groups', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListParameters: { method: 'GET', path: 'query-and-download/q-d-list-parameters', access: 'public', cache: 'revalidate' },
  getQueryAndDownloadQDListTimesteps: { method: 'GET', path: 'query-and-download/q-d-list-timesteps', access: 'public' },
  getQueryAndDownloadLocationsMap: { method: 'GET', path: 'query-and-download/locations-map', access: 'public', cache: 'revalidate', mediaType: 'application/geo+json' },
  postQueryAndDownloadCountData: { method: 'POST', path: 'query-and-download/count-data', access: 'public', status: 200, cache: 'no-store' },
  postQueryAndDownloadRaw: { method: 'POST', path: 'query-and-download/raw', access: 'public', status: 200, cache: 'no-store' },
  postQueryAndDownloadDaily: { method: 'POST', path: 'query-and-download/daily', access: 'public', status: 200, cache: 'no-store' },
  // ingest: data-logger batches (the logger key is checked by the ingest feature's guard)
  postIngestTelemetry: { method: 'POST', path: 'ingest/telemetry', access: 'logger', status: 200 },
  // live: Server-Sent Events announcing which series changed
  getLiveEvents: { method: 'GET', path: 'live/events', access: 'authenticated', cache: 'no-store' },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
