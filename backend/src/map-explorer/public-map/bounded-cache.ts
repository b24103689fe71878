/**
 * A least-recently-used map with a fixed capacity, for rendered images (icons, tiles, previews): drawing one
 * costs milliseconds, keeping every variant a client could ask for would cost unbounded memory.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or the one `make` builds (then cached, evicting the least recently used entry). */
  getOrCreate(key: string, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the key to the most recent end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}
