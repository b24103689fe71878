import { createHash, randomBytes } from 'node:crypto';

/** Logger keys carry a prefix so a leaked one is recognisable in logs and secret scanners. */
const PREFIX = 'lgr_';
const KEY_PATTERN = /^lgr_[A-Za-z0-9_-]{43}$/;

/** A new logger key: 256 random bits, base64url. Shown once; only its digest is stored. */
export function newLoggerKey(): string {
  return `${PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a key. */
export function loggerKeyDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key of an `Authorization: Bearer <key>` header, or null when the header holds no logger key. */
export function loggerKeyOf(authorization: string | undefined): string | null {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match && KEY_PATTERN.test(match[1]) ? match[1] : null;
}
