import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/** The operations configuration every widget and statistics answer is built from. */
const TABLES = ['operations_settings', 'location_reporting_intervals', 'operations_dashboard_stats_tables', 'operations_dashboard_stats_columns'];

/**
 * The operations dashboards' widget and statistics answers are shared for the second they were built in and the
 * data version they were built on. The operator-day hour, the freshness and stuck-sensor rules, the expected
 * reporting intervals and the statistics tables' columns shape those answers, so a change to any of them is a new
 * data version, as a new value is.
 */
export class OperationsAnswersVersioned1764900000000 implements MigrationInterface {
  name = 'OperationsAnswersVersioned1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await watchTables(q, TABLES);
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, TABLES);
  }
}
