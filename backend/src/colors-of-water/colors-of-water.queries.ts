import type { CowGraphRow, CowInterval, CowStreamGage } from '@portal/contracts';
import { COW_UNACCOUNTED } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { rowExists } from '../database/sql-fragments';

// Colors of Water reads a gage's measured flow from the daily rollup (result_daily's daily mean of the gage's
// location and parameter) and the storage accounts' slices from cow_daily_slices (migration ColorsOfWater). Only
// the accounts of the gage's own reservoir are drawn.

/** The first day of the period a day falls in: the day, its week (Sunday to Saturday) or its calendar month. */
const PERIOD_START: Record<CowInterval, string> = {
  daily: 'day.collect_date',
  weekly: 'day.collect_date - extract(dow FROM day.collect_date)::integer',
  monthly: `date_trunc('month', day.collect_date)::date`,
};

/** The SQL of a period's first day: from a fixed list, never from client text (the interval is validated first). */
function periodStart(interval: CowInterval): string {
  if (!Object.hasOwn(PERIOD_START, interval)) throw new RangeError(`unknown interval ${interval}`);
  return PERIOD_START[interval];
}

/** The gages where a reservoir's accounts are tracked, in the list's order. */
export const getColorsOfWaterStagecoachStreamGagesByReservoirQuery = (db: DataSource, reservoir: number): Promise<CowStreamGage[]> =>
  db.query(
    `SELECT stream_gage_ndx, stream_gage FROM cow_stream_gages
      WHERE reservoir_location_ndx = $1 ORDER BY sort_order, stream_gage_ndx`,
    [reservoir],
  );

/** The reservoir's release gage, or null when it has none. */
export async function releaseGageQuery(db: DataSource, reservoir: number): Promise<number | null> {
  const rows = (await db.query(
    `SELECT stream_gage_ndx FROM cow_stream_gages WHERE reservoir_location_ndx = $1 AND is_release_gage`,
    [reservoir],
  )) as { stream_gage_ndx: number }[];
  return rows[0]?.stream_gage_ndx ?? null;
}

/** Whether the gage is one of the reservoir's. */
export const reservoirStreamGageExistsQuery = (db: DataSource, reservoir: number, streamGage: number): Promise<boolean> =>
  rowExists(db, 'cow_stream_gages', { stream_gage_ndx: streamGage, reservoir_location_ndx: reservoir });

/**
 * One gage of the reservoir: its graph rows from startDate to endDate (included); none when the gage is another
 * reservoir's, so a page never draws a gage or accounts that are not its reservoir's. A day counts when the gage
 * measured a flow or an account has a slice. A week or month is the mean of its measured days, the flow and the
 * slices alike (so both cover the same days); a period without a measured day is the mean of its slices.
 * Per period: the Unaccounted row (the mean flow minus the accounts' mean slices, never below 0), then every
 * account of the reservoir (0 cfs when it released nothing), in stacking order (see CowGraphRow).
 */
export const cowGraphQuery = (
  db: DataSource, reservoir: number, streamGage: number, interval: CowInterval, startDate: string, endDate: string,
): Promise<CowGraphRow[]> =>
  db.query(
    `WITH gage AS (SELECT * FROM cow_stream_gages WHERE stream_gage_ndx = $1 AND reservoir_location_ndx = $6),
     account AS (
       SELECT i.cow_input_ndx, i.cow_input_name, i.graph_color, i.cow_slice_order
         FROM cow_inputs i JOIN gage g ON g.reservoir_location_ndx = i.reservoir_location_ndx),
     flow AS (
       SELECT d.collect_date, d.value_avg AS flow
         FROM result_daily d JOIN gage g ON g.location_ndx = d.location_ndx AND g.parameter_ndx = d.parameter_ndx
        WHERE d.collect_date BETWEEN $2::date AND $3::date AND d.value_avg IS NOT NULL),
     slice AS (
       SELECT s.collect_date, s.cow_input_ndx, s.cow_slice_cfs
         FROM cow_daily_slices s JOIN account a ON a.cow_input_ndx = s.cow_input_ndx
        WHERE s.stream_gage_ndx = $1 AND s.collect_date BETWEEN $2::date AND $3::date),
     day AS (SELECT collect_date FROM flow UNION SELECT collect_date FROM slice),
     period AS (
       SELECT day.collect_date, ${periodStart(interval)} AS period, f.flow
         FROM day LEFT JOIN flow f ON f.collect_date = day.collect_date),
     counted AS (
       SELECT p.collect_date, p.period, p.flow FROM period p
        WHERE p.flow IS NOT NULL
           OR NOT EXISTS (SELECT 1 FROM period m WHERE m.period = p.period AND m.flow IS NOT NULL)),
     period_flow AS (SELECT c.period, avg(c.flow) AS flow FROM counted c GROUP BY c.period),
     period_slice AS (
       SELECT c.period, a.cow_input_ndx, avg(COALESCE(s.cow_slice_cfs, 0)) AS cfs
         FROM counted c CROSS JOIN account a
         LEFT JOIN slice s ON s.collect_date = c.collect_date AND s.cow_input_ndx = a.cow_input_ndx
        GROUP BY c.period, a.cow_input_ndx),
     unaccounted AS (
       SELECT pf.period, CASE WHEN pf.flow IS NOT NULL THEN greatest(pf.flow - COALESCE(sum(ps.cfs), 0), 0) END AS cfs
         FROM period_flow pf LEFT JOIN period_slice ps ON ps.period = pf.period
        GROUP BY pf.period, pf.flow)
     SELECT to_char(pf.period, 'YYYY-MM-DD') AS collect_date,
            round(pf.flow::numeric, 2)::float8 AS measured_flow,
            r.cow_input_ndx, r.cow_input_name, r.graph_color, r.cow_slice_order,
            round(r.cfs::numeric, 2)::float8 AS cow_slice_cfs
       FROM period_flow pf
       JOIN LATERAL (
         SELECT NULL::integer AS cow_input_ndx, $4::text AS cow_input_name, $5::text AS graph_color,
                NULL::integer AS cow_slice_order, u.cfs, 0 AS stack
           FROM unaccounted u WHERE u.period = pf.period
         UNION ALL
         SELECT a.cow_input_ndx, a.cow_input_name, a.graph_color, a.cow_slice_order, ps.cfs, 1
           FROM period_slice ps JOIN account a ON a.cow_input_ndx = ps.cow_input_ndx
          WHERE ps.period = pf.period
       ) r ON true
      ORDER BY pf.period, r.stack, r.cow_slice_order DESC NULLS FIRST, r.cow_input_ndx`,
    [streamGage, startDate, endDate, COW_UNACCOUNTED.cow_input_name, COW_UNACCOUNTED.graph_color, reservoir],
  );
