/**
 * The main window opens where the operator left it: same size, same place, maximized if it was. The state is a
 * small JSON file in the user's data folder, written as the window moves (debounced) and when it closes, so a
 * power cut loses at most the last second of dragging. A monitor unplugged since the last run, a resolution
 * change or a damaged file never put the window out of reach: it then opens at its default size, centred on
 * the primary display.
 */
import type { Rectangle } from 'electron';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const WINDOW_STATE_FILE_NAME = 'window-state.json';

/** Saves at most this often while the window is dragged or resized. */
export const SAVE_DELAY_MS = 1000;

/**
 * How much of a saved window must lie on one display for its place to be kept: enough to grab its title bar
 * and drag it back. Less than that (a monitor gone, a smaller resolution) and the window is re-centred.
 */
const MIN_VISIBLE_WIDTH = 200;
const MIN_VISIBLE_HEIGHT = 100;

export interface WindowState {
  /** The normal (restored) bounds, also when the window was maximized, so un-maximizing goes back there. */
  bounds: Rectangle;
  maximized: boolean;
}

export interface WindowSize {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** What the window is created with: a place (absent = centred by Electron), a size, and whether to maximize it. */
export interface WindowPlacement {
  bounds: Partial<Rectangle> & { width: number; height: number };
  maximized: boolean;
}

function isRectangle(value: unknown): value is Rectangle {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, width, height } = value as Record<string, unknown>;
  return [x, y, width, height].every((n) => Number.isSafeInteger(n)) && (width as number) > 0 && (height as number) > 0;
}

/** The saved state, or null when there is none or it is not a state this module wrote (then the defaults apply). */
export function parseWindowState(text: string): WindowState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { bounds, maximized } = parsed as Record<string, unknown>;
  if (!isRectangle(bounds) || typeof maximized !== 'boolean') return null;
  return { bounds: { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }, maximized };
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Does enough of the window lie on this work area, with its top edge (the title bar) inside it? */
function isReachableOn(bounds: Rectangle, workArea: Rectangle): boolean {
  const shared = overlap(bounds, workArea);
  const titleBarInside = bounds.y >= workArea.y && bounds.y < workArea.y + workArea.height - MIN_VISIBLE_HEIGHT / 2;
  return shared.width >= MIN_VISIBLE_WIDTH && shared.height >= MIN_VISIBLE_HEIGHT && titleBarInside;
}

function clampSize(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Where the window opens, from the saved state and the displays' work areas (screen minus task bar) as they
 * are now. The saved place is kept when it is reachable on one display, with the size cut to fit that display;
 * otherwise the default size (cut to the primary display) is centred. Maximized is kept either way: Electron
 * maximizes onto the display the window is on.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rectangle[], defaults: WindowSize): WindowPlacement {
  const [primary] = workAreas;
  const host = saved ? workAreas.find((area) => isReachableOn(saved.bounds, area)) : undefined;
  if (saved && host) {
    return {
      bounds: {
        x: saved.bounds.x,
        y: saved.bounds.y,
        width: clampSize(saved.bounds.width, defaults.minWidth, host.width),
        height: clampSize(saved.bounds.height, defaults.minHeight, host.height),
      },
      maximized: saved.maximized,
    };
  }
  const width = primary ? clampSize(defaults.width, defaults.minWidth, primary.width) : defaults.width;
  const height = primary ? clampSize(defaults.height, defaults.minHeight, primary.height) : defaults.height;
  return { bounds: { width, height }, maximized: saved?.maximized ?? false };
}

/** The file operations used here; node:fs by default, an in-memory stand-in in tests. */
export interface WindowStateFiles {
  read(filePath: string): string | null;
  write(filePath: string, text: string): void;
}

export const nodeWindowStateFiles: WindowStateFiles = {
  read(filePath) {
    try {
      return readFileSync(filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  // Synchronous on purpose: the last save runs while the window closes, and the app may quit right after it.
  // Write-then-rename, so a crash mid-write leaves the previous file rather than half of one.
  write(filePath, text) {
    mkdirSync(dirname(filePath), { recursive: true });
    const temporary = `${filePath}.tmp`;
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, filePath);
  },
};

export function readWindowState(filePath: string, files: WindowStateFiles, warn: (message: string) => void): WindowState | null {
  let text: string | null;
  try {
    text = files.read(filePath);
  } catch (error) {
    warn(`Cannot read ${filePath}: ${String(error)}; opening the window at its default size`);
    return null;
  }
  if (text === null) return null;
  const state = parseWindowState(text);
  if (!state) warn(`${filePath} does not hold a window state; opening the window at its default size`);
  return state;
}

/** The slice of BrowserWindow tracked here; Electron's BrowserWindow satisfies it. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isMinimized(): boolean;
  isFullScreen(): boolean;
}

export interface WindowStateTracking {
  filePath: string;
  files?: WindowStateFiles;
  warn?: (message: string) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Saves the window's state after it moves, is resized, maximized or restored (at most once per SAVE_DELAY_MS),
 * and once more as it closes. Minimized and full-screen are passing states, not places to reopen in: while the
 * window is in one, only a later change is saved. A failed write is reported and the app goes on.
 */
export function trackWindowState(window: TrackedWindow, options: WindowStateTracking): void {
  const files = options.files ?? nodeWindowStateFiles;
  const warn = options.warn ?? console.warn;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  let pending: unknown = null;

  const save = (): void => {
    pending = null;
    if (window.isMinimized() || window.isFullScreen()) return;
    const state: WindowState = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
    try {
      files.write(options.filePath, `${JSON.stringify(state, null, 2)}\n`);
    } catch (error) {
      warn(`Cannot save the window's size and position to ${options.filePath}: ${String(error)}`);
    }
  };
  const saveSoon = (): void => {
    if (pending === null) pending = setTimer(save, SAVE_DELAY_MS);
  };

  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) window.on(event, saveSoon);
  window.on('close', () => {
    if (pending !== null) clearTimer(pending);
    save();
  });
}
