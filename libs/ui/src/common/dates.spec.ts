import {
  addDays,
  addMonths,
  extendEndByOneMonth,
  formatDateTime,
  formatUsDashedDate,
  formatUsDate,
  formatWindow,
  fromDateTimeInput,
  isoDay,
  lastYearRange,
  portalDayBounds,
  recordRange,
  startOfPortalDay,
  toDateTimeInput,
  todayIsoDay,
  toPortalInstant,
  waterYearOf,
  waterYearRange,
  waterYearToDateRange,
  withinDays,
  yearRange,
} from './dates';

describe('dates', () => {
  it('shows ISO days and timestamps as MM/dd/yyyy', () => {
    expect(formatUsDate('2024-07-04')).toBe('07/04/2024');
    expect(formatUsDate('2024-07-04T06:00:00.000Z')).toBe('07/04/2024');
    expect(formatUsDate(null)).toBe('');
    expect(isoDay('nonsense')).toBeNull();
  });

  it("takes today in America/Denver, not the browser's zone", () => {
    // 03:30 UTC on July 5 is still July 4 in Denver (UTC-6 in summer).
    expect(todayIsoDay(new Date('2024-07-05T03:30:00Z'))).toBe('2024-07-04');
    expect(todayIsoDay(new Date('2024-07-05T06:30:00Z'))).toBe('2024-07-05');
  });

  it('adds months, clamping to the end of a shorter month and crossing years', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-12-31', 1)).toBe('2024-01-31');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
  });

  it('checks a day against open or closed bounds, inclusively', () => {
    expect(withinDays('2024-01-01', '2024-01-01', '2024-01-31')).toBe(true);
    expect(withinDays('2024-01-31', '2024-01-01', '2024-01-31')).toBe(true);
    expect(withinDays('2024-02-01', '2024-01-01', '2024-01-31')).toBe(false);
    expect(withinDays('1990-01-01', null, '2024-01-31')).toBe(true);
    expect(withinDays(null, null, null)).toBe(false);
  });

  it('formats MM-dd-yyyy and, in Denver, MMM dd yyyy, hh:mm a', () => {
    expect(formatUsDashedDate('2024-07-04')).toBe('07-04-2024');
    expect(formatUsDashedDate(undefined)).toBe('');
    // 00:30 UTC on July 5 is 6:30 PM on July 4 in Denver (MDT, UTC-6).
    expect(formatDateTime('2024-07-05T00:30:00Z')).toBe('Jul 04 2024, 06:30 PM');
    // January is MST, UTC-7.
    expect(formatDateTime(new Date('2024-01-15T07:05:00Z'))).toBe('Jan 15 2024, 12:05 AM');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it("names a statistic's window in Denver time, 24-hour clock: 'Nov 25 05:00 - Nov 26 05:00'", () => {
    expect(formatWindow('2026-11-25T12:00:00Z', '2026-11-26T12:00:00Z')).toBe('Nov 25 05:00 - Nov 26 05:00');
    // The fall-back operator day: 05:00 MDT to 05:00 MST, 25 hours.
    expect(formatWindow('2024-11-02T11:00:00Z', '2024-11-03T12:00:00Z')).toBe('Nov 2 05:00 - Nov 3 05:00');
    expect(formatWindow('nonsense', '2026-11-26T12:00:00Z')).toBe('');
  });

  it('counts the spring DST day (2024-03-10) as 23 hours and still one calendar day', () => {
    const bounds = portalDayBounds('2024-03-10');
    expect(bounds?.start.toISOString()).toBe('2024-03-10T07:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2024-03-11T06:00:00.000Z');
    expect(((bounds?.end.getTime() ?? 0) - (bounds?.start.getTime() ?? 0)) / 3_600_000).toBe(23);
    expect(addDays('2024-03-09', 1)).toBe('2024-03-10');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    // 06:59 UTC on March 11 is 00:59 MDT: already March 11 in Denver.
    expect(todayIsoDay(new Date('2024-03-11T06:59:00Z'))).toBe('2024-03-11');
    expect(todayIsoDay(new Date('2024-03-10T06:59:00Z'))).toBe('2024-03-09');
  });

  it('counts the autumn DST day (2024-11-03) as 25 hours and still one calendar day', () => {
    const bounds = portalDayBounds('2024-11-03');
    expect(bounds?.start.toISOString()).toBe('2024-11-03T06:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2024-11-04T07:00:00.000Z');
    expect(((bounds?.end.getTime() ?? 0) - (bounds?.start.getTime() ?? 0)) / 3_600_000).toBe(25);
    expect(addDays('2024-11-03', 1)).toBe('2024-11-04');
    expect(addDays('2024-11-04', -2)).toBe('2024-11-02');
    expect(todayIsoDay(new Date('2024-11-04T06:30:00Z'))).toBe('2024-11-03');
    expect(formatDateTime('2024-11-03T08:30:00Z')).toBe('Nov 03 2024, 01:30 AM');
    expect(formatDateTime('2024-11-03T07:30:00Z')).toBe('Nov 03 2024, 01:30 AM');
  });

  it('refuses days that are not on the calendar', () => {
    expect(startOfPortalDay('2024-02-30')).toBeNull();
    expect(portalDayBounds('nonsense')).toBeNull();
  });

  it('puts October 1 in the next water year and September 30 in the current one', () => {
    expect(waterYearOf('2023-09-30')).toBe(2023);
    expect(waterYearOf('2023-10-01')).toBe(2024);
    expect(waterYearOf('2024-09-30T23:59:00')).toBe(2024);
    expect(waterYearOf('2024-12-31')).toBe(2025);
    expect(waterYearOf('2024-01-01')).toBe(2024);
    expect(waterYearRange(2024)).toEqual({ start: '2023-10-01', end: '2024-09-30' });
    expect(waterYearToDateRange('2024-10-01')).toEqual({ start: '2024-10-01', end: '2024-10-01' });
    expect(waterYearToDateRange('2024-09-30')).toEqual({ start: '2023-10-01', end: '2024-09-30' });
  });

  it('gives the quick ranges up to today', () => {
    expect(recordRange('2024-07-04')).toEqual({ start: null, end: '2024-07-04' });
    expect(yearRange('2024-07-04')).toEqual({ start: '2024-01-01', end: '2024-07-04' });
    expect(lastYearRange('2024-02-29')).toEqual({ start: '2023-02-28', end: '2024-02-29' });
  });

  it('extends the end of a CSV range by one month, clamped, leaving an open end open', () => {
    expect(extendEndByOneMonth({ start: '2024-01-01', end: '2024-01-31' })).toEqual({ start: '2024-01-01', end: '2024-02-29' });
    expect(extendEndByOneMonth({ start: null, end: null })).toEqual({ start: null, end: null });
  });
});

describe('date-time fields', () => {
  it('writes instants as Denver wall-clock time with the offset of the day', () => {
    expect(toPortalInstant(new Date('2026-08-26T20:30:00Z'))).toBe('2026-08-26T14:30:00-06:00');
    expect(toPortalInstant(new Date('2026-11-26T21:30:05Z'))).toBe('2026-11-26T14:30:05-07:00');
  });

  it('round-trips a datetime-local value as Denver time', () => {
    expect(toDateTimeInput('2026-08-26T20:30:00Z')).toBe('2026-08-26T14:30');
    expect(fromDateTimeInput('2026-08-26T14:30')).toBe('2026-08-26T14:30:00-06:00');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-02-30T10:00')).toBeNull();
    expect(toDateTimeInput(null)).toBe('');
  });
});
