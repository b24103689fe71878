import type { QueryRunner } from 'typeorm';
import { beginBulkLoad } from '../imports/bulk/bulk-load';
import type { BulkLoad } from '../imports/bulk/bulk-load.types';
import type { SeedGenerator } from './seed-generator';

/** One statement's worth of generated results: a SELECT yielding the bulk path's staged columns. */
export interface ResultBatch {
  label: string;
  select: string;
  params: unknown[];
}

/**
 * COPY text a seed's load may hold while its connection merges: a whole generated batch (1.5 million rows, about
 * 120 MB) waits for the merge before it instead of stopping its generator half-way.
 */
const SEED_QUEUED_BYTES = 256 * 1024 * 1024;

/**
 * The one connection a seed runs on (inside its transaction), with the row counting and progress log every
 * step needs. Every generator goes through here so that the reported result count is the sum of what the
 * INSERTs into results really wrote.
 */
export class SeedSql {
  private results = 0;
  /** The bulk loads results are written through: one replacing stored rows, one keeping them (appending). */
  private readonly loads = new Map<boolean, Promise<BulkLoad>>();

  /**
   * `exclusive`: the seed's transaction holds results exclusively (it truncated it), so its bulk loads need no
   * series locks. `generator`: a second connection that generates the next batch of insertResultBatches while
   * this one merges (PostgreSQL; without it each batch is generated on this connection).
   */
  constructor(
    private readonly runner: QueryRunner,
    private readonly log: (message: string) => void,
    private readonly exclusive = false,
    private readonly generator?: SeedGenerator,
  ) {}

  get resultCount(): number {
    return this.results;
  }

  /** Runs a statement and returns the number of rows it affected. */
  async run(sql: string, params: unknown[] = []): Promise<number> {
    const r = await this.runner.query(sql, params, true);
    return r.affected ?? 0;
  }

  async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const r = await this.runner.query(sql, params, true);
    return r.records as T[];
  }

  /**
   * Writes the rows `select` yields (the bulk path's staged columns, in StagedResult's order) into results through
   * the bulk path: staged, merged in one statement and rolled up once. Counts and logs what it wrote and how long it
   * took. `keepStored` leaves readings already stored as they are (appending to a record).
   */
  async insertResults(label: string, select: string, params: unknown[], keepStored = false): Promise<number> {
    return this.insertResultBatches([{ label, select, params }], keepStored);
  }

  /**
   * insertResults for several batches in turn, each merged (and rolled up) on its own. With a generator, batch
   * N + 1 is generated on the generator's connection while batch N merges on this one.
   */
  async insertResultBatches(batches: readonly ResultBatch[], keepStored = false): Promise<number> {
    let load = this.loads.get(keepStored);
    if (!load) {
      // Direct: the seed's rows are new keys, so its generator's text goes straight into results (a key met twice
      // sends the rest of the load through the staging and merge, which keeps or replaces it as before).
      load = beginBulkLoad(this.runner, { keepStored, exclusive: this.exclusive, direct: true, maxQueuedBytes: SEED_QUEUED_BYTES });
      this.loads.set(keepStored, load);
    }
    const bulk = await load;
    const { generator } = this;
    const stage = (b: ResultBatch) => (generator ? generator.copyInto(bulk, b.select, b.params) : bulk.writeSelect(b.select, b.params));
    const stageAfter = (i: number) => (i + 1 < batches.length ? stage(batches[i + 1]) : undefined);
    let written = 0;
    let started = Date.now();
    let staging = stage(batches[0]);
    for (const [i, batch] of batches.entries()) {
      await staging;
      const staged = bulk.staged;
      const merging = bulk.merge();
      // With a generator the next batch's rows are generated now and queue behind this merge (a failed merge fails
      // that staging too, which the merge reports); without one the connection takes its SELECT after the merge.
      const early = generator ? stageAfter(i) : undefined;
      early?.catch(() => undefined);
      const { inserted, updated } = await merging;
      staging = early ?? stageAfter(i) ?? Promise.resolve();
      const n = inserted + updated;
      written += n;
      const seconds = (Date.now() - started) / 1000;
      started = Date.now();
      this.log(`  ${batch.label}: ${n.toLocaleString('en-US')} results in ${seconds.toFixed(1)}s (${Math.round(staged / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s)`);
    }
    this.results += written;
    return written;
  }

  step(message: string): void {
    this.log(message);
  }
}

/** Numbers placeholders as they are added, so long generated statements stay readable. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  json(value: unknown): string {
    return `${this.add(JSON.stringify(value))}::jsonb`;
  }
}
