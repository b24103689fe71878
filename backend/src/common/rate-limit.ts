import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import {
  normalizeIp, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions, type ThrottlerStorage,
} from '@nestjs/throttler';
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
    storage: new FixedWindowThrottlerStorage(),
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
    return budgetKey(throttlerName, tracker);
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    // The library's exception answers `{ statusCode, message }`; every error answer of the API has `error` too.
    const message = await this.getErrorMessage(context, detail);
    throw new HttpException({ statusCode: 429, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A client's counter of one budget: one per client and budget, whatever the route. */
function budgetKey(throttlerName: string, tracker: string): string {
  return `${throttlerName}:${tracker}`;
}

/**
 * Whether `req`'s client is refused by any budget now (looked up, not counted): a check that runs ahead of the
 * guard (before the body parsers) skips its work for such a caller, whose request the guard then refuses with
 * a 429, so a flood beyond the limits costs no database query. The tracker is the guard's own (Express's req.ip).
 */
export function refusedByRateLimit(storage: FixedWindowThrottlerStorage, req: Request): boolean {
  const tracker = req.ip ?? '';
  return ['default', 'writes'].some((name) => storage.isBlocked(budgetKey(name, tracker)));
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
 * Bytes of windows kept per limiter: room for every window at the longest key a client makes (an IPv6 address
 * and the budget's name), so the entry count, not the bytes, decides in practice.
 */
const WINDOWS_BYTES = 16 * 1024 * 1024;

/**
 * A per-client budget of requests per minute for Express routes outside Nest (the embedded sign-in provider),
 * in fixed one-minute windows. `refuse` writes the 429's body; status and Retry-After are set before it runs.
 */
export function perClientLimit(limitPerMinute: number, refuse: (res: Response, retryAfterSeconds: number) => void): RequestHandler {
  const windows = new BoundedCache<{ count: number; resetAt: number }>(CLIENT_WINDOWS, { bytes: WINDOWS_BYTES });
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

/** One budget's window for one client: hits counted since it opened, when it closes, and any block. */
interface BudgetWindow {
  hits: number;
  resetAt: number;
  blockedUntil: number;
}

/** How many client budgets are held (two per address): beyond it the least recently seen start afresh. */
const BUDGET_WINDOWS = 100_000;

/**
 * Counts each client's requests per fixed one-minute window, a counter per budget: constant time and memory per
 * request. The throttler's default storage keeps one expiry time per request and filters the whole list on every
 * request, so each request costs as much as the client's last minute of requests (and that much memory), which
 * is what a flood makes large. A client over its limit is refused for the block duration (a minute).
 */
export class FixedWindowThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new BoundedCache<BudgetWindow>(BUDGET_WINDOWS, { bytes: WINDOWS_BYTES });

  /** Whether the budget `key` is refusing requests now; counts nothing. */
  isBlocked(key: string): boolean {
    return (this.windows.get(key)?.blockedUntil ?? 0) > Date.now();
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): ReturnType<ThrottlerStorage['increment']> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window) {
      window = { hits: 0, resetAt: now + ttl, blockedUntil: 0 };
      this.windows.set(key, window);
    }
    if (window.blockedUntil <= now) {
      // A new window opens with the first request counted after the last one closed (or the block ended).
      if (window.resetAt <= now) {
        window.hits = 0;
        window.resetAt = now + ttl;
      }
      window.hits += 1;
      if (window.hits > limit) window.blockedUntil = now + blockDuration;
    }
    const isBlocked = window.blockedUntil > now;
    const seconds = (until: number) => Math.max(1, Math.ceil((until - now) / 1000));
    return { totalHits: window.hits, timeToExpire: seconds(window.resetAt), isBlocked, timeToBlockExpire: isBlocked ? seconds(window.blockedUntil) : 0 };
  }
}
