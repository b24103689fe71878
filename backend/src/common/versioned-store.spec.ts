import { ENTRY_OVERHEAD_BYTES, stringBytes } from './bounded-cache';
import { VersionedStore } from './versioned-cache';

describe('VersionedStore', () => {
  it('gives a value back only for the data version it was made at', () => {
    const store = new VersionedStore<number>(10, 1e6);
    store.set('form-a', '41:true', 1200);
    expect(store.get('form-a', '41:true')).toBe(1200);
    // After a write the version moves: the old count is not the answer any more.
    expect(store.get('form-a', '42:true')).toBeUndefined();
    store.set('form-a', '42:true', 1201);
    expect([store.get('form-a', '42:true'), store.get('form-a', '41:true'), store.size]).toEqual([1201, undefined, 1]);
  });

  it('is bounded by entries, dropping the least recently used', () => {
    const store = new VersionedStore<number>(2, 1e6);
    store.set('a', 'v', 1);
    store.set('b', 'v', 2);
    expect(store.get('a', 'v')).toBe(1); // a is now more recent than b
    store.set('c', 'v', 3);
    expect([store.get('a', 'v'), store.get('b', 'v'), store.get('c', 'v'), store.size]).toEqual([1, undefined, 3, 2]);
  });

  it('counts each value with its key and version against its bytes', () => {
    const store = new VersionedStore<string>(100, 1e6, (value) => stringBytes(value));
    store.set('key', '7:true', 'twelve chars');
    expect(store.bytes).toBe(stringBytes('key') + stringBytes('7:true') + stringBytes('twelve chars') + ENTRY_OVERHEAD_BYTES);
    // A store of 1,000 bytes keeps only the entries that fit.
    const small = new VersionedStore<string>(100, 1000, (value) => stringBytes(value));
    for (let i = 0; i < 50; i += 1) small.set(`key-${i}`, '7:true', 'x'.repeat(40));
    expect(small.bytes).toBeLessThanOrEqual(1000);
    expect(small.size).toBeLessThan(50);
    expect(small.get('key-49', '7:true')).toBe('x'.repeat(40));
  });
});
