import { BoundedCache, ENTRY_OVERHEAD_BYTES, stringBytes } from './bounded-cache';

/** Limits loose enough that only the entry count decides. */
const ROOMY = { bytes: 1e9 };

describe('BoundedCache', () => {
  it('builds each value once and keeps it while there is room', () => {
    const cache = new BoundedCache<number>(2, ROOMY);
    let built = 0;
    const make = () => ++built;
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(built).toBe(1);
  });

  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new BoundedCache<string>(2, ROOMY);
    cache.getOrCreate('a', () => 'A');
    cache.getOrCreate('b', () => 'B');
    cache.getOrCreate('a', () => 'unused'); // a is now more recent than b
    cache.getOrCreate('c', () => 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => new BoundedCache(0, ROOMY)).toThrow(RangeError);
    expect(() => new BoundedCache(1.5, ROOMY)).toThrow(RangeError);
  });
});

describe('BoundedCache get and set', () => {
  it('never holds more than its capacity, however many distinct keys arrive', () => {
    const cache = new BoundedCache<number>(100, ROOMY);
    for (let i = 0; i < 120_000; i++) cache.set(`stations-list-${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.get('stations-list-119999')).toBe(119_999);
    expect(cache.get('stations-list-0')).toBeUndefined();
  });

  it('counts a get as a use, and a set of an existing key replaces it without growing', () => {
    const cache = new BoundedCache<string>(2, ROOMY);
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

describe('BoundedCache byte accounting', () => {
  const text = (chars: number, char = 'x') => char.repeat(chars);
  const limits = { bytes: 10_000, sizeOf: stringBytes };
  /** What an entry of `key` and a value of `chars` one-byte characters costs. */
  const cost = (key: string, chars: number) => key.length + chars + ENTRY_OVERHEAD_BYTES;

  it('counts each entry by its key, its value and the overhead, and gives the bytes back on delete and replace', () => {
    const cache = new BoundedCache<string>(100, limits);
    cache.set('a', text(500));
    cache.set('bb', text(300));
    expect(cache.bytes).toBe(cost('a', 500) + cost('bb', 300));
    cache.set('a', text(100));
    expect(cache.bytes).toBe(cost('a', 100) + cost('bb', 300));
    cache.delete('bb');
    cache.delete('absent');
    expect(cache.bytes).toBe(cost('a', 100));
  });

  it('evicts the least recently used entries until the bytes fit, however few entries that leaves', () => {
    const cache = new BoundedCache<string>(100, limits);
    for (let i = 0; i < 50; i++) {
      cache.set(`range-${i}`, text(1000));
      expect(cache.bytes).toBeLessThanOrEqual(limits.bytes);
    }
    const kept = Math.floor(limits.bytes / cost('range-49', 1000));
    expect(cache.size).toBe(kept);
    expect(cache.has('range-49')).toBe(true);
    expect(cache.has(`range-${49 - kept}`)).toBe(false);
    expect(cache.bytes).toBe(kept * cost('range-10', 1000));
  });

  it('does not keep a value larger than its share (an eighth by default), and keeps what it held', () => {
    const cache = new BoundedCache<string>(100, limits);
    cache.set('small', text(100));
    expect(cache.set('large', text(1300))).toBe(false);
    expect([cache.has('large'), cache.has('small'), cache.bytes]).toEqual([false, true, cost('small', 100)]);
    const roomier = new BoundedCache<string>(100, { ...limits, largestEntry: 5000 });
    expect(roomier.set('large', text(1300))).toBe(true);
  });

  it('counts a string of characters beyond Latin-1 at two bytes a character', () => {
    expect(stringBytes('abcé')).toBe(4);
    expect(stringBytes('a°b—')).toBe(8);
  });

  it('refuses a byte limit that is not a positive number', () => {
    expect(() => new BoundedCache(1, { bytes: 0 })).toThrow(RangeError);
    expect(() => new BoundedCache(1, { bytes: Number.NaN })).toThrow(RangeError);
  });
});
