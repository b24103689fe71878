import type { SeedSql } from './seed-sql';

// Real places of the basin for the map: towns and reservoirs (labels and the Address/Coords Search) and
// recreation sites (the Recreation layer). Coordinates are approximate public ones; recreation sites are a
// small hand-made list near real parks and wildlife areas, not an inventory (their popup says so).

export interface GazetteerPlace {
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

export type RecreationSiteType = 'Boat Ramp' | 'Fishing Access' | 'Campground';

export interface RecreationSite {
  ndx: number; name: string; type: RecreationSiteType; agency: string; url: string | null; lon: number; lat: number;
}

const CPW = 'Colorado Parks and Wildlife';
const CPW_STAGECOACH = 'https://cpw.state.co.us/placestogo/parks/Stagecoach';
const CPW_STEAMBOAT_LAKE = 'https://cpw.state.co.us/placestogo/parks/SteamboatLake';
const CPW_YAMPA_RIVER = 'https://cpw.state.co.us/placestogo/parks/YampaRiver';

export const RECREATION_SITES: readonly RecreationSite[] = [
  { ndx: 1, name: 'Stagecoach State Park - Morrison Cove Boat Ramp', type: 'Boat Ramp', agency: CPW, url: CPW_STAGECOACH, lon: -106.862, lat: 40.272 },
  { ndx: 2, name: 'Stagecoach State Park - Junction City Campground', type: 'Campground', agency: CPW, url: CPW_STAGECOACH, lon: -106.87, lat: 40.284 },
  { ndx: 3, name: 'Sarvis Creek State Wildlife Area', type: 'Fishing Access', agency: CPW, url: null, lon: -106.82, lat: 40.32 },
  { ndx: 4, name: 'Lake Catamount Fishing Access', type: 'Fishing Access', agency: 'Lake Catamount Ranch', url: null, lon: -106.792, lat: 40.372 },
  { ndx: 5, name: 'Chuck Lewis State Wildlife Area', type: 'Fishing Access', agency: CPW, url: null, lon: -106.84, lat: 40.455 },
  { ndx: 6, name: 'Steamboat Lake State Park Marina', type: 'Boat Ramp', agency: CPW, url: CPW_STEAMBOAT_LAKE, lon: -106.95, lat: 40.803 },
  { ndx: 7, name: 'Pearl Lake State Park Campground', type: 'Campground', agency: CPW, url: 'https://cpw.state.co.us/placestogo/parks/PearlLake', lon: -106.892, lat: 40.789 },
  { ndx: 8, name: 'Yamcolo Reservoir Campground', type: 'Campground', agency: 'U.S. Forest Service', url: null, lon: -107.037, lat: 40.049 },
  { ndx: 9, name: 'Yampa River State Park Headquarters Campground', type: 'Campground', agency: CPW, url: CPW_YAMPA_RIVER, lon: -107.22, lat: 40.488 },
  { ndx: 10, name: 'Elkhead Reservoir Boat Ramp', type: 'Boat Ramp', agency: CPW, url: CPW_YAMPA_RIVER, lon: -107.375, lat: 40.568 },
  { ndx: 11, name: 'Loudy-Simpson Park River Access', type: 'Fishing Access', agency: 'City of Craig', url: null, lon: -107.535, lat: 40.499 },
  { ndx: 12, name: 'Maybell Bridge Boat Ramp', type: 'Boat Ramp', agency: CPW, url: CPW_YAMPA_RIVER, lon: -108.03, lat: 40.505 },
  { ndx: 13, name: 'Deerlodge Park Boat Ramp and Campground', type: 'Boat Ramp', agency: 'National Park Service', url: 'https://www.nps.gov/dino/', lon: -108.52, lat: 40.451 },
  { ndx: 14, name: 'Christina State Wildlife Area', type: 'Fishing Access', agency: CPW, url: null, lon: -106.958, lat: 40.575 },
];

export async function insertPlaces(sql: SeedSql): Promise<void> {
  await sql.run(
    `INSERT INTO gazetteer_places (place_ndx, place_name, place_type, label_rank, geom, extent)
     SELECT p.ndx, p.name, p.type, p.rank, ST_SetSRID(ST_MakePoint(p.lon, p.lat), 4326),
            CASE WHEN p.dx IS NOT NULL
                 THEN ST_MakeEnvelope(p.lon - p.dx, p.lat - p.dy, p.lon + p.dx, p.lat + p.dy, 4326) END
       FROM jsonb_to_recordset($1::jsonb) AS p(ndx int, name text, type text, rank int, lon float8, lat float8, dx float8, dy float8)`,
    [JSON.stringify(TOWNS_AND_RESERVOIRS.map((p) => ({
      ndx: p.ndx, name: p.name, type: p.type, rank: p.rank, lon: p.lon, lat: p.lat,
      dx: p.halfExtent?.[0] ?? null, dy: p.halfExtent?.[1] ?? null,
    })))],
  );
  await sql.run(
    `INSERT INTO recreation_sites (recreation_site_ndx, site_name, site_type, managing_agency, description, url, geom)
     SELECT r.ndx, r.name, r.type, r.agency,
            'Demo point near a real public site; check the managing agency for access and facilities.',
            r.url, ST_SetSRID(ST_MakePoint(r.lon, r.lat), 4326)
       FROM jsonb_to_recordset($1::jsonb) AS r(ndx int, name text, type text, agency text, url text, lon float8, lat float8)`,
    [JSON.stringify(RECREATION_SITES)],
  );
}
