export type DatabaseMode = 'embedded' | 'postgres';

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: {
    reachable: boolean;
    mode: DatabaseMode;
    /** Migrations that exist in the code but have not been applied. */
    pendingMigrations: string[];
  };
  /** True when the data was produced by the demo generator rather than imported from real sources. */
  demoData: boolean;
  version: string;
}
