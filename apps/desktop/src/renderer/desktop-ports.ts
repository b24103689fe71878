/**
 * The desktop's implementations of the UI's platform ports, each a thin layer over `window.portal`.
 * Kept apart from main.tsx so they are unit-tested against a fake bridge.
 */
import type { PlatformPorts, UpdateState, Updater } from '@portal/ui';
import type { PortalBridge } from '../shared/bridge';

/**
 * Updater.current() is synchronous in the port, so the adapter keeps the last state main pushed. One bridge
 * subscription for the app's lifetime, fanned out, so components subscribing do not each add an IPC listener.
 */
export async function createDesktopUpdater(updates: PortalBridge['updates']): Promise<Updater> {
  let state: UpdateState | undefined;
  const listeners = new Set<(state: UpdateState) => void>();
  // Subscribe before asking: a push that arrives while current() is in flight is newer than its answer.
  updates.onState((next) => {
    state = next;
    for (const listener of listeners) listener(next);
  });
  const initial = await updates.current();
  return {
    current: () => state ?? initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    check: () => updates.check(),
    installAndRestart: () => updates.installAndRestart(),
  };
}

export async function createDesktopPorts(bridge: PortalBridge): Promise<PlatformPorts> {
  const [info, updater] = await Promise.all([bridge.platform.info(), createDesktopUpdater(bridge.updates)]);
  return {
    info: { kind: 'desktop', version: info.version, os: info.os, apiBaseUrl: `${info.backendUrl}/api` },
    tokens: bridge.tokens,
    files: {
      // A Blob cannot cross the context bridge; its bytes can.
      save: async (suggestedName, data, mimeType) =>
        bridge.files.save(suggestedName, new Uint8Array(await data.arrayBuffer()), mimeType),
    },
    updater,
    notifications: bridge.notifications,
  };
}
