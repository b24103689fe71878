/**
 * The rules of the Logger Keys screen, free of React so each is tested directly: the table's columns (what a
 * cell and the CSV say) and the new-key form's checks.
 */
import { LOGGER_NAME, type LoggerKeyRow } from '@portal/contracts';
import { formatDateTime } from '../../common/dates';
import type { TableColumn } from '../../components/column-table.logic';
import { REQUIRED_MESSAGE } from '../../components/editable-table.logic';
import { ACTIVE_TEXT, ANY_LOCATION_TEXT, NAME_RULE_MESSAGE, NEVER_USED_TEXT } from './logger-keys.constants';

/** 'Active', or 'Revoked Nov 26 2026, 03:00 PM'. */
export const keyStatusText = (row: Pick<LoggerKeyRow, 'revoked_at'>) => (row.revoked_at ? `Revoked ${formatDateTime(row.revoked_at)}` : ACTIVE_TEXT);

export const LOGGER_KEY_COLUMNS: readonly TableColumn<LoggerKeyRow>[] = [
  { key: 'name', header: 'Logger', value: (r) => r.name },
  { key: 'locations', header: 'Locations', value: (r) => (r.allowed_locations ? r.allowed_locations.map((l) => l.display).join(', ') : ANY_LOCATION_TEXT) },
  { key: 'created_at', header: 'Created', value: (r) => formatDateTime(r.created_at) },
  { key: 'last_used_at', header: 'Last Used', value: (r) => (r.last_used_at ? formatDateTime(r.last_used_at) : NEVER_USED_TEXT) },
  { key: 'status', header: 'Status', value: keyStatusText },
];

/** The name's message, or undefined when the server will take it (a name in use is the server's to say). */
export function loggerNameError(name: string): string | undefined {
  if (!name.trim()) return REQUIRED_MESSAGE;
  return LOGGER_NAME.test(name) ? undefined : NAME_RULE_MESSAGE;
}

/** The message a refused create gives for `field`, when the server named it. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  const fields = (error as { data?: { fields?: { field: string; problems: string[] }[] } } | undefined)?.data?.fields;
  const problems = fields?.find((f) => f.field === field)?.problems;
  return problems?.length ? `*${problems.join('; ')}` : undefined;
}
