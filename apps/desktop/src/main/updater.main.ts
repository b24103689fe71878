/**
 * Application updates through electron-updater, behind the UpdateBackend interface so the scheduler and
 * state machine are tested without it. Two rules: checks run only in a packaged app outside tests (an
 * unpackaged build has no update feed and must not nag developers), and a failed check, download or install
 * is reported as the 'error' state and never thrown: control-room PCs run the app all day, and an update
 * problem must not take the dashboards down with it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP_UPDATE_FEED_PATH } from '@portal/contracts';
import type { AppUpdater } from 'electron-updater';
import type { UpdateState } from '../shared/platform-types';

/** The first check comes soon after start, once the first screen's data loads are under way. */
export const FIRST_CHECK_DELAY_MS = 30 * 1000;
/** The app runs all day; an hourly check brings a fix (or a rollback) to every control room within the hour. */
export const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** electron-updater errors can carry whole HTTP bodies; the UI needs a sentence. */
const MAX_ERROR_MESSAGE_LENGTH = 300;

export type UpdateBackendEvent =
  | { type: 'checking' }
  | { type: 'not-available' }
  | { type: 'available'; version: string }
  | { type: 'progress'; percent: number }
  | { type: 'downloaded'; version: string }
  | { type: 'error'; error: unknown };

export interface UpdateBackend {
  /** Resolves with the pending download, if the check started one. */
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  quitAndInstall(): void;
  subscribe(listener: (event: UpdateBackendEvent) => void): void;
}

/**
 * Checks are off in development builds and test runs, and in an unsigned Windows build: without a publisher to
 * verify, a download that only passes its SHA-512 check could come from whoever can answer for the server.
 */
export function isUpdaterEnabled(environment: { isPackaged: boolean; nodeEnv: string | undefined; platform: NodeJS.Platform; unsignedBuild: boolean }): boolean {
  return environment.isPackaged && environment.nodeEnv !== 'test' && !(environment.platform === 'win32' && environment.unsignedBuild);
}

/**
 * Whether the packaged app says it was built without a code-signing certificate (the packaging writes
 * `unsignedBuild` into the app's package.json). A build that does not say is taken as unsigned.
 */
export async function isUnsignedBuild(appPath: string, read = (file: string) => readFile(file, 'utf8')): Promise<boolean> {
  try {
    return (JSON.parse(await read(join(appPath, 'package.json'))) as { unsignedBuild?: unknown }).unsignedBuild !== false;
  } catch {
    return true;
  }
}

/** Where the app updates from: the feed of the server it is configured for, on its release channel. */
export interface UpdateFeed {
  backendUrl: string;
  channel: string;
}

/** electron-updater's generic provider options for a feed. */
export function feedOptions(feed: UpdateFeed): { provider: 'generic'; url: string; channel: string } {
  return { provider: 'generic', url: `${feed.backendUrl}${DESKTOP_UPDATE_FEED_PATH}`, channel: feed.channel };
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_MESSAGE_LENGTH ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…` : message;
}

/**
 * electron-updater's events, translated into the backend's event type. Each check reads the feed afresh, so a
 * changed backend or channel applies at the next check.
 */
export function electronUpdaterBackend(updater: AppUpdater, feed: () => UpdateFeed): UpdateBackend {
  // Downloads start on their own once a check finds an update; the operator restarts into it, or it installs on quit.
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  return {
    checkForUpdates: () => {
      updater.setFeedURL(feedOptions(feed()));
      // An administrator rolls a bad release back by withdrawing it: PCs that installed it take the older version.
      updater.allowDowngrade = true;
      return updater.checkForUpdates();
    },
    quitAndInstall: () => updater.quitAndInstall(),
    subscribe(listener) {
      updater.on('checking-for-update', () => listener({ type: 'checking' }));
      updater.on('update-not-available', () => listener({ type: 'not-available' }));
      updater.on('update-available', (info) => listener({ type: 'available', version: info.version }));
      updater.on('download-progress', (progress) => listener({ type: 'progress', percent: progress.percent }));
      updater.on('update-downloaded', (info) => listener({ type: 'downloaded', version: info.version }));
      // Without an 'error' listener an EventEmitter throws the error: this one is also what keeps it contained.
      updater.on('error', (error) => listener({ type: 'error', error }));
    },
  };
}

export interface UpdateServiceOptions {
  enabled: boolean;
  /** Called on the first check only, so a disabled updater never loads electron-updater at all. */
  loadBackend: () => Promise<UpdateBackend>;
  warn?: (message: string) => void;
}

/** States in which a new check would only disturb work already under way. */
const BUSY_STATES: ReadonlySet<UpdateState['state']> = new Set(['checking', 'downloading', 'ready']);

export class UpdateService {
  private state: UpdateState;
  private readonly listeners = new Set<(state: UpdateState) => void>();
  private backend: Promise<UpdateBackend> | undefined;
  private firstCheckTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: UpdateServiceOptions) {
    this.state = options.enabled ? { state: 'idle' } : { state: 'unsupported' };
    this.warn = options.warn ?? console.warn;
  }

  current(): UpdateState {
    return this.state;
  }

  /** Returns the unsubscribe function. */
  onState(listener: (state: UpdateState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Schedules the first check after FIRST_CHECK_DELAY_MS, then one every CHECK_INTERVAL_MS. */
  start(): void {
    if (!this.options.enabled || this.firstCheckTimer !== undefined) return;
    this.firstCheckTimer = setTimeout(() => {
      void this.check();
      this.intervalTimer = setInterval(() => void this.check(), CHECK_INTERVAL_MS);
    }, FIRST_CHECK_DELAY_MS);
  }

  stop(): void {
    clearTimeout(this.firstCheckTimer);
    clearInterval(this.intervalTimer);
    this.firstCheckTimer = undefined;
    this.intervalTimer = undefined;
  }

  /** Never rejects: every failure ends in the 'error' state. */
  async check(): Promise<void> {
    if (!this.options.enabled || BUSY_STATES.has(this.state.state)) return;
    this.setState({ state: 'checking' });
    try {
      const backend = await this.getBackend();
      const result = await backend.checkForUpdates();
      if (result === null && this.state.state === 'checking') this.setState({ state: 'idle' });
      // The download runs on after the check resolves; its failure must be caught here or it would surface
      // as an unhandled rejection in the main process.
      result?.downloadPromise?.catch((error: unknown) => this.fail(error));
    } catch (error) {
      this.fail(error);
    }
  }

  /** Restarts into the downloaded update; does nothing unless one is ready. Never rejects. */
  async installAndRestart(): Promise<void> {
    if (this.state.state !== 'ready') return;
    try {
      (await this.getBackend()).quitAndInstall();
    } catch (error) {
      this.fail(error);
    }
  }

  private getBackend(): Promise<UpdateBackend> {
    this.backend ??= this.options.loadBackend().then(
      (backend) => {
        backend.subscribe((event) => this.onBackendEvent(event));
        return backend;
      },
      (error: unknown) => {
        this.backend = undefined; // try loading again at the next check
        throw error;
      },
    );
    return this.backend;
  }

  private onBackendEvent(event: UpdateBackendEvent): void {
    switch (event.type) {
      case 'checking':
        return this.setState({ state: 'checking' });
      case 'not-available':
        return this.setState({ state: 'idle' });
      case 'available':
        return this.setState({ state: 'available', version: event.version });
      case 'progress':
        return this.setState({ state: 'downloading', percent: Math.max(0, Math.min(100, event.percent)) });
      case 'downloaded':
        return this.setState({ state: 'ready', version: event.version });
      case 'error':
        return this.fail(event.error);
    }
  }

  private fail(error: unknown): void {
    const message = errorMessage(error);
    // electron-updater reports a failed download twice (its 'error' event and the rejected download promise).
    if (this.state.state === 'error' && this.state.message === message) return;
    this.warn(`Update failed: ${message}`);
    this.setState({ state: 'error', message });
  }

  private setState(state: UpdateState): void {
    this.state = state;
    for (const listener of this.listeners) {
      try {
        listener(state);
      } catch (error) {
        // A listener (e.g. sending to a window being closed) must not stop the others or the updater.
        this.warn(`Update state listener failed: ${String(error)}`);
      }
    }
  }
}
