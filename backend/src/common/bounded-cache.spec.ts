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

describe('BoundedCache get and set', () => {
  it('never holds more than its capacity, however many distinct keys arrive', () => {
    const cache = new BoundedCache<number>(100);
    for (let i = 0; i < 120_000; i++) cache.set(`stations-list-${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.get('stations-list-119999')).toBe(119_999);
    expect(cache.get('stations-list-0')).toBeUndefined();
  });

  it('counts a get as a use, and a set of an existing key replaces it without growing', () => {
    const cache = new BoundedCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('b', 'B2');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 'B2', 'C', 2]);
    cache.delete('c');
    expect(cache.has('c')).toBe(false);
  });
});
