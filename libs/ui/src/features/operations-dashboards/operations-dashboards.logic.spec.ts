import type { DashboardStatsRow } from '@portal/contracts';
import {
  ageText, batteryGaugePercent, formatAge, formatValue, freshnessFlags, freshnessNow, groupStatsTables, newestReadingText, portalMonth,
  temperatureWarning,
} from './operations-dashboards.logic';

/** The thresholds at the usual 15-minute reports: late after 2 intervals, stale after 8. */
const THRESHOLDS = { late_after_minutes: 30, stale_after_minutes: 120 } as const;

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
    expect(ageText({ age_minutes: null, freshness: null, possibly_stuck: false, ...THRESHOLDS })).toBe('');
  });

  it('flag fresh, late, stale, no data and a possibly stuck sensor', () => {
    const labels = (f: Parameters<typeof freshnessFlags>[0]) => freshnessFlags(f).map((x) => [x.label, x.intent]);
    expect(labels({ age_minutes: 5, freshness: 'fresh', possibly_stuck: false, ...THRESHOLDS })).toEqual([['Fresh', 'success']]);
    expect(labels({ age_minutes: 45, freshness: 'late', possibly_stuck: false, ...THRESHOLDS })).toEqual([['Late', 'warning']]);
    expect(labels({ age_minutes: 500, freshness: 'stale', possibly_stuck: true, ...THRESHOLDS }))
      .toEqual([['Stale', 'danger'], ['Possibly stuck', 'warning']]);
    expect(labels({ age_minutes: null, freshness: null, possibly_stuck: false, ...THRESHOLDS })).toEqual([['No data', 'none']]);
  });
});

describe('freshness as time passes', () => {
  // An answer fetched at 14:24 and never renewed: its last report is from 14:00.
  const answered = { last_report: '2026-11-26T14:00:00Z', age_minutes: 24, freshness: 'fresh', possibly_stuck: true, ...THRESHOLDS } as const;
  const at = (time: string) => Date.parse(`2026-11-26T${time}Z`);
  const judged = (time: string) => {
    const { age_minutes, freshness, possibly_stuck } = freshnessNow(answered, at(time));
    return { age_minutes, freshness, possibly_stuck };
  };

  it('ages a value minute by minute from its report, with no new answer', () => {
    expect(judged('14:24:00')).toEqual({ age_minutes: 24, freshness: 'fresh', possibly_stuck: true });
    expect(judged('14:25:59')).toMatchObject({ age_minutes: 25 });
    expect(ageText(freshnessNow(answered, at('15:10:00')))).toBe('1 h 10 min ago');
  });

  it('turns late just after two expected intervals and stale just after eight, as the API judges it', () => {
    expect(judged('14:30:00')).toMatchObject({ age_minutes: 30, freshness: 'fresh' });
    expect(judged('14:30:01')).toMatchObject({ age_minutes: 30, freshness: 'late' });
    expect(judged('14:32:00')).toMatchObject({ age_minutes: 32, freshness: 'late' });
    expect(judged('16:00:00')).toMatchObject({ age_minutes: 120, freshness: 'late' });
    expect(judged('16:00:01')).toMatchObject({ age_minutes: 120, freshness: 'stale' });
    expect(freshnessFlags(freshnessNow(answered, at('16:01:00'))).map((f) => f.label)).toEqual(['Stale', 'Possibly stuck']);
  });

  it("follows each location's own thresholds, and has nothing to judge without a report", () => {
    const hourly = { ...answered, late_after_minutes: 120, stale_after_minutes: 480 };
    expect(freshnessNow(hourly, at('15:30:00'))).toMatchObject({ age_minutes: 90, freshness: 'fresh' });
    expect(freshnessNow(hourly, at('22:00:01'))).toMatchObject({ freshness: 'stale' });
    const none = { ...answered, last_report: null, age_minutes: null, freshness: null, possibly_stuck: false };
    expect(freshnessNow(none, at('16:00:00'))).toMatchObject({ age_minutes: null, freshness: null });
    // A report stamped a little ahead of this clock is just now, never a negative age.
    expect(freshnessNow(answered, at('13:59:30'))).toMatchObject({ age_minutes: 0, freshness: 'fresh' });
  });
});

describe('the newest reading beside an operator-day figure', () => {
  it("is shown where it reads otherwise than the card's figure, at the card's one decimal", () => {
    expect(newestReadingText(63.6, 49.7, '°F')).toBe('63.6 °F');
    expect(newestReadingText(49.72, 49.7, '°F')).toBeUndefined();
    expect(newestReadingText(12.6, null, 'V')).toBe('12.6 V');
    expect(newestReadingText(null, 49.7, '°F')).toBeUndefined();
  });
});

describe('statistics tables', () => {
  const row = (num: number, name: string, label: string): DashboardStatsRow => ({
    stats_table_num: num, stats_table_name: name, location_display_label: label, value_last_report: 1, value_5am_today: 1,
    avg_24hour: 1, max_24hour: 1, min_24hour: 1, last_report: null, age_minutes: null, freshness: null, possibly_stuck: false,
    ...THRESHOLDS, window_24hr_start: '2026-11-25T12:00:00Z', window_24hr_end: '2026-11-26T12:00:00Z',
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
