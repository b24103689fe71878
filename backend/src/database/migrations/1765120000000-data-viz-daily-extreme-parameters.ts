import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gauges publish a day's water temperature as three daily values of their own (USGS statistics mean, minimum and
 * maximum), so a daily mean alone tells the Temperature Graph nothing about the day's range. A series parameter
 * of table data_viz_series_parameters may now name the parameters holding its daily minimum and maximum: on a day
 * the panel takes from that parameter, its minimum and maximum are read from them (where they have that day)
 * instead of from the one mean's rollup. Data, not code, like the rest of the table. Seeded with the portal's ids:
 * the daily mean water temperature 1535 has its daily minimum in 1541 and its maximum in 1540.
 */
export class DataVizDailyExtremeParameters1765120000000 implements MigrationInterface {
  name = 'DataVizDailyExtremeParameters1765120000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE data_viz_series_parameters
        ADD COLUMN daily_min_parameter_ndx integer,
        ADD COLUMN daily_max_parameter_ndx integer`);
    await q.query(`
      UPDATE data_viz_series_parameters SET daily_min_parameter_ndx = 1541, daily_max_parameter_ndx = 1540
       WHERE series = 'water-temperature' AND parameter_ndx = 1535`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE data_viz_series_parameters DROP COLUMN daily_min_parameter_ndx, DROP COLUMN daily_max_parameter_ndx`);
  }
}
