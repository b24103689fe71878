/**
 * Wall mode's rules: the playlist a wall shows (from its address, else the stored one), the cycle through it that
 * any input pauses, and the overlay's words. Pure: the cycle takes its clock from Date.now and its timers from
 * setTimeout, so tests drive it with fake timers.
 */
import { formatPortalTime } from '../../common/dates';
import {
  clampWallSeconds, type HomeScreenPath, parseWallScreens, WALL_MODE_DEFAULT_SECONDS, type WallModeSettings,
} from '../../platform/ports';

/** How long the cycle waits after the last input: time to read a screen someone walked up to. */
export const WALL_PAUSE_MS = 60_000;

export const WALL_MODE_LABELS = {
  overlay: 'Wall mode',
  paused: 'Paused',
  next: 'Next',
  exit: 'Exit wall mode',
  escHint: 'Esc exits wall mode.',
  noScreensTitle: 'No dashboards chosen for wall mode',
  noScreensDetail: 'Choose the dashboards under Wall mode on Your Account.',
  screenFailed: 'This dashboard could not be shown.',
} as const;

export interface WallPlaylist {
  screens: HomeScreenPath[];
  seconds: number;
}

/**
 * The playlist of a wall page's address: `?screens=<keys>&seconds=<n>` (a bookmark on a wall display's browser)
 * wins over the stored one; unknown screens are left out and the seconds kept within bounds. An address without
 * `screens` shows the stored playlist, at the address's seconds if it gives any.
 */
export function wallPlaylist(search: string, stored: WallModeSettings): WallPlaylist {
  const params = new URLSearchParams(search);
  const screensParam = params.get('screens');
  const secondsParam = params.get('seconds');
  const seconds = secondsParam === null || secondsParam.trim() === '' ? stored.seconds : Number(secondsParam);
  return {
    screens: screensParam === null ? [...stored.screens] : parseWallScreens(screensParam),
    seconds: clampWallSeconds(Number.isNaN(seconds) ? WALL_MODE_DEFAULT_SECONDS : seconds),
  };
}

/**
 * Where leaving wall mode goes: back to the page that started it (an app path the router's state carries), or,
 * when it started from an address or with the desktop app, to the screen it was showing, with the site's frame.
 */
export function wallExitPath(state: unknown, showing: HomeScreenPath | undefined, wallPath: string): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.startsWith(wallPath)) {
    return returnTo;
  }
  return showing ?? '/';
}

/** '02:15:07 PM': when a paused wall moves on again, in the district's time. */
export function formatResumeTime(at: number): string {
  return formatPortalTime(at, { withSeconds: true });
}

export interface WallCycleState {
  /** The screen shown, an index into the playlist. */
  index: number;
  /** When the cycle moves on again (ms since the epoch); null while it runs. */
  pausedUntil: number | null;
}

export interface WallCycle {
  state(): WallCycleState;
  subscribe(listener: () => void): () => void;
  /** Starts the timers (again, after stop()); the screen shown is kept. */
  start(): void;
  stop(): void;
  /** Someone touched the wall: pause, or keep pausing, until WALL_PAUSE_MS after this. */
  input(): void;
  /** The next screen now; a paused cycle stays paused, a running one gives it its whole interval. */
  next(): void;
}

export interface WallCycleOptions {
  /** How many screens the playlist has; with fewer than two there is nothing to cycle. */
  count: number;
  intervalMs: number;
  pauseMs?: number;
}

/**
 * The cycle through a playlist: a screen every `intervalMs`; any input pauses it until `pauseMs` after the last
 * input, then the screen shown gets a whole interval again. Listeners hear of a new screen, a pause and its end,
 * and a pause's end moving by a second or more (a mouse moving over the wall would otherwise re-render it with
 * every event).
 */
export function createWallCycle({ count, intervalMs, pauseMs = WALL_PAUSE_MS }: WallCycleOptions): WallCycle {
  let state: WallCycleState = { index: 0, pausedUntil: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const listeners = new Set<() => void>();

  const set = (next: WallCycleState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const scheduleAdvance = () => {
    clear();
    if (!running || count < 2) return;
    timer = setTimeout(() => {
      set({ index: (state.index + 1) % count, pausedUntil: null });
      scheduleAdvance();
    }, intervalMs);
  };
  // The pause's end moves with each input; the timer only checks, when it fires, whether the end has come.
  let pauseEnd = 0;
  const scheduleResume = (delay: number) => {
    clear();
    timer = setTimeout(() => {
      const left = pauseEnd - Date.now();
      if (left > 0) return scheduleResume(left);
      set({ ...state, pausedUntil: null });
      scheduleAdvance();
    }, delay);
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      if (state.pausedUntil === null) scheduleAdvance();
      else scheduleResume(Math.max(0, pauseEnd - Date.now()));
    },
    stop() {
      running = false;
      clear();
    },
    input() {
      if (!running) return;
      const wasRunning = state.pausedUntil === null;
      pauseEnd = Date.now() + pauseMs;
      if (wasRunning) {
        scheduleResume(pauseMs);
        set({ ...state, pausedUntil: pauseEnd });
      } else if (pauseEnd - (state.pausedUntil ?? 0) >= 1000) {
        set({ ...state, pausedUntil: pauseEnd });
      }
    },
    next() {
      if (count < 1) return;
      set({ ...state, index: (state.index + 1) % count });
      if (state.pausedUntil === null) scheduleAdvance();
    },
  };
}
