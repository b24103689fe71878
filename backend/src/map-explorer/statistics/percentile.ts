// Percentiles as PostgreSQL computes them, so that a statistic computed here (tests, trend medians, API
// fallbacks) and one read from the rollup tables (`percentile_cont` in SQL) are the same number.

/**
 * Value at a fractional 0-based position of an ascending-sorted array, by linear interpolation between the two
 * neighbouring elements. Shared by `percentileCont` (position p·(n−1)) and the Sen-slope confidence limits of the
 * trend test (fractional ranks M1 and M2 + 1), which interpolate between order statistics the same way.
 * The caller guarantees `sorted` is non-empty and ascending and 0 ≤ position ≤ length − 1.
 */
export function interpolateSorted(sorted: readonly number[], position: number): number {
  const lower = Math.floor(position);
  const fraction = position - lower;
  // At an exact index (including the last one) there is no upper neighbour to blend with.
  if (fraction === 0) return sorted[lower];
  return sorted[lower] + fraction * (sorted[lower + 1] - sorted[lower]);
}

/** Ascending copy of the values; the caller's array is never reordered. Rejects NaN/±Infinity, which have no rank. */
export function sortedFinite(values: readonly number[]): number[] {
  for (const v of values) {
    if (!Number.isFinite(v)) throw new RangeError(`Cannot rank a non-finite value: ${v}`);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * PostgreSQL's `percentile_cont(p) WITHIN GROUP (ORDER BY value)`: sort the n values, take the 0-based position
 * p·(n − 1) and interpolate linearly between the closest ranks. p = 0 is the minimum, p = 1 the maximum.
 *
 * Returns null for no values (PostgreSQL returns NULL for an empty group). Throws RangeError for p outside
 * [0, 1] (PostgreSQL raises an error too) and for non-finite values.
 */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Percentile must be between 0 and 1, got ${p}`);
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  return interpolateSorted(sorted, p * (sorted.length - 1));
}

/** Median as `percentile_cont(0.5)`: the middle value, or the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number | null {
  return percentileCont(values, 0.5);
}
