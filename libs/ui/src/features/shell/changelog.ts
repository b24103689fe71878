/** The releases the Changelog page lists, newest first. */
export interface Release {
  version: string;
  date: string;
  changes: string[];
}

export const CHANGELOG: readonly Release[] = [
  {
    version: '0.2.0',
    date: '2026-11',
    changes: [
      'Map Explorer: monitoring locations on five basemaps with layers, filters, search, drawing tools, graph mode by benchmark status and the data-visualization panel.',
      'Map Explorer basemaps from the USGS National Map and OpenFreeMap, with the national watershed and stream layers, falling back to offline maps when those services cannot be reached; graph mode recolours at once, marks the worse benchmark classes larger, and folds its tools on phones.',
      'Yamcolo Operations Dashboard and Stagecoach Reservoir Dashboard: gauges, statistics tables and the 7-day graph, each value with its age and a late, stale or possibly stuck flag.',
      'Yamcolo and Stagecoach Time Series Dashboards and Temperature Profiles.',
      'Live telemetry: data loggers post to the ingest endpoint and open dashboards update within seconds; the desktop app opens on a chosen home screen and reconnects after a backend restart.',
      'Alerts Management: alerts when a value goes above or below its trigger or stops coming, sent once to each contact and group by e-mail or text message, with acknowledgement, a delivery history and desktop notifications for operators.',
      'Site Summary Table and Water Year Comparisons (this year against the 1991-2020 normals, with percentile bands).',
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11',
    changes: [
      'Sign-in with OpenID Connect: Administrator, Developer and Stakeholder roles, account and profile pages.',
      'System Management: contacts, groups, their associations, Colors of Water controls and SMS help.',
      'Landing page, dashboards, stakeholder pages, additional resources, the stations table and the Steamboat forecasts tool.',
    ],
  },
];
