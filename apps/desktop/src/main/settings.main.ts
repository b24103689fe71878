/**
 * Non-secret, per-installation settings (which backend this PC talks to, which screen the app opens on, what wall mode shows), kept as JSON in the user's
 * data folder. Only values the user changed are written, so a better default in a later release reaches
 * everyone who never touched it. A damaged or hand-edited file never stops the app: bad entries fall back
 * to their defaults with a warning.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DESKTOP_RELEASE_CHANNELS } from '@portal/contracts';
import {
  formatWallScreens, isHomeScreenPath, parseWallScreens, WALL_MODE_DEFAULT_SECONDS, WALL_MODE_MAX_SECONDS, WALL_MODE_MIN_SECONDS,
} from '@portal/ui/ports';
import type { DesktopSettings, SettingKey } from '../shared/bridge';

export const SETTINGS_FILE_NAME = 'settings.json';

export const DEFAULT_SETTINGS: Readonly<DesktopSettings> = Object.freeze({
  backendUrl: 'http://localhost:3000',
  homeScreen: '',
  updateChannel: 'latest',
  wallScreens: '',
  wallSeconds: String(WALL_MODE_DEFAULT_SECONDS),
  wallStartOnLogin: 'false',
});

/** Plain http is only acceptable when the server runs on this PC: tokens never cross a network in clear. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** https, or plain http to this PC: the only URLs tokens may be sent to (the backend, the sign-in provider). */
export function isTokenSafeUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

export class InvalidSettingError extends Error {
  override readonly name = 'InvalidSettingError';
}

/**
 * The backend URL as stored: an absolute http(s) URL (http only on loopback, see above), no credentials,
 * query or fragment, no trailing slash, so `${backendUrl}/api` is always well formed.
 */
export function normalizeBackendUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new InvalidSettingError(`backendUrl must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidSettingError(`backendUrl must use http or https, got "${url.protocol}"`);
  }
  if (!isTokenSafeUrl(url)) {
    throw new InvalidSettingError('backendUrl must use https unless the backend runs on this PC (localhost)');
  }
  if (url.username !== '' || url.password !== '') {
    throw new InvalidSettingError('backendUrl must not contain a user name or password');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InvalidSettingError('backendUrl must not contain a query or fragment');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The home screen as stored: one of the screens the UI offers, or '' for the landing page. Main puts it in the
 * window's URL at start, so only the offered screens pass (a sign-out page, say, must never run on every start).
 */
export function normalizeHomeScreen(value: string): string {
  const path = value.trim();
  if (path === '' || isHomeScreenPath(path)) return path;
  throw new InvalidSettingError(`homeScreen must be one of the screens the app offers, got "${value}"`);
}

/** The release channel: one the portal's update feed serves. */
export function normalizeUpdateChannel(value: string): string {
  const channel = value.trim();
  if ((DESKTOP_RELEASE_CHANNELS as readonly string[]).includes(channel)) return channel;
  throw new InvalidSettingError(`updateChannel must be one of ${DESKTOP_RELEASE_CHANNELS.join(', ')}, got "${value}"`);
}

/**
 * Wall mode's screens: keys of the screens the UI offers, comma-separated, each once ('' for none). Strict where
 * the wall page's address is lenient: a stored value that names anything else is refused, not quietly shortened.
 */
export function normalizeWallScreens(value: string): string {
  const keys = value.split(',').map((key) => key.trim());
  if (keys.length === 1 && keys[0] === '') return '';
  const screens = parseWallScreens(value);
  if (screens.length !== keys.length) {
    throw new InvalidSettingError(`wallScreens must list the screens the app offers, each once, got "${value}"`);
  }
  return formatWallScreens(screens);
}

/** Wall mode's seconds per screen: a whole number within the UI's bounds. */
export function normalizeWallSeconds(value: string): string {
  const text = value.trim();
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds < WALL_MODE_MIN_SECONDS || seconds > WALL_MODE_MAX_SECONDS) {
    throw new InvalidSettingError(`wallSeconds must be a whole number from ${WALL_MODE_MIN_SECONDS} to ${WALL_MODE_MAX_SECONDS}, got "${value}"`);
  }
  return String(seconds);
}

/** Whether the app starts in wall mode at sign-in: 'true' or 'false'. */
export function normalizeWallStartOnLogin(value: string): string {
  const flag = value.trim();
  if (flag === 'true' || flag === 'false') return flag;
  throw new InvalidSettingError(`wallStartOnLogin must be "true" or "false", got "${value}"`);
}

const NORMALIZERS: { [K in SettingKey]: (value: string) => DesktopSettings[K] } = {
  backendUrl: normalizeBackendUrl,
  homeScreen: normalizeHomeScreen,
  updateChannel: normalizeUpdateChannel,
  wallScreens: normalizeWallScreens,
  wallSeconds: normalizeWallSeconds,
  wallStartOnLogin: normalizeWallStartOnLogin,
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(NORMALIZERS, key);
}

/** Validates one setting; throws InvalidSettingError naming the problem. */
export function normalizeSetting<K extends SettingKey>(key: K, value: string): DesktopSettings[K] {
  return NORMALIZERS[key](value);
}

type Overrides = Partial<DesktopSettings>;

async function readOverrides(filePath: string, warn: (message: string) => void): Promise<Overrides> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`Cannot read ${filePath}: ${String(error)}; using defaults`);
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn(`${filePath} is not valid JSON; using defaults`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warn(`${filePath} does not hold an object; using defaults`);
    return {};
  }
  const overrides: Overrides = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isSettingKey(key)) continue; // a setting from another version: ignore, it will be dropped on the next write
    try {
      if (typeof value !== 'string') throw new InvalidSettingError(`${key} must be a string`);
      overrides[key] = normalizeSetting(key, value);
    } catch (error) {
      warn(`Ignoring ${key} in ${filePath}: ${(error as Error).message}`);
    }
  }
  return overrides;
}

export class SettingsStore {
  /** Writes run one after another so two quick changes cannot interleave in the file. */
  private lastWrite: Promise<void> = Promise.resolve();

  private constructor(
    private readonly filePath: string,
    private overrides: Overrides,
  ) {}

  static async open(filePath: string, warn: (message: string) => void = console.warn): Promise<SettingsStore> {
    return new SettingsStore(filePath, await readOverrides(filePath, warn));
  }

  get<K extends SettingKey>(key: K): DesktopSettings[K] {
    return this.overrides[key] ?? DEFAULT_SETTINGS[key];
  }

  /** Validates, persists, then resolves to the stored value. Nothing changes if validation or the write fails. */
  async set<K extends SettingKey>(key: K, value: string): Promise<DesktopSettings[K]> {
    const normalized = normalizeSetting(key, value);
    await this.persist((current) => ({ ...current, [key]: normalized }));
    return normalized;
  }

  /** Back to the default; resolves to it. */
  async delete<K extends SettingKey>(key: K): Promise<DesktopSettings[K]> {
    await this.persist((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });
    return DEFAULT_SETTINGS[key];
  }

  /** `change` sees the overrides as left by the previous write, so queued changes never undo each other. */
  private persist(change: (current: Overrides) => Overrides): Promise<void> {
    const write = async (): Promise<void> => {
      const next = change(this.overrides);
      await mkdir(dirname(this.filePath), { recursive: true });
      // Write-then-rename: a crash or power cut mid-write leaves the old file, never half a file.
      const temporary = `${this.filePath}.tmp`;
      await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, 'utf8');
      await rename(temporary, this.filePath);
      this.overrides = next;
    };
    const result = this.lastWrite.then(write);
    this.lastWrite = result.catch(() => undefined); // one failed write must not block the ones after it
    return result;
  }
}
