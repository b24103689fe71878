import { TOWNS_AND_RESERVOIRS } from '../reference/places';
import type { SeedSql } from './seed-sql';

// Real places of the basin for the map: towns and reservoirs (labels and the Address/Coords Search) and
// recreation sites (the Recreation layer). Coordinates are approximate public ones; recreation sites are a
// small hand-made list near real parks and wildlife areas, not an inventory (their popup says so).

type RecreationSiteType = 'Boat Ramp' | 'Fishing Access' | 'Campground';

interface RecreationSite {
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
