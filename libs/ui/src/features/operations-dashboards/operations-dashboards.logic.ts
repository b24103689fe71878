/**
 * The rules of the reservoir operations dashboards, free of React so each is tested as data: the battery gauge's
 * scale, the outlet temperature warning, how a value's age and freshness read, and the statistics tables' shape.
 */
import { type DashboardStatsRow, type FreshnessFields, freshnessAt } from '@portal/contracts';
import { PORTAL_TIME_ZONE } from '../../common/dates';

/** A number forced into [low, high]. */
export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The battery gauge's ends: (min_24hr - 10) / 4 of the gauge, so 10 V reads empty and 14 V full. */
export const BATTERY_VOLTS = { empty: 10, span: 4 } as const;

/** The battery gauge's percent of a 24-hour minimum voltage, clamped to 0..100. Null without a minimum. */
export function batteryGaugePercent(min24hr: number | null): number | null {
  return min24hr === null ? null : clamp(((min24hr - BATTERY_VOLTS.empty) / BATTERY_VOLTS.span) * 100, 0, 100);
}

/** The outlet temperature limits (deg F) that apply from July to September. */
export const TEMPERATURE_LIMITS = { min: 53.6, max: 60.8, months: [7, 8, 9] } as const;

export interface TemperatureWarning {
  text: 'Temp Warning!' | 'Temp OK';
  intent: 'danger' | 'success';
}

/** The month (1-12) of an instant in the district's time zone. */
export function portalMonth(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: PORTAL_TIME_ZONE, month: 'numeric' }).format(at));
}

/**
 * The temperature warning, only in July to September (by the month of `at` in Denver): outside 53.6 to 60.8 is a
 * warning, inside (edges included) is OK. Null in other months or without a value.
 */
export function temperatureWarning(value: number | null, at: Date): TemperatureWarning | null {
  if (value === null || !(TEMPERATURE_LIMITS.months as readonly number[]).includes(portalMonth(at))) return null;
  return value < TEMPERATURE_LIMITS.min || value > TEMPERATURE_LIMITS.max
    ? { text: 'Temp Warning!', intent: 'danger' }
    : { text: 'Temp OK', intent: 'success' };
}

/** How long ago a report was: '5 min ago', '2 h 10 min ago', '3 days ago'. */
export function formatAge(minutes: number): string {
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''} ago`;
  }
  return `${Math.floor(minutes / (24 * 60))} days ago`;
}

export interface FreshnessFlag {
  label: string;
  intent: 'success' | 'warning' | 'danger' | 'none';
  /** What the flag means, for a tooltip and screen readers. */
  title: string;
}

const STATUS_FLAGS = {
  fresh: { label: 'Fresh', intent: 'success', title: 'Reported within two expected reporting intervals' },
  late: { label: 'Late', intent: 'warning', title: 'No report for more than two expected reporting intervals' },
  stale: { label: 'Stale', intent: 'danger', title: 'No report for more than eight expected reporting intervals' },
} as const satisfies Record<string, FreshnessFlag>;

const NO_REPORT: FreshnessFlag = { label: 'No data', intent: 'none', title: 'This series has no report' };
const STUCK: FreshnessFlag = { label: 'Possibly stuck', intent: 'warning', title: 'The last 12 values are identical' };

/**
 * A value's age and freshness at `nowMs` rather than as of its answer, by the API's own rule and thresholds: an open
 * page turns late and stale when the API would, with no new answer.
 */
export function freshnessNow<T extends FreshnessFields & { last_report: string | null }>(value: T, nowMs: number): T {
  return { ...value, ...freshnessAt(value, nowMs) };
}

/** The flags a value carries: its freshness (or 'No data'), and 'Possibly stuck' when its last values repeat. */
export function freshnessFlags(value: FreshnessFields | undefined): FreshnessFlag[] {
  if (!value?.freshness) return [NO_REPORT];
  return value.possibly_stuck ? [STATUS_FLAGS[value.freshness], STUCK] : [STATUS_FLAGS[value.freshness]];
}

/** A value's age in words, '' without a report. */
export function ageText(value: FreshnessFields | undefined): string {
  return value?.age_minutes === null || value?.age_minutes === undefined ? '' : formatAge(value.age_minutes);
}

export interface StatsTable {
  num: number;
  name: string;
  /** The columns, left to right: one location's series each. */
  columns: DashboardStatsRow[];
}

/** The statistics rows grouped into their tables, in the answer's order (table by table, left to right). */
export function groupStatsTables(rows: readonly DashboardStatsRow[]): StatsTable[] {
  const tables: StatsTable[] = [];
  for (const row of rows) {
    const table = tables.find((t) => t.num === row.stats_table_num);
    if (table) table.columns.push(row);
    else tables.push({ num: row.stats_table_num, name: row.stats_table_name, columns: [row] });
  }
  return tables;
}

/**
 * The newest reading in words ('63.6 °F') where a card's figure (an operator day's low or high) reads otherwise at the
 * card's one decimal, so nobody takes yesterday's figure for the present; undefined where they read the same or there
 * is no reading.
 */
export function newestReadingText(newest: number | null, shown: number | null, unit: string): string | undefined {
  if (newest === null) return undefined;
  const text = formatValue(newest, 1);
  return text === formatValue(shown, 1) ? undefined : `${text} ${unit}`;
}

/** A measurement as the dashboards show it: two decimals at most, '' for none. */
export function formatValue(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? '' : String(Number(value.toFixed(digits)));
}
