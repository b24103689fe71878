import type { QueryRunner } from 'typeorm';

/**
 * The one connection a seed runs on (inside its transaction), with the row counting and progress log every
 * step needs. Every generator goes through here so that the reported result count is the sum of what the
 * INSERTs into results really wrote.
 */
export class SeedSql {
  private results = 0;

  constructor(
    private readonly runner: QueryRunner,
    private readonly log: (message: string) => void,
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

  /** Runs one INSERT INTO results, counts its rows and logs how long it (and its rollup trigger) took. */
  async insertResults(label: string, sql: string, params: unknown[]): Promise<number> {
    const started = Date.now();
    const n = await this.run(sql, params);
    this.results += n;
    this.log(`  ${label}: ${n.toLocaleString('en-US')} results in ${((Date.now() - started) / 1000).toFixed(1)}s`);
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
