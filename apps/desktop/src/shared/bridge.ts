/**
 * The contract between the three processes: the one IPC channel, the request/response messages that cross
 * it, and the `window.portal` bridge the preload exposes to the renderer. Main imports this for types,
 * the preload for the channel name and types, the renderer for types. Nothing here may import electron or
 * Node: the sandboxed preload bundles it.
 */
import type { LastAnswer } from '@portal/contracts';
import type {
  AuthState, DownloadProgress, SaveResult, SignedInUser, TokenStorage, UpdateState, WallModeSettings,
} from './platform-types';

export type { AuthState, DownloadProgress, SaveResult, SignedInUser, TokenStorage, UpdateState, WallModeSettings };

/** A download main runs for the renderer: the API call (its JSON body as text) and the file's suggested name and type. */
export interface DownloadCallParams {
  /** The renderer's name for it, which its progress events and cancel use. */
  id: string;
  url: string;
  body: string;
  suggestedName: string;
  mimeType: string;
}

/**
 * Every renderer → main request travels over this one channel (`ipcRenderer.invoke`), and every main →
 * renderer event comes back on it (`webContents.send`). One door is one place to validate and audit.
 */
export const IPC_CHANNEL = 'portal:ipc';

/** What the renderer learns about the installation at startup. */
export interface DesktopPlatformInfo {
  version: string;
  os: string;
  /** Origin (and optional path prefix) of the backend, without a trailing slash. */
  backendUrl: string;
}

/** Non-secret, per-installation settings, kept in a JSON file in the user's data folder. */
export interface DesktopSettings {
  backendUrl: string;
  /** The app path the window opens on at start (one of the UI's home screens); '' for the landing page. */
  homeScreen: string;
  /** The release channel this PC updates from: 'latest' (every control room) or 'beta' (PCs that try a release first). */
  updateChannel: string;
  /** Wall mode's screens in order, as the screens' keys joined by commas ('yamcolo-operations,temperature-profiles'); '' for none. */
  wallScreens: string;
  /** How long wall mode shows each screen, whole seconds within the UI's bounds (10 to 3600). */
  wallSeconds: string;
  /** 'true' when the app starts, in wall mode, as the PC's user signs in; 'false' otherwise. */
  wallStartOnLogin: string;
}
export type SettingKey = keyof DesktopSettings;

/** Every method the main process answers, with the shape of its params and result. */
export interface IpcMethods {
  'platform.info': { params: undefined; result: DesktopPlatformInfo };
  'settings.get': { params: { key: SettingKey }; result: string };
  /** Resolves to the value as stored (normalised, e.g. without a trailing slash). */
  'settings.set': { params: { key: SettingKey; value: string }; result: string };
  /** Back to the default; resolves to the default value. */
  'settings.delete': { params: { key: SettingKey }; result: string };
  'tokens.get': { params: { key: string }; result: string | null };
  'tokens.set': { params: { key: string; value: string }; result: void };
  'tokens.delete': { params: { key: string }; result: void };
  'files.save': { params: { suggestedName: string; data: Uint8Array; mimeType: string }; result: SaveResult };
  /** Asks for the file, then streams the backend's answer into it (progress as 'download-progress' events). */
  'files.download': { params: DownloadCallParams; result: SaveResult };
  'files.cancelDownload': { params: { id: string }; result: void };
  'notifications.notify': { params: { title: string; body: string }; result: void };
  'updates.current': { params: undefined; result: UpdateState };
  'updates.check': { params: undefined; result: void };
  'updates.installAndRestart': { params: undefined; result: void };
  'auth.state': { params: undefined; result: AuthState };
  /**
   * Runs the whole browser sign-in; resolves once signed in, rejects with the reason otherwise. No returnTo:
   * where the app goes afterwards is the renderer's business, so it never crosses to main.
   */
  'auth.signIn': { params: undefined; result: void };
  'auth.signOut': { params: undefined; result: void };
  /** A valid access token (renewed in main when within a minute of expiry), or null when signed out. */
  'auth.accessToken': { params: undefined; result: string | null };
  'wallMode.get': { params: undefined; result: WallModeSettings };
  /** Stores the playlist (and registers or removes the start at sign-in); resolves to it as stored. */
  'wallMode.set': { params: WallModeSettings; result: WallModeSettings };
  /** The window full screen and the display kept awake, until 'wallMode.exit' (or the window closes). */
  'wallMode.enter': { params: undefined; result: void };
  'wallMode.exit': { params: undefined; result: void };
  /** The signed-in user's last kept answer of a dashboard request, for a start without the server; null when none. */
  'lastAnswers.read': { params: { key: string }; result: LastAnswer | null };
  'lastAnswers.write': { params: { key: string; answer: LastAnswer }; result: void };
}
export type IpcMethod = keyof IpcMethods;
export type IpcParams<M extends IpcMethod> = IpcMethods[M]['params'];
export type IpcResult<M extends IpcMethod> = IpcMethods[M]['result'];

export interface IpcRequest<M extends IpcMethod = IpcMethod> {
  method: M;
  params: IpcParams<M>;
}

/**
 * Main answers with an envelope instead of throwing: Electron would otherwise wrap a thrown error's message
 * in "Error invoking remote method …" and drop everything else about it.
 */
export type IpcResponse<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

/** Pushed by main on IPC_CHANNEL. */
export type IpcEvent =
  | { type: 'update-state'; state: UpdateState }
  | { type: 'auth-state'; state: AuthState }
  | { type: 'download-progress'; state: { id: string; progress: DownloadProgress } };

/** `window.portal`: everything the renderer may ask of the desktop shell. */
export interface PortalBridge {
  platform: {
    info(): Promise<DesktopPlatformInfo>;
  };
  settings: {
    get(key: SettingKey): Promise<string>;
    set(key: SettingKey, value: string): Promise<string>;
    delete(key: SettingKey): Promise<string>;
  };
  /** Keychain entries the renderer may hold. Refresh tokens are refused: they never leave main. */
  tokens: TokenStorage;
  files: {
    /** Bytes rather than a Blob: a Blob cannot cross the context bridge or IPC. */
    save(suggestedName: string, data: Uint8Array, mimeType: string): Promise<SaveResult>;
    /** An API answer streamed by main into the file the user picks; nothing of it crosses to the page. */
    download(call: DownloadCallParams): Promise<SaveResult>;
    cancelDownload(id: string): Promise<void>;
    /** Every running download's progress; returns the unsubscribe function. */
    onDownloadProgress(listener: (event: { id: string; progress: DownloadProgress }) => void): () => void;
  };
  notifications: {
    notify(title: string, body: string): Promise<void>;
  };
  updates: {
    current(): Promise<UpdateState>;
    check(): Promise<void>;
    installAndRestart(): Promise<void>;
    /** Returns the unsubscribe function. */
    onState(listener: (state: UpdateState) => void): () => void;
  };
  /**
   * Sign-in through the system browser, run by main. Only the user and the short-lived access token cross;
   * the refresh token stays in main and the OS keychain.
   */
  auth: {
    state(): Promise<AuthState>;
    signIn(): Promise<void>;
    signOut(): Promise<void>;
    accessToken(): Promise<string | null>;
    /** Returns the unsubscribe function. */
    onState(listener: (state: AuthState) => void): () => void;
  };
  /** The dashboards' last answers, kept by main on disk per user (last-answers.main.ts). */
  lastAnswers: {
    read(key: string): Promise<LastAnswer | null>;
    write(key: string, answer: LastAnswer): Promise<void>;
  };
  /** Wall mode's playlist, kept in main's settings, and the window's wall state (full screen, display awake). */
  wallMode: {
    get(): Promise<WallModeSettings>;
    set(settings: WallModeSettings): Promise<WallModeSettings>;
    enter(): Promise<void>;
    exit(): Promise<void>;
  };
}
