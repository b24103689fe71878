import type { AuthState, PortalBridge, UpdateState } from '../shared/bridge';
import {
  createDesktopAuthSession, createDesktopFiles, createDesktopHomeScreen, createDesktopLastAnswers, createDesktopPorts, createDesktopUpdater, createDesktopWallDisplay,
} from './desktop-ports';

/** A recording stand-in for an event stream of main's: the bridge's onState, and a way to push. */
function pushChannel<S>() {
  const listeners: ((state: S) => void)[] = [];
  return {
    onState: jest.fn((listener: (state: S) => void) => {
      listeners.push(listener);
      return () => undefined;
    }),
    push: (state: S) => listeners.forEach((listener) => listener(state)),
  };
}

function fakeBridge(initialUpdate: UpdateState = { state: 'idle' }, initialAuth: AuthState = { status: 'signed-out' }) {
  const updateStates = pushChannel<UpdateState>();
  const authStates = pushChannel<AuthState>();
  const bridge: PortalBridge = {
    platform: { info: jest.fn(async () => ({ version: '1.4.2', os: 'Windows 10.0.22631 (x64)', backendUrl: 'https://portal.example.org/water' })) },
    settings: { get: jest.fn(async () => ''), set: jest.fn(), delete: jest.fn() },
    tokens: { get: jest.fn(async () => 'abc'), set: jest.fn(), delete: jest.fn() },
    files: {
      save: jest.fn(async () => 'saved' as const),
      download: jest.fn(async () => 'saved' as const),
      cancelDownload: jest.fn(async () => undefined),
      onDownloadProgress: jest.fn(() => () => undefined),
    },
    notifications: { notify: jest.fn(async () => undefined) },
    updates: {
      current: jest.fn(async () => initialUpdate),
      check: jest.fn(async () => undefined),
      installAndRestart: jest.fn(async () => undefined),
      onState: updateStates.onState,
    },
    auth: {
      state: jest.fn(async () => initialAuth),
      signIn: jest.fn(async () => undefined),
      signOut: jest.fn(async () => undefined),
      accessToken: jest.fn(async () => 'access-token'),
      onState: authStates.onState,
    },
    wallMode: {
      get: jest.fn(async () => ({ screens: ['/yamcolo-operations-dashboard' as const], seconds: 60, startOnLogin: false })),
      set: jest.fn(async (settings) => settings),
      enter: jest.fn(async () => undefined),
      exit: jest.fn(async () => undefined),
    },
    lastAnswers: {
      read: jest.fn(async () => null),
      write: jest.fn(async () => undefined),
    },
  };
  return { bridge, push: updateStates.push, pushAuth: authStates.push };
}

const navigate = jest.fn();

describe('desktop platform ports', () => {
  it('describes the desktop platform with the API under the configured backend', async () => {
    const ports = await createDesktopPorts(fakeBridge().bridge, navigate);
    expect(ports.info).toEqual({ kind: 'desktop', version: '1.4.2', os: 'Windows 10.0.22631 (x64)', apiBaseUrl: 'https://portal.example.org/water/api' });
  });

  it('sends a Blob to main as its bytes', async () => {
    const { bridge } = fakeBridge();
    const ports = await createDesktopPorts(bridge, navigate);
    await expect(ports.files.save('flows.csv', new Blob(['date,flow\n']), 'text/csv')).resolves.toBe('saved');
    const [name, data, mimeType] = (bridge.files.save as jest.Mock).mock.calls[0];
    expect([name, new TextDecoder().decode(data), mimeType]).toEqual(['flows.csv', 'date,flow\n', 'text/csv']);
    expect(data).toBeInstanceOf(Uint8Array);
  });

  it('has main stream a download into the file, hearing only its own progress, and cancels it by its id', async () => {
    const listeners: ((event: { id: string; progress: { bytes: number; lines: number } }) => void)[] = [];
    const unsubscribed = jest.fn();
    let finish: (result: 'saved' | 'cancelled') => void = () => undefined;
    const bridgeFiles: PortalBridge['files'] = {
      save: jest.fn(),
      download: jest.fn(() => new Promise<'saved' | 'cancelled'>((resolve) => (finish = resolve))),
      cancelDownload: jest.fn(async (id: string) => {
        expect(id).toBe('dl-1');
        finish('cancelled');
      }),
      onDownloadProgress: jest.fn((listener) => {
        listeners.push(listener);
        return unsubscribed;
      }),
    };
    const heard: unknown[] = [];
    const controller = new AbortController();
    const files = createDesktopFiles(bridgeFiles, () => 'dl-1');
    const body = { timestep: 'raw', locations: [1] };
    const running = files.download(
      { url: 'https://portal.example.org/water/api/query-and-download/raw', body, suggestedName: 'd.csv', mimeType: 'text/csv' },
      { signal: controller.signal, onProgress: (progress) => heard.push(progress) },
    );
    expect(bridgeFiles.download).toHaveBeenCalledWith({
      id: 'dl-1', url: 'https://portal.example.org/water/api/query-and-download/raw', body: JSON.stringify(body), suggestedName: 'd.csv', mimeType: 'text/csv',
    });
    for (const listener of listeners) {
      listener({ id: 'another', progress: { bytes: 9, lines: 9 } });
      listener({ id: 'dl-1', progress: { bytes: 100, lines: 3 } });
    }
    expect(heard).toEqual([{ bytes: 100, lines: 3 }]);
    controller.abort();
    await expect(running).resolves.toBe('cancelled');
    expect(bridgeFiles.cancelDownload).toHaveBeenCalledTimes(1);
    expect(unsubscribed).toHaveBeenCalled();
  });

  it('passes a refused download\'s reason on', async () => {
    const { bridge } = fakeBridge();
    (bridge.files.download as jest.Mock).mockRejectedValueOnce(new Error('timestep must be daily'));
    const ports = await createDesktopPorts(bridge, navigate);
    await expect(ports.files.download({ url: 'https://portal.example.org/water/api/x', body: {}, suggestedName: 'x.csv', mimeType: 'text/csv' }))
      .rejects.toThrow('timestep must be daily');
  });

  it('routes tokens and notifications to the bridge', async () => {
    const { bridge } = fakeBridge();
    const ports = await createDesktopPorts(bridge, navigate);
    await expect(ports.tokens.get('auth.access-token')).resolves.toBe('abc');
    await ports.notifications.notify('Alert', 'Stale data');
    expect(bridge.notifications.notify).toHaveBeenCalledWith('Alert', 'Stale data');
  });
});

describe('desktop updater adapter', () => {
  it('starts from main’s current state and follows pushed states', async () => {
    const { bridge, push } = fakeBridge({ state: 'available', version: '2.0.0' });
    const updater = await createDesktopUpdater(bridge.updates);
    expect(updater.current()).toEqual({ state: 'available', version: '2.0.0' });
    const listener = jest.fn();
    const unsubscribe = updater.subscribe(listener);
    push({ state: 'downloading', percent: 50 });
    expect(updater.current()).toEqual({ state: 'downloading', percent: 50 });
    expect(listener).toHaveBeenCalledWith({ state: 'downloading', percent: 50 });
    unsubscribe();
    push({ state: 'ready', version: '2.0.0' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a state pushed while the initial request was in flight', async () => {
    const { bridge, push } = fakeBridge();
    (bridge.updates.current as jest.Mock).mockImplementationOnce(async () => {
      push({ state: 'ready', version: '2.0.0' }); // arrives before the (older) answer
      return { state: 'idle' };
    });
    const updater = await createDesktopUpdater(bridge.updates);
    expect(updater.current()).toEqual({ state: 'ready', version: '2.0.0' });
  });

  it('subscribes to main once, however many components listen', async () => {
    const { bridge } = fakeBridge();
    const updater = await createDesktopUpdater(bridge.updates);
    updater.subscribe(jest.fn());
    updater.subscribe(jest.fn());
    expect(bridge.updates.onState).toHaveBeenCalledTimes(1);
  });

  it('forwards check and install to main', async () => {
    const { bridge } = fakeBridge();
    const updater = await createDesktopUpdater(bridge.updates);
    await updater.check();
    await updater.installAndRestart();
    expect(bridge.updates.check).toHaveBeenCalled();
    expect(bridge.updates.installAndRestart).toHaveBeenCalled();
  });
});

describe('desktop auth session', () => {
  const admin: AuthState = { status: 'signed-in', user: { sub: 'admin', name: 'Ada Admin', roles: ['Administrator'] } };

  it('is part of the platform ports, without completeSignIn (nothing comes back through the app’s URL)', async () => {
    const ports = await createDesktopPorts(fakeBridge().bridge, navigate);
    expect(ports.auth.current()).toEqual({ status: 'signed-out' });
    expect(ports.auth.completeSignIn).toBeUndefined();
  });

  it('answers current() synchronously from main’s last pushed state', async () => {
    const { bridge, pushAuth } = fakeBridge(undefined, { status: 'loading' });
    const auth = await createDesktopAuthSession(bridge.auth, navigate);
    expect(auth.current()).toEqual({ status: 'loading' });
    const listener = jest.fn();
    auth.subscribe(listener);
    pushAuth(admin);
    expect(auth.current()).toEqual(admin);
    expect(listener).toHaveBeenCalledWith(admin);
  });

  it('goes to returnTo once main has signed the user in', async () => {
    const { bridge } = fakeBridge();
    const go = jest.fn();
    const auth = await createDesktopAuthSession(bridge.auth, go);
    await auth.signIn('/tools/system-management/contacts');
    expect(bridge.auth.signIn).toHaveBeenCalledWith();
    expect(go).toHaveBeenCalledWith('/tools/system-management/contacts');
  });

  it('stays where it is when the sign-in fails, and passes the reason on', async () => {
    const { bridge } = fakeBridge();
    (bridge.auth.signIn as jest.Mock).mockRejectedValueOnce(new Error('The sign-in provider answered access_denied.'));
    const go = jest.fn();
    const auth = await createDesktopAuthSession(bridge.auth, go);
    await expect(auth.signIn('/dashboard')).rejects.toThrow('access_denied');
    expect(go).not.toHaveBeenCalled();
  });

  it('asks main for access tokens and sign-out', async () => {
    const { bridge } = fakeBridge(undefined, admin);
    const auth = await createDesktopAuthSession(bridge.auth, navigate);
    await expect(auth.getAccessToken()).resolves.toBe('access-token');
    await auth.signOut();
    expect(bridge.auth.signOut).toHaveBeenCalled();
  });
});

describe('desktop home screen', () => {
  /** Main's settings for the one key: stores what it is given, answers the default '' after a delete. */
  function settingsBridge(stored: string) {
    let value = stored;
    return {
      get: jest.fn(async () => value),
      set: jest.fn(async (_key: string, next: string) => (value = next)),
      delete: jest.fn(async () => (value = '')),
    };
  }

  it('is part of the desktop ports, starting from the stored choice', async () => {
    const { bridge } = fakeBridge();
    bridge.settings = settingsBridge('/yamcolo-operations-dashboard');
    const ports = await createDesktopPorts(bridge, navigate);
    expect(ports.homeScreen?.current()).toBe('/yamcolo-operations-dashboard');
    expect(bridge.settings.get).toHaveBeenCalledWith('homeScreen');
  });

  it('stores a choice in main, clears it with null, and tells every listener', async () => {
    const settings = settingsBridge('');
    const homeScreen = await createDesktopHomeScreen(settings);
    expect(homeScreen.current()).toBeNull();
    const heard: (string | null)[] = [];
    homeScreen.subscribe((path) => heard.push(path));

    await homeScreen.set('/tools/temperature-profiles');
    expect(settings.set).toHaveBeenCalledWith('homeScreen', '/tools/temperature-profiles');
    expect(homeScreen.current()).toBe('/tools/temperature-profiles');

    await homeScreen.set(null);
    expect(settings.delete).toHaveBeenCalledWith('homeScreen');
    expect(homeScreen.current()).toBeNull();
    expect(heard).toEqual(['/tools/temperature-profiles', null]);
  });

  it('keeps the previous choice when main refuses to store one', async () => {
    const settings = settingsBridge('/stagecoach-operations-dashboard');
    settings.set.mockRejectedValueOnce(new Error('homeScreen must be one of the screens the app offers'));
    const homeScreen = await createDesktopHomeScreen(settings);
    await expect(homeScreen.set('/yamcolo-time-series-dashboard')).rejects.toThrow('homeScreen must be one');
    expect(homeScreen.current()).toBe('/stagecoach-operations-dashboard');
  });
});

describe('desktop wall display', () => {
  function wallBridge() {
    return fakeBridge().bridge.wallMode as jest.Mocked<PortalBridge['wallMode']>;
  }

  it("reads main's playlist once, offers the start at sign-in, and is part of the ports", async () => {
    const { bridge } = fakeBridge();
    const ports = await createDesktopPorts(bridge, navigate);
    expect(ports.wallDisplay.current()).toEqual({ screens: ['/yamcolo-operations-dashboard'], seconds: 60, startOnLogin: false });
    expect(ports.wallDisplay.canStartOnLogin).toBe(true);
    expect(bridge.wallMode.get).toHaveBeenCalledTimes(1);
  });

  it('stores a playlist in main, mirrors what main stored and tells every listener', async () => {
    const wallMode = wallBridge();
    wallMode.set.mockImplementationOnce(async (settings) => ({ ...settings, seconds: 90 }));
    const display = await createDesktopWallDisplay(wallMode);
    const heard: unknown[] = [];
    display.subscribe((settings) => heard.push(settings));
    await display.set({ screens: ['/tools/temperature-profiles', '/stagecoach-time-series-dashboard'], seconds: 90, startOnLogin: true });
    expect(wallMode.set).toHaveBeenCalledWith({
      screens: ['/tools/temperature-profiles', '/stagecoach-time-series-dashboard'], seconds: 90, startOnLogin: true,
    });
    const stored = { screens: ['/tools/temperature-profiles', '/stagecoach-time-series-dashboard'], seconds: 90, startOnLogin: true };
    expect(display.current()).toEqual(stored);
    expect(heard).toEqual([stored]);
  });

  it('keeps the previous playlist when main refuses one', async () => {
    const wallMode = wallBridge();
    wallMode.set.mockRejectedValueOnce(new Error('wallSeconds must be a whole number from 10 to 3600'));
    const display = await createDesktopWallDisplay(wallMode);
    await expect(display.set({ screens: [], seconds: 5, startOnLogin: false })).rejects.toThrow('wallSeconds must be');
    expect(display.current().seconds).toBe(60);
  });

  it("asks main for the wall's window state, and a refusal is a warning, not a failure", async () => {
    const wallMode = wallBridge();
    const warn = jest.fn();
    const display = await createDesktopWallDisplay(wallMode, warn);
    await display.enter();
    expect(wallMode.enter).toHaveBeenCalledTimes(1);
    wallMode.exit.mockRejectedValueOnce(new Error('no window'));
    await expect(display.exit()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Wall mode could not end: no window');
  });
});

describe('createDesktopLastAnswers', () => {
  it("reads and keeps through main, and neither way fails or holds up a screen when main cannot", async () => {
    const answer = { savedAt: '2026-12-04T14:05:00.000Z', data: [1] };
    const bridge = { read: jest.fn(async () => answer), write: jest.fn(async () => undefined) };
    const warn = jest.fn();
    const store = createDesktopLastAnswers(bridge, warn);
    await expect(store.read('GET a')).resolves.toEqual(answer);
    store.write('GET a', answer);
    expect(bridge.write).toHaveBeenCalledWith('GET a', answer);

    bridge.read.mockRejectedValueOnce(new Error('main is gone'));
    await expect(store.read('GET a')).resolves.toBeNull();
    bridge.write.mockRejectedValueOnce(new Error('disk full'));
    expect(() => store.write('GET a', answer)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not keep a dashboard answer: Error: disk full'));
  });
});
