import type {
  HoursPumpedInterval, TimeSeriesAxisOption, TimeSeriesDataPoint, TimeSeriesHoursPumped, TimeSeriesReservoir, TimeSeriesSeries,
  TimeSeriesTimestepOption,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoInstant } from '../database/sql-fragments';
import type { BucketRow, FullStore, ReductionPlan, ValueStore } from './series-reduction';

export type AxisSide = 'left' | 'right';

export const postResopsTsTimestepOptionsQuery = (db: DataSource, reservoir: TimeSeriesReservoir): Promise<TimeSeriesTimestepOption[]> =>
  db.query(
    `SELECT data_table_name, option_name, date_range_days
       FROM time_series_dashboard_timesteps
      WHERE reservoir = $1
      ORDER BY display_order, data_table_name`,
    [reservoir],
  );

export const postResopsTsAxisOptionsQuery = (db: DataSource, reservoir: TimeSeriesReservoir, side: AxisSide): Promise<TimeSeriesAxisOption[]> =>
  db.query(
    `SELECT a.axis, a.parameter_display_abbrev, a.unit_display_name
       FROM time_series_dashboard_axis_choices c
       JOIN time_series_dashboard_axes a ON a.reservoir = c.reservoir AND a.axis = c.axis
      WHERE c.reservoir = $1 AND c.side = $2
      ORDER BY c.display_order, a.axis`,
    [reservoir, side],
  );

/** The series an axis choice of one side draws; none when the side does not offer that axis. */
export const postResopsTsAxisSeriesQuery = (
  db: DataSource, reservoir: TimeSeriesReservoir, side: AxisSide, axis: string,
): Promise<TimeSeriesSeries[]> =>
  db.query(
    `SELECT s.axis, s.series_ndx, s.line_weight::float8 AS line_weight, s.line_type, s.legend_color, s.series_display_label
       FROM time_series_dashboard_series s
       JOIN time_series_dashboard_axis_choices c ON c.reservoir = s.reservoir AND c.axis = s.axis AND c.side = $2
      WHERE s.reservoir = $1 AND s.axis = $3
      ORDER BY s.display_order, s.series_ndx`,
    [reservoir, side, axis],
  );

/** What a data call asks for: the axis choice of each side and the days that end with periodEnding. */
export interface SeriesWindowArgs {
  reservoir: TimeSeriesReservoir;
  leftAxis: string;
  rightAxis: string;
  /** yyyy-MM-dd, America/Denver. */
  periodEnding: string;
  days: number;
}

/**
 * The CTE `win`: the period of `days` America/Denver days ending with `ending` (SQL parameters), as dates [d0, d1),
 * as instants [t0, t1), and t0 as epoch seconds (e0).
 */
const periodWindow = (ending: string, days: string) => `
  win AS (
    SELECT ${ending}::date + 1 - ${days}::integer AS d0, ${ending}::date + 1 AS d1,
           local_day_start(${ending}::date + 1 - ${days}::integer) AS t0, local_day_start(${ending}::date + 1) AS t1,
           extract(epoch FROM local_day_start(${ending}::date + 1 - ${days}::integer))::float8 AS e0
  )`;

/**
 * The chosen axes' series ($1 reservoir, $2 left axis, $3 right axis) and the period: the America/Denver days
 * from periodEnding - days + 1 through periodEnding ($4 periodEnding, $5 days), as dates and as instants.
 */
const SERIES_AND_WINDOW = `
  chosen AS (
    SELECT s.series_ndx, s.location_ndx, s.parameter_ndx, s.location_display_label
      FROM time_series_dashboard_series s
     WHERE s.reservoir = $1 AND EXISTS (
             SELECT 1 FROM time_series_dashboard_axis_choices c
              WHERE c.reservoir = s.reservoir AND c.axis = s.axis
                AND ((c.side = 'left' AND c.axis = $2) OR (c.side = 'right' AND c.axis = $3)))
  ),${periodWindow('$4', '$5')}`;

const windowParams = (a: SeriesWindowArgs) => [a.reservoir, a.leftAxis, a.rightAxis, a.periodEnding, a.days];

/**
 * How each store is read: its instant, its low and high value columns with their instants, its mean column (the
 * daily extremes have none), and its rows of one series in the period. The daily rollup keeps no instants: its
 * values stand at their day's start.
 */
interface Store { at: string; low: string; lowAt: string; high: string; highAt: string; mean?: string; rows: string }
const STORES: Record<ValueStore, Store> = {
  results: {
    at: 'v.collect_timestamp', low: 'v.value', lowAt: 'v.collect_timestamp', high: 'v.value', highAt: 'v.collect_timestamp', mean: 'v.value',
    rows: `results v WHERE v.location_ndx = s.location_ndx AND v.parameter_ndx = s.parameter_ndx
             AND v.collect_timestamp >= win.t0 AND v.collect_timestamp < win.t1 AND v.value IS NOT NULL`,
  },
  hourly: {
    at: 'v.hour_start', low: 'v.value_min', lowAt: 'v.value_min_at', high: 'v.value_max', highAt: 'v.value_max_at', mean: 'v.value_avg',
    rows: `result_hourly v WHERE v.location_ndx = s.location_ndx AND v.parameter_ndx = s.parameter_ndx
             AND v.hour_start >= win.t0 AND v.hour_start < win.t1`,
  },
  daily: {
    at: 'local_day_start(v.collect_date)', low: 'v.value_min', lowAt: 'local_day_start(v.collect_date)',
    high: 'v.value_max', highAt: 'local_day_start(v.collect_date)', mean: 'v.value_avg',
    rows: `result_daily v WHERE v.location_ndx = s.location_ndx AND v.parameter_ndx = s.parameter_ndx
             AND v.collect_date >= win.d0 AND v.collect_date < win.d1 AND v.value_avg IS NOT NULL`,
  },
  'daily-extremes': {
    at: 'local_day_start(v.collect_date)', low: 'v.value_min', lowAt: 'v.value_min_at', high: 'v.value_max', highAt: 'v.value_max_at',
    rows: `result_daily_extremes v WHERE v.location_ndx = s.location_ndx AND v.parameter_ndx = s.parameter_ndx
             AND v.collect_date >= win.d0 AND v.collect_date < win.d1`,
  },
};

function meanOf(storeName: ValueStore): string {
  const { mean } = STORES[storeName];
  if (!mean) throw new Error(`The ${storeName} store holds no means`);
  return mean;
}

/** An instant as float8 seconds: bucketing in float8 costs a fraction of numeric arithmetic on every row. */
const epoch = (at: string) => `extract(epoch FROM ${at})::float8`;

/**
 * Each chosen series cut into the plan's buckets ($6 the bucket size), with each bucket's lowest and highest value
 * and their instants (the earliest of equal ones): one row per bucket that holds a value.
 */
export function postResopsTsDataQuery(db: DataSource, args: SeriesWindowArgs, plan: ReductionPlan): Promise<BucketRow[]> {
  const store = STORES[plan.store];
  const [low, lowAt, high, highAt] = plan.values === 'extremes'
    ? [store.low, store.lowAt, store.high, store.highAt]
    : [meanOf(plan.store), store.at, meanOf(plan.store), store.at];
  const bucket = plan.bucket.unit === 'days'
    ? `(v.collect_date - win.d0) / $6::integer`
    : `floor((${epoch(store.at)} - win.e0) / $6::integer)::integer`;
  return db.query(
    `WITH ${SERIES_AND_WINDOW}
     SELECT s.series_ndx, s.location_display_label, b.bucket, b.lo[1] AS low, ${isoInstant('to_timestamp(b.lo[2])')} AS low_at,
            b.hi[1] AS high, ${isoInstant('to_timestamp(-b.hi[2])')} AS high_at
       FROM chosen s CROSS JOIN win
       CROSS JOIN LATERAL (
         SELECT ${bucket} AS bucket,
                min(ARRAY[${low}, ${epoch(lowAt)}]) AS lo,
                max(ARRAY[${high}, -${epoch(highAt)}]) AS hi
           FROM ${store.rows}
          GROUP BY 1) b
      ORDER BY s.series_ndx, b.bucket`,
    [...windowParams(args), plan.bucket.size],
  );
}

/** Every value of the chosen series in the period from one store, series by series in time order. */
export const postResopsTsDataFullQuery = (db: DataSource, args: SeriesWindowArgs, storeName: FullStore): Promise<TimeSeriesDataPoint[]> => {
  const store = STORES[storeName];
  return db.query(
    `WITH ${SERIES_AND_WINDOW}
     SELECT s.series_ndx, ${isoInstant('p.at')} AS collect_timestamp, p.value AS result_value, s.location_display_label
       FROM chosen s CROSS JOIN win
       CROSS JOIN LATERAL (SELECT ${store.at} AS at, ${meanOf(storeName)} AS value FROM ${store.rows}) p
      ORDER BY s.series_ndx, p.at`,
    windowParams(args),
  );
};

/** The length of a fixed interval (the daily ones are local days, 23 to 25 hours). */
const FIXED_INTERVALS: Record<Exclude<HoursPumpedInterval, 'daily'>, string> = { '15-min': '15 minutes', hourly: '1 hour' };

/**
 * The reservoir's pump hours in each interval of the period ($2 periodEnding, $3 days) that has begun by now: the
 * part of every recorded run that falls inside the interval, summed, in hours (0 for an interval without a run).
 * The runs are read once (those that overlap the period: a few a day), then matched to the intervals.
 */
export function postResopsTsHoursPumpedQuery(
  db: DataSource, reservoir: TimeSeriesReservoir, periodEnding: string, days: number, interval: HoursPumpedInterval,
): Promise<TimeSeriesHoursPumped[]> {
  const intervals = interval === 'daily'
    ? `SELECT local_day_start(d::date) AS b0, local_day_start(d::date + 1) AS b1
         FROM win, generate_series(win.d0, win.d1 - 1, interval '1 day') AS d`
    : `SELECT b AS b0, b + interval '${FIXED_INTERVALS[interval]}' AS b1
         FROM win, generate_series(win.t0, win.t1 - interval '${FIXED_INTERVALS[interval]}', interval '${FIXED_INTERVALS[interval]}') AS b`;
  return db.query(
    `WITH ${periodWindow('$2', '$3')}, runs AS MATERIALIZED (
       SELECT r.started_at, r.ended_at FROM reservoir_pump_runs r, win
        WHERE r.reservoir = $1 AND r.started_at < win.t1 AND r.ended_at > win.t0
     ), cut AS (${intervals})
     SELECT ${isoInstant('c.b0')} AS period_start,
            round((coalesce(sum(extract(epoch FROM least(r.ended_at, c.b1) - greatest(r.started_at, c.b0)))
                            -- least and greatest skip NULLs: an interval without a run would count as pumped throughout.
                            FILTER (WHERE r.started_at IS NOT NULL), 0) / 3600)::numeric, 4)::float8 AS hours
       FROM cut c LEFT JOIN runs r ON r.started_at < c.b1 AND r.ended_at > c.b0
      WHERE c.b0 <= now()
      GROUP BY c.b0
      ORDER BY c.b0`,
    [reservoir, periodEnding, days],
  );
}
