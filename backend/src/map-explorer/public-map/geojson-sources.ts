/**
 * The GeoJSON sources the portal serves itself at /api/public-map/geojson/{id}: the map's layers (map_sources)
 * and the offline basemap styles read them.
 */
export const GEOJSON_SOURCE_IDS = [
  'locations', 'basin-outline', 'huc8', 'huc10', 'huc12', 'streams', 'river-calls', 'recreation-sites',
  'listed-streams', 'places',
] as const;
export type GeoJsonSourceId = (typeof GEOJSON_SOURCE_IDS)[number];

export const geojsonUrl = (id: GeoJsonSourceId) => `/api/public-map/geojson/${id}`;

/**
 * Spec parameter ids (reference-data.ts): daily (67) and 15-minute (1536) discharge, daily mean (1535) and
 * 15-minute (169) water temperature. A location's flow and temperature flags and latest readings come from
 * these series.
 */
export const FLOW_PARAMETERS: readonly number[] = [67, 1536];
export const WATER_TEMPERATURE_PARAMETERS: readonly number[] = [1535, 169];
