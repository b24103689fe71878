import type { DataSource, QueryRunner } from 'typeorm';
import type { AuthenticatedUser } from './access';

type AuditAction = 'create' | 'update' | 'delete' | 'replace';

/** What one admin write changed: the row (or set) before and after, null where there is none. */
interface AuditRecord {
  action: AuditAction;
  /** What kind of thing changed: 'contact', 'group', 'cow_input'... */
  entity: string;
  /** Which one: its id. */
  entityKey: string | number;
  before: unknown;
  after: unknown;
}

/** The statements of one audited write: rows of any statement, RETURNING included. */
export interface AuditedTx {
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Runs an admin write and its audit record (who, when, action, entity and key) in one transaction: both commit or neither does, so
 * a failed write (an exception from `write`) leaves no record. `write` answers the caller's result and what
 * to record.
 */
export async function audited<T>(
  dataSource: DataSource,
  actor: AuthenticatedUser,
  write: (tx: AuditedTx) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const runner = manager.queryRunner as QueryRunner;
    const tx: AuditedTx = {
      rows: async (sql, params = []) => (await runner.query(sql, params, true)).records,
    };
    const { result, audit } = await write(tx);
    await tx.rows(
      `INSERT INTO admin_audit_log (actor_sub, actor_name, action, entity, entity_key, before, after)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [actor.sub, actor.name ?? null, audit.action, audit.entity, String(audit.entityKey), json(audit.before), json(audit.after)],
    );
    return result;
  });
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
