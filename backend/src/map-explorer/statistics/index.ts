// Pure statistics of the map explorer's graph mode (no Nest, no database): percentiles as PostgreSQL computes
// them, the benchmark scale, and the Seasonal Kendall trend. What graph mode uses; the modules' own tests import
// the rest from the modules.
export { percentileCont } from './percentile';
export { type BenchmarkLines, benchmarkScale, percentileScoreStatistic } from './benchmark-scale';
export { classifyTrend } from './trend';
