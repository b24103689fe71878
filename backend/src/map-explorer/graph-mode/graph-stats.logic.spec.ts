import { type PeriodAggregates, periodStats } from './graph-stats.logic';

// The TypeScript half of a statistics row: the trend from the season-year values SQL prepared, and the two
// benchmark scales from the SQL percentiles.

const E_COLI = { has_benchmarks: true, bmk_line0: 0, bmk_line1: 1, bmk_line2: 94, bmk_line3: 126, bmk_line4: 235, low_is_bad: false, is_pctile15: false };
const OXYGEN = { has_benchmarks: true, bmk_line0: null, bmk_line1: null, bmk_line2: 7, bmk_line3: 6, bmk_line4: 5, low_is_bad: true, is_pctile15: true };
const NONE = { has_benchmarks: false, bmk_line0: null, bmk_line1: null, bmk_line2: null, bmk_line3: null, bmk_line4: null, low_is_bad: null, is_pctile15: null };

/** One season-year value per June 2015..2024, rising by `step` a year from `start`. */
function aggregates(overrides: Partial<PeriodAggregates> = {}, start = 100, step = 10): PeriodAggregates {
  const years = Array.from({ length: 10 }, (_, i) => 2015 + i);
  return {
    location_ndx: 1, parameter_ndx: 2, stats_period: 'full', recordcount: 10, por_start: '2015-06-10', por_end: '2024-06-10',
    median: 150, pctile15: 110, pctile85: 190, all_nondetect: false, window_start: '2015-06-10',
    season_dates: years.map((y) => `${y}-06-10`), season_values: years.map((_, i) => start + step * i),
    ...E_COLI, ...overrides,
  };
}

describe('periodStats', () => {
  it('keeps the SQL aggregates and adds trend, slope and p', () => {
    const row = periodStats(aggregates(), '2024-12-31');
    expect(row).toMatchObject({
      location_ndx: 1, parameter_ndx: 2, stats_period: 'full', recordcount: 10, por_start: '2015-06-10', por_end: '2024-06-10',
      median: 150, pctile15: 110, pctile85: 190, trend: 'Increasing', trend_slope: 10,
    });
    // S = 45 of 45 pairs, Var(S) = 10·9·25/18 = 125: z = 44/√125.
    expect(row.trend_p as number).toBeLessThan(1e-4);
  });

  it('scores the median and the 85th percentile against the lines', () => {
    expect(periodStats(aggregates({ median: 100, pctile85: 240 }), '2024-12-31')).toMatchObject({ benchmark_scale_median: 3, benchmark_scale_pctile85: 5 });
    expect(periodStats(aggregates({ median: 50, pctile85: 126 }), '2024-12-31')).toMatchObject({ benchmark_scale_median: 2, benchmark_scale_pctile85: 4 });
  });

  it('scores the 15th percentile, in the low-is-bad direction, where the parameter says so', () => {
    const row = periodStats(aggregates({ ...OXYGEN, median: 8, pctile15: 5.5, pctile85: 9.5 }), '2024-12-31');
    expect(row).toMatchObject({ benchmark_scale_median: 2, benchmark_scale_pctile85: 4 });
  });

  it('scores 1 when every sample is a non-detect, and 0 without benchmarks whatever the samples', () => {
    expect(periodStats(aggregates({ all_nondetect: true }), '2024-12-31')).toMatchObject({ benchmark_scale_median: 1, benchmark_scale_pctile85: 1 });
    expect(periodStats(aggregates({ ...NONE, all_nondetect: true }), '2024-12-31')).toMatchObject({ benchmark_scale_median: 0, benchmark_scale_pctile85: 0 });
  });

  it('judges the trend on the window that ends today: nothing in its last 2 years is "No Current Trend", without slope or p', () => {
    const row = periodStats(aggregates(), '2027-01-01');
    expect(row).toMatchObject({ trend: 'No Current Trend', trend_slope: null, trend_p: null });
  });

  it('takes "data in the last 2 years" from the season values\' dates (SQL dates them by their last sample day)', () => {
    // The last value is dated 2 years and a day before today: recent enough; dated the first of its month it would not be.
    const row = periodStats(aggregates({ season_dates: aggregates().season_dates.map((d) => d.replace('-06-10', '-06-30')) }), '2026-06-29');
    expect(row.trend).toBe('Increasing');
  });

  it('passes the window start to the test: season values before it are left out', () => {
    // From 2020 only five years remain, enough for a trend; from 2021 four, too few.
    expect(periodStats(aggregates({ window_start: '2020-01-01' }), '2024-12-31').trend).toBe('Increasing');
    expect(periodStats(aggregates({ window_start: '2021-01-01' }), '2024-12-31').trend).toBe('No Current Trend');
  });
});
