import { feetScale, roundDownNice } from './scale.logic';

describe('feet scale', () => {
  it('rounds down to 1, 2 or 5 times a power of ten', () => {
    expect(roundDownNice(0.7)).toBe(0.5);
    expect(roundDownNice(1)).toBe(1);
    expect(roundDownNice(4.99)).toBe(2);
    expect(roundDownNice(7300)).toBe(5000);
    expect(roundDownNice(0)).toBe(0);
    expect(roundDownNice(Number.NaN)).toBe(0);
  });

  it('gives a round number of feet that fits the width, and its length in pixels', () => {
    // 10 m per pixel: 250 px are 8,202 ft, so the bar shows 5,000 ft over 152.4 px.
    const scale = feetScale(10, 250);
    expect(scale.label).toBe('5,000 ft');
    expect(scale.feet).toBe(5000);
    expect(scale.widthPx).toBeCloseTo(152.4, 1);
    expect(scale.widthPx).toBeLessThanOrEqual(250);
  });
});
