import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/**
 * Year-over-Year Comparisons: the graphs it offers, as data. Each row draws one parameter's regional daily value
 * (the mean of the region's locations' daily means), or with `cumulative` its running total over each year
 * (times `cumulative_factor`: 1.98347 acre-feet per cfs-day turns a flow into a volume), for the regions listed,
 * opening for the data categories listed. The answers are cached until data or configuration changes, so edits here
 * advance data_change_seq.
 */
export class YearOverYear1765610000000 implements MigrationInterface {
  name = 'YearOverYear1765610000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE yoy_graph_options (
        yoy_group_ndx integer PRIMARY KEY,
        yoy_graph_title text NOT NULL CHECK (btrim(yoy_graph_title) <> ''),
        yoy_graph_route_name text NOT NULL UNIQUE CHECK (yoy_graph_route_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        y_axis_units text NOT NULL,
        data_daily_chart_type text NOT NULL DEFAULT 'line' CHECK (data_daily_chart_type IN ('line', 'bar')),
        cumulative boolean NOT NULL DEFAULT false,
        cumulative_factor double precision NOT NULL DEFAULT 1,
        datacategory_ndx_defaults integer[] NOT NULL DEFAULT '{}',
        reg_group_ndx_display integer[] NOT NULL DEFAULT '{}'
      )`);
    await watchTables(q, ['yoy_graph_options']);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE yoy_graph_options`);
  }
}
