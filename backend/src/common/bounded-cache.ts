/**
 * A least-recently-used map with a fixed capacity, for every cache whose keys a client can choose (query
 * values, icon parameters, tile coordinates): keeping every variant a client could ask for would cost unbounded
 * memory, while recomputing a rarely asked one costs a query or a few milliseconds of drawing.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the key to the most recent end.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Stores a value as the most recently used, evicting the least recently used entry when full. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The cached value, or the one `make` builds (then cached). */
  getOrCreate(key: string, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
