/**
 * # Trend: Seasonal Kendall test with the seasonal Sen slope
 *
 * The graph-mode "Trend" of a location and parameter (see "Graph-mode statistics" in docs/architecture.md) over the analysis window
 * (`short` the last 5 years, `medium` the last 10, `full` the period of record).
 *
 * ## Data entering the test
 * - Samples dated within the window, inclusive at both ends. Dates are local calendar dates (America/Denver);
 *   the caller converts timestamps, so this module knows nothing of time zones.
 * - **Seasons** are calendar months; the **year** is the calendar year. Within a season each year contributes
 *   ONE value: the median of that month's samples in that year, so a month sampled weekly weighs no more than
 *   a month sampled once.
 * - **Non-detects** are re-censored at the highest detection limit H among the window's non-detects (the
 *   detection limit of a non-detect is its `detectionLimit`, else its reported value, which laboratories set to
 *   the limit): every non-detect, and every detected value below H, is replaced by the common value H / 2.
 *   They then tie with each other and rank below every remaining detect (all ≥ H), which is the only order
 *   the data can support when limits differ: a detect of 0.8 cannot be ranked against "< 1". This is the
 *   "censor at the highest reporting limit" treatment Helsel (2012, *Statistics for Censored Environmental
 *   Data*) gives for rank tests with several reporting limits. The test itself uses ranks only, so the choice of H / 2 matters
 *   only to the Sen slope (pairs of one censored and one detected value) and to the median in the 'Stable'
 *   rule.
 *
 * ## Test statistic (Hirsch, Slack & Smith 1982)
 * - For each season k with values x₁..x_n in year order: S_k = Σ_{i<j} sign(x_j − x_i).
 *   S = Σ_k S_k.
 * - Var(S_k) = [n(n−1)(2n+5) − Σ_t t(t−1)(2t+5)] / 18, summed over the groups of t tied values (ties corrected);
 *   Var(S) = Σ_k Var(S_k). Seasons are treated as independent: no covariance term for serial correlation
 *   between seasons (the Hirsch & Slack 1984 variant is not used).
 * - Z = (S − 1)/√Var(S) for S > 0, (S + 1)/√Var(S) for S < 0, 0 for S = 0 (continuity correction).
 * - p = 2·(1 − Φ(|Z|)), two-sided, from the normal approximation. Φ is computed in-house (normal.ts) with a
 *   relative error below 1.2e-7.
 *
 * ## Slope (Hirsch et al. 1982 seasonal Sen slope) and its 90 % confidence interval (Gilbert 1987)
 * - Slopes (x_j − x_i)/(year_j − year_i) for every pair within every season; the slope is their median,
 *   in units per year.
 * - With the N' slopes ordered ascending, C = z(0.95)·√Var(S), M1 = (N' − C)/2 and M2 = (N' + C)/2; the lower
 *   limit is the M1-th and the upper limit the (M2 + 1)-th ordered slope (1-based ranks). Non-integer ranks
 *   are linearly interpolated between the neighbouring slopes, as the R package EnvStats does (this reproduces
 *   its result for USEPA (2009) Example 14-10). When a rank falls outside 1..N' the record is too small for the
 *   interval and both limits are null.
 *
 * ## Classification
 * 1. 'No Current Trend' when the window's data cover fewer than 5 distinct calendar years, or when no sample
 *    falls in the last 2 years of the window (after windowEnd − 2 years, up to windowEnd).
 * 2. 'Increasing' / 'Decreasing' when p < 0.05, by the sign of S. (With Var(S) = 0, every season constant,
 *    there is no p and nothing is significant.)
 * 3. 'Stable' when both confidence limits of the slope lie within ±1 % of the median per year, i.e. inside
 *    [−0.01·|median|, +0.01·|median|] (inclusive), the median being that of the season-year values in the test.
 * 4. 'No Trend' otherwise (including a record too small for the interval).
 *
 * The statistics are returned for every label, 'No Current Trend' included, for diagnostics.
 */
import { Z_90_TWO_SIDED, twoSidedPValue } from './normal';
import { interpolateSorted, median, sortedFinite } from './percentile';

export type TrendLabel = 'Increasing' | 'Decreasing' | 'Stable' | 'No Trend' | 'No Current Trend';

/** One result. `date` is a local calendar date 'YYYY-MM-DD' (America/Denver), already converted by the caller. */
export interface TrendSample {
  date: string;
  value: number;
  nonDetect?: boolean;
  /** Detection limit of a non-detect; when absent the reported value is taken as the limit. */
  detectionLimit?: number | null;
}

export interface TrendInput {
  samples: readonly TrendSample[];
  /** First day of the analysis window, 'YYYY-MM-DD', inclusive. */
  windowStart: string;
  /** Last day of the analysis window, 'YYYY-MM-DD', inclusive. */
  windowEnd: string;
}

/** The numbers of the Seasonal Kendall test and the seasonal Sen slope. */
export interface TrendStatistics {
  /** Seasonal Kendall S. */
  s: number;
  /** Tie-corrected Var(S). */
  varS: number;
  /** Continuity-corrected Z; null when Var(S) = 0 (no within-season pairs, or every season constant). */
  z: number | null;
  /** Two-sided p; null with z. */
  p: number | null;
  /** Seasonal Sen slope, units per year; null without any within-season pair. */
  slopePerYear: number | null;
  /** Confidence limits of the slope (Gilbert 1987); null when the record is too small for them. */
  slopeCiLow: number | null;
  slopeCiHigh: number | null;
  /** Season-year values entering the test. */
  n: number;
}

/** The graph-mode trend: the label, the test's numbers (90 % interval) and the distinct years of data. */
export interface TrendResult extends TrendStatistics {
  label: TrendLabel;
  /** Distinct calendar years with data in the window. */
  years: number;
}

/** A value already assigned to a season and a year; several in one season and year are collapsed to their median. */
export interface SeasonalObservation {
  season: number | string;
  year: number;
  value: number;
}

export interface SeasonalKendallResult extends TrendStatistics {
  /** Median of the season-year values (the scale of the 'Stable' rule); null for none. */
  median: number | null;
}

/** Σ over groups of tied values of t(t−1)(2t+5), the tie correction of Var(S). */
function tieCorrection(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let sum = 0;
  for (const t of counts.values()) sum += t * (t - 1) * (2 * t + 5);
  return sum;
}

/**
 * Gilbert's (1987) confidence limits of the Sen slope: 1-based ranks M1 = (N' − C)/2 and M2 + 1 = (N' + C)/2 + 1
 * into the ascending slopes, with C = ciZ·√Var(S); fractional ranks interpolated linearly (as EnvStats).
 */
function senSlopeInterval(sortedSlopes: readonly number[], varS: number, ciZ: number): [number, number] | null {
  const count = sortedSlopes.length;
  const c = ciZ * Math.sqrt(varS);
  const lowerRank = (count - c) / 2;
  const upperRank = (count + c) / 2 + 1;
  // Outside 1..N' the normal approximation asks for slopes that do not exist: too few data for an interval.
  if (lowerRank < 1 || upperRank > count) return null;
  return [interpolateSorted(sortedSlopes, lowerRank - 1), interpolateSorted(sortedSlopes, upperRank - 1)];
}

/**
 * Seasonal Kendall test and seasonal Sen slope on values already assigned to seasons and years (the numbers of
 * the method described at the top of this file). `ciZ` is the two-sided critical value of the slope's interval:
 * z(0.95) for the 90 % interval graph mode shows, z(0.975) for a 95 % one.
 */
export function seasonalKendall(observations: readonly SeasonalObservation[], ciZ: number = Z_90_TWO_SIDED): SeasonalKendallResult {
  // season → year → values; Map keeps seasons apart whether they are numbered or named.
  const bySeason = new Map<number | string, Map<number, number[]>>();
  for (const o of observations) {
    if (!Number.isFinite(o.value)) throw new RangeError(`Trend value must be finite, got ${o.value}`);
    if (!Number.isInteger(o.year)) throw new RangeError(`Trend year must be an integer, got ${o.year}`);
    const years = bySeason.get(o.season) ?? new Map<number, number[]>();
    bySeason.set(o.season, years);
    const values = years.get(o.year) ?? [];
    values.push(o.value);
    years.set(o.year, values);
  }

  let s = 0;
  let varS = 0;
  const slopes: number[] = [];
  const used: number[] = [];
  for (const years of bySeason.values()) {
    // One value per season and year, in year order.
    const series = [...years.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, values]) => ({ year, value: median(values) as number }));
    const n = series.length;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const diff = series[j].value - series[i].value;
        s += Math.sign(diff);
        slopes.push(diff / (series[j].year - series[i].year));
      }
    }
    const values = series.map((x) => x.value);
    varS += (n * (n - 1) * (2 * n + 5) - tieCorrection(values)) / 18;
    used.push(...values);
  }

  // With Var(S) = 0 there is no distribution to refer S to (S is then 0 as well).
  const z = varS > 0 ? (s - Math.sign(s)) / Math.sqrt(varS) : null;
  const sortedSlopes = sortedFinite(slopes);
  const interval = sortedSlopes.length > 0 ? senSlopeInterval(sortedSlopes, varS, ciZ) : null;
  return {
    s,
    varS,
    z,
    p: z === null ? null : twoSidedPValue(z),
    slopePerYear: median(sortedSlopes),
    slopeCiLow: interval ? interval[0] : null,
    slopeCiHigh: interval ? interval[1] : null,
    n: used.length,
    median: median(used),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year and month of a real calendar date 'YYYY-MM-DD'; anything else (including 2023-02-30) is rejected. */
function parseDate(date: string, what: string): { year: number; month: number } {
  const m = DATE.exec(date);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const roundTrip = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
    if (roundTrip === date) return { year, month };
  }
  throw new RangeError(`${what} must be a calendar date 'YYYY-MM-DD', got '${date}'`);
}

/** The same month and day `years` earlier; 29 February falls back to the 28th in a common year. */
function yearsBefore(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) - years).padStart(4, '0');
  const candidate = `${year}${date.slice(4)}`;
  return candidate.endsWith('-02-29') && !isLeapYear(Number(year)) ? `${year}-02-28` : candidate;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Values with non-detects re-censored at the highest detection limit H of the non-detects: every non-detect and
 * every detect below H becomes H / 2 (see the method notes at the top of this file). Without non-detects the
 * values are returned unchanged.
 */
export function censorNonDetects(samples: readonly TrendSample[]): number[] {
  let highestLimit: number | null = null;
  for (const x of samples) {
    if (!x.nonDetect) continue;
    const limit = x.detectionLimit ?? x.value;
    if (!Number.isFinite(limit)) throw new RangeError(`Detection limit must be finite, got ${limit}`);
    highestLimit = highestLimit === null ? limit : Math.max(highestLimit, limit);
  }
  if (highestLimit === null) return samples.map((x) => x.value);
  const substitute = highestLimit / 2;
  const h = highestLimit;
  return samples.map((x) => (x.nonDetect || x.value < h ? substitute : x.value));
}

/** Fewer distinct calendar years of data than this: 'No Current Trend'. */
export const MIN_TREND_YEARS = 5;
/** No data within this many years before the window end: 'No Current Trend'. */
export const RECENT_YEARS = 2;
/** p below this: a significant trend. */
export const TREND_ALPHA = 0.05;
/** 'Stable' when the slope's interval lies within ± this fraction of the median, per year. */
export const STABLE_FRACTION = 0.01;

/** The graph-mode trend of one location and parameter over an analysis window (method at the top of this file). */
export function classifyTrend(input: TrendInput): TrendResult {
  const { windowStart, windowEnd } = input;
  parseDate(windowStart, 'windowStart');
  parseDate(windowEnd, 'windowEnd');
  if (windowStart > windowEnd) throw new RangeError(`windowStart ${windowStart} is after windowEnd ${windowEnd}`);

  // ISO dates compare correctly as strings, which keeps the window test free of Date and time zones.
  const inWindow = input.samples
    .map((x) => ({ sample: x, ...parseDate(x.date, 'Sample date') }))
    .filter(({ sample }) => sample.date >= windowStart && sample.date <= windowEnd);
  const values = censorNonDetects(inWindow.map((x) => x.sample));
  const observations = inWindow.map((x, i) => ({ season: x.month, year: x.year, value: values[i] }));

  const result = seasonalKendall(observations, Z_90_TWO_SIDED);
  const years = new Set(observations.map((o) => o.year)).size;
  const recentFrom = yearsBefore(windowEnd, RECENT_YEARS);
  const hasRecentData = inWindow.some((x) => x.sample.date > recentFrom);

  const { median: scale, ...stats } = result;
  return { label: trendLabel(result, years, hasRecentData, scale), ...stats, years };
}

function trendLabel(r: SeasonalKendallResult, years: number, hasRecentData: boolean, scale: number | null): TrendLabel {
  if (years < MIN_TREND_YEARS || !hasRecentData) return 'No Current Trend';
  if (r.p !== null && r.p < TREND_ALPHA) return r.s > 0 ? 'Increasing' : 'Decreasing';
  if (r.slopeCiLow === null || r.slopeCiHigh === null || scale === null) return 'No Trend';
  const tolerance = STABLE_FRACTION * Math.abs(scale);
  return r.slopeCiLow >= -tolerance && r.slopeCiHigh <= tolerance ? 'Stable' : 'No Trend';
}
