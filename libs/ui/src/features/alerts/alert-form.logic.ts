/**
 * The rules of the alert form, free of React so each is tested directly: what a new or edited alert's form starts
 * with, which parameters it offers, what a location change does, how it is validated and what is sent.
 */
import type { AlertLocationOption, AlertRequestInput, AlertRequestRow } from '@portal/contracts';
import { ALERT_LONG_TEXT_MAX, ALERT_SHORT_TEXT_MAX, STALE_ALERT_TYPE_NDX } from '@portal/contracts';
import { REQUIRED_MESSAGE } from '../../components/editable-table.logic';
import {
  MAX_RESET_HOURS, MAX_STALE_HOURS, NOT_A_NUMBER, STALE_HOURS_MAXIMUM, STALE_HOURS_MINIMUM, RESET_HOURS_MAXIMUM, RESET_HOURS_MINIMUM, SELECT_LOCATION_FIRST,
  SELECT_RECIPIENT, textTooLong, TRIGGER_LIMIT, TRIGGER_TOO_LARGE,
} from './alerts.constants';

/** The form as typed: selects and number fields hold text ('' for nothing chosen), Send To the chosen indexes. */
export interface AlertDraft {
  enabled: boolean;
  alert_type_ndx: string;
  location_ndx: string;
  parameter_ndx: string;
  trigger_value: string;
  reset_hours: string;
  merged_address_ndx: number[];
  custom_subject: string;
  custom_loc_name: string;
  notes: string;
}

export type AlertDraftErrors = Partial<Record<keyof AlertDraft, string>>;

/** A new alert: enabled, nothing chosen yet. */
export function newAlertDraft(): AlertDraft {
  return {
    enabled: true,
    alert_type_ndx: '',
    location_ndx: '',
    parameter_ndx: '',
    trigger_value: '',
    reset_hours: '',
    merged_address_ndx: [],
    custom_subject: '',
    custom_loc_name: '',
    notes: '',
  };
}

/** The form of an existing alert. */
export function alertRowDraft(row: AlertRequestRow): AlertDraft {
  return {
    enabled: row.enabled,
    alert_type_ndx: String(row.alert_type_ndx),
    location_ndx: String(row.location_ndx),
    parameter_ndx: String(row.parameter_ndx),
    trigger_value: String(row.trigger_value),
    reset_hours: String(row.reset_hours),
    merged_address_ndx: [...row.merged_address_ndx],
    custom_subject: row.custom_subject ?? '',
    custom_loc_name: row.custom_loc_name ?? '',
    notes: row.notes ?? '',
  };
}

/** The parameters the chosen location has values of: the only ones an alert on it can watch. */
export function parametersOf(locations: readonly AlertLocationOption[] | undefined, locationNdx: string) {
  return locations?.find((l) => String(l.location_ndx) === locationNdx)?.parameters ?? [];
}

/** A new location keeps the chosen parameter only when the new location has it too. */
export function withLocation(draft: AlertDraft, locationNdx: string, locations: readonly AlertLocationOption[] | undefined): AlertDraft {
  const keeps = parametersOf(locations, locationNdx).some((p) => String(p.parameter_ndx) === draft.parameter_ndx);
  return { ...draft, location_ndx: locationNdx, parameter_ndx: keeps ? draft.parameter_ndx : '' };
}

/** Whether the alert watches for missing values rather than a value beyond its trigger. */
export function isStale(alertTypeNdx: string | number): boolean {
  return Number(alertTypeNdx) === STALE_ALERT_TYPE_NDX;
}

/**
 * A number as an operator writes one: decimal, with an optional sign, fraction and exponent ('1e5' is 100000).
 * Anything else Number() would read ('0x10', 'Infinity', '1_000') or not ('1,000', '1e') is refused with a message
 * rather than saved as a number the operator did not write.
 */
const DECIMAL_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function numberError(text: string, min: number, max: number, tooSmall: string, tooLarge: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  const value = Number(trimmed);
  if (!DECIMAL_NUMBER.test(trimmed) || !Number.isFinite(value)) return NOT_A_NUMBER;
  if (value < min) return tooSmall;
  if (value > max) return tooLarge;
  return undefined;
}

/** The message of a text longer than the server keeps (it keeps the text trimmed). */
function lengthError(text: string, maxChars: number): string | undefined {
  return text.trim().length > maxChars ? textTooLong(maxChars) : undefined;
}

/**
 * Every invalid field's message; empty when the alert may be saved. Enabled, type, location, parameter, trigger
 * value and reset hours are required; a parameter cannot be chosen before its location; an alert must be sent to
 * somebody; texts fit what the server keeps.
 */
export function validateAlertDraft(draft: AlertDraft): AlertDraftErrors {
  const errors: AlertDraftErrors = {};
  if (draft.alert_type_ndx === '') errors.alert_type_ndx = REQUIRED_MESSAGE;
  if (draft.location_ndx === '') errors.location_ndx = REQUIRED_MESSAGE;
  if (draft.parameter_ndx === '') errors.parameter_ndx = draft.location_ndx === '' ? SELECT_LOCATION_FIRST : REQUIRED_MESSAGE;
  // A stale-data alert's trigger is hours without a value, more than none.
  const trigger = isStale(draft.alert_type_ndx)
    ? numberError(draft.trigger_value, Number.MIN_VALUE, MAX_STALE_HOURS, STALE_HOURS_MINIMUM, STALE_HOURS_MAXIMUM)
    : numberError(draft.trigger_value, -TRIGGER_LIMIT, TRIGGER_LIMIT, TRIGGER_TOO_LARGE, TRIGGER_TOO_LARGE);
  if (trigger) errors.trigger_value = trigger;
  const reset = numberError(draft.reset_hours, 0, MAX_RESET_HOURS, RESET_HOURS_MINIMUM, RESET_HOURS_MAXIMUM);
  if (reset) errors.reset_hours = reset;
  if (draft.merged_address_ndx.length === 0) errors.merged_address_ndx = SELECT_RECIPIENT;
  const lengths = {
    custom_subject: lengthError(draft.custom_subject, ALERT_SHORT_TEXT_MAX),
    custom_loc_name: lengthError(draft.custom_loc_name, ALERT_SHORT_TEXT_MAX),
    notes: lengthError(draft.notes, ALERT_LONG_TEXT_MAX),
  };
  for (const [field, message] of Object.entries(lengths)) if (message) errors[field as keyof typeof lengths] = message;
  return errors;
}

/** What is sent for a valid form: numbers as numbers, blank texts as null. */
export function alertDraftToInput(draft: AlertDraft): AlertRequestInput {
  const text = (value: string) => value.trim() || null;
  return {
    enabled: draft.enabled,
    alert_type_ndx: Number(draft.alert_type_ndx),
    location_ndx: Number(draft.location_ndx),
    parameter_ndx: Number(draft.parameter_ndx),
    trigger_value: Number(draft.trigger_value.trim()),
    reset_hours: Number(draft.reset_hours.trim()),
    merged_address_ndx: [...draft.merged_address_ndx],
    custom_subject: text(draft.custom_subject),
    custom_loc_name: text(draft.custom_loc_name),
    notes: text(draft.notes),
  };
}

/** The addresses the chosen contacts and groups stand for now, as Send To Details shows them (each once, sorted). */
export function sendToDetails(chosen: readonly number[], options: readonly { merged_address_ndx: number; send_to_details: string }[]): string {
  const addresses = options
    .filter((o) => chosen.includes(o.merged_address_ndx))
    .flatMap((o) => o.send_to_details.split(',').map((a) => a.trim()))
    .filter(Boolean);
  return [...new Set(addresses)].sort().join(', ');
}
