import { execFile } from 'node:child_process';
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { Controller, Get, Module, type Type } from '@nestjs/common';
import { ROUTES, type RouteSpec } from '@portal/contracts';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { createApp, RunningApp } from '../bootstrap';
import { Admin, Authenticated, type AuthenticatedUser, CurrentUser, OptionalAuth } from '../common/access';
import { DEFAULT_DEMO_PASSWORD, DEFAULT_ROLES_CLAIM, loadConfig, projectRoot } from '../config/config';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { fakeWebBuild, freePort, GENEROUS_RATE_LIMITS } from '../../test/app';

/**
 * Sign-in end to end over real HTTP against the embedded provider, and the authorization matrix: every route
 * of the running backend against every kind of caller.
 */

// ---------------------------------------------------------------------------------------------------------
// Probe routes for the signed-in access levels (production routes are all Public today). Test module only.
@Controller('auth-probe')
class ProbeController {
  @OptionalAuth()
  @Get('optional')
  optional(@CurrentUser() user?: AuthenticatedUser) {
    return { user: user ?? null };
  }

  @Authenticated()
  @Get('authenticated')
  authenticated(@CurrentUser() user: AuthenticatedUser) {
    return { user };
  }

  @Admin()
  @Get('admin')
  admin(@CurrentUser() user: AuthenticatedUser) {
    return { user };
  }

  @Get('undeclared')
  undeclared() {
    return { leaked: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

// ---------------------------------------------------------------------------------------------------------
// A minimal OIDC client: authorization code + PKCE with a cookie jar, following redirects by hand.

const CLIENT_ID = 'basin-water-portal';
/** The desktop app's loopback redirect, on a port the provider has never seen (RFC 8252 port flexibility). */
const LOOPBACK_REDIRECT = `http://127.0.0.1:${40000 + Math.floor(Math.random() * 20000)}/callback`;
const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

interface FlowTrace {
  loginPage: string;
  wrongPasswordStatus?: number;
  wrongPasswordPage?: string;
  visited: string[];
}

async function discovery(base: string) {
  const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string & string[]>;
}

async function signIn(base: string, email: string, password: string, opts: { tryWrongPasswordFirst?: boolean } = {}): Promise<{ tokens: Tokens; trace: FlowTrace; jar: CookieJar }> {
  const meta = await discovery(base);
  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(12));
  const authorize = new URL(meta.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: LOOPBACK_REDIRECT,
    scope: 'openid profile email offline_access',
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
  }).toString();

  const jar = new CookieJar();
  const trace: FlowTrace = { loginPage: '', visited: [] };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(res);
    return res;
  };

  let res = await go(authorize.toString());
  for (let hop = 0; hop < 12; hop++) {
    if (res.status === 200) {
      // The sign-in form: post the credentials to the page's own address.
      const page = await res.text();
      const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
      expect(action).toBeDefined();
      trace.loginPage = page;
      const post = (pw: string) =>
        go(new URL(action as string, base).toString(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, password: pw }).toString(),
        });
      if (opts.tryWrongPasswordFirst && trace.wrongPasswordStatus === undefined) {
        const wrong = await post(`${password}-wrong`);
        trace.wrongPasswordStatus = wrong.status;
        trace.wrongPasswordPage = await wrong.text();
      }
      res = await post(password);
      continue;
    }
    expect([302, 303]).toContain(res.status);
    const location = new URL(res.headers.get('location') as string, base).toString();
    trace.visited.push(location);
    if (location.startsWith(LOOPBACK_REDIRECT)) {
      const callback = new URL(location);
      expect(callback.searchParams.get('state')).toBe(state);
      const code = callback.searchParams.get('code');
      if (!code) throw new Error(`no code in ${location}`);
      const token = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: LOOPBACK_REDIRECT, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
      });
      const body = await token.json();
      if (token.status !== 200) throw new Error(`token endpoint: ${JSON.stringify(body)}`);
      return { tokens: body as Tokens, trace, jar };
    }
    res = await go(location);
  }
  throw new Error(`sign-in did not reach the redirect URI: ${trace.visited.join(' -> ')}`);
}

/** Starts a sign-in and stops at the provider's login form; `post` submits it (as the client `forwardedFor`, when given). */
async function openLoginForm(base: string, forwardedFor?: string) {
  const meta = await discovery(base);
  const authorize = new URL(meta.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID, response_type: 'code', redirect_uri: LOOPBACK_REDIRECT, scope: 'openid',
    code_challenge: b64url(createHash('sha256').update(randomBytes(32)).digest()), code_challenge_method: 'S256',
  }).toString();
  const jar = new CookieJar();
  const client: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  let res = await fetch(authorize, { redirect: 'manual', headers: client });
  jar.store(res);
  const interaction = new URL(res.headers.get('location') as string, base);
  res = await fetch(interaction, { headers: { ...client, cookie: jar.header() } });
  const action = /<form method="post" action="([^"]+)"/.exec(await res.text())?.[1];
  if (!action) throw new Error('no login form');
  return {
    post: (email: string, password: string) =>
      fetch(new URL(action, base), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...client, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      }),
  };
}

/** Renews with a refresh token at the token endpoint `base` announces, or at `tokenEndpoint` (another instance's). */
async function refresh(base: string, refreshToken: string, tokenEndpoint?: string): Promise<Response> {
  return fetch(tokenEndpoint ?? (await discovery(base)).token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID }).toString(),
  });
}

/** Opens the provider's end-session endpoint in the browser session `jar` (RP-initiated logout), without following redirects. */
async function openSignOut(base: string, jar: CookieJar, params: Record<string, string>): Promise<Response> {
  const url = new URL((await discovery(base)).end_session_endpoint);
  url.search = new URLSearchParams(params).toString();
  return fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
}

/** Submits the provider's sign-out form (its hidden fields, plus `extra`) as the page would, in the session `jar`. */
async function submitSignOutForm(base: string, jar: CookieJar, html: string, extra: Record<string, string>): Promise<Response> {
  const form = /<form id="op\.logoutForm" method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html);
  if (!form) throw new Error(`no sign-out form in ${html}`);
  const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return fetch(new URL(form[1], base), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...extra }).toString(),
  });
}

/** Whether the browser session `jar` is still signed in at the provider: a new sign-in then needs no password. */
async function providerSessionAlive(base: string, jar: CookieJar): Promise<boolean> {
  const authorize = new URL((await discovery(base)).authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID, response_type: 'code', redirect_uri: LOOPBACK_REDIRECT, scope: 'openid',
    code_challenge: b64url(createHash('sha256').update(randomBytes(32)).digest()), code_challenge_method: 'S256',
  }).toString();
  let res = await fetch(authorize, { redirect: 'manual', headers: { cookie: jar.header() } });
  for (let hop = 0; hop < 6 && [302, 303].includes(res.status); hop++) {
    const location = new URL(res.headers.get('location') as string, base);
    if (location.toString().startsWith(LOOPBACK_REDIRECT)) return location.searchParams.has('code');
    jar.store(res);
    res = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
  }
  const page = await res.text();
  if (!page.includes('name="password"')) throw new Error(`unexpected answer to a new sign-in: ${res.status} ${page}`);
  return false;
}

const inlineScriptsOf = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const headerOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()) as Record<string, unknown>;

/** Signs a JWT by hand (RS256 or alg none), to forge the tokens the API must refuse. */
function forgeJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key?: KeyObject): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${key ? b64url(sign('RSA-SHA256', Buffer.from(input), key)) : ''}`;
}

/**
 * The backend with its embedded provider for the issuer `${publicBase}/oidc`, listening on `port` (the public
 * URL's, or another one: a second instance behind the same address).
 */
async function startSignInApp(env: Record<string, string>, publicBase: string, port = Number(new URL(publicBase).port), extraModules: Type[] = []): Promise<RunningApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_ON_FIRST_START: 'false', REFERENCE_DATA_ON_FIRST_START: 'false', ...GENEROUS_RATE_LIMITS,
    PORT: new URL(publicBase).port, PUBLIC_URL: publicBase, ...env,
  });
  const running = await createApp(config, extraModules);
  await running.app.listen(port, '127.0.0.1');
  return running;
}

// ---------------------------------------------------------------------------------------------------------

describe('sign-in with the embedded OpenID Connect provider', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let dataDir: string;
  let webDir: string;
  let base: string;
  let issuer: string;
  const audience = 'basin-water-portal-api';

  beforeAll(async () => {
    db = await createScratchDatabase('portal_auth');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-auth-'));
    webDir = fakeWebBuild();
    base = `http://127.0.0.1:${await freePort()}`;
    issuer = `${base}/oidc`;
    running = await startSignInApp({ DATABASE_URL: db.url, DATA_DIR: dataDir, WEB_DIST_DIR: webDir }, base, undefined, [ProbeModule]);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const api = (p: string, token?: string) => fetch(`${base}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('the flow', () => {
    it('publishes discovery with PKCE S256, RS256 keys persisted in DATA_DIR, and its own endpoints', async () => {
      const meta = await discovery(base);
      expect(meta.issuer).toBe(issuer);
      expect(meta.code_challenge_methods_supported).toEqual(['S256']);
      expect(meta.authorization_endpoint).toBe(`${issuer}/auth`);
      const jwks = (await (await fetch(meta.jwks_uri)).json()) as { keys: JsonWebKey[] };
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
      expect(jwks.keys[0].d).toBeUndefined();
      const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8'));
      expect(stored.keys[0].kid).toBe(jwks.keys[0].kid);
    });

    it('builds its discovery document from PUBLIC_URL, whatever Host or X-Forwarded-* a request sends', async () => {
      const { port } = new URL(base);
      const forged = await new Promise<Record<string, unknown>>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/oidc/.well-known/openid-configuration', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(JSON.parse(body)));
        }).on('error', reject);
      });
      expect(forged.issuer).toBe(issuer);
      const urls = Object.values(forged).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v));
      expect(urls.length).toBeGreaterThan(4);
      for (const url of urls) expect(url.startsWith(`${issuer}/`) || url === issuer).toBe(true);
    });

    it('signs in with authorization code + PKCE on a loopback redirect, with a login form and implied consent', async () => {
      const { tokens, trace } = await signIn(base, 'stakeholder@demo.portal', DEFAULT_DEMO_PASSWORD, { tryWrongPasswordFirst: true });
      expect(trace.loginPage).toContain('name="password"');
      // An icon of its own, inline: the browser asks nothing of the origin's (absent) /favicon.ico.
      expect(trace.loginPage).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+">/);
      expect(trace.wrongPasswordStatus).toBe(401);
      expect(trace.wrongPasswordPage).toContain('Wrong email or password.');
      // login -> back to the provider -> consent (granted for our own client) -> back -> the app's redirect URI.
      expect(trace.visited.filter((u) => u.includes('/oidc/interaction/')).length).toBeGreaterThanOrEqual(2);

      expect(headerOf(tokens.access_token).alg).toBe('RS256');
      const at = claimsOf(tokens.access_token);
      expect(at).toMatchObject({ iss: issuer, aud: audience, sub: 'demo-stakeholder', [DEFAULT_ROLES_CLAIM]: ['Stakeholder'] });
      const id = claimsOf(tokens.id_token);
      expect(id).toMatchObject({ sub: 'demo-stakeholder', email: 'stakeholder@demo.portal', name: expect.any(String), picture: expect.stringMatching(/^data:image\/svg\+xml/) });
      expect(tokens.refresh_token).toBeTruthy();

      const me = await api('/api/auth-probe/authenticated', tokens.access_token);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: AuthenticatedUser }).user).toEqual({
        sub: 'demo-stakeholder', name: id.name, email: 'stakeholder@demo.portal', roles: ['Stakeholder'],
        isAdmin: false, isAdministrator: false, isDeveloper: false, isStakeholder: true,
      });
    });

    it('refreshes with rotation: the new access token works, the used refresh token does not', async () => {
      const { tokens } = await signIn(base, 'developer@demo.portal', DEFAULT_DEMO_PASSWORD);
      const first = await refresh(base, tokens.refresh_token);
      expect(first.status).toBe(200);
      const renewed = (await first.json()) as Tokens;
      expect(renewed.refresh_token).toBeTruthy();
      expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
      expect((await api('/api/auth-probe/admin', renewed.access_token)).status).toBe(200);
      const replay = await refresh(base, tokens.refresh_token);
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    });

    it('revokes a refresh token with an empty 200 that the web app\'s OpenID client accepts', async () => {
      const { tokens } = await signIn(base, 'user@demo.portal', DEFAULT_DEMO_PASSWORD);
      const res = await fetch((await discovery(base)).revocation_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: CLIENT_ID }).toString(),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBeNull();
      expect(await res.text()).toBe('');
      expect((await refresh(base, tokens.refresh_token)).status).toBe(400);

      // The web app's library (oidc-client-ts) rejected the old text/plain answer; it now takes the revocation.
      const second = await signIn(base, 'user@demo.portal', DEFAULT_DEMO_PASSWORD);
      const client = new OidcClient({
        authority: issuer, client_id: CLIENT_ID, redirect_uri: `${base}/auth/callback`,
        stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      });
      await expect(client.revokeToken(second.tokens.refresh_token, 'refresh_token')).resolves.toBeUndefined();
      expect((await refresh(base, second.tokens.refresh_token)).status).toBe(400);
    });

    it('signs out in one step when the app sends its own ID token, and returns to the site origin', async () => {
      const { tokens, jar } = await signIn(base, 'stakeholder@demo.portal', DEFAULT_DEMO_PASSWORD);
      expect(await providerSessionAlive(base, jar)).toBe(true);
      const res = await openSignOut(base, jar, { id_token_hint: tokens.id_token, post_logout_redirect_uri: `${base}/`, state: 'after-logout' });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain('Sign out of the portal?');
      // The page submits itself by an inline script the policy allows by its hash, never by 'unsafe-inline'.
      const scripts = inlineScriptsOf(html);
      expect(scripts).toHaveLength(1);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src '))).toContain(sha256Source(scripts[0]));
      expect(csp).not.toContain('unsafe-inline');

      // What the script submits: the form with logout=yes. The provider's session ends and the browser lands on the site.
      const done = await submitSignOutForm(base, jar, html, { logout: 'yes' });
      expect(done.status).toBe(303);
      expect(done.headers.get('location')).toBe(`${base}/?state=after-logout`);
      jar.store(done);
      expect(await providerSessionAlive(base, jar)).toBe(false);
      expect((await refresh(base, tokens.refresh_token)).status).toBe(400);
    });

    it('asks before signing out when the request has no ID token of the signed-in account (a third-party link)', async () => {
      const { tokens, jar } = await signIn(base, 'user@demo.portal', DEFAULT_DEMO_PASSWORD);
      const other = await signIn(base, 'admin@demo.portal', DEFAULT_DEMO_PASSWORD);
      const thirdParty: Record<string, string>[] = [
        { client_id: CLIENT_ID, post_logout_redirect_uri: `${base}/` },
        { id_token_hint: other.tokens.id_token, post_logout_redirect_uri: `${base}/` },
      ];
      for (const params of thirdParty) {
        const res = await openSignOut(base, jar, params);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('Sign out of the portal?');
        expect(inlineScriptsOf(html)).toEqual([]);
        expect(res.headers.get('content-security-policy') ?? '').not.toContain('sha256-');
        expect(await providerSessionAlive(base, jar)).toBe(true);
      }
      expect((await refresh(base, tokens.refresh_token)).status).toBe(200);
    });

    it('serves its pages under a strict policy of its own: no inline scripts, forms only to itself and the redirect URIs', async () => {
      const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' http://127.0.0.1:*");
      expect(csp).not.toContain('unsafe-inline');
      expect((await fetch(`${base}/oidc/assets/sign-in.css`)).headers.get('content-type')).toMatch(/text\/css/);
      // /oidc is never the web app's index.html, and unknown /oidc paths are the provider's 404.
      expect((await fetch(`${base}/oidc/no-such-endpoint`)).status).toBe(404);
    });

    it('refuses an authorization request without PKCE and an unregistered redirect URI', async () => {
      const meta = await discovery(base);
      const params = { client_id: CLIENT_ID, response_type: 'code', scope: 'openid', redirect_uri: LOOPBACK_REDIRECT };
      const noPkce = await fetch(`${meta.authorization_endpoint}?${new URLSearchParams(params)}`, { redirect: 'manual' });
      expect(noPkce.headers.get('location') ?? '').toContain('error=invalid_request');
      const evil = await fetch(`${meta.authorization_endpoint}?${new URLSearchParams({ ...params, redirect_uri: 'https://evil.example/cb', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`, { redirect: 'manual' });
      expect(evil.status).toBe(400);
    });

    it('tells the apps how to sign in: the embedded issuer, the client, the roles claim and the scopes', async () => {
      const config = await (await api('/api/auth/client-config')).json();
      expect(config).toEqual({
        issuer: `${base}/oidc`, clientId: CLIENT_ID, scope: 'openid profile email offline_access',
        rolesClaim: DEFAULT_ROLES_CLAIM, extraQueryParams: {},
      });
      // The web app calls the provider's endpoints from the page: the policy must allow them.
      expect((await api('/')).headers.get('content-security-policy')).toContain(`connect-src 'self' ${base}`);
    });

    it('prints a token with `npm run token` by the same flow, which the API accepts', async () => {
      const { stdout } = await promisify(execFile)('node', [path.join(projectRoot(), 'scripts/print-token.mjs'), 'admin', '--url', base], {
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      const token = stdout.trim();
      expect(claimsOf(token)).toMatchObject({ sub: 'demo-admin', aud: audience });
      expect((await api('/api/auth-probe/admin', token)).status).toBe(200);
    });
  });

  // -------------------------------------------------------------------------------------------------------
  describe('authorization matrix', () => {
    type Level = 'public' | 'optional-auth' | 'authenticated' | 'stakeholder' | 'admin' | 'administrator' | 'logger' | 'undeclared';
    /**
     * Every route of the backend and its access level, read from the route table (libs/contracts/src/routes.ts)
     * for production routes. A route the backend serves that is missing here fails the test: a new route must be
     * added (with a sample path where it has parameters), and each caller's real answer must match its level.
     * `allowed`: what a caller who passes the access check gets, where that is not 200 (the matrix sends no body).
     */
    type MatrixRow = { level: Level; sample?: string; allowed?: number };
    /** An entry of the route table, expected at the access level the table gives it. */
    const fromTable = (route: RouteSpec, extra: { sample?: string; allowed?: number } = {}): [string, MatrixRow] => [
      `${route.method} /api/${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`,
      { level: route.access, ...extra },
    ];
    const ROUTES_SERVED: Record<string, MatrixRow> = Object.fromEntries([
      fromTable(ROUTES.getHealth),
      fromTable(ROUTES.getAuthClientConfig),
      fromTable(ROUTES.getStationsList),
      fromTable(ROUTES.getStakeholderToolsInventoryWithSizing),
      fromTable(ROUTES.getStakeholderToolsInventoryWithSizingByNdx, { sample: '/api/stakeholder-tools-inventory-with-sizing/1' }),
      fromTable(ROUTES.getListDataCategories),
      fromTable(ROUTES.getDataOtherResourcesLinks),
      fromTable(ROUTES.getDataOtherResourcesLinksByNdx, { sample: '/api/data-other-resources-links/1' }),
      fromTable(ROUTES.getSiteCredits),
      fromTable(ROUTES.getDesktopReleases),
      fromTable(ROUTES.getDesktopReleasesFeedByFile, { sample: '/api/desktop-releases/feed/latest.yml', allowed: 404 }),
      fromTable(ROUTES.getListContacts),
      fromTable(ROUTES.postListContacts, { allowed: 400 }),
      fromTable(ROUTES.putListContactsByContactNdx, { sample: '/api/list-contacts/999999', allowed: 400 }),
      fromTable(ROUTES.deleteListContactsByContactNdx, { sample: '/api/list-contacts/999999', allowed: 404 }),
      fromTable(ROUTES.getListGroups),
      fromTable(ROUTES.postListGroups, { allowed: 400 }),
      fromTable(ROUTES.putListGroupsByGroupNdx, { sample: '/api/list-groups/999999', allowed: 400 }),
      fromTable(ROUTES.deleteListGroupsByGroupNdx, { sample: '/api/list-groups/999999', allowed: 404 }),
      fromTable(ROUTES.getAssocContactsGroups),
      fromTable(ROUTES.putAssocContactsGroupsByGroupNdx, { sample: '/api/assoc-contacts-groups/999999', allowed: 400 }),
      fromTable(ROUTES.getCowListInputs),
      fromTable(ROUTES.putCowListInputsByCowInputNdx, { sample: '/api/cow-list-inputs/999999', allowed: 400 }),
      fromTable(ROUTES.getListLocationsForCow),
      fromTable(ROUTES.getListSmsProviders),
      // Map explorer graph mode and data-visualization panel.
      fromTable(ROUTES.getListParameterGroupsGraphMode),
      fromTable(ROUTES.getListThreats),
      fromTable(ROUTES.getListBenchmarkScaleColors),
      fromTable(ROUTES.postListParametersGraphMode, { allowed: 400 }),
      fromTable(ROUTES.postLocationsMapGraphMode, { allowed: 400 }),
      fromTable(ROUTES.postTsDailyTableForMapDisplay, { allowed: 400 }),
      fromTable(ROUTES.postTsDailyTableForMapDisplayByLocationIndex, { sample: '/api/ts-daily-table-for-map-display/999999', allowed: 400 }),
      fromTable(ROUTES.postTsAnnualTableForMapDisplayByLocationIndex, { sample: '/api/ts-annual-table-for-map-display/999999', allowed: 400 }),
      fromTable(ROUTES.postGraphTemperatureDataByWellNumber, { sample: '/api/graph-temperature-data/999999', allowed: 404 }),
      fromTable(ROUTES.postGraphFlowDataByWellNumber, { sample: '/api/graph-flow-data/999999', allowed: 404 }),
      fromTable(ROUTES.postMapgraphTempsDailyVsPorStatsByWellNumber, { sample: '/api/mapgraph-temps-daily-vs-por-stats/999999', allowed: 404 }),
      fromTable(ROUTES.postMapgraphFlowsDailyVsPorStatsByWellNumber, { sample: '/api/mapgraph-flows-daily-vs-por-stats/999999', allowed: 404 }),
      // Map explorer map data: the optional-bearer calls and the public map assets.
      fromTable(ROUTES.getPublicMapSources),
      fromTable(ROUTES.getPublicMapLayers),
      fromTable(ROUTES.getPublicMapFilters),
      fromTable(ROUTES.getPublicMapWells),
      fromTable(ROUTES.getPublicMapBasemaps),
      fromTable(ROUTES.getPublicMapMapSourceReferences),
      fromTable(ROUTES.getPublicMapGeojsonBySourceId, { sample: '/api/public-map/geojson/locations' }),
      fromTable(ROUTES.getPublicMapPlaces, { allowed: 400 }),
      fromTable(ROUTES.getPublicMapBasemapsStyleJsonById, { sample: '/api/public-map/basemaps/outdoors/style.json' }),
      fromTable(ROUTES.getPublicMapBasemapsOnlineStyleJsonById, { sample: '/api/public-map/basemaps/outdoors/online-style.json' }),
      // Without BASEMAP_PMTILES the archive and its styles are not there (pmtiles-basemaps.int-spec.ts serves them).
      fromTable(ROUTES.getPublicMapBasemapsPmtilesStyleJsonById, { sample: '/api/public-map/basemaps/streets/pmtiles-style.json', allowed: 404 }),
      fromTable(ROUTES.getPublicMapBasemapsTilesPmtiles, { allowed: 404 }),
      fromTable(ROUTES.getPublicMapBasemapsPreviewPngById, { sample: '/api/public-map/basemaps/outdoors/preview.png' }),
      fromTable(ROUTES.getPublicMapFontsPbfByFontstackAndRange, { sample: '/api/public-map/fonts/Noto%20Sans%20Regular/0-255.pbf' }),
      fromTable(ROUTES.getPublicMapTilesLandCoverPngByYearAndZAndXAndY, { sample: '/api/public-map/tiles/land-cover/2021/9/104/193.png' }),
      fromTable(ROUTES.getPublicMapLandCoverInfo, { allowed: 400 }),
      fromTable(ROUTES.getIconIcon, { allowed: 400 }),
      // Operations dashboards, time-series dashboards and temperature profiles (stakeholders).
      fromTable(ROUTES.postDashboardYamcoloWidgetsWaterElevation, { allowed: 400 }),
      fromTable(ROUTES.postDashboardYamcoloWidgetsTemp, { allowed: 400 }),
      fromTable(ROUTES.postDashboardYamcoloWidgetsBattery, { allowed: 400 }),
      fromTable(ROUTES.postDashboardYamcoloWidgetsDissolvedOxygen, { allowed: 400 }),
      fromTable(ROUTES.getDashboardYamcoloStats),
      fromTable(ROUTES.getDashboardYamcolo7daygraph),
      fromTable(ROUTES.postDashboardStagecoachWidgetsWaterElevation, { allowed: 400 }),
      fromTable(ROUTES.postDashboardStagecoachWidgetsTemp, { allowed: 400 }),
      fromTable(ROUTES.postDashboardStagecoachWidgetsDissolvedOxygen, { allowed: 400 }),
      fromTable(ROUTES.getDashboardStagecoachStats),
      fromTable(ROUTES.getDashboardYamcoloWidgets),
      fromTable(ROUTES.getDashboardStagecoachWidgets),
      fromTable(ROUTES.postResopsTsYamcoloTimestepOptions),
      fromTable(ROUTES.postResopsTsYamcoloLeftAxisOptions),
      fromTable(ROUTES.postResopsTsYamcoloRightAxisOptions),
      fromTable(ROUTES.postResopsTsYamcoloLeftAxisSeries, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsYamcoloRightAxisSeries, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsYamcolo15Min, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsYamcoloHourly, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsYamcoloDaily, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsYamcoloHoursPumped, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoachTimestepOptions),
      fromTable(ROUTES.postResopsTsStagecoachLeftAxisOptions),
      fromTable(ROUTES.postResopsTsStagecoachRightAxisOptions),
      fromTable(ROUTES.postResopsTsStagecoachLeftAxisSeries, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoachRightAxisSeries, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoach15Min, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoachHourly, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoachDaily, { allowed: 400 }),
      fromTable(ROUTES.postResopsTsStagecoachHoursPumped, { allowed: 400 }),
      fromTable(ROUTES.getTemperatureProfilesLocations),
      fromTable(ROUTES.getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate, { sample: '/api/temperature-profiles/daily/999999/2026-04-01/2026-04-10', allowed: 404 }),
      // Alerts Management (administrators): the matrix sends no body, so writes answer 400 past the access check.
      fromTable(ROUTES.getAlertsManagementTable),
      fromTable(ROUTES.postAlertsManagementTable, { allowed: 400 }),
      fromTable(ROUTES.putAlertsManagementTableByAlertRequestNdx, { sample: '/api/alerts-management-table/999999', allowed: 400 }),
      fromTable(ROUTES.patchAlertsManagementTableByAlertRequestNdx, { sample: '/api/alerts-management-table/999999', allowed: 400 }),
      fromTable(ROUTES.deleteAlertsManagementTableByAlertRequestNdx, { sample: '/api/alerts-management-table/999999', allowed: 404 }),
      fromTable(ROUTES.postAlertsManagementTableAcknowledgeByAlertRequestNdx, { sample: '/api/alerts-management-table/999999/acknowledge', allowed: 400 }),
      fromTable(ROUTES.getListAlertTypes),
      fromTable(ROUTES.getListAlertSendToOptions),
      fromTable(ROUTES.getListAlertLocations),
      fromTable(ROUTES.getAlertDeliveries),
      // Logger keys (administrators): a create without a body answers 400 past the access check.
      fromTable(ROUTES.getLoggerKeys),
      fromTable(ROUTES.postLoggerKeys, { allowed: 400 }),
      fromTable(ROUTES.postLoggerKeysRevokeByLoggerNdx, { sample: '/api/logger-keys/999999/revoke', allowed: 404 }),
      fromTable(ROUTES.getLoggerKeysLocations),
      // Data Imports (administrators): writes without a body (or without an upload's query) answer 400 past the check.
      fromTable(ROUTES.getImports),
      fromTable(ROUTES.getImportsByImportRunNdx, { sample: '/api/imports/999999', allowed: 404 }),
      fromTable(ROUTES.getImportsRejectedByImportRunNdx, { sample: '/api/imports/999999/rejected', allowed: 404 }),
      fromTable(ROUTES.postImportsCancelByImportRunNdx, { sample: '/api/imports/999999/cancel', allowed: 404 }),
      fromTable(ROUTES.postImportsLocationsByImportRunNdx, { sample: '/api/imports/999999/locations', allowed: 400 }),
      fromTable(ROUTES.postImportsUpload, { allowed: 400 }),
      fromTable(ROUTES.postImportsFetch, { allowed: 400 }),
      fromTable(ROUTES.getImportsParameters),
      fromTable(ROUTES.getImportsMappings),
      fromTable(ROUTES.postImportsMappings, { allowed: 400 }),
      fromTable(ROUTES.putImportsMappingsByImportMappingNdx, { sample: '/api/imports/mappings/999999', allowed: 400 }),
      fromTable(ROUTES.deleteImportsMappingsByImportMappingNdx, { sample: '/api/imports/mappings/999999', allowed: 404 }),
      fromTable(ROUTES.getImportsSchedules),
      fromTable(ROUTES.postImportsSchedules, { allowed: 400 }),
      fromTable(ROUTES.putImportsSchedulesByImportScheduleNdx, { sample: '/api/imports/schedules/999999', allowed: 400 }),
      fromTable(ROUTES.deleteImportsSchedulesByImportScheduleNdx, { sample: '/api/imports/schedules/999999', allowed: 404 }),
      fromTable(ROUTES.getSiteParamSummaryTable),
      // Query & Download (public): the matrix sends no body, so the POSTs answer 400 past the access check.
      fromTable(ROUTES.getQueryAndDownloadQDListBasins),
      fromTable(ROUTES.getQueryAndDownloadQDListDataCategories),
      fromTable(ROUTES.getQueryAndDownloadQDListDataSources),
      fromTable(ROUTES.getQueryAndDownloadQDListLocations),
      fromTable(ROUTES.getQueryAndDownloadQDListLocationTypes),
      fromTable(ROUTES.getQueryAndDownloadQDListOrganizations),
      fromTable(ROUTES.getQueryAndDownloadQDListParameterGroups),
      fromTable(ROUTES.getQueryAndDownloadQDListParameters),
      fromTable(ROUTES.getQueryAndDownloadQDListTimesteps),
      fromTable(ROUTES.getQueryAndDownloadLocationsMap),
      fromTable(ROUTES.postQueryAndDownloadCountData, { allowed: 400 }),
      fromTable(ROUTES.postQueryAndDownloadRaw, { allowed: 400 }),
      fromTable(ROUTES.postQueryAndDownloadDaily, { allowed: 400 }),
      // Water Year Comparisons (public).
      fromTable(ROUTES.getWyAnalysisLocationsForMap),
      fromTable(ROUTES.getWyAnalysisDropdownParameters),
      fromTable(ROUTES.getWyAnalysisDropdownLocationsAssocParam),
      fromTable(ROUTES.getWyAnalysisDropdownSeries),
      fromTable(ROUTES.getWyAnalysisComparisonByParameterAndLocationAndSeries, { sample: '/api/wy-analysis-comparison/999999/999999/Median', allowed: 404 }),
      // Time Series Comparisons (public lists; the locations and daily data take an optional token).
      fromTable(ROUTES.getTsCompareDropdownSubAreas),
      fromTable(ROUTES.getTsCompareDropdownParameters),
      fromTable(ROUTES.getTsCompareDropdownLocationsAssoc),
      fromTable(ROUTES.getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate, { sample: '/api/ts-compare-daily-data/999999/999999/2021-10-01/2021-10-31', allowed: 404 }),
      // Colors of Water (public).
      fromTable(ROUTES.getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate, { sample: '/api/colors-of-water-elkhead/graph-daily/2026-10-01/2026-10-31' }),
      fromTable(ROUTES.getColorsOfWaterStagecoachStreamGagesByReservoir, { sample: '/api/colors-of-water-stagecoach/stream-gages/999999', allowed: 404 }),
      fromTable(ROUTES.getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate, {
        sample: '/api/colors-of-water-stagecoach/graph-daily/999999/2026-10-01/2026-10-31', allowed: 404,
      }),
      // Climate and Flows Explorer (public; a token, when sent, must be valid).
      fromTable(ROUTES.getClimateAndFlowsExplorerInputsRegionalGroups),
      fromTable(ROUTES.getClimateAndFlowsExplorerInputsListExploreYears),
      fromTable(ROUTES.getClimateAndFlowsExplorerInputsCafGraphOptions),
      fromTable(ROUTES.getClimateAndFlowsExplorerDataByCafGraphRouteName, {
        sample: '/api/climate-and-flows-explorer/data/no-such-graph?group=4&year=2026', allowed: 404,
      }),
      // Year-over-Year Comparisons (public; a token, when sent, must be valid).
      fromTable(ROUTES.getYearOverYearComparisonsToolInputsRegionalGroups),
      fromTable(ROUTES.getYearOverYearComparisonsToolInputsListExploreYears),
      fromTable(ROUTES.getYearOverYearComparisonsToolInputsYoyGraphOptions),
      fromTable(ROUTES.getYearOverYearComparisonsToolDataByYoyGraphRouteName, {
        sample: '/api/year-over-year-comparisons-tool/data/no-such-graph?group=4&years=2026', allowed: 404,
      }),
      // Time Series Summaries (public; a token, when sent, must be valid).
      fromTable(ROUTES.getTimeSeriesSummariesInputsRegionalGroups),
      fromTable(ROUTES.getTimeSeriesSummariesInputsListExploreYears),
      fromTable(ROUTES.getTimeSeriesSummariesInputsTssumGraphOptions),
      fromTable(ROUTES.getTimeSeriesSummariesDataByTssumGraphRouteName, {
        sample: '/api/time-series-summaries/data/no-such-graph?regionalGroup=4&startDate=2026-10-01&endDate=2026-10-31', allowed: 404,
      }),
      fromTable(ROUTES.getTimeSeriesSummariesBoxesByTssumGraphRouteName, {
        sample: '/api/time-series-summaries/boxes/no-such-graph?regionalGroup=4&startDate=2026-10-01&endDate=2026-10-31&groupType=Month', allowed: 404,
      }),
      // Ingest (checks its logger credential itself: no body, no credential is 401) and the live push.
      fromTable(ROUTES.postIngestTelemetry),
      fromTable(ROUTES.getLiveEvents),
      // Test-only probes (ProbeModule above), one per signed-in level and one that declares nothing.
      ['GET /api/auth-probe/optional', { level: 'optional-auth' }],
      ['GET /api/auth-probe/authenticated', { level: 'authenticated' }],
      ['GET /api/auth-probe/admin', { level: 'admin' }],
      ['GET /api/auth-probe/undeclared', { level: 'undeclared' }],
    ]);

    const CALLERS = ['no token', 'expired', 'other issuer', 'forged signature', 'alg none', 'user', 'Stakeholder', 'Administrator', 'Developer'] as const;
    type Caller = (typeof CALLERS)[number];
    const SIGNED_IN: Caller[] = ['user', 'Stakeholder', 'Administrator', 'Developer'];
    const BAD: Caller[] = ['expired', 'other issuer', 'forged signature', 'alg none'];

    function expected(level: Level, caller: Caller, allowed = 200): number {
      if (level === 'public') return allowed;
      if (level === 'undeclared') return 403;
      // No caller of the matrix holds a logger key; user tokens, valid or not, are not one.
      if (level === 'logger') return 401;
      if (caller === 'no token') return level === 'optional-auth' ? allowed : 401;
      if (BAD.includes(caller)) return 401;
      if (level === 'admin') return caller === 'Administrator' || caller === 'Developer' ? allowed : 403;
      if (level === 'administrator') return caller === 'Administrator' ? allowed : 403;
      if (level === 'stakeholder') return caller === 'user' ? 403 : allowed;
      return allowed;
    }

    const tokens = new Map<Caller, string | undefined>();

    beforeAll(async () => {
      const accounts: Record<string, string> = { user: 'user', Stakeholder: 'stakeholder', Administrator: 'admin', Developer: 'developer' };
      for (const caller of SIGNED_IN) {
        tokens.set(caller, (await signIn(base, `${accounts[caller]}@demo.portal`, DEFAULT_DEMO_PASSWORD)).tokens.access_token);
      }
      const real = tokens.get('Administrator') as string;
      const claims = claimsOf(real);
      const header = headerOf(real);
      const now = Math.floor(Date.now() / 1000);
      const ourKey = createPrivateKey({ key: JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8')).keys[0], format: 'jwk' });
      const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      tokens.set('no token', undefined);
      tokens.set('expired', forgeJwt(header, { ...claims, iat: now - 7200, exp: now - 3600 }, ourKey));
      tokens.set('other issuer', forgeJwt({ alg: 'RS256', typ: 'at+jwt', kid: 'other-key' }, { ...claims, iss: 'https://issuer.example/oidc' }, otherKey));
      tokens.set('forged signature', forgeJwt(header, claims, otherKey));
      tokens.set('alg none', forgeJwt({ alg: 'none', typ: 'at+jwt' }, claims));
    });

    it('lists every route the backend serves', async () => {
      const doc = (await (await api('/api/docs-json')).json()) as { paths: Record<string, Record<string, unknown>> };
      const served = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
      expect(served.sort()).toEqual(Object.keys(ROUTES_SERVED).sort());
    });

    it('gives each caller the expected status on each route', async () => {
      const mismatches: string[] = [];
      for (const [route, { level, sample, allowed }] of Object.entries(ROUTES_SERVED)) {
        const [method, template] = route.split(' ');
        for (const caller of CALLERS) {
          const token = tokens.get(caller);
          const res = await fetch(`${base}${sample ?? template}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
          const want = expected(level, caller, allowed);
          if (res.status !== want) mismatches.push(`${route} as ${caller}: ${res.status}, expected ${want}`);
        }
      }
      expect(mismatches).toEqual([]);
    });

    it('refuses a token signed by our own key without exp or iat, living over a day, or issued in the future', async () => {
      const real = tokens.get('Administrator') as string;
      const { exp: _exp, iat: _iat, ...claims } = claimsOf(real);
      const ourKey = createPrivateKey({ key: JSON.parse(fs.readFileSync(path.join(dataDir, 'oidc-keys.json'), 'utf8')).keys[0], format: 'jwk' });
      const now = Math.floor(Date.now() / 1000);
      const status = async (times: Record<string, number>) =>
        (await api('/api/auth-probe/admin', forgeJwt(headerOf(real), { ...claims, ...times }, ourKey))).status;
      expect(await status({ iat: now, exp: now + 900 })).toBe(200);
      expect(await status({ iat: now })).toBe(401);
      expect(await status({ exp: now + 900 })).toBe(401);
      expect(await status({ iat: now, exp: now + 2 * 24 * 3600 })).toBe(401);
      expect(await status({ iat: now + 365 * 24 * 3600, exp: now + 365 * 24 * 3600 + 900 })).toBe(401);
    });

    it('keeps the OpenAPI documents and the web app public', async () => {
      for (const p of ['/api/docs', '/api/docs-json', '/', '/tools/anything']) expect((await api(p)).status).toBe(200);
    });

    it('hands the verified caller to OptionalAuth routes, and none to anonymous calls', async () => {
      const anonymous = (await (await api('/api/auth-probe/optional')).json()) as { user: unknown };
      expect(anonymous.user).toBeNull();
      const signedIn = (await (await api('/api/auth-probe/optional', tokens.get('Developer'))).json()) as { user: AuthenticatedUser };
      expect(signedIn.user).toMatchObject({ sub: 'demo-developer', isAdmin: true, isAdministrator: false, isDeveloper: true, isStakeholder: true });
    });

    it('documents bearer auth on signed-in routes only, and who is refused with 403', async () => {
      type Operation = { security?: unknown[]; responses: Record<string, { description: string }> };
      const doc = (await (await api('/api/docs-json')).json()) as { paths: Record<string, { get: Operation }> };
      expect(doc.paths['/api/auth-probe/admin'].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/api/auth-probe/admin'].get.responses['403'].description).toBe('Signed in, but not an Administrator or Developer.');
      expect(doc.paths['/api/logger-keys'].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/api/logger-keys'].get.responses['403'].description).toBe('Signed in, but not an Administrator (a Developer is refused too).');
      // Public routes need no token: no security requirement (or an explicitly empty one).
      expect(doc.paths['/api/health'].get.security ?? []).toEqual([]);
    });
  });
});

describe('sign-in attempts on the embedded provider', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    db = await createScratchDatabase('portal_login_limits');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-login-limits-'));
    base = `http://127.0.0.1:${await freePort()}`;
    // Each test is a different client behind a proxy on this machine.
    running = await startSignInApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_SIGN_IN_PER_MINUTE: '40', DATABASE_URL: db.url, DATA_DIR: dataDir }, base);
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks an account out after 5 wrong passwords, refusing even the right one, with a 429, Retry-After and a message', async () => {
    const form = await openLoginForm(base, '198.51.100.10');
    for (let i = 0; i < 5; i++) expect((await form.post('admin@demo.portal', `guess-${i}`)).status).toBe(401);
    // From another address too: the account is locked, not the client.
    const elsewhere = await openLoginForm(base, '198.51.100.11');
    const locked = await elsewhere.post('admin@demo.portal', DEFAULT_DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.text()).toContain('Too many sign-in attempts. Try again in 1 minute.');
    // Other accounts are unaffected.
    expect((await elsewhere.post('developer@demo.portal', DEFAULT_DEMO_PASSWORD)).status).toBe(303);
  });

  it('locks a client address out after 20 failures, whichever accounts it tries', async () => {
    const form = await openLoginForm(base, '198.51.100.20');
    for (let i = 0; i < 20; i++) expect((await form.post(`guess${i}@example.org`, 'wrong-password')).status).toBe(401);
    const refused = await form.post('stakeholder@demo.portal', DEFAULT_DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many sign-in attempts.');
    expect((await (await openLoginForm(base, '198.51.100.21')).post('stakeholder@demo.portal', DEFAULT_DEMO_PASSWORD)).status).toBe(303);
  });

  it('gives each client a budget of sign-in requests per minute, then 429 with Retry-After', async () => {
    const client = { 'x-forwarded-for': '2001:db8:0:1::1' };
    const discoveryUrl = `${base}/oidc/.well-known/openid-configuration`;
    for (let i = 0; i < 40; i++) expect((await fetch(discoveryUrl, { headers: client })).status).toBe(200);
    const refused = await fetch(discoveryUrl, { headers: client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many sign-in requests');
    // Another address in the same /64 is the same client; another /64 and the API are unaffected.
    expect((await fetch(discoveryUrl, { headers: { 'x-forwarded-for': '2001:db8:0:1::2' } })).status).toBe(429);
    expect((await fetch(discoveryUrl, { headers: { 'x-forwarded-for': '2001:db8:0:2::1' } })).status).toBe(200);
    expect((await fetch(`${base}/api/auth/client-config`, { headers: client })).status).toBe(200);
  });

  it("resets an account's count when it signs in", async () => {
    const first = await openLoginForm(base, '198.51.100.30');
    for (let i = 0; i < 4; i++) expect((await first.post('user@demo.portal', `guess-${i}`)).status).toBe(401);
    expect((await first.post('user@demo.portal', DEFAULT_DEMO_PASSWORD)).status).toBe(303);
    const second = await openLoginForm(base, '198.51.100.31');
    for (let i = 0; i < 4; i++) expect((await second.post('user@demo.portal', `guess-${i}`)).status).toBe(401);
    expect((await second.post('user@demo.portal', DEFAULT_DEMO_PASSWORD)).status).toBe(303);
  });
});

describe('sign-in state kept in the database', () => {
  let db: ScratchDatabase;
  let dataDir: string;
  let base: string;
  const apps: RunningApp[] = [];
  const start = async (port?: number) => {
    const running = await startSignInApp({ DATABASE_URL: db.url, DATA_DIR: dataDir }, base, port);
    apps.push(running);
    return running;
  };
  const stop = async (running: RunningApp) => {
    await running.close();
    apps.splice(apps.indexOf(running), 1);
  };
  const adminRead = (token: string) => fetch(`${base}/api/list-sms-providers`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    db = await createScratchDatabase('portal_oidc_state');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-oidc-state-'));
    base = `http://127.0.0.1:${await freePort()}`;
  });

  afterAll(async () => {
    for (const running of [...apps]) await running.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps refresh tokens across a restart and shares them with a second instance, and clears expired rows", async () => {
    const first = await start();
    // A row that expired an hour ago: gone once the provider has stored something.
    await first.dataSource.query(
      `INSERT INTO oidc_payloads (id, type, payload, expires_at) VALUES ('stale', 'Session', '{}', now() - interval '1 hour')`,
    );
    const { tokens } = await signIn(base, 'admin@demo.portal', DEFAULT_DEMO_PASSWORD);
    expect(await first.dataSource.query(`SELECT id FROM oidc_payloads WHERE id = 'stale'`)).toEqual([]);
    expect((await first.dataSource.query(`SELECT DISTINCT type FROM oidc_payloads ORDER BY type`)).map((r: { type: string }) => r.type))
      .toEqual(expect.arrayContaining(['Grant', 'RefreshToken', 'Session']));

    // A second instance on the same database (behind the same public address) accepts the first one's refresh token.
    const secondPort = await freePort();
    await start(secondPort);
    const shared = await refresh(base, tokens.refresh_token, `http://127.0.0.1:${secondPort}/oidc/token`);
    expect(shared.status).toBe(200);
    const renewed = (await shared.json()) as Tokens;

    // The first instance restarts: users stay signed in, and the rotated-out token stays spent.
    await stop(first);
    await start();
    const afterRestart = await refresh(base, renewed.refresh_token);
    expect(afterRestart.status).toBe(200);
    expect((await adminRead(((await afterRestart.json()) as Tokens).access_token)).status).toBe(200);
    expect((await refresh(base, tokens.refresh_token)).status).toBe(400);
  });
});
