/**
 * The OpenID Connect protocol pieces of the desktop sign-in, without state: PKCE, the provider's settings
 * (the backend's client-config, then the issuer's discovery document), the authorization URL, the token,
 * revocation and end-session endpoints, and the user from the ID token. A public client: no secret, PKCE S256.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AuthClientConfig } from '@portal/contracts';
import { isTokenSafeUrl } from './settings.main';

/** A hung backend or provider must not leave the app 'loading' (a blank screen) for ever. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The discovery fields the desktop uses (OpenID Connect Discovery 1.0 §3). */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
  userinfo_endpoint?: string;
}

/** Everything needed to talk to the provider the configured backend trusts. */
export interface Provider {
  config: AuthClientConfig;
  metadata: ProviderMetadata;
}

/** The token endpoint's answer (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3). */
export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  id_token?: string;
}

export type Fetch = typeof fetch;

/** An error answer of the token endpoint; `code` is the OAuth error code (invalid_grant: the grant is over). */
export class TokenEndpointError extends Error {
  override readonly name = 'TokenEndpointError';
  constructor(
    readonly code: string,
    description: string | undefined,
  ) {
    super(`The sign-in provider refused the token request: ${code}${description ? ` (${description})` : ''}`);
  }
}

/** A high-entropy, URL-safe random string (state, nonce, code verifier). */
export function randomUrlSafe(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** RFC 7636 §4.2, S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** 32 random bytes make a 43-character verifier, the minimum length RFC 7636 §4.1 allows and the usual choice. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomUrlSafe(32);
  return { verifier, challenge: codeChallengeS256(verifier) };
}

function requireTokenSafeUrl(value: unknown, what: string): string {
  if (typeof value !== 'string' || !URL.canParse(value) || !isTokenSafeUrl(new URL(value))) {
    throw new Error(`The sign-in provider's ${what} must be an https URL (plain http only on this PC), got ${JSON.stringify(value)}`);
  }
  return value;
}

async function getJson(fetchFn: Fetch, url: string, what: string): Promise<unknown> {
  const response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Could not load ${what} from ${url} (HTTP ${response.status})`);
  return response.json();
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

function asString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} is missing`);
  return value;
}

/**
 * GET {backendUrl}/api/auth/client-config, then {issuer}/.well-known/openid-configuration. Every endpoint a
 * token goes to must be https (or loopback), and the document must name the issuer it was fetched for
 * (Discovery §4.3), so a wrong or tampered configuration cannot send tokens elsewhere.
 */
export async function loadProvider(fetchFn: Fetch, backendUrl: string): Promise<Provider> {
  const raw = asRecord(await getJson(fetchFn, `${backendUrl}/api/auth/client-config`, 'the sign-in settings'), 'The sign-in settings');
  const extra = asRecord(raw['extraQueryParams'] ?? {}, 'extraQueryParams');
  const config: AuthClientConfig = {
    issuer: requireTokenSafeUrl(raw['issuer'], 'issuer').replace(/\/+$/, ''),
    clientId: asString(raw['clientId'], 'clientId'),
    scope: asString(raw['scope'], 'scope'),
    rolesClaim: asString(raw['rolesClaim'], 'rolesClaim'),
    extraQueryParams: Object.fromEntries(Object.entries(extra).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  };
  const doc = asRecord(await getJson(fetchFn, `${config.issuer}/.well-known/openid-configuration`, 'the discovery document'), 'The discovery document');
  if (typeof doc['issuer'] !== 'string' || doc['issuer'].replace(/\/+$/, '') !== config.issuer) {
    throw new Error(`The discovery document names the issuer ${JSON.stringify(doc['issuer'])}, not ${config.issuer}`);
  }
  const optional = (key: keyof ProviderMetadata) => (doc[key] === undefined ? undefined : requireTokenSafeUrl(doc[key], key));
  const metadata: ProviderMetadata = {
    issuer: doc['issuer'],
    authorization_endpoint: requireTokenSafeUrl(doc['authorization_endpoint'], 'authorization_endpoint'),
    token_endpoint: requireTokenSafeUrl(doc['token_endpoint'], 'token_endpoint'),
    revocation_endpoint: optional('revocation_endpoint'),
    end_session_endpoint: optional('end_session_endpoint'),
    userinfo_endpoint: optional('userinfo_endpoint'),
  };
  return { config, metadata };
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** The URL the system browser opens (OpenID Connect Core §3.1.2.1 with RFC 7636 PKCE). */
export function authorizationUrl({ config, metadata }: Provider, request: AuthorizationRequest): string {
  const url = new URL(metadata.authorization_endpoint);
  const params = {
    ...config.extraQueryParams,
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: config.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function postForm(fetchFn: Fetch, url: string, form: Record<string, string>): Promise<Response> {
  return fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** POST to the token endpoint as a public client (token_endpoint_auth_method none: client_id, no secret). */
export async function requestTokens(fetchFn: Fetch, { config, metadata }: Provider, grant: Record<string, string>): Promise<TokenResponse> {
  const response = await postForm(fetchFn, metadata.token_endpoint, { ...grant, client_id: config.clientId });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body['error'] === 'string' ? body['error'] : `HTTP ${response.status}`;
    throw new TokenEndpointError(code, typeof body['error_description'] === 'string' ? body['error_description'] : undefined);
  }
  if (typeof body['access_token'] !== 'string' || typeof body['token_type'] !== 'string') {
    throw new Error('The sign-in provider answered without an access token');
  }
  return body as unknown as TokenResponse;
}

/** RFC 7009. Resolves to whether the provider confirmed it; a provider without the endpoint cannot revoke. */
export async function revokeRefreshToken(fetchFn: Fetch, { config, metadata }: Provider, refreshToken: string): Promise<boolean> {
  if (!metadata.revocation_endpoint) return false;
  const response = await postForm(fetchFn, metadata.revocation_endpoint, {
    token: refreshToken,
    token_type_hint: 'refresh_token',
    client_id: config.clientId,
  });
  if (!response.ok) throw new Error(`The sign-in provider did not revoke the session (HTTP ${response.status})`);
  return true;
}

/** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0 §2), or undefined when the provider has none. */
export function endSessionUrl({ config, metadata }: Provider, idToken: string | undefined, postLogoutRedirectUri: string): string | undefined {
  if (!metadata.end_session_endpoint) return undefined;
  const url = new URL(metadata.end_session_endpoint);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
  url.searchParams.set('client_id', config.clientId);
  return url.toString();
}

export type Claims = Record<string, unknown>;

/** A JWT's payload, unverified. */
export function decodeJwtPayload(jwt: string): Claims {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('The ID token is not a JWT');
  return asRecord(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), 'The ID token payload');
}

/**
 * The ID token's claims after the checks of OpenID Connect Core §3.1.3.7 that apply here: issuer, audience,
 * expiry and nonce. The signature is not checked: the token came straight from the token endpoint over TLS
 * (or loopback), which §3.1.3.7 item 6 accepts in place of it. The API checks its access tokens' signatures.
 */
export function idTokenClaims(idToken: string, expected: { issuer: string; clientId: string; nonce?: string; nowSeconds: number }): Claims {
  const claims = decodeJwtPayload(idToken);
  if (typeof claims['iss'] !== 'string' || claims['iss'].replace(/\/+$/, '') !== expected.issuer) {
    throw new Error(`The ID token was issued by ${JSON.stringify(claims['iss'])}, not ${expected.issuer}`);
  }
  const audiences = Array.isArray(claims['aud']) ? claims['aud'] : [claims['aud']];
  if (!audiences.includes(expected.clientId)) throw new Error('The ID token is not meant for this app');
  // A minute of leeway for a PC clock that is a little off.
  if (typeof claims['exp'] !== 'number' || claims['exp'] + 60 < expected.nowSeconds) throw new Error('The ID token has expired');
  if (expected.nonce !== undefined && claims['nonce'] !== expected.nonce) throw new Error('The ID token does not belong to this sign-in (nonce)');
  if (typeof claims['sub'] !== 'string' || claims['sub'] === '') throw new Error('The ID token names no user');
  return claims;
}

/** The claims from the userinfo endpoint, for a provider that sends no new ID token with a refresh. */
export async function fetchUserInfo(fetchFn: Fetch, { metadata }: Provider, accessToken: string): Promise<Claims> {
  if (!metadata.userinfo_endpoint) throw new Error('The sign-in provider sent no ID token and has no userinfo endpoint');
  const response = await fetchFn(metadata.userinfo_endpoint, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The sign-in provider's userinfo endpoint answered HTTP ${response.status}`);
  return asRecord(await response.json(), 'The userinfo answer');
}
