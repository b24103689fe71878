/**
 * The wiring in index.main.ts against a recording stand-in for Electron (the real one needs its binary).
 * Each test loads the entry afresh, as a launch would.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNEL } from '../shared/bridge';

jest.mock('electron', () => {
  class BrowserWindow {
    static windows: BrowserWindow[] = [];
    static getAllWindows = () => BrowserWindow.windows;
    webContents = { send: jest.fn() };
    loadFile = jest.fn(async () => undefined);
    once = jest.fn();
    on = jest.fn();
    show = jest.fn();
    focus = jest.fn();
    restore = jest.fn();
    maximize = jest.fn();
    isMinimized = () => false;
    isMaximized = () => false;
    isFullScreen = () => false;
    isDestroyed = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1440, height: 900 });
    constructor(readonly options: unknown) {
      BrowserWindow.windows.push(this);
    }
  }
  return {
    app: {
      isPackaged: false,
      enableSandbox: jest.fn(),
      requestSingleInstanceLock: jest.fn(() => true),
      quit: jest.fn(),
      exit: jest.fn(),
      on: jest.fn(),
      whenReady: jest.fn(() => Promise.resolve()),
      getPath: jest.fn(),
      getVersion: () => '0.1.0',
      setAppUserModelId: jest.fn(),
    },
    BrowserWindow: jest.fn((options: unknown) => new BrowserWindow(options)),
    dialog: { showErrorBox: jest.fn(), showSaveDialog: jest.fn() },
    ipcMain: { handle: jest.fn() },
    Notification: Object.assign(jest.fn(), { isSupported: () => true }),
    screen: {
      getPrimaryDisplay: jest.fn(() => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } })),
      getAllDisplays: jest.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }]),
    },
    session: { defaultSession: { setPermissionRequestHandler: jest.fn(), setPermissionCheckHandler: jest.fn() } },
    shell: { openExternal: jest.fn() },
  };
});

// The keychain as an empty one: start-up reads it for a session to restore. Virtual: keytar is optional, and absent
// where libsecret's headers were missing at install.
jest.mock('keytar', () => ({ getPassword: jest.fn(async () => null), setPassword: jest.fn(), deletePassword: jest.fn() }), { virtual: true });

type ElectronMock = {
  app: Record<string, jest.Mock> & { isPackaged: boolean };
  BrowserWindow: jest.Mock;
  dialog: Record<string, jest.Mock>;
  ipcMain: { handle: jest.Mock };
  session: { defaultSession: Record<string, jest.Mock> };
};

let userData: string;
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'portal-user-data-'));
});
afterEach(() => rm(userData, { recursive: true, force: true }));

/** Loads index.main.ts with a fresh module registry and a fresh Electron stand-in. */
function launch(configure: (electron: ElectronMock) => void = () => undefined): ElectronMock {
  let electron: ElectronMock | undefined;
  jest.isolateModules(() => {
    electron = jest.requireMock<ElectronMock>('electron');
    electron.app.getPath.mockImplementation(() => userData);
    configure(electron);
    jest.requireActual('./index.main');
  });
  return electron as ElectronMock;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

const rendererIndex = join(__dirname, '../renderer/index.html');

describe('index.main', () => {
  it('sandboxes every renderer before anything else', () => {
    const electron = launch();
    expect(electron.app.enableSandbox).toHaveBeenCalled();
    expect(electron.app.enableSandbox.mock.invocationCallOrder[0]).toBeLessThan(electron.app.whenReady.mock.invocationCallOrder[0]);
  });

  it('quits without a window when another instance holds the lock', async () => {
    const electron = launch((e) => e.app.requestSingleInstanceLock.mockReturnValue(false));
    expect(electron.app.quit).toHaveBeenCalled();
    expect(electron.app.whenReady).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(electron.BrowserWindow).not.toHaveBeenCalled();
  });

  it('hardens web contents and permissions before it opens the one hardened window on the renderer file', async () => {
    const electron = launch();
    await waitFor(() => electron.BrowserWindow.mock.calls.length === 1);

    const hardeningRegistered = electron.app.on.mock.calls.findIndex(([event]) => event === 'web-contents-created');
    expect(hardeningRegistered).toBeGreaterThanOrEqual(0);
    expect(electron.app.on.mock.invocationCallOrder[hardeningRegistered]).toBeLessThan(electron.BrowserWindow.mock.invocationCallOrder[0]);
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(electron.session.defaultSession.setPermissionCheckHandler).toHaveBeenCalled();

    const options = electron.BrowserWindow.mock.calls[0][0];
    expect(options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(options.webPreferences.preload).toBe(join(__dirname, '../preload/index.js'));
    const window = electron.BrowserWindow.mock.results[0].value;
    // No home screen chosen: the landing page.
    expect(window.loadFile).toHaveBeenCalledWith(rendererIndex, {});
  });

  it('opens on the home screen and at the size and place the operator chose before', async () => {
    await writeFile(join(userData, 'settings.json'), JSON.stringify({ homeScreen: '/stagecoach-operations-dashboard' }));
    await writeFile(
      join(userData, 'window-state.json'),
      JSON.stringify({ bounds: { x: 40, y: 30, width: 1700, height: 1000 }, maximized: true }),
    );
    const electron = launch();
    await waitFor(() => electron.BrowserWindow.mock.calls.length === 1);
    const window = electron.BrowserWindow.mock.results[0].value;
    expect(window.loadFile).toHaveBeenCalledWith(rendererIndex, { hash: '/stagecoach-operations-dashboard' });
    expect(electron.BrowserWindow.mock.calls[0][0]).toMatchObject({ x: 40, y: 30, width: 1700, height: 1000, show: false });

    // Shown maximized once it has painted.
    const [, onReadyToShow] = window.once.mock.calls.find(([event]: [string]) => event === 'ready-to-show');
    onReadyToShow();
    expect(window.maximize).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();

    // Closing saves where it is now.
    const [, onClose] = window.on.mock.calls.find(([event]: [string]) => event === 'close');
    onClose();
    expect(JSON.parse(await readFile(join(userData, 'window-state.json'), 'utf8'))).toEqual({
      bounds: { x: 0, y: 0, width: 1440, height: 900 },
      maximized: false,
    });
  });

  it('opens straight on the wall when the login item started it for wall mode', async () => {
    await writeFile(
      join(userData, 'settings.json'),
      JSON.stringify({ homeScreen: '/stagecoach-operations-dashboard', wallScreens: 'yamcolo-operations', wallStartOnLogin: 'true' }),
    );
    process.argv.push('--wall-mode');
    try {
      const electron = launch();
      await waitFor(() => electron.BrowserWindow.mock.calls.length === 1);
      expect(electron.BrowserWindow.mock.results[0].value.loadFile).toHaveBeenCalledWith(rendererIndex, { hash: '/wall' });
    } finally {
      process.argv.pop();
    }
  });

  it('answers the renderer over the one channel, from its own document only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const electron = launch();
    await waitFor(() => electron.ipcMain.handle.mock.calls.length === 1);
    const [channel, handler] = electron.ipcMain.handle.mock.calls[0];
    expect(channel).toBe(IPC_CHANNEL);

    const fromApp = { senderFrame: { url: `${pathToFileURL(rendererIndex).href}#/stations` } };
    await expect(handler(fromApp, { method: 'platform.info', params: undefined })).resolves.toMatchObject({
      ok: true,
      value: { version: '0.1.0', backendUrl: 'http://localhost:3000' },
    });
    // Unpackaged: the updater is off.
    await expect(handler(fromApp, { method: 'updates.current', params: undefined })).resolves.toEqual({ ok: true, value: { state: 'unsupported' } });

    // Nothing in the keychain: signed out, and the renderer can ask.
    await expect(handler(fromApp, { method: 'auth.state', params: undefined })).resolves.toEqual({ ok: true, value: { status: 'signed-out' } });
    const window = electron.BrowserWindow.mock.results[0].value;
    expect(window.webContents.send).toHaveBeenCalledWith(IPC_CHANNEL, { type: 'auth-state', state: { status: 'signed-out' } });

    const fromElsewhere = { senderFrame: { url: 'https://evil.example/' } };
    await expect(handler(fromElsewhere, { method: 'platform.info', params: undefined })).resolves.toMatchObject({ ok: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.example'));
    warn.mockRestore();
  });

  it('shows an error and exits when start-up fails', async () => {
    const electron = launch((e) =>
      e.app.getPath.mockImplementation(() => {
        throw new Error('userData unavailable');
      }),
    );
    await waitFor(() => electron.app.exit.mock.calls.length === 1);
    expect(electron.app.exit).toHaveBeenCalledWith(1);
    expect(electron.dialog.showErrorBox).toHaveBeenCalledWith(expect.any(String), 'userData unavailable');
    expect(electron.BrowserWindow).not.toHaveBeenCalled();
  });
});
