// Graph-mode benchmark scale (see "Graph-mode statistics" in docs/architecture.md): where a location's statistic for a parameter sits
// against that parameter's benchmark lines, as the 0..5 index of the product's colour list.
//
// The lines follow the stored convention of the `benchmarks` table (see BENCHMARKS in reference/reference-data.ts):
// bmk_line0..bmk_line4 are the LOWER EDGES of the chart bands for scale 1..5, in scale order:
//   line0  floor of 1 'Below detection limits'   (chart only)
//   line1  floor of 2 'Below benchmark'           (chart only: the typical detection limit)
//   line2  floor of 3 'Approaching benchmark'
//   line3  floor of 4 'Above benchmark'           (the benchmark itself)
//   line4  floor of 5 'Above secondary benchmark'
// Where low_is_bad the scale runs the other way on the value axis: the lines descend (line2 > line3 > line4),
// each line is the edge at which its band begins as the value FALLS, and line0/line1 are usually null.
//
// Scale 1 is not reached through line0/line1: it is given only when every result in the window is a
// non-detect (a median of detects below the usual detection limit is still 'Below benchmark').

/** 0 no benchmark, 1 all non-detects, 2 below, 3 approaching, 4 above the benchmark, 5 above the secondary one. */
export type BenchmarkScale = 0 | 1 | 2 | 3 | 4 | 5;

/** bmk_line0..bmk_line4 of one parameter; null where the table has no line. */
export type BenchmarkLines = readonly [number | null, number | null, number | null, number | null, number | null];

export interface BenchmarkScaleInput {
  /** The statistic being judged: the window median, or the percentile from `percentileScoreStatistic`. */
  statistic: number;
  /** True when every result in the window is a non-detect. */
  allNonDetect: boolean;
  /** The parameter's lines, or null when the parameter has no benchmarks row. */
  lines: BenchmarkLines | null;
  /** Low values are the bad ones (dissolved oxygen, pH): lines descend and comparisons reverse. */
  lowIsBad: boolean;
}

/**
 * Places a statistic on the benchmark scale.
 *
 * - 0 when the parameter has no benchmark: no lines at all, or none of line2..line4 (line0/line1 alone are chart
 *   decoration and give nothing to compare with). This wins over everything else (it is checked first).
 * - 1 when every result in the window is a non-detect.
 * - Otherwise the highest band whose lower edge the statistic has reached: 5 at or beyond line4, 4 at or beyond
 *   line3, 3 at or beyond line2, else 2. "At or beyond" is ≥ for ordinary parameters and ≤ where low_is_bad, so a
 *   value exactly on a line belongs to the band that line opens (the lower-edge convention, mirrored).
 *   A null line is a band that does not exist for the parameter (nitrate has no secondary benchmark: at most 4).
 */
export function benchmarkScale(input: BenchmarkScaleInput): BenchmarkScale {
  const { statistic, allNonDetect, lines, lowIsBad } = input;
  if (lines === null || (lines[2] === null && lines[3] === null && lines[4] === null)) return 0;
  if (allNonDetect) return 1;
  if (!Number.isFinite(statistic)) throw new RangeError(`Benchmark statistic must be a finite number, got ${statistic}`);

  const reached = (line: number | null): boolean =>
    line !== null && (lowIsBad ? statistic <= line : statistic >= line);
  // From the worst band down, so the first edge reached is the band the statistic is in.
  if (reached(lines[4])) return 5;
  if (reached(lines[3])) return 4;
  if (reached(lines[2])) return 3;
  return 2;
}

/**
 * Which percentile feeds the "85th Percentile" analysis for a parameter: the 85th, or the 15th where
 * `is_pctile15` (parameters where low values matter judge their low tail). As a fraction for `percentileCont`.
 */
export function scorePercentile(isPctile15: boolean): 0.15 | 0.85 {
  return isPctile15 ? 0.15 : 0.85;
}

/** Picks the precomputed statistic (e.g. value_pctile15 / value_pctile85 of the rollups) that `scorePercentile` names. */
export function percentileScoreStatistic<T extends number | null>(stats: { pctile15: T; pctile85: T }, isPctile15: boolean): T {
  return isPctile15 ? stats.pctile15 : stats.pctile85;
}
