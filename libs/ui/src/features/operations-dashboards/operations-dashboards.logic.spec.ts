import type { DashboardStatsRow } from '@portal/contracts';
import {
  ageText, batteryGaugePercent, formatAge, formatValue, freshnessFlags, groupStatsTables, portalMonth, temperatureWarning,
} from './operations-dashboards.logic';

describe('battery gauge', () => {
  it('is (min_24hr - 10) / 4 of the scale: 10 V empty, 12 V half, 14 V full, clamped to 0..100', () => {
    expect(batteryGaugePercent(10)).toBe(0);
    expect(batteryGaugePercent(12)).toBe(50);
    expect(batteryGaugePercent(12.6)).toBeCloseTo(65);
    expect(batteryGaugePercent(14)).toBe(100);
    expect(batteryGaugePercent(15.2)).toBe(100);
    expect(batteryGaugePercent(9.1)).toBe(0);
    expect(batteryGaugePercent(null)).toBeNull();
  });
});

describe('temperature warning', () => {
  const july = new Date('2025-07-15T18:00:00Z');
  it("judges July to September only: outside 53.6-60.8 is 'Temp Warning!' (red), inside 'Temp OK' (green), edges inside", () => {
    expect(temperatureWarning(61, july)).toEqual({ text: 'Temp Warning!', intent: 'danger' });
    expect(temperatureWarning(53.5, new Date('2025-09-30T18:00:00Z'))).toEqual({ text: 'Temp Warning!', intent: 'danger' });
    expect(temperatureWarning(60.8, july)).toEqual({ text: 'Temp OK', intent: 'success' });
    expect(temperatureWarning(53.6, new Date('2025-08-01T12:00:00Z'))).toEqual({ text: 'Temp OK', intent: 'success' });
    expect(temperatureWarning(70, new Date('2025-06-30T18:00:00Z'))).toBeNull();
    expect(temperatureWarning(70, new Date('2025-10-01T12:00:00Z'))).toBeNull();
    expect(temperatureWarning(null, july)).toBeNull();
  });

  it("takes the month on Denver's calendar: 1 October 03:00 UTC is still 30 September there", () => {
    expect(portalMonth(new Date('2025-10-01T03:00:00Z'))).toBe(9);
    expect(temperatureWarning(65, new Date('2025-10-01T03:00:00Z'))).toEqual({ text: 'Temp Warning!', intent: 'danger' });
  });
});

describe('freshness labels', () => {
  it('say how long ago a value was reported', () => {
    expect(formatAge(0)).toBe('just now');
    expect(formatAge(14)).toBe('14 min ago');
    expect(formatAge(60)).toBe('1 h ago');
    expect(formatAge(130)).toBe('2 h 10 min ago');
    expect(formatAge(3 * 24 * 60 + 5)).toBe('3 days ago');
    expect(ageText({ age_minutes: null, freshness: null, possibly_stuck: false })).toBe('');
  });

  it('flag fresh, late, stale, no data and a possibly stuck sensor', () => {
    const labels = (f: Parameters<typeof freshnessFlags>[0]) => freshnessFlags(f).map((x) => [x.label, x.intent]);
    expect(labels({ age_minutes: 5, freshness: 'fresh', possibly_stuck: false })).toEqual([['Fresh', 'success']]);
    expect(labels({ age_minutes: 45, freshness: 'late', possibly_stuck: false })).toEqual([['Late', 'warning']]);
    expect(labels({ age_minutes: 500, freshness: 'stale', possibly_stuck: true })).toEqual([['Stale', 'danger'], ['Possibly stuck', 'warning']]);
    expect(labels({ age_minutes: null, freshness: null, possibly_stuck: false })).toEqual([['No data', 'none']]);
  });
});

describe('statistics tables', () => {
  const row = (num: number, name: string, label: string): DashboardStatsRow => ({
    stats_table_num: num, stats_table_name: name, location_display_label: label, value_last_report: 1, value_5am_today: 1,
    avg_24hour: 1, max_24hour: 1, min_24hour: 1, last_report: null, age_minutes: null, freshness: null, possibly_stuck: false,
  });

  it('group the rows by table, columns left to right as answered', () => {
    const tables = groupStatsTables([row(1, 'Flows', 'Above'), row(1, 'Flows', 'Below'), row(2, 'Temperature', 'Outlet')]);
    expect(tables.map((t) => [t.num, t.name, t.columns.map((c) => c.location_display_label)])).toEqual([
      [1, 'Flows', ['Above', 'Below']],
      [2, 'Temperature', ['Outlet']],
    ]);
  });

  it('show values with two decimals at most, and nothing for none', () => {
    expect(formatValue(12.3456)).toBe('12.35');
    expect(formatValue(110)).toBe('110');
    expect(formatValue(null)).toBe('');
  });
});
