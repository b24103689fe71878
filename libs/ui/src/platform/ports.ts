/**
 * What the UI needs from the platform it runs on. libs/ui only ever sees these interfaces; apps/web and
 * apps/desktop each supply an implementation at their root (PlatformProvider). Nothing here may import
 * electron, Node built-ins or React: the desktop main process bundles this file (the claims mapping below).
 */
import type { LastAnswerStore } from '@portal/contracts';
import type { HomeScreenPath } from './home-screens';
import type { WallModeSettings } from './wall-mode';

export interface PlatformInfo {
  kind: 'web' | 'desktop';
  /** The app's own version (package.json for web, the packaged app for desktop). */
  version: string;
  /** Human-readable OS/runtime, for the developer drawer and support requests. */
  os: string;
  /** Base URL of the backend API, without a trailing slash: '/api' on the web, an absolute URL on desktop. */
  apiBaseUrl: string;
}

/** Secrets that must survive a restart (refresh tokens). Desktop keeps them in the OS keychain. */
export interface TokenStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export type SaveResult = 'saved' | 'cancelled';

/**
 * An API answer to be saved as a file without passing through the page: a download of any size (Query &
 * Download's CSV of millions of rows) goes from the network to the disk, never whole into memory.
 */
export interface DownloadRequest {
  /** The call's absolute URL (under the API base). */
  url: string;
  /** POSTed as JSON. */
  body: unknown;
  /** The file name offered in the save dialog. */
  suggestedName: string;
  mimeType: string;
}

/** How far a download has come: bytes written to the file, and of them the lines (a CSV's rows, its header included). */
export interface DownloadProgress {
  bytes: number;
  lines: number;
}

export interface DownloadOptions {
  /** Cancels the download; the partly written file is removed and the answer is 'cancelled'. */
  signal?: AbortSignal;
  /** Called as the bytes arrive (a few times a second at most). */
  onProgress?(progress: DownloadProgress): void;
}

/** A download's progress as its chunks pass: bytes and lines counted, reported now and then and at the end. */
export interface DownloadProgressCounter {
  add(chunk: Uint8Array): void;
  /** Reports the final figures (a file that ended between two reports is reported whole). */
  finish(): void;
}

const NEWLINE = 0x0a;

/**
 * Counts a download's bytes and lines and reports them at most every `intervalMs`, so a fast download does not
 * re-render its page thousands of times a second. Both apps' downloaders use it: the two report progress alike.
 */
export function downloadProgressCounter(
  onProgress: ((progress: DownloadProgress) => void) | undefined, now: () => number = Date.now, intervalMs = 200,
): DownloadProgressCounter {
  let bytes = 0;
  let lines = 0;
  let reported = -Infinity;
  return {
    add(chunk) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines += 1;
      const time = now();
      if (onProgress && time - reported >= intervalMs) {
        reported = time;
        onProgress({ bytes, lines });
      }
    },
    finish: () => onProgress?.({ bytes, lines }),
  };
}

/** What a refused download says: the API's JSON `message` (a 400 names the bad field), or else its status. */
export async function downloadRefusal(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string' && message) return new Error(message);
  } catch {
    // Not JSON: the status says it.
  }
  return new Error(`The download was refused (HTTP ${response.status})`);
}

/**
 * Saving a file the user asked for (CSV exports, PNG charts, PDF reports): `save` for what the page made itself,
 * `download` for an API answer, streamed to the file. A download the server refuses rejects with its message.
 */
export interface FileSaver {
  save(suggestedName: string, data: Blob, mimeType: string): Promise<SaveResult>;
  download(request: DownloadRequest, options?: DownloadOptions): Promise<SaveResult>;
}

export type UpdateState =
  | { state: 'unsupported' }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; version: string }
  | { state: 'downloading'; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string };

/** Application updates. On the web a reload is the update, so the web adapter reports 'unsupported'. */
export interface Updater {
  current(): UpdateState;
  subscribe(listener: (state: UpdateState) => void): () => void;
  check(): Promise<void>;
  /** Restarts into a downloaded update; does nothing unless the state is 'ready'. */
  installAndRestart(): Promise<void>;
}

/** Desktop notifications for operators (alerts); the web adapter uses the browser's Notification API. */
export interface Notifier {
  notify(title: string, body: string): Promise<void>;
}

/** The signed-in user, from the identity provider's ID token. */
export interface SignedInUser {
  sub: string;
  name?: string;
  email?: string;
  /** An image URL (or data: URL) for the avatar. */
  picture?: string;
  /** From the namespaced roles claim: 'Administrator', 'Developer', 'Stakeholder' or others. */
  roles: string[];
}

/**
 * The user from an ID token's claims: the standard claims, and roles from the configured claim (a list, or one
 * name as some providers send it). Both apps' sign-in adapters use it, so the two cannot read roles differently.
 */
export function signedInUserFromClaims(claims: Record<string, unknown>, rolesClaim: string): SignedInUser {
  const raw = claims[rolesClaim];
  const roles = (Array.isArray(raw) ? raw : [raw]).filter((role): role is string => typeof role === 'string');
  const user: SignedInUser = { sub: String(claims['sub']), roles };
  for (const key of ['name', 'email', 'picture'] as const) {
    const value = claims[key];
    if (typeof value === 'string') user[key] = value;
  }
  return user;
}

/** Where sign-in stands. 'loading' until the session is known (the app shows a blank screen meanwhile). */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; error?: string }
  /**
   * `offline`: the desktop app started without its server and shows the user its stored session names, with the
   * dashboards' last kept answers, until the session is restored (the API then sees the real one).
   */
  | { status: 'signed-in'; user: SignedInUser; offline?: boolean };

/**
 * Sign-in with OpenID Connect (authorization code + PKCE). The web build redirects the page to the provider;
 * the desktop app opens the system browser with a loopback redirect and keeps the refresh token in the OS
 * keychain, in its main process.
 */
export interface AuthSession {
  current(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  /** Starts sign-in; after it the user lands on `returnTo` (an app path). */
  signIn(returnTo: string): Promise<void>;
  /** Ends the session at the provider too; the user ends on the site origin. */
  signOut(): Promise<void>;
  /** A valid access token for the API (renewed silently when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /**
   * Finishes a redirect sign-in (web only: the /auth/callback route). Answers the app path to return to.
   * Absent where sign-in never comes back through the app's own URL (desktop).
   */
  completeSignIn?(): Promise<string>;
}

export { HOME_SCREENS, isHomeScreenPath } from './home-screens';
export { watchedValue, type WatchedValue } from './watched-value';
export type { HomeScreenPath } from './home-screens';

/**
 * The screen the desktop app opens on start, chosen by the operator (null: the landing page). Only the desktop
 * app has one: a browser opens the address the user typed or bookmarked, and a stored choice overriding that
 * would surprise. current() is synchronous so every control showing the choice agrees (useSyncExternalStore).
 */
export interface HomeScreenPreference {
  current(): HomeScreenPath | null;
  subscribe(listener: (path: HomeScreenPath | null) => void): () => void;
  /** Stores the choice (null clears it); rejects, changing nothing, when it cannot be stored. */
  set(path: HomeScreenPath | null): Promise<void>;
}

export {
  clampWallSeconds, DEFAULT_WALL_MODE, formatWallScreens, parseWallScreens, WALL_MODE_DEFAULT_SECONDS,
  WALL_MODE_MAX_SECONDS, WALL_MODE_MIN_SECONDS, WALL_MODE_PATH, wallScreenLabel,
} from './wall-mode';
export type { WallModeSettings } from './wall-mode';
/**
 * Wall mode: the operators' screens shown one after another on a control-room wall display, full screen, without
 * the site's frame. The playlist is stored per installation (the web app's browser storage, the desktop app's
 * settings), and enter/exit put the display itself into the state a wall needs: full screen and kept awake.
 * current() is synchronous so the account page and the wall read the same playlist (useSyncExternalStore).
 */
export interface WallDisplay {
  current(): WallModeSettings;
  subscribe(listener: (settings: WallModeSettings) => void): () => void;
  /** Stores the playlist (as the platform normalised it); rejects, changing nothing, when it cannot be stored. */
  set(settings: WallModeSettings): Promise<void>;
  /** Whether the platform can start in wall mode when the PC's user signs in (the desktop app). */
  readonly canStartOnLogin: boolean;
  /**
   * Full screen and no display sleep, as far as the platform allows: a browser may refuse full screen without a
   * click, and then wall mode runs in the window. Never rejects; calling it again while on is harmless.
   */
  enter(): Promise<void>;
  /** Undoes enter(): leaves the full screen it entered and lets the display sleep again. Never rejects. */
  exit(): Promise<void>;
}

export interface PlatformPorts {
  info: PlatformInfo;
  auth: AuthSession;
  tokens: TokenStorage;
  files: FileSaver;
  updater: Updater;
  notifications: Notifier;
  /** Absent where the platform has no start screen of its own (the web). */
  homeScreen?: HomeScreenPreference;
  wallDisplay: WallDisplay;
  /** Where the dashboards' last answers are kept for a start without the server; absent on the web, which keeps none. */
  lastAnswers?: LastAnswerStore;
}
