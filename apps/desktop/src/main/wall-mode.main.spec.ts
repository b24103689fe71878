import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SettingsStore } from './settings.main';
import {
  AUTOSTART_FILE_NAME, autostartEntry, createLoginItem, desktopEntryArgument, isWallModeLaunch, type LoginItem, startRoute,
  WALL_MODE_ARG, WallModeService, type WallWindow,
} from './wall-mode.main';

/** A BrowserWindow stand-in: its full-screen flag, and the 'closed' and 'did-start-loading' events to fire. */
function fakeWindow(fullScreen = false) {
  const handlers = new Map<string, () => void>();
  const window = {
    fullScreen,
    destroyed: false,
    isDestroyed: () => window.destroyed,
    isFullScreen: () => window.fullScreen,
    setFullScreen: jest.fn((flag: boolean) => {
      window.fullScreen = flag;
    }),
    once: jest.fn((event: string, listener: () => void) => handlers.set(event, listener)),
    webContents: { once: jest.fn((event: string, listener: () => void) => handlers.set(event, listener)) },
    fire: (event: string) => handlers.get(event)?.(),
  };
  return window satisfies WallWindow;
}

/** Electron's powerSaveBlocker stand-in: the blockers running. */
function fakeBlocker() {
  const running = new Set<number>();
  let nextId = 1;
  return {
    running,
    start: jest.fn((type: 'prevent-display-sleep') => {
      expect(type).toBe('prevent-display-sleep');
      running.add(nextId);
      return nextId++;
    }),
    stop: jest.fn((id: number) => void running.delete(id)),
  };
}

describe('WallModeService', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-wall-mode-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  async function setup(window: ReturnType<typeof fakeWindow> | null = fakeWindow()) {
    const settings = await SettingsStore.open(join(folder, 'settings.json'), jest.fn());
    const blocker = fakeBlocker();
    const loginItem: jest.Mocked<LoginItem> = { set: jest.fn(async (_openAtLogin: boolean) => undefined) };
    const warn = jest.fn();
    const service = new WallModeService({ settings, window: () => window, powerSaveBlocker: blocker, loginItem, warn });
    return { service, settings, blocker, loginItem, window, warn };
  }

  it('reads the defaults: no screens, a minute each, no start at sign-in', async () => {
    const { service } = await setup();
    expect(service.get()).toEqual({ screens: [], seconds: 60, startOnLogin: false });
  });

  it('stores a playlist in the settings as keys, reads it back after a restart, and registers the start at sign-in', async () => {
    const { service, loginItem } = await setup();
    const playlist = { screens: ['/tools/temperature-profiles', '/yamcolo-operations-dashboard'] as const, seconds: 45, startOnLogin: true };
    await expect(service.set({ ...playlist, screens: [...playlist.screens] })).resolves.toEqual(playlist);
    expect(loginItem.set).toHaveBeenCalledWith(true);
    expect(JSON.parse(await readFile(join(folder, 'settings.json'), 'utf8'))).toEqual({
      wallScreens: 'temperature-profiles,yamcolo-operations',
      wallSeconds: '45',
      wallStartOnLogin: 'true',
    });
    const again = new WallModeService({
      settings: await SettingsStore.open(join(folder, 'settings.json'), jest.fn()),
      window: () => null,
      powerSaveBlocker: fakeBlocker(),
      loginItem,
    });
    expect(again.get()).toEqual(playlist);

    // The start at sign-in is only touched when it changes.
    await service.set({ ...playlist, screens: ['/yamcolo-operations-dashboard'] });
    expect(loginItem.set).toHaveBeenCalledTimes(1);
  });

  it('refuses a playlist the settings refuse, and changes nothing (not the OS either)', async () => {
    const { service, loginItem } = await setup();
    await service.set({ screens: ['/yamcolo-operations-dashboard'], seconds: 60, startOnLogin: false });
    await expect(service.set({ screens: ['/stagecoach-operations-dashboard'], seconds: 5, startOnLogin: true })).rejects.toThrow(
      /wallSeconds must be a whole number/,
    );
    expect(service.get()).toEqual({ screens: ['/yamcolo-operations-dashboard'], seconds: 60, startOnLogin: false });
    expect(loginItem.set).not.toHaveBeenCalled();
  });

  it('keeps the setting off when the OS refuses the start at sign-in', async () => {
    const { service, loginItem } = await setup();
    loginItem.set.mockRejectedValueOnce(new Error('EACCES'));
    await expect(service.set({ screens: [], seconds: 60, startOnLogin: true })).rejects.toThrow('EACCES');
    expect(service.get().startOnLogin).toBe(false);
  });

  it('keeps the display awake and the window full screen while on, and undoes both on exit', async () => {
    const { service, blocker, window } = await setup();
    service.enter();
    expect(blocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    expect(blocker.running.size).toBe(1);
    expect(window?.setFullScreen).toHaveBeenLastCalledWith(true);
    expect(service.active).toBe(true);

    // Entering again (a re-render, a second call) starts no second blocker.
    service.enter();
    expect(blocker.start).toHaveBeenCalledTimes(1);

    service.exit();
    expect(blocker.running.size).toBe(0);
    expect(window?.setFullScreen).toHaveBeenLastCalledWith(false);
    expect(service.active).toBe(false);
    // Exiting again does nothing.
    service.exit();
    expect(blocker.stop).toHaveBeenCalledTimes(1);
  });

  it('leaves a window the operator made full screen as it was', async () => {
    const { service, window } = await setup(fakeWindow(true));
    service.enter();
    service.exit();
    expect(window?.setFullScreen).not.toHaveBeenCalled();
    expect(window?.fullScreen).toBe(true);
  });

  it('lets the display sleep again when the window closes or its page reloads', async () => {
    const { service, blocker, window } = await setup();
    service.enter();
    window?.fire('did-start-loading');
    expect(blocker.running.size).toBe(0);

    // The page reloaded onto the wall: it enters again.
    service.enter();
    expect(blocker.running.size).toBe(1);
    if (window) window.destroyed = true;
    window?.fire('closed');
    expect(blocker.running.size).toBe(0);
    service.exit(); // the renderer's late exit finds nothing to undo
    expect(blocker.stop).toHaveBeenCalledTimes(2);
  });

  it('keeps the display awake even before there is a window', async () => {
    const { service, blocker } = await setup(null);
    service.enter();
    expect(blocker.running.size).toBe(1);
    service.exit();
    expect(blocker.running.size).toBe(0);
  });

  it('brings the OS in line with the setting at start, and only warns when it cannot', async () => {
    const { service, loginItem, warn } = await setup();
    await service.syncLoginItem();
    expect(loginItem.set).toHaveBeenLastCalledWith(false);
    loginItem.set.mockRejectedValueOnce(new Error('no autostart folder'));
    await expect(service.syncLoginItem()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Could not update the start at sign-in: no autostart folder');
  });
});

describe('the wall-mode launch', () => {
  const playlist = { screens: ['/yamcolo-operations-dashboard' as const], seconds: 60, startOnLogin: true };

  it('opens on the wall when the login item started the app with the setting on and screens to show', () => {
    expect(isWallModeLaunch(['app.exe', WALL_MODE_ARG], false, playlist)).toBe(true);
    // macOS passes login items no arguments; it says it opened the app at login instead.
    expect(isWallModeLaunch(['Basin Water Portal'], true, playlist)).toBe(true);
    expect(isWallModeLaunch(['app.exe'], false, playlist)).toBe(false);
    // A stale login item (the operator turned it off, or emptied the playlist) opens the app as usual.
    expect(isWallModeLaunch(['app.exe', WALL_MODE_ARG], false, { ...playlist, startOnLogin: false })).toBe(false);
    expect(isWallModeLaunch(['app.exe', WALL_MODE_ARG], false, { ...playlist, screens: [] })).toBe(false);
  });

  it('starts on the wall for that launch, else on the home screen', () => {
    expect(startRoute(true, '/tools/temperature-profiles')).toBe('/wall');
    expect(startRoute(false, '/tools/temperature-profiles')).toBe('/tools/temperature-profiles');
    expect(startRoute(false, '')).toBe('');
  });
});

describe('createLoginItem', () => {
  function deps(platform: NodeJS.Platform) {
    return {
      platform,
      setLoginItemSettings: jest.fn(),
      executable: '/opt/Basin Water Portal/basin-water-portal',
      autostartDir: '/home/operator/.config/autostart',
      joinPath: (...parts: string[]) => parts.join('/'),
      mkdir: jest.fn(async () => undefined),
      writeFile: jest.fn(async () => undefined),
      remove: jest.fn(async () => undefined),
    };
  }

  it('Windows: the login item starts the program with the wall-mode argument, and is removed with the same ones', async () => {
    const windows = { ...deps('win32'), executable: 'C:\\Program Files\\Basin Water Portal\\Basin Water Portal.exe' };
    const item = createLoginItem(windows);
    await item.set(true);
    await item.set(false);
    expect(windows.setLoginItemSettings.mock.calls).toEqual([
      [{ openAtLogin: true, path: windows.executable, args: [WALL_MODE_ARG] }],
      [{ openAtLogin: false, path: windows.executable, args: [WALL_MODE_ARG] }],
    ]);
    expect(windows.writeFile).not.toHaveBeenCalled();
  });

  it("macOS: Electron's login item (which takes no arguments)", async () => {
    const mac = deps('darwin');
    await createLoginItem(mac).set(true);
    expect(mac.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
  });

  it('Linux: writes the XDG autostart entry, and removes it', async () => {
    const linux = deps('linux');
    const item = createLoginItem(linux);
    await item.set(true);
    expect(linux.mkdir).toHaveBeenCalledWith('/home/operator/.config/autostart');
    expect(linux.writeFile).toHaveBeenCalledWith(
      `/home/operator/.config/autostart/${AUTOSTART_FILE_NAME}`,
      expect.stringContaining('Exec="/opt/Basin Water Portal/basin-water-portal" --wall-mode\n'),
    );
    await item.set(false);
    expect(linux.remove).toHaveBeenCalledWith(`/home/operator/.config/autostart/${AUTOSTART_FILE_NAME}`);
    expect(linux.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('writes a desktop entry the autostart spec can read', () => {
    expect(autostartEntry('/tmp/portal.AppImage').split('\n')).toEqual([
      '[Desktop Entry]',
      'Type=Application',
      'Name=Basin Water Portal (wall mode)',
      "Comment=Shows the portal's dashboards on this wall display",
      'Exec="/tmp/portal.AppImage" --wall-mode',
      'Terminal=false',
      'X-GNOME-Autostart-enabled=true',
      '',
    ]);
    // Quotes, backquotes, dollars and backslashes are escaped, and a per cent is doubled (it starts a field code).
    expect(desktopEntryArgument('/opt/a "b" `c` $d \\e 100%')).toBe('"/opt/a \\"b\\" \\`c\\` \\$d \\\\e 100%%"');
  });
});
