import type { Request } from 'express';
import { FixedWindowThrottlerStorage, refusedByRateLimit } from './rate-limit';

describe('FixedWindowThrottlerStorage', () => {
  const MINUTE = 60_000;
  let now = 1_000_000;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts a client\'s requests in its window, refuses the one over the limit for the block duration, then starts afresh', async () => {
    const storage = new FixedWindowThrottlerStorage();
    const hit = () => storage.increment('default:10.0.0.1', MINUTE, 3, MINUTE);
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    now += 10_000;
    await hit();
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: false, timeToExpire: 50 });
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 50, isBlocked: true, timeToBlockExpire: 60 });
    // Blocked: refused without counting, even after its window closed, until the block ends.
    now += 55_000;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 5 });
    now += 5_000;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('tells whether a client is refused by either budget without counting a request', async () => {
    const storage = new FixedWindowThrottlerStorage();
    const client = { ip: '10.0.0.1' } as Request;
    for (let i = 0; i < 2; i++) await storage.increment('writes:10.0.0.1', MINUTE, 2, MINUTE);
    expect(refusedByRateLimit(storage, client)).toBe(false);
    expect(refusedByRateLimit(storage, client)).toBe(false);
    // Still two hits: looking counted nothing, so the next request is the third, the one over the limit.
    expect(await storage.increment('writes:10.0.0.1', MINUTE, 2, MINUTE)).toMatchObject({ totalHits: 3, isBlocked: true });
    expect(refusedByRateLimit(storage, client)).toBe(true);
    expect(refusedByRateLimit(storage, { ip: '10.0.0.2' } as Request)).toBe(false);
    now += MINUTE;
    expect(refusedByRateLimit(storage, client)).toBe(false);
  });

  it('keeps each client and each budget apart', async () => {
    const storage = new FixedWindowThrottlerStorage();
    for (let i = 0; i < 5; i++) await storage.increment('default:10.0.0.1', MINUTE, 2, MINUTE);
    expect(await storage.increment('default:10.0.0.2', MINUTE, 2, MINUTE)).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await storage.increment('writes:10.0.0.1', MINUTE, 2, MINUTE)).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
