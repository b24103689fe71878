/**
 * The OS keychain (macOS Keychain, Windows Credential Manager, libsecret on Linux) through keytar, reached
 * only from the main process. keytar sits behind the Keychain interface so tests inject a fake, and it is
 * loaded on first use so a PC without a keychain service still starts (token calls fail, the app runs).
 */

/** The part of keytar this app uses. */
export interface Keychain {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The name entries are filed under in the OS keychain; changing it orphans every stored entry. */
export const KEYCHAIN_SERVICE = 'Basin Water Portal';

/** Where the main-process sign-in keeps the OIDC refresh token. Never readable over IPC. */
export const REFRESH_TOKEN_KEY = 'auth.refresh-token';

/** Keys are keychain account names: short and plain, so they look the same in every OS's keychain UI. */
const KEY_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export class InvalidKeyError extends Error {
  override readonly name = 'InvalidKeyError';
}

export class MainOnlyKeyError extends Error {
  override readonly name = 'MainOnlyKeyError';
}

function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new InvalidKeyError(`Invalid keychain key "${key}"`);
}

/**
 * Entries that stay in main. Matched by pattern rather than by REFRESH_TOKEN_KEY alone, so that a later
 * "oidc.refresh_token" or "RefreshToken" cannot slip across by being spelled differently.
 */
export function isMainOnlyKey(key: string): boolean {
  return key === REFRESH_TOKEN_KEY || /refresh/i.test(key);
}

export class SecureStorage {
  constructor(
    private readonly loadKeychain: () => Promise<Keychain>,
    private readonly service: string = KEYCHAIN_SERVICE,
  ) {}

  async get(key: string): Promise<string | null> {
    assertValidKey(key);
    return (await this.loadKeychain()).getPassword(this.service, key);
  }

  async set(key: string, value: string): Promise<void> {
    assertValidKey(key);
    await (await this.loadKeychain()).setPassword(this.service, key, value);
  }

  /** Deleting an entry that does not exist is not an error: the outcome the caller wanted holds. */
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await (await this.loadKeychain()).deletePassword(this.service, key);
  }
}

/** The TokenStorage the renderer gets over IPC: the same keychain, minus the entries that stay in main. */
export function createRendererTokenStore(storage: SecureStorage): Pick<SecureStorage, 'get' | 'set' | 'delete'> {
  const refuseMainOnly = (key: string): void => {
    if (isMainOnlyKey(key)) throw new MainOnlyKeyError(`Keychain entry "${key}" is not available to the renderer`);
  };
  return {
    async get(key) {
      refuseMainOnly(key);
      return storage.get(key);
    },
    async set(key, value) {
      refuseMainOnly(key);
      return storage.set(key, value);
    },
    async delete(key) {
      refuseMainOnly(key);
      return storage.delete(key);
    },
  };
}

/**
 * Loads keytar once, on first use. A failed load is not cached, so installing the keychain service (e.g.
 * gnome-keyring) takes effect without restarting the app.
 */
export function lazyKeytar(load: () => Promise<Keychain> = () => import('keytar')): () => Promise<Keychain> {
  let loaded: Promise<Keychain> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw new Error(`The OS keychain is not available: ${error instanceof Error ? error.message : String(error)}`);
    });
    return loaded;
  };
}
