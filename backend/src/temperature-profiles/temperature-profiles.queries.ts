import type { TemperatureProfileLocation, TemperatureProfileRow, TemperatureProfilesRequest } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { isoInstant } from '../database/sql-fragments';

// profile_results holds readings taken at depths below a location's surface (the temperature-profile buoys).

/** Every location with profile readings, by its label. */
export const getTemperatureProfilesLocationsQuery = (db: DataSource): Promise<TemperatureProfileLocation[]> =>
  db.query(
    `SELECT l.location_ndx, l.location_name AS location_display_label
       FROM locations l
      WHERE EXISTS (SELECT 1 FROM profile_results r WHERE r.location_ndx = l.location_ndx)
      ORDER BY l.location_name, l.location_ndx`,
  );

/**
 * The bucket a reading falls in: its America/Denver day (starting at local midnight, so a daylight-saving day holds
 * 23 or 25 hours of readings) or its clock hour (UTC hours are local hours: Denver's offsets are whole hours).
 */
const BUCKET: Record<TemperatureProfilesRequest['period'], string> = {
  daily: 'local_day_start(local_date(r.collect_timestamp))',
  hourly: `date_trunc('hour', r.collect_timestamp AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
};

/**
 * Mean, minimum and maximum of each depth in each day or hour from startDate through endDate (America/Denver
 * days). Only buckets with readings have rows: missing days or hours stay missing. elevation_ft is the location's
 * elevation (its surface) minus the depth.
 */
export const getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery = (
  db: DataSource, request: TemperatureProfilesRequest,
): Promise<TemperatureProfileRow[]> =>
  db.query(
    `SELECT b.collect_depth, ${isoInstant('b.bucket')} AS collect_timestamp, b.avg_value, b.min_value, b.max_value,
            u.unit_display_name, l.location_name AS location_display_label, l.elevation_ft - b.collect_depth AS elevation_ft
       FROM (SELECT ${BUCKET[request.period]} AS bucket, r.collect_depth, r.unit_ndx,
                    avg(r.value) AS avg_value, min(r.value) AS min_value, max(r.value) AS max_value
               FROM profile_results r
              WHERE r.location_ndx = $1
                AND r.collect_timestamp >= local_day_start($2::date) AND r.collect_timestamp < local_day_start($3::date + 1)
              GROUP BY 1, 2, 3) b
       JOIN locations l ON l.location_ndx = $1
       JOIN units u ON u.unit_ndx = b.unit_ndx
      ORDER BY b.bucket, b.collect_depth`,
    [request.locationId, request.startDate, request.endDate],
  );
