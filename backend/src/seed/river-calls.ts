import type { SeedClock } from './clock';
import type { SeedSql } from './seed-sql';

// River calls in the Colorado DWR style (Water Division 6): the calling structure, its WDID (water district
// + structure number), the source, when the call was set and the priority (appropriation date and its
// administration number). Structures are representative, not a record of real calls; `daysAgo` anchors
// date_set to the seeding date so the layer always shows recent calls.

interface RiverCall {
  structure: string; wdid: string; source: string; callType: string; appropriated: string; daysAgo: number;
  streamMile: number; comment: string; lon: number; lat: number;
}

const RIVER_CALLS: readonly RiverCall[] = [
  { structure: 'MAYBELL CANAL', wdid: '5600563', source: 'YAMPA RIVER', callType: 'Priority Call', appropriated: '1888-06-04', daysAgo: 12, streamMile: 61.2,
    comment: 'Senior irrigation call at the Maybell headgate during late-season low flows.', lon: -108.04, lat: 40.51 },
  { structure: 'BEAR RIVER DITCH', wdid: '5700512', source: 'BEAR RIVER', callType: 'Priority Call', appropriated: '1890-07-01', daysAgo: 20, streamMile: 8.4,
    comment: 'Call placed below Yamcolo Reservoir; reservoir releases made to satisfy it.', lon: -106.99, lat: 40.08 },
  { structure: 'STAGECOACH RESERVOIR', wdid: '5803850', source: 'YAMPA RIVER', callType: 'Administrative Call', appropriated: '1980-03-12', daysAgo: 5, streamMile: 142.7,
    comment: 'Storage administered for the district; release schedule coordinated with the water commissioner.', lon: -106.83, lat: 40.29 },
  { structure: 'WALTON CREEK DITCH', wdid: '5800697', source: 'WALTON CREEK', callType: 'Priority Call', appropriated: '1895-05-15', daysAgo: 33, streamMile: 2.1,
    comment: 'Tributary call; juniors upstream on Walton Creek curtailed.', lon: -106.79, lat: 40.43 },
  { structure: 'FISH CREEK MUNICIPAL INTAKE', wdid: '5800915', source: 'FISH CREEK', callType: 'Priority Call', appropriated: '1907-09-20', daysAgo: 41, streamMile: 3.5,
    comment: 'Municipal supply call for the City of Steamboat Springs.', lon: -106.78, lat: 40.48 },
  { structure: 'ELK RIVER DITCH', wdid: '5800233', source: 'ELK RIVER', callType: 'Priority Call', appropriated: '1889-04-10', daysAgo: 26, streamMile: 11.8,
    comment: 'Irrigation call on the lower Elk River.', lon: -106.96, lat: 40.58 },
  { structure: 'TROUT CREEK DITCH', wdid: '5700744', source: 'TROUT CREEK', callType: 'Priority Call', appropriated: '1893-06-02', daysAgo: 17, streamMile: 4.0,
    comment: 'Tributary call during the August recession.', lon: -107.06, lat: 40.42 },
  { structure: 'PAGODA DITCH', wdid: '4400618', source: 'WILLIAMS FORK RIVER', callType: 'Priority Call', appropriated: '1901-08-14', daysAgo: 9, streamMile: 6.3,
    comment: 'Williams Fork irrigation call.', lon: -107.6, lat: 40.35 },
  { structure: 'ELKHEAD RESERVOIR', wdid: '4403902', source: 'ELKHEAD CREEK', callType: 'Administrative Call', appropriated: '1974-02-26', daysAgo: 3, streamMile: 5.2,
    comment: 'Releases for endangered-fish flows administered past junior diverters.', lon: -107.39, lat: 40.55 },
  { structure: 'SLATER DITCH', wdid: '5500421', source: 'SLATER FORK', callType: 'Priority Call', appropriated: '1886-05-28', daysAgo: 48, streamMile: 1.7,
    comment: 'Little Snake tributary call.', lon: -107.39, lat: 40.96 },
  { structure: 'YAMPA RIVER MAINSTEM', wdid: '4400000', source: 'YAMPA RIVER', callType: 'Free River', appropriated: '1880-01-01', daysAgo: 60, streamMile: 90.0,
    comment: 'Free river declared after the summer rains; no priority administration in effect.', lon: -107.55, lat: 40.5 },
];

/** Colorado's administration number: days from Dec 31, 1849 to the appropriation date. */
function administrationNumber(appropriated: string): string {
  const days = (Date.parse(`${appropriated}T00:00:00Z`) - Date.UTC(1849, 11, 31)) / 86_400_000;
  return `${days}.00000`;
}

export async function insertRiverCalls(sql: SeedSql, clock: SeedClock): Promise<void> {
  await sql.run(
    `INSERT INTO river_calls (river_call_ndx, structure_name, wdid, water_source, call_type, date_set, admin_no,
                              appro_date, stream_mile, set_comments, source_url, geom)
     SELECT r.ndx, r.structure, r.wdid, r.source, r.call_type,
            date_trunc('hour', $2::timestamptz - make_interval(days => r.days_ago)), r.admin_no,
            r.appropriated, r.stream_mile, r.comment,
            'https://dwr.state.co.us/Tools/Structures/' || r.wdid, ST_SetSRID(ST_MakePoint(r.lon, r.lat), 4326)
       FROM jsonb_to_recordset($1::jsonb) AS r(ndx int, structure text, wdid text, source text, call_type text,
            days_ago int, admin_no text, appropriated date, stream_mile float8, comment text, lon float8, lat float8)`,
    [
      JSON.stringify(RIVER_CALLS.map((c, i) => ({
        ndx: i + 1, structure: c.structure, wdid: c.wdid, source: c.source, call_type: c.callType, days_ago: c.daysAgo,
        admin_no: administrationNumber(c.appropriated), appropriated: c.appropriated, stream_mile: c.streamMile,
        comment: c.comment, lon: c.lon, lat: c.lat,
      }))),
      clock.now,
    ],
  );
}
