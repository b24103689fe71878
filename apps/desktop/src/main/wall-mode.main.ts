/**
 * Wall mode in the main process: the playlist in the settings, the window full screen and the display kept awake
 * while the renderer shows the wall, and the start at the PC's sign-in (the OS's login item, or on Linux an XDG
 * autostart entry) that opens the app straight into wall mode. Electron's pieces come in as parameters, so tests
 * run without Electron.
 */
import { formatWallScreens, parseWallScreens, WALL_MODE_PATH, type WallModeSettings } from '@portal/ui/ports';
import type { SettingKey } from '../shared/bridge';
import { normalizeSetting } from './settings.main';

/** The argument the login item starts the app with: open in wall mode. */
export const WALL_MODE_ARG = '--wall-mode';

/** The XDG autostart entry's file name (in `$XDG_CONFIG_HOME/autostart`). */
export const AUTOSTART_FILE_NAME = 'basin-water-portal-wall-mode.desktop';

type WallSettingKey = Extract<SettingKey, 'wallScreens' | 'wallSeconds' | 'wallStartOnLogin'>;

/** The settings store's part used here; its set() validates strictly (settings.main.ts). */
export interface WallSettingsStore {
  get(key: WallSettingKey): string;
  set(key: WallSettingKey, value: string): Promise<string>;
}

/** The part of a BrowserWindow used here. */
export interface WallWindow {
  isDestroyed(): boolean;
  isFullScreen(): boolean;
  setFullScreen(flag: boolean): void;
  once(event: 'closed', listener: () => void): unknown;
  webContents: { once(event: 'did-start-loading', listener: () => void): unknown };
}

/** Electron's powerSaveBlocker, as far as it is used here. */
export interface PowerSaveBlockerLike {
  start(type: 'prevent-display-sleep'): number;
  stop(id: number): void;
}

/** Starting the app when the PC's user signs in, in whatever way the OS does it. */
export interface LoginItem {
  set(openAtLogin: boolean): Promise<void>;
}

export interface WallModeDeps {
  settings: WallSettingsStore;
  /** The app's window, or null while there is none. */
  window(): WallWindow | null;
  powerSaveBlocker: PowerSaveBlockerLike;
  loginItem: LoginItem;
  warn?(message: string): void;
}

export class WallModeService {
  /** The display-sleep blocker's id while wall mode is on. */
  private blocker: number | null = null;
  /** The window wall mode made full screen, which it leaves again on exit (one the operator made so stays so). */
  private fullScreened: WallWindow | null = null;
  /** Windows whose end (closed, reloaded) already ends wall mode. */
  private readonly watched = new WeakSet<WallWindow>();

  constructor(private readonly deps: WallModeDeps) {}

  get(): WallModeSettings {
    const { settings } = this.deps;
    return {
      screens: parseWallScreens(settings.get('wallScreens')),
      seconds: Number(settings.get('wallSeconds')),
      startOnLogin: settings.get('wallStartOnLogin') === 'true',
    };
  }

  /**
   * Stores the playlist. The OS's start at sign-in is changed first, so the setting never claims a start the OS
   * refused; a value the settings refuse rejects with their reason.
   */
  async set(next: WallModeSettings): Promise<WallModeSettings> {
    const { settings, loginItem } = this.deps;
    const values: [WallSettingKey, string][] = [
      ['wallScreens', formatWallScreens(next.screens)],
      ['wallSeconds', String(next.seconds)],
      ['wallStartOnLogin', String(next.startOnLogin)],
    ];
    // All checked before anything is written, so a refused value leaves the playlist as it was, not half changed.
    for (const [key, value] of values) normalizeSetting(key, value);
    if (next.startOnLogin !== this.get().startOnLogin) await loginItem.set(next.startOnLogin);
    for (const [key, value] of values) await settings.set(key, value);
    return this.get();
  }

  /** Full screen and no display sleep; again while on changes nothing. */
  enter(): void {
    if (this.blocker === null) this.blocker = this.deps.powerSaveBlocker.start('prevent-display-sleep');
    const window = this.deps.window();
    if (!window || window.isDestroyed()) return;
    if (!this.watched.has(window)) {
      this.watched.add(window);
      // A closed window or a reloaded page shows no wall any more; a page that reloads onto the wall enters again.
      const end = () => {
        this.watched.delete(window);
        this.release();
      };
      window.once('closed', end);
      window.webContents.once('did-start-loading', end);
    }
    if (!window.isFullScreen()) {
      window.setFullScreen(true);
      this.fullScreened = window;
    }
  }

  exit(): void {
    const window = this.fullScreened;
    this.release();
    if (window && !window.isDestroyed() && window.isFullScreen()) window.setFullScreen(false);
  }

  /** Whether the display is being kept awake, for tests and diagnostics. */
  get active(): boolean {
    return this.blocker !== null;
  }

  /**
   * Brings the OS's start at sign-in in line with the setting (a settings file copied from another PC, an entry
   * someone removed by hand). Never rejects: a PC that refuses it still runs.
   */
  async syncLoginItem(): Promise<void> {
    try {
      await this.deps.loginItem.set(this.get().startOnLogin);
    } catch (error) {
      (this.deps.warn ?? console.warn)(`Could not update the start at sign-in: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private release(): void {
    if (this.blocker !== null) this.deps.powerSaveBlocker.stop(this.blocker);
    this.blocker = null;
    this.fullScreened = null;
  }
}

/**
 * Whether this launch is the one the login item makes: started with WALL_MODE_ARG (Windows' login item, the
 * Linux autostart entry), or on macOS, which passes no arguments to login items, opened at login. Only with the
 * setting on and a playlist to show: a stale login item must not open an empty wall.
 */
export function isWallModeLaunch(argv: readonly string[], openedAtLogin: boolean, settings: WallModeSettings): boolean {
  return (argv.includes(WALL_MODE_ARG) || openedAtLogin) && settings.startOnLogin && settings.screens.length > 0;
}

/** The route the window opens on: the wall for a wall-mode launch, else the operator's home screen. */
export function startRoute(wallModeLaunch: boolean, homeScreen: string): string {
  return wallModeLaunch ? WALL_MODE_PATH : homeScreen;
}

/** A program path as one argument of a desktop entry's Exec key: quoted, with the characters the spec escapes. */
export function desktopEntryArgument(value: string): string {
  return `"${value.replace(/["`$\\]/g, (character) => `\\${character}`).replace(/%/g, '%%')}"`;
}

/** The XDG autostart entry that starts the app in wall mode. */
export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Basin Water Portal (wall mode)',
    'Comment=Shows the portal\'s dashboards on this wall display',
    `Exec=${desktopEntryArgument(executable)} ${WALL_MODE_ARG}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

export interface LoginItemDeps {
  platform: NodeJS.Platform;
  /** Electron's app.setLoginItemSettings (Windows and macOS). */
  setLoginItemSettings(settings: { openAtLogin: boolean; path?: string; args?: string[] }): void;
  /** The program to start: on Linux an AppImage's own file, since the running one is inside a mount that goes. */
  executable: string;
  /** `$XDG_CONFIG_HOME/autostart`, by default `~/.config/autostart`. */
  autostartDir: string;
  joinPath(...parts: string[]): string;
  mkdir(path: string): Promise<unknown>;
  writeFile(path: string, text: string): Promise<void>;
  remove(path: string): Promise<void>;
}

/**
 * The start at sign-in. Windows and macOS: Electron's login item, on Windows with WALL_MODE_ARG (removing it
 * needs the same path and arguments as adding it, so both are always given). Linux has no login item in Electron:
 * the XDG autostart entry that GNOME, KDE, Xfce and the other desktops read is written, or removed.
 */
export function createLoginItem(deps: LoginItemDeps): LoginItem {
  return {
    async set(openAtLogin) {
      if (deps.platform === 'win32') {
        deps.setLoginItemSettings({ openAtLogin, path: deps.executable, args: [WALL_MODE_ARG] });
      } else if (deps.platform === 'darwin') {
        deps.setLoginItemSettings({ openAtLogin });
      } else {
        const file = deps.joinPath(deps.autostartDir, AUTOSTART_FILE_NAME);
        if (!openAtLogin) return deps.remove(file);
        await deps.mkdir(deps.autostartDir);
        await deps.writeFile(file, autostartEntry(deps.executable));
      }
    },
  };
}
