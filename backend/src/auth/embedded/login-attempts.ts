import { BoundedCache } from '../../common/bounded-cache';

/** When a run of failed sign-ins starts to lock the account or address out, and for how long. */
interface LockoutPolicy {
  /** Failures allowed before the first lockout. */
  freeFailures: number;
  /** The first lockout; each further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
}

/** Per account: a user who mistypes a few times is not held up; a password guesser gets 5 tries, then waits. */
const ACCOUNT_POLICY: LockoutPolicy = { freeFailures: 5, firstLockMs: 60_000, maxLockMs: 60 * 60_000 };
/** Per client address: more room, since several people can share one address (an office, a NAT). */
const ADDRESS_POLICY: LockoutPolicy = { freeFailures: 20, firstLockMs: 60_000, maxLockMs: 60 * 60_000 };
/** A run of failures is forgotten a day after its last failure. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/**
 * Counters kept per kind. Both keys come from clients (any email, any address), so the maps are bounded LRUs:
 * 10,000 entries are about a megabyte. Pushing one account's counter out needs 10,000 other emails tried
 * since, which the per-address lockout slows to 20 guesses per address and lockout period.
 */
const CAPACITY = 10_000;
/** The bytes each kind's counters may hold: room for every counter, so the entry count decides in practice. */
const CAPACITY_BYTES = 8 * 1024 * 1024;

interface FailureRun {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/**
 * Failed-sign-in counters of the embedded provider, per account (the email as typed, normalized) and per client
 * address, with a lockout that doubles with every failure past the free ones. Kept in this process's memory,
 * not the database: a failed attempt must cost nothing but a map update (a database write per guess would let
 * guessing load the database), and a restart forgetting the counters only gives a guesser one more free run.
 * With several backend instances each keeps its own counters, so the limits apply per instance.
 */
export class LoginAttempts {
  private readonly accounts = new BoundedCache<FailureRun>(CAPACITY, { bytes: CAPACITY_BYTES });
  private readonly addresses = new BoundedCache<FailureRun>(CAPACITY, { bytes: CAPACITY_BYTES });

  constructor(
    private readonly accountPolicy: LockoutPolicy = ACCOUNT_POLICY,
    private readonly addressPolicy: LockoutPolicy = ADDRESS_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long (ms) this account or address must wait before trying again; 0 when it may try now. */
  retryAfterMs(email: string, address: string): number {
    const now = this.now();
    const wait = (run: FailureRun | undefined) => (run ? Math.max(0, run.lockedUntil - now) : 0);
    return Math.max(wait(this.current(this.accounts, accountKey(email), now)), wait(this.current(this.addresses, address, now)));
  }

  recordFailure(email: string, address: string): void {
    const now = this.now();
    this.fail(this.accounts, accountKey(email), this.accountPolicy, now);
    this.fail(this.addresses, address, this.addressPolicy, now);
  }

  /**
   * A successful sign-in clears the account's run. The address keeps its own: otherwise a guesser with one
   * valid account could sign in to it between guesses at others and never be locked out.
   */
  recordSuccess(email: string): void {
    this.accounts.delete(accountKey(email));
  }

  private current(cache: BoundedCache<FailureRun>, key: string, now: number): FailureRun | undefined {
    const run = cache.get(key);
    if (run && now - run.lastFailureAt > FORGET_AFTER_MS) {
      cache.delete(key);
      return undefined;
    }
    return run;
  }

  private fail(cache: BoundedCache<FailureRun>, key: string, policy: LockoutPolicy, now: number): void {
    const run = this.current(cache, key, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    run.failures += 1;
    run.lastFailureAt = now;
    const excess = run.failures - policy.freeFailures;
    if (excess >= 0) run.lockedUntil = now + Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(excess, 30));
    cache.set(key, run);
  }
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** "Try again in 3 minutes." for the sign-in page. */
export function lockoutMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
