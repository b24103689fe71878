import { BASIN_OUTLINE, type LonLat } from '../reference/geography';
import type { SeedSql } from './seed-sql';

// Sub-area boundaries of the demo. Real HUC polygons are large public files we do not ship; instead the
// sixteen HUC10 sub-areas are drawn by PostGIS from a hand-placed set of anchor points: a Voronoi diagram of
// the anchors, cells merged per sub-area and clipped to a rough outline of the Yampa and Little Snake
// basins. That gives non-overlapping polygons that tile the basin, follow the rivers well enough for a map,
// and (because every location point is itself an anchor of its intended sub-area) contain their locations
// by construction. Codes and names follow the Watershed Boundary Dataset's pattern (HUC8 14050001 Upper
// Yampa, 14050002 Lower Yampa, 14050003 Little Snake); the shapes are approximations for demo use.

interface Huc8 { code: string; name: string; basinNdx: number }
const HUC8S: readonly Huc8[] = [
  { code: '14050001', name: 'Upper Yampa', basinNdx: 1 },
  { code: '14050002', name: 'Lower Yampa', basinNdx: 3 },
  { code: '14050003', name: 'Little Snake', basinNdx: 4 },
];

/** A HUC12 is one Voronoi cell of its anchor within its HUC10. */
interface Huc12 { suffix: string; name: string; anchor: LonLat }
interface Huc10 { code: string; name: string; basinNdx: number; huc12s: readonly Huc12[] }

/** The sixteen sub-areas (the comparison map colours them by these codes). */
const HUC10S: readonly Huc10[] = [
  { code: '1405000101', name: 'Headwaters Yampa River', basinNdx: 1, huc12s: [
    { suffix: '01', name: 'Upper Bear River', anchor: [-107.1, 40.04] },
    { suffix: '02', name: 'Yamcolo Reservoir-Bear River', anchor: [-106.98, 40.07] },
    { suffix: '03', name: 'Yampa River near Yampa', anchor: [-106.9, 40.16] },
  ] },
  { code: '1405000102', name: 'Stagecoach Reservoir-Yampa River', basinNdx: 1, huc12s: [
    { suffix: '01', name: 'Morrison Creek', anchor: [-106.76, 40.22] },
    { suffix: '02', name: 'Stagecoach Reservoir', anchor: [-106.87, 40.29] },
    { suffix: '03', name: 'Oak Creek', anchor: [-106.98, 40.3] },
  ] },
  { code: '1405000103', name: 'Fish Creek-Yampa River', basinNdx: 1, huc12s: [
    { suffix: '01', name: 'Walton Creek', anchor: [-106.74, 40.4] },
    { suffix: '02', name: 'Fish Creek', anchor: [-106.74, 40.49] },
    { suffix: '03', name: 'Soda Creek-Yampa River', anchor: [-106.84, 40.52] },
  ] },
  { code: '1405000104', name: 'Upper Elk River', basinNdx: 2, huc12s: [
    { suffix: '01', name: 'North Fork Elk River', anchor: [-106.86, 40.85] },
    { suffix: '02', name: 'Elk River near Clark', anchor: [-106.95, 40.72] },
  ] },
  { code: '1405000105', name: 'Lower Elk River', basinNdx: 2, huc12s: [
    { suffix: '01', name: 'Big Creek-Elk River', anchor: [-107.02, 40.62] },
    { suffix: '02', name: 'Elk River near Milner', anchor: [-106.96, 40.54] },
  ] },
  { code: '1405000106', name: 'Trout Creek-Yampa River', basinNdx: 1, huc12s: [
    { suffix: '01', name: 'Trout Creek', anchor: [-107.05, 40.38] },
    { suffix: '02', name: 'Dry Creek-Yampa River', anchor: [-107.26, 40.46] },
  ] },
  { code: '1405000107', name: 'Williams Fork', basinNdx: 5, huc12s: [
    { suffix: '01', name: 'East Fork Williams Fork', anchor: [-107.35, 40.15] },
    { suffix: '02', name: 'Lower Williams Fork', anchor: [-107.58, 40.32] },
  ] },
  { code: '1405000201', name: 'Elkhead Creek', basinNdx: 6, huc12s: [
    { suffix: '01', name: 'Upper Elkhead Creek', anchor: [-107.25, 40.72] },
    { suffix: '02', name: 'Elkhead Reservoir-Elkhead Creek', anchor: [-107.39, 40.59] },
  ] },
  { code: '1405000202', name: 'Fortification Creek-Yampa River', basinNdx: 3, huc12s: [
    { suffix: '01', name: 'Fortification Creek', anchor: [-107.58, 40.7] },
    { suffix: '02', name: 'Yampa River at Craig', anchor: [-107.52, 40.47] },
  ] },
  { code: '1405000203', name: 'Milk Creek', basinNdx: 3, huc12s: [
    { suffix: '01', name: 'Upper Milk Creek', anchor: [-107.72, 40.2] },
    { suffix: '02', name: 'Lower Milk Creek', anchor: [-107.88, 40.33] },
  ] },
  { code: '1405000204', name: 'Lay Creek-Yampa River', basinNdx: 3, huc12s: [
    { suffix: '01', name: 'Lay Creek', anchor: [-107.95, 40.62] },
    { suffix: '02', name: 'Yampa River near Maybell', anchor: [-108.05, 40.46] },
  ] },
  { code: '1405000205', name: 'Deerlodge Park-Yampa River', basinNdx: 3, huc12s: [
    { suffix: '01', name: 'Cross Mountain Canyon', anchor: [-108.3, 40.42] },
    { suffix: '02', name: 'Deerlodge Park', anchor: [-108.64, 40.44] },
  ] },
  { code: '1405000301', name: 'Upper Little Snake River', basinNdx: 4, huc12s: [
    { suffix: '01', name: 'Headwaters Little Snake River', anchor: [-107.0, 41.05] },
    { suffix: '02', name: 'Battle Creek', anchor: [-107.2, 41.15] },
  ] },
  { code: '1405000302', name: 'Slater Fork', basinNdx: 4, huc12s: [
    { suffix: '01', name: 'Upper Slater Fork', anchor: [-107.28, 40.85] },
    { suffix: '02', name: 'Lower Slater Fork', anchor: [-107.45, 40.92] },
  ] },
  { code: '1405000303', name: 'Savery Creek-Little Snake River', basinNdx: 4, huc12s: [
    { suffix: '01', name: 'Savery Creek', anchor: [-107.4, 41.25] },
    { suffix: '02', name: 'Little Snake River near Baggs', anchor: [-107.66, 41.1] },
  ] },
  { code: '1405000304', name: 'Lower Little Snake River', basinNdx: 4, huc12s: [
    { suffix: '01', name: 'Sand Wash-Little Snake River', anchor: [-108.05, 40.85] },
    { suffix: '02', name: 'Little Snake River near Lily', anchor: [-108.35, 40.66] },
  ] },
];

/** A point that shapes the sub-areas: a HUC12 anchor or a location that must fall in `huc10`. */
export interface SubAreaAnchor { huc10: string; lon: number; lat: number }

function outlineWkt(): string {
  return `POLYGON((${BASIN_OUTLINE.map(([lon, lat]) => `${lon} ${lat}`).join(', ')}))`;
}

/**
 * Draws the HUC10, HUC12 and HUC8 boundaries. `locationAnchors` are the fixed locations with the sub-area
 * each must lie in; they join the HUC12 anchors so that no boundary cuts between a location and its
 * sub-area.
 */
export async function insertSubAreas(sql: SeedSql, locationAnchors: readonly SubAreaAnchor[]): Promise<void> {
  const anchors: SubAreaAnchor[] = [
    ...HUC10S.flatMap((h) => h.huc12s.map((a) => ({ huc10: h.code, lon: a.anchor[0], lat: a.anchor[1] }))),
    ...locationAnchors,
  ];
  // HUC10: merge the Voronoi cells of each sub-area's anchors and clip to the basin outline. ST_Multi of
  // the polygonal part, because clipping can leave slivers of lower dimension where edges coincide.
  await sql.run(
    `WITH anchor AS (
       SELECT a.huc10, ST_SetSRID(ST_MakePoint(a.lon, a.lat), 4326) AS g
         FROM jsonb_to_recordset($1::jsonb) AS a(huc10 text, lon float8, lat float8)),
     outline AS (SELECT ST_GeomFromText($2, 4326) AS g),
     cell AS (
       SELECT (ST_Dump(ST_VoronoiPolygons(ST_Collect(anchor.g), 0,
                 (SELECT ST_Expand(g, 1.0) FROM outline)))).geom AS g
         FROM anchor)
     INSERT INTO huc_boundaries (huc_code, huc_level, huc_name, basin_ndx, geom)
     SELECT d.code, 10, d.name, d.basin_ndx,
            ST_Multi(ST_CollectionExtract(ST_Intersection(ST_Union(cell.g), (SELECT g FROM outline)), 3))
       FROM jsonb_to_recordset($3::jsonb) AS d(code text, name text, basin_ndx int)
       JOIN anchor ON anchor.huc10 = d.code
       JOIN cell ON ST_Contains(cell.g, anchor.g)
      GROUP BY d.code, d.name, d.basin_ndx`,
    [
      JSON.stringify(anchors),
      outlineWkt(),
      JSON.stringify(HUC10S.map((h) => ({ code: h.code, name: h.name, basin_ndx: h.basinNdx }))),
    ],
  );

  // HUC12: a Voronoi diagram of each HUC10's own HUC12 anchors, clipped to that HUC10, so the HUC12s of a
  // sub-area tile it exactly and every location has a HUC12.
  const huc12s = HUC10S.flatMap((h) =>
    h.huc12s.map((a) => ({ code: h.code + a.suffix, name: a.name, huc10: h.code, lon: a.anchor[0], lat: a.anchor[1] })),
  );
  await sql.run(
    `WITH h12 AS (
       SELECT d.code, d.name, d.huc10, ST_SetSRID(ST_MakePoint(d.lon, d.lat), 4326) AS g
         FROM jsonb_to_recordset($1::jsonb) AS d(code text, name text, huc10 text, lon float8, lat float8)),
     cell AS (
       SELECT p.huc_code AS huc10,
              (ST_Dump(ST_VoronoiPolygons(ST_Collect(h12.g), 0, ST_Expand(p.geom, 1.0)))).geom AS g
         FROM huc_boundaries p JOIN h12 ON h12.huc10 = p.huc_code
        WHERE p.huc_level = 10
        GROUP BY p.huc_code, p.geom)
     INSERT INTO huc_boundaries (huc_code, huc_level, huc_name, basin_ndx, geom)
     SELECT h12.code, 12, h12.name, p.basin_ndx,
            ST_Multi(ST_CollectionExtract(ST_Intersection(cell.g, p.geom), 3))
       FROM h12
       JOIN huc_boundaries p ON p.huc_code = h12.huc10
       JOIN cell ON cell.huc10 = h12.huc10 AND ST_Contains(cell.g, h12.g)`,
    [JSON.stringify(huc12s)],
  );

  await sql.run(
    `INSERT INTO huc_boundaries (huc_code, huc_level, huc_name, basin_ndx, geom)
     SELECT d.code, 8, d.name, d.basin_ndx, ST_Multi(ST_CollectionExtract(ST_Union(h.geom), 3))
       FROM jsonb_to_recordset($1::jsonb) AS d(code text, name text, basin_ndx int)
       JOIN huc_boundaries h ON h.huc_level = 10 AND left(h.huc_code, 8) = d.code
      GROUP BY d.code, d.name, d.basin_ndx`,
    [JSON.stringify(HUC8S.map((h) => ({ code: h.code, name: h.name, basin_ndx: h.basinNdx })))],
  );
}

/**
 * Gives every location its HUC codes, basin and district names from the polygon it lies in, so that the
 * attributes can never disagree with the map. Fails when a location lies outside every sub-area: that is a
 * mistake in the demo's coordinates, not something to paper over.
 */
export async function assignSubAreas(sql: SeedSql): Promise<void> {
  await sql.run(
    `UPDATE locations l
        SET huc10 = h.huc_code, huc8 = left(h.huc_code, 8), basin_ndx = h.basin_ndx
       FROM huc_boundaries h
      WHERE h.huc_level = 10 AND ST_Contains(h.geom, l.geom)`,
  );
  await sql.run(
    `UPDATE locations l SET huc12 = h.huc_code
       FROM huc_boundaries h
      WHERE h.huc_level = 12 AND ST_Contains(h.geom, l.geom)`,
  );
  // District names by where a location is: the Upper Yampa district covers the upper basin, the Wyoming part
  // of the Little Snake has its own conservation district.
  await sql.run(
    `UPDATE locations SET
        conservancy_district_dist_name = CASE WHEN huc8 = '14050001' THEN 'Upper Yampa Water Conservancy District' END,
        conservation_district_name = CASE
          WHEN huc8 = '14050001' THEN 'Routt County Conservation District'
          WHEN ST_Y(geom) >= 41.0 THEN 'Little Snake River Conservation District'
        END`,
  );
  const outside = await sql.rows<{ location_ndx: number }>(
    `SELECT location_ndx FROM locations WHERE geom IS NOT NULL AND (huc10 IS NULL OR huc12 IS NULL) ORDER BY 1`,
  );
  if (outside.length) {
    throw new Error(`Demo locations outside every sub-area: ${outside.map((r) => r.location_ndx).join(', ')}`);
  }
}
