import { MigrationInterface, QueryRunner } from 'typeorm';
import { watchTables } from './data-change-triggers';

/**
 * Climate and Flows Explorer: the graphs it offers, as data. Each row is one graph: its left-axis parameter (and
 * optionally a right-axis one), read from the daily rollup at the locations of the chosen region; how each axis is
 * drawn; whether the left axis is a running total over the year (a flow volume: daily cfs times
 * `ax1_cumulative_factor`, 1.98347 acre-feet per cfs-day); the regions where it is offered and the data categories
 * for which it is one of the first two shown. A district adds a graph with an INSERT. No foreign keys to parameters
 * or regions in the arrays (PostgreSQL has none for arrays); a graph naming a parameter without data draws nothing.
 * The explorer's answers are cached until data or configuration changes, so edits here advance data_change_seq.
 */
export class ClimateAndFlowsExplorer1765600000000 implements MigrationInterface {
  name = 'ClimateAndFlowsExplorer1765600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE caf_graph_options (
        caf_group_ndx integer PRIMARY KEY,
        caf_graph_title text NOT NULL CHECK (btrim(caf_graph_title) <> ''),
        caf_graph_route_name text NOT NULL UNIQUE CHECK (caf_graph_route_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ax1_parameter_ndx integer NOT NULL REFERENCES parameters(parameter_ndx) ON DELETE CASCADE,
        ax2_parameter_ndx integer REFERENCES parameters(parameter_ndx) ON DELETE SET NULL,
        y1_axis_units text NOT NULL,
        y2_axis_units text,
        ax1_daily_chart_type text NOT NULL DEFAULT 'line' CHECK (ax1_daily_chart_type IN ('line', 'bar')),
        ax2_daily_chart_type text CHECK (ax2_daily_chart_type IN ('line', 'bar')),
        ax1_daily_color text NOT NULL CHECK (ax1_daily_color ~ '^#[0-9A-Fa-f]{6}$'),
        ax2_daily_color text CHECK (ax2_daily_color ~ '^#[0-9A-Fa-f]{6}$'),
        ax1_cumulative boolean NOT NULL DEFAULT false,
        ax1_cumulative_factor double precision NOT NULL DEFAULT 1,
        datacategory_ndx_defaults integer[] NOT NULL DEFAULT '{}',
        reg_group_ndx_display integer[] NOT NULL DEFAULT '{}',
        CHECK ((ax2_parameter_ndx IS NULL) = (y2_axis_units IS NULL))
      )`);
    await watchTables(q, ['caf_graph_options']);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE caf_graph_options`);
  }
}
