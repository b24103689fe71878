/**
 * Window hardening, in one place so a reviewer can audit it at once (electron's security checklist):
 * the webPreferences of every window, where the app may navigate, which links leave for the system browser,
 * and which permission prompts the renderer may get. The renderer is treated as untrusted: it shows data
 * from the backend and links from data providers, so an injected script must find no door here.
 */
import type { BrowserWindowConstructorOptions, Session } from 'electron';

/** The slice of WebContents this module hardens; Electron's WebContents satisfies it. */
export interface GuardableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-frame-navigate', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface NavigationEvent {
  url: string;
  isMainFrame: boolean;
  preventDefault(): void;
}

export interface NavigationPolicy {
  /** file:// URL of the renderer's index.html, the app's only document. */
  appEntryUrl: string;
  /** Origins whose plain-http links may open in the system browser (the configured backend on localhost). */
  allowedHttpOrigins(): readonly string[];
  openExternal(url: string): Promise<void>;
  /** Where refusals are reported; the app keeps running either way. */
  warn(message: string): void;
}

/** Only the OS notification prompt is ever granted: operators' alerts need it, nothing else does. */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications']);

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** Chromium upper-cases a Windows drive letter (file:///C:/…); Node keeps whatever it was given. */
function canonicalPath(url: URL): string {
  return url.pathname.replace(/^\/([a-z]):/, (_, drive: string) => `/${drive.toUpperCase()}:`);
}

/**
 * Is `rawUrl` the app's own document? A file:// origin is opaque, so "same origin" would admit every file on
 * the disk; the app is exactly one document (routes live in the hash), so the path must match exactly.
 */
export function isAppUrl(rawUrl: string, appEntryUrl: string): boolean {
  const url = parseUrl(rawUrl);
  const entry = parseUrl(appEntryUrl);
  if (!url || !entry) return false;
  return url.protocol === entry.protocol && url.host === entry.host && canonicalPath(url) === canonicalPath(entry);
}

/**
 * May this link open in the system browser? Any https page may (resource links in the data point anywhere,
 * and the browser is the right sandbox for them); plain http only for allow-listed origins; every other
 * scheme is refused because file:, smb: and OS protocol handlers can run code on a control-room PC.
 */
export function isAllowedExternalUrl(rawUrl: string, allowedHttpOrigins: readonly string[]): boolean {
  const url = parseUrl(rawUrl);
  if (!url) return false;
  // https://trusted.example@evil.example is a phishing shape, never a link the portal publishes.
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol === 'http:') return allowedHttpOrigins.includes(url.origin);
  return false;
}

/**
 * The BrowserWindow options with the hardened webPreferences. Callers choose geometry and looks only; the
 * type leaves them no way to pass their own webPreferences.
 */
export function createSecureWindowOptions(
  base: Omit<BrowserWindowConstructorOptions, 'webPreferences'>,
  options: { preloadPath: string; allowDevTools: boolean },
): BrowserWindowConstructorOptions {
  return {
    ...base,
    webPreferences: {
      preload: options.preloadPath,
      // The renderer's JavaScript world never shares objects with the preload's; only the bridge crosses.
      contextIsolation: true,
      // The renderer (and the preload) run in Chromium's OS sandbox with no Node.js.
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // Dropping a file or link on the window would navigate away from the app.
      navigateOnDragDrop: false,
      // A page that loops alert() cannot lock an operator out of the window.
      safeDialogs: true,
      devTools: options.allowDevTools,
    },
  };
}

/** Navigation, new-window and webview rules for one WebContents (every one the app creates). */
export function hardenWebContents(contents: GuardableContents, policy: NavigationPolicy): void {
  const openOutside = (url: string): void => {
    if (!isAllowedExternalUrl(url, policy.allowedHttpOrigins())) {
      policy.warn(`Refused to open ${url}`);
      return;
    }
    policy.openExternal(url).catch((error: unknown) => policy.warn(`Could not open ${url}: ${String(error)}`));
  };

  // The app never opens a second window: links with target=_blank go to the system browser instead.
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });

  const keepInApp = (event: NavigationEvent): void => {
    if (isAppUrl(event.url, policy.appEntryUrl)) return;
    event.preventDefault();
    // A plain link clicked in the main frame was meant for a browser; a sub-frame navigating is not a user action.
    if (event.isMainFrame) openOutside(event.url);
    else policy.warn(`Blocked frame navigation to ${event.url}`);
  };
  contents.on('will-frame-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);

  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Permission prompts and checks: notifications for the app's own document, nothing else for anyone. */
export function isPermissionGranted(permission: string, requestingUrl: string | undefined, appEntryUrl: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && requestingUrl !== undefined && isAppUrl(requestingUrl, appEntryUrl);
}

export function installPermissionPolicy(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  appEntryUrl: string,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, appEntryUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, _origin, details) =>
    isPermissionGranted(permission, details.requestingUrl, appEntryUrl),
  );
}
