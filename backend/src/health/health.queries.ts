import { MIGRATIONS_TABLE } from '../database/data-source-options';

// The health probe's statements. The service runs them on one connection with a deadline (health.service.ts),
// so they are text here rather than functions taking a DataSource.

/** The names of the applied migrations. */
export const APPLIED_MIGRATIONS_SQL = `SELECT name FROM ${MIGRATIONS_TABLE}`;

/** 'true' when the data was produced by the demo generator. */
export const DEMO_DATA_SQL = `SELECT value FROM dataset_info WHERE key = 'demo_data'`;
