import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BoundedCache, stringBytes } from './bounded-cache';
import { cacheBytes } from './cache-budget';
import { gzipAsync } from './gzip';

/** An answer serialized once, with the ETag clients revalidate it by and, when long, its gzip encoding. */
export interface CachedAnswer {
  json: string;
  etag: string;
  gzip?: Buffer;
}

/**
 * An answer a service has already serialized (joined from parts it keeps serialized itself): kept as it is
 * rather than parsed and serialized again.
 */
export class SerializedJson {
  constructor(readonly json: string) {}
}

/**
 * How many answers are kept at most, whatever their size. Keys come partly from clients (`stations-list-<any
 * reg_group_ndx>`, any date range): the byte budget (ANSWER_CACHE_MAX_MB) bounds the memory, this the map's
 * length. The answers the portal really serves (a few dozen catalog lists, the GeoJSON sources, one list per real
 * region or category, the explorers' default ranges) fit with room to spare; an evicted one is rebuilt by one query.
 */
export const VERSIONED_CACHE_CAPACITY = 256;

/** Answers shorter than this go out as they are: gzip would save a few hundred bytes for its own cost. */
const GZIP_FROM_CHARS = 8 * 1024;

/** What a kept answer holds: its text, its gzip copy, its ETag and version. */
const answerBytes = ({ version, answer }: { version: string; answer: CachedAnswer }) =>
  stringBytes(version) + stringBytes(answer.json) + stringBytes(answer.etag) + (answer.gzip?.length ?? 0);

/** A key as ETag characters: keys may hold any text (a request body), an ETag no double quote. */
const etagOfKey = (key: string) => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/**
 * Caches serialized answers that change only when data or the catalog changes (migration
 * DataChangeSequence): each request reads one sequence value, and the answer is rebuilt only after a write.
 * Reading last_value is a lookup in the sequence's own relation, cheaper than any query on the data.
 */
@Injectable()
export class VersionedCache {
  private readonly answers: BoundedCache<{ version: string; answer: CachedAnswer }>;
  /** Rebuilds in flight, each removed when it settles: bounded by the requests being served. */
  private readonly pending = new Map<string, Promise<CachedAnswer>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.answers = new BoundedCache(VERSIONED_CACHE_CAPACITY, { bytes: cacheBytes(config, 'answers'), sizeOf: answerBytes });
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
    const cached = this.answers.get(key);
    if (cached && cached.version === version) return cached.answer;
    // Concurrent misses for the same version share one rebuild instead of each querying the database.
    const pendingKey = `${key}@${version}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = build()
        .then(async (value) => {
          const json = value instanceof SerializedJson ? value.json : JSON.stringify(value);
          // Compressed once per version, off the event loop, and kept (and counted) with the text it encodes.
          const gzip = json.length >= GZIP_FROM_CHARS ? await gzipAsync(json) : undefined;
          const answer: CachedAnswer = { json, etag: `W/"${etagOfKey(key)}-${version}"`, gzip };
          // An answer too large for the budget's share is served to this request (and any waiting on it) only.
          this.answers.set(key, { version, answer });
          return answer;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, pending);
    }
    return pending;
  }
}
