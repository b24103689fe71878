/**
 * The district's time zone. A "day" everywhere in the portal (daily means, rollups, the operator day, date
 * parameters of the API, "today" on a screen) is a day on the clocks of the basin, wherever the server or the
 * browser runs. Written once here; the database's own functions (migrations, which must stay frozen) spell it out.
 */
export const PORTAL_TIME_ZONE = 'America/Denver';
