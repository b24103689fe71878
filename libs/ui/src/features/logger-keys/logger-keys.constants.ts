/** Texts of the Logger Keys screen (its title, which the navigation names too, is in common/screen-titles). */
import { LOGGER_NAME_RULE } from '@portal/contracts';

export { LOGGER_KEYS_TITLE } from '../../common/screen-titles';
export const LOGGER_KEYS_PAGE_SIZE = 15;
export const LOGGER_KEYS_PAGE_SIZES = [15, 30, 60] as const;
export const LOGGER_KEYS_CSV_FILE = 'logger-keys';

export const NEW_KEY_TITLE = 'New Logger Key';
export const NAME_LABEL = 'Logger Name';
/** The name rule the server checks, as the form's message. */
export const NAME_RULE_MESSAGE = `*${LOGGER_NAME_RULE.charAt(0).toUpperCase()}${LOGGER_NAME_RULE.slice(1)}`;
export const LOCATIONS_LABEL = 'Locations';
export const ANY_LOCATION_TEXT = 'Any location';
export const LOCATIONS_HINT = 'None selected: the logger may send readings for any location.';
export const CREATE_KEY_TEXT = 'Create Key';
export const NEVER_USED_TEXT = 'Never';
export const ACTIVE_TEXT = 'Active';

/** The key, shown once after it is made. */
export const KEY_SHOWN_ONCE_TEXT =
  'Copy this key now: it is shown only once. The portal keeps only a fingerprint of it, so a lost key cannot be shown ' +
  'again; revoke it and create a new one.';
export const KEY_USAGE_TEXT = 'The logger sends it with each batch as "Authorization: Bearer <key>" to POST /api/ingest/telemetry.';
export const COPY_KEY_TEXT = 'Copy Key';
export const REVOKE_TEXT = 'Revoke Key';
