import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/**
 * Which parameters feed the flow and water-temperature series, in order of preference: the data-visualization
 * panel's graphs (a day takes the first listed parameter that has a value that day) and the map's location
 * flags and latest readings. Data, not code, so a district points the panel at its own
 * parameters with an UPDATE. Seeded with the portal's parameter ids: water temperature is the 15-minute record
 * (169), else the daily mean (1535); flow is the daily mean (67), else the 15-minute discharge's daily average
 * (1536). No foreign key: the rows exist before any parameter is loaded, and an id with no parameter gives no data.
 */
export class DataVizSeriesParameters1764500000000 implements MigrationInterface {
  name = 'DataVizSeriesParameters1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_viz_series_parameters (
        series text NOT NULL CHECK (series IN ('water-temperature', 'flow')),
        preference smallint NOT NULL CHECK (preference > 0),
        parameter_ndx integer NOT NULL,
        PRIMARY KEY (series, preference),
        UNIQUE (series, parameter_ndx)
      )`);
    await q.query(`
      INSERT INTO data_viz_series_parameters (series, preference, parameter_ndx)
      VALUES ('water-temperature', 1, 169), ('water-temperature', 2, 1535), ('flow', 1, 67), ('flow', 2, 1536)`);
    // Cached answers that read it (the locations GeoJSON) are rebuilt when it changes.
    await watchTables(q, ['data_viz_series_parameters']);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_viz_series_parameters`);
  }
}
