import { BENCHMARKS } from '../../reference/reference-data';
import { type BenchmarkLines, benchmarkScale, percentileScoreStatistic, scorePercentile } from './benchmark-scale';

// Lines as the demo's benchmarks table stores them (reference/reference-data.ts): lower edges of bands 1..5.
const E_COLI: BenchmarkLines = [0, 1, 94, 126, 235];
const NITRATE: BenchmarkLines = [0, 0.02, 7.5, 10, null]; // no secondary benchmark
const TEMPERATURE: BenchmarkLines = [0, null, 60, 68, 75]; // no detection band
const DISSOLVED_OXYGEN: BenchmarkLines = [null, null, 7, 6, 5]; // low_is_bad: descending
const PH: BenchmarkLines = [null, null, 7, 6.5, 6]; // low_is_bad: descending

const score = (lines: BenchmarkLines | null, statistic: number, lowIsBad = false, allNonDetect = false) =>
  benchmarkScale({ statistic, lines, lowIsBad, allNonDetect });

describe('benchmarkScale, ordinary parameters (high is bad, ascending lines)', () => {
  it.each([
    [0, 2, 'zero, below every line that counts'],
    [0.5, 2, 'below line1 (the detection band of the chart) is still "below", not 1'],
    [50, 2, 'between line1 and line2'],
    [93.99, 2, 'just below line2'],
    [94, 3, 'exactly on line2 opens "approaching"'],
    [125.99, 3, 'just below the benchmark'],
    [126, 4, 'exactly on line3, the benchmark, is "above benchmark"'],
    [234.99, 4, 'just below the secondary benchmark'],
    [235, 5, 'exactly on line4 is "above secondary benchmark"'],
    [10_000, 5, 'far above'],
  ])('E. coli statistic %d scores %d (%s)', (statistic, expected) => {
    expect(score(E_COLI, statistic)).toBe(expected);
  });

  it('stops at 4 where the secondary benchmark line is null', () => {
    expect(score(NITRATE, 7.49)).toBe(2);
    expect(score(NITRATE, 7.5)).toBe(3);
    expect(score(NITRATE, 10)).toBe(4);
    expect(score(NITRATE, 1e6)).toBe(4);
  });

  it('ignores a null detection line', () => {
    expect(score(TEMPERATURE, 59.9)).toBe(2);
    expect(score(TEMPERATURE, 68)).toBe(4);
    expect(score(TEMPERATURE, 75)).toBe(5);
  });

  it('skips a missing "approaching" line: below the benchmark is then simply below', () => {
    expect(score([0, 1, null, 126, 235], 125)).toBe(2);
    expect(score([0, 1, null, 126, 235], 126)).toBe(4);
  });
});

describe('benchmarkScale, low_is_bad parameters (descending lines, comparisons reversed)', () => {
  it.each([
    [9, 2, 'well above the approaching line'],
    [7.01, 2, 'just above line2'],
    [7, 3, 'exactly on line2 opens "approaching"'],
    [6.01, 3, 'between line2 and the benchmark'],
    [6, 4, 'exactly on line3, the benchmark minimum, is "above benchmark" (worse side)'],
    [5.01, 4, 'between the benchmark and the secondary one'],
    [5, 5, 'exactly on line4 is "above secondary benchmark"'],
    [0, 5, 'far below'],
  ])('dissolved oxygen statistic %d scores %d (%s)', (statistic, expected) => {
    expect(score(DISSOLVED_OXYGEN, statistic, true)).toBe(expected);
  });

  it('scores pH low-side bands', () => {
    expect(score(PH, 8.1, true)).toBe(2);
    expect(score(PH, 6.8, true)).toBe(3);
    expect(score(PH, 6.5, true)).toBe(4);
    expect(score(PH, 5.9, true)).toBe(5);
  });

  it('reads the same lines the other way when low_is_bad is off (the flag, not the line order, decides)', () => {
    // 9 mg/L against [7, 6, 5] read as ascending edges reaches line4 = 5: the flag must match the lines.
    expect(score(DISSOLVED_OXYGEN, 9, false)).toBe(5);
  });
});

describe('benchmarkScale, no benchmark and non-detects', () => {
  it.each([
    ['no benchmarks row', null],
    ['every line null', [null, null, null, null, null] as BenchmarkLines],
    ['only the chart lines 0 and 1', [0, 1, null, null, null] as BenchmarkLines],
  ])('scores 0 for %s', (_what, lines) => {
    expect(score(lines, 50)).toBe(0);
    expect(score(lines, 50, true)).toBe(0);
  });

  it('scores 0 rather than 1 when a parameter without benchmarks has only non-detects (0 comes first)', () => {
    expect(score(null, 1, false, true)).toBe(0);
  });

  it('scores 1 when every result is a non-detect, whatever the statistic and direction', () => {
    expect(score(E_COLI, 1, false, true)).toBe(1);
    expect(score(E_COLI, 500, false, true)).toBe(1); // a high detection limit is still "below detection limits"
    expect(score(DISSOLVED_OXYGEN, 2, true, true)).toBe(1);
  });

  it('rejects a non-finite statistic it would have to compare', () => {
    expect(() => score(E_COLI, Number.NaN)).toThrow(RangeError);
    // ...but not when the answer does not depend on it.
    expect(score(E_COLI, Number.NaN, false, true)).toBe(1);
    expect(score(null, Number.NaN)).toBe(0);
  });
});

describe('benchmarkScale against the demo benchmarks table', () => {
  // Guards the convention this module relies on: if a row broke it, the colours would silently be wrong.
  it.each(BENCHMARKS.map((b) => [b.parameterNdx, b] as const))('parameter %d: lines run in the flagged direction', (_ndx, b) => {
    const edges = [b.lines[2], b.lines[3], b.lines[4]].filter((x): x is number => x !== null);
    const ordered = [...edges].sort((x, y) => (b.lowIsBad ? y - x : x - y));
    expect(edges).toEqual(ordered);
    const benchmark = b.lines[3] as number;
    expect(benchmarkScale({ statistic: benchmark, allNonDetect: false, lines: b.lines, lowIsBad: b.lowIsBad })).toBe(4);
  });
});

describe('85th-percentile analysis statistic', () => {
  it('uses the 85th percentile, or the 15th where is_pctile15', () => {
    expect(scorePercentile(false)).toBe(0.85);
    expect(scorePercentile(true)).toBe(0.15);
  });

  it('picks the matching precomputed statistic', () => {
    const stats = { pctile15: 6.2, pctile85: 9.8 };
    expect(percentileScoreStatistic(stats, false)).toBe(9.8);
    expect(percentileScoreStatistic(stats, true)).toBe(6.2);
    expect(percentileScoreStatistic({ pctile15: null, pctile85: null }, true)).toBeNull();
  });
});
