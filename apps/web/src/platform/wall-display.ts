import {
  clampWallSeconds, DEFAULT_WALL_MODE, formatWallScreens, parseWallScreens, type WallDisplay, type WallModeSettings, watchedValue,
} from '@portal/ui';

/** Beside the session's keys (tokens.ts), under the same prefix. */
const STORAGE_KEY = 'portal.wallMode';

/** The parts of the page's document wall mode uses: full screen and whether the tab is shown. */
type WallDocument = Pick<Document, 'fullscreenElement' | 'fullscreenEnabled' | 'exitFullscreen' | 'visibilityState' | 'addEventListener' | 'removeEventListener'> & {
  documentElement: Pick<HTMLElement, 'requestFullscreen'>;
};

export interface BrowserWallDisplayOptions {
  storage?: Storage;
  doc?: WallDocument;
  /** The Screen Wake Lock API, where the browser has it (not every one does, and only on https or localhost). */
  wakeLock?: Pick<WakeLock, 'request'>;
}

function read(storage: Storage | undefined): WallModeSettings {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as { screens?: unknown; seconds?: unknown } | null;
    if (!stored || typeof stored !== 'object') return DEFAULT_WALL_MODE;
    return {
      screens: typeof stored.screens === 'string' ? parseWallScreens(stored.screens) : [],
      seconds: typeof stored.seconds === 'number' ? clampWallSeconds(stored.seconds) : DEFAULT_WALL_MODE.seconds,
      startOnLogin: false,
    };
  } catch {
    // Storage refused or a damaged entry: the defaults, as on a first visit.
    return DEFAULT_WALL_MODE;
  }
}

/**
 * Wall mode in a browser: the playlist in this browser's storage (a wall display's browser keeps its own), the
 * page full screen through the Fullscreen API, and the screen kept on with a wake lock where the browser offers
 * one. A browser grants full screen only in answer to a click; refused (a bookmark opened at start-up) or left
 * (the browser's own Esc), wall mode goes on in the window, still without the site's frame. A browser cannot
 * start with the PC's sign-in, so there is no such choice here.
 */
export function browserWallDisplay({
  storage = globalThis.localStorage,
  doc = globalThis.document,
  wakeLock = globalThis.navigator?.wakeLock,
}: BrowserWallDisplayOptions = {}): WallDisplay {
  const mirror = watchedValue(read(storage));
  let on = false;
  let enteredFullscreen = false;
  let sentinel: WakeLockSentinel | null = null;

  const holdScreenOn = async () => {
    if (!wakeLock || sentinel || !on || doc.visibilityState !== 'visible') return;
    try {
      const lock = await wakeLock.request('screen');
      // wall mode may have ended while the request was out
      if (on) sentinel = lock;
      else void lock.release();
      lock.addEventListener('release', () => {
        if (sentinel === lock) sentinel = null;
      });
    } catch {
      // Refused (battery saver, a policy): the display's own settings decide.
    }
  };
  // The browser lets go of a wake lock whenever the tab is hidden; shown again, the wall takes it back.
  const onVisibility = () => void holdScreenOn();

  return {
    current: mirror.current,
    subscribe: mirror.subscribe,
    async set(next) {
      const seconds = clampWallSeconds(next.seconds);
      const screens = formatWallScreens(next.screens);
      storage.setItem(STORAGE_KEY, JSON.stringify({ screens, seconds }));
      mirror.set({ screens: parseWallScreens(screens), seconds, startOnLogin: false });
    },
    canStartOnLogin: false,
    async enter() {
      if (!on) doc.addEventListener('visibilitychange', onVisibility);
      on = true;
      if (!doc.fullscreenElement && doc.fullscreenEnabled) {
        try {
          await doc.documentElement.requestFullscreen();
          enteredFullscreen = true;
        } catch {
          // No click to answer (or a policy forbids it): the wall runs in the window.
        }
      }
      await holdScreenOn();
    },
    async exit() {
      on = false;
      doc.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel;
      sentinel = null;
      await lock?.release().catch(() => undefined);
      if (enteredFullscreen && doc.fullscreenElement) await doc.exitFullscreen().catch(() => undefined);
      enteredFullscreen = false;
    },
  };
}
