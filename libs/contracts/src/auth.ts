/**
 * GET /api/auth/client-config: how the web app signs in (authorization code + PKCE) against whichever OpenID
 * provider the backend trusts, the embedded one or an external one.
 */
export interface AuthClientConfig {
  /** The provider's issuer URL; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Space-separated scopes to request. */
  scope: string;
  /** The claim holding the user's roles (a namespaced URL). */
  rolesClaim: string;
  /** Extra authorization request parameters some providers need for an API token (Auth0's `audience`). */
  extraQueryParams: Record<string, string>;
}
