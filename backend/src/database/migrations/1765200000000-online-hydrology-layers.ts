import { MigrationInterface, QueryRunner } from 'typeorm';
import { OFFLINE_HYDROLOGY_LAYER_IDS, ONLINE_HYDROLOGY_LAYERS, ONLINE_HYDROLOGY_SOURCES } from '../../seed/map-layers';

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
