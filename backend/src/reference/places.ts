// The basin's towns and reservoirs (approximate public coordinates): the demo seed loads them as map labels and
// gazetteer places, and the land-cover raster draws them as developed land and open water.

interface GazetteerPlace {
  ndx: number;
  name: string;
  type: 'place' | 'reservoir';
  /** 1: labelled first (the two largest towns), 3: labelled last. */
  rank: 1 | 2 | 3;
  lon: number;
  lat: number;
  /** Reservoirs: half the width and height of their extent in degrees. */
  halfExtent?: readonly [number, number];
}

export const TOWNS_AND_RESERVOIRS: readonly GazetteerPlace[] = [
  { ndx: 1, name: 'Steamboat Springs', type: 'place', rank: 1, lon: -106.8317, lat: 40.485 },
  { ndx: 2, name: 'Craig', type: 'place', rank: 1, lon: -107.5464, lat: 40.5153 },
  { ndx: 3, name: 'Hayden', type: 'place', rank: 2, lon: -107.2573, lat: 40.4953 },
  { ndx: 4, name: 'Oak Creek', type: 'place', rank: 2, lon: -106.9578, lat: 40.275 },
  { ndx: 5, name: 'Yampa', type: 'place', rank: 2, lon: -106.9081, lat: 40.1519 },
  { ndx: 6, name: 'Phippsburg', type: 'place', rank: 3, lon: -106.9395, lat: 40.233 },
  { ndx: 7, name: 'Clark', type: 'place', rank: 3, lon: -106.9186, lat: 40.7083 },
  { ndx: 8, name: 'Maybell', type: 'place', rank: 2, lon: -108.0887, lat: 40.5183 },
  { ndx: 9, name: 'Baggs, WY', type: 'place', rank: 2, lon: -107.6573, lat: 41.0386 },
  { ndx: 10, name: 'Dixon, WY', type: 'place', rank: 3, lon: -107.5342, lat: 41.0344 },
  { ndx: 11, name: 'Slater', type: 'place', rank: 3, lon: -107.384, lat: 40.999 },
  { ndx: 12, name: 'Toponas', type: 'place', rank: 3, lon: -106.805, lat: 40.061 },
  { ndx: 13, name: 'Milner', type: 'place', rank: 3, lon: -107.0145, lat: 40.4808 },
  { ndx: 14, name: 'Stagecoach', type: 'place', rank: 3, lon: -106.8473, lat: 40.2836 },
  { ndx: 15, name: 'Hahns Peak Village', type: 'place', rank: 3, lon: -106.9506, lat: 40.8103 },
  { ndx: 16, name: 'Hamilton', type: 'place', rank: 3, lon: -107.6123, lat: 40.3675 },
  { ndx: 17, name: 'Savery, WY', type: 'place', rank: 3, lon: -107.4317, lat: 41.0319 },
  { ndx: 31, name: 'Stagecoach Reservoir', type: 'reservoir', rank: 2, lon: -106.859, lat: 40.28, halfExtent: [0.03, 0.012] },
  { ndx: 32, name: 'Yamcolo Reservoir', type: 'reservoir', rank: 3, lon: -107.0331, lat: 40.0536, halfExtent: [0.012, 0.008] },
  { ndx: 33, name: 'Elkhead Reservoir', type: 'reservoir', rank: 2, lon: -107.387, lat: 40.56, halfExtent: [0.025, 0.015] },
  { ndx: 34, name: 'Steamboat Lake', type: 'reservoir', rank: 2, lon: -106.956, lat: 40.8, halfExtent: [0.018, 0.012] },
  { ndx: 35, name: 'Pearl Lake', type: 'reservoir', rank: 3, lon: -106.888, lat: 40.787, halfExtent: [0.008, 0.006] },
  { ndx: 36, name: 'Lake Catamount', type: 'reservoir', rank: 3, lon: -106.79, lat: 40.368, halfExtent: [0.01, 0.008] },
];
