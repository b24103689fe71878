import { type BucketRow, fullRowsPerSeries, planReduction, reducedPoints, seriesPoints } from './series-reduction';

const row = (bucket: number, low: [number, string], high: [number, string] = low, series_ndx = 1): BucketRow => ({
  series_ndx, location_display_label: `Site ${series_ndx}`, bucket, low: low[0], low_at: low[1], high: high[0], high_at: high[1],
});

describe('planReduction', () => {
  it('keeps every reading of a week of 15-minute values (672 per series is under the bound)', () => {
    expect(planReduction('15-min', 7)).toEqual({ store: 'results', values: 'extremes', bucket: { unit: 'seconds', size: 900 } });
  });

  it('cuts a month of 15-minute readings into whole quarter hours, at most 1,000 buckets', () => {
    const plan = planReduction('15-min', 30);
    expect(plan).toEqual({ store: 'results', values: 'extremes', bucket: { unit: 'seconds', size: 2_700 } });
    expect((30 * 86_400 + 3_600) / plan.bucket.size).toBeLessThanOrEqual(1_000);
  });

  it('reads three months of 15-minute values from the hourly rollup\'s extremes, in whole hours', () => {
    const plan = planReduction('15-min', 90);
    expect(plan).toEqual({ store: 'hourly', values: 'extremes', bucket: { unit: 'seconds', size: 3 * 3_600 } });
    expect(Math.ceil((90 * 86_400 + 3_600) / plan.bucket.size)).toBeLessThanOrEqual(1_000);
  });

  it('reads a year of 15-minute values as each day\'s extremes, and ten years in buckets of whole days', () => {
    expect(planReduction('15-min', 365)).toEqual({ store: 'daily-extremes', values: 'extremes', bucket: { unit: 'days', size: 1 } });
    expect(planReduction('15-min', 3_653)).toEqual({ store: 'daily-extremes', values: 'extremes', bucket: { unit: 'days', size: 4 } });
  });

  it('switches to whole days once hourly buckets would span a quarter of a day', () => {
    expect(planReduction('15-min', 240).store).toBe('hourly');
    expect(planReduction('15-min', 260).store).toBe('daily-extremes');
  });

  it('reduces hourly and daily series over their own means, never finer than their step', () => {
    expect(planReduction('hourly', 30)).toEqual({ store: 'hourly', values: 'averages', bucket: { unit: 'seconds', size: 3_600 } });
    expect(planReduction('hourly', 365)).toEqual({ store: 'hourly', values: 'averages', bucket: { unit: 'seconds', size: 9 * 3_600 } });
    expect(planReduction('daily', 365)).toEqual({ store: 'daily', values: 'averages', bucket: { unit: 'days', size: 1 } });
    expect(planReduction('daily', 3_653)).toEqual({ store: 'daily', values: 'averages', bucket: { unit: 'days', size: 4 } });
  });

  it('follows a smaller bound: a week in 100 buckets of two hours from the hourly rollup', () => {
    expect(planReduction('15-min', 7, 200)).toEqual({ store: 'hourly', values: 'extremes', bucket: { unit: 'seconds', size: 7_200 } });
  });
});

describe('fullRowsPerSeries', () => {
  it('counts a timestep\'s values in the days', () => {
    expect(fullRowsPerSeries('15-min', 7)).toBe(672);
    expect(fullRowsPerSeries('hourly', 30)).toBe(720);
    expect(fullRowsPerSeries('daily', 365)).toBe(365);
  });
});

describe('seriesPoints', () => {
  it('keeps each bucket\'s low and high in time order, one point when they are one reading', () => {
    const points = seriesPoints([
      row(0, [1, '2026-01-01T00:30:00Z'], [5, '2026-01-01T00:10:00Z']),
      row(1, [2, '2026-01-01T01:00:00Z']),
    ]);
    expect(points.map((p) => [p.collect_timestamp, p.result_value])).toEqual([
      ['2026-01-01T00:10:00Z', 5],
      ['2026-01-01T00:30:00Z', 1],
      ['2026-01-01T01:00:00Z', 2],
    ]);
    expect(points[0]).toEqual({ series_ndx: 1, collect_timestamp: '2026-01-01T00:10:00Z', result_value: 5, location_display_label: 'Site 1' });
  });

  it('breaks the line with a null point where a regular series misses a bucket', () => {
    const points = seriesPoints([row(0, [1, '2026-01-01T00:00:00Z']), row(1, [2, '2026-01-01T00:15:00Z']), row(3, [4, '2026-01-01T00:45:00Z'])]);
    expect(points.map((p) => [p.collect_timestamp, p.result_value])).toEqual([
      ['2026-01-01T00:00:00Z', 1],
      ['2026-01-01T00:15:00Z', 2],
      ['2026-01-01T00:30:00Z', null],
      ['2026-01-01T00:45:00Z', 4],
    ]);
  });

  it('draws a series that reports every fourth bucket as a line, and breaks it where it stops for longer', () => {
    const at = (b: number) => new Date(Date.UTC(2026, 0, 1) + b * 900_000).toISOString().replace('.000Z', 'Z');
    const buckets = [0, 4, 8, 12, 24, 28].map((b) => row(b, [b, at(b)]));
    expect(seriesPoints(buckets).map((p) => p.result_value)).toEqual([0, 4, 8, 12, null, 24, 28]);
  });

  it('never holds more than two points per bucket of the period, gaps included', () => {
    const buckets: BucketRow[] = [];
    for (let b = 0; b < 1_000; b += 1) {
      if (b % 3 === 2) continue;
      const t = Date.UTC(2026, 0, 1) + b * 32_400_000;
      buckets.push(row(b, [b, new Date(t).toISOString()], [b + 1, new Date(t + 3_600_000).toISOString()]));
    }
    expect(seriesPoints(buckets).length).toBeLessThanOrEqual(2_000);
  });

  it('draws two sources\' readings in one bucket as points of one line, no gap between them', () => {
    const points = seriesPoints([row(0, [1, '2026-01-01T00:00:00Z']), row(0, [2, '2026-01-01T00:00:00Z']), row(1, [3, '2026-01-01T00:15:00Z'])]);
    expect(points.map((p) => p.result_value)).toEqual([1, 2, 3]);
  });

  it('has no points without buckets', () => {
    expect(seriesPoints([])).toEqual([]);
  });
});

describe('reducedPoints', () => {
  it('assembles every series on its own, so one series\' gap is not another\'s', () => {
    const points = reducedPoints([
      row(0, [1, '2026-01-01T00:00:00Z'], undefined, 1), row(1, [2, '2026-01-01T00:15:00Z'], undefined, 1),
      row(5, [9, '2026-01-01T01:15:00Z'], undefined, 2), row(6, [8, '2026-01-01T01:30:00Z'], undefined, 2),
    ]);
    expect(points.map((p) => [p.series_ndx, p.result_value])).toEqual([[1, 1], [1, 2], [2, 9], [2, 8]]);
  });
});
