import type { SeedSql } from './seed-sql';
import type { TimeGrid } from './time-series';

// The demo is anchored to the database's "now" so it always looks current: daily records end yesterday
// (America/Denver), telemetry at the last whole quarter hour. Every value is a function of its own date,
// never of the seeding date, so two seeds agree wherever their windows overlap.

export interface SeedClock {
  /** Local (America/Denver) dates, YYYY-MM-DD. */
  today: string;
  yesterday: string;
  /** UTC ISO instants. */
  now: string;
  lastQuarterHour: string;
  lastHour: string;
}

export async function readClock(sql: SeedSql): Promise<SeedClock> {
  const [row] = await sql.rows<{ today: string; yesterday: string; now_epoch: string }>(
    `SELECT to_char(local_date(now()), 'YYYY-MM-DD') AS today,
            to_char(local_date(now()) - 1, 'YYYY-MM-DD') AS yesterday,
            extract(epoch FROM now())::text AS now_epoch`,
  );
  const nowMs = Math.floor(Number(row.now_epoch) * 1000);
  const floorTo = (ms: number) => new Date(Math.floor(nowMs / ms) * ms).toISOString();
  return {
    today: row.today,
    yesterday: row.yesterday,
    now: new Date(nowMs).toISOString(),
    lastQuarterHour: floorTo(15 * 60_000),
    lastHour: floorTo(3_600_000),
  };
}

export function waterYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 10 ? year + 1 : year;
}

/** About twelve water years of daily record: from Oct 1 twelve water years before yesterday's. */
export function dailyRecordStart(clock: SeedClock): string {
  return `${waterYearOf(clock.yesterday) - 13}-10-01`;
}

/** Long records reach back to water year 1991, the start of the 1991-2020 normals. */
export const LONG_RECORD_START = '1990-10-01';

export function dailyGrid(first: string, clock: SeedClock): TimeGrid {
  return { step: 'day', first, last: clock.yesterday };
}

/** The last `days` days of 15-minute readings up to the last whole quarter hour. */
export function quarterHourGrid(clock: SeedClock, days: number): TimeGrid {
  const last = Date.parse(clock.lastQuarterHour);
  return { step: '15min', first: new Date(last - days * 86_400_000 + 15 * 60_000).toISOString(), last: clock.lastQuarterHour };
}
