import type { PortalBridge, UpdateState } from '../shared/bridge';
import { createDesktopPorts, createDesktopUpdater } from './desktop-ports';

function fakeBridge(initialUpdate: UpdateState = { state: 'idle' }) {
  const pushListeners: ((state: UpdateState) => void)[] = [];
  const bridge: PortalBridge = {
    platform: { info: jest.fn(async () => ({ version: '1.4.2', os: 'Windows 10.0.22631 (x64)', backendUrl: 'https://portal.example.org/water' })) },
    settings: { get: jest.fn(), set: jest.fn(), delete: jest.fn() },
    tokens: { get: jest.fn(async () => 'abc'), set: jest.fn(), delete: jest.fn() },
    files: { save: jest.fn(async () => 'saved' as const) },
    notifications: { notify: jest.fn(async () => undefined) },
    updates: {
      current: jest.fn(async () => initialUpdate),
      check: jest.fn(async () => undefined),
      installAndRestart: jest.fn(async () => undefined),
      onState: jest.fn((listener: (state: UpdateState) => void) => {
        pushListeners.push(listener);
        return () => undefined;
      }),
    },
  };
  return { bridge, push: (state: UpdateState) => pushListeners.forEach((listener) => listener(state)) };
}

describe('desktop platform ports', () => {
  it('describes the desktop platform with the API under the configured backend', async () => {
    const ports = await createDesktopPorts(fakeBridge().bridge);
    expect(ports.info).toEqual({ kind: 'desktop', version: '1.4.2', os: 'Windows 10.0.22631 (x64)', apiBaseUrl: 'https://portal.example.org/water/api' });
  });

  it('sends a Blob to main as its bytes', async () => {
    const { bridge } = fakeBridge();
    const ports = await createDesktopPorts(bridge);
    await expect(ports.files.save('flows.csv', new Blob(['date,flow\n']), 'text/csv')).resolves.toBe('saved');
    const [name, data, mimeType] = (bridge.files.save as jest.Mock).mock.calls[0];
    expect([name, new TextDecoder().decode(data), mimeType]).toEqual(['flows.csv', 'date,flow\n', 'text/csv']);
    expect(data).toBeInstanceOf(Uint8Array);
  });

  it('routes tokens and notifications to the bridge', async () => {
    const { bridge } = fakeBridge();
    const ports = await createDesktopPorts(bridge);
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
