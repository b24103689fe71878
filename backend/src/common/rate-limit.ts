import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/config';

const MINUTE_MS = 60_000;

/** Methods that only read: everything else spends the smaller write budget as well. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Two budgets per client address (req.ip, which follows TRUST_PROXY): every API request spends from one
 * budget whatever its route, and requests that are not reads also spend from a smaller one. Routes that serve
 * cached map files a moving map asks for dozens at a time (glyphs, tiles, icons) and the health probe opt out
 * with @SkipThrottle().
 */
export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'default', ttl: MINUTE_MS, limit: config.rateLimitPerMinute },
      {
        name: 'writes',
        ttl: MINUTE_MS,
        limit: config.rateLimitWritesPerMinute,
        skipIf: (context) => READ_METHODS.has(context.switchToHttp().getRequest<Request>().method),
      },
    ],
    errorMessage: 'Too many requests: wait a moment and try again.',
  };
}

/**
 * The throttler guard with one counter per client and budget, not per route (the library's default key
 * includes the controller and handler, which gives a client the whole budget again on every route), and a
 * plain Retry-After on every 429 whichever budget ran out.
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    return super.throwThrottlingException(context, detail);
  }
}
