import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BoundedCache, stringBytes } from './bounded-cache';
import { cacheBytes } from './cache-budget';
import { CachedAnswer, SerializedJson } from './http';
import { gzipAsync } from './gzip';

/**
 * How many answers are kept at most, whatever their size. Keys come partly from clients (`stations-list-<any
 * reg_group_ndx>`, any date range): the byte budget (ANSWER_CACHE_MAX_MB) bounds the memory, this the map's
 * length. The answers the portal really serves (a few dozen catalog lists, the GeoJSON sources, one list per real
 * region or category, the explorers' default ranges) fit with room to spare; an evicted one is rebuilt by one query.
 */
export const VERSIONED_CACHE_CAPACITY = 256;

/** Answers shorter than this go out as they are: gzip would save a few hundred bytes for its own cost. */
const GZIP_FROM_CHARS = 8 * 1024;

/** What a kept answer holds beyond its key and version: its text, its gzip copy and its ETag. */
const answerBytes = (answer: CachedAnswer) => stringBytes(answer.json) + stringBytes(answer.etag) + (answer.gzip?.length ?? 0);

/** A key as ETag characters: keys may hold any text (a request body), an ETag no double quote. */
const etagOfKey = (key: string) => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/**
 * Values kept under the data version they were made at, bounded by entries and by bytes (the version is counted
 * with each): a value is given back only while the version is the same, so none outlives a write. The versioned
 * cache keeps its answers in one. A feature whose values are not answers keeps them in one of its own, with its own
 * share of the budget: Query & Download's record counts are counted on a connection of their own that a caller's
 * leaving cancels, so callers cannot share one count's build as they share an answer's, and tiny and many, they
 * would push the large answers out of a store they shared.
 */
export class VersionedStore<V> {
  private readonly kept: BoundedCache<{ version: string; value: V }>;

  constructor(capacity: number, bytes: number, sizeOf: (value: V) => number = () => 0) {
    this.kept = new BoundedCache(capacity, { bytes, sizeOf: ({ version, value }) => stringBytes(version) + sizeOf(value) });
  }

  /** How many values are held now. */
  get size(): number {
    return this.kept.size;
  }

  /** The bytes the held values take, as counted: never more than the store's bytes. */
  get bytes(): number {
    return this.kept.bytes;
  }

  /** The value kept under `key` if it was made at `version`. */
  get(key: string, version: string): V | undefined {
    const kept = this.kept.get(key);
    return kept?.version === version ? kept.value : undefined;
  }

  /** Keeps `value`, made at `version`, replacing what `key` held (a value too large for the store is not kept). */
  set(key: string, version: string, value: V): void {
    this.kept.set(key, { version, value });
  }
}

/**
 * Caches serialized answers that change only when data or the catalog changes (migration
 * DataChangeSequence): each request reads one sequence value, and the answer is rebuilt only after a write.
 * Reading last_value is a lookup in the sequence's own relation, cheaper than any query on the data.
 */
@Injectable()
export class VersionedCache {
  private readonly answers: VersionedStore<CachedAnswer>;
  /** Rebuilds in flight, each removed when it settles: bounded by the requests being served. */
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.answers = new VersionedStore(VERSIONED_CACHE_CAPACITY, cacheBytes(config, 'answers'), answerBytes);
  }

  /** How many answers are held now. */
  get size(): number {
    return this.answers.size;
  }

  /** The bytes the held answers take (text, gzip copies, keys and versions): never more than the cache's share. */
  get bytes(): number {
    return this.answers.bytes;
  }

  /** The current data version: it changes with every write to the data or the catalog. */
  async dataVersion(): Promise<string> {
    const [{ data }] = (await this.dataSource.query(
      `SELECT last_value::text || ':' || is_called::text AS data FROM data_change_seq`,
    )) as { data: string }[];
    return data;
  }

  /**
   * The answer of `key` for the current data version, built by `build` when there is none. `asOf` (an instant, ms)
   * is for answers that also change with time (a value's age, today's window): the answer is kept only while both
   * the data version and `asOf` stay the same, under the same key, so a new instant replaces the old answer rather
   * than adding one. `build` may answer a SerializedJson: its text is the answer.
   */
  async get(key: string, build: () => Promise<unknown>, asOf?: number): Promise<CachedAnswer> {
    const data = await this.dataVersion();
    const version = asOf === undefined ? data : `${data}@${asOf}`;
    const cached = this.answers.get(key, version);
    if (cached) return cached;
    // Concurrent misses for the same version share one rebuild instead of each querying the database.
    const pendingKey = `${key}@${version}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = build()
        .then(async (value) => {
          const json = value instanceof SerializedJson ? value.json : JSON.stringify(value);
          // Compressed once per version, off the event loop, and kept (and counted) with the text it encodes.
          const gzip = json.length >= GZIP_FROM_CHARS ? await gzipAsync(json) : undefined;
          const answer = new CachedAnswer(json, `W/"${etagOfKey(key)}-${version}"`, gzip);
          // An answer too large for the budget's share is served to this request (and any waiting on it) only.
          this.answers.set(key, version, answer);
          return answer;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, pending);
    }
    return pending;
  }
}
