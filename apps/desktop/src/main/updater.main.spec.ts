import { EventEmitter } from 'node:events';
import type { AppUpdater } from 'electron-updater';
import type { UpdateState } from '../shared/platform-types';
import {
  CHECK_INTERVAL_MS,
  electronUpdaterBackend,
  FIRST_CHECK_DELAY_MS,
  isUnsignedBuild,
  isUpdaterEnabled,
  UpdateService,
  type UpdateBackend,
  type UpdateBackendEvent,
} from './updater.main';

type CheckResult = Awaited<ReturnType<UpdateBackend['checkForUpdates']>>;

function fakeBackend() {
  let listener: ((event: UpdateBackendEvent) => void) | undefined;
  return {
    checkForUpdates: jest.fn<Promise<CheckResult>, []>().mockResolvedValue(null),
    quitAndInstall: jest.fn(),
    subscribe: jest.fn((next: (event: UpdateBackendEvent) => void) => {
      listener = next;
    }),
    emit(event: UpdateBackendEvent) {
      listener?.(event);
    },
  };
}

function setup(enabled = true) {
  const backend = fakeBackend();
  const loadBackend = jest.fn(async (): Promise<UpdateBackend> => backend);
  const warn = jest.fn();
  const service = new UpdateService({ enabled, loadBackend, warn });
  const states: UpdateState[] = [];
  service.onState((state) => states.push(state));
  return { backend, loadBackend, warn, service, states };
}

describe('isUpdaterEnabled', () => {
  const signedLinux = { platform: 'linux' as NodeJS.Platform, unsignedBuild: false };
  it.each([
    [{ isPackaged: true, nodeEnv: undefined, ...signedLinux }, true],
    [{ isPackaged: true, nodeEnv: 'production', ...signedLinux }, true],
    [{ isPackaged: false, nodeEnv: 'production', ...signedLinux }, false],
    [{ isPackaged: true, nodeEnv: 'test', ...signedLinux }, false],
    // An unsigned build updates on Linux (no publisher check applies there) but never on Windows.
    [{ isPackaged: true, nodeEnv: 'production', platform: 'linux' as NodeJS.Platform, unsignedBuild: true }, true],
    [{ isPackaged: true, nodeEnv: 'production', platform: 'win32' as NodeJS.Platform, unsignedBuild: true }, false],
    [{ isPackaged: true, nodeEnv: 'production', platform: 'win32' as NodeJS.Platform, unsignedBuild: false }, true],
  ])('%j → %s', (environment, expected) => {
    expect(isUpdaterEnabled(environment)).toBe(expected);
  });
});

describe('isUnsignedBuild', () => {
  const reading = (text: string) => async () => text;
  it('reads the packaging\'s unsignedBuild, and takes a build that does not say as unsigned', async () => {
    expect(await isUnsignedBuild('/app', reading('{"unsignedBuild":false}'))).toBe(false);
    expect(await isUnsignedBuild('/app', reading('{"unsignedBuild":true}'))).toBe(true);
    expect(await isUnsignedBuild('/app', reading('{"name":"x"}'))).toBe(true);
    expect(await isUnsignedBuild('/app', reading('not json'))).toBe(true);
    expect(await isUnsignedBuild('/app', () => Promise.reject(new Error('ENOENT')))).toBe(true);
  });
});

describe('UpdateService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('when disabled (unpackaged or test run)', () => {
    it('reports unsupported and never checks, nor even loads electron-updater', async () => {
      const { service, loadBackend } = setup(false);
      expect(service.current()).toEqual({ state: 'unsupported' });
      service.start();
      await jest.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS + 10 * CHECK_INTERVAL_MS);
      await service.check();
      await service.installAndRestart();
      expect(loadBackend).not.toHaveBeenCalled();
      expect(service.current()).toEqual({ state: 'unsupported' });
    });
  });

  describe('schedule', () => {
    it('checks first after FIRST_CHECK_DELAY_MS, then every CHECK_INTERVAL_MS, until stopped', async () => {
      const { service, backend } = setup();
      service.start();
      service.start(); // a second start must not double the schedule
      await jest.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(3);
      service.stop();
      await jest.advanceTimersByTimeAsync(10 * CHECK_INTERVAL_MS);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(3);
    });

    it('uses intervals fit for an app running all day', () => {
      expect(CHECK_INTERVAL_MS).toBeGreaterThanOrEqual(60 * 60 * 1000);
      expect(FIRST_CHECK_DELAY_MS).toBeLessThan(CHECK_INTERVAL_MS);
    });
  });

  describe('states', () => {
    it('follows electron-updater from checking to ready and pushes each state', async () => {
      const { service, backend, states } = setup();
      await service.check();
      backend.emit({ type: 'checking' });
      backend.emit({ type: 'available', version: '1.2.0' });
      backend.emit({ type: 'progress', percent: 42.5 });
      backend.emit({ type: 'downloaded', version: '1.2.0' });
      expect(states).toEqual([
        { state: 'checking' },
        { state: 'idle' }, // the fake check resolved with no update info
        { state: 'checking' },
        { state: 'available', version: '1.2.0' },
        { state: 'downloading', percent: 42.5 },
        { state: 'ready', version: '1.2.0' },
      ]);
      expect(service.current()).toEqual({ state: 'ready', version: '1.2.0' });
    });

    it('goes back to idle when no update is available', async () => {
      const { service, backend } = setup();
      backend.checkForUpdates.mockImplementation(async () => {
        backend.emit({ type: 'not-available' });
        return { downloadPromise: null };
      });
      await service.check();
      expect(service.current()).toEqual({ state: 'idle' });
    });

    it('does not start another check while one is under way or an update waits for a restart', async () => {
      const { service, backend } = setup();
      await service.check();
      backend.emit({ type: 'downloaded', version: '1.2.0' });
      await service.check();
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(1);
    });
  });

  describe('failures never break the running app', () => {
    it('turns a failed check into the error state, without throwing, and retries at the next interval', async () => {
      const { service, backend, warn } = setup();
      backend.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_INTERNET_DISCONNECTED'));
      service.start();
      await jest.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
      expect(service.current()).toEqual({ state: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' });
      expect(warn).toHaveBeenCalled();

      await jest.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
      expect(backend.checkForUpdates).toHaveBeenCalledTimes(2);
      expect(service.current()).toEqual({ state: 'idle' });
      service.stop();
    });

    it('resolves check() even when it fails', async () => {
      const { service, backend } = setup();
      backend.checkForUpdates.mockRejectedValueOnce('feed unreachable');
      await expect(service.check()).resolves.toBeUndefined();
      expect(service.current()).toEqual({ state: 'error', message: 'feed unreachable' });
    });

    it('catches a download that fails after the check resolved', async () => {
      const { service, backend } = setup();
      let failDownload: (error: Error) => void = () => undefined;
      const downloadPromise = new Promise((_resolve, reject) => {
        failDownload = reject;
      });
      backend.checkForUpdates.mockResolvedValueOnce({ downloadPromise });
      await service.check();
      backend.emit({ type: 'available', version: '1.2.0' });
      failDownload(new Error('sha512 checksum mismatch'));
      await jest.advanceTimersByTimeAsync(0);
      expect(service.current()).toEqual({ state: 'error', message: 'sha512 checksum mismatch' });
    });

    it('reports the error event once even when electron-updater also rejects the download', async () => {
      const { service, backend, states } = setup();
      const failure = new Error('403 Forbidden');
      backend.checkForUpdates.mockImplementationOnce(async () => {
        backend.emit({ type: 'available', version: '1.2.0' });
        return { downloadPromise: Promise.reject(failure) };
      });
      await service.check();
      backend.emit({ type: 'error', error: failure });
      await jest.advanceTimersByTimeAsync(0);
      expect(states.filter((state) => state.state === 'error')).toEqual([{ state: 'error', message: '403 Forbidden' }]);
    });

    it('reports a backend that cannot be loaded, and loads again at the next check', async () => {
      const { service, loadBackend } = setup();
      loadBackend.mockRejectedValueOnce(new Error('Cannot find module electron-updater'));
      await service.check();
      expect(service.current()).toEqual({ state: 'error', message: 'Cannot find module electron-updater' });
      await service.check();
      expect(loadBackend).toHaveBeenCalledTimes(2);
      expect(service.current()).toEqual({ state: 'idle' });
    });

    it('shortens long error messages', async () => {
      const { service, backend } = setup();
      backend.checkForUpdates.mockRejectedValueOnce(new Error('x'.repeat(5000)));
      await service.check();
      const state = service.current();
      expect(state.state === 'error' && state.message.length).toBe(300);
    });

    it('keeps going when a state listener throws', async () => {
      const { service, warn } = setup();
      service.onState(() => {
        throw new Error('window destroyed');
      });
      const later = jest.fn();
      service.onState(later);
      await service.check();
      expect(later).toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('window destroyed'));
    });

    it('turns a failing install into the error state', async () => {
      const { service, backend } = setup();
      await service.check();
      backend.emit({ type: 'downloaded', version: '1.2.0' });
      backend.quitAndInstall.mockImplementationOnce(() => {
        throw new Error('installer missing');
      });
      await expect(service.installAndRestart()).resolves.toBeUndefined();
      expect(service.current()).toEqual({ state: 'error', message: 'installer missing' });
    });
  });

  describe('installAndRestart', () => {
    it('does nothing unless an update is ready', async () => {
      const { service, backend } = setup();
      await service.check();
      await service.installAndRestart();
      expect(backend.quitAndInstall).not.toHaveBeenCalled();
      backend.emit({ type: 'downloaded', version: '1.2.0' });
      await service.installAndRestart();
      expect(backend.quitAndInstall).toHaveBeenCalledTimes(1);
    });
  });

  it('stops sending to a listener after it unsubscribes', async () => {
    const { service } = setup();
    const listener = jest.fn();
    const unsubscribe = service.onState(listener);
    unsubscribe();
    await service.check();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('electronUpdaterBackend', () => {
  const FEED = { backendUrl: 'https://portal.example.org', channel: 'latest' };
  function fakeAppUpdater() {
    const emitter = Object.assign(new EventEmitter(), {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      allowDowngrade: false,
      checkForUpdates: jest.fn().mockResolvedValue(null),
      setFeedURL: jest.fn(),
      quitAndInstall: jest.fn(),
    });
    return emitter;
  }

  it('downloads automatically and translates electron-updater events', () => {
    const updater = fakeAppUpdater();
    const backend = electronUpdaterBackend(updater as unknown as AppUpdater, () => FEED);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    const events: UpdateBackendEvent[] = [];
    backend.subscribe((event) => events.push(event));
    const failure = new Error('offline');
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '2.0.0' });
    updater.emit('download-progress', { percent: 10 });
    updater.emit('update-downloaded', { version: '2.0.0' });
    updater.emit('update-not-available', { version: '1.0.0' });
    updater.emit('error', failure);
    expect(events).toEqual([
      { type: 'checking' },
      { type: 'available', version: '2.0.0' },
      { type: 'progress', percent: 10 },
      { type: 'downloaded', version: '2.0.0' },
      { type: 'not-available' },
      { type: 'error', error: failure },
    ]);
  });

  it('forwards check and install, each check on the feed of the server and channel configured then, downgrades allowed', async () => {
    const updater = fakeAppUpdater();
    let feed = FEED;
    const backend = electronUpdaterBackend(updater as unknown as AppUpdater, () => feed);
    await backend.checkForUpdates();
    expect(updater.setFeedURL).toHaveBeenLastCalledWith({ provider: 'generic', url: 'https://portal.example.org/api/desktop-releases/feed', channel: 'latest' });
    expect(updater.allowDowngrade).toBe(true);
    feed = { backendUrl: 'https://water.example.org/portal', channel: 'beta' };
    await backend.checkForUpdates();
    expect(updater.setFeedURL).toHaveBeenLastCalledWith({ provider: 'generic', url: 'https://water.example.org/portal/api/desktop-releases/feed', channel: 'beta' });
    backend.quitAndInstall();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    expect(updater.quitAndInstall).toHaveBeenCalled();
  });
});
