/**
 * Desktop sign-in: OpenID Connect authorization code + PKCE through the SYSTEM BROWSER with a
 * loopback redirect (RFC 8252), run entirely in main. The access token and the ID token's claims live in
 * main's memory; the refresh token lives in the OS keychain under REFRESH_TOKEN_KEY, which the renderer's
 * token store refuses, and is never part of anything this service hands out. Electron-free: the browser,
 * the keychain, fetch and the clock are parameters, so the whole protocol is tested without Electron.
 */
import { signedInUserFromClaims } from '@portal/ui/ports';
import type { AuthState, SignedInUser } from '../shared/bridge';
import { listenForRedirect, type LoopbackRedirect } from './loopback-redirect.main';
import {
  authorizationUrl,
  createPkcePair,
  endSessionUrl,
  fetchUserInfo,
  idTokenClaims,
  loadProvider,
  randomUrlSafe,
  requestTokens,
  revokeRefreshToken,
  TokenEndpointError,
  type Claims,
  type Fetch,
  type Provider,
  type TokenResponse,
} from './oidc-client.main';
import { REFRESH_TOKEN_KEY, type SecureStorage } from './secure-storage.main';

/** The access token is renewed when it has less than this left, so no API call leaves with a dying one. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** How long the loopback server waits for the browser; the provider's own sign-in page expires after 15 min. */
export const SIGN_IN_TIMEOUT_MS = 10 * 60_000;
/** For a token response without expires_in (RFC 6749 only recommends it): renew early rather than late. */
const ASSUMED_LIFETIME_S = 300;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
/**
 * While the server cannot be reached at start-up, the stored session is tried again this often (and at once when
 * the UI asks for a token), so a control-room PC that started before its server comes back signed in by itself.
 */
export const RESTORE_RETRY_MS = 15_000;
/**
 * How long a token request waits on such an attempt: a server that does not answer at all (a dropped connection
 * rather than a refused one) must not hold the dashboards back from their kept answers; the attempt goes on.
 */
export const RESTORE_WAIT_MS = 3_000;

export interface SignInDependencies {
  /** The configured backend, without a trailing slash; its /api/auth/client-config names the provider. */
  backendUrl(): string;
  /** Opens a URL in the system browser (Electron's shell.openExternal). */
  openExternal(url: string): Promise<void>;
  /** The keychain, main's own view (the renderer's view refuses REFRESH_TOKEN_KEY). */
  secureStorage: Pick<SecureStorage, 'get' | 'set' | 'delete'>;
  fetch?: Fetch;
  /** Milliseconds since the epoch. */
  now?: () => number;
  warn?: (message: string) => void;
  /** Called once a browser sign-in has finished, to bring the app window back in front of the browser. */
  onSignedIn?: () => void;
  signInTimeoutMs?: number;
  listen?: () => Promise<LoopbackRedirect>;
}

interface Session {
  /** The backend the session was made for: a session never follows the app to another backend. */
  backendUrl: string;
  provider: Provider;
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  refreshToken?: string;
  /** For id_token_hint at sign-out. */
  idToken?: string;
  claims: Claims;
  user: SignedInUser;
}

/**
 * The keychain entry: the refresh token and the issuer it belongs to, so it is never sent to another one, and who
 * the user is (name and roles, no picture: an entry is small on Windows), so a start without the server can show
 * that user's last known dashboards until the session is restored.
 */
interface StoredGrant {
  issuer: string;
  refreshToken: string;
  user?: SignedInUser;
}

function storedUser(value: unknown): SignedInUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { sub, name, email, roles } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || !Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) return undefined;
  return { sub, roles, ...(typeof name === 'string' ? { name } : {}), ...(typeof email === 'string' ? { email } : {}) };
}

/** The reason a pending sign-in ends when the user signs out meanwhile; not an error to show. */
class SignInCancelledError extends Error {
  override readonly name = 'SignInCancelledError';
}

interface PendingSignIn {
  done: Promise<void>;
  controller: AbortController;
  /** Known once the loopback server listens; a second sign-in request opens it again. */
  url?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class SignInService {
  private state: AuthState = { status: 'loading' };
  private readonly listeners = new Set<(state: AuthState) => void>();
  private session: Session | undefined;
  private ready: Promise<void> = Promise.resolve();
  private pending: PendingSignIn | undefined;
  /** One renewal at a time: refresh tokens rotate, and spending one twice ends the whole grant. */
  private renewal: Promise<Session | undefined> | undefined;
  private providerCache: { backendUrl: string; provider: Promise<Provider> } | undefined;
  /** The stored session that could not be restored because the server was away; tried again until it can. */
  private offline: { grant: StoredGrant; retry?: ReturnType<typeof setTimeout>; attempt?: Promise<void> } | undefined;
  private readonly fetch: Fetch;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(private readonly deps: SignInDependencies) {
    this.fetch = deps.fetch ?? ((input, init) => fetch(input, init));
    this.now = deps.now ?? Date.now;
    this.warn = deps.warn ?? console.warn;
  }

  current(): AuthState {
    return this.state;
  }

  /** Returns the unsubscribe function. */
  onState(listener: (state: AuthState) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** At start-up: the session comes back from the keychain's refresh token, or the state becomes signed-out. */
  start(): Promise<void> {
    this.ready = this.restore();
    return this.ready;
  }

  /**
   * The browser flow. Resolves once signed in (at once if already); rejects with the reason otherwise, which
   * the state then carries as its error. A second call while the browser is out opens the same page again
   * (the user may have closed the tab) and shares the outcome.
   */
  async signIn(): Promise<void> {
    await this.ready;
    if (this.liveSession()) return;
    if (this.pending) {
      if (this.pending.url) this.openInBrowser(this.pending.url, this.pending.controller);
      return this.pending.done;
    }
    const controller = new AbortController();
    const pending: PendingSignIn = { controller, done: Promise.resolve() };
    pending.done = this.runBrowserSignIn(pending)
      .then(
        () => this.deps.onSignedIn?.(),
        (error: unknown) => {
          if (error instanceof SignInCancelledError) return;
          this.setState({ status: 'signed-out', error: messageOf(error) });
          throw error;
        },
      )
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending.done;
  }

  /**
   * Signs out here and at the provider: the refresh token is revoked (when discovery lists a revocation
   * endpoint) and deleted from the keychain, and the provider's end-session page opens in the browser, which
   * returns to the site. Failures at the provider are logged: the app is signed out whatever they say.
   */
  async signOut(): Promise<void> {
    await this.ready;
    this.pending?.controller.abort(new SignInCancelledError('Signed out before the sign-in finished'));
    await this.renewal?.catch(() => undefined);
    this.stopOffline();
    const session = this.session;
    await this.forget({ status: 'signed-out' });
    if (!session) return;
    if (session.refreshToken) await this.revokeQuietly(session.provider, session.refreshToken);
    const endSession = endSessionUrl(session.provider, session.idToken, `${session.backendUrl}/`);
    if (endSession) await this.deps.openExternal(endSession).catch((error: unknown) => this.warn(`Could not open the provider's sign-out page: ${messageOf(error)}`));
  }

  /** A valid access token, renewed when it is within RENEW_BEFORE_EXPIRY_MS of expiry, or null when signed out. */
  async accessToken(): Promise<string | null> {
    await this.ready;
    if (this.offline && !this.session) await this.restoreOfflineWithin(RESTORE_WAIT_MS);
    const session = this.liveSession();
    if (!session) return null;
    if (session.expiresAt - this.now() > RENEW_BEFORE_EXPIRY_MS) return session.accessToken;
    this.renewal ??= this.renew(session).finally(() => {
      this.renewal = undefined;
    });
    return (await this.renewal)?.accessToken ?? null;
  }

  // -------------------------------------------------------------------------------------------------------

  private setState(next: AuthState): void {
    if (JSON.stringify(next) === JSON.stringify(this.state)) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }

  /** The session, unless the backend setting changed since it was made: then it is not used (nor renewed). */
  private liveSession(): Session | undefined {
    const session = this.session;
    if (session && session.backendUrl !== this.deps.backendUrl()) {
      void this.signOutQuietly(session);
      return undefined;
    }
    return session;
  }

  /** Another backend was configured: that session ends (revoked at its own provider), without a browser page. */
  private async signOutQuietly(session: Session): Promise<void> {
    if (this.session !== session) return;
    await this.forget({ status: 'signed-out' });
    if (session.refreshToken) await this.revokeQuietly(session.provider, session.refreshToken);
  }

  /** The provider's settings for a backend, loaded once; a failed load is retried next time. */
  private provider(backendUrl: string): Promise<Provider> {
    if (this.providerCache?.backendUrl !== backendUrl) {
      const provider = loadProvider(this.fetch, backendUrl);
      const entry = { backendUrl, provider };
      provider.catch(() => {
        if (this.providerCache === entry) this.providerCache = undefined;
      });
      this.providerCache = entry;
    }
    return this.providerCache.provider;
  }

  private openInBrowser(url: string, controller: AbortController): void {
    // Not awaited: the sign-in waits for the loopback callback, which may come before openExternal settles.
    this.deps.openExternal(url).catch((error: unknown) => controller.abort(new Error(`Could not open the system browser: ${messageOf(error)}`)));
  }

  private async runBrowserSignIn(pending: PendingSignIn): Promise<void> {
    const { controller } = pending;
    const backendUrl = this.deps.backendUrl();
    const provider = await this.provider(backendUrl);
    const pkce = createPkcePair();
    const state = randomUrlSafe();
    const nonce = randomUrlSafe();
    const loopback = await (this.deps.listen ?? listenForRedirect)();
    const timeout = setTimeout(
      () => controller.abort(new Error('The sign-in was not finished in the browser in time.')),
      this.deps.signInTimeoutMs ?? SIGN_IN_TIMEOUT_MS,
    );
    timeout.unref?.();
    try {
      const redirectUri = loopback.redirectUri;
      pending.url = authorizationUrl(provider, { redirectUri, state, nonce, codeChallenge: pkce.challenge });
      // Only an answer carrying this sign-in's state is taken (RFC 6749 §10.12); anything else is refused.
      const callback = loopback.next((params) => params.get('state') === state, controller.signal);
      this.openInBrowser(pending.url, controller);
      const { params, answer } = await callback;
      clearTimeout(timeout);
      try {
        const error = params.get('error');
        if (error) throw new Error(`The sign-in provider answered ${error}${params.get('error_description') ? `: ${params.get('error_description')}` : ''}.`);
        const code = params.get('code');
        if (!code) throw new Error('The sign-in provider answered without an authorization code.');
        const tokens = await requestTokens(this.fetch, provider, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: pkce.verifier });
        if (controller.signal.aborted) {
          // Signed out while the code was being exchanged: the new grant must not outlive that decision.
          if (tokens.refresh_token) await this.revokeQuietly(provider, tokens.refresh_token);
          throw controller.signal.reason;
        }
        await this.keep(await this.sessionFrom(tokens, provider, backendUrl, { nonce }));
        answer({ ok: true });
      } catch (error) {
        answer({ ok: false, error: messageOf(error) });
        throw error;
      }
    } finally {
      clearTimeout(timeout);
      loopback.close();
    }
  }

  /**
   * Start-up: a stored refresh token for this backend's issuer becomes a session; anything else, signed-out. When
   * the server cannot be reached, the user the entry names is shown as signed in, offline (the UI then opens on
   * the last known dashboards), and the session is tried again until the server answers.
   */
  private async restore(): Promise<void> {
    const grant = await this.readStoredGrant().catch((error: unknown) => {
      // No keychain on this PC: nothing to restore, but sign-in itself still works (for this run).
      this.warn(`Could not read the session from the OS keychain: ${messageOf(error)}`);
      return undefined;
    });
    if (!grant) return this.setState({ status: 'signed-out' });
    if (!grant.user) return this.restoreFrom(grant);
    // A server that does not answer at all (a dropped connection rather than a refused one) can keep the attempt
    // waiting for minutes: after RESTORE_WAIT_MS the app starts as the entry's user, offline, and the attempt goes on.
    this.offline = { grant };
    const done = await this.restoreOfflineWithin(RESTORE_WAIT_MS);
    if (!done && this.offline && this.state.status === 'loading') this.setState({ status: 'signed-in', user: grant.user, offline: true });
  }

  private async restoreFrom(grant: StoredGrant): Promise<void> {
    try {
      const backendUrl = this.deps.backendUrl();
      const provider = await this.provider(backendUrl);
      if (provider.config.issuer !== grant.issuer) {
        // Another backend (and provider) is configured now: that token must never reach this one.
        this.stopOffline();
        return await this.forget({ status: 'signed-out' });
      }
      const tokens = await requestTokens(this.fetch, provider, { grant_type: 'refresh_token', refresh_token: grant.refreshToken });
      this.stopOffline();
      await this.keep(await this.sessionFrom(tokens, provider, backendUrl, { refreshToken: grant.refreshToken }));
    } catch (error) {
      if (error instanceof TokenEndpointError && error.code === 'invalid_grant') {
        // Expired or revoked: an ordinary end of a session, not a problem to report.
        this.stopOffline();
        return await this.forget({ status: 'signed-out' });
      }
      // The backend or provider is unreachable: keep the keychain entry, and try again.
      this.warn(`Could not restore the session: ${messageOf(error)}`);
      if (!grant.user) {
        this.setState({ status: 'signed-out', error: `Could not restore the session: ${messageOf(error)}` });
        return;
      }
      this.offline ??= { grant };
      this.setState({ status: 'signed-in', user: grant.user, offline: true });
      this.scheduleOfflineRetry();
    }
  }

  /** One restore attempt at a time, whether the timer or a token request asks. */
  private restoreOffline(): Promise<void> {
    const offline = this.offline;
    if (!offline) return Promise.resolve();
    offline.attempt ??= this.restoreFrom(offline.grant).finally(() => {
      offline.attempt = undefined;
    });
    return offline.attempt;
  }

  /** The restore attempt, waited on for at most `ms`; answers whether it ended by then (it goes on either way). */
  private async restoreOfflineWithin(ms: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = await Promise.race([
      this.restoreOffline().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
    clearTimeout(timer);
    return done;
  }

  private scheduleOfflineRetry(): void {
    const offline = this.offline;
    if (!offline || offline.retry !== undefined) return;
    offline.retry = setTimeout(() => {
      offline.retry = undefined;
      void this.restoreOffline();
    }, RESTORE_RETRY_MS);
    // A pending retry never keeps the app from quitting.
    (offline.retry as { unref?: () => void }).unref?.();
  }

  private stopOffline(): void {
    if (this.offline?.retry !== undefined) clearTimeout(this.offline.retry);
    this.offline = undefined;
  }

  private async renew(session: Session): Promise<Session | undefined> {
    if (!session.refreshToken) {
      await this.forget({ status: 'signed-out', error: SESSION_ENDED_MESSAGE });
      return undefined;
    }
    try {
      const tokens = await requestTokens(this.fetch, session.provider, { grant_type: 'refresh_token', refresh_token: session.refreshToken });
      const next = await this.sessionFrom(tokens, session.provider, session.backendUrl, { previous: session });
      if (this.session !== session) return this.session;
      await this.keep(next);
      return next;
    } catch (error) {
      if (error instanceof TokenEndpointError && error.code === 'invalid_grant') {
        if (this.session === session) await this.forget({ status: 'signed-out', error: SESSION_ENDED_MESSAGE });
        return undefined;
      }
      // Unreachable provider: the session stays, and the next call tries again.
      throw error;
    }
  }

  private async sessionFrom(
    tokens: TokenResponse,
    provider: Provider,
    backendUrl: string,
    options: { nonce?: string; previous?: Session; refreshToken?: string },
  ): Promise<Session> {
    const { issuer, clientId, rolesClaim } = provider.config;
    const { previous } = options;
    let claims: Claims;
    if (tokens.id_token) claims = idTokenClaims(tokens.id_token, { issuer, clientId, nonce: options.nonce, nowSeconds: this.now() / 1000 });
    else if (previous) claims = previous.claims;
    else claims = await fetchUserInfo(this.fetch, provider, tokens.access_token);
    if (previous && claims['sub'] !== previous.claims['sub']) throw new Error('The sign-in provider answered for another user');
    return {
      backendUrl,
      provider,
      accessToken: tokens.access_token,
      expiresAt: this.now() + (tokens.expires_in ?? ASSUMED_LIFETIME_S) * 1000,
      // Refresh tokens rotate: the new one replaces the old. A provider that does not rotate sends none.
      refreshToken: tokens.refresh_token ?? previous?.refreshToken ?? options.refreshToken,
      idToken: tokens.id_token ?? previous?.idToken,
      claims,
      user: signedInUserFromClaims(claims, rolesClaim),
    };
  }

  /** Makes `session` current: its refresh token into the keychain, its user to the UI. */
  private async keep(session: Session): Promise<void> {
    const previousRefreshToken = this.session?.refreshToken;
    this.session = session;
    if (session.refreshToken !== previousRefreshToken || previousRefreshToken === undefined) {
      try {
        if (session.refreshToken) {
          const { sub, name, email, roles } = session.user;
          const user: SignedInUser = { sub, roles, ...(name !== undefined ? { name } : {}), ...(email !== undefined ? { email } : {}) };
          const grant: StoredGrant = { issuer: session.provider.config.issuer, refreshToken: session.refreshToken, user };
          await this.deps.secureStorage.set(REFRESH_TOKEN_KEY, JSON.stringify(grant));
        } else {
          await this.deps.secureStorage.delete(REFRESH_TOKEN_KEY);
        }
      } catch (error) {
        // No keychain on this PC: the session works until the app quits.
        this.warn(`Could not keep the session in the OS keychain: ${messageOf(error)}`);
      }
    }
    this.setState({ status: 'signed-in', user: session.user });
  }

  /** Ends the session in this app: memory, keychain, state. */
  private async forget(next: AuthState): Promise<void> {
    this.session = undefined;
    this.setState(next);
    await this.deps.secureStorage.delete(REFRESH_TOKEN_KEY).catch((error: unknown) => {
      this.warn(`Could not delete the session from the OS keychain: ${messageOf(error)}`);
    });
  }

  private async readStoredGrant(): Promise<StoredGrant | undefined> {
    const stored = await this.deps.secureStorage.get(REFRESH_TOKEN_KEY);
    if (!stored) return undefined;
    try {
      const grant = JSON.parse(stored) as Partial<StoredGrant>;
      if (typeof grant.issuer === 'string' && typeof grant.refreshToken === 'string') {
        const user = storedUser(grant.user);
        return { issuer: grant.issuer, refreshToken: grant.refreshToken, ...(user ? { user } : {}) };
      }
    } catch {
      // not ours, or damaged: dropped below
    }
    this.warn('The stored session could not be read; signing in again is needed.');
    await this.deps.secureStorage.delete(REFRESH_TOKEN_KEY);
    return undefined;
  }

  private async revokeQuietly(provider: Provider, refreshToken: string): Promise<void> {
    try {
      await revokeRefreshToken(this.fetch, provider, refreshToken);
    } catch (error) {
      this.warn(`Could not revoke the session at the sign-in provider: ${messageOf(error)}`);
    }
  }
}
