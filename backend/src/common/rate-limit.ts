import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { normalizeIp, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/config';
import { BoundedCache } from './bounded-cache';

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
    // The library's exception answers `{ statusCode, message }`; every error answer of the API has `error` too.
    const message = await this.getErrorMessage(context, detail);
    throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The client a limit counts against: Express's req.ip (the connection's address, or what a proxy TRUST_PROXY
 * names says), with an IPv6 address taken as its /64, since one host commonly holds a whole /64.
 */
export function clientAddress(req: Request): string {
  return normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** Clients whose windows are remembered; a client pushed out only starts a fresh window. */
const CLIENT_WINDOWS = 50_000;

/**
 * A per-client budget of requests per minute for Express routes outside Nest (the embedded sign-in provider),
 * in fixed one-minute windows. `refuse` writes the 429's body; status and Retry-After are set before it runs.
 */
export function perClientLimit(limitPerMinute: number, refuse: (res: Response, retryAfterSeconds: number) => void): RequestHandler {
  const windows = new BoundedCache<{ count: number; resetAt: number }>(CLIENT_WINDOWS);
  return (req, res, next) => {
    const now = Date.now();
    const client = clientAddress(req);
    let window = windows.get(client);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + MINUTE_MS };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= limitPerMinute) return next();
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    res.status(429).setHeader('Retry-After', String(retryAfter));
    refuse(res, retryAfter);
  };
}
