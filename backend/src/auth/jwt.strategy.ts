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
export function issuerKeyProvider(auth: AuthConfig, logger: Logger): SecretOrKeyProvider<Request> {
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

/** passport-jwt: bearer token, RS256 only, signed by the issuer's keys, for our audience, not expired. */
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

  validate(payload: Record<string, unknown>): AuthenticatedUser {
    return userFromClaims(payload, this.rolesClaim);
  }
}
