import { climateSql } from './climate';
import type { SeedClock } from './clock';
import { PARAM, unitOf } from '../reference/reference-data';
import { Params, type SeedSql } from './seed-sql';
import { round, smoothstep, softFloor, wave } from './sql-math';
import { type TimeGrid, timeContextSql } from './time-series';

// Temperature profiles of Stagecoach Reservoir (location 657) for the Temperature Profiles heat map: daily
// profiles over the last two open-water seasons (Apr 1 - Nov 15, the screen's default season) and hourly
// profiles over the last 30 days, at depths 0-80 ft every 5 ft. Daily profiles stop where the hourly ones
// begin, so a day never has both.

const PROFILE_LOCATION = 657;
const HOURLY_DAYS = 30;

/** The seasons the daily profiles cover: this year's once April has begun, and the one before. */
function seasonGrids(clock: SeedClock): TimeGrid[] {
  const year = Number(clock.today.slice(0, 4));
  const latest = clock.today >= `${year}-04-01` ? year : year - 1;
  return [latest - 1, latest].flatMap((y): TimeGrid[] => {
    const last = `${y}-11-15` < clock.yesterday ? `${y}-11-15` : clock.yesterday;
    return last >= `${y}-04-01` ? [{ step: 'day', first: `${y}-04-01`, last }] : [];
  });
}

export async function insertTemperatureProfiles(sql: SeedSql, clock: SeedClock): Promise<number> {
  const p = new Params();
  const hourlyLast = Date.parse(clock.lastHour);
  const hourly: TimeGrid = {
    step: 'hour', first: new Date(hourlyLast - HOURLY_DAYS * 86_400_000 + 3_600_000).toISOString(), last: clock.lastHour,
  };
  const hourlyFirst = p.add(hourly.first);
  // diurnal: 0 for daily means, 1 for hourly readings (the surface warms in the afternoon).
  const grids = [
    ...seasonGrids(clock).map((g) => `SELECT c.*, 0.0::float8 AS diurnal FROM (${timeContextSql(g, p)}) AS c
                                        WHERE c.day < local_date(${hourlyFirst}::timestamptz)`),
    `SELECT c.*, 1.0::float8 AS diurnal FROM (${timeContextSql(hourly, p)}) AS c`,
  ];
  const climate = climateSql(p);
  // Summer stratification: a warm surface layer over a cold hypolimnion that warms slowly through the season;
  // the thermocline deepens from ~12 to ~30 ft; once the surface cools to the bottom temperature the column
  // turns over and is isothermal.
  const surface = softFloor(`50 + 18 * cos(2 * pi() * (t.doy - 205) / 365.25) + ${climate.temperatureAnomaly('t.yr')}
    + 1.2 * ${wave('t.dn', 7.7, '0.4')}`, '34');
  const bottom = `39.5 + 7 * ${smoothstep('(t.doy - 110) / 190')}`;
  const thermocline = `12 + 18 * ${smoothstep('(t.doy - 140) / 120')}`;
  const value = `CASE WHEN v.surface > v.bottom
                      THEN v.bottom + (v.surface - v.bottom) / (1 + exp((d.z - v.thermocline) / 5))
                      ELSE v.surface END
                 + t.diurnal * 0.6 * sin(2 * pi() * (t.hour - 9) / 24) * exp(-d.z / 8)`;
  const statement = `
    WITH t AS MATERIALIZED (${grids.join(' UNION ALL ')})
    INSERT INTO profile_results (location_ndx, parameter_ndx, collect_timestamp, collect_depth, value, unit_ndx)
    SELECT ${p.add(PROFILE_LOCATION)}, ${p.add(PARAM.waterTemperature)}, t.ts, d.z, ${round(value, 2)},
           ${p.add(unitOf(PARAM.waterTemperature))}
      FROM t
     CROSS JOIN LATERAL (SELECT ${surface} AS surface, ${bottom} AS bottom, ${thermocline} AS thermocline) AS v
     CROSS JOIN (SELECT g.z::float8 AS z FROM generate_series(0, 80, 5) AS g(z)) AS d`;
  const n = await sql.run(statement, p.values);
  sql.step(`  temperature profiles: ${n.toLocaleString('en-US')} profile readings`);
  return n;
}
