import type { JsonWebKey } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { DataSource } from 'typeorm';
import type { AuthConfig, EmbeddedProviderConfig } from '../../config/config';
import { findDemoAccount, type DemoAccount } from './demo-accounts';
import { importEsm } from './esm-import';
import { AUTO_SIGN_OUT_SCRIPT, escapeHtml, page, scriptHashSource } from './pages';
import { postgresAdapter } from './postgres-adapter';
import { loadOrCreateSecrets } from './signing-keys';

type OidcModule = typeof import('oidc-provider');

/** Where the provider lives under the portal's origin. */
export const OIDC_MOUNT_PATH = '/oidc';
export const INTERACTION_PATH = `${OIDC_MOUNT_PATH}/interaction`;

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Initials on a coloured disc, as a data: URL, so the demo accounts have a picture with no network. */
function avatar(account: DemoAccount): string {
  const initials = account.name.split(' ').slice(0, 2).map((w) => w[0]).join('');
  const hue = [...account.sub].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},45%,45%)"/><text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The claims a demo account has, everywhere the provider hands out claims (ID token, userinfo, access token). */
function accountClaims(account: DemoAccount, rolesClaim: string) {
  return {
    sub: account.sub,
    name: account.name,
    email: account.email,
    email_verified: true,
    picture: avatar(account),
    [rolesClaim]: account.roles,
  };
}

/**
 * Whether the sign-out request carries an ID token of the account signed in here. oidc-provider has already
 * checked the hint's signature, issuer and audience (our client); only a page of our own apps holds such a token,
 * so a third party's link cannot end the session unasked.
 */
function hintNamesSessionAccount(ctx: KoaContextWithOIDC): boolean {
  const sub = ctx.oidc.entities.IdTokenHint?.payload.sub;
  const accountId = ctx.oidc.session?.accountId;
  return typeof sub === 'string' && !!accountId && sub === accountId;
}

/** Allows one inline script on this response only, by its hash in the policy mount.ts set on every provider page. */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('Content-Security-Policy');
  if (!csp) return;
  const directives = csp.split(';').map((d) => d.trim());
  ctx.set('Content-Security-Policy', directives.map((d) => (/^script-src\s/.test(d) ? `${d} ${scriptHashSource(script)}` : d)).join('; '));
}

function configuration(auth: AuthConfig, embedded: EmbeddedProviderConfig, keys: JsonWebKey[], cookieKeys: string[], oidc: OidcModule, dataSource: DataSource): Configuration {
  const { audience, rolesClaim } = auth;
  // Resource indicators must be absolute URIs (RFC 8707) while audiences need not be: the API is known to the
  // provider by its URL, and its tokens carry OIDC_AUDIENCE.
  const apiResource = `${embedded.publicUrl}/api`;
  return {
    clients: [
      {
        client_id: auth.clientId,
        client_name: 'Basin water-data portal',
        // Native: the desktop app's loopback redirect may use any port (RFC 8252 §7.3). The web app is a
        // public client too (no secret in a browser), so one client serves both.
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: embedded.redirectUris,
        post_logout_redirect_uris: embedded.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: cookieKeys },
    // Sessions, grants, refresh tokens and interactions live in PostgreSQL (table oidc_payloads), so a restart
    // keeps users signed in and several backend instances share them; the signing keys persist in a file.
    adapter: postgresAdapter(dataSource),
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'picture', rolesClaim], email: ['email', 'email_verified'] },
    // The web and desktop apps read name, picture and roles from the ID token without a userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = findDemoAccount(sub);
      return account && { accountId: sub, claims: async () => accountClaims(account, rolesClaim) };
    },
    // The API authorizes on roles, and writes audit records with a name: carry them in the access token.
    async extraTokenClaims(_ctx, token) {
      const account = token.kind === 'AccessToken' && token.accountId ? findDemoAccount(token.accountId) : undefined;
      return account && { [rolesClaim]: account.roles, name: account.name, email: account.email };
    },
    // Our first-party apps always get a refresh token (rotated on every use), offline_access or not: the product's
    // web app keeps the user signed in and the desktop app keeps its token in the OS keychain.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 15 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 15 * MINUTE,
      Interaction: 15 * MINUTE,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Access tokens are RS256 JWTs for the API (audience OIDC_AUDIENCE), whether or not the client asks for it.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== apiResource) throw new oidc.errors.InvalidTarget(`unknown resource; this provider issues tokens for ${apiResource}`);
          return { scope: 'api', audience, accessTokenFormat: 'jwt', accessTokenTTL: 15 * MINUTE, jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          if (hintNamesSessionAccount(ctx)) {
            // The signed-in app itself asked (its ID token names this session's account): sign out in one step.
            // Without scripts, the button does the same.
            allowInlineScript(ctx, AUTO_SIGN_OUT_SCRIPT);
            ctx.body = page('Signing out', `<h1>Signing out…</h1>${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>
<script>${AUTO_SIGN_OUT_SCRIPT}</script>`);
            return;
          }
          // Anyone else's link (no hint, or another account's) must not sign the user out: ask first.
          ctx.body = page('Sign out', `<h1>Sign out of the portal?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = page('Signed out', `<h1>Signed out</h1><p><a href="${escapeHtml(embedded.publicUrl)}/">Back to the portal</a></p>`);
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const lines = Object.entries(out).map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`);
      ctx.body = page('Sign-in problem', `<h1>Sign-in problem</h1>${lines.join('')}`);
    },
  };
}

/**
 * Creates the embedded OpenID Connect provider; its signing keys persist in the configured file, its state in
 * the database (reached only when requests arrive, after migrations).
 */
export async function createEmbeddedProvider(auth: AuthConfig, dataSource: DataSource): Promise<Provider> {
  const embedded = auth.embedded;
  if (!embedded) throw new Error('createEmbeddedProvider needs the embedded provider configuration');
  const { keys, cookieKeys } = loadOrCreateSecrets(embedded.keysFile);
  const oidc = await importEsm<OidcModule>('oidc-provider');
  const provider = new oidc.default(auth.issuer, configuration(auth, embedded, keys, cookieKeys, oidc, dataSource));
  // Endpoint URLs follow X-Forwarded-Host/-Proto, which mount.ts always sets from PUBLIC_URL (never the client's).
  provider.proxy = true;
  return provider;
}
