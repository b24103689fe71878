import { Button, Callout } from '@blueprintjs/core';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { hasFallenBack, sessionStore, subscribeToOnlineBasemapState } from './basemap-network';
import { OFFLINE_FALLBACK_NOTICE } from './basemap-network.logic';
import './location-map.css';

/** The session storage entry that remembers the visitor dismissed the notice. */
const DISMISSED_STORAGE_KEY = 'portal.offlineBasemapNoticeDismissed';

const wasDismissed = (): boolean => sessionStore()?.getItem(DISMISSED_STORAGE_KEY) === 'true';

/** A message drawn over a map, on an opaque backing so it reads over any basemap (see location-map.css). */
export function MapMessage({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={['portal-map-message', className].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The notice over a map that fell back to the offline basemap: where the visitor looks, not only in a collapsed
 * panel. Dismissed, it stays away for the rest of the session (the fallback itself lasts that long).
 */
export function OfflineBasemapNotice() {
  const fellBack = useSyncExternalStore(subscribeToOnlineBasemapState, hasFallenBack);
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (!fellBack || dismissed) return null;
  return (
    <MapMessage className="portal-map-notice">
      <Callout intent="warning" icon="offline" compact role="status">
        <span>{OFFLINE_FALLBACK_NOTICE}</span>
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          aria-label="Dismiss"
          onClick={() => {
            try {
              sessionStore()?.setItem(DISMISSED_STORAGE_KEY, 'true');
            } catch {
              // Storage refused: dismissed for this page only.
            }
            setDismissed(true);
          }}
        />
      </Callout>
    </MapMessage>
  );
}
