import {
  createRendererTokenStore,
  InvalidKeyError,
  isMainOnlyKey,
  KEYCHAIN_SERVICE,
  lazyKeytar,
  MainOnlyKeyError,
  REFRESH_TOKEN_KEY,
  SecureStorage,
  type Keychain,
} from './secure-storage.main';

/** An in-memory keychain keyed like the real one, by service and account. */
function fakeKeychain() {
  const entries = new Map<string, string>();
  const id = (service: string, account: string) => `${service}\u0000${account}`;
  const keychain: Keychain & { entries: Map<string, string> } = {
    entries,
    getPassword: jest.fn(async (service, account) => entries.get(id(service, account)) ?? null),
    setPassword: jest.fn(async (service, account, password) => {
      entries.set(id(service, account), password);
    }),
    deletePassword: jest.fn(async (service, account) => entries.delete(id(service, account))),
  };
  return keychain;
}

describe('SecureStorage over a fake keychain', () => {
  it('stores, reads and deletes entries under the app service name', async () => {
    const keychain = fakeKeychain();
    const storage = new SecureStorage(async () => keychain);
    await storage.set('auth.access-token', 'abc');
    expect(keychain.setPassword).toHaveBeenCalledWith(KEYCHAIN_SERVICE, 'auth.access-token', 'abc');
    await expect(storage.get('auth.access-token')).resolves.toBe('abc');
    await storage.delete('auth.access-token');
    await expect(storage.get('auth.access-token')).resolves.toBeNull();
  });

  it('reads a missing entry as null and deletes it without error', async () => {
    const keychain = fakeKeychain();
    const storage = new SecureStorage(async () => keychain);
    await expect(storage.get('never-set')).resolves.toBeNull();
    await expect(storage.delete('never-set')).resolves.toBeUndefined();
  });

  it('keeps main-only entries available to main itself', async () => {
    const keychain = fakeKeychain();
    const storage = new SecureStorage(async () => keychain);
    await storage.set(REFRESH_TOKEN_KEY, 'refresh');
    await expect(storage.get(REFRESH_TOKEN_KEY)).resolves.toBe('refresh');
  });

  it.each(['', 'a b', '../x', 'x'.repeat(101), 'key\u0000', 'ключ'])('refuses the key %j before touching the keychain', async (key) => {
    const keychain = fakeKeychain();
    const storage = new SecureStorage(async () => keychain);
    await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
    await expect(storage.set(key, 'v')).rejects.toThrow(InvalidKeyError);
    expect(keychain.getPassword).not.toHaveBeenCalled();
    expect(keychain.setPassword).not.toHaveBeenCalled();
  });
});

describe('isMainOnlyKey', () => {
  it.each([
    [REFRESH_TOKEN_KEY, true],
    ['oidc.refresh_token', true],
    ['RefreshToken', true],
    ['auth.access-token', false],
    ['ui.last-station', false],
  ])('%s → %s', (key, expected) => {
    expect(isMainOnlyKey(key)).toBe(expected);
  });
});

describe('createRendererTokenStore', () => {
  it('passes ordinary entries through', async () => {
    const keychain = fakeKeychain();
    const store = createRendererTokenStore(new SecureStorage(async () => keychain));
    await store.set('auth.access-token', 'abc');
    await expect(store.get('auth.access-token')).resolves.toBe('abc');
  });

  it('refuses to read, overwrite or delete refresh-token entries, and never reaches the keychain', async () => {
    const keychain = fakeKeychain();
    const storage = new SecureStorage(async () => keychain);
    await storage.set(REFRESH_TOKEN_KEY, 'refresh');
    (keychain.setPassword as jest.Mock).mockClear();
    const store = createRendererTokenStore(storage);

    await expect(store.get(REFRESH_TOKEN_KEY)).rejects.toThrow(MainOnlyKeyError);
    await expect(store.set(REFRESH_TOKEN_KEY, 'forged')).rejects.toThrow(MainOnlyKeyError);
    await expect(store.delete('oidc.refresh_token')).rejects.toThrow(MainOnlyKeyError);
    expect(keychain.getPassword).not.toHaveBeenCalled();
    expect(keychain.setPassword).not.toHaveBeenCalled();
    expect(keychain.deletePassword).not.toHaveBeenCalled();
    await expect(storage.get(REFRESH_TOKEN_KEY)).resolves.toBe('refresh');
  });
});

describe('lazyKeytar', () => {
  it('loads the keychain once, on first use', async () => {
    const keychain = fakeKeychain();
    const load = jest.fn(async () => keychain);
    const get = lazyKeytar(load);
    expect(load).not.toHaveBeenCalled();
    await expect(get()).resolves.toBe(keychain);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a missing keychain clearly and tries again on the next use', async () => {
    const keychain = fakeKeychain();
    const load = jest
      .fn<Promise<Keychain>, []>()
      .mockRejectedValueOnce(new Error('libsecret-1.so.0: cannot open shared object file'))
      .mockResolvedValueOnce(keychain);
    const storage = new SecureStorage(lazyKeytar(load));
    await expect(storage.get('auth.access-token')).rejects.toThrow(/OS keychain is not available: libsecret/);
    await expect(storage.get('auth.access-token')).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
