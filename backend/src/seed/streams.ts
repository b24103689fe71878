import { STREAMS } from '../reference/streams';
import type { SeedSql } from './seed-sql';

export async function insertStreams(sql: SeedSql): Promise<void> {
  await sql.run(
    `INSERT INTO streams (stream_ndx, stream_name, stream_kind, geom)
     SELECT s.ndx, s.name, s.kind, ST_SetSRID(ST_GeomFromGeoJSON(s.geometry), 4326)
       FROM jsonb_to_recordset($1::jsonb) AS s(ndx int, name text, kind text, geometry text)`,
    [JSON.stringify(STREAMS.map((s) => ({
      ndx: s.ndx, name: s.name, kind: s.kind, geometry: JSON.stringify({ type: 'LineString', coordinates: s.line }),
    })))],
  );
}
