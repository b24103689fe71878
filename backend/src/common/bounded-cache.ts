/** Bytes a kept entry costs beyond its key and value: the map's slot and the record around the value. */
export const ENTRY_OVERHEAD_BYTES = 64;

/**
 * The bytes a string holds: V8 keeps a string of Latin-1 characters at one byte a character, any other at two.
 * Counting two bytes for every string would let a budget of JSON answers (ASCII) hold half what it says.
 */
export function stringBytes(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

/** What a cache may hold. */
export interface CacheLimits<V> {
  /** Most bytes kept: each entry's key, its value (sizeOf) and ENTRY_OVERHEAD_BYTES. */
  bytes: number;
  /** The bytes a value holds beyond ENTRY_OVERHEAD_BYTES; nothing by default (a small record of numbers). */
  sizeOf?: (value: V) => number;
  /**
   * The largest entry kept, in bytes (by default an eighth of `bytes`): a larger one is served but not kept, so
   * one answer cannot push out every other, and the cache always has room for several.
   */
  largestEntry?: number;
}

/**
 * A least-recently-used map bounded both by entries and by bytes, for every cache whose keys a client can choose
 * (query values, date ranges, icon parameters, tile coordinates): keeping every variant a client could ask for
 * would cost unbounded memory, and a cap on entries alone is no cap when one answer can be megabytes. Recomputing
 * a rarely asked value costs a query or a few milliseconds of drawing.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;
  private readonly maxBytes: number;
  private readonly largestEntry: number;
  private readonly sizeOf: (value: V) => number;

  constructor(readonly capacity: number, limits: CacheLimits<V>) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
    if (!Number.isFinite(limits.bytes) || limits.bytes < 1) throw new RangeError(`bytes must be a positive number, got ${limits.bytes}`);
    this.maxBytes = limits.bytes;
    this.largestEntry = Math.min(limits.largestEntry ?? limits.bytes / 8, limits.bytes);
    this.sizeOf = limits.sizeOf ?? (() => 0);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept entries hold, as counted: never more than the cache's byte limit. */
  get bytes(): number {
    return this.held;
  }

  /** The cached value (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the most recent end.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /**
   * Stores a value as the most recently used, evicting the least recently used entries until both limits hold.
   * A value larger than the largest entry is not kept (and replaces nothing): false then.
   */
  set(key: string, value: V): boolean {
    const bytes = stringBytes(key) + this.sizeOf(value) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.largestEntry) return false;
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    while (this.entries.size > this.capacity || this.held > this.maxBytes) this.delete(this.entries.keys().next().value as string);
    return true;
  }

  /** The cached value, or the one `make` builds (then cached when it fits). */
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
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
