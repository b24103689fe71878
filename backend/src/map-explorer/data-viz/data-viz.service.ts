import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FlowGraphRow, FlowTrendRow, TemperatureGraphRow, TemperatureTrendRow } from '@portal/contracts';
import { DataSource } from 'typeorm';

// The data-visualization panel outside graph mode (map-explorer.md §2, §7): daily series of a location from the
// result_daily rollup, never from raw results. Each quantity has a preferred parameter and a fallback (ids of
// seed/reference-data.ts PARAM): a day takes the preferred parameter's value when it has one, so a gauge whose
// recent 15-minute record is shorter than its daily record shows both, each day once.

/** Water temperature: 15-minute (169), else the daily mean (1535). */
const WATER_TEMPERATURE = [169, 1535];
/** Flow: the daily mean (67), else the 15-minute discharge's daily average (1536). */
const FLOW = [67, 1536];

/**
 * The location's daily series of a quantity: one row per day from the first parameter of `preference` that has
 * that day, with the parameter's unit and data source (that of its latest result) and the location's name and id.
 */
const DAILY_SERIES = `
  WITH preference AS (
    SELECT parameter_ndx, rank FROM unnest($2::int[]) WITH ORDINALITY AS x(parameter_ndx, rank)),
  ranked AS (
    SELECT d.collect_date, d.parameter_ndx, d.value_min, d.value_avg, d.value_max,
           row_number() OVER (PARTITION BY d.collect_date ORDER BY pr.rank) AS choice
      FROM result_daily d JOIN preference pr ON pr.parameter_ndx = d.parameter_ndx
     WHERE d.location_ndx = $1),
  series AS (
    SELECT pr.parameter_ndx, u.unit_display_name AS units, src.data_source AS source
      FROM preference pr
      JOIN parameters p ON p.parameter_ndx = pr.parameter_ndx
      JOIN units u ON u.unit_ndx = p.unit_ndx
      LEFT JOIN LATERAL (
        SELECT ds.data_source FROM results r JOIN data_sources ds ON ds.data_source_ndx = r.data_source_ndx
         WHERE r.location_ndx = $1 AND r.parameter_ndx = pr.parameter_ndx
         ORDER BY r.collect_timestamp DESC LIMIT 1) src ON true),
  daily AS (
    SELECT r.collect_date, r.value_min, r.value_avg, r.value_max, s.units, s.source, l.location_name, l.location_id
      FROM ranked r JOIN series s USING (parameter_ndx) JOIN locations l ON l.location_ndx = $1
     WHERE r.choice = 1)`;

/**
 * Each day's value against the period-of-record minimum, mean and maximum of the daily values of the same day
 * of year. 29 February is pooled with 28 February (three years in four have none of its own).
 */
const DAY_OF_YEAR = `CASE WHEN to_char(collect_date, 'MM-DD') = '02-29' THEN '02-28' ELSE to_char(collect_date, 'MM-DD') END`;

@Injectable()
export class DataVizService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Daily minimum, mean and maximum water temperature over the whole record, by date. */
  async temperatureGraph(locationNdx: number): Promise<TemperatureGraphRow[]> {
    return this.series(locationNdx, WATER_TEMPERATURE,
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS collect_date, value_min AS min_daily_temp, value_avg AS avg_daily_temp,
              value_max AS max_daily_temp, units, source, location_name, location_id
         FROM daily ORDER BY daily.collect_date`);
  }

  /** Daily mean flow over the whole record, by date. */
  async flowGraph(locationNdx: number): Promise<FlowGraphRow[]> {
    return this.series(locationNdx, FLOW,
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS collect_date, value_avg AS avg_daily_flow, units, source, location_name, location_id
         FROM daily ORDER BY daily.collect_date`);
  }

  /** Daily mean water temperature against the period-of-record statistics of its day of year, by date. */
  async temperatureTrends(locationNdx: number): Promise<TemperatureTrendRow[]> {
    return this.series(locationNdx, WATER_TEMPERATURE,
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS collect_date, value_avg AS daily_avg_degf,
              min(value_avg) OVER day_of_year AS por_min_degf_actual, avg(value_avg) OVER day_of_year AS por_avg_degf_actual,
              max(value_avg) OVER day_of_year AS por_max_degf_actual, location_name, location_id
         FROM daily WINDOW day_of_year AS (PARTITION BY ${DAY_OF_YEAR}) ORDER BY daily.collect_date`);
  }

  /** Daily mean flow against the period-of-record statistics of its day of year, by date. */
  async flowTrends(locationNdx: number): Promise<FlowTrendRow[]> {
    return this.series(locationNdx, FLOW,
      `SELECT to_char(collect_date, 'YYYY-MM-DD') AS collect_date, value_avg AS avg_daily_flow,
              min(value_avg) OVER day_of_year AS por_min_flow_actual, avg(value_avg) OVER day_of_year AS por_avg_flow_actual,
              max(value_avg) OVER day_of_year AS por_max_flow_actual, location_name, location_id
         FROM daily WINDOW day_of_year AS (PARTITION BY ${DAY_OF_YEAR}) ORDER BY daily.collect_date`);
  }

  private async series<T>(locationNdx: number, preference: readonly number[], select: string): Promise<T[]> {
    const found = (await this.dataSource.query(`SELECT 1 FROM locations WHERE location_ndx = $1`, [locationNdx])) as unknown[];
    if (!found.length) throw new NotFoundException(`There is no monitoring location ${locationNdx}.`);
    return this.dataSource.query(`${DAILY_SERIES} ${select}`, [locationNdx, preference]);
  }
}
