/**
 * The map explorer's map: sources, layers, basemaps, GeoJSON, land cover, the gazetteer, filters and the location
 * search list. Field names are the product's, so the backend returns rows unchanged and the UI reads what the
 * spec names. Days are `yyyy-MM-dd` strings (America/Denver), instants full ISO timestamps.
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

/** The legend groups (the Map Layers panel lists them in this order). */
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

/** The portal's own layer properties (`lreProperties`): legend, toggling and popups. */
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
  /**
   * The network mode the layer belongs to: 'online' layers read national services on the internet, 'offline' ones
   * stand in for them from the portal's own data. The map shows the layers of the mode its basemap is actually in;
   * a layer without it is shown in both.
   */
  networkMode?: NetworkMode;
}

/** Whether the map draws from internet services ('online') or only from the portal itself ('offline'). */
export type NetworkMode = 'online' | 'offline';

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

/** One layer: a MapLibre style-spec layer plus the portal's properties. */
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
  /**
   * The style the map loads: an online one (a tile service's, or the backend's own raster style of a national tile
   * service), the backend's style of the district's own PMTiles archive (BASEMAP_PMTILES) or, when the deployment
   * runs offline (BASEMAPS=offline) with no archive, the same as `offlineStyleUrl`.
   */
  styleUrl: string;
  /** The backend's offline style (`/api/public-map/basemaps/outdoors/style.json`): the map falls back to it when the online one cannot be reached. */
  offlineStyleUrl: string;
  /**
   * The network mode the map is in while it shows `styleUrl`, which decides the layers that go with it (a layer's
   * `lreProperties.networkMode`). A basemap drawn from the portal's own archive is 'offline' in an offline
   * deployment although its style differs from `offlineStyleUrl`. Absent: 'online' unless `styleUrl` is the offline one.
   */
  networkMode?: NetworkMode;
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

/** One location of the Individual Locations Search: the location and what it can be searched by. */
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
 * Properties of a monitoring-location feature in the locations GeoJSON. Lists (organizations,
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
