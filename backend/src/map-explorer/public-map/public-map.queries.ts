import type { MapFilters, MapLayer, MapSource, MapSourceReference, MapWell } from '@portal/contracts';
import type { FeatureCollection } from 'geojson';
import type { DataSource } from 'typeorm';
import { isoInstant, localDate } from '../../database/sql-fragments';
import type { GazetteerCandidate } from './gazetteer';
import type { GeoJsonSourceId } from './geojson-sources';

// The public map's SQL: the catalog (sources, layers, filters, wells, data sources), the GeoJSON sources and the
// gazetteer. The answers that describe monitoring locations (the locations GeoJSON, the search list and the
// filters) share the fragments below, so the three agree on what a location's organizations, groups and flags are.

/**
 * CTE `location_lists`: per located location, its organization, parameter-group and data-source names as
 * JSON arrays (sorted, never null). Parameter groups come from the summary rollup, i.e. what the location
 * has results for, not what it was meant to measure.
 */
const LOCATION_LISTS_CTE = `
  location_lists AS (
    SELECT l.location_ndx,
           coalesce((SELECT json_agg(o.org_name ORDER BY o.org_name)
                       FROM location_organizations lo JOIN organizations o ON o.organization_ndx = lo.organization_ndx
                      WHERE lo.location_ndx = l.location_ndx), '[]'::json) AS organizations,
           coalesce((SELECT json_agg(DISTINCT g.parameter_group_name ORDER BY g.parameter_group_name)
                       FROM location_parameter_summary s
                       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                       JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
                      WHERE s.location_ndx = l.location_ndx), '[]'::json) AS parameter_groups,
           coalesce((SELECT json_agg(d.data_source ORDER BY d.data_source)
                       FROM location_data_sources ld JOIN data_sources d ON d.data_source_ndx = ld.data_source_ndx
                      WHERE ld.location_ndx = l.location_ndx), '[]'::json) AS sources
      FROM locations l
     WHERE l.geom IS NOT NULL)`;

/**
 * FROM-list item: a located location `l` (joined to `location_lists`, so the CTE must be in the statement) with
 * its lists `ll`, type `lt`, basin `b` and HUC10 and HUC12 boundaries `h10` and `h12`.
 */
const LOCATED_LOCATION = `locations l
    JOIN location_lists ll ON ll.location_ndx = l.location_ndx
    JOIN location_types lt ON lt.location_type_ndx = l.location_type_ndx
    LEFT JOIN basins b ON b.basin_ndx = l.basin_ndx
    LEFT JOIN huc_boundaries h10 ON h10.huc_code = l.huc10
    LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12`;

/**
 * Whether location `alias` has water-quality sample results (the map's is_wq_loc, the graph-mode filter): a
 * probe of the partial index on samples (migration MapLayers), never a read of telemetry.
 */
const hasSamples = (alias: string) =>
  `EXISTS (SELECT 1 FROM results r WHERE r.location_ndx = ${alias}.location_ndx AND r.result_kind = 'sample')`;

/**
 * Whether summary row `s` is a continuous record (daily values or telemetry) rather than occasional grab
 * samples: on average at least one value every other day over its period of record. The flow and temperature
 * graphs need such a record; a water-quality site's monthly temperature readings are not one.
 */
const isContinuous = (s: string) =>
  `(${s}.result_count >= 0.5 * (local_date(${s}.por_end) - local_date(${s}.por_start) + 1))`;

/** The parameters of a series (table data_viz_series_parameters), as an array expression. */
const seriesParameters = (series: 'flow' | 'water-temperature') =>
  `ARRAY(SELECT parameter_ndx FROM data_viz_series_parameters WHERE series = '${series}')`;

/** Wraps a query of (feature json, sort) rows into one FeatureCollection, built by PostgreSQL in one pass. */
const collection = (features: string) => `
  SELECT json_build_object('type', 'FeatureCollection',
                           'features', coalesce(json_agg(f.feature ORDER BY f.sort), '[]'::json)) AS collection
    FROM (${features}) f`;

const feature = (geometry: string, properties: string, id?: string) =>
  `json_build_object('type', 'Feature',${id ? ` 'id', ${id},` : ''} 'geometry', ST_AsGeoJSON(${geometry}, 6)::json,
                     'properties', json_build_object(${properties}))`;

const SQUARE_METERS_PER_SQUARE_MILE = 2_589_988.110336;
const METERS_PER_MILE = 1609.344;

/**
 * The monitoring locations with every property of MonitoringLocationProperties (contracts): one set-based
 * query over the locations, their lists and the summary rollup (never the results themselves, except the
 * index probe for samples).
 */
const LOCATIONS = collection(`
  WITH ${LOCATION_LISTS_CTE},
  series AS (
    SELECT s.location_ndx,
           min(s.por_start) AS por_start,
           max(s.por_end) AS por_end,
           sum(s.result_count)::integer AS recordcount,
           coalesce(bool_or(s.parameter_ndx = ANY (${seriesParameters('flow')}) AND ${isContinuous('s')}), false) AS has_flow_graph,
           coalesce(bool_or(s.parameter_ndx = ANY (${seriesParameters('flow')}) AND ${isContinuous('s')}
                            AND s.por_end - s.por_start >= interval '365 days'), false) AS has_flow_trends,
           coalesce(bool_or(s.parameter_ndx = ANY (${seriesParameters('water-temperature')}) AND ${isContinuous('s')}), false) AS has_temperature_graph,
           coalesce(bool_or(s.parameter_ndx = ANY (${seriesParameters('water-temperature')}) AND ${isContinuous('s')}
                            AND s.por_end - s.por_start >= interval '365 days'), false) AS has_temperature_trends,
           (array_agg(s.last_value ORDER BY s.por_end DESC)
              FILTER (WHERE s.parameter_ndx = ANY (${seriesParameters('flow')}) AND s.last_value IS NOT NULL))[1] AS last_flow,
           max(s.por_end) FILTER (WHERE s.parameter_ndx = ANY (${seriesParameters('flow')}) AND s.last_value IS NOT NULL) AS last_flow_at,
           (array_agg(round(s.last_value::numeric, 1)::text || ' ' || u.unit_display_name ORDER BY s.por_end DESC)
              FILTER (WHERE s.parameter_ndx = ANY (${seriesParameters('water-temperature')}) AND s.last_value IS NOT NULL))[1] AS last_temperature,
           max(s.por_end) FILTER (WHERE s.parameter_ndx = ANY (${seriesParameters('water-temperature')}) AND s.last_value IS NOT NULL) AS last_temperature_at
      FROM location_parameter_summary s
      JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
      JOIN units u ON u.unit_ndx = p.unit_ndx
     GROUP BY s.location_ndx),
  links AS (
    SELECT location_ndx, string_agg(label || ';' || url, ',' ORDER BY sort_order) AS locations_urls
      FROM location_urls GROUP BY location_ndx)
  SELECT ${feature('l.geom', `
           'ndx', l.location_ndx, 'location_ndx', l.location_ndx, 'location_id', l.location_id,
           'location_name', l.location_name, 'locationtype', lt.location_type_desc,
           'organizations', ll.organizations::text, 'parameter_groups', ll.parameter_groups::text, 'sources', ll.sources::text,
           'huc12', l.huc12, 'huc12_name', h12.huc_name, 'huc10_name', h10.huc_name, 'basin', b.basin_name,
           'latitude', ST_Y(l.geom), 'longitude', ST_X(l.geom),
           'latitude_dd', round(ST_Y(l.geom)::numeric, 5), 'longitude_dd', round(ST_X(l.geom)::numeric, 5),
           'conservancy_district_dist_name', l.conservancy_district_dist_name,
           'conservation_district_name', l.conservation_district_name,
           'is_wq_loc', ${hasSamples('l')},
           'has_flow_graph', coalesce(s.has_flow_graph, false), 'has_flow_trends', coalesce(s.has_flow_trends, false),
           'has_temperature_graph', coalesce(s.has_temperature_graph, false),
           'has_temperature_trends', coalesce(s.has_temperature_trends, false),
           'last_reported_flow', s.last_flow, 'last_reported_flow_timestamp', ${isoInstant('s.last_flow_at')},
           'last_reported_water_temperature_formatted', s.last_temperature,
           'last_reported_water_temperature_timestamp', ${isoInstant('s.last_temperature_at')},
           'public_flow_data_src_url', l.public_flow_data_src_url, 'public_temp_data_src_url', l.public_temp_data_src_url,
           'locations_urls', k.locations_urls,
           'por_start', ${localDate('s.por_start')}, 'por_end', ${localDate('s.por_end')},
           'recordcount', coalesce(s.recordcount, 0)`, 'l.location_ndx')} AS feature,
         l.location_ndx AS sort
    FROM ${LOCATED_LOCATION}
    LEFT JOIN series s ON s.location_ndx = l.location_ndx
    LEFT JOIN links k ON k.location_ndx = l.location_ndx`);

const hucBoundaries = (level: 8 | 10 | 12) => collection(`
  SELECT ${feature('h.geom', `
           'huc_code', h.huc_code, 'huc_name', h.huc_name, 'huc_level', h.huc_level, 'basin', b.basin_name,
           'area_sq_mi', round((ST_Area(h.geom::geography) / ${SQUARE_METERS_PER_SQUARE_MILE})::numeric, 1)`)} AS feature,
         h.huc_code AS sort
    FROM huc_boundaries h LEFT JOIN basins b ON b.basin_ndx = h.basin_ndx
   WHERE h.huc_level = ${level}`);

/** The basin as the union of its HUC8 sub-basins. */
const BASIN_OUTLINE = collection(`
  SELECT ${feature('u.geom', `'name', 'Basin outline', 'huc8_codes', u.codes,
           'area_sq_mi', round((ST_Area(u.geom::geography) / ${SQUARE_METERS_PER_SQUARE_MILE})::numeric, 1)`)} AS feature,
         1 AS sort
    FROM (SELECT ST_Union(geom) AS geom, string_agg(huc_code, ', ' ORDER BY huc_code) AS codes
            FROM huc_boundaries WHERE huc_level = 8) u
   WHERE u.geom IS NOT NULL`);

const STREAMS = collection(`
  SELECT ${feature('s.geom', `'stream_ndx', s.stream_ndx, 'stream_name', s.stream_name, 'stream_kind', s.stream_kind,
           'length_mi', round((ST_Length(s.geom::geography) / ${METERS_PER_MILE})::numeric, 1)`, 's.stream_ndx')} AS feature,
         s.stream_ndx AS sort
    FROM streams s`);

/** River calls with the fields the map's river-call popup shows (structure, WDID, source, call type, dates). */
const RIVER_CALLS = collection(`
  SELECT ${feature('c.geom', `
           'structure_name', c.structure_name, 'wdid', c.wdid, 'water_source', c.water_source, 'call_type', c.call_type,
           'date_set', ${isoInstant('c.date_set')}, 'admin_no', c.admin_no, 'appro_date', to_char(c.appro_date, 'YYYY-MM-DD'),
           'stream_mile', c.stream_mile, 'set_comments', c.set_comments, 'source_url', c.source_url`, 'c.river_call_ndx')} AS feature,
         c.river_call_ndx AS sort
    FROM river_calls c`);

const RECREATION_SITES = collection(`
  SELECT ${feature('r.geom', `'site_name', r.site_name, 'site_type', r.site_type, 'managing_agency', r.managing_agency,
           'description', r.description, 'url', r.url`, 'r.recreation_site_ndx')} AS feature,
         r.recreation_site_ndx AS sort
    FROM recreation_sites r`);

const PLACES = collection(`
  SELECT ${feature('p.geom', `'place_name', p.place_name, 'place_type', p.place_type, 'label_rank', p.label_rank`, 'p.place_ndx')} AS feature,
         p.place_ndx AS sort
    FROM gazetteer_places p`);

/** How far a sampling site's statistic speaks for its stream, up and down from the site. */
const LISTED_REACH_METERS = 5000;
/** A site farther than this from every stream line lists none. */
const SITE_TO_STREAM_METERS = 1500;
/** Samples in the window a statistic needs before it can list a stream. */
const MIN_SAMPLES = 8;

/**
 * Stream reaches listed by parameter: around each water-quality site whose statistic over the last five
 * years is beyond the parameter's benchmark (line 3; the 85th percentile, or the 15th where is_pctile15, and
 * below rather than above where low_is_bad), the site's nearest stream within 1.5 km is listed for 5 km either
 * way; reaches of one stream and parameter are merged. A simple screening view, not a regulatory list.
 */
const LISTED_STREAMS = collection(`
  WITH statistic AS (
    SELECT r.location_ndx, r.parameter_ndx, count(*) AS samples,
           percentile_cont(0.15) WITHIN GROUP (ORDER BY r.value) AS p15,
           percentile_cont(0.85) WITHIN GROUP (ORDER BY r.value) AS p85
      FROM results r
     WHERE r.result_kind = 'sample' AND r.value IS NOT NULL
       AND r.collect_timestamp >= now() - interval '5 years'
       AND r.parameter_ndx IN (SELECT parameter_ndx FROM benchmarks WHERE bmk_line3 IS NOT NULL)
     GROUP BY r.location_ndx, r.parameter_ndx
    HAVING count(*) >= ${MIN_SAMPLES}),
  exceeding AS (
    SELECT x.location_ndx, x.parameter_ndx, x.value AS statistic, b.bmk_line3 AS benchmark, b.low_is_bad, b.is_pctile15
      FROM statistic s
      JOIN benchmarks b ON b.parameter_ndx = s.parameter_ndx
      CROSS JOIN LATERAL (SELECT s.location_ndx, s.parameter_ndx,
                                 CASE WHEN b.is_pctile15 THEN s.p15 ELSE s.p85 END AS value) x
     WHERE CASE WHEN b.low_is_bad THEN x.value < b.bmk_line3 ELSE x.value > b.bmk_line3 END),
  -- Each site's nearest stream and reach, once per site however many parameters it lists.
  site_reach AS (
    SELECT DISTINCT ON (l.location_ndx) l.location_ndx, l.location_name, st.stream_ndx,
           ST_CollectionExtract(ST_Intersection(st.geom, ST_Buffer(l.geom::geography, ${LISTED_REACH_METERS})::geometry), 2) AS reach
      FROM locations l
      JOIN streams st ON ST_DWithin(st.geom::geography, l.geom::geography, ${SITE_TO_STREAM_METERS})
     WHERE l.location_ndx IN (SELECT location_ndx FROM exceeding)
     ORDER BY l.location_ndx, ST_Distance(st.geom::geography, l.geom::geography)),
  listed AS (
    SELECT sr.stream_ndx, e.parameter_ndx, ST_LineMerge(ST_Union(sr.reach)) AS geom,
           string_agg(sr.location_name, ', ' ORDER BY sr.location_name) AS locations,
           max(e.benchmark) AS benchmark, bool_or(e.low_is_bad) AS low_is_bad, bool_or(e.is_pctile15) AS is_pctile15,
           CASE WHEN bool_or(e.low_is_bad) THEN min(e.statistic) ELSE max(e.statistic) END AS worst
      FROM exceeding e
      JOIN site_reach sr ON sr.location_ndx = e.location_ndx
     WHERE NOT ST_IsEmpty(sr.reach)
     GROUP BY sr.stream_ndx, e.parameter_ndx)
  SELECT ${feature('x.geom', `
           'stream_name', st.stream_name, 'parameter_ndx', p.parameter_ndx, 'parameter', p.parameter_name,
           'parameter_abbrev', p.parameter_abbrev, 'units', u.unit_display_name,
           'benchmark', x.benchmark, 'statistic', round(x.worst::numeric, 3),
           'listing_basis', (CASE WHEN x.is_pctile15 THEN '15th' ELSE '85th' END) || ' percentile of the last 5 years '
                            || (CASE WHEN x.low_is_bad THEN 'below' ELSE 'above' END) || ' the benchmark',
           'sampling_locations', x.locations`)} AS feature,
         st.stream_name || ':' || p.parameter_name AS sort
    FROM listed x
    JOIN streams st ON st.stream_ndx = x.stream_ndx
    JOIN parameters p ON p.parameter_ndx = x.parameter_ndx
    JOIN units u ON u.unit_ndx = p.unit_ndx`);

const GEOJSON_QUERIES: Readonly<Record<GeoJsonSourceId, { sql: string; params?: unknown[] }>> = {
  locations: { sql: LOCATIONS },
  'basin-outline': { sql: BASIN_OUTLINE },
  huc8: { sql: hucBoundaries(8) },
  huc10: { sql: hucBoundaries(10) },
  huc12: { sql: hucBoundaries(12) },
  streams: { sql: STREAMS },
  'river-calls': { sql: RIVER_CALLS },
  'recreation-sites': { sql: RECREATION_SITES },
  'listed-streams': { sql: LISTED_STREAMS },
  places: { sql: PLACES },
};

/** One GeoJSON source as a FeatureCollection, built by PostgreSQL. */
export function getPublicMapGeojsonBySourceIdQuery(db: DataSource, id: GeoJsonSourceId): Promise<FeatureCollection> {
  const { sql, params } = GEOJSON_QUERIES[id];
  return db.transaction(async (manager) => {
    // Geography functions make the planner's cost estimates large enough to trigger LLVM JIT, whose
    // compilation takes far longer (over half a second) than running these queries over a few rows.
    await manager.query(`SET LOCAL jit = off`);
    const [row] = (await manager.query(sql, params ?? [])) as { collection: FeatureCollection }[];
    return row.collection;
  });
}

export const getPublicMapSourcesQuery = (db: DataSource): Promise<MapSource[]> =>
  db.query(`SELECT id, definition FROM map_sources ORDER BY sort_order, id`);

/** Every layer as stored, bottom first: the client adds them in this order. */
export async function getPublicMapLayersQuery(db: DataSource): Promise<MapLayer[]> {
  const rows = (await db.query(`SELECT definition FROM map_layers ORDER BY draw_order, id`)) as { definition: MapLayer }[];
  return rows.map((r) => r.definition);
}

/**
 * Options of the filter bar, each limited to what located locations actually use. Location types and
 * organizations are matched against the locations GeoJSON's `locationtype` and `organizations` text by
 * name, so their value is the name; parameter groups are addressed by index.
 */
export async function getPublicMapFiltersQuery(db: DataSource): Promise<MapFilters> {
  const [row] = (await db.query(`
    SELECT json_build_object(
      'locationTypes', coalesce((
        SELECT json_agg(json_build_object('value', t.location_type_desc, 'display', t.location_type_desc, 'color', t.color)
                        ORDER BY t.location_type_desc)
          FROM location_types t
         WHERE EXISTS (SELECT 1 FROM locations l WHERE l.location_type_ndx = t.location_type_ndx AND l.geom IS NOT NULL)), '[]'::json),
      'organizations', coalesce((
        SELECT json_agg(json_build_object('value', o.org_name, 'display', o.org_name) ORDER BY o.org_name)
          FROM organizations o
         WHERE EXISTS (SELECT 1 FROM location_organizations lo JOIN locations l ON l.location_ndx = lo.location_ndx
                        WHERE lo.organization_ndx = o.organization_ndx AND l.geom IS NOT NULL)), '[]'::json),
      'parameterGroups', coalesce((
        SELECT json_agg(json_build_object('value', g.parameter_group_ndx::text, 'display', g.parameter_group_name)
                        ORDER BY g.parameter_group_name)
          FROM parameter_groups g
         WHERE EXISTS (SELECT 1 FROM location_parameter_summary s JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                        WHERE p.parameter_group_ndx = g.parameter_group_ndx)), '[]'::json),
      'graphMode', coalesce((
        SELECT json_agg(l.location_ndx ORDER BY l.location_ndx)
          FROM locations l WHERE l.geom IS NOT NULL AND ${hasSamples('l')}), '[]'::json)
    ) AS filters`)) as { filters: MapFilters }[];
  return row.filters;
}

/** The Individual Locations Search list: located locations only, by name. */
export const getPublicMapWellsQuery = (db: DataSource): Promise<MapWell[]> =>
  db.query(`
    WITH ${LOCATION_LISTS_CTE}
    SELECT l.location_ndx, l.location_name, l.location_id, lt.location_type_desc AS locationtype,
           json_build_object('type', 'Point', 'coordinates', json_build_array(ST_X(l.geom), ST_Y(l.geom))) AS location_geometry,
           ll.parameter_groups, l.huc8, l.huc10, h10.huc_name AS huc10_name, l.huc12, h12.huc_name AS huc12_name,
           b.basin_name AS basin, ll.organizations, ll.sources
      FROM ${LOCATED_LOCATION}
     ORDER BY l.location_name, l.location_ndx`);

/** The Data Sources table: every data source with its link and data types. */
export const getPublicMapMapSourceReferencesQuery = (db: DataSource): Promise<MapSourceReference[]> =>
  db.query(`SELECT data_source, data_source_url, data_types FROM data_sources ORDER BY data_source`);

interface CandidateRow {
  id: string;
  name: string;
  type: GazetteerCandidate['type'];
  lng: number;
  lat: number;
  bbox: [number, number, number, number] | null;
  code: string | null;
}

/**
 * Gazetteer candidates: places and located monitoring locations whose name contains every token (lower-case
 * words of the query), or whose id starts with the normalized query. The service ranks them.
 */
export const getPublicMapPlacesQuery = (db: DataSource, tokens: string[], normalizedQuery: string): Promise<CandidateRow[]> =>
  db.query(
    `WITH candidate AS (
       SELECT 'place-' || p.place_ndx AS id, p.place_name AS name, p.place_type AS type,
              ST_X(p.geom) AS lng, ST_Y(p.geom) AS lat,
              CASE WHEN p.extent IS NOT NULL
                   THEN json_build_array(ST_XMin(p.extent), ST_YMin(p.extent), ST_XMax(p.extent), ST_YMax(p.extent)) END AS bbox,
              NULL::text AS code
         FROM gazetteer_places p
       UNION ALL
       SELECT 'location-' || l.location_ndx, l.location_name, 'location', ST_X(l.geom), ST_Y(l.geom), NULL, l.location_id
         FROM locations l
        WHERE l.geom IS NOT NULL)
     SELECT * FROM candidate c
      WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) t WHERE strpos(lower(c.name), t) = 0)
         OR strpos(lower(c.code), $2) = 1`,
    [tokens, normalizedQuery],
  );
