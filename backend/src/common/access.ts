import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension } from '@nestjs/swagger';
import type { AccessLevel } from '@portal/contracts';
import type { Request } from 'express';
import { ACCESS_EXTENSION } from './openapi';

/**
 * Every route declares who may call it: Public, OptionalAuth, Authenticated, Stakeholder, Admin or Administrator, from its entry in the route
 * table (`@Route`, common/route.ts). A route that declares nothing is refused: deny by default.
 */
export type { AccessLevel };

const ACCESS_LEVEL = 'portal:access-level';

/** The signed-in caller, as the guard attaches it to the request after verifying the token. */
export interface AuthenticatedUser {
  sub: string;
  name?: string;
  email?: string;
  roles: string[];
  /** Administrator or Developer. */
  isAdmin: boolean;
  /** Administrator (the role itself, not Developer). */
  isAdministrator: boolean;
  /** Developer. */
  isDeveloper: boolean;
  /** Stakeholder, Administrator or Developer. */
  isStakeholder: boolean;
}

/**
 * Checks the bearer token of a request. Implemented by the auth feature (passport-jwt against the issuer's
 * JWKS); kept abstract here so the access rules do not depend on how tokens are verified.
 */
export abstract class TokenVerifier {
  /** The verified user, or null when the request carries no valid token (missing, expired, forged...). */
  abstract verify(req: Request): Promise<AuthenticatedUser | null>;
}

/**
 * The guard reads the level; the OpenAPI document reads the same value from the operation's extension and
 * states the matching security and 401/403 answers (common/openapi.ts), so the two cannot disagree.
 */
const level = (value: AccessLevel) => applyDecorators(SetMetadata(ACCESS_LEVEL, value), ApiExtension(ACCESS_EXTENSION, value));

/** Anyone, with no token. */
export const Public = () => level('public');

/** Anyone; a token is optional, but a token that is sent must be valid (401 otherwise). */
export const OptionalAuth = () => level('optional-auth');

/** Any signed-in user (valid token). */
export const Authenticated = () => level('authenticated');

/**
 * Stakeholders (reservoir operators), administrators and developers: 401 without a valid token, 403 for a
 * signed-in user with none of those roles.
 */
export const Stakeholder = () => level('stakeholder');

/**
 * Data loggers: the access guard lets the request through without looking at user tokens, and the route's own
 * guard checks the logger key (ingest/logger-key.guard.ts), so no route can be reached by declaring this alone
 * without that guard.
 */
export const LoggerKey = () => level('logger');

/** Administrators and developers only: 401 without a valid token, 403 for other signed-in users. */
export const Admin = () => level('admin');

/**
 * Administrators only, Developers not: the screens that hand out credentials (logger keys). 401 without a valid
 * token, 403 for any other signed-in user.
 */
export const Administrator = () => level('administrator');

/** The verified caller in a handler: `@CurrentUser() user: AuthenticatedUser` (undefined on an anonymous OptionalAuth call). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<Request>().user as AuthenticatedUser | undefined,
);

/**
 * The access rule itself, free of HTTP: given a route's level, whether a token was sent and what verifying it
 * gave, allow, or refuse with 401 (who are you?) or 403 (we know, and no).
 */
export function decideAccess(
  declared: AccessLevel | undefined,
  tokenSent: boolean,
  user: AuthenticatedUser | null,
): 'allow' | 401 | 403 {
  switch (declared) {
    case 'public':
      return 'allow';
    case 'optional-auth':
      return !tokenSent || user ? 'allow' : 401;
    case 'authenticated':
      return user ? 'allow' : 401;
    case 'stakeholder':
      if (!user) return 401;
      return user.isStakeholder ? 'allow' : 403;
    case 'admin':
      if (!user) return 401;
      return user.isAdmin ? 'allow' : 403;
    case 'administrator':
      if (!user) return 401;
      return user.isAdministrator ? 'allow' : 403;
    case 'logger':
      return 'allow';
    default:
      return 403;
  }
}

/** Whether a level needs the token checked at all (Public routes never look at it). */
const checksToken = (declared: AccessLevel | undefined) => declared !== undefined && declared !== 'public' && declared !== 'logger';

const FORBIDDEN_MESSAGE: Record<string, string> = {
  admin: 'Administrators and developers only.',
  administrator: 'Administrators only.',
  stakeholder: 'Stakeholders, administrators and developers only.',
};

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const declared = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (declared === undefined) {
      // A route without a declaration is a programming error; refuse it loudly rather than expose it.
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access level`);
    }
    const req = context.switchToHttp().getRequest<Request>();
    const tokenSent = req.headers.authorization !== undefined;
    const user = checksToken(declared) && tokenSent ? await this.verifier.verify(req) : null;
    const decision = decideAccess(declared, tokenSent, user);
    if (decision === 401) throw new UnauthorizedException('A valid bearer token is required.');
    if (decision === 403) throw new ForbiddenException(FORBIDDEN_MESSAGE[declared as string] ?? 'Forbidden resource');
    if (user) req.user = user;
    return true;
  }
}

