// The preload runs against Electron's contextBridge and ipcRenderer; here both are recording stand-ins.
jest.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: jest.fn() },
  ipcRenderer: { invoke: jest.fn(), on: jest.fn(), removeListener: jest.fn() },
}));

import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNEL, type AuthState, type IpcEvent, type PortalBridge } from '../shared/bridge';
import './index';

const exposeInMainWorld = contextBridge.exposeInMainWorld as jest.Mock;
const invoke = ipcRenderer.invoke as jest.Mock;
const on = ipcRenderer.on as jest.Mock;
const removeListener = ipcRenderer.removeListener as jest.Mock;

function exposedBridge(): PortalBridge {
  return exposeInMainWorld.mock.calls[0][1] as PortalBridge;
}

describe('preload bridge', () => {
  beforeEach(() => {
    invoke.mockReset();
    on.mockReset();
    removeListener.mockReset();
  });

  it('exposes exactly one global, window.portal, and not ipcRenderer', () => {
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(exposeInMainWorld.mock.calls[0][0]).toBe('portal');
    const exposed = JSON.stringify(Object.keys(exposedBridge()));
    expect(exposed).toBe(JSON.stringify(['platform', 'settings', 'tokens', 'files', 'notifications', 'updates', 'auth', 'lastAnswers', 'wallMode']));
  });

  it('sends each call as { method, params } on the one channel and unwraps the result', async () => {
    invoke.mockResolvedValueOnce({ ok: true, value: 'abc' });
    await expect(exposedBridge().tokens.get('auth.access-token')).resolves.toBe('abc');
    expect(invoke).toHaveBeenCalledWith(IPC_CHANNEL, { method: 'tokens.get', params: { key: 'auth.access-token' } });

    invoke.mockResolvedValueOnce({ ok: true, value: 'saved' });
    const data = new Uint8Array([1]);
    await exposedBridge().files.save('flows.csv', data, 'text/csv');
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNEL, { method: 'files.save', params: { suggestedName: 'flows.csv', data, mimeType: 'text/csv' } });
  });

  it("sends wall mode's calls as the other methods are", async () => {
    const playlist = { screens: ['/tools/temperature-profiles' as const], seconds: 30, startOnLogin: false };
    invoke.mockResolvedValueOnce({ ok: true, value: playlist });
    await expect(exposedBridge().wallMode.set(playlist)).resolves.toEqual(playlist);
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNEL, { method: 'wallMode.set', params: playlist });
    invoke.mockResolvedValueOnce({ ok: true, value: undefined });
    await exposedBridge().wallMode.enter();
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNEL, { method: 'wallMode.enter', params: undefined });

    const answer = { savedAt: '2026-12-04T14:05:00.000Z', data: [1] };
    invoke.mockResolvedValueOnce({ ok: true, value: undefined });
    await exposedBridge().lastAnswers.write('GET a', answer);
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNEL, { method: 'lastAnswers.write', params: { key: 'GET a', answer } });
    invoke.mockResolvedValueOnce({ ok: true, value: answer });
    await expect(exposedBridge().lastAnswers.read('GET a')).resolves.toEqual(answer);
    expect(invoke).toHaveBeenLastCalledWith(IPC_CHANNEL, { method: 'lastAnswers.read', params: { key: 'GET a' } });
  });

  it('turns an error response into a rejected promise with the message', async () => {
    invoke.mockResolvedValueOnce({ ok: false, error: 'Keychain entry "auth.refresh-token" is not available to the renderer' });
    await expect(exposedBridge().tokens.get('auth.refresh-token')).rejects.toThrow('not available to the renderer');
  });

  it('hands update states to the page without the IPC event, and unsubscribes', () => {
    const listener = jest.fn();
    const unsubscribe = exposedBridge().updates.onState(listener);
    expect(on).toHaveBeenCalledWith(IPC_CHANNEL, expect.any(Function));
    const handler = on.mock.calls[0][1] as (event: unknown, message: IpcEvent) => void;
    const ipcEvent = { sender: ipcRenderer };
    handler(ipcEvent, { type: 'update-state', state: { state: 'downloading', percent: 30 } });
    expect(listener).toHaveBeenCalledWith({ state: 'downloading', percent: 30 });
    expect(listener.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    expect(removeListener).toHaveBeenCalledWith(IPC_CHANNEL, handler);
  });

  it('keeps auth states and update states apart', () => {
    const onAuth = jest.fn();
    const onUpdate = jest.fn();
    exposedBridge().auth.onState(onAuth);
    exposedBridge().updates.onState(onUpdate);
    const state: AuthState = { status: 'signed-in', user: { sub: 'admin', roles: ['Administrator'] } };
    for (const [, handler] of on.mock.calls as [string, (event: unknown, message: IpcEvent) => void][]) {
      handler({ sender: ipcRenderer }, { type: 'auth-state', state });
    }
    expect(onAuth).toHaveBeenCalledWith(state);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('asks main to sign in with no params: where to go afterwards stays in the page', async () => {
    invoke.mockResolvedValueOnce({ ok: true, value: undefined });
    await exposedBridge().auth.signIn();
    expect(invoke).toHaveBeenCalledWith(IPC_CHANNEL, { method: 'auth.signIn', params: undefined });
  });
});
