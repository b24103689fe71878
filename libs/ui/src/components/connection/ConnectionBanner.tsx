import { Callout, Classes, Spinner } from '@blueprintjs/core';
import { useBackendReachability, useGetHealthQuery, useLastAnswersShownSince } from '@portal/api-client';
import { useDebouncedValue } from '../../common/use-debounced-value';
import './connection-banner.css';
import {
  isReconnecting, type LiveStatus, OFFLINE_DETAIL, offlineTitle, PROBE_INTERVAL_MS, RECONNECTING_DETAIL, RECONNECTING_TITLE, SHOW_AFTER_MS,
} from './connection-status';

/**
 * While the server is away (a restart, a network cut) the shell says 'Reconnecting…' once, instead of each
 * panel showing an error: reads wait for the server meanwhile (the api client retries them) and the screen
 * keeps its last values. The banner also asks the server's health now and then, so the app notices it is
 * back even when nothing else is loading; reads that gave up then load again by themselves. While the screen shows
 * the last answers the desktop app kept (a start without the server), it says so at once, with when they came.
 */
export function ConnectionBanner({ liveStatus }: { liveStatus?: LiveStatus }) {
  const backend = useBackendReachability();
  useGetHealthQuery(undefined, {
    skip: backend === 'reachable',
    pollingInterval: PROBE_INTERVAL_MS,
    refetchOnMountOrArgChange: true,
  });
  const offlineSince = useLastAnswersShownSince();
  const reconnecting = isReconnecting(backend, liveStatus);
  // Shown once it has lasted SHOW_AFTER_MS, gone at once when the server answers.
  const lasting = useDebouncedValue(reconnecting, SHOW_AFTER_MS);
  if (offlineSince) {
    return (
      <Callout className="portal-connection-banner" intent="warning" icon="offline" role="status" title={offlineTitle(offlineSince)}>
        <span className={Classes.TEXT_MUTED}>{OFFLINE_DETAIL}</span>
      </Callout>
    );
  }
  if (!(reconnecting && lasting)) return null;
  return (
    <Callout
      className="portal-connection-banner"
      intent="warning"
      icon={<Spinner size={16} aria-hidden />}
      role="status"
      title={RECONNECTING_TITLE}
    >
      <span className={Classes.TEXT_MUTED}>{RECONNECTING_DETAIL}</span>
    </Callout>
  );
}
