import type { StatsPeriod, TrendLabel } from '@portal/contracts';
import { type BenchmarkLines, benchmarkScale, classifyTrend, percentileScoreStatistic } from '../statistics';

// The part of the graph-mode statistics that is not set-based: the trend test and the benchmark scale of one
// (location, parameter, period), from the aggregates SQL computed (graph-stats.refresh.ts). Pure, so that
// the rules are tested without a database.

export const STATS_PERIODS: readonly StatsPeriod[] = ['short', 'medium', 'full'];

/** A series whose statistics the refresh computes: one location's one parameter. */
export interface GraphStatsKey {
  location_ndx: number;
  parameter_ndx: number;
}

/** What the refresh query gives per (location, parameter, period). Dates are America/Denver 'YYYY-MM-DD'. */
export interface PeriodAggregates {
  location_ndx: number;
  parameter_ndx: number;
  stats_period: StatsPeriod;
  recordcount: number;
  por_start: string;
  por_end: string;
  /** percentile_cont over the window's values, non-detects at their reported limit. */
  median: number;
  pctile15: number;
  pctile85: number;
  all_nondetect: boolean;
  /** First day of the analysis window (the first sample's day for the full period). */
  window_start: string;
  /**
   * The trend's season-year values: one per calendar month and year with samples, the median of that month's
   * values after re-censoring non-detects at the window's highest detection limit (done in SQL as the
   * statistics module defines it), dated by the month's last sample day so that the module's "data in the
   * last 2 years" rule sees the real dates.
   */
  season_dates: string[];
  season_values: number[];
  /** The parameter's benchmarks row; has_benchmarks false when there is none. */
  has_benchmarks: boolean;
  bmk_line0: number | null;
  bmk_line1: number | null;
  bmk_line2: number | null;
  bmk_line3: number | null;
  bmk_line4: number | null;
  low_is_bad: boolean | null;
  is_pctile15: boolean | null;
}

/** One row of location_parameter_period_stats, as the refresh writes it. */
export interface PeriodStats {
  location_ndx: number;
  parameter_ndx: number;
  stats_period: StatsPeriod;
  recordcount: number;
  por_start: string;
  por_end: string;
  median: number;
  pctile15: number;
  pctile85: number;
  benchmark_scale_median: number;
  benchmark_scale_pctile85: number;
  trend: TrendLabel;
  /** Sen slope per year and the test's p; null for 'No Current Trend' (the record cannot be assessed). */
  trend_slope: number | null;
  trend_p: number | null;
}

/** Completes one period's aggregates with the trend (window up to `today`) and the two benchmark scales. */
export function periodStats(a: PeriodAggregates, today: string): PeriodStats {
  const trend = classifyTrend({
    samples: a.season_dates.map((date, i) => ({ date, value: a.season_values[i] })),
    windowStart: a.window_start,
    windowEnd: today,
  });
  const lines: BenchmarkLines | null = a.has_benchmarks
    ? [a.bmk_line0, a.bmk_line1, a.bmk_line2, a.bmk_line3, a.bmk_line4]
    : null;
  const scale = (statistic: number) =>
    benchmarkScale({ statistic, lines, lowIsBad: a.low_is_bad ?? false, allNonDetect: a.all_nondetect });
  const assessed = trend.label !== 'No Current Trend';
  return {
    location_ndx: a.location_ndx,
    parameter_ndx: a.parameter_ndx,
    stats_period: a.stats_period,
    recordcount: a.recordcount,
    por_start: a.por_start,
    por_end: a.por_end,
    median: a.median,
    pctile15: a.pctile15,
    pctile85: a.pctile85,
    benchmark_scale_median: scale(a.median),
    benchmark_scale_pctile85: scale(percentileScoreStatistic(a, a.is_pctile15 ?? false)),
    trend: trend.label,
    trend_slope: assessed ? trend.slopePerYear : null,
    trend_p: assessed ? trend.p : null,
  };
}
