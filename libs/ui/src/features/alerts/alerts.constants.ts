/**
 * Titles, page sizes and messages of the alerts screens, in a module of their own so navigation can name the
 * screens without loading the lazy pages. Quoted texts are the product's wording, kept exactly.
 */

export const ALERTS_MANAGEMENT_TITLE = 'Alerts Management';
export const ALERT_DELIVERIES_TITLE = 'Alert Deliveries';

/** The alerts table opens at 10 rows a page, with these sizes to choose from. */
export const ALERTS_PAGE_SIZE = 10;
export const ALERTS_PAGE_SIZES = [10, 30, 50, 100, 200] as const;
/** The deliveries tables. */
export const DELIVERIES_PAGE_SIZE = 30;
export const DELIVERIES_PAGE_SIZES = [10, 30, 50, 100, 200] as const;

/** The alert form's messages. */
export const SELECT_LOCATION_FIRST = '*Select a location first';
export const NOT_A_NUMBER = '*Must be a number';
export const RESET_HOURS_MINIMUM = '*Must be 0 or more';
export const RESET_HOURS_MAXIMUM = '*Must be at most 87600 (10 years)';
export const TRIGGER_TOO_LARGE = '*Must be between -1000000000000 and 1000000000000';
export const STALE_HOURS_MINIMUM = '*Must be more than 0 hours';
export const STALE_HOURS_MAXIMUM = '*Must be at most 1000000000000 hours';
export const COMMENT_REQUIRED = '*Required field';
export const SELECT_RECIPIENT = '*Select at least one group or contact';
/** A text longer than the server keeps. */
export const textTooLong = (maxChars: number) => `*Must be at most ${maxChars} characters`;

/** Bounds the server keeps (larger values are refused there too). */
export const MAX_RESET_HOURS = 87_600;
export const TRIGGER_LIMIT = 1e12;
export const MAX_STALE_HOURS = TRIGGER_LIMIT;

/** The CSV exports' file names. */
export const ALERTS_CSV_FILE = 'alerts-management.csv';
export const DELIVERIES_CSV_FILE = 'alert-deliveries.csv';

/** Acknowledging a firing alert. */
export const ACKNOWLEDGED_MESSAGE = 'The alert was acknowledged: no repeats until its condition clears.';
