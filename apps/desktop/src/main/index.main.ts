/**
 * Main-process entry: app lifecycle and wiring. Every decision lives in a module of its own (security,
 * IPC, keychain, sign-in, updates, settings, window state, files, notifications); this file only connects
 * them to Electron.
 */
import { app, BrowserWindow, dialog, ipcMain, net, Notification, powerSaveBlocker, screen, session, shell } from 'electron';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNEL, type IpcEvent } from '../shared/bridge';
import { createFileDownloader } from './file-download.main';
import { createFileSaver } from './file-saving.main';
import { createIpcDispatcher, createIpcHandlers, registerIpcChannel } from './ipc.main';
import { createNotifier } from './notifications.main';
import { platformInfo, type PlatformFacts } from './platform-info.main';
import { createRendererTokenStore, lazyKeytar, SecureStorage } from './secure-storage.main';
import { createSecureWindowOptions, hardenWebContents, installPermissionPolicy, isAppUrl } from './security.main';
import { APP_USER_MODEL_ID } from './app-identity.main';
import { LAST_ANSWERS_DIR_NAME, LastAnswers, signOutForgettingAnswers } from './last-answers.main';
import { SETTINGS_FILE_NAME, SettingsStore } from './settings.main';
import { SignInService } from './sign-in.main';
import { electronUpdaterBackend, isUnsignedBuild, isUpdaterEnabled, UpdateService } from './updater.main';
import { createLoginItem, isWallModeLaunch, startRoute, WallModeService } from './wall-mode.main';
import { nodeWindowStateFiles, placeWindow, readWindowState, trackWindowState, WINDOW_STATE_FILE_NAME } from './window-state.main';

const WINDOW_TITLE = 'Basin Water Portal';
/** Blueprint's dark background, so the window does not flash white before the first paint. */
const WINDOW_BACKGROUND = '#1c2127';
/** A first run's size, and the smallest the dashboards lay out in. */
const WINDOW_SIZE = { width: 1440, height: 900, minWidth: 1024, minHeight: 640 };

// Built layout: dist/apps/desktop/{main,preload,renderer}; this file is main/index.js.
const rendererIndexPath = join(__dirname, '../renderer/index.html');
const preloadPath = join(__dirname, '../preload/index.js');
const appEntryUrl = pathToFileURL(rendererIndexPath).href;

let mainWindow: BrowserWindow | null = null;

/** What a new window needs from the settings; set by start() before the first window opens. */
interface WindowContext {
  /** The app path the window opens on ('' for the landing page; the wall when the login item started the app). */
  homeScreen(): string;
  windowStateFile: string;
}
let windowContext: WindowContext | null = null;

function createMainWindow(context: WindowContext): BrowserWindow {
  // Primary first: a window that cannot be placed where it was is centred there.
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((display) => display.workArea);
  const placement = placeWindow(readWindowState(context.windowStateFile, nodeWindowStateFiles, console.warn), workAreas, WINDOW_SIZE);
  const window = new BrowserWindow(
    createSecureWindowOptions(
      {
        ...placement.bounds,
        minWidth: WINDOW_SIZE.minWidth,
        minHeight: WINDOW_SIZE.minHeight,
        show: false,
        title: WINDOW_TITLE,
        backgroundColor: WINDOW_BACKGROUND,
      },
      // Chromium's developer tools only in development builds: in a control room they are a way around every rule here.
      { preloadPath, allowDevTools: !app.isPackaged },
    ),
  );
  trackWindowState(window, { filePath: context.windowStateFile });
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    window.show();
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  // Routes live in the hash (HashRouter), so the operator's home screen is the hash the document opens with.
  const homeScreen = context.homeScreen();
  window.loadFile(rendererIndexPath, homeScreen ? { hash: homeScreen } : {}).catch((error: unknown) => {
    console.error(`Could not load ${rendererIndexPath}:`, error);
    window.show(); // 'ready-to-show' may never come; a visible empty window beats an invisible running app
  });
  mainWindow = window;
  return window;
}

function showMainWindow(): void {
  if (!windowContext) return;
  const window = mainWindow ?? createMainWindow(windowContext);
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function pushToRenderer(event: IpcEvent): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  mainWindow.webContents.send(IPC_CHANNEL, event);
}

async function start(): Promise<void> {
  app.setAppUserModelId(APP_USER_MODEL_ID);
  const settings = await SettingsStore.open(join(app.getPath('userData'), SETTINGS_FILE_NAME));

  // Before any window exists, so no WebContents ever runs unguarded.
  const policy = {
    appEntryUrl,
    // Plain-http links may leave only for the backend this PC is configured for (localhost in development).
    allowedHttpOrigins: () => [new URL(settings.get('backendUrl')).origin],
    openExternal: (url: string) => shell.openExternal(url),
    warn: (message: string) => console.warn(message),
  };
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, policy));
  installPermissionPolicy(session.defaultSession, appEntryUrl);

  const updates = new UpdateService({
    enabled: isUpdaterEnabled({
      isPackaged: app.isPackaged,
      nodeEnv: process.env['NODE_ENV'],
      platform: process.platform,
      // Only a packaged app has the packaging's metadata; an unpackaged one never updates anyway.
      unsignedBuild: app.isPackaged && (await isUnsignedBuild(app.getAppPath())),
    }),
    loadBackend: async () =>
      electronUpdaterBackend((await import('electron-updater')).autoUpdater, () => ({
        backendUrl: settings.get('backendUrl'),
        channel: settings.get('updateChannel'),
      })),
  });
  updates.onState((state) => pushToRenderer({ type: 'update-state', state }));

  const keychain = new SecureStorage(lazyKeytar());
  // Main's own view of the keychain (it holds the refresh token); the renderer gets createRendererTokenStore's.
  const auth = new SignInService({
    backendUrl: () => settings.get('backendUrl'),
    // The authorization and end-session pages open in the user's browser, never in an app window (RFC 8252).
    openExternal: (url) => shell.openExternal(url),
    secureStorage: keychain,
    onSignedIn: showMainWindow,
  });
  auth.onState((state) => pushToRenderer({ type: 'auth-state', state }));

  // The dashboards' last answers, the signed-in user's (an offline start's too), deleted when that user signs out.
  const lastAnswers = new LastAnswers({
    dir: join(app.getPath('userData'), LAST_ANSWERS_DIR_NAME),
    userId: () => {
      const state = auth.current();
      return state.status === 'signed-in' ? state.user.sub : null;
    },
  });
  const signOut = signOutForgettingAnswers(auth, lastAnswers);

  const wallMode = new WallModeService({
    settings,
    window: () => mainWindow,
    powerSaveBlocker,
    loginItem: createLoginItem({
      platform: process.platform,
      setLoginItemSettings: (options) => app.setLoginItemSettings(options),
      // An AppImage runs from a temporary mount; the login item must start the AppImage file itself.
      executable: process.env['APPIMAGE'] ?? process.execPath,
      autostartDir: join(process.env['XDG_CONFIG_HOME'] || join(os.homedir(), '.config'), 'autostart'),
      joinPath: join,
      mkdir: (path) => mkdir(path, { recursive: true }),
      writeFile: (path, text) => writeFile(path, text, 'utf8'),
      remove: (path) => rm(path, { force: true }),
    }),
  });
  // Only a packaged app has a program of its own for the OS to start; a development run would register Electron's.
  if (app.isPackaged) void wallMode.syncLoginItem();
  // The launch the login item makes opens on the wall; a window opened later (macOS's dock) on the home screen.
  let wallModeLaunch = isWallModeLaunch(
    process.argv,
    process.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin,
    wallMode.get(),
  );

  const facts: PlatformFacts = {
    appVersion: app.getVersion(),
    osType: os.type(),
    osRelease: os.release(),
    arch: process.arch,
    electronVersion: process.versions.electron ?? 'unknown',
  };
  const handlers = createIpcHandlers({
    platformInfo: () => platformInfo(facts, settings.get('backendUrl')),
    settings,
    tokens: createRendererTokenStore(keychain),
    files: createFileSaver({
      // Modal to the app window, so the dialog cannot end up behind the dashboards.
      showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
      writeFile: (filePath, data) => writeFile(filePath, data),
      defaultDirectory: () => app.getPath('downloads'),
      joinPath: join,
    }),
    downloads: createFileDownloader({
      showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
      // Chromium's network stack: the PC's proxy settings and certificate store, as the app window uses.
      fetch: (url, init) => net.fetch(url, init),
      // 'wx': the temporary file is new; an existing file of that name is never overwritten.
      createWriteStream: (path) => createWriteStream(path, { flags: 'wx' }),
      rename,
      remove: (path) => rm(path, { force: true }),
      backendUrl: () => settings.get('backendUrl'),
      defaultDirectory: () => app.getPath('downloads'),
      joinPath: join,
      onProgress: (id, progress) => pushToRenderer({ type: 'download-progress', state: { id, progress } }),
    }),
    notifications: createNotifier({
      isSupported: () => Notification.isSupported(),
      create: (options) => new Notification(options),
      onClick: showMainWindow,
    }),
    updates,
    auth: { current: () => auth.current(), signIn: () => auth.signIn(), signOut, accessToken: () => auth.accessToken() },
    wallMode,
    lastAnswers,
  });
  registerIpcChannel(ipcMain, createIpcDispatcher(handlers), (frameUrl) => isAppUrl(frameUrl, appEntryUrl));

  const context: WindowContext = {
    homeScreen: () => {
      const route = startRoute(wallModeLaunch, settings.get('homeScreen'));
      wallModeLaunch = false;
      return route;
    },
    windowStateFile: join(app.getPath('userData'), WINDOW_STATE_FILE_NAME),
  };
  windowContext = context;
  createMainWindow(context);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow(context);
  });
  app.on('before-quit', () => {
    updates.stop();
    void lastAnswers.flush();
  });
  updates.start();
  // Never rejects: a session that cannot be restored becomes the signed-out state.
  void auth.start();
}

// Every renderer sandboxed, whatever a future window's options say.
app.enableSandbox();

// One instance per PC: a second launch (double-clicked shortcut) brings the running window forward instead
// of opening a second app that would fight over the settings file and the keychain.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    // Only once start() made the window: an earlier one would exist before the hardening is installed.
    if (mainWindow) showMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      dialog.showErrorBox(`${WINDOW_TITLE} could not start`, error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
