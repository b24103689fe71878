import { interpolateSorted, median, percentileCont } from './percentile';

// Every expected value is worked by hand below (position = p·(n − 1) into the sorted values) and was also
// confirmed against PostgreSQL's own `percentile_cont(p) WITHIN GROUP (ORDER BY x)` (PGlite, PostgreSQL 17).
describe('percentileCont', () => {
  it.each([
    // values, p, expected, hand working
    [[3, 1, 2], 0.5, 2, 'odd count: sorted 1,2,3, position 1'],
    [[1, 2, 3, 4], 0.5, 2.5, 'even count: position 1.5, halfway 2..3'],
    [[10], 0, 10, 'single value, p = 0'],
    [[10], 0.5, 10, 'single value, p = 0.5'],
    [[10], 1, 10, 'single value, p = 1'],
    [[5, 1, 4, 2, 3], 0, 1, 'p = 0 is the minimum of unsorted input'],
    [[5, 1, 4, 2, 3], 1, 5, 'p = 1 is the maximum of unsorted input'],
    [[1, 2, 3, 4], 0.85, 3.55, 'position 2.55: 3 + 0.55·(4 − 3)'],
    [[1, 2, 3, 4], 0.15, 1.45, 'position 0.45: 1 + 0.45·(2 − 1)'],
    [[10, 20, 30, 40, 50], 0.85, 44, 'position 3.4: 40 + 0.4·10'],
    [[14, 2, 8, 4, 6, 10, 12], 0.15, 3.8, 'unsorted, position 0.9: 2 + 0.9·(4 − 2)'],
    [[1, 1, 1, 5], 0.5, 1, 'ties: position 1.5 between two 1s'],
    [[1, 1, 1, 5], 0.9, 3.8, 'position 2.7: 1 + 0.7·(5 − 1)'],
    [[-3, -1, 2], 0.25, -2, 'negative values, position 0.5: −3 + 0.5·2'],
  ])('%j at p = %d is %d (%s)', (values, p, expected) => {
    expect(percentileCont(values, p)).toBeCloseTo(expected, 12);
  });

  it('returns null for no values, as PostgreSQL returns NULL for an empty group', () => {
    expect(percentileCont([], 0.5)).toBeNull();
    expect(percentileCont([], 0)).toBeNull();
  });

  it('does not reorder the caller\'s array', () => {
    const values = [3, 1, 2];
    percentileCont(values, 0.85);
    expect(values).toEqual([3, 1, 2]);
  });

  it('sorts numerically, not as strings', () => {
    // A default Array.prototype.sort would order 10 before 9.
    expect(percentileCont([9, 10, 100], 0)).toBe(9);
    expect(percentileCont([9, 10, 100], 0.5)).toBe(10);
  });

  it.each([-0.01, 1.01, Number.NaN])('rejects p = %d outside [0, 1]', (p) => {
    expect(() => percentileCont([1, 2], p)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects a non-finite value %d', (bad) => {
    expect(() => percentileCont([1, bad, 2], 0.5)).toThrow(RangeError);
  });
});

describe('median', () => {
  it.each([
    [[7, 3, 5], 5],
    [[4, 1, 3, 2], 2.5],
    [[42], 42],
    [[2, 2, 2, 9], 2],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });
});

describe('interpolateSorted', () => {
  it('returns the element at an integral position, the last one included', () => {
    expect(interpolateSorted([1, 4, 9], 0)).toBe(1);
    expect(interpolateSorted([1, 4, 9], 2)).toBe(9);
  });

  it('interpolates linearly at a fractional position', () => {
    // 4 + 0.25·(9 − 4)
    expect(interpolateSorted([1, 4, 9], 1.25)).toBeCloseTo(5.25, 12);
  });
});
