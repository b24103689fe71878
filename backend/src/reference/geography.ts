// The basin's outline, shared by the demo seed (sub-area polygons are clipped to it) and the map's land-cover
// raster (transparent outside it). Runtime code reads reference data from here, never from seed/.

export type LonLat = readonly [number, number];

/** Rough outline of the Yampa River basin including the Little Snake (lon, lat; closed ring). */
export const BASIN_OUTLINE: readonly LonLat[] = [
  [-108.98, 40.5], [-108.9, 40.78], [-108.62, 41.0], [-108.2, 41.18], [-107.75, 41.36], [-107.25, 41.33],
  [-106.92, 41.12], [-106.78, 40.9], [-106.64, 40.62], [-106.62, 40.38], [-106.7, 40.18], [-106.82, 40.02],
  [-107.05, 39.95], [-107.3, 40.02], [-107.55, 40.1], [-107.85, 40.15], [-108.2, 40.22], [-108.55, 40.28],
  [-108.85, 40.36], [-108.98, 40.5],
];
