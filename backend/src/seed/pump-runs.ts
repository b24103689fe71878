import { uniform } from './sql-math';
import type { SeedSql } from './seed-sql';

// The demo reservoirs' pump runs, as a pump controller logs them (the time-series dashboards' 'Hours Pumped'). Each
// local day has four six-hour slots; in each, a reservoir's pumps may run once, starting between one and three hours
// into the slot and running 20 to 150 minutes, so runs never overlap (the last ends by 23:30, before the next day's
// first can start at 01:00, even on a 23-hour day). They run most in the irrigation season and seldom in winter. The
// runs follow from the reservoir and the day alone, so the seed and the demo logger write the same ones.

/** How many days before today the seed's pump record starts: two years, the longest chart period. */
export const PUMP_RECORD_DAYS = 730;

const RESERVOIRS = ['yamcolo', 'stagecoach'] as const;
const KEY = `r.reservoir || d::date::text || s.slot::text`;

/**
 * Writes the runs that started from `firstDay` (yyyy-MM-dd, local) up to `until` (an instant), each ending by
 * `until` at the latest: a run still going then is lengthened by a later call. Answers the runs written.
 */
export function upsertDemoPumpRuns(sql: SeedSql, firstDay: string, until: string): Promise<number> {
  return sql.run(
    `INSERT INTO reservoir_pump_runs (reservoir, started_at, ended_at)
     SELECT reservoir, started_at, least(ended_at, $3::timestamptz)
       FROM (SELECT r.reservoir,
                    local_day_start(d::date) + (s.slot * 6 + 1 + 2 * ${uniform(`${KEY} || 'start'`)}) * interval '1 hour' AS started_at,
                    local_day_start(d::date) + (s.slot * 6 + 1 + 2 * ${uniform(`${KEY} || 'start'`)}) * interval '1 hour'
                      + (20 + 130 * ${uniform(`${KEY} || 'length'`)}) * interval '1 minute' AS ended_at
               FROM unnest($1::text[]) AS r(reservoir)
              CROSS JOIN generate_series($2::date, local_date($3::timestamptz), interval '1 day') AS d
              CROSS JOIN generate_series(0, 3) AS s(slot)
              WHERE ${uniform(`${KEY} || 'runs'`)} < CASE
                      WHEN extract(month FROM d) BETWEEN 5 AND 9 THEN 0.7
                      WHEN extract(month FROM d) IN (4, 10) THEN 0.35
                      ELSE 0.1 END) x
      WHERE started_at < $3::timestamptz
     ON CONFLICT (reservoir, started_at) DO UPDATE SET ended_at = EXCLUDED.ended_at
      WHERE reservoir_pump_runs.ended_at < EXCLUDED.ended_at`,
    [RESERVOIRS, firstDay, until],
  );
}
