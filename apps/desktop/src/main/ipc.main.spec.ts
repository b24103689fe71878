import { IPC_CHANNEL, type IpcResponse, type UpdateState } from '../shared/bridge';
import { createIpcDispatcher, createIpcHandlers, isIpcMethod, registerIpcChannel, type IpcMainLike, type IpcServices } from './ipc.main';
import { createRendererTokenStore, REFRESH_TOKEN_KEY, SecureStorage, type Keychain } from './secure-storage.main';

function setup() {
  const stored = new Map<string, string>([[REFRESH_TOKEN_KEY, 'the-refresh-token']]);
  const keychain: Keychain = {
    getPassword: jest.fn(async (_service, account) => stored.get(account) ?? null),
    setPassword: jest.fn(async (_service, account, password) => {
      stored.set(account, password);
    }),
    deletePassword: jest.fn(async (_service, account) => stored.delete(account)),
  };
  const services: IpcServices = {
    platformInfo: () => ({ version: '1.0.0', os: 'Linux', backendUrl: 'http://localhost:3000' }),
    settings: {
      get: jest.fn(() => 'http://localhost:3000'),
      set: jest.fn(async (_key, value: string) => value),
      delete: jest.fn(async () => 'http://localhost:3000'),
    },
    tokens: createRendererTokenStore(new SecureStorage(async () => keychain)),
    files: { save: jest.fn(async () => 'saved' as const) },
    downloads: { download: jest.fn(async () => 'saved' as const), cancel: jest.fn() },
    notifications: { notify: jest.fn(async () => undefined) },
    updates: {
      current: (): UpdateState => ({ state: 'idle' }),
      check: jest.fn(async () => undefined),
      installAndRestart: jest.fn(async () => undefined),
    },
    auth: {
      current: () => ({ status: 'signed-out' }),
      signIn: jest.fn(async () => undefined),
      signOut: jest.fn(async () => undefined),
      accessToken: jest.fn(async () => 'the-access-token'),
    },
    wallMode: {
      get: () => ({ screens: ['/yamcolo-operations-dashboard'], seconds: 60, startOnLogin: false }),
      set: jest.fn(async (settings) => settings),
      enter: jest.fn(),
      exit: jest.fn(),
    },
    lastAnswers: {
      read: jest.fn(async (key: string) => (key === 'GET dashboard-yamcolo7daygraph' ? { savedAt: '2026-12-04T14:05:00.000Z', data: [1] } : null)),
      write: jest.fn(),
    },
  };
  const warn = jest.fn();
  const dispatch = createIpcDispatcher(createIpcHandlers(services), warn);
  return { dispatch, services, keychain, stored, warn };
}

function expectRefusal(response: IpcResponse, message: RegExp): void {
  expect(response.ok).toBe(false);
  if (!response.ok) expect(response.error).toMatch(message);
}

describe('IPC dispatcher', () => {
  it('routes a valid request and wraps the result', async () => {
    const { dispatch } = setup();
    await expect(dispatch({ method: 'platform.info', params: undefined })).resolves.toEqual({
      ok: true,
      value: { version: '1.0.0', os: 'Linux', backendUrl: 'http://localhost:3000' },
    });
    await expect(dispatch({ method: 'updates.current', params: undefined })).resolves.toEqual({ ok: true, value: { state: 'idle' } });
  });

  it('passes validated params to the service', async () => {
    const { dispatch, services } = setup();
    const data = new Uint8Array([1, 2, 3]);
    await expect(dispatch({ method: 'files.save', params: { suggestedName: 'flows.csv', data, mimeType: 'text/csv' } })).resolves.toEqual({
      ok: true,
      value: 'saved',
    });
    expect(services.files.save).toHaveBeenCalledWith('flows.csv', data, 'text/csv');
    await dispatch({ method: 'settings.set', params: { key: 'backendUrl', value: 'https://portal.example.org' } });
    expect(services.settings.set).toHaveBeenCalledWith('backendUrl', 'https://portal.example.org');
    const call = { url: 'http://localhost:3000/api/query-and-download/raw', body: '{}', suggestedName: 'a.csv', mimeType: 'text/csv' };
    await expect(dispatch({ method: 'files.download', params: { id: 'dl-1', ...call } })).resolves.toEqual({ ok: true, value: 'saved' });
    expect(services.downloads.download).toHaveBeenCalledWith('dl-1', call);
    await dispatch({ method: 'files.cancelDownload', params: { id: 'dl-1' } });
    expect(services.downloads.cancel).toHaveBeenCalledWith('dl-1');
  });

  it.each(['shell.openExternal', 'tokens.getAll', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'rejects the unknown method %s',
    async (method) => {
      const { dispatch } = setup();
      expectRefusal(await dispatch({ method, params: undefined }), /Unknown method/);
    },
  );

  it.each([
    ['not an object', 'platform.info'],
    ['null', null],
    ['an array', ['platform.info']],
    ['a numeric method', { method: 42, params: undefined }],
    ['extra fields', { method: 'platform.info', params: undefined, sender: 'main' }],
  ])('rejects a malformed message (%s)', async (_case, message) => {
    const { dispatch } = setup();
    expectRefusal(await dispatch(message), /Malformed request/);
  });

  it.each([
    ['missing params', { method: 'tokens.get', params: undefined }],
    ['a wrong type', { method: 'tokens.get', params: { key: 42 } }],
    ['extra params', { method: 'tokens.get', params: { key: 'a', service: 'other-app' } }],
    ['params where none are expected', { method: 'updates.check', params: { force: true } }],
    ['an unknown setting', { method: 'settings.get', params: { key: 'nodeIntegration' } }],
    ['bytes that are not bytes', { method: 'files.save', params: { suggestedName: 'a.csv', data: 'a,b', mimeType: 'text/csv' } }],
    ['a download id that is not plain', { method: 'files.cancelDownload', params: { id: '../x' } }],
    ['a download body that is not text', { method: 'files.download', params: { id: 'a', url: 'http://localhost:3000/api/x', body: { a: 1 }, suggestedName: 'a', mimeType: 'text/csv' } }],
    ['an empty notification title', { method: 'notifications.notify', params: { title: '', body: 'x' } }],
    ['an oversized keychain value', { method: 'tokens.set', params: { key: 'a', value: 'x'.repeat(16 * 1024 + 1) } }],
    ['params to sign-in (where to go afterwards stays in the renderer)', { method: 'auth.signIn', params: { returnTo: '/tools' } }],
  ])('rejects %s before any handler runs', async (_case, message) => {
    const { dispatch, keychain, services } = setup();
    expectRefusal(await dispatch(message), /Invalid params/);
    expect(keychain.getPassword).not.toHaveBeenCalled();
    expect(keychain.setPassword).not.toHaveBeenCalled();
    expect(services.settings.get).not.toHaveBeenCalled();
    expect(services.files.save).not.toHaveBeenCalled();
    expect(services.downloads.download).not.toHaveBeenCalled();
    expect(services.downloads.cancel).not.toHaveBeenCalled();
    expect(services.notifications.notify).not.toHaveBeenCalled();
    expect(services.updates.check).not.toHaveBeenCalled();
    expect(services.auth.signIn).not.toHaveBeenCalled();
  });

  it('routes the sign-in methods to the sign-in service', async () => {
    const { dispatch, services } = setup();
    await expect(dispatch({ method: 'auth.state', params: undefined })).resolves.toEqual({ ok: true, value: { status: 'signed-out' } });
    await expect(dispatch({ method: 'auth.accessToken', params: undefined })).resolves.toEqual({ ok: true, value: 'the-access-token' });
    await dispatch({ method: 'auth.signIn', params: undefined });
    await dispatch({ method: 'auth.signOut', params: undefined });
    expect(services.auth.signIn).toHaveBeenCalledTimes(1);
    expect(services.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('serves ordinary keychain entries', async () => {
    const { dispatch } = setup();
    await expect(dispatch({ method: 'tokens.set', params: { key: 'auth.access-token', value: 'abc' } })).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    await expect(dispatch({ method: 'tokens.get', params: { key: 'auth.access-token' } })).resolves.toEqual({ ok: true, value: 'abc' });
  });

  it('refuses to read the refresh token across IPC, and the keychain is never asked', async () => {
    const { dispatch, keychain } = setup();
    const response = await dispatch({ method: 'tokens.get', params: { key: REFRESH_TOKEN_KEY } });
    expectRefusal(response, /not available to the renderer/);
    expect(JSON.stringify(response)).not.toContain('the-refresh-token');
    expect(keychain.getPassword).not.toHaveBeenCalled();
  });

  it('refuses to overwrite or delete the refresh token across IPC', async () => {
    const { dispatch, stored } = setup();
    expectRefusal(await dispatch({ method: 'tokens.set', params: { key: REFRESH_TOKEN_KEY, value: 'forged' } }), /not available/);
    expectRefusal(await dispatch({ method: 'tokens.delete', params: { key: REFRESH_TOKEN_KEY } }), /not available/);
    expect(stored.get(REFRESH_TOKEN_KEY)).toBe('the-refresh-token');
  });

  it('turns a failing handler into an error response, not a thrown error', async () => {
    const { dispatch, services, warn } = setup();
    (services.notifications.notify as jest.Mock).mockRejectedValueOnce(new Error('This system cannot show notifications'));
    await expect(dispatch({ method: 'notifications.notify', params: { title: 'Alert', body: 'Stagecoach above trigger' } })).resolves.toEqual({
      ok: false,
      error: 'This system cannot show notifications',
    });
    expect(warn).toHaveBeenCalled();
  });

  it('routes the wall-mode methods, with a playlist of the screens the UI offers, each once, and seconds within bounds', async () => {
    const { dispatch, services } = setup();
    const playlist = { screens: ['/stagecoach-operations-dashboard', '/tools/temperature-profiles'], seconds: 30, startOnLogin: true };
    await expect(dispatch({ method: 'wallMode.set', params: playlist })).resolves.toEqual({ ok: true, value: playlist });
    expect(services.wallMode.set).toHaveBeenCalledWith(playlist);
    await expect(dispatch({ method: 'wallMode.get', params: undefined })).resolves.toEqual({
      ok: true,
      value: { screens: ['/yamcolo-operations-dashboard'], seconds: 60, startOnLogin: false },
    });
    await dispatch({ method: 'wallMode.enter', params: undefined });
    await dispatch({ method: 'wallMode.exit', params: undefined });
    expect(services.wallMode.enter).toHaveBeenCalledTimes(1);
    expect(services.wallMode.exit).toHaveBeenCalledTimes(1);

    for (const [params, problem] of [
      [{ ...playlist, screens: ['/auth/logout'] }, /unknown screen/],
      [{ ...playlist, screens: ['/tools/temperature-profiles', '/tools/temperature-profiles'] }, /listed twice/],
      [{ ...playlist, seconds: 5 }, /seconds/],
      [{ ...playlist, seconds: 3601 }, /seconds/],
      [{ ...playlist, seconds: 12.5 }, /seconds/],
      [{ ...playlist, startOnLogin: 'true' }, /startOnLogin/],
      [{ ...playlist, kiosk: true }, /Unrecognized key/],
      [{ screens: [], seconds: 60 }, /startOnLogin/],
    ] as const) {
      expectRefusal(await dispatch({ method: 'wallMode.set', params }), problem);
    }
    expectRefusal(await dispatch({ method: 'wallMode.enter', params: { fullScreen: false } }), /Invalid params/);
    expect(services.wallMode.set).toHaveBeenCalledTimes(1);
  });

  it("reads and keeps the dashboards' last answers, and refuses a key or answer of any other shape", async () => {
    const { dispatch, services } = setup();
    await expect(dispatch({ method: 'lastAnswers.read', params: { key: 'GET dashboard-yamcolo7daygraph' } })).resolves.toEqual({
      ok: true,
      value: { savedAt: '2026-12-04T14:05:00.000Z', data: [1] },
    });
    await expect(dispatch({ method: 'lastAnswers.read', params: { key: 'GET other' } })).resolves.toEqual({ ok: true, value: null });
    const answer = { savedAt: '2026-12-04T14:05:00.000Z', data: { rows: [] } };
    await expect(dispatch({ method: 'lastAnswers.write', params: { key: 'GET x', answer } })).resolves.toEqual({ ok: true, value: undefined });
    expect(services.lastAnswers.write).toHaveBeenCalledWith('GET x', answer);
    for (const [params, problem] of [
      [{ key: '' }, /key/],
      [{ key: 'x'.repeat(8193) }, /key/],
      [{ key: 'GET x', extra: 1 }, /Unrecognized key/],
    ] as const) {
      expectRefusal(await dispatch({ method: 'lastAnswers.read', params }), problem);
    }
    for (const [params, problem] of [
      [{ key: 'GET x', answer: { savedAt: 'yesterday', data: 1 } }, /savedAt/],
      [{ key: 'GET x', answer: { savedAt: answer.savedAt } }, /data/],
      [{ key: 'GET x', answer: { ...answer, token: 'secret' } }, /Unrecognized key/],
      [{ key: 'GET x' }, /answer/],
    ] as const) {
      expectRefusal(await dispatch({ method: 'lastAnswers.write', params }), problem);
    }
    expect(services.lastAnswers.write).toHaveBeenCalledTimes(1);
  });

  it('knows its methods by own name only', () => {
    expect(isIpcMethod('tokens.get')).toBe(true);
    expect(isIpcMethod('__proto__')).toBe(false);
  });
});

describe('registerIpcChannel', () => {
  function register(isTrusted: boolean) {
    let listener: Parameters<IpcMainLike['handle']>[1] | undefined;
    const ipcMain: IpcMainLike = {
      handle: jest.fn((_channel, next) => {
        listener = next;
      }),
    };
    const dispatch = jest.fn(async (): Promise<IpcResponse> => ({ ok: true, value: 'dispatched' }));
    registerIpcChannel(ipcMain, dispatch, () => isTrusted, jest.fn());
    return { ipcMain, dispatch, send: (frame: { url: string } | null, message: unknown) => listener?.({ senderFrame: frame }, message) };
  }

  it('listens on the one channel', () => {
    const { ipcMain } = register(true);
    expect(ipcMain.handle).toHaveBeenCalledTimes(1);
    expect(ipcMain.handle).toHaveBeenCalledWith(IPC_CHANNEL, expect.any(Function));
  });

  it('dispatches messages from the app document', async () => {
    const { send, dispatch } = register(true);
    await expect(send({ url: 'file:///app/index.html' }, { method: 'platform.info' })).resolves.toEqual({ ok: true, value: 'dispatched' });
    expect(dispatch).toHaveBeenCalledWith({ method: 'platform.info' });
  });

  it('refuses messages from other frames and from destroyed frames without dispatching', async () => {
    const { send, dispatch } = register(false);
    await expect(send({ url: 'https://evil.example/' }, { method: 'platform.info' })).resolves.toMatchObject({ ok: false });
    await expect(send(null, { method: 'platform.info' })).resolves.toMatchObject({ ok: false });
    expect(dispatch).not.toHaveBeenCalled();
  });
});
