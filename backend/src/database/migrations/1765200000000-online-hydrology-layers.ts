import { MigrationInterface, QueryRunner } from 'typeorm';

// The catalog rows this migration adds, frozen here (one row a line) as they were written: a migration must do the
// same thing on every database whenever it runs, so it does not read the seed's catalog, which keeps changing.
const ONLINE_HYDROLOGY_SOURCES: readonly { id: string; definition: unknown }[] = [
  {"id":"wbd-huc8","definition":{"type":"raster","tiles":["https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:4&f=image"],"tileSize":256,"attribution":"<a href=\"https://www.usgs.gov/national-hydrography\" target=\"_blank\" rel=\"noopener\">USGS National Hydrography</a>"}},
  {"id":"wbd-huc10","definition":{"type":"raster","tiles":["https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:5&f=image"],"tileSize":256,"attribution":"<a href=\"https://www.usgs.gov/national-hydrography\" target=\"_blank\" rel=\"noopener\">USGS National Hydrography</a>"}},
  {"id":"wbd-huc12","definition":{"type":"raster","tiles":["https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:6&f=image"],"tileSize":256,"attribution":"<a href=\"https://www.usgs.gov/national-hydrography\" target=\"_blank\" rel=\"noopener\">USGS National Hydrography</a>"}},
  {"id":"nhd-flowlines","definition":{"type":"raster","tiles":["https://hydro.nationalmap.gov/arcgis/rest/services/nhd/MapServer/export?bbox={bbox-epsg-3857}&bboxSR=3857&imageSR=3857&size=256,256&format=png32&transparent=true&layers=show:1,2&f=image"],"tileSize":256,"attribution":"<a href=\"https://www.usgs.gov/national-hydrography\" target=\"_blank\" rel=\"noopener\">USGS National Hydrography</a>"}},
];

/** The layers this migration adds, frozen as they were written (exported for its test). */
export const ONLINE_HYDROLOGY_LAYERS: readonly ({ id: string } & Record<string, unknown>)[] = [
  {"id":"wbd-huc8","name":"HUC 8 Boundaries","type":"raster","source":"wbd-huc8","paint":{"raster-opacity":0.9},"drawOrder":20,"lreProperties":{"legendGroup":"Hydrology","layerGroup":"HUC 8 Boundaries","visibleOnLoadForGroups":[],"legendStyle":"single","legendCategories":[{"label":"HUC 8 Boundaries","icon":"#6b4f2a"}],"networkMode":"online"},"popup":{"source":{"description":"Watershed Boundary Dataset (USGS, national map service)","url":"https://www.usgs.gov/national-hydrography/watershed-boundary-dataset"}},"getRasterFeatureInfoPayload":"https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/identify?geometry={lng},{lat}&geometryType=esriGeometryPoint&sr=4326&layers=all:4&tolerance=3&mapExtent={bbox}&imageDisplay={width},{height},96&returnGeometry=false&f=json","featuresField":"results","rasterFeatureInfoProperties":[{"key":"value","value":"Name"},{"key":"layerName","value":"Layer"}],"layout":{"visibility":"none"},"legendOrder":308},
  {"id":"wbd-huc10","name":"HUC 10 Boundaries","type":"raster","source":"wbd-huc10","paint":{"raster-opacity":0.9},"drawOrder":21,"lreProperties":{"legendGroup":"Hydrology","layerGroup":"HUC 10 Boundaries","visibleOnLoadForGroups":["watershed-health","watershed-management"],"legendStyle":"single","legendCategories":[{"label":"HUC 10 Boundaries","icon":"#8c6d31"}],"networkMode":"online"},"popup":{"source":{"description":"Watershed Boundary Dataset (USGS, national map service)","url":"https://www.usgs.gov/national-hydrography/watershed-boundary-dataset"}},"getRasterFeatureInfoPayload":"https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/identify?geometry={lng},{lat}&geometryType=esriGeometryPoint&sr=4326&layers=all:5&tolerance=3&mapExtent={bbox}&imageDisplay={width},{height},96&returnGeometry=false&f=json","featuresField":"results","rasterFeatureInfoProperties":[{"key":"value","value":"Name"},{"key":"layerName","value":"Layer"}],"layout":{"visibility":"none"},"legendOrder":309},
  {"id":"wbd-huc12","name":"HUC 12 Boundaries","type":"raster","source":"wbd-huc12","paint":{"raster-opacity":0.9},"drawOrder":22,"lreProperties":{"legendGroup":"Hydrology","layerGroup":"HUC 12 Boundaries","visibleOnLoadForGroups":[],"legendStyle":"single","legendCategories":[{"label":"HUC 12 Boundaries","icon":"#a68a4b"}],"networkMode":"online"},"popup":{"source":{"description":"Watershed Boundary Dataset (USGS, national map service)","url":"https://www.usgs.gov/national-hydrography/watershed-boundary-dataset"}},"getRasterFeatureInfoPayload":"https://hydro.nationalmap.gov/arcgis/rest/services/wbd/MapServer/identify?geometry={lng},{lat}&geometryType=esriGeometryPoint&sr=4326&layers=all:6&tolerance=3&mapExtent={bbox}&imageDisplay={width},{height},96&returnGeometry=false&f=json","featuresField":"results","rasterFeatureInfoProperties":[{"key":"value","value":"Name"},{"key":"layerName","value":"Layer"}],"layout":{"visibility":"none"},"legendOrder":310},
  {"id":"nhd-flowlines","name":"Streams","type":"raster","source":"nhd-flowlines","paint":{"raster-opacity":0.9},"drawOrder":23,"lreProperties":{"legendGroup":"Hydrology","layerGroup":"Streams","visibleOnLoadForGroups":["watershed-health","watershed-management","agriculture-and-land","recreation","temperature-and-flow"],"legendStyle":"single","legendCategories":[{"label":"Streams","icon":"#2b7bb9"}],"networkMode":"online"},"popup":{"source":{"description":"National Hydrography Dataset flowlines (USGS, national map service)","url":"https://www.usgs.gov/national-hydrography/national-hydrography-dataset"}},"getRasterFeatureInfoPayload":"https://hydro.nationalmap.gov/arcgis/rest/services/nhd/MapServer/identify?geometry={lng},{lat}&geometryType=esriGeometryPoint&sr=4326&layers=all:1,2&tolerance=3&mapExtent={bbox}&imageDisplay={width},{height},96&returnGeometry=false&f=json","featuresField":"results","rasterFeatureInfoProperties":[{"key":"value","value":"Name"},{"key":"layerName","value":"Layer"}],"layout":{"visibility":"visible"},"legendOrder":311},
];

const OFFLINE_HYDROLOGY_LAYER_IDS: readonly string[] = ["huc8-fill", "huc8-line", "huc10-fill", "huc10-line", "huc12-fill", "huc12-line", "streams", "streams-labels"];

/**
 * Online, the HUC 8/10/12 and stream layers come from the national Watershed Boundary Dataset and NHD map
 * services; the demo's approximations of them stay for offline use. A layer's `lreProperties.networkMode` says
 * which mode it belongs to ('online' or 'offline'; without it, both), and the client shows only the layers of the
 * mode its basemap is in. A database whose catalog is still empty gets the whole catalog from the demo seed later,
 * so only a catalog that already holds layers is extended here.
 */
export class OnlineHydrologyLayers1765200000000 implements MigrationInterface {
  name = 'OnlineHydrologyLayers1765200000000';

  public async up(q: QueryRunner): Promise<void> {
    const [{ present }] = (await q.query(`SELECT EXISTS (SELECT 1 FROM map_layers) AS present`)) as { present: boolean }[];
    if (!present) return;
    await q.query(
      `INSERT INTO map_sources (id, definition, sort_order)
       SELECT s.id, s.definition, (SELECT coalesce(max(sort_order), 0) FROM map_sources) + s.position
         FROM jsonb_to_recordset($1::jsonb) AS s(id text, definition jsonb, position int)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(ONLINE_HYDROLOGY_SOURCES.map((s, i) => ({ ...s, position: i + 1 })))],
    );
    await q.query(
      `INSERT INTO map_layers (id, definition, draw_order, legend_order)
       SELECT l.definition ->> 'id', l.definition, (l.definition ->> 'drawOrder')::int, (l.definition ->> 'legendOrder')::int
         FROM jsonb_to_recordset($1::jsonb) AS l(definition jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(ONLINE_HYDROLOGY_LAYERS.map((definition) => ({ definition })))],
    );
    await q.query(
      `UPDATE map_layers SET definition = jsonb_set(definition, '{lreProperties,networkMode}', '"offline"')
        WHERE id = ANY($1::text[]) AND definition ? 'lreProperties'`,
      [OFFLINE_HYDROLOGY_LAYER_IDS],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM map_layers WHERE id = ANY($1::text[])`, [ONLINE_HYDROLOGY_LAYERS.map((l) => l.id)]);
    await q.query(`DELETE FROM map_sources WHERE id = ANY($1::text[])`, [ONLINE_HYDROLOGY_SOURCES.map((s) => s.id)]);
    await q.query(
      `UPDATE map_layers SET definition = definition #- '{lreProperties,networkMode}' WHERE id = ANY($1::text[])`,
      [OFFLINE_HYDROLOGY_LAYER_IDS],
    );
  }
}
