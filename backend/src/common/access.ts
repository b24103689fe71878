import { applyDecorators, CanActivate, ExecutionContext, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';

/**
 * Every route declares who may call it (DESIGN.md §7). The levels are Public, OptionalAuth, Authenticated
 * and Admin; sign-in (passport-jwt) fills in the three signed-in levels. Until a route declares a level that
 * the guard knows how to grant, it is refused: deny by default.
 */
export type AccessLevel = 'public' | 'optional-auth' | 'authenticated' | 'admin';

export const ACCESS_LEVEL = 'portal:access-level';

/** Anyone, with no token. */
export const Public = () => applyDecorators(SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel));

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (level === 'public') return true;
    if (level === undefined) {
      // A route without a declaration is a programming error; refuse it loudly rather than expose it.
      this.logger.error(`Route ${context.getClass().name}.${context.getHandler().name} declares no access level`);
    }
    return false;
  }
}

export const ApiDeniedByDefault = () => ApiForbiddenResponse({ description: 'The route refuses this caller.' });
