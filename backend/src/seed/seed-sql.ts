import type { QueryRunner } from 'typeorm';
import { beginBulkLoad } from '../imports/bulk/bulk-load';
import type { BulkLoad } from '../imports/bulk/bulk-load.types';

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
   * series locks.
   */
  constructor(
    private readonly runner: QueryRunner,
    private readonly log: (message: string) => void,
    private readonly exclusive = false,
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
    const started = Date.now();
    let load = this.loads.get(keepStored);
    if (!load) this.loads.set(keepStored, (load = beginBulkLoad(this.runner, { keepStored, exclusive: this.exclusive })));
    const bulk = await load;
    await bulk.writeSelect(select, params);
    const staged = bulk.staged;
    const { inserted, updated } = await bulk.merge();
    const n = inserted + updated;
    this.results += n;
    const seconds = (Date.now() - started) / 1000;
    this.log(`  ${label}: ${n.toLocaleString('en-US')} results in ${seconds.toFixed(1)}s (${Math.round(staged / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s)`);
    return n;
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
