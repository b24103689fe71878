import type { SeedSql } from './seed-sql';

// Demo alerts, so a new user sees the engine fire within a minute of the first start: one above, one below and
// one stale alert on the demo data. The above and below thresholds are set just beyond the last day's readings
// of the demo loggers' series (whatever the season, the latest value is past them); the stale alert watches a
// daily record, which the demo data publishes once a day, so it is always more than 12 hours old.

interface DemoAlert {
  type: 1 | 2 | 3;
  /** SQL picking location_ndx, parameter_ndx and trigger_value. */
  series: string;
  reset_hours: number;
  custom_subject: string | null;
  notes: string;
  /** Contacts and groups it goes to (demo admin lookups). */
  contacts: number[];
  groups: number[];
}

/** The last day of readings of one logger series. */
const lastDay = (location: number, parameter: number) => `
  FROM results r
 WHERE r.location_ndx = ${location} AND r.parameter_ndx = ${parameter}
   AND r.collect_timestamp > (SELECT s.por_end - interval '1 day' FROM location_parameter_summary s
                               WHERE s.location_ndx = ${location} AND s.parameter_ndx = ${parameter})`;

const DEMO_ALERTS: DemoAlert[] = [
  {
    // Stagecoach Reservoir water temperature (location 656, parameter 169).
    type: 1,
    series: `SELECT 656, 169, floor(min(r.value)) - 1 ${lastDay(656, 169)}`,
    reset_hours: 12,
    custom_subject: null,
    notes: 'Demo alert: Stagecoach Reservoir temperature; the threshold sits just below the demo readings, so it fires.',
    contacts: [],
    groups: [2],
  },
  {
    // Yamcolo logger battery (location 52, parameter 1538).
    type: 3,
    series: `SELECT 52, 1538, ceil(max(r.value)) + 1 ${lastDay(52, 1538)}`,
    reset_hours: 24,
    custom_subject: 'Yamcolo logger battery low',
    notes: 'Demo alert: Yamcolo logger battery; the threshold sits just above the demo readings, so it fires.',
    contacts: [2],
    groups: [1],
  },
  {
    // The first gauge's daily mean flow (parameter 67).
    type: 2,
    series: `SELECT s.location_ndx, s.parameter_ndx, 12 FROM location_parameter_summary s
              WHERE s.parameter_ndx = 67 ORDER BY s.location_ndx LIMIT 1`,
    reset_hours: 24,
    custom_subject: null,
    notes: 'Demo alert: a daily record is published once a day, so on the demo data it is always over 12 hours old.',
    contacts: [4],
    groups: [],
  },
];

/** Needs the admin lookups and the results. */
export async function insertDemoAlerts(sql: SeedSql): Promise<void> {
  for (const a of DEMO_ALERTS) {
    await sql.run(
      `WITH picked AS (${a.series}),
       alert AS (
         INSERT INTO alert_requests (enabled, alert_type_ndx, location_ndx, parameter_ndx, trigger_value, reset_hours, custom_subject, notes)
         SELECT true, $1, p.* , $2, $3, $4 FROM picked p(location_ndx, parameter_ndx, trigger_value)
          WHERE p.trigger_value IS NOT NULL
         RETURNING alert_request_ndx)
       INSERT INTO alert_request_recipients (alert_request_ndx, merged_address_ndx)
       SELECT alert.alert_request_ndx, m.merged_address_ndx FROM alert, merged_addresses m
        WHERE m.contact_ndx = ANY($5::int[]) OR m.group_ndx = ANY($6::int[])`,
      [a.type, a.reset_hours, a.custom_subject, a.notes, a.contacts, a.groups],
    );
  }
}
