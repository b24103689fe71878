import type { PlatformPorts } from '../platform/ports';

/** Platform ports for rendering the UI in tests; nothing here reaches a real platform. */
export function fakePlatform(): PlatformPorts {
  const tokens = new Map<string, string>();
  return {
    info: { kind: 'web', version: '0.0.0-test', os: 'jsdom', apiBaseUrl: 'http://portal.test/api' },
    tokens: {
      get: async (key) => tokens.get(key) ?? null,
      set: async (key, value) => void tokens.set(key, value),
      delete: async (key) => void tokens.delete(key),
    },
    files: { save: async () => 'saved' },
    updater: {
      current: () => ({ state: 'unsupported' }),
      subscribe: () => () => undefined,
      check: async () => undefined,
      installAndRestart: async () => undefined,
    },
    notifications: { notify: async () => undefined },
  };
}
