import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';
import type { AuthenticatedUser } from '../common/access';
import { APP_CONFIG, type AppConfig, type AuthConfig } from '../config/config';
import { loadOrCreateSecrets, publicJwks } from './embedded/signing-keys';
import { userFromClaims } from './roles';

export const JWT_STRATEGY = 'jwt';

/** Keys are fetched at most this often per minute, so tokens with made-up key ids cannot hammer the issuer. */
const JWKS_REQUESTS_PER_MINUTE = 10;

/** Where the issuer publishes its keys: configured, or announced by its discovery document (fetched once). */
async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: unknown };
  if (typeof jwksUri !== 'string') throw new Error(`${url} names no jwks_uri`);
  return jwksUri;
}

/**
 * RS256 public keys of the issuer, cached and rate-limited by jwks-rsa. The embedded provider's keys are in
 * this process already, so they are handed to jwks-rsa directly rather than fetched from ourselves over HTTP
 * (which would also fail whenever the public URL is not reachable from the server itself).
 */
function issuerKeyProvider(auth: AuthConfig, logger: Logger): SecretOrKeyProvider<Request> {
  const options = { cache: true, cacheMaxAge: 10 * 60_000, rateLimit: true, jwksRequestsPerMinute: JWKS_REQUESTS_PER_MINUTE };
  if (auth.embedded && !auth.jwksUri) {
    const keys = publicJwks(loadOrCreateSecrets(auth.embedded.keysFile).keys);
    return passportJwtSecret({ ...options, jwksUri: `${auth.issuer}/jwks`, getKeysInterceptor: async () => keys as never });
  }
  let delegate: Promise<SecretOrKeyProvider<Request>> | undefined;
  return (req, token, done) => {
    delegate ??= (auth.jwksUri ? Promise.resolve(auth.jwksUri) : discoverJwksUri(auth.issuer)).then((jwksUri) =>
      passportJwtSecret({ ...options, jwksUri }) as SecretOrKeyProvider<Request>,
    );
    delegate.then(
      (provider) => provider(req, token, done),
      (error: Error) => {
        // Try discovery again on the next request: the issuer may just have been down.
        delegate = undefined;
        logger.error(`Cannot find the signing keys of ${auth.issuer}: ${error.message}`);
        done(error);
      },
    );
  };
}

/** The longest an access token may live from issue to expiry; ours live 15 minutes, common providers an hour. */
const MAX_ACCESS_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** How far the issuer's clock may run ahead of ours. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * jsonwebtoken checks `exp` only when a token has one, so a correctly signed token without it would be valid
 * forever. Require `exp` and `iat` (every OpenID provider issues both), and at most a day between them, so
 * a token that leaks, or a signing mistake, has a bounded life.
 */
function hasBoundedLifetime(claims: Record<string, unknown>, nowSeconds = Date.now() / 1000): boolean {
  const { exp, iat } = claims;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp) || !Number.isFinite(iat)) return false;
  // An issue time in the future would stretch the lifetime past the limit from now.
  return iat <= nowSeconds + CLOCK_SKEW_SECONDS && exp > iat && exp - iat <= MAX_ACCESS_TOKEN_LIFETIME_SECONDS;
}

/** passport-jwt: bearer token, RS256 only, signed by the issuer's keys, for our audience, not expired, and with a bounded lifetime. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  private readonly rolesClaim: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: issuerKeyProvider(config.auth, new Logger('JwtStrategy')),
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      algorithms: ['RS256'],
      ignoreExpiration: false,
    });
    this.rolesClaim = config.auth.rolesClaim;
  }

  /** null refuses the token (401), like a bad signature. */
  validate(payload: Record<string, unknown>): AuthenticatedUser | null {
    return hasBoundedLifetime(payload) ? userFromClaims(payload, this.rolesClaim) : null;
  }
}
