import type { TokenStorage } from '@portal/ui';

const PREFIX = 'portal.';

/**
 * Tokens in localStorage, so a session survives a reload and a new tab. Storage can be unavailable (privacy modes,
 * quota): then the user simply stays signed out, so reads answer null and writes are dropped.
 */
export function localStorageTokens(storage: Storage | undefined = globalThis.localStorage): TokenStorage {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      return storage ? fn(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: async (key) => attempt((s) => s.getItem(PREFIX + key), null),
    set: async (key, value) => attempt((s) => s.setItem(PREFIX + key, value), undefined),
    delete: async (key) => attempt((s) => s.removeItem(PREFIX + key), undefined),
  };
}
