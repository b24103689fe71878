/**
 * Temperature Profiles: reservoir temperature by depth over time (the heat map and its table). Days are
 * `yyyy-MM-dd` (America/Denver); instants are full ISO timestamps (UTC).
 */

/** Daily rows summarise each America/Denver day; hourly rows each clock hour. */
export type TemperatureProfilePeriod = 'daily' | 'hourly';

/** The periods, in the order the screen offers them. */
export const TEMPERATURE_PROFILE_PERIODS: readonly TemperatureProfilePeriod[] = ['daily', 'hourly'];

/** A location that has temperature profiles. */
export interface TemperatureProfileLocation {
  location_ndx: number;
  location_display_label: string;
}

/** GET temperature-profiles/{period}/{locationId}/{startDate}/{endDate}: the path parameters. */
export interface TemperatureProfilesRequest {
  period: TemperatureProfilePeriod;
  locationId: number;
  /** The first day, yyyy-MM-dd (America/Denver). */
  startDate: string;
  /** The last day (included), yyyy-MM-dd; not before startDate. */
  endDate: string;
}

/**
 * One depth at one day or hour. Depths and instants without readings have no row (a gap is never filled in).
 * `elevation_ft` is the water's elevation at that depth: the location's elevation (its surface, ft above mean sea
 * level) minus the depth; null when the location has no elevation.
 */
export interface TemperatureProfileRow {
  /** Depth below the surface, ft. */
  collect_depth: number;
  /** The start of the day (America/Denver midnight) or of the hour. */
  collect_timestamp: string;
  avg_value: number;
  min_value: number;
  max_value: number;
  unit_display_name: string;
  location_display_label: string;
  elevation_ft: number | null;
}
