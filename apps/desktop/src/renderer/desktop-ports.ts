/**
 * The desktop's implementations of the UI's platform ports, each a thin layer over `window.portal`.
 * Kept apart from main.tsx so they are unit-tested against a fake bridge.
 */
import type { LastAnswerStore } from '@portal/contracts';
import {
  type AuthSession,
  type FileSaver,
  type AuthState,
  type HomeScreenPath,
  type HomeScreenPreference,
  isHomeScreenPath,
  type PlatformPorts,
  type UpdateState,
  type Updater,
  type WallDisplay,
  type WallModeSettings,
  watchedValue,
} from '@portal/ui';
import type { PortalBridge } from '../shared/bridge';

/** A state main owns and pushes, mirrored here so the UI can read it synchronously (useSyncExternalStore). */
interface PushedState<S> {
  current(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * One bridge subscription for the app's lifetime, fanned out, so components subscribing do not each add an
 * IPC listener. It subscribes before asking: a push that arrives while the request is in flight is newer
 * than its answer.
 */
async function followPushedState<S>(onState: (listener: (state: S) => void) => () => void, ask: () => Promise<S>): Promise<PushedState<S>> {
  let pushed: S | undefined;
  const listeners = new Set<(state: S) => void>();
  onState((next) => {
    pushed = next;
    for (const listener of listeners) listener(next);
  });
  const initial = await ask();
  return {
    current: () => pushed ?? initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Updater.current() is synchronous in the port, so the adapter keeps the last state main pushed. */
export async function createDesktopUpdater(updates: PortalBridge['updates']): Promise<Updater> {
  const state = await followPushedState<UpdateState>((listener) => updates.onState(listener), () => updates.current());
  return { ...state, check: () => updates.check(), installAndRestart: () => updates.installAndRestart() };
}

/**
 * The UI's AuthSession over main's sign-in. signIn resolves once main has finished the browser flow and the
 * user is signed in; then this adapter navigates to `returnTo` itself (there is no callback route on desktop,
 * hence no completeSignIn), so the UI behaves as on the web, where the redirect lands on `returnTo`.
 */
export async function createDesktopAuthSession(auth: PortalBridge['auth'], navigate: (path: string) => void): Promise<AuthSession> {
  const state = await followPushedState<AuthState>((listener) => auth.onState(listener), () => auth.state());
  return {
    ...state,
    async signIn(returnTo) {
      await auth.signIn();
      navigate(returnTo);
    },
    signOut: () => auth.signOut(),
    getAccessToken: () => auth.accessToken(),
  };
}

/**
 * The operator's home screen, kept in main's settings (main opens the window on it at the next start). The
 * choice is read once here and mirrored, so every control showing it reads it synchronously and agrees.
 */
export async function createDesktopHomeScreen(settings: PortalBridge['settings']): Promise<HomeScreenPreference> {
  const asPath = (stored: string): HomeScreenPath | null => (isHomeScreenPath(stored) ? stored : null);
  const mirror = watchedValue(asPath(await settings.get('homeScreen')));
  return {
    current: mirror.current,
    subscribe: mirror.subscribe,
    async set(path) {
      // Main answers what it stored; a refused or failed write rejects here and leaves the mirror as it was.
      mirror.set(asPath(path ? await settings.set('homeScreen', path) : await settings.delete('homeScreen')));
    },
  };
}

/**
 * Wall mode over main: the playlist in main's settings, mirrored here so the account page and the wall read it
 * synchronously, and the window's wall state (full screen, display kept awake), which main owns. enter and exit
 * never reject: a window that cannot go full screen still shows the wall.
 */
export async function createDesktopWallDisplay(wallMode: PortalBridge['wallMode'], warn: (message: string) => void = console.warn): Promise<WallDisplay> {
  const mirror = watchedValue<WallModeSettings>(await wallMode.get());
  const quietly = (what: string, call: () => Promise<void>) => async () => {
    try {
      await call();
    } catch (error) {
      warn(`Wall mode could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    current: mirror.current,
    subscribe: mirror.subscribe,
    async set(settings) {
      // Main answers what it stored; a refused value rejects here and leaves the mirror as it was.
      mirror.set(await wallMode.set({ screens: [...settings.screens], seconds: settings.seconds, startOnLogin: settings.startOnLogin }));
    },
    canStartOnLogin: true,
    enter: quietly('start', () => wallMode.enter()),
    exit: quietly('end', () => wallMode.exit()),
  };
}

/**
 * Files through main: a page-made file's bytes cross to main (a Blob cannot cross the context bridge; its bytes can),
 * while a download is main's own fetch into the chosen file, of which only its progress comes back here, by its id.
 */
export function createDesktopFiles(files: PortalBridge['files'], newId: () => string = () => crypto.randomUUID()): FileSaver {
  return {
    save: async (suggestedName, data, mimeType) => files.save(suggestedName, new Uint8Array(await data.arrayBuffer()), mimeType),
    async download(request, options = {}) {
      const id = newId();
      const { signal, onProgress } = options;
      const unsubscribe = files.onDownloadProgress((event) => {
        if (event.id === id) onProgress?.(event.progress);
      });
      const cancel = () => void files.cancelDownload(id).catch(() => undefined);
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        if (signal?.aborted) return 'cancelled';
        const { url, body, suggestedName, mimeType } = request;
        return await files.download({ id, url, body: JSON.stringify(body), suggestedName, mimeType });
      } finally {
        signal?.removeEventListener('abort', cancel);
        unsubscribe();
      }
    },
  };
}

/**
 * The dashboards' last answers, kept by main. Neither way may hold up a screen or fail it: a read that fails is
 * no answer kept, and a write that fails is one answer fewer for the next start.
 */
export function createDesktopLastAnswers(lastAnswers: PortalBridge['lastAnswers'], warn: (message: string) => void = console.warn): LastAnswerStore {
  return {
    read: (key) => lastAnswers.read(key).catch(() => null),
    write: (key, answer) => void lastAnswers.write(key, answer).catch((error: unknown) => warn(`Could not keep a dashboard answer: ${String(error)}`)),
  };
}

/** `navigate` moves the app's router to an app path (main.tsx: the HashRouter's hash). */
export async function createDesktopPorts(bridge: PortalBridge, navigate: (path: string) => void): Promise<PlatformPorts> {
  const [info, updater, auth, homeScreen, wallDisplay] = await Promise.all([
    bridge.platform.info(),
    createDesktopUpdater(bridge.updates),
    createDesktopAuthSession(bridge.auth, navigate),
    createDesktopHomeScreen(bridge.settings),
    createDesktopWallDisplay(bridge.wallMode),
  ]);
  return {
    info: { kind: 'desktop', version: info.version, os: info.os, apiBaseUrl: `${info.backendUrl}/api` },
    auth,
    tokens: bridge.tokens,
    files: createDesktopFiles(bridge.files),
    updater,
    notifications: bridge.notifications,
    homeScreen,
    wallDisplay,
    lastAnswers: createDesktopLastAnswers(bridge.lastAnswers),
  };
}
