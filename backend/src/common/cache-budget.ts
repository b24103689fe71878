import type { AppConfig } from '../config/config';

/**
 * How ANSWER_CACHE_MAX_MB is shared among the caches of answers, so that together they never hold more: the
 * versioned cache of serialized answers (with their gzip copies, graph mode's map answers among them) is most of what
 * clients ask; rendered map images and Query & Download's record counts take the rest. The shares add up to 1.
 */
const SHARES = {
  answers: 13 / 16,
  mapImages: 1 / 8,
  recordCounts: 1 / 16,
} as const;

export type CacheName = keyof typeof SHARES;

/** The bytes the named cache may hold. */
export function cacheBytes(config: Pick<AppConfig, 'answerCacheMaxBytes'>, cache: CacheName): number {
  return Math.floor(config.answerCacheMaxBytes * SHARES[cache]);
}
