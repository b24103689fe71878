import { arcPath, arcPoint, gaugeFraction } from './gauge.logic';

describe('gauge geometry', () => {
  it('places a value on its scale as a fraction, pinned to the ends', () => {
    expect(gaugeFraction(6, 0, 15)).toBeCloseTo(0.4);
    expect(gaugeFraction(-3, 0, 15)).toBe(0);
    expect(gaugeFraction(80, 0, 70)).toBe(1);
    expect(gaugeFraction(5, 5, 5)).toBe(0);
  });

  it('runs from the left end over the top to the right end', () => {
    expect(arcPoint(100, 100, 80, 0)).toEqual([20, 100]);
    expect(arcPoint(100, 100, 80, 0.5)).toEqual([100, 20]);
    expect(arcPoint(100, 100, 80, 1)).toEqual([180, 100]);
    expect(arcPath(100, 100, 80, 0, 0.5)).toBe('M 20 100 A 80 80 0 0 1 100 20');
  });
});
