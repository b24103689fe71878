import type { LiveSeriesChange } from '@portal/contracts';
import type { EntityManager } from 'typeorm';

// The live feature's SQL: which dashboard answers show the series that changed.

export type ChangedSeries = LiveSeriesChange;

/**
 * The route keys of the dashboard answers showing any of these series; with no series (a write too large to
 * list) every live answer, since any of them may have changed.
 */
export async function liveWidgetsQuery(db: EntityManager, series: ChangedSeries[]): Promise<string[]> {
  const rows = (await db.query(
    `SELECT DISTINCT w.widget_key
       FROM live_widget_series w
      WHERE jsonb_array_length($1::jsonb) = 0
         OR (w.location_ndx, w.parameter_ndx) IN (
              SELECT s.location_ndx, s.parameter_ndx FROM jsonb_to_recordset($1::jsonb) AS s(location_ndx integer, parameter_ndx integer))
      ORDER BY w.widget_key`,
    [JSON.stringify(series)],
  )) as { widget_key: string }[];
  return rows.map((r) => r.widget_key);
}
