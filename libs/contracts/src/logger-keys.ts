import type { LookupOption } from './admin-lookups';

/** GET logger-keys: one data logger's key, as System Management lists it (the key itself is never shown again). */
export interface LoggerKeyRow {
  logger_ndx: number;
  /** Letters, digits, '.', '_' or '-', at most 64; unique, revoked keys included. */
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
