import { Z_90_TWO_SIDED, Z_95_TWO_SIDED, erfc, normalCdf, twoSidedPValue } from './normal';

/** |computed − exact| / exact: the accuracy erfc documents (below 1.2e-7). */
const relativeError = (computed: number, exact: number) => Math.abs(computed - exact) / Math.abs(exact);

describe('erfc', () => {
  // Double-precision reference values of erfc (as C's and Python's math.erfc give them).
  it.each([
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [2, 0.004677734981047265],
    [3, 2.2090496998585438e-5],
    [5, 1.5374597944280351e-12],
    [-1, 1.842700792949715],
  ])('erfc(%d) is within 1.2e-7 relative of %d', (x, exact) => {
    expect(relativeError(erfc(x), exact)).toBeLessThan(1.2e-7);
  });

  it('satisfies erfc(−x) = 2 − erfc(x)', () => {
    for (const x of [0.1, 0.7, 1.3, 2.9]) expect(erfc(-x) + erfc(x)).toBeCloseTo(2, 12);
  });
});

describe('normalCdf and p-values', () => {
  it('gives Φ at the usual critical values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(Z_90_TWO_SIDED)).toBeCloseTo(0.95, 7);
    expect(normalCdf(Z_95_TWO_SIDED)).toBeCloseTo(0.975, 7);
    expect(normalCdf(-Z_95_TWO_SIDED)).toBeCloseTo(0.025, 7);
  });

  it('gives the two-sided p-value of a normal statistic, whatever its sign', () => {
    expect(twoSidedPValue(Z_95_TWO_SIDED)).toBeCloseTo(0.05, 7);
    expect(twoSidedPValue(-Z_90_TWO_SIDED)).toBeCloseTo(0.1, 7);
    expect(twoSidedPValue(0)).toBeCloseTo(1, 6);
  });

  it('keeps its relative accuracy far in the tail (no 1 − Φ cancellation)', () => {
    // p of USEPA (2009) Example 14-10 as R's 2·pnorm(−z) gives it: 2.160712e-07.
    expect(relativeError(twoSidedPValue(5.184951391308559), 2.1607121265531734e-7)).toBeLessThan(1.2e-7);
  });
});
