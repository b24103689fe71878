/**
 * The desktop sign-in against a fake OpenID provider (a fake fetch that checks what a real one checks: PKCE,
 * redirect URI, rotating refresh tokens) and a fake system browser that follows the redirect to the real
 * loopback server. sign-in.main.int-spec.ts runs the same flow against the real embedded provider.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthState } from '../shared/bridge';
import { createIpcDispatcher, createIpcHandlers, type IpcServices } from './ipc.main';
import { SIGNED_IN_MESSAGE } from './loopback-redirect.main';
import { codeChallengeS256, createPkcePair } from './oidc-client.main';
import { createRendererTokenStore, REFRESH_TOKEN_KEY, SecureStorage, type Keychain } from './secure-storage.main';
import { RENEW_BEFORE_EXPIRY_MS, RESTORE_RETRY_MS, RESTORE_WAIT_MS, SESSION_ENDED_MESSAGE, SignInService, type SignInDependencies } from './sign-in.main';

const BACKEND = 'https://portal.example.org';
const ISSUER = `${BACKEND}/oidc`;
const CLIENT_ID = 'basin-water-portal';
const ROLES_CLAIM = 'https://basin-water-portal.example/roles';
const ACCESS_TOKEN_LIFETIME_S = 900;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface AuthorizationRequest {
  redirectUri: string;
  challenge: string;
  nonce: string;
}

/** What a provider does at its endpoints, with its own (not the app's) PKCE check. */
function fakeProvider(options: { roles?: unknown; revocation?: boolean; idTokenOverrides?: Record<string, unknown> } = {}) {
  const clock = { now: Date.parse('2025-05-01T12:00:00Z') };
  const codes = new Map<string, AuthorizationRequest>();
  const liveRefreshTokens = new Set<string>();
  const revoked: string[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const revocation = options.revocation ?? true;

  function idToken(nonce?: string) {
    const now = Math.floor(clock.now / 1000);
    const claims = {
      iss: ISSUER,
      aud: CLIENT_ID,
      sub: 'admin',
      iat: now,
      exp: now + ACCESS_TOKEN_LIFETIME_S,
      name: 'Ada Admin',
      email: 'admin@demo.portal',
      picture: 'data:image/svg+xml;base64,PHN2Zy8+',
      [ROLES_CLAIM]: options.roles ?? ['Administrator'],
      ...(nonce === undefined ? {} : { nonce }),
      ...options.idTokenOverrides,
    };
    return `${b64url({ alg: 'RS256' })}.${b64url(claims)}.signature`;
  }

  function issue(nonce?: string) {
    const refreshToken = token('refresh');
    liveRefreshTokens.add(refreshToken);
    return json({ access_token: token('access'), token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_S, refresh_token: refreshToken, id_token: idToken(nonce) });
  }

  function tokenEndpoint(form: URLSearchParams): Response {
    tokenRequests.push(form);
    if (form.get('client_id') !== CLIENT_ID || form.has('client_secret')) return json({ error: 'invalid_client' }, 401);
    if (form.get('grant_type') === 'authorization_code') {
      const request = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!request || request.redirectUri !== form.get('redirect_uri')) return json({ error: 'invalid_grant' }, 400);
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (challenge !== request.challenge) return json({ error: 'invalid_grant', error_description: 'PKCE verification failed' }, 400);
      return issue(request.nonce);
    }
    const presented = form.get('refresh_token') ?? '';
    // Rotation: a refresh token is good once.
    if (!liveRefreshTokens.delete(presented)) return json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, 400);
    return issue();
  }

  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const form = new URLSearchParams(String(init?.body ?? ''));
    switch (url) {
      case `${BACKEND}/api/auth/client-config`:
        return json({ issuer: ISSUER, clientId: CLIENT_ID, scope: 'openid profile email offline_access', rolesClaim: ROLES_CLAIM, extraQueryParams: {} });
      case `${ISSUER}/.well-known/openid-configuration`:
        return json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/auth`,
          token_endpoint: `${ISSUER}/token`,
          ...(revocation ? { revocation_endpoint: `${ISSUER}/token/revocation` } : {}),
          end_session_endpoint: `${ISSUER}/session/end`,
        });
      case `${ISSUER}/token`:
        return tokenEndpoint(form);
      case `${ISSUER}/token/revocation`:
        revoked.push(form.get('token') ?? '');
        liveRefreshTokens.delete(form.get('token') ?? '');
        return new Response(null, { status: 200 });
      default:
        return new Response('not found', { status: 404 });
    }
  });

  /** The provider's authorization endpoint: a user who is signed in there gets a code at once. */
  function authorize(url: URL): string {
    const code = token('code');
    codes.set(code, { redirectUri: url.searchParams.get('redirect_uri') ?? '', challenge: url.searchParams.get('code_challenge') ?? '', nonce: url.searchParams.get('nonce') ?? '' });
    return code;
  }

  return { fetch, clock, authorize, liveRefreshTokens, revoked, tokenRequests };
}

type Provider = ReturnType<typeof fakeProvider>;

/** The system browser: opens the authorization URL, and follows the provider's redirect to the loopback server. */
function fakeBrowser(provider: Provider, answer: (url: URL, code: string) => Record<string, string> = (url, code) => ({ code, state: url.searchParams.get('state') ?? '' })) {
  const opened: string[] = [];
  const pages: Promise<{ status: number; text: string }>[] = [];
  const visit = (url: string) => {
    const page = fetch(url).then(async (res) => ({ status: res.status, text: await res.text() }));
    pages.push(page);
    return page;
  };
  const openExternal = jest.fn(async (href: string) => {
    opened.push(href);
    const url = new URL(href);
    if (!href.startsWith(`${ISSUER}/auth`)) return;
    const callback = new URL(url.searchParams.get('redirect_uri') ?? '');
    callback.search = new URLSearchParams(answer(url, provider.authorize(url))).toString();
    void visit(callback.toString());
  });
  return { openExternal, opened, pages, visit };
}

function memoryKeychain() {
  const entries = new Map<string, string>();
  const keychain: Keychain = {
    getPassword: jest.fn(async (_service, account) => entries.get(account) ?? null),
    setPassword: jest.fn(async (_service, account, password) => {
      entries.set(account, password);
    }),
    deletePassword: jest.fn(async (_service, account) => entries.delete(account)),
  };
  return { keychain, entries, storage: new SecureStorage(async () => keychain) };
}

function setup(options: Parameters<typeof fakeProvider>[0] & { browserAnswer?: Parameters<typeof fakeBrowser>[1]; deps?: Partial<SignInDependencies> } = {}) {
  const provider = fakeProvider(options);
  const browser = fakeBrowser(provider, options.browserAnswer);
  const keychain = memoryKeychain();
  const states: AuthState[] = [];
  const warn = jest.fn();
  const onSignedIn = jest.fn();
  const service = new SignInService({
    backendUrl: () => BACKEND,
    openExternal: browser.openExternal,
    secureStorage: keychain.storage,
    fetch: provider.fetch as typeof fetch,
    now: () => provider.clock.now,
    warn,
    onSignedIn,
    ...options.deps,
  });
  service.onState((state) => states.push(state));
  const storedRefreshToken = () => {
    const stored = keychain.entries.get(REFRESH_TOKEN_KEY);
    return stored === undefined ? undefined : (JSON.parse(stored) as { issuer: string; refreshToken: string }).refreshToken;
  };
  return { service, provider, browser, keychain, states, warn, onSignedIn, storedRefreshToken };
}

async function signedIn(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  await context.service.start();
  await context.service.signIn();
  return context;
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

const grantTypes = (provider: Provider) => provider.tokenRequests.map((form) => form.get('grant_type'));

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a fresh 43-character verifier each time, with its S256 challenge', () => {
    const first = createPkcePair();
    const second = createPkcePair();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).toBe(createHash('sha256').update(first.verifier).digest('base64url'));
  });
});

describe('desktop sign-in through the system browser', () => {
  it('starts signed out when the keychain holds no session, without asking the network', async () => {
    const { service, provider, states } = setup();
    expect(service.current()).toEqual({ status: 'loading' });
    await service.start();
    expect(states).toEqual([{ status: 'signed-out' }]);
    expect(provider.fetch).not.toHaveBeenCalled();
    await expect(service.accessToken()).resolves.toBeNull();
  });

  it('signs in with code + PKCE S256 on a loopback redirect, and keeps the refresh token in the keychain', async () => {
    const { service, provider, browser, storedRefreshToken, onSignedIn } = await signedIn();

    const authorize = new URL(browser.opened[0]);
    expect(authorize.origin + authorize.pathname).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    // The verifier sent to the token endpoint is the one the challenge was made from (the provider checked it too).
    const exchange = provider.tokenRequests[0];
    expect(codeChallengeS256(exchange.get('code_verifier') ?? '')).toBe(authorize.searchParams.get('code_challenge'));
    expect(exchange.get('redirect_uri')).toBe(authorize.searchParams.get('redirect_uri'));
    expect(exchange.has('client_secret')).toBe(false);

    expect(service.current()).toEqual({
      status: 'signed-in',
      user: { sub: 'admin', name: 'Ada Admin', email: 'admin@demo.portal', picture: 'data:image/svg+xml;base64,PHN2Zy8+', roles: ['Administrator'] },
    });
    expect(provider.liveRefreshTokens.has(storedRefreshToken() ?? '')).toBe(true);
    await expect(browser.pages[0]).resolves.toEqual({ status: 200, text: expect.stringContaining(SIGNED_IN_MESSAGE) });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('takes a single role name as a one-role list', async () => {
    const { service } = await signedIn({ roles: 'Administrator' });
    expect(service.current()).toMatchObject({ user: { roles: ['Administrator'] } });
  });

  it('refuses an answer whose state is not this sign-in’s, exchanges nothing for it, and waits for the real one', async () => {
    const { service, provider, browser } = setup({ browserAnswer: () => ({ code: 'forged-code', state: 'someone-elses-state' }) });
    await service.start();
    const signIn = service.signIn();
    await waitFor(() => browser.pages.length === 1);
    const forged = await browser.pages[0];
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('does not belong to the sign-in');
    expect(provider.tokenRequests).toHaveLength(0);
    expect(service.current()).toEqual({ status: 'signed-out' });

    // The genuine answer still completes the sign-in.
    const authorize = new URL(browser.opened[0]);
    const code = provider.authorize(authorize);
    const callback = `${authorize.searchParams.get('redirect_uri')}?code=${code}&state=${authorize.searchParams.get('state')}`;
    await expect(browser.visit(callback)).resolves.toMatchObject({ status: 200 });
    await signIn;
    expect(service.current().status).toBe('signed-in');
    expect(provider.tokenRequests.map((form) => form.get('code'))).toEqual([code]);
  });

  it('reports a refusal at the provider, in the browser tab and in the state', async () => {
    const { service, browser, keychain } = setup({
      browserAnswer: (url) => ({ error: 'access_denied', error_description: 'The user cancelled', state: url.searchParams.get('state') ?? '' }),
    });
    await service.start();
    await expect(service.signIn()).rejects.toThrow('access_denied: The user cancelled');
    expect(service.current()).toEqual({ status: 'signed-out', error: expect.stringContaining('access_denied') });
    await expect(browser.pages[0]).resolves.toEqual({ status: 400, text: expect.stringContaining('The user cancelled') });
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });

  it.each([
    ['another audience', { aud: 'some-other-app' }, 'not meant for this app'],
    ['another issuer', { iss: 'https://evil.example' }, 'issued by'],
    ['another sign-in’s nonce', { nonce: 'replayed' }, 'nonce'],
  ])('refuses an ID token for %s', async (_case, idTokenOverrides, message) => {
    const { service } = setup({ idTokenOverrides });
    await service.start();
    await expect(service.signIn()).rejects.toThrow(message);
    expect(service.current().status).toBe('signed-out');
  });

  it('gives up when the browser never comes back, and frees the port', async () => {
    const { service, browser } = setup({ browserAnswer: () => ({}), deps: { signInTimeoutMs: 50 } });
    browser.openExternal.mockImplementation(async (url: string) => void browser.opened.push(url));
    await service.start();
    await expect(service.signIn()).rejects.toThrow('not finished in the browser in time');
    const redirectUri = new URL(browser.opened[0]).searchParams.get('redirect_uri') ?? '';
    await expect(fetch(redirectUri)).rejects.toThrow();
  });

  it('opens the same page again for a second sign-in request while the first waits, and shares its outcome', async () => {
    const { service, browser, provider } = setup();
    browser.openExternal.mockImplementationOnce(async (url: string) => void browser.opened.push(url));
    await service.start();
    const first = service.signIn();
    await waitFor(() => browser.opened.length === 1);
    const second = service.signIn();
    await Promise.all([first, second]);
    expect(browser.opened).toHaveLength(2);
    expect(browser.opened[1]).toBe(browser.opened[0]);
    expect(grantTypes(provider)).toEqual(['authorization_code']);
    expect(service.current().status).toBe('signed-in');
  });

  it('cancels a waiting sign-in on sign-out, without reporting an error', async () => {
    const { service, browser } = setup();
    browser.openExternal.mockImplementationOnce(async (url: string) => void browser.opened.push(url));
    await service.start();
    const signIn = service.signIn();
    await waitFor(() => browser.opened.length === 1);
    await service.signOut();
    await expect(signIn).resolves.toBeUndefined();
    expect(service.current()).toEqual({ status: 'signed-out' });
  });
});

describe('access tokens and renewal', () => {
  it('hands out the access token while it has more than a minute left', async () => {
    const { service, provider } = await signedIn();
    const first = await service.accessToken();
    provider.clock.now += (ACCESS_TOKEN_LIFETIME_S * 1000 - RENEW_BEFORE_EXPIRY_MS) - 1000;
    await expect(service.accessToken()).resolves.toBe(first);
    expect(grantTypes(provider)).toEqual(['authorization_code']);
  });

  it('renews within a minute of expiry, once for concurrent callers, and stores the rotated refresh token', async () => {
    const { service, provider, storedRefreshToken, states } = await signedIn();
    const first = await service.accessToken();
    const spent = storedRefreshToken();
    provider.clock.now += ACCESS_TOKEN_LIFETIME_S * 1000 - RENEW_BEFORE_EXPIRY_MS + 1;
    const [a, b, c] = await Promise.all([service.accessToken(), service.accessToken(), service.accessToken()]);
    expect(a).not.toBe(first);
    expect([b, c]).toEqual([a, a]);
    expect(grantTypes(provider)).toEqual(['authorization_code', 'refresh_token']);
    expect(provider.tokenRequests[1].get('refresh_token')).toBe(spent);
    expect(storedRefreshToken()).not.toBe(spent);
    expect(provider.liveRefreshTokens.has(storedRefreshToken() ?? '')).toBe(true);
    // The same user: no new state for the UI to render.
    expect(states.filter((state) => state.status === 'signed-in')).toHaveLength(1);
  });

  it('signs out when the refresh token has expired or was revoked', async () => {
    const { service, provider, keychain } = await signedIn();
    provider.liveRefreshTokens.clear();
    provider.clock.now += ACCESS_TOKEN_LIFETIME_S * 1000;
    await expect(service.accessToken()).resolves.toBeNull();
    expect(service.current()).toEqual({ status: 'signed-out', error: SESSION_ENDED_MESSAGE });
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });

  it('keeps the session when the provider is unreachable, and says why the token is missing', async () => {
    const { service, provider } = await signedIn();
    provider.clock.now += ACCESS_TOKEN_LIFETIME_S * 1000;
    provider.fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(service.accessToken()).rejects.toThrow('fetch failed');
    expect(service.current().status).toBe('signed-in');
    await expect(service.accessToken()).resolves.toEqual(expect.stringMatching(/^access-/));
  });

  it('does not use a session after the backend setting changed, and revokes it', async () => {
    let backendUrl = BACKEND;
    const { service, provider, keychain } = await signedIn({ deps: { backendUrl: () => backendUrl } });
    backendUrl = 'https://other-portal.example.org';
    await expect(service.accessToken()).resolves.toBeNull();
    expect(service.current()).toEqual({ status: 'signed-out' });
    await waitFor(() => provider.revoked.length === 1);
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });
});

describe('restoring the session at start-up', () => {
  async function restartWith(first: Awaited<ReturnType<typeof signedIn>>, deps: Partial<SignInDependencies> = {}) {
    const states: AuthState[] = [];
    const service = new SignInService({
      backendUrl: () => BACKEND,
      openExternal: first.browser.openExternal,
      secureStorage: first.keychain.storage,
      fetch: first.provider.fetch as typeof fetch,
      now: () => first.provider.clock.now,
      warn: first.warn,
      ...deps,
    });
    service.onState((state) => states.push(state));
    await service.start();
    return { service, states };
  }

  /** The provider behind a server that is away until `server.up` is set. */
  function serverAway(first: Awaited<ReturnType<typeof signedIn>>) {
    const server = { up: false };
    const fetchWhenUp = (async (input: string | URL | Request, init?: RequestInit) => {
      if (!server.up) throw new TypeError('fetch failed');
      return first.provider.fetch(input, init);
    }) as typeof fetch;
    return { server, fetch: fetchWhenUp };
  }

  it('renews the keychain’s refresh token into a session, and stores the rotated one', async () => {
    const first = await signedIn();
    const spent = first.storedRefreshToken();
    const { service, states } = await restartWith(first);
    expect(states).toEqual([{ status: 'signed-in', user: expect.objectContaining({ sub: 'admin', roles: ['Administrator'] }) }]);
    expect(first.provider.tokenRequests.at(-1)?.get('refresh_token')).toBe(spent);
    expect(first.storedRefreshToken()).not.toBe(spent);
    await expect(service.accessToken()).resolves.toEqual(expect.stringMatching(/^access-/));
  });

  it('is signed out, with no error and no keychain entry, when the refresh token has expired', async () => {
    const first = await signedIn();
    first.provider.liveRefreshTokens.clear();
    const { states } = await restartWith(first);
    expect(states).toEqual([{ status: 'signed-out' }]);
    expect(first.keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });

  it('never sends a stored refresh token to another backend’s provider', async () => {
    const first = await signedIn();
    first.keychain.entries.set(REFRESH_TOKEN_KEY, JSON.stringify({ issuer: 'https://old-portal.example.org/oidc', refreshToken: 'old-refresh' }));
    const requestsBefore = first.provider.tokenRequests.length;
    const { states } = await restartWith(first);
    expect(states).toEqual([{ status: 'signed-out' }]);
    expect(first.provider.tokenRequests).toHaveLength(requestsBefore);
    expect(first.keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });

  it('keeps the keychain entry and reports why when the backend cannot be reached and the entry names no user', async () => {
    const first = await signedIn();
    // An entry written before entries named their user.
    const { issuer, refreshToken } = JSON.parse(first.keychain.entries.get(REFRESH_TOKEN_KEY)!) as { issuer: string; refreshToken: string };
    first.keychain.entries.set(REFRESH_TOKEN_KEY, JSON.stringify({ issuer, refreshToken }));
    const { states } = await restartWith(first, { fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    expect(states).toEqual([{ status: 'signed-out', error: expect.stringContaining('fetch failed') }]);
    expect(first.keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(true);
  });

  it('keeps who signed in (name and roles, no picture) beside the refresh token', async () => {
    const first = await signedIn();
    expect(JSON.parse(first.keychain.entries.get(REFRESH_TOKEN_KEY)!)).toEqual({
      issuer: ISSUER,
      refreshToken: first.storedRefreshToken(),
      user: { sub: 'admin', name: 'Ada Admin', email: 'admin@demo.portal', roles: ['Administrator'] },
    });
  });

  it('starts as that user, offline, while the server is away, and signs in by itself once it answers', async () => {
    const first = await signedIn();
    const { server, fetch: fetchWhenUp } = serverAway(first);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const { service, states } = await restartWith(first, { fetch: fetchWhenUp });
      const user = { sub: 'admin', name: 'Ada Admin', email: 'admin@demo.portal', roles: ['Administrator'] };
      expect(states).toEqual([{ status: 'signed-in', user, offline: true }]);
      // Asked for a token while the server is still away: none, and still offline.
      await expect(service.accessToken()).resolves.toBeNull();
      await jest.advanceTimersByTimeAsync(RESTORE_RETRY_MS);
      expect(service.current()).toEqual({ status: 'signed-in', user, offline: true });

      server.up = true;
      await jest.advanceTimersByTimeAsync(RESTORE_RETRY_MS);
      expect(service.current()).toEqual({ status: 'signed-in', user: expect.objectContaining({ sub: 'admin' }) });
      expect(service.current()).not.toHaveProperty('offline');
      await expect(service.accessToken()).resolves.toEqual(expect.stringMatching(/^access-/));
    } finally {
      jest.useRealTimers();
    }
  });

  it('restores the session as soon as the UI asks for a token once the server is back, without waiting for the retry', async () => {
    const first = await signedIn();
    const { server, fetch: fetchWhenUp } = serverAway(first);
    const { service } = await restartWith(first, { fetch: fetchWhenUp });
    expect(service.current()).toMatchObject({ status: 'signed-in', offline: true });
    server.up = true;
    await expect(service.accessToken()).resolves.toEqual(expect.stringMatching(/^access-/));
    expect(service.current()).not.toHaveProperty('offline');
  });

  it('starts offline after a few seconds when the server does not answer at all, and no token request waits longer', async () => {
    const first = await signedIn();
    const hanging = { on: true };
    const fetchOrHang = (async (input: string | URL | Request, init?: RequestInit) =>
      hanging.on ? new Promise<Response>(() => undefined) : first.provider.fetch(input, init)) as typeof fetch;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const states: AuthState[] = [];
      const service = new SignInService({
        backendUrl: () => BACKEND,
        openExternal: first.browser.openExternal,
        secureStorage: first.keychain.storage,
        fetch: fetchOrHang,
        now: () => first.provider.clock.now,
        warn: first.warn,
      });
      service.onState((state) => states.push(state));
      const started = service.start();
      await jest.advanceTimersByTimeAsync(RESTORE_WAIT_MS);
      await started;
      expect(states).toEqual([{ status: 'signed-in', user: expect.objectContaining({ sub: 'admin' }), offline: true }]);
      const token = service.accessToken();
      await jest.advanceTimersByTimeAsync(RESTORE_WAIT_MS);
      await expect(token).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out of an offline start for good when the server answers that the session has ended', async () => {
    const first = await signedIn();
    const { server, fetch: fetchWhenUp } = serverAway(first);
    const { service } = await restartWith(first, { fetch: fetchWhenUp });
    first.provider.liveRefreshTokens.clear();
    server.up = true;
    await expect(service.accessToken()).resolves.toBeNull();
    expect(service.current()).toEqual({ status: 'signed-out' });
    expect(first.keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
  });
});

describe('signing out', () => {
  it('revokes the refresh token, deletes it from the keychain and ends the provider session in the browser', async () => {
    const { service, provider, browser, keychain, storedRefreshToken } = await signedIn();
    const refreshToken = storedRefreshToken();
    await service.signOut();
    expect(provider.revoked).toEqual([refreshToken]);
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
    expect(service.current()).toEqual({ status: 'signed-out' });
    await expect(service.accessToken()).resolves.toBeNull();

    const endSession = new URL(browser.opened.at(-1) ?? '');
    expect(endSession.origin + endSession.pathname).toBe(`${ISSUER}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${BACKEND}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('still signs out here when the provider lists no revocation endpoint', async () => {
    const { service, provider, keychain } = await signedIn({ revocation: false });
    await service.signOut();
    expect(provider.revoked).toEqual([]);
    expect(keychain.entries.has(REFRESH_TOKEN_KEY)).toBe(false);
    expect(service.current()).toEqual({ status: 'signed-out' });
  });
});

describe('what the renderer can see', () => {
  it('never receives the refresh token: not in states, not in answers, not from the keychain', async () => {
    const context = setup();
    const pushed: AuthState[] = [];
    context.service.onState((state) => pushed.push(state));
    const services = {
      auth: context.service,
      tokens: createRendererTokenStore(context.keychain.storage),
    } as unknown as IpcServices;
    const dispatch = createIpcDispatcher(createIpcHandlers(services), jest.fn());
    const answers = [];
    await context.service.start();
    answers.push(await dispatch({ method: 'auth.signIn', params: undefined }));
    answers.push(await dispatch({ method: 'auth.state', params: undefined }));
    answers.push(await dispatch({ method: 'auth.accessToken', params: undefined }));
    context.provider.clock.now += ACCESS_TOKEN_LIFETIME_S * 1000;
    answers.push(await dispatch({ method: 'auth.accessToken', params: undefined }));
    answers.push(await dispatch({ method: 'tokens.get', params: { key: REFRESH_TOKEN_KEY } }));
    const everyRefreshToken = context.provider.tokenRequests.map((form) => form.get('refresh_token')).filter(Boolean);
    everyRefreshToken.push(context.storedRefreshToken() ?? 'missing');
    expect(everyRefreshToken).toHaveLength(2);

    const seen = JSON.stringify({ answers, pushed });
    expect(answers.slice(0, 4).every((answer) => answer.ok)).toBe(true);
    expect(answers[4]).toEqual({ ok: false, error: expect.stringContaining('not available to the renderer') });
    for (const refreshToken of everyRefreshToken) expect(seen).not.toContain(refreshToken);
  });
});
