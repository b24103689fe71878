import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AlertCondition } from './alert-rules';

/** The district's time zone: every time in a message is local time there. */
const ZONE = 'America/Denver';
/** Text messages are cut to one SMS segment. */
export const SMS_MAX_LENGTH = 160;

/** What a message is about: the alert as stored, with the names of what it points at. */
export interface AlertFacts {
  alert_request_ndx: number;
  alert_type: string;
  condition: AlertCondition;
  location: string;
  location_id: string;
  custom_loc_name: string | null;
  custom_subject: string | null;
  parameter: string;
  units: string | null;
  trigger_value: number;
  reset_hours: number;
  notes: string | null;
}

export interface AlertOccurrence {
  kind: 'fired' | 'repeat';
  firedAt: Date;
  /** The latest reading of the series, or null when it never reported. */
  value: number | null;
  observedAt: Date | null;
  /** Where the recipient can look: the location on the map, and the Alerts Management screen. */
  mapUrl: string;
  manageUrl: string;
}

export interface AlertMessage {
  subject: string;
  /** The e-mail body. */
  message: string;
  /** The text-message form: one segment. */
  sms: string;
}

const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'short' });

/** 07/15/2026 1:00 PM MDT: local time with the zone's abbreviation (MST or MDT). */
export function localTime(at: Date): string {
  const abbreviation = zoneName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ZONE;
  return `${format(new TZDate(at, ZONE), 'MM/dd/yyyy h:mm a')} ${abbreviation}`;
}

const withUnits = (value: number, units: string | null) => `${formatNumber(value)}${units ? ` ${units}` : ''}`;

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
}

/** The one line saying what happened, used as the default subject and in the text message. */
function headline(a: AlertFacts, o: AlertOccurrence): string {
  const place = a.custom_loc_name?.trim() || a.location;
  if (a.condition === 'stale') return `${place}: no ${a.parameter} value for over ${formatNumber(a.trigger_value)} hours`;
  const side = a.condition === 'above' ? 'above' : 'below';
  return `${place}: ${a.parameter} ${o.value === null ? 'unknown' : withUnits(o.value, a.units)} is ${side} ${withUnits(a.trigger_value, a.units)}`;
}

/** Says which alert, where, what value, when, the threshold, and where to look. */
export function alertMessage(a: AlertFacts, o: AlertOccurrence): AlertMessage {
  const line = headline(a, o);
  const subject = `${o.kind === 'repeat' ? 'Still active: ' : ''}${a.custom_subject?.trim() || line}`;
  const reading =
    o.value === null || o.observedAt === null
      ? 'No value has been received from this series.'
      : `Latest value: ${withUnits(o.value, a.units)} at ${localTime(o.observedAt)}.`;
  const threshold =
    a.condition === 'stale'
      ? `Threshold: a value at least every ${formatNumber(a.trigger_value)} hours.`
      : `Threshold: ${a.condition} ${withUnits(a.trigger_value, a.units)}.`;
  const quiet =
    a.reset_hours > 0
      ? `While it lasts, this alert repeats every ${formatNumber(a.reset_hours)} hours unless acknowledged.`
      : 'It will not repeat until the condition clears and returns.';
  const message = [
    line,
    '',
    `Alert #${a.alert_request_ndx} (${a.alert_type}) ${o.kind === 'repeat' ? 'is still active' : 'fired'} at ${localTime(o.firedAt)}.`,
    `Where: ${a.custom_loc_name?.trim() ? `${a.custom_loc_name.trim()} (${a.location}, ${a.location_id})` : `${a.location} (${a.location_id})`}.`,
    `What: ${a.parameter}. ${reading}`,
    threshold,
    quiet,
    ...(a.notes?.trim() ? [`Notes: ${a.notes.trim()}`] : []),
    '',
    `Map: ${o.mapUrl}`,
    `Manage or acknowledge: ${o.manageUrl}`,
  ].join('\n');
  const sms = truncate(`${o.kind === 'repeat' ? 'Still active: ' : 'Alert: '}${line}${o.observedAt ? ` (${localTime(o.observedAt)})` : ''}`);
  return { subject, message, sms };
}

function truncate(text: string): string {
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}
