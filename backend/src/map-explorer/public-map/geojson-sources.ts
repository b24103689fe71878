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
