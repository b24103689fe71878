import type { AuthSession, AuthState, PlatformPorts, SignedInUser } from '../platform/ports';

export interface FakeAuthSession extends AuthSession {
  /** What signIn/signOut were asked, in order. */
  calls: string[];
  set(state: AuthState): void;
}

/** A sign-in session under the test's control: signed out unless a user is given. */
export function fakeAuthSession(user?: SignedInUser): FakeAuthSession {
  let state: AuthState = user ? { status: 'signed-in', user } : { status: 'signed-out' };
  const listeners = new Set<(state: AuthState) => void>();
  const calls: string[] = [];
  return {
    calls,
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      state = next;
      for (const listener of listeners) listener(next);
    },
    signIn: async (returnTo) => void calls.push(`signIn ${returnTo}`),
    signOut: async () => void calls.push('signOut'),
    getAccessToken: async () => (state.status === 'signed-in' ? `token-of-${state.user.sub}` : null),
  };
}

/** Platform ports for rendering the UI in tests; nothing here reaches a real platform. */
export function fakePlatform(auth: AuthSession = fakeAuthSession()): PlatformPorts {
  const tokens = new Map<string, string>();
  return {
    info: { kind: 'web', version: '0.0.0-test', os: 'jsdom', apiBaseUrl: 'http://portal.test/api' },
    auth,
    tokens: {
      get: async (key) => tokens.get(key) ?? null,
      set: async (key, value) => void tokens.set(key, value),
      delete: async (key) => void tokens.delete(key),
    },
    files: { save: async () => 'saved', download: async () => 'saved' },
    updater: {
      current: () => ({ state: 'unsupported' }),
      subscribe: () => () => undefined,
      check: async () => undefined,
      installAndRestart: async () => undefined,
    },
    notifications: { notify: async () => undefined },
  };
}
