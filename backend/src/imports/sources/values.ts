/**
 * Reading the numbers and instants the source formats write, the same strict way for every adapter: a value is
 * a plain decimal number (never NaN or Infinity), an instant carries its offset from UTC or is refused.
 */

import { PORTAL_TIME_ZONE } from '@portal/contracts';

/** Either what was read, or why it cannot be, in words for the import report. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(message: string): Read<T> => ({ ok: false, message });

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const NOT_FINITE = /^[+-]?(nan|inf|infinity)$/i;

/** A decimal number as text ('12', '-0.5', '1.2e3'); no thousands separators, no NaN or Infinity. */
export function readNumber(text: string): Read<number> {
  const t = text.trim();
  if (t === '') return fail('is empty');
  if (NOT_FINITE.test(t)) return fail(`'${t}' is not a finite number`);
  if (!DECIMAL.test(t)) return fail(`'${clip(t)}' is not a number`);
  const n = Number(t);
  return Number.isFinite(n) ? ok(n) : fail(`'${clip(t)}' is out of range`);
}

/** Quotes a bad value in a message without letting a huge one swamp the report. */
export function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** A calendar date 'YYYY-MM-DD' that exists. */
export function readDate(text: string): Read<string> {
  const m = DATE.exec(text.trim());
  if (!m) return fail(`'${clip(text)}' is not a date YYYY-MM-DD`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) {
    return fail(`'${text.trim()}' is not a calendar date`);
  }
  return ok(m[0]);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A time of day 'HH:MM' or 'HH:MM:SS[.fff]', as 'HH:MM:SS[.fff]'. */
export function readTime(text: string): Read<string> {
  const m = TIME.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return fail(`'${clip(text)}' is not a time of day HH:MM[:SS]`);
  return ok(`${m[1]}:${m[2]}:${m[3] ?? '00'}${m[4] ?? ''}`);
}

/** '-07:00' for -420 minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * An ISO 8601 instant that names its offset ('2026-11-23T14:15:00-07:00', '...Z'), normalized to
 * 'YYYY-MM-DDTHH:MM:SS[.fff]±HH:MM' (or Z). A date and time without an offset is refused: the instant it means
 * depends on a time zone the text does not give.
 */
export function readInstant(text: string): Read<string> {
  const t = text.trim();
  const m = INSTANT.exec(t);
  if (!m) {
    if (DATE.test(t)) return fail(`'${t}' is a date without a time and offset; give the instant, e.g. ${t}T00:00:00-07:00`);
    return fail(`'${clip(t)}' is not an ISO 8601 date and time with an offset (e.g. 2026-11-23T14:15:00-07:00)`);
  }
  if (!m[3]) return fail(`'${clip(t)}' has no time zone offset (add Z or ±hh:mm, e.g. ${m[1]}T${m[2]}-07:00)`);
  const date = readDate(m[1]);
  if (!date.ok) return date;
  const time = readTime(m[2]);
  if (!time.ok) return time;
  let zone = m[3].toUpperCase();
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    if (hours > 14 || minutes > 59) return fail(`'${clip(t)}' has an impossible offset ${m[3]}`);
    zone = formatOffset((zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes));
  }
  return ok(`${date.value}T${time.value}${zone}`);
}

/**
 * Time zone abbreviations as the Water Quality Portal (WQX TimeZoneCode) and NWIS RDB (tz_cd) write them, with
 * their fixed offsets from UTC in minutes: each names standard or daylight time explicitly.
 */
const ZONE_OFFSETS: Record<string, number> = {
  UTC: 0, GMT: 0, Z: 0,
  AST: -240, ADT: -180,
  EST: -300, EDT: -240,
  CST: -360, CDT: -300,
  MST: -420, MDT: -360,
  PST: -480, PDT: -420,
  AKST: -540, AKDT: -480,
  HST: -600, HDT: -540,
  NST: -210, NDT: -150,
  SST: -660,
  CHST: 600, GST: 600,
};

/** The offset in minutes that a zone code names; null when the code is unknown. */
export function zoneCodeOffset(code: string): number | null {
  return ZONE_OFFSETS[code.trim().toUpperCase()] ?? null;
}

/** Offsets by zone and UTC hour: a file of a million readings asks for a few thousand distinct hours. */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_MAX = 50_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in minutes at an instant (ms since the epoch). */
export function zoneOffsetAt(timeZone: string, epochMs: number): number {
  const hour = Math.floor(epochMs / 3_600_000);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  const name = f.formatToParts(new Date(hour * 3_600_000)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
  if (offsetCache.size >= OFFSET_CACHE_MAX) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * A wall-clock date and time in a named time zone ('America/Denver') as an instant with its offset. A time the
 * clocks skip (spring forward) or show twice (fall back) is refused: which instant was meant cannot be known.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Read<string> {
  const validDate = readDate(date);
  if (!validDate.ok) return validDate;
  const validTime = readTime(time);
  if (!validTime.ok) return validTime;
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map((p) => Number.parseFloat(p));
  const wallMs = Date.UTC(y, mo - 1, d, h, mi, Math.floor(s));
  const candidates = new Set([zoneOffsetAt(timeZone, wallMs - 86_400_000), zoneOffsetAt(timeZone, wallMs + 86_400_000), zoneOffsetAt(timeZone, wallMs)]);
  const fits = [...candidates].filter((o) => zoneOffsetAt(timeZone, wallMs - o * 60_000) === o);
  if (fits.length === 0) return fail(`${date} ${time} does not exist in ${timeZone} (the clocks skip it when daylight saving time starts)`);
  if (fits.length > 1) return fail(`${date} ${time} happens twice in ${timeZone} (daylight saving time ends): the source does not say which`);
  return ok(`${date}T${time}${formatOffset(fits[0])}`);
}

/** A date's local day start in a named zone, with its offset: how the portal stamps a daily value. */
export function localDayStart(date: string, timeZone: string): Read<string> {
  return zonedInstant(date, '00:00:00', timeZone);
}

/** The time zone of the portal's daily values (a day is the local day of the district's gauges). */
export const DAILY_TIME_ZONE = PORTAL_TIME_ZONE;

/** The later of two ISO instants (a service's last_modified values); a candidate that is not an instant is ignored. */
export function later(current: string | null, candidate: unknown): string | null {
  if (typeof candidate !== 'string' || Number.isNaN(Date.parse(candidate))) return current;
  return current === null || Date.parse(candidate) > Date.parse(current) ? candidate : current;
}
