import { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTables, watchTables } from './data-change-triggers';

/**
 * The runs of each reservoir's pumps as their controller logs them: when a run started and when it ended (a run
 * still going ends at the last report). The time-series dashboards sum them into 'Hours Pumped' per interval of
 * their chart. Runs of one reservoir do not overlap: a reservoir's pumping is one record, whichever pump ran.
 * Writes advance the data version, so the cached sums follow.
 */
export class ReservoirPumpRuns1765900000000 implements MigrationInterface {
  name = 'ReservoirPumpRuns1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reservoir_pump_runs (
        reservoir text NOT NULL CHECK (reservoir IN ('yamcolo', 'stagecoach')),
        started_at timestamptz NOT NULL,
        ended_at timestamptz NOT NULL,
        PRIMARY KEY (reservoir, started_at),
        CHECK (ended_at > started_at)
      )`);
    await watchTables(q, ['reservoir_pump_runs']);
  }

  public async down(q: QueryRunner): Promise<void> {
    await unwatchTables(q, ['reservoir_pump_runs']);
    await q.query(`DROP TABLE reservoir_pump_runs`);
  }
}
