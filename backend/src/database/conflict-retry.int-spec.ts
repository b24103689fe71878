import type { DataSource, EntityManager } from 'typeorm';
import { createMigratedDatabase, type ScratchDatabase } from '../../test/database';
import { transactionRetryingOnce } from './conflict-retry';

// The retry on a real PostgreSQL server, whose own errors (raised with their SQLSTATE) end the first attempt.

describe('transactionRetryingOnce', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    ({ db, dataSource: ds } = await createMigratedDatabase('portal_conflict_retry'));
    await ds.query(`CREATE TABLE attempts (n integer)`);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });
  beforeEach(() => ds.query(`TRUNCATE attempts`));

  /** A transaction that records its attempt and then fails with `state` on the attempts listed in `failOn`. */
  function work(state: string, failOn: number[]) {
    let attempt = 0;
    return async (m: EntityManager) => {
      attempt += 1;
      await m.query(`INSERT INTO attempts (n) VALUES ($1)`, [attempt]);
      if (failOn.includes(attempt)) await m.query(`DO $$ BEGIN RAISE EXCEPTION 'lost a race' USING ERRCODE = '${state}'; END $$`);
      return attempt;
    };
  }
  const committed = async () => ((await ds.query(`SELECT n FROM attempts ORDER BY n`)) as { n: number }[]).map((r) => r.n);

  it.each(['40001', '40P01'])('runs a transaction that failed with %s once more, keeping only the second attempt', async (state) => {
    expect(await transactionRetryingOnce(ds, work(state, [1]))).toBe(2);
    expect(await committed()).toEqual([2]);
  });

  it('reports a second loss, and any other error at once, with nothing written', async () => {
    await expect(transactionRetryingOnce(ds, work('40001', [1, 2]))).rejects.toThrow('lost a race');
    await expect(transactionRetryingOnce(ds, work('23505', [1]))).rejects.toThrow('lost a race');
    expect(await committed()).toEqual([]);
  });
});
