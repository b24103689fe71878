import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('builds each value once and keeps it while there is room', () => {
    const cache = new BoundedCache<number>(2);
    let built = 0;
    const make = () => ++built;
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(built).toBe(1);
  });

  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new BoundedCache<string>(2);
    cache.getOrCreate('a', () => 'A');
    cache.getOrCreate('b', () => 'B');
    cache.getOrCreate('a', () => 'unused'); // a is now more recent than b
    cache.getOrCreate('c', () => 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
    expect(() => new BoundedCache(1.5)).toThrow(RangeError);
  });
});
