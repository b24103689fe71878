/**
 * SQL shared by the answers that describe monitoring locations (the locations GeoJSON, the search list and
 * the filters), so the three agree on what a location's organizations, groups and flags are.
 */

/**
 * CTE `location_lists`: per located location, its organization, parameter-group and data-source names as
 * JSON arrays (sorted, never null). Parameter groups come from the summary rollup, i.e. what the location
 * has results for, not what it was meant to measure.
 */
export const LOCATION_LISTS_CTE = `
  location_lists AS (
    SELECT l.location_ndx,
           coalesce((SELECT json_agg(o.org_name ORDER BY o.org_name)
                       FROM location_organizations lo JOIN organizations o ON o.organization_ndx = lo.organization_ndx
                      WHERE lo.location_ndx = l.location_ndx), '[]'::json) AS organizations,
           coalesce((SELECT json_agg(DISTINCT g.parameter_group_name ORDER BY g.parameter_group_name)
                       FROM location_parameter_summary s
                       JOIN parameters p ON p.parameter_ndx = s.parameter_ndx
                       JOIN parameter_groups g ON g.parameter_group_ndx = p.parameter_group_ndx
                      WHERE s.location_ndx = l.location_ndx), '[]'::json) AS parameter_groups,
           coalesce((SELECT json_agg(d.data_source ORDER BY d.data_source)
                       FROM location_data_sources ld JOIN data_sources d ON d.data_source_ndx = ld.data_source_ndx
                      WHERE ld.location_ndx = l.location_ndx), '[]'::json) AS sources
      FROM locations l
     WHERE l.geom IS NOT NULL)`;

/**
 * Whether location `alias` has water-quality sample results (the map's is_wq_loc, the graph-mode filter): a
 * probe of the partial index on samples (migration MapLayers), never a read of telemetry.
 */
export const hasSamples = (alias: string) =>
  `EXISTS (SELECT 1 FROM results r WHERE r.location_ndx = ${alias}.location_ndx AND r.result_kind = 'sample')`;

/**
 * Whether summary row `s` is a continuous record (daily values or telemetry) rather than occasional grab
 * samples: on average at least one value every other day over its period of record. The flow and temperature
 * graphs need such a record; a water-quality site's monthly temperature readings are not one.
 */
export const isContinuous = (s: string) =>
  `(${s}.result_count >= 0.5 * (local_date(${s}.por_end) - local_date(${s}.por_start) + 1))`;

/** An instant as an ISO-8601 UTC string, whatever the session time zone. */
export const isoInstant = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** An instant as its America/Denver calendar date (yyyy-MM-dd). */
export const localDate = (expr: string) => `to_char(local_date(${expr}), 'YYYY-MM-DD')`;
