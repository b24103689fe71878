import type { FlowGraphRow, FlowTrendRow, TemperatureGraphRow, TemperatureTrendRow } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoDate } from '../../database/sql-fragments';

// The data-visualization panel's SQL: daily series of a location from the result_daily rollup, never from raw
// results. Each series has parameters in order of preference (table data_viz_series_parameters): a day takes the
// first one that has a value that day, so a gauge whose recent 15-minute record is shorter than its daily record
// shows both, each day once. A daily-mean parameter may name the parameters of its published daily minimum and
// maximum: that day's extremes then come from them, since one mean a day has no range of its own.

type Series = 'water-temperature' | 'flow';

/**
 * The location's daily series: one row per day from the first preferred parameter that has that day (its minimum
 * and maximum from its daily-extreme parameters where they have the day), with the parameter's unit and data
 * source (that of its latest result) and the location's name and id.
 */
const DAILY_SERIES = `
  WITH preference AS (
    SELECT parameter_ndx, preference AS rank, daily_min_parameter_ndx, daily_max_parameter_ndx
      FROM data_viz_series_parameters WHERE series = $2),
  chosen AS (
    SELECT * FROM (
      SELECT d.collect_date, d.parameter_ndx, d.value_min, d.value_avg, d.value_max,
             pr.daily_min_parameter_ndx, pr.daily_max_parameter_ndx,
             row_number() OVER (PARTITION BY d.collect_date ORDER BY pr.rank) AS choice
        FROM result_daily d JOIN preference pr ON pr.parameter_ndx = d.parameter_ndx
       WHERE d.location_ndx = $1) c
     WHERE c.choice = 1),
  ranked AS (
    SELECT c.collect_date, c.parameter_ndx, coalesce(lo.value_min, c.value_min) AS value_min, c.value_avg,
           coalesce(hi.value_max, c.value_max) AS value_max
      FROM chosen c
      LEFT JOIN result_daily lo
        ON lo.location_ndx = $1 AND lo.parameter_ndx = c.daily_min_parameter_ndx AND lo.collect_date = c.collect_date
      LEFT JOIN result_daily hi
        ON hi.location_ndx = $1 AND hi.parameter_ndx = c.daily_max_parameter_ndx AND hi.collect_date = c.collect_date),
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
      FROM ranked r JOIN series s USING (parameter_ndx) JOIN locations l ON l.location_ndx = $1)`;

/**
 * Each day's value against the period-of-record minimum, mean and maximum of the daily values of the same day
 * of year. 29 February is pooled with 28 February (three years in four have none of its own).
 */
const DAY_OF_YEAR = `CASE WHEN to_char(collect_date, 'MM-DD') = '02-29' THEN '02-28' ELSE to_char(collect_date, 'MM-DD') END`;

const dailySeries = <T>(db: DataSource, locationNdx: number, series: Series, select: string): Promise<T[]> =>
  db.query(`${DAILY_SERIES} ${select}`, [locationNdx, series]);

/** Daily minimum, mean and maximum water temperature over the whole record, by date. */
export const postGraphTemperatureDataByWellNumberQuery = (db: DataSource, locationNdx: number) =>
  dailySeries<TemperatureGraphRow>(db, locationNdx, 'water-temperature',
    `SELECT ${isoDate('collect_date')} AS collect_date, value_min AS min_daily_temp, value_avg AS avg_daily_temp,
            value_max AS max_daily_temp, units, source, location_name, location_id
       FROM daily ORDER BY daily.collect_date`);

/** Daily mean flow over the whole record, by date. */
export const postGraphFlowDataByWellNumberQuery = (db: DataSource, locationNdx: number) =>
  dailySeries<FlowGraphRow>(db, locationNdx, 'flow',
    `SELECT ${isoDate('collect_date')} AS collect_date, value_avg AS avg_daily_flow, units, source, location_name, location_id
       FROM daily ORDER BY daily.collect_date`);

/** Each day's mean as `valueAlias` with the period-of-record statistics of its day of year as por_{min,avg,max}_`quantity`_actual. */
const dayOfYearTrend = (valueAlias: string, quantity: string) =>
  `SELECT ${isoDate('collect_date')} AS collect_date, value_avg AS ${valueAlias},
          min(value_avg) OVER day_of_year AS por_min_${quantity}_actual, avg(value_avg) OVER day_of_year AS por_avg_${quantity}_actual,
          max(value_avg) OVER day_of_year AS por_max_${quantity}_actual, location_name, location_id
     FROM daily WINDOW day_of_year AS (PARTITION BY ${DAY_OF_YEAR}) ORDER BY daily.collect_date`;

/** Daily mean water temperature against the period-of-record statistics of its day of year, by date. */
export const postMapgraphTempsDailyVsPorStatsByWellNumberQuery = (db: DataSource, locationNdx: number) =>
  dailySeries<TemperatureTrendRow>(db, locationNdx, 'water-temperature', dayOfYearTrend('daily_avg_degf', 'degf'));

/** Daily mean flow against the period-of-record statistics of its day of year, by date. */
export const postMapgraphFlowsDailyVsPorStatsByWellNumberQuery = (db: DataSource, locationNdx: number) =>
  dailySeries<FlowTrendRow>(db, locationNdx, 'flow', dayOfYearTrend('avg_daily_flow', 'flow'));
