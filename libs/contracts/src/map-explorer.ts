/**
 * The map explorer's calls (map-explorer.md §3, §7). Field names are the spec's, so the backend can return
 * rows unchanged and the UI reads what the spec names. Dates are ISO strings: `yyyy-MM-dd` for days (America/Denver),
 * full ISO timestamps for instants.
 */

// ---------------------------------------------------------------------------------------------------------
// Sources and layers (GET /api/public-map/sources, /layers)
// ---------------------------------------------------------------------------------------------------------

/** A map source: the id the layers refer to and a MapLibre style-spec source object. */
export interface MapSource {
  id: string;
  /**
   * A MapLibre/Mapbox style-spec source (`{ type: 'geojson', data: '/api/public-map/geojson/locations' }`,
   * raster tiles, ...). URLs that start with `/api/` are the portal's own and the client resolves them against
   * its API base (the desktop app's API is not its page origin).
   */
  definition: Record<string, unknown>;
}

/** The legend groups of §3 (the Map Layers panel lists them in this order). */
export type MapLegendGroup =
  | 'Monitoring Data'
  | 'Basemap'
  | 'Hydrology'
  | 'River Administration'
  | 'Water Quality'
  | 'Listed Streams by Parameter'
  | 'Land Cover/Land Use'
  | 'Historical Land Cover/Land Use'
  | 'Recreation'
  | 'Temperature & Flow';

export interface LegendCategory {
  label: string;
  /** A colour (`#rrggbb`) or an image URL (`/api/icon/icon?...`). */
  icon: string;
}

/** The portal's own layer properties (§3 "lreProperties"). */
export interface LreProperties {
  legendGroup: MapLegendGroup;
  /** Layers of one layerGroup are toggled together by one checkbox in Map Layers. */
  layerGroup: string;
  legendStyle?: 'categorized' | 'single';
  legendCategories?: LegendCategory[];
  legendTextOverrides?: Record<string, string>;
  customLegendSymbolUrl?: string | null;
  excludeLayerCollapse?: boolean;
  excludePopup?: boolean;
  hasHoverPopup?: boolean;
  hasHoverPopupFlowData?: boolean;
  hasHoverPopupTempData?: boolean;
  /** Data-category paths (route `:datacategoryPath`) for which the layer is visible on load. */
  visibleOnLoadForGroups?: string[];
}

export interface LayerPopup {
  excludeFields?: string[];
  titleField?: string;
  source?: { description: string; url: string | null };
}

export interface RasterFeatureInfoProperty {
  key: string;
  value: string;
  lookup?: Record<string, string>;
}

/** One layer (§3 "Layer"): a MapLibre style-spec layer plus the portal's properties. */
export interface MapLayer {
  id: string;
  name: string;
  type: 'circle' | 'symbol' | 'fill' | 'line' | 'raster' | 'fill-extrusion' | 'heatmap' | 'hillshade' | 'background';
  source: string;
  'source-layer'?: string;
  filter?: unknown[];
  minzoom?: number;
  maxzoom?: number;
  layout: { visibility: 'visible' | 'none' } & Record<string, unknown>;
  paint: Record<string, unknown>;
  drawOrder: number;
  legendOrder: number;
  lreProperties: LreProperties;
  popup?: LayerPopup;
  /**
   * Raster feature info: a URL template with `{lng}`, `{lat}`, `{bbox}`, `{width}`, `{height}`, `{x}`, `{y}`
   * placeholders; the first feature of the answer's `featuresField` (default `features`) is shown.
   */
  getRasterFeatureInfoPayload?: string | null;
  featuresField?: string;
  rasterFeatureInfoProperties?: RasterFeatureInfoProperty[];
}

// ---------------------------------------------------------------------------------------------------------
// Basemaps, gazetteer, references
// ---------------------------------------------------------------------------------------------------------

export type BasemapId = 'outdoors' | 'streets' | 'satellite' | 'light' | 'dark';

/** GET /api/public-map/basemaps: the five basemaps with the style each loads. */
export interface Basemap {
  id: BasemapId;
  /** 'Outdoors', 'Streets', 'Satellite', 'Light', 'Dark'. */
  name: string;
  /** A style URL: the backend's offline style (`/api/public-map/basemaps/outdoors/style.json`) or a configured tile service's. */
  styleUrl: string;
  /** Small preview image URL for the Basemaps accordion. */
  previewUrl: string;
}

/**
 * GET /api/public-map/basemaps/{id}/style.json: a MapLibre style (style-spec version 8). Its sources and layers
 * follow the style specification, which the portal does not restate.
 */
export interface MapStyle {
  version: 8;
  name: string;
  metadata?: Record<string, unknown>;
  /** [longitude, latitude] */
  center?: [number, number];
  zoom?: number;
  /** The glyph URL template (`{fontstack}`, `{range}`). */
  glyphs?: string;
  sources: Record<string, Record<string, unknown>>;
  layers: ({ id: string; type: string } & Record<string, unknown>)[];
}

/** A GeoJSON geometry (RFC 7946). */
export interface GeoJsonGeometry {
  type: 'Point' | 'MultiPoint' | 'LineString' | 'MultiLineString' | 'Polygon' | 'MultiPolygon' | 'GeometryCollection';
  coordinates?: unknown[];
  geometries?: GeoJsonGeometry[];
}

export interface GeoJsonFeature {
  type: 'Feature';
  id?: string | number;
  geometry: GeoJsonGeometry | null;
  /** The monitoring locations' features carry MonitoringLocationProperties. */
  properties: Record<string, unknown> | null;
}

/** GET /api/public-map/geojson/{sourceId}: one of the portal's GeoJSON sources (RFC 7946). */
export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  features: GeoJsonFeature[];
}

/** GET /api/public-map/land-cover/info: the land-cover class at a point; no features outside the basin. */
export interface LandCoverInfo {
  features: {
    type: 'Feature';
    properties: {
      /** The NLCD class code (11 Open Water, 21 Developed, Open Space, ...). */
      class_code: number;
      class_name: string;
      year: number;
    };
  }[];
}

/** GET /api/public-map/places?q=: gazetteer search (towns, reservoirs, monitoring locations, ...). */
export interface PlaceResult {
  id: string;
  /** What the result list shows. */
  place_name: string;
  /** 'place' (town), 'reservoir', 'location', 'poi', 'coordinate' (the client's own coordinate readings). */
  place_type: string;
  /** [longitude, latitude] */
  center: [number, number];
  /** [west, south, east, north] when the place has an extent. */
  bbox?: [number, number, number, number];
}

/** GET /api/public-map/map-source-references: the Data Sources table. */
export interface MapSourceReference {
  data_source: string;
  data_source_url: string | null;
  data_types: string;
}

// ---------------------------------------------------------------------------------------------------------
// Filters and search list (GET /api/public-map/filters, /wells)
// ---------------------------------------------------------------------------------------------------------

export interface FilterOption {
  value: string;
  display: string;
  color?: string;
}

export interface MapFilters {
  locationTypes: FilterOption[];
  organizations: FilterOption[];
  parameterGroups: FilterOption[];
  /** Location indexes (ndx) that have water-quality statistics (the graph-mode reference filter). */
  graphMode: number[];
}

/** One location of the Individual Locations Search (§3 "Monitoring location (search list)" + "Search record"). */
export interface MapWell {
  location_ndx: number;
  location_name: string;
  location_id: string;
  locationtype: string;
  location_geometry: { type: 'Point'; coordinates: [number, number] };
  parameter_groups: string[];
  huc8: string | null;
  huc10: string | null;
  huc10_name: string | null;
  huc12: string | null;
  huc12_name: string | null;
  basin: string | null;
  organizations: string[];
  sources: string[];
}

/**
 * Properties of a monitoring-location feature in the locations GeoJSON (§3). Lists (organizations,
 * parameter_groups, sources) are JSON-array text, as vector features carry no arrays; the popup cleans them.
 */
export interface MonitoringLocationProperties {
  ndx: number;
  location_ndx: number;
  location_id: string;
  location_name: string;
  locationtype: string;
  organizations: string;
  parameter_groups: string;
  sources: string;
  huc12: string | null;
  huc12_name: string | null;
  huc10_name: string | null;
  basin: string | null;
  latitude: number;
  longitude: number;
  latitude_dd: number;
  longitude_dd: number;
  conservancy_district_dist_name: string | null;
  conservation_district_name: string | null;
  is_wq_loc: boolean;
  has_flow_graph: boolean;
  has_flow_trends: boolean;
  has_temperature_graph: boolean;
  has_temperature_trends: boolean;
  last_reported_flow: number | null;
  last_reported_flow_timestamp: string | null;
  last_reported_water_temperature_formatted: string | null;
  last_reported_water_temperature_timestamp: string | null;
  public_flow_data_src_url: string | null;
  public_temp_data_src_url: string | null;
  /** Comma list of 'label;url'. */
  locations_urls: string | null;
  por_start: string | null;
  por_end: string | null;
  recordcount: number;
}

// ---------------------------------------------------------------------------------------------------------
// Graph mode (§7)
// ---------------------------------------------------------------------------------------------------------

/** short = Recent (last 5 years), medium = Last 10 Years, full = Full Period (DESIGN.md §4). */
export type StatsPeriod = 'short' | 'medium' | 'full';

export type GraphModeAnalysis = 'benchmark_scale_median' | 'benchmark_scale_pctile85';

/** 'Increasing' | 'Decreasing' | 'Stable' | 'No Trend' | 'No Current Trend'. */
export type TrendLabel = 'Increasing' | 'Decreasing' | 'Stable' | 'No Trend' | 'No Current Trend';

export interface GraphModeParameterGroup {
  parameter_group_ndx: number;
  parameter_group_name: string;
  /** The periods this group has statistics for. */
  stats_period: StatsPeriod[];
}

export interface Threat {
  threat_ndx: number;
  threat_desc: string;
}

export interface BenchmarkScaleColor {
  benchmark_scale: number;
  symbol_color: string;
  /** The legend text of §9 ('Above secondary benchmark', ...). */
  label: string;
}

export interface GraphModeParameter {
  parameter_ndx: number;
  parameter_abbrev: string;
  parameter_name: string;
  unit_desc: string;
}

/** POST /api/list-parameters-graph-mode */
export interface ListParametersGraphModeRequest {
  periodOfRecord: StatsPeriod;
  /** Parameter group indexes; empty = every group. */
  parameterGroups: number[];
  /** Threat indexes; empty = every threat. */
  threats: number[];
}

/** POST /api/locations-map-graph-mode */
export interface LocationsGraphModeRequest {
  periodOfRecord: StatsPeriod;
  /** Minimum number of records; 0 = no minimum. */
  recordCount: number;
  parameters: number[];
}

/**
 * One row per location and parameter of the chosen period (§3 "Graph-mode location stats" and "Analytics
 * row per parameter"): the map colours by it and the detail panel lists a location's rows.
 * `pctile85` is the percentile statistic that is scored: the 85th percentile, or the 15th where `is_pctile15`.
 */
export interface GraphModeStatsRow {
  ndx: number;
  location_id: string;
  location_name: string;
  huc12_name: string | null;
  parameter_ndx: number;
  parameter: string;
  parameter_name: string;
  parameter_abbrev: string;
  units: string;
  stats_period: StatsPeriod;
  recordcount: number;
  median: number | null;
  pctile85: number | null;
  is_pctile15: boolean;
  low_is_bad: boolean;
  benchmark_scale_median: number;
  benchmark_scale_pctile85: number;
  trend: TrendLabel;
  /** Sen slope in units per year (null when no trend could be computed). */
  trend_slope: number | null;
  por_start: string;
  por_end: string;
  organizations: string;
  bmk_line0: number | null;
  bmk_line1: number | null;
  bmk_line2: number | null;
  bmk_line3: number | null;
  bmk_line4: number | null;
  bmk_color0: string | null;
  bmk_color1: string | null;
  bmk_color2: string | null;
  bmk_color3: string | null;
  bmk_color4: string | null;
}

/** Body of POST /api/ts-daily-table-for-map-display/{locationIndex} and /ts-annual-table-for-map-display/{locationIndex}. */
export interface MapDisplayTableRequest {
  parameters: number[];
  periodOfRecord: StatsPeriod;
}

/** Body of POST /api/ts-daily-table-for-map-display (export of several locations). */
export interface MapDisplayExportRequest extends MapDisplayTableRequest {
  indexes: number[];
}

export interface DailyPoint {
  location_id: string;
  collect_date: string;
  organization: string | null;
  result: number;
  nondetect: boolean;
  units: string;
}

export interface AnnualPoint {
  collect_year: number;
  result_median: number | null;
  result_pctile85: number | null;
}

/** Rows of one parameter (the answer is grouped by parameter, one group per requested parameter with data). */
export interface ParameterSeries<Row> {
  parameter_ndx: number;
  parameter: string;
  parameter_abbrev: string;
  units: string;
  rows: Row[];
}

/** POST /api/ts-daily-table-for-map-display/{locationIndex}: the samples of one parameter. */
export type DailySeries = ParameterSeries<DailyPoint>;

/** POST /api/ts-annual-table-for-map-display/{locationIndex}: the yearly statistics of one parameter. */
export type AnnualSeries = ParameterSeries<AnnualPoint>;

/** Export/graph-mode row (§3). */
export interface TimeSeriesExportRow {
  location_id: string;
  location_name: string;
  param_abbrev: string;
  collect_date: string;
  result: number;
  units: string;
  organization: string | null;
  parameter: string;
}

// ---------------------------------------------------------------------------------------------------------
// Data-visualization panel (POST /api/{endpoint}/{wellNumber})
// ---------------------------------------------------------------------------------------------------------

/**
 * Graph type → endpoint: temperatureGraph 'graph-temperature-data', temperatureTrends
 * 'mapgraph-temps-daily-vs-por-stats', flowGraph 'graph-flow-data', flowTrends 'mapgraph-flows-daily-vs-por-stats'.
 */
export interface DataVizEndpoints {
  temperatureGraph: 'graph-temperature-data';
  temperatureTrends: 'mapgraph-temps-daily-vs-por-stats';
  flowGraph: 'graph-flow-data';
  flowTrends: 'mapgraph-flows-daily-vs-por-stats';
}
export type DataVizGraphType = keyof DataVizEndpoints;

export interface TemperatureGraphRow {
  collect_date: string;
  min_daily_temp: number | null;
  avg_daily_temp: number | null;
  max_daily_temp: number | null;
  units: string;
  source: string | null;
  location_name: string;
  location_id: string;
}

export interface FlowGraphRow {
  collect_date: string;
  avg_daily_flow: number | null;
  units: string;
  source: string | null;
  location_name: string;
  location_id: string;
}

/** Daily water temperature against the period-of-record min/avg/max of the same day of year. */
export interface TemperatureTrendRow {
  collect_date: string;
  daily_avg_degf: number | null;
  por_min_degf_actual: number | null;
  por_avg_degf_actual: number | null;
  por_max_degf_actual: number | null;
  location_name: string;
  location_id: string;
}

/** Daily flow against the period-of-record min/avg/max of the same day of year. */
export interface FlowTrendRow {
  collect_date: string;
  avg_daily_flow: number | null;
  por_min_flow_actual: number | null;
  por_avg_flow_actual: number | null;
  por_max_flow_actual: number | null;
  location_name: string;
  location_id: string;
}

export interface DataVizRows {
  temperatureGraph: TemperatureGraphRow[];
  temperatureTrends: TemperatureTrendRow[];
  flowGraph: FlowGraphRow[];
  flowTrends: FlowTrendRow[];
}
