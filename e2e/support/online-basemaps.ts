import type { ConsoleMessage } from '@playwright/test';

/**
 * The internet services the map's online basemaps and hydrology layers use. The test machines have no network, so
 * the map checks the online basemap once, finds it unreachable and starts on the offline style: the browser logs
 * that failed check as a console error, which is expected there and no fault of the page.
 */
export const ONLINE_MAP_HOSTS = ['basemap.nationalmap.gov', 'hydro.nationalmap.gov', 'tiles.openfreemap.org'] as const;

/** Whether a console message is the browser reporting a failed load from one of the online map services. */
export function isOnlineMapLoadFailure(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return /^Failed to load resource/.test(message.text()) && !!url && (ONLINE_MAP_HOSTS as readonly string[]).includes(new URL(url).hostname);
}
