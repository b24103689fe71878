import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  nodeWindowStateFiles,
  parseWindowState,
  placeWindow,
  readWindowState,
  SAVE_DELAY_MS,
  trackWindowState,
  type TrackedWindow,
  type WindowState,
} from './window-state.main';

const DEFAULTS = { width: 1440, height: 900, minWidth: 1024, minHeight: 640 };
const LAPTOP = { x: 0, y: 0, width: 1920, height: 1040 };
/** A second monitor to the right of the laptop. */
const RIGHT_MONITOR = { x: 1920, y: 0, width: 2560, height: 1400 };

const state = (x: number, y: number, width = 1600, height = 1000, maximized = false): WindowState => ({
  bounds: { x, y, width, height },
  maximized,
});

describe('placeWindow', () => {
  it('opens a first run at the default size, centred (no place given)', () => {
    expect(placeWindow(null, [LAPTOP], DEFAULTS)).toEqual({ bounds: { width: 1440, height: 900 }, maximized: false });
  });

  it('reopens where the window was, on whichever display holds it', () => {
    expect(placeWindow(state(100, 50), [LAPTOP, RIGHT_MONITOR], DEFAULTS)).toEqual({
      bounds: { x: 100, y: 50, width: 1600, height: 1000 },
      maximized: false,
    });
    expect(placeWindow(state(2200, 100, 2000, 1200, true), [LAPTOP, RIGHT_MONITOR], DEFAULTS)).toEqual({
      bounds: { x: 2200, y: 100, width: 2000, height: 1200 },
      maximized: true,
    });
  });

  it('re-centres a window whose monitor is gone, at the default size, keeping it maximized', () => {
    expect(placeWindow(state(2200, 100, 2000, 1200, true), [LAPTOP], DEFAULTS)).toEqual({
      bounds: { width: 1440, height: 900 },
      maximized: true,
    });
  });

  it('re-centres a window that only grazes a display or whose title bar is off screen', () => {
    // 150 px of it left on the laptop: too little to grab.
    expect(placeWindow(state(1770, 100), [LAPTOP], DEFAULTS).bounds).toEqual({ width: 1440, height: 900 });
    // Title bar above the top of the screen.
    expect(placeWindow(state(100, -300), [LAPTOP], DEFAULTS).bounds).toEqual({ width: 1440, height: 900 });
    // Title bar at the very bottom.
    expect(placeWindow(state(100, 1020), [LAPTOP], DEFAULTS).bounds).toEqual({ width: 1440, height: 900 });
  });

  it('cuts a saved size to a display that became smaller, never below the minimum', () => {
    const small = { x: 0, y: 0, width: 1280, height: 680 };
    expect(placeWindow(state(10, 10, 2400, 1300), [small], DEFAULTS).bounds).toEqual({ x: 10, y: 10, width: 1280, height: 680 });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 800, height: 600 }], DEFAULTS).bounds).toEqual({ width: 1024, height: 640 });
  });
});

describe('parseWindowState', () => {
  it('reads what the tracker writes', () => {
    expect(parseWindowState(JSON.stringify(state(5, 6, 1300, 800, true)))).toEqual(state(5, 6, 1300, 800, true));
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1,2]'],
    ['no bounds', '{"maximized":false}'],
    ['a fractional coordinate', '{"bounds":{"x":1.5,"y":0,"width":100,"height":100},"maximized":false}'],
    ['a zero width', '{"bounds":{"x":0,"y":0,"width":0,"height":100},"maximized":false}'],
    ['a string size', '{"bounds":{"x":0,"y":0,"width":"100","height":100},"maximized":false}'],
    ['no maximized flag', '{"bounds":{"x":0,"y":0,"width":100,"height":100}}'],
  ])('refuses %s', (_what, text) => {
    expect(parseWindowState(text)).toBeNull();
  });
});

describe('window state file', () => {
  let folder: string;
  let filePath: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-window-state-'));
    filePath = join(folder, 'nested', 'window-state.json');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('is absent on a first run (no warning), and a damaged one falls back to the defaults with a warning', async () => {
    const warn = jest.fn();
    expect(readWindowState(filePath, nodeWindowStateFiles, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();

    nodeWindowStateFiles.write(filePath, 'garbage');
    expect(readWindowState(filePath, nodeWindowStateFiles, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not hold a window state'));
  });

  it('reports an unreadable file and opens at the defaults', async () => {
    await writeFile(join(folder, 'nested'), 'a file where the folder should be');
    const warn = jest.fn();
    expect(readWindowState(join(folder, 'nested', 'x', 'window-state.json'), nodeWindowStateFiles, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Cannot read'));
  });

  describe('tracking a window', () => {
    type Listener = () => void;
    /** A window under the test's control, as Electron would report it. */
    function fakeWindow() {
      const listeners = new Map<string, Listener[]>();
      const window = {
        bounds: { x: 100, y: 80, width: 1500, height: 950 },
        maximized: false,
        minimized: false,
        fullScreen: false,
        on(event: string, listener: Listener) {
          listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        },
        emit(event: string) {
          for (const listener of listeners.get(event) ?? []) listener();
        },
        getNormalBounds: () => ({ ...window.bounds }),
        isMaximized: () => window.maximized,
        isMinimized: () => window.minimized,
        isFullScreen: () => window.fullScreen,
      };
      return window satisfies TrackedWindow;
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const saved = async () => parseWindowState(await readFile(filePath, 'utf8'));

    it('saves the normal bounds a moment after the window is moved, once for a whole drag', async () => {
      const window = fakeWindow();
      const write = jest.spyOn(nodeWindowStateFiles, 'write');
      trackWindowState(window, { filePath });
      for (let x = 100; x < 200; x += 10) {
        window.bounds.x = x;
        window.emit('move');
      }
      expect(write).not.toHaveBeenCalled();
      jest.advanceTimersByTime(SAVE_DELAY_MS);
      expect(write).toHaveBeenCalledTimes(1);
      write.mockRestore();
      expect(await saved()).toEqual(state(190, 80, 1500, 950));
    });

    it('keeps the restored bounds and the flag when maximized, and saves at close without waiting', async () => {
      const window = fakeWindow();
      trackWindowState(window, { filePath });
      window.maximized = true;
      window.emit('maximize');
      window.emit('close');
      expect(await saved()).toEqual(state(100, 80, 1500, 950, true));
    });

    it('does not save a minimized or full-screen window: the last real place stays', async () => {
      const window = fakeWindow();
      trackWindowState(window, { filePath });
      window.emit('resize');
      jest.advanceTimersByTime(SAVE_DELAY_MS);
      window.minimized = true;
      window.bounds = { x: -32000, y: -32000, width: 160, height: 28 };
      window.emit('move');
      jest.advanceTimersByTime(SAVE_DELAY_MS);
      window.emit('close');
      expect(await saved()).toEqual(state(100, 80, 1500, 950));
    });

    it('reports a failed write and goes on', () => {
      const window = fakeWindow();
      const warn = jest.fn();
      trackWindowState(window, {
        filePath,
        warn,
        files: {
          read: () => null,
          write: () => {
            throw new Error('disk full');
          },
        },
      });
      expect(() => window.emit('close')).not.toThrow();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('disk full'));
    });
  });
});
