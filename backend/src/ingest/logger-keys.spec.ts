import { loggerKeyDigest, loggerKeyOf, newLoggerKey } from './logger-keys';

describe('logger keys', () => {
  it('are new each time, read back from a bearer header, and stored as a SHA-256 digest', () => {
    const key = newLoggerKey();
    expect(key).not.toBe(newLoggerKey());
    expect(loggerKeyOf(`Bearer ${key}`)).toBe(key);
    expect(loggerKeyDigest(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(loggerKeyDigest(key)).not.toContain(key.slice(4, 20));
  });

  it.each([undefined, '', 'Bearer', 'Basic abc', 'Bearer lgr_short', 'Bearer eyJhbGciOi.x.y', `Bearer ${newLoggerKey()} extra`])(
    'finds no logger key in %p',
    (header) => expect(loggerKeyOf(header)).toBeNull(),
  );
});
