import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/** The map explorer's legend groups; MapLegendGroup in libs/contracts lists the same. */
const LEGEND_GROUPS = [
  'Monitoring Data', 'Basemap', 'Hydrology', 'River Administration', 'Water Quality', 'Listed Streams by Parameter',
  'Land Cover/Land Use', 'Historical Land Cover/Land Use', 'Recreation', 'Temperature & Flow',
];

/** The new tables; their answers are served from the versioned cache, so every write must bump it. */
const TABLES = ['map_sources', 'map_layers', 'streams', 'recreation_sites', 'gazetteer_places'];

/**
 * Existing tables the map's answers read that the DataChangeSequence migration does not watch (river calls,
 * location links, benchmarks). Their triggers carry a suffix of their own so that another feature watching the
 * same table under the conventional name cannot collide with these, and down() removes only ours.
 */
const BORROWED = ['river_calls', 'location_urls', 'benchmarks'];
const BORROWED_SUFFIX = 'bump_data_change_seq_for_map';

/**
 * The map explorer's catalog: sources and layers as the style-spec
 * JSON the client adds to MapLibre, kept as data so a deployment can change them without a release; and the
 * geography the map draws that the core model lacks: stream lines, recreation sites and the gazetteer's towns
 * and reservoirs.
 */
export class MapLayers1764100000000 implements MigrationInterface {
  name = 'MapLayers1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE map_sources (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object' AND definition ? 'type'),
        sort_order integer NOT NULL DEFAULT 0
      )`);
    // definition is the whole MapLayer of libs/contracts; the columns repeat what the database must enforce
    // or sort by. source_id is generated from the definition so that a layer can never name a missing source.
    await q.query(`
      CREATE TABLE map_layers (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
        draw_order integer NOT NULL,
        legend_order integer NOT NULL,
        source_id text GENERATED ALWAYS AS (definition ->> 'source') STORED NOT NULL REFERENCES map_sources(id),
        CHECK (definition ->> 'id' = id),
        CHECK ((definition ->> 'drawOrder')::integer = draw_order),
        CHECK ((definition ->> 'legendOrder')::integer = legend_order),
        CHECK (definition -> 'layout' ->> 'visibility' IN ('visible', 'none')),
        CHECK (definition -> 'lreProperties' ->> 'legendGroup' IN (${LEGEND_GROUPS.map((g) => `'${g}'`).join(', ')}))
      )`);
    await q.query(`CREATE INDEX map_layers_draw_order_idx ON map_layers (draw_order, id)`);

    await q.query(`
      CREATE TABLE streams (
        stream_ndx integer PRIMARY KEY,
        stream_name text NOT NULL,
        stream_kind text NOT NULL CHECK (stream_kind IN ('river', 'creek')),
        geom geometry(LineString, 4326) NOT NULL
      )`);
    await q.query(`CREATE INDEX streams_geom_idx ON streams USING gist (geom)`);
    await q.query(`
      CREATE TABLE recreation_sites (
        recreation_site_ndx integer PRIMARY KEY,
        site_name text NOT NULL UNIQUE,
        site_type text NOT NULL CHECK (site_type IN ('Boat Ramp', 'Fishing Access', 'Campground')),
        managing_agency text NOT NULL,
        description text,
        url text CHECK (url ~ '^https://'),
        geom geometry(Point, 4326) NOT NULL
      )`);
    // Towns and reservoirs the Address/Coords Search finds besides monitoring locations; `label_rank` orders
    // map labels (1 shows first). A reservoir has an extent so the map can fit it.
    await q.query(`
      CREATE TABLE gazetteer_places (
        place_ndx integer PRIMARY KEY,
        place_name text NOT NULL UNIQUE,
        place_type text NOT NULL CHECK (place_type IN ('place', 'reservoir')),
        label_rank smallint NOT NULL DEFAULT 3 CHECK (label_rank BETWEEN 1 AND 3),
        geom geometry(Point, 4326) NOT NULL,
        extent geometry(Polygon, 4326)
      )`);

    // Which locations have water-quality samples (the map's is_wq_loc flag, the graph-mode filter and the
    // listed-stream statistics): samples are a small share of results, so this index stays small at 100
    // million results while answering those questions without reading telemetry.
    await q.query(`
      CREATE INDEX results_samples_idx ON results (location_ndx, parameter_ndx, collect_timestamp)
      WHERE result_kind = 'sample'`);

    await watchTables(q, TABLES);
    await watchTables(q, BORROWED, BORROWED_SUFFIX);
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, BORROWED, BORROWED_SUFFIX);
    await q.query(`DROP INDEX IF EXISTS results_samples_idx`);
    // Dropping a table drops its triggers; layers before the sources they reference.
    for (const table of ['gazetteer_places', 'recreation_sites', 'streams', 'map_layers', 'map_sources']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
