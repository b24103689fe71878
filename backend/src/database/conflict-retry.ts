import type { DataSource, EntityManager } from 'typeorm';

/** SQLSTATEs that mean "this transaction lost a race and may simply run again": serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `work` in a transaction, and once more in a new one when PostgreSQL rolled the first back for losing a
 * race with another transaction (it did nothing then, so running it again is safe). A second loss is reported.
 */
export async function transactionRetryingOnce<T>(dataSource: DataSource, work: (db: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (e) {
    if (!RETRYABLE.has(sqlState(e) ?? '')) throw e;
    return dataSource.transaction(work);
  }
}
