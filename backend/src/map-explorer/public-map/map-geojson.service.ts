import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FeatureCollection } from 'geojson';
import { DataSource } from 'typeorm';
import { CachedAnswer, VersionedCache } from '../../common/versioned-cache';
import { FLOW_PARAMETERS, type GeoJsonSourceId, WATER_TEMPERATURE_PARAMETERS } from './geojson-sources';
import { LOCATION_LISTS_CTE, hasSamples, isContinuous, isoInstant, localDate } from './location-attributes.sql';

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
           coalesce(bool_or(s.parameter_ndx = ANY ($1::int[]) AND ${isContinuous('s')}), false) AS has_flow_graph,
           coalesce(bool_or(s.parameter_ndx = ANY ($1::int[]) AND ${isContinuous('s')}
                            AND s.por_end - s.por_start >= interval '365 days'), false) AS has_flow_trends,
           coalesce(bool_or(s.parameter_ndx = ANY ($2::int[]) AND ${isContinuous('s')}), false) AS has_temperature_graph,
           coalesce(bool_or(s.parameter_ndx = ANY ($2::int[]) AND ${isContinuous('s')}
                            AND s.por_end - s.por_start >= interval '365 days'), false) AS has_temperature_trends,
           (array_agg(s.last_value ORDER BY s.por_end DESC)
              FILTER (WHERE s.parameter_ndx = ANY ($1::int[]) AND s.last_value IS NOT NULL))[1] AS last_flow,
           max(s.por_end) FILTER (WHERE s.parameter_ndx = ANY ($1::int[]) AND s.last_value IS NOT NULL) AS last_flow_at,
           (array_agg(round(s.last_value::numeric, 1)::text || ' ' || u.unit_display_name ORDER BY s.por_end DESC)
              FILTER (WHERE s.parameter_ndx = ANY ($2::int[]) AND s.last_value IS NOT NULL))[1] AS last_temperature,
           max(s.por_end) FILTER (WHERE s.parameter_ndx = ANY ($2::int[]) AND s.last_value IS NOT NULL) AS last_temperature_at
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
    FROM locations l
    JOIN location_lists ll ON ll.location_ndx = l.location_ndx
    JOIN location_types lt ON lt.location_type_ndx = l.location_type_ndx
    LEFT JOIN series s ON s.location_ndx = l.location_ndx
    LEFT JOIN links k ON k.location_ndx = l.location_ndx
    LEFT JOIN basins b ON b.basin_ndx = l.basin_ndx
    LEFT JOIN huc_boundaries h10 ON h10.huc_code = l.huc10
    LEFT JOIN huc_boundaries h12 ON h12.huc_code = l.huc12`);

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

/** River calls with the fields of map-explorer.md §3 "River call feature". */
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

const QUERIES: Readonly<Record<GeoJsonSourceId, { sql: string; params?: unknown[] }>> = {
  locations: { sql: LOCATIONS, params: [FLOW_PARAMETERS, WATER_TEMPERATURE_PARAMETERS] },
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

/** The portal's own GeoJSON sources (map layers and offline basemaps), each one query, cached until data changes. */
@Injectable()
export class MapGeoJsonService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: VersionedCache,
  ) {}

  collectionCached(id: GeoJsonSourceId): Promise<CachedAnswer> {
    return this.cache.get(`public-map-geojson-${id}`, () => this.collection(id));
  }

  async collection(id: GeoJsonSourceId): Promise<FeatureCollection> {
    const { sql, params } = QUERIES[id];
    return this.dataSource.transaction(async (manager) => {
      // Geography functions make the planner's cost estimates large enough to trigger LLVM JIT, whose
      // compilation takes far longer (over half a second) than running these queries over a few rows.
      await manager.query(`SET LOCAL jit = off`);
      const [row] = (await manager.query(sql, params ?? [])) as { collection: FeatureCollection }[];
      return row.collection;
    });
  }
}
