import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time Series Summaries: the graphs it offers, as data. Each row summarises one parameter's daily values at the
 * locations of the chosen region, may name the Climate and Flows graph of the same series, and lists the regions
 * offering it and the data categories opening with it. The table's data_change_seq trigger came later, with the
 * cache of its answers (migration SummariesAndColorsOfWaterVersioned).
 */
export class TimeSeriesSummaries1765620000000 implements MigrationInterface {
  name = 'TimeSeriesSummaries1765620000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tssum_graph_options (
        tssum_group_ndx integer PRIMARY KEY,
        tssum_graph_title text NOT NULL CHECK (btrim(tssum_graph_title) <> ''),
        tssum_graph_route_name text NOT NULL UNIQUE CHECK (tssum_graph_route_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        y_axis_units text NOT NULL,
        caf_group_ndx integer REFERENCES caf_graph_options(caf_group_ndx) ON DELETE SET NULL,
        datacategory_ndx_defaults integer[] NOT NULL DEFAULT '{}',
        reg_group_ndx_display integer[] NOT NULL DEFAULT '{}'
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tssum_graph_options`);
  }
}
