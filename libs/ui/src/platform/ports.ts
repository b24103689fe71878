/**
 * What the UI needs from the platform it runs on. libs/ui only ever sees these interfaces; apps/web and
 * apps/desktop each supply an implementation at their root (PlatformProvider). Nothing here may import
 * electron, Node built-ins or React: the desktop main process bundles this file (the claims mapping below).
 */
import type { HomeScreenPath } from './home-screens';

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

/** Saving a file the user asked for (CSV exports, PNG charts, PDF reports). */
export interface FileSaver {
  save(suggestedName: string, data: Blob, mimeType: string): Promise<SaveResult>;
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
  | { status: 'signed-in'; user: SignedInUser };

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

export interface PlatformPorts {
  info: PlatformInfo;
  auth: AuthSession;
  tokens: TokenStorage;
  files: FileSaver;
  updater: Updater;
  notifications: Notifier;
  /** Absent where the platform has no start screen of its own (the web). */
  homeScreen?: HomeScreenPreference;
}
