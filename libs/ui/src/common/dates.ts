/**
 * Calendar dates as the portal handles them: ISO day strings ('yyyy-MM-dd', days in America/Denver, as the
 * contracts send them) for comparing and storing, and the display formats MM/dd/yyyy, MM-dd-yyyy and
 * 'MMM dd yyyy, hh:mm a'. Calendar arithmetic is date-fns's, done in the district's time zone with @date-fns/tz,
 * so a day is a Denver day wherever the browser runs, and days around the DST changes keep their 23 or 25 hours.
 */
import { type TZDate, tz } from '@date-fns/tz';
import { PORTAL_TIME_ZONE } from '@portal/contracts';
import { addDays as addDaysTo, addMonths as addMonthsTo, format, isValid, parse } from 'date-fns';

/** The district's time zone (from the contracts); "today" is today there. */
export { PORTAL_TIME_ZONE };

/** The display formats (date-fns patterns). */
export const DATE_FORMATS = {
  /** Tables, tooltips and CSV cells. */
  us: 'MM/dd/yyyy',
  /** File names and other places where a slash cannot go. */
  usDashed: 'MM-dd-yyyy',
  /** Times of readings and of events ('Jul 04 2024, 06:30 PM'). */
  dateTime: 'MMM dd yyyy, hh:mm a',
  /** The ends of a statistic's window, short enough for a phone ('Nov 25 05:00'). */
  windowEnd: 'MMM d HH:mm',
} as const;

const ISO_DAY = 'yyyy-MM-dd';
const inPortalZone = tz(PORTAL_TIME_ZONE);

/** The ISO day ('yyyy-MM-dd') of a date or timestamp string, or null when it has none. */
export function isoDay(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1] : null;
}

/** The start (midnight in Denver) of an ISO day, or null when it is not a calendar day. */
export function startOfPortalDay(day: string): TZDate | null {
  const date = parse(day, ISO_DAY, new Date(), { in: inPortalZone });
  return isValid(date) ? date : null;
}

/** The ISO day, in Denver, of an instant. */
export function toIsoDay(date: Date): string {
  return format(date, ISO_DAY, { in: inPortalZone });
}

function formatDay(value: string | null | undefined, pattern: string): string {
  const day = isoDay(value);
  const date = day === null ? null : startOfPortalDay(day);
  return date ? format(date, pattern) : '';
}

/** 'yyyy-MM-dd' (or a timestamp starting with it) as 'MM/dd/yyyy'; '' for nothing. */
export function formatUsDate(value: string | null | undefined): string {
  return formatDay(value, DATE_FORMATS.us);
}

/** 'yyyy-MM-dd' (or a timestamp starting with it) as 'MM-dd-yyyy'; '' for nothing. */
export function formatUsDashedDate(value: string | null | undefined): string {
  return formatDay(value, DATE_FORMATS.usDashed);
}

/** An instant (a Date or an ISO timestamp) as Denver's 'MMM dd yyyy, hh:mm a'; '' for nothing or nonsense. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return isValid(date) ? format(date, DATE_FORMATS.dateTime, { in: inPortalZone }) : '';
}

/**
 * An instant's time of day in Denver: 24-hour 'HH:mm', or with `withSeconds` the 12-hour 'hh:mm:ss a' a
 * countdown reads ('02:15:07 PM'); '' for nothing or nonsense.
 */
export function formatPortalTime(value: Date | string | number, { withSeconds = false } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, withSeconds ? 'hh:mm:ss a' : 'HH:mm', { in: inPortalZone }) : '';
}

/** An instant as a statistic's window names it, in Denver time: 'Nov 25 05:00'; '' for nothing or nonsense. */
export function formatWindowInstant(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  return isValid(date) ? format(date, DATE_FORMATS.windowEnd, { in: inPortalZone }) : '';
}

/** The window [start, end) a statistic covers, in Denver time: 'Nov 25 05:00 - Nov 26 05:00'; '' for nonsense. */
export function formatWindow(start: string | null | undefined, end: string | null | undefined): string {
  const [from, to] = [formatWindowInstant(start), formatWindowInstant(end)];
  return from && to ? `${from} - ${to}` : '';
}

/** An instant as the API takes one: Denver wall-clock time with its offset ('2026-08-26T14:30:00-06:00'). */
export function toPortalInstant(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm:ssXXX", { in: inPortalZone });
}

/** An instant as a datetime-local field holds it: Denver wall-clock time to the minute ('2026-08-26T14:30'); '' for nonsense. */
export function toDateTimeInput(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm", { in: inPortalZone }) : '';
}

/** A datetime-local field's value, read as Denver wall-clock time, as an API instant; null when cleared or invalid. */
export function fromDateTimeInput(text: string): string | null {
  const date = parse(text, "yyyy-MM-dd'T'HH:mm", new Date(), { in: inPortalZone });
  return text && isValid(date) ? toPortalInstant(date) : null;
}

/** Today's ISO day in the district's time zone. */
export function todayIsoDay(now: Date = new Date()): string {
  return toIsoDay(now);
}

/**
 * An ISO day moved by whole months, clamped to the end of a shorter month (Jan 31 + 1 month is Feb 28/29), as a
 * reader counts "one month later".
 */
export function addMonths(day: string, months: number): string {
  const start = startOfPortalDay(day);
  return start ? toIsoDay(addMonthsTo(start, months)) : day;
}

/** An ISO day moved by whole calendar days (a DST day counts as one day, whatever its hours). */
export function addDays(day: string, days: number): string {
  const start = startOfPortalDay(day);
  return start ? toIsoDay(addDaysTo(start, days)) : day;
}

/**
 * The instants a Denver day covers, [start, end): what a filter on timestamps compares with. 23 hours on the
 * spring DST day, 25 on the autumn one.
 */
export function portalDayBounds(day: string): { start: Date; end: Date } | null {
  const start = startOfPortalDay(day);
  // Plain Dates: instants, whose toISOString is UTC like any other.
  return start ? { start: new Date(start.getTime()), end: new Date(addDaysTo(start, 1).getTime()) } : null;
}

/** Whether an ISO day lies within optional bounds (inclusive; a null bound is open). */
export function withinDays(day: string | null, start: string | null, end: string | null): boolean {
  if (day === null) return false;
  return (start === null || day >= start) && (end === null || day <= end);
}

// ---------------------------------------------------------------------------------------------------------------
// Ranges
// ---------------------------------------------------------------------------------------------------------------

/** ISO days ('yyyy-MM-dd'); a null start is the beginning of the record, a null end has no limit. */
export interface DateRange {
  start: string | null;
  end: string | null;
}

/** 'Record': the whole record up to today (start cleared, end today). */
export const recordRange = (today: string): DateRange => ({ start: null, end: today });

/** 'Year': the current calendar year, January 1 to today. */
export const yearRange = (today: string): DateRange => ({ start: `${today.slice(0, 4)}-01-01`, end: today });

/** The last year: one year ago through today. */
export const lastYearRange = (today: string): DateRange => ({ start: addMonths(today, -12), end: today });

/**
 * The range a CSV export filters on: the chosen one with its end extended by one month, so the file also holds
 * the readings of the month after the chart's last day (an open end stays open).
 */
export function extendEndByOneMonth({ start, end }: DateRange): DateRange {
  return { start, end: end === null ? null : addMonths(end, 1) };
}

// ---------------------------------------------------------------------------------------------------------------
// Water years
// ---------------------------------------------------------------------------------------------------------------

/** A water year starts in October: water year N runs from October 1 of N-1 through September 30 of N. */
const WATER_YEAR_FIRST_MONTH = 10;

/** The water year of an ISO day (or timestamp string's day). */
export function waterYearOf(day: string): number {
  const [year, month] = (isoDay(day) ?? day).split('-').map(Number);
  return month >= WATER_YEAR_FIRST_MONTH ? year + 1 : year;
}

/** Water year N as a range of ISO days: October 1 of N-1 through September 30 of N. */
export function waterYearRange(waterYear: number): { start: string; end: string } {
  return { start: `${waterYear - 1}-10-01`, end: `${waterYear}-09-30` };
}

/** 'Water Year': from the start of the current water year through today. */
export const waterYearToDateRange = (today: string): DateRange => ({ start: waterYearRange(waterYearOf(today)).start, end: today });
