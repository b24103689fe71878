export type DatabaseMode = 'embedded' | 'postgres';

/** GET /api/health */
export interface HealthResponse {
  /** 'starting' while the backend opens its database, migrates it or generates the demo data (see `startup`). */
  status: 'ok' | 'degraded' | 'starting';
  database: {
    reachable: boolean;
    mode: DatabaseMode;
    /** Migrations that exist in the code but have not been applied. */
    pendingMigrations: string[];
  };
  /** True when the data was produced by the demo generator rather than imported from real sources. */
  demoData: boolean;
  version: string;
  /** While the status is 'starting': what the backend is doing and how far it has come. */
  startup?: StartupProgress;
}

/** How far a starting backend has come. */
export interface StartupProgress {
  /** What it is doing now, for people ('Generating the demo data: water-quality samples'). */
  stage: string;
  /**
   * How much of the start is done, in percent.
   * @asType integer
   * @minimum 0
   * @maximum 100
   */
  percent: number;
  /** True while the demo data is being generated (the first start of an empty embedded database). */
  seeding: boolean;
}
