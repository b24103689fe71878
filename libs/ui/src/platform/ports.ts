/**
 * What the UI needs from the platform it runs on. libs/ui only ever sees these interfaces; apps/web and
 * apps/desktop each supply an implementation at their root (PlatformProvider). Nothing here may import
 * electron or Node built-ins.
 */

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

export interface PlatformPorts {
  info: PlatformInfo;
  tokens: TokenStorage;
  files: FileSaver;
  updater: Updater;
  notifications: Notifier;
}
