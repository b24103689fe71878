import type { TimeSeriesDataPoint } from '@portal/contracts';

/**
 * Long series come back reduced to about a chart's pixel width: the period is cut into equal buckets and each
 * bucket keeps its lowest and its highest value (at their own instants), so no peak or dip is lost; a stretch with
 * no values stays a gap (a point with a null value, where a line must break). The buckets are read from the
 * coarsest store that still holds every extreme at the instant it was read: raw results, then the hourly rollup,
 * then the daily extremes (each America/Denver day's lowest and highest reading). The database does the bucketing
 * (a year of 15-minute values never leaves it); this module plans it and assembles the answer.
 */

/** The three data calls of a dashboard, by the resolution of the values they show. */
export type Timestep = '15-min' | 'hourly' | 'daily';

/**
 * Where a series' values are read: results (each reading), result_hourly, result_daily (daily means) or
 * result_daily_extremes (each day's lowest and highest reading, for long 15-minute charts only).
 */
export type ValueStore = 'results' | 'hourly' | 'daily' | 'daily-extremes';

/** The stores that hold a value per step: what a full answer (table, CSV) reads. */
export type FullStore = Exclude<ValueStore, 'daily-extremes'>;

/**
 * `extremes`: the readings' own minimum and maximum (a 15-minute series read from a rollup); `averages`: the hourly
 * or daily means, which are the hourly and daily series themselves.
 */
export type ValueKind = 'extremes' | 'averages';

/** Bucket widths are whole seconds over instants, or whole days over the daily rollup's America/Denver dates. */
export interface ReductionPlan {
  store: ValueStore;
  values: ValueKind;
  bucket: { unit: 'seconds' | 'days'; size: number };
}

/** About a chart's pixel width, twice (a low and a high per bucket). */
export const DEFAULT_MAX_POINTS = 2_000;

/** A full answer (the data table, CSV) holds at most this many values per series. */
export const FULL_ROWS_PER_SERIES_MAX = 100_000;

const HOUR = 3_600;
const DAY = 86_400;
/** Each timestep's own spacing of values, in seconds. */
const STEP_SECONDS: Record<Timestep, number> = { '15-min': 900, hourly: HOUR, daily: DAY };

/** What the full answer of a timestep reads: every reading, every hourly mean or every daily mean. */
export const FULL_STORE: Record<Timestep, FullStore> = { '15-min': 'results', hourly: 'hourly', daily: 'daily' };

/** At most how many values a full answer of `days` days holds per series at the timestep's own spacing. */
export function fullRowsPerSeries(timestep: Timestep, days: number): number {
  return Math.ceil((days * DAY) / STEP_SECONDS[timestep]);
}

const roundUpTo = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The buckets for `days` days of a timestep with at most `maxPoints` points per series: never finer than the
 * timestep's own spacing (one reading per bucket: nothing reduced), and at most maxPoints / 2 of them. A 15-minute
 * series whose buckets span an hour reads the hourly rollup's extremes instead of the readings; once they would
 * span a quarter of a day or more it takes whole days from the daily extremes, so a year costs 365 rows a series
 * (730 points, still about one per pixel) rather than 8,760 hourly ones.
 */
export function planReduction(timestep: Timestep, days: number, maxPoints: number = DEFAULT_MAX_POINTS): ReductionPlan {
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  if (timestep === 'daily') return { store: 'daily', values: 'averages', bucket: { unit: 'days', size: Math.max(1, Math.ceil(days / buckets)) } };
  // One hour more than the days: the fall-back day has 25 hours.
  const width = Math.max(STEP_SECONDS[timestep], Math.ceil((days * DAY + HOUR) / buckets));
  if (timestep === 'hourly') return { store: 'hourly', values: 'averages', bucket: { unit: 'seconds', size: roundUpTo(width, HOUR) } };
  if (width < HOUR) return { store: 'results', values: 'extremes', bucket: { unit: 'seconds', size: roundUpTo(width, STEP_SECONDS[timestep]) } };
  if (width < DAY / 4) return { store: 'hourly', values: 'extremes', bucket: { unit: 'seconds', size: roundUpTo(width, HOUR) } };
  return { store: 'daily-extremes', values: 'extremes', bucket: { unit: 'days', size: Math.ceil(width / DAY) } };
}

/** One bucket of one series as the database reduces it. Instants are ISO strings. */
export interface BucketRow {
  series_ndx: number;
  location_display_label: string;
  bucket: number;
  low: number;
  low_at: string;
  high: number;
  high_at: string;
}


/** The lower median of the positive steps between a series' buckets (its usual step), 1 when there are none. */
function typicalStep(steps: readonly number[]): number {
  const sorted = steps.filter((step) => step > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 1;
}

const midpoint = (a: string, b: string) => new Date((Date.parse(a) + Date.parse(b)) / 2).toISOString().replace('.000Z', 'Z');

/**
 * One series' buckets (in bucket order) as chart points: each bucket's low and high in time order (one point when
 * they are one reading), and a null point between two buckets at least twice the series' usual step apart.
 * The usual step keeps a series that reports less often than the buckets (an hourly logger on 15-minute buckets)
 * drawn as a line, while a missing stretch of a regular series still breaks it. With B buckets the answer has at
 * most 2B points: each null stands for at least one empty bucket.
 */
export function seriesPoints(buckets: readonly BucketRow[]): TimeSeriesDataPoint[] {
  const steps = buckets.slice(1).map((row, i) => row.bucket - buckets[i].bucket);
  // At least 2: buckets next to each other never leave a gap.
  const gapStep = Math.max(2, 2 * typicalStep(steps));
  const points: TimeSeriesDataPoint[] = [];
  buckets.forEach((row, i) => {
    const ownPoints = bucketPoints(row);
    if (i > 0 && steps[i - 1] >= gapStep) {
      const before = points[points.length - 1];
      const at = midpoint(before.collect_timestamp, ownPoints[0].collect_timestamp);
      points.push({ ...before, collect_timestamp: at, result_value: null });
    }
    points.push(...ownPoints);
  });
  return points;
}

function bucketPoints(row: BucketRow): TimeSeriesDataPoint[] {
  const point = (collect_timestamp: string, result_value: number): TimeSeriesDataPoint =>
    ({ series_ndx: row.series_ndx, collect_timestamp, result_value, location_display_label: row.location_display_label });
  const low = point(row.low_at, row.low);
  const high = point(row.high_at, row.high);
  if (row.low_at === row.high_at && row.low === row.high) return [low];
  return Date.parse(row.low_at) < Date.parse(row.high_at) ? [low, high] : [high, low];
}

/** Every series' points from the database's buckets (ordered by series, then bucket), series by series. */
export function reducedPoints(rows: readonly BucketRow[]): TimeSeriesDataPoint[] {
  const bySeries = new Map<number, BucketRow[]>();
  for (const row of rows) {
    const list = bySeries.get(row.series_ndx);
    if (list) list.push(row);
    else bySeries.set(row.series_ndx, [row]);
  }
  return [...bySeries.values()].flatMap(seriesPoints);
}
