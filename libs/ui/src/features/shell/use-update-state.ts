import { useCallback, useSyncExternalStore } from 'react';
import { usePlatform } from '../../platform/PlatformProvider';
import type { UpdateState } from '../../platform/ports';

/**
 * The platform updater's state, re-rendering as it changes. The port's current() is synchronous, so every reader
 * agrees with the last state the platform reported; the web's updater always says 'unsupported'.
 */
export function useUpdateState(): UpdateState {
  const { updater } = usePlatform();
  // Called through the port object (an adapter may be a class whose methods need it), and stable per port.
  const subscribe = useCallback((onChange: () => void) => updater.subscribe(() => onChange()), [updater]);
  const current = useCallback(() => updater.current(), [updater]);
  return useSyncExternalStore(subscribe, current);
}
