// Pure statistics of the map explorer's graph mode (no Nest, no database): percentiles as PostgreSQL computes
// them, the benchmark scale, and the Seasonal Kendall trend.
export { median, percentileCont } from './percentile';
export {
  type BenchmarkLines, type BenchmarkScale, type BenchmarkScaleInput,
  benchmarkScale, percentileScoreStatistic, scorePercentile,
} from './benchmark-scale';
export { erfc, normalCdf, twoSidedPValue, Z_90_TWO_SIDED, Z_95_TWO_SIDED } from './normal';
export {
  type SeasonalKendallResult, type SeasonalObservation, type TrendInput, type TrendLabel, type TrendResult,
  type TrendSample, type TrendStatistics, classifyTrend, censorNonDetects, seasonalKendall,
  MIN_TREND_YEARS, RECENT_YEARS, STABLE_FRACTION, TREND_ALPHA,
} from './trend';
