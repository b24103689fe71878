/**
 * The desktop sign-in end to end, against the real embedded identity provider of the BUILT backend
 * (`npm run build` first): the backend runs as a service would, on a free loopback port and a scratch
 * PostgreSQL database; a cookie-keeping fetch plays the system browser (authorization page, the provider's
 * sign-in form, the redirect to the app's loopback server). Integration tier only:
 *   NODE_OPTIONS=--experimental-vm-modules npx jest --config apps/desktop/jest.integration.config.ts
 */
import type { AuthState } from '../shared/bridge';
import { SIGNED_IN_MESSAGE } from './loopback-redirect.main';
import { decodeJwtPayload } from './oidc-client.main';
import { REFRESH_TOKEN_KEY, SecureStorage, type Keychain } from './secure-storage.main';
import { SignInService } from './sign-in.main';
import { type BuiltBackend, startBuiltBackend } from './testing/built-backend';

const ROLES_CLAIM = 'https://basin-water-portal.example/roles';
const ADMIN = { email: 'admin@demo.portal', password: 'demo-password' };

/** The system browser: follows redirects by hand with a cookie jar, and fills in the provider's sign-in form. */
class Browser {
  private readonly cookies = new Map<string, string>();
  readonly pages: { url: string; status: number; text: string }[] = [];

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return res;
  }

  /** Opens `url` and walks on until a page that is not a redirect or the sign-in form; returns that page. */
  async open(url: string): Promise<{ url: string; status: number; text: string }> {
    let current = url;
    let res = await this.go(current);
    for (let hop = 0; hop < 15; hop++) {
      const location = res.headers.get('location');
      if (location && res.status >= 300 && res.status < 400) {
        current = new URL(location, current).toString();
        res = await this.go(current);
        continue;
      }
      const text = await res.text();
      const action = /<form method="post" action="([^"]+)"/.exec(text)?.[1];
      if (!action || !text.includes('name="password"')) {
        const page = { url: current, status: res.status, text };
        this.pages.push(page);
        return page;
      }
      res = await this.go(new URL(action, current).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(ADMIN).toString(),
      });
    }
    throw new Error(`the browser went round in circles from ${url}`);
  }
}

function memoryKeychain(): { storage: SecureStorage; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const keychain: Keychain = {
    getPassword: async (_service, account) => entries.get(account) ?? null,
    setPassword: async (_service, account, password) => void entries.set(account, password),
    deletePassword: async (_service, account) => entries.delete(account),
  };
  return { storage: new SecureStorage(async () => keychain), entries };
}

describe('desktop sign-in against the embedded identity provider', () => {
  let backend: BuiltBackend | undefined;
  let base: string;

  beforeAll(async () => {
    backend = await startBuiltBackend('portal-desktop-signin');
    base = backend.base;
  });

  afterAll(() => backend?.stop());

  it('signs in through the browser, renews, restores from the keychain and signs out with revocation', async () => {
    const browser = new Browser();
    const browsing: Promise<unknown>[] = [];
    const keychain = memoryKeychain();
    let skewMs = 0;
    const service = (states: AuthState[]) => {
      const created = new SignInService({
        backendUrl: () => base,
        // As the real system browser: it runs on its own; the app only asked for the URL to be opened.
        openExternal: async (url) => void browsing.push(browser.open(url)),
        secureStorage: keychain.storage,
        now: () => Date.now() + skewMs,
      });
      created.onState((state) => states.push(state));
      return created;
    };
    const storedRefreshToken = () => (JSON.parse(keychain.entries.get(REFRESH_TOKEN_KEY) ?? '{}') as { refreshToken?: string }).refreshToken;

    // Sign-in: system browser, provider's form, loopback callback.
    const states: AuthState[] = [];
    const app = service(states);
    await app.start();
    expect(app.current()).toEqual({ status: 'signed-out' });
    await app.signIn();
    await Promise.all(browsing);
    expect(app.current()).toEqual({
      status: 'signed-in',
      user: expect.objectContaining({ sub: expect.any(String), email: ADMIN.email, name: expect.any(String), roles: ['Administrator'] }),
    });
    const callbackPage = browser.pages.at(-1);
    expect(callbackPage?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
    expect(callbackPage?.status).toBe(200);
    expect(callbackPage?.text).toContain(SIGNED_IN_MESSAGE);
    const firstRefreshToken = storedRefreshToken();
    expect(firstRefreshToken).toEqual(expect.any(String));

    // The backend accepts the access token on an Admin route, and refuses the route without it.
    const accessToken = (await app.accessToken()) ?? '';
    expect(decodeJwtPayload(accessToken)).toMatchObject({ iss: `${base}/oidc`, [ROLES_CLAIM]: ['Administrator'] });
    const contacts = await fetch(`${base}/api/list-contacts`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(contacts.status).toBe(200);
    expect(Array.isArray(await contacts.json())).toBe(true);
    expect((await fetch(`${base}/api/list-contacts`)).status).toBe(401);

    // Within a minute of expiry the token is renewed, and the rotated refresh token replaces the old one.
    const lifetimeS = decodeJwtPayload(accessToken)['exp'] as number - Math.floor(Date.now() / 1000);
    skewMs = (lifetimeS - 30) * 1000;
    const renewed = await app.accessToken();
    expect(renewed).not.toBe(accessToken);
    expect(storedRefreshToken()).not.toBe(firstRefreshToken);
    expect((await fetch(`${base}/api/list-contacts`, { headers: { authorization: `Bearer ${renewed}` } })).status).toBe(200);
    skewMs = 0;

    // A restart: the session comes back from the keychain without the browser.
    const restartStates: AuthState[] = [];
    const restarted = service(restartStates);
    const pagesBefore = browser.pages.length;
    await restarted.start();
    expect(restartStates).toEqual([{ status: 'signed-in', user: expect.objectContaining({ email: ADMIN.email, roles: ['Administrator'] }) }]);
    expect(browser.pages).toHaveLength(pagesBefore);
    const lastRefreshToken = storedRefreshToken() ?? '';

    // Sign-out: revoked at the provider, gone from the keychain, and the provider's sign-out page opens in the
    // browser. It carries the ID token of the account signed in there, so the provider signs out without asking.
    await restarted.signOut();
    await Promise.all(browsing);
    expect(restarted.current()).toEqual({ status: 'signed-out' });
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
    const endSession = browser.pages.at(-1);
    expect(new URL(endSession?.url ?? '').searchParams.get('post_logout_redirect_uri')).toBe(`${base}/`);
    expect(endSession?.status).toBe(200);
    expect(endSession?.text).toContain('Signing out');
    expect(endSession?.text).not.toContain('Sign out of the portal?');
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
    const replay = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: lastRefreshToken, client_id: 'basin-water-portal' }).toString(),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
