/** The operations dashboards' product texts, letter for letter, and the fixed scales of their gauges. */
import type { GaugeRange } from '../../components/gauge';

export const YAMCOLO_TITLE = 'Yamcolo Operations Dashboard';
export const STAGECOACH_TITLE = 'Stagecoach Reservoir Dashboard';

export const CARD_TITLES = {
  percentFull: 'Reservoir % Full',
  sensorTemperature: 'Reservoir Sensor Temperature',
  battery: 'Battery 24-hour Minimums',
  dissolvedOxygen: 'Dissolved Oxygen',
  notes: 'Notes',
  outletTemperature: 'Outlet Temperature Maximums',
  dissolvedOxygenMinimums: 'Dissolved Oxygen Minimums',
} as const;

export const GAUGE_LABELS = { min24: '24-Hour Min', min7: '7-Day Min' } as const;

export const NOTES_TEXT = '24-hour statistics are calculated from 5am to 5am';

export const SEVEN_DAY_CHART_TITLE = '15-Minute Water Temperatures (def F), Last 7 Days';

export const MINIMUM_RIVER_FLOW_NOTE = 'Minimum river flow: 8 cfs Oct-April, 12 cfs May-Sept';

/** The statistics tables' rows, top to bottom. */
export const STATS_ROW_LABELS = {
  lastValue: 'Last Reported Value',
  fiveAm: '5am Today',
  avg: '24 Hour Avg',
  high: '24 Hour High',
  low: '24 Hour Low',
  lastReports: 'Last Reports',
} as const;

/** Subtitles of the Stagecoach statistics tables, by table name. */
export const STATS_TABLE_SUBTITLES: Readonly<Record<string, string>> = {
  'Flows Above and Below (cfs)': 'Minimum flow limits below the reservoir are 40 CFS Dec-Jul and 20 CFS Aug-Nov',
  'Temperature & Dissolved Oxygen':
    'Outlet temperature limits are Jul-Sep max 60.8 F and min 53.6 F; outlet DO limit is 6 mg/l year round',
};

/**
 * The Yamcolo reservoir's control system: a site of its own with its own login, which the dashboard only links to.
 * A deployment points this at its controls host.
 */
export const CONTROLS_SITE = { text: 'Yamcolo Reservoir Controls (separate login)', url: 'https://www.upperyampawater.com/' } as const;

/** A gauge's scale and how its values read. */
export interface GaugeScale {
  min: number;
  max: number;
  unit: string;
  ranges?: readonly GaugeRange[];
}

export const TEMPERATURE_SCALE: GaugeScale = { min: 0, max: 70, unit: '°F' };
export const PERCENT_GAUGE = { min: 0, max: 100 } as const;

/** Dissolved oxygen (mg/l): below 6 is too little for fish, 6 to 15 is healthy. */
export const DISSOLVED_OXYGEN_SCALE: GaugeScale = {
  min: 0,
  max: 15,
  unit: 'mg/l',
  ranges: [
    { from: 0, to: 6, color: '#CD4246' },
    { from: 6, to: 15, color: '#238551' },
  ],
};

/** The seven-day chart's value axis starts at 30 deg F at the most, so the freezing and heater lines show. */
export const SEVEN_DAY_SUGGESTED_MIN = 30;
