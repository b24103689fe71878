import type { SourceRow } from '../source-row';
import { DAILY_TIME_ZONE, localDayStart, readInstant, readNumber, type Read } from './values';

/** The statistic id the USGS gives instantaneous (continuous) values, which carry none in files. */
export const INSTANTANEOUS_STATISTIC = '00011';

/**
 * NWIS codes written instead of a value when there is none for that time (ice, equipment, seasonal, dry,
 * discontinued...): no reading, so nothing to load and nothing wrong with the file.
 */
const NO_VALUE_CODES = new Set(['ice', 'eqp', 'ssn', 'bkw', 'dis', 'mnt', 'rat', 'zfl', 'fld', 'dry', 'pr', '***', '--', 'tst', 'pmp', 'snw', 'wnd', 'mis', '@']);

export function isNoValueCode(text: string): boolean {
  return NO_VALUE_CODES.has(text.trim().toLowerCase());
}

/** The USGS's data-value qualification codes of one value ('A', 'P:e', ['P', '<']) as the row's fields. */
export function nwisQualification(codes: readonly string[]): Pick<SourceRow, 'approval' | 'remark'> & { lessThan: boolean } {
  const tokens = codes.flatMap((c) => c.split(/[:,\s]+/)).map((t) => t.trim()).filter(Boolean);
  const approved = tokens.includes('A') && !tokens.includes('P');
  const remarks = tokens.filter((t) => t !== 'A' && t !== 'P' && t !== '<');
  return { approval: approved ? 'approved' : 'provisional', remark: remarks.length ? [...new Set(remarks)].join(':') : null, lessThan: tokens.includes('<') };
}

/**
 * A USGS value with its codes as the row's value fields. '<' (the actual value is less than the one given)
 * makes it a non-detect whose limit is the value given.
 */
export function nwisValue(value: number, lessThan: boolean): Pick<SourceRow, 'value' | 'nondetect' | 'detectionLimit'> {
  return lessThan ? { value: null, nondetect: true, detectionLimit: value } : { value, nondetect: false, detectionLimit: null };
}

/** A USGS time: a date alone is a daily value (the local day's start), anything else must carry its offset. */
export function usgsTime(text: string, dailyTimeZone = DAILY_TIME_ZONE): Read<{ timestamp: string; daily: boolean }> {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const day = localDayStart(t, dailyTimeZone);
    return day.ok ? { ok: true, value: { timestamp: day.value, daily: true } } : day;
  }
  const instant = readInstant(t);
  return instant.ok ? { ok: true, value: { timestamp: instant.value, daily: false } } : instant;
}

/** 'USGS-09239500' from an agency code and site number. */
export function usgsLocationCode(agency: string, siteNumber: string): string {
  return `${agency.trim() || 'USGS'}-${siteNumber.trim()}`;
}

/** A value as text: a number, or no reading at all (empty, or a no-value code), or why it cannot be read. */
export function readUsgsValue(text: string): { kind: 'number'; value: number } | { kind: 'none' } | { kind: 'bad'; message: string } {
  if (text.trim() === '' || isNoValueCode(text)) return { kind: 'none' };
  const n = readNumber(text);
  return n.ok ? { kind: 'number', value: n.value } : { kind: 'bad', message: n.message };
}
