import {
  type AuthSession, type AuthState, DEFAULT_WALL_MODE, type PlatformPorts, type SignedInUser, type Updater, type UpdateState,
  type WallDisplay, type WallModeSettings, watchedValue,
} from '../platform/ports';

export interface FakeAuthSession extends AuthSession {
  /** What signIn/signOut were asked, in order. */
  calls: string[];
  set(state: AuthState): void;
}

/** A sign-in session under the test's control: signed out unless a user is given. */
export function fakeAuthSession(user?: SignedInUser): FakeAuthSession {
  const state = watchedValue<AuthState>(user ? { status: 'signed-in', user } : { status: 'signed-out' });
  const calls: string[] = [];
  return {
    calls,
    ...state,
    signIn: async (returnTo) => void calls.push(`signIn ${returnTo}`),
    signOut: async () => void calls.push('signOut'),
    getAccessToken: async () => {
      const current = state.current();
      return current.status === 'signed-in' ? `token-of-${current.user.sub}` : null;
    },
  };
}

export interface FakeUpdater extends Updater {
  /** How many times installAndRestart was asked. */
  restarts: number;
  /** Reports a new state to the subscribers, as the desktop app's updater does when a check or download moves on. */
  set(state: UpdateState): void;
}

/** An updater under the test's control: 'unsupported' (the web's) unless another state is given. */
export function fakeUpdater(initial: UpdateState = { state: 'unsupported' }): FakeUpdater {
  const updater: FakeUpdater = {
    restarts: 0,
    ...watchedValue(initial),
    check: async () => undefined,
    installAndRestart: async () => {
      updater.restarts += 1;
    },
  };
  return updater;
}

export interface FakeWallDisplay extends WallDisplay {
  /** What was asked of the display, in order: 'enter', 'exit', and each stored playlist as 'set <keys> <seconds>'. */
  calls: string[];
  /** The next set() rejects with this message. */
  refuse: string | null;
}

/** Wall mode's storage and display in memory: the web's (no start on login) unless told otherwise. */
export function fakeWallDisplay(initial: WallModeSettings = DEFAULT_WALL_MODE, canStartOnLogin = false): FakeWallDisplay {
  const mirror = watchedValue(initial);
  const display: FakeWallDisplay = {
    calls: [],
    refuse: null,
    canStartOnLogin,
    current: mirror.current,
    subscribe: mirror.subscribe,
    async set(next) {
      if (display.refuse) throw new Error(display.refuse);
      display.calls.push(`set ${next.screens.join(',')} ${next.seconds}${next.startOnLogin ? ' on login' : ''}`);
      mirror.set({ ...next, screens: [...next.screens] });
    },
    enter: async () => void display.calls.push('enter'),
    exit: async () => void display.calls.push('exit'),
  };
  return display;
}

/** Platform ports for rendering the UI in tests; nothing here reaches a real platform. */
export function fakePlatform(auth: AuthSession = fakeAuthSession(), updater: Updater = fakeUpdater()): PlatformPorts {
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
    updater,
    notifications: { notify: async () => undefined },
    wallDisplay: fakeWallDisplay(),
  };
}
