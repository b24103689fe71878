import type { LookupOption } from './admin-lookups';

/** A logger's name, as the database's check has it: it names the logger in lists, logs and the audit trail. */
export const LOGGER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** LOGGER_NAME in words. */
export const LOGGER_NAME_RULE = "letters, digits, '.', '_' or '-', starting with a letter or digit, at most 64";

/** GET logger-keys: one data logger's key, as System Management lists it (the key itself is never shown again). */
export interface LoggerKeyRow {
  logger_ndx: number;
  /** LOGGER_NAME; unique, revoked keys included. */
  name: string;
  /** The locations the logger may write readings for; null: any location. */
  allowed_locations: LookupOption[] | null;
  /** ISO 8601 instants. */
  created_at: string;
  /** The last batch sent with the key (accepted or not); null: never used. */
  last_used_at: string | null;
  /** null: the key works. */
  revoked_at: string | null;
}

/** POST logger-keys: a new logger and its locations (an empty list: any location). */
export interface LoggerKeyInput {
  name: string;
  allowed_location_ndx: number[];
}

/** The answer to POST logger-keys: the new logger with its key, shown this once (only a digest is stored). */
export interface CreatedLoggerKey extends LoggerKeyRow {
  key: string;
}
