import { LoginAttempts, lockoutMessage } from './login-attempts';

describe('LoginAttempts', () => {
  let now = 0;
  const clock = () => now;
  const MINUTE = 60_000;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('locks an account out after 5 failures, for a period that doubles with each further failure', () => {
    const attempts = new LoginAttempts(undefined, undefined, clock);
    for (let i = 0; i < 4; i++) attempts.recordFailure('admin@demo.portal', `10.0.0.${i}`);
    expect(attempts.retryAfterMs('admin@demo.portal', '10.0.0.9')).toBe(0);
    attempts.recordFailure('Admin@Demo.Portal ', '10.0.0.5');
    expect(attempts.retryAfterMs('admin@demo.portal', '10.0.0.9')).toBe(MINUTE);
    now += MINUTE;
    expect(attempts.retryAfterMs('admin@demo.portal', '10.0.0.9')).toBe(0);
    attempts.recordFailure('admin@demo.portal', '10.0.0.6');
    expect(attempts.retryAfterMs('admin@demo.portal', '10.0.0.9')).toBe(2 * MINUTE);
    now += 2 * MINUTE;
    attempts.recordFailure('admin@demo.portal', '10.0.0.7');
    expect(attempts.retryAfterMs('admin@demo.portal', '10.0.0.9')).toBe(4 * MINUTE);
  });

  it('locks an address out after 20 failures whatever the accounts, and a success there does not clear it', () => {
    const attempts = new LoginAttempts(undefined, undefined, clock);
    for (let i = 0; i < 20; i++) attempts.recordFailure(`guess${i}@example.org`, '192.0.2.1');
    attempts.recordSuccess('user@demo.portal');
    expect(attempts.retryAfterMs('user@demo.portal', '192.0.2.1')).toBe(MINUTE);
    expect(attempts.retryAfterMs('user@demo.portal', '192.0.2.2')).toBe(0);
  });

  it("clears an account's run on success, and forgets a run a day after its last failure", () => {
    const attempts = new LoginAttempts(undefined, undefined, clock);
    for (let i = 0; i < 4; i++) attempts.recordFailure('user@demo.portal', `10.0.1.${i}`);
    attempts.recordSuccess('user@demo.portal');
    for (let i = 0; i < 4; i++) attempts.recordFailure('user@demo.portal', `10.0.2.${i}`);
    expect(attempts.retryAfterMs('user@demo.portal', '10.0.3.1')).toBe(0);
    attempts.recordFailure('user@demo.portal', '10.0.2.9');
    expect(attempts.retryAfterMs('user@demo.portal', '10.0.3.1')).toBe(MINUTE);
    now += 25 * 60 * MINUTE;
    attempts.recordFailure('user@demo.portal', '10.0.2.9');
    expect(attempts.retryAfterMs('user@demo.portal', '10.0.3.1')).toBe(0);
  });

  it('never locks for more than an hour', () => {
    const attempts = new LoginAttempts(undefined, undefined, clock);
    for (let i = 0; i < 300; i++) attempts.recordFailure('admin@demo.portal', `10.1.${i >> 8}.${i & 255}`);
    expect(attempts.retryAfterMs('admin@demo.portal', '10.9.9.9')).toBe(60 * MINUTE);
  });

  it('says how long to wait in whole minutes', () => {
    expect(lockoutMessage(1000)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(lockoutMessage(4 * MINUTE - 1)).toBe('Too many sign-in attempts. Try again in 4 minutes.');
  });
});
