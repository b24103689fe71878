import type { DatabaseMode, HealthResponse } from '@portal/contracts';

/**
 * The health answer of a backend that cannot read its database: while it starts (the database is not open yet) and
 * when the database does not answer. Nothing is known of the migrations or the demo data then, so neither is claimed.
 */
export function withoutDatabase(status: 'starting' | 'degraded', mode: DatabaseMode, version: string): HealthResponse {
  return { status, database: { reachable: false, mode, pendingMigrations: [] }, demoData: false, version };
}
