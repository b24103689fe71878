import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type Provider from 'oidc-provider';
import { DataSource } from 'typeorm';
import { classifyDatabaseError, RETRY_AFTER_SECONDS } from '../../common/database-unavailable.filter';
import { clientAddress, perClientLimit } from '../../common/rate-limit';
import type { AuthConfig, EmbeddedProviderConfig } from '../../config/config';
import { checkDemoCredentials, DEMO_ACCOUNTS } from './demo-accounts';
import { LoginAttempts, lockoutMessage } from './login-attempts';
import { escapeHtml, loginPage, page, STYLESHEET, STYLESHEET_PATH } from './pages';
import { SignInStorageUnavailable } from './postgres-adapter';
import { createEmbeddedProvider, INTERACTION_PATH, OIDC_MOUNT_PATH } from './provider';

type Handler = (req: express.Request, res: express.Response) => Promise<void>;

/**
 * The provider's pages get their own policy instead of the app's: no scripts but those a page allows by hash,
 * our stylesheet, and form submissions that may end (after the provider's redirects) at any registered redirect
 * or post-logout URI — browsers apply form-action to the whole redirect chain of the sign-in and sign-out forms.
 */
function providerCsp(embedded: EmbeddedProviderConfig): string {
  const targets = new Set<string>();
  for (const uri of [...embedded.redirectUris, ...embedded.postLogoutRedirectUris]) {
    const url = new URL(uri);
    // Loopback redirects match any port (RFC 8252), so the policy must too.
    const loopback = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    targets.add(loopback ? `${url.protocol}//${url.hostname}:*` : url.origin);
  }
  return [
    "default-src 'none'",
    // Inline scripts are allowed per response by their hash: oidc-provider's own (form_post response mode) and
    // the one-step sign-out's (provider.ts).
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${[...targets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * oidc-provider builds every endpoint URL (discovery, redirects, form targets) from the request's Host and
 * scheme. Both come from the client (or from whatever a proxy passes on), so they are replaced with the
 * configured public URL's: a forged `Host: evil.example` cannot put another origin into the discovery document.
 * The provider reads the scheme from X-Forwarded-Proto (it runs with `proxy` on), which this sets as well.
 */
function pinToPublicUrl(publicUrl: string): express.RequestHandler {
  const url = new URL(publicUrl);
  const scheme = url.protocol.slice(0, -1);
  return (req, _res, next) => {
    req.headers.host = url.host;
    req.headers['x-forwarded-host'] = url.host;
    req.headers['x-forwarded-proto'] = scheme;
    next();
  };
}

function interactionRoutes(provider: Provider, auth: AuthConfig, embedded: EmbeddedProviderConfig, attempts: LoginAttempts): express.Router {
  const router = express.Router();
  const safely = (handler: Handler): express.RequestHandler => (req, res, next) => void handler(req, res).catch(next);
  const showPassword = embedded.demoPasswordIsDefault ? embedded.demoPassword : undefined;
  const renderLogin = (res: express.Response, uid: string, email?: string, error?: string) =>
    res.type('html').send(loginPage({ action: `${INTERACTION_PATH}/${uid}`, email, error, demoAccounts: DEMO_ACCOUNTS, showDemoPassword: showPassword }));

  router.get('/:uid', safely(async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      res.setHeader('Cache-Control', 'no-store');
      renderLogin(res, details.uid, typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined);
      return;
    }
    if (details.prompt.name !== 'consent' || details.params.client_id !== auth.clientId || !details.session?.accountId) {
      res.status(400).type('html').send(page('Sign-in problem', '<h1>Sign-in problem</h1><p>This sign-in request cannot continue.</p>'));
      return;
    }
    // Consent is implied for our own first-party apps: grant what they asked for and carry on.
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: auth.clientId });
    if (!grant) throw new Error('grant of the interaction vanished');
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }));

  router.post('/:uid', express.urlencoded({ extended: false, limit: '4kb' }), safely(async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const body = req.body as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (details.prompt.name !== 'login') {
      res.status(400).type('html').send(page('Sign-in problem', '<h1>Sign-in problem</h1><p>This sign-in request is not waiting for a password.</p>'));
      return;
    }
    // Locked out: refused before the password is even looked at, so a right guess during the lockout tells nothing.
    const address = clientAddress(req);
    const retryAfterMs = attempts.retryAfterMs(email, address);
    if (retryAfterMs > 0) {
      res.status(429).setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
      renderLogin(res, details.uid, email, lockoutMessage(retryAfterMs));
      return;
    }
    const account = checkDemoCredentials(email, password, embedded.demoPassword);
    if (!account) {
      attempts.recordFailure(email, address);
      res.status(401);
      renderLogin(res, details.uid, email, 'Wrong email or password.');
      return;
    }
    attempts.recordSuccess(email);
    await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }));

  // An expired or unknown sign-in request (oidc-provider's errors carry a status and an OAuth error code), or a
  // database that cannot answer (503 with Retry-After: the person can simply try again).
  router.use((err: { status?: number; error?: string; error_description?: string }, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    const unavailable = err instanceof SignInStorageUnavailable ? err : classifyDatabaseError(err) && new SignInStorageUnavailable(err);
    if (unavailable) {
      res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
      err = unavailable;
    }
    if (!err.status || (err.status >= 500 && !unavailable)) return next(err);
    res.status(err.status).type('html').send(page('Sign-in problem', `<h1>Sign-in problem</h1><p>${escapeHtml(err.error_description ?? err.error ?? 'The sign-in request is not valid.')}</p><p>Start the sign-in again from the portal.</p>`));
  });
  return router;
}

/**
 * Serves the embedded OpenID Connect provider at /oidc on the backend's own origin and port. Call before the
 * web build's fallback (which would answer /oidc GETs with index.html) and before Nest's body parsers (which
 * the provider must not see: it reads the raw request body itself).
 */
export async function mountEmbeddedProvider(app: NestExpressApplication, auth: AuthConfig): Promise<void> {
  const embedded = auth.embedded;
  if (!embedded) return;
  const provider = await createEmbeddedProvider(auth, app.get(DataSource));
  const logger = new Logger('EmbeddedOidcProvider');
  provider.on('server_error', (_ctx, error) => logger.error(error.message, error.stack));
  provider.use(async (ctx, next) => {
    await next();
    // The provider answers its own 503s (a database that cannot answer); clients learn when to retry.
    if (ctx.status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS.unavailable));
    // A revocation succeeds with an empty 200 (RFC 7009), which Koa labels text/plain; browser clients such as
    // oidc-client-ts refuse any type but JSON's, so the empty answer goes without one.
    if (ctx.oidc?.route === 'revocation' && ctx.status === 200 && ctx.body === '') ctx.remove('Content-Type');
  });
  const csp = providerCsp(embedded);

  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  });
  router.use(pinToPublicUrl(embedded.publicUrl));
  router.get(STYLESHEET_PATH.slice(OIDC_MOUNT_PATH.length), (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600').send(STYLESHEET);
  });
  // Every sign-in request but the stylesheet spends from one budget per client, far smaller than the API's.
  router.use(perClientLimit(embedded.requestsPerMinute, (res, retryAfter) => {
    res.type('html').send(page('Sign-in problem', `<h1>Too many sign-in requests</h1><p>Try again in ${retryAfter} seconds.</p>`));
  }));
  router.use(INTERACTION_PATH.slice(OIDC_MOUNT_PATH.length), interactionRoutes(provider, auth, embedded, new LoginAttempts()));
  router.use(provider.callback());
  app.use(OIDC_MOUNT_PATH, router);

  logger.log(`Embedded OpenID Connect provider at ${auth.issuer} (${DEMO_ACCOUNTS.length} demo accounts${embedded.demoPasswordIsDefault ? ', default demo password: demo only' : ''})`);
}
