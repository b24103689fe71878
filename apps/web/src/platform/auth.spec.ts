import type { AuthClientConfig } from '@portal/contracts';
import type { AuthSession, AuthState } from '@portal/ui';
import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { createWebAuth } from './auth';

const ROLES_CLAIM = 'https://basin-water-portal.example/roles';
const CONFIG: AuthClientConfig = {
  issuer: 'http://portal.test/oidc',
  clientId: 'basin-water-portal',
  scope: 'openid profile email offline_access',
  rolesClaim: ROLES_CLAIM,
  extraQueryParams: {},
};
const STORAGE_KEY = `oidc.user:${CONFIG.issuer}:${CONFIG.clientId}`;

function storeUser(expiresAt: number, extra: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      access_token: 'stored-access-token',
      token_type: 'Bearer',
      scope: CONFIG.scope,
      expires_at: expiresAt,
      profile: { sub: 'demo-admin', name: 'Admin Demo', email: 'admin@demo.portal', [ROLES_CLAIM]: ['Administrator'] },
      ...extra,
    }),
  );
}

function settled(auth: AuthSession): Promise<AuthState> {
  return new Promise((resolve) => {
    if (auth.current().status !== 'loading') return resolve(auth.current());
    const stop = auth.subscribe((state) => {
      stop();
      resolve(state);
    });
  });
}

/** jsdom has no Response: the two members the adapter reads. */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

const now = () => Math.floor(Date.now() / 1000);

describe('web sign-in session', () => {
  let requested: string[];
  beforeEach(() => {
    window.localStorage.clear();
    requested = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      requested.push(String(url));
      return answer(200, CONFIG);
    }) as unknown as typeof fetch;
  });

  it('reads the user, roles included, from a stored unexpired session, and hands out its access token', async () => {
    storeUser(now() + 600);
    const auth = createWebAuth('/api');
    expect(auth.current()).toEqual({ status: 'loading' });
    expect(await settled(auth)).toEqual({
      status: 'signed-in',
      user: { sub: 'demo-admin', name: 'Admin Demo', email: 'admin@demo.portal', picture: undefined, roles: ['Administrator'] },
    });
    expect(await auth.getAccessToken()).toBe('stored-access-token');
    expect(requested).toEqual(['/api/auth/client-config']);
  });

  it('drops an expired session that has no refresh token: signed out, nothing kept', async () => {
    storeUser(now() - 60);
    const auth = createWebAuth('/api');
    expect(await settled(auth)).toEqual({ status: 'signed-out' });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(await auth.getAccessToken()).toBeNull();
  });

  it('is signed out with the reason when the sign-in settings cannot be loaded, and public calls go on without a token', async () => {
    globalThis.fetch = jest.fn(async () => answer(503, 'down')) as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = createWebAuth('/api');
    expect(await settled(auth)).toEqual({ status: 'signed-out', error: 'the sign-in settings could not be loaded (HTTP 503)' });
    expect(await auth.getAccessToken()).toBeNull();
    await expect(auth.signIn('/dashboard')).rejects.toThrow('the sign-in settings could not be loaded (HTTP 503)');
    warn.mockRestore();
  });

  it('keeps the session through a renewal that gets no answer, and signs out when the provider says it has ended', async () => {
    storeUser(now() - 60, { refresh_token: 'stored-refresh-token' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const silent = jest.spyOn(UserManager.prototype, 'signinSilent');
    // The server is away at the page's start: no answer to the renewal.
    silent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const auth = createWebAuth('/api');
    expect(await settled(auth)).toMatchObject({ status: 'signed-in', user: { sub: 'demo-admin', roles: ['Administrator'] } });
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();

    // Still away at the next call: no token, and the session stays.
    silent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await auth.getAccessToken()).toBeNull();
    expect(auth.current().status).toBe('signed-in');

    // The provider answers that the refresh token is no good: signed out, nothing kept.
    silent.mockRejectedValueOnce(new ErrorResponse({ error: 'invalid_grant' }));
    expect(await auth.getAccessToken()).toBeNull();
    expect(auth.current()).toEqual({ status: 'signed-out' });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    silent.mockRestore();
    warn.mockRestore();
  });
});
