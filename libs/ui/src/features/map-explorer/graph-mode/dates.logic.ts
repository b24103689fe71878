/**
 * Calendar dates as the map explorer handles them: ISO day strings ('yyyy-MM-dd', America/Denver, as the contracts
 * send them) for comparing and storing, MM/dd/yyyy for showing (§9 "Date formats"). No Date arithmetic on local
 * time zones: a day string is a calendar day wherever the browser runs.
 */

/** §9: the district's time zone; "today" is today there. */
export const PORTAL_TIME_ZONE = 'America/Denver';

/** The ISO day ('yyyy-MM-dd') of a date or timestamp string, or null when it has none. */
export function isoDay(value: string | null | undefined): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1] : null;
}

/** 'yyyy-MM-dd' (or a timestamp starting with it) as 'MM/dd/yyyy'; '' for nothing. */
export function formatUsDate(value: string | null | undefined): string {
  const day = isoDay(value);
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** Today's ISO day in the district's time zone. */
export function todayIsoDay(now: Date = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An ISO day moved by whole months, clamped to the end of a shorter month (Jan 31 + 1 month is Feb 28/29), as a
 * reader counts "one month later".
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, daysInMonth(targetYear, targetMonth)))}`;
}

/** Whether an ISO day lies within optional bounds (inclusive; a null bound is open). */
export function withinDays(day: string | null, start: string | null, end: string | null): boolean {
  if (day === null) return false;
  return (start === null || day >= start) && (end === null || day <= end);
}
