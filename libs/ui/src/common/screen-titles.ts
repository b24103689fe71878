/**
 * Titles of screens that the navigation names too, written once so a sidebar entry and the page it opens say the
 * same words. Kept here, not in the screens' features, because the shell's navigation may not import a feature
 * (and doing so would load the lazy page with it).
 */
export const DATA_IMPORTS_TITLE = 'Data Imports';
export const LOGGER_KEYS_TITLE = 'Logger Keys';
export const STATIONS_TITLE = 'Monitoring Locations and Parameters by Basin Region';
/** The desktop app's download page, which the footer and Your Account link to. */
export const DESKTOP_APP_TITLE = 'Download the desktop app';
