import type { BackendReachability, LiveStatus } from '@portal/api-client';
import { formatPortalTime, formatUsDate, toIsoDay } from '../../common/dates';

export type { LiveStatus } from '@portal/api-client';

export const RECONNECTING_TITLE = 'Reconnecting…';
export const RECONNECTING_DETAIL =
  'The server is not answering. What you see stays on screen and updates by itself once the server is back.';

/**
 * The banner waits this long before it appears: a read retried within a second, or a push stream that
 * reconnects at once, is not worth a flash across the screen. It goes as soon as the server answers.
 */
export const SHOW_AFTER_MS = 2_000;

/** While the server cannot be reached, a health call every this often notices it coming back. */
export const PROBE_INTERVAL_MS = 10_000;

/** Is the app waiting for the server: its calls find it away, or the live push lost it and is reconnecting? */
export function isReconnecting(backend: BackendReachability, live: LiveStatus | undefined): boolean {
  return backend === 'unreachable' || live === 'reconnecting';
}

export const OFFLINE_DETAIL =
  'The server cannot be reached. These are the last values this PC received; each shows its age, and live values replace them once the server answers.';

/**
 * The banner's title while answers on screen are the last ones kept (a start without the server): when they came,
 * the time alone on the same day in the district, with the day before it otherwise.
 */
export function offlineTitle(savedAt: string, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  const time = formatPortalTime(saved);
  const day = toIsoDay(saved);
  return day === toIsoDay(now) ? `Offline: last updated at ${time}` : `Offline: last updated at ${time} on ${formatUsDate(day)}`;
}
