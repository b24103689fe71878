import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { type AuthenticatedUser, TokenVerifier } from '../common/access';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy';

/**
 * Verifies a request's bearer token with the passport-jwt strategy. A custom callback keeps passport from
 * answering the request itself: the access guard decides between 401 and 403.
 */
@Injectable()
export class PassportTokenVerifier extends TokenVerifier {
  // Injected so the strategy is constructed (and registered with passport) before the first request.
  constructor(_strategy: JwtStrategy) {
    super();
  }

  verify(req: Request): Promise<AuthenticatedUser | null> {
    return new Promise((resolve, reject) => {
      const authenticate = passport.authenticate(JWT_STRATEGY, { session: false }, (error: unknown, user: AuthenticatedUser | false) => {
        // passport-jwt reports every token problem (and an unreachable JWKS) as a failure, not an error.
        if (error) reject(error);
        else resolve(user || null);
      }) as (req: Request, res: Response, next: (err?: unknown) => void) => void;
      authenticate(req, {} as Response, reject);
    });
  }
}
