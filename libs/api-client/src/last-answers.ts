/**
 * The operators' last known state. A control-room PC that restarts while the server is away (a power cut, a
 * network outage) should open its dashboards with the values it last had, clearly marked, rather than empty
 * panels. Endpoints that opt in (`extraOptions: { keepLastAnswer: true }`: the operations and time-series
 * dashboards) have each answer kept by the platform (the desktop app: in its main process, per user, on disk; the
 * web app keeps none). A read of such an endpoint that finds the server away is answered at once from the kept
 * answer instead of waiting, and the answer is marked as shown from the store until the server answers again and
 * the read is made anew. Screens judge each value's age from its own timestamps, so old values look old.
 */
import type { LastAnswerStore } from '@portal/contracts';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { perStore } from './per-store';



/** The store key of a request: its method, URL and body, the same on every start. */
export function lastAnswerKey(args: string | FetchArgs): string {
  if (typeof args === 'string') return `GET ${args}`;
  const query = args.params ? `?${new URLSearchParams(args.params as Record<string, string>).toString()}` : '';
  const body = args.body === undefined ? '' : ` ${JSON.stringify(args.body)}`;
  return `${(args.method ?? 'GET').toUpperCase()} ${args.url}${query}${body}`;
}

/**
 * Which answers in the cache came from the store, by their cache key, with when each was received: a small
 * external store (version + subscribe) so React reads it with useSyncExternalStore.
 */
export class LastAnswersShown {
  private readonly shown = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private changes = 0;

  readonly version = (): number => this.changes;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  mark(queryCacheKey: string, savedAt: string): void {
    if (this.shown.get(queryCacheKey) === savedAt) return;
    this.shown.set(queryCacheKey, savedAt);
    this.changed();
  }

  clear(queryCacheKey: string): void {
    if (this.shown.delete(queryCacheKey)) this.changed();
  }

  keys(): string[] {
    return [...this.shown.keys()];
  }

  /** The oldest time among the given cache entries shown from the store, or null when none is. */
  oldestAmong(queryCacheKeys: Iterable<string>): string | null {
    let oldest: string | null = null;
    for (const key of queryCacheKeys) {
      const savedAt = this.shown.get(key);
      if (savedAt !== undefined && (oldest === null || Date.parse(savedAt) < Date.parse(oldest))) oldest = savedAt;
    }
    return oldest;
  }

  private changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The store's record of kept answers shown, by its ApiClientContext. */
export const lastAnswersShownOf = perStore<object, LastAnswersShown>(() => new LastAnswersShown());

/** The per-endpoint option that opts an endpoint in. */
export interface LastAnswerOptions {
  keepLastAnswer?: boolean;
}

type FetchingBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Result = QueryReturnValue<unknown, FetchBaseQueryError, object>;

// The endpoint's extraOptions arrive as the base query's third argument, typed loosely by RTK Query.
const keeps = (api: BaseQueryApi, extraOptions: unknown) => api.type === 'query' && (extraOptions as LastAnswerOptions | undefined)?.keepLastAnswer === true;

/** Keeps each answer of an opted-in read, and marks its cache entry live again. */
export function keepingLastAnswers(
  baseQuery: FetchingBaseQuery,
  store: LastAnswerStore,
  shown: LastAnswersShown,
  now: () => Date = () => new Date(),
): FetchingBaseQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (keeps(api, extraOptions) && result.error === undefined) {
      try {
        store.write(lastAnswerKey(args), { savedAt: now().toISOString(), data: result.data });
      } catch {
        // The store is a comfort for the next restart; the answer on screen does not depend on it.
      }
      if (api.queryCacheKey) shown.clear(api.queryCacheKey);
    }
    return result;
  };
}

/**
 * The kept answer of an opted-in read that found the server away, marked as shown from the store; null when
 * there is none (the read then waits for the server as every read does).
 */
export function lastAnswerFallback(store: LastAnswerStore, shown: LastAnswersShown) {
  return async (...[args, api, extraOptions]: Parameters<FetchingBaseQuery>): Promise<Result | null> => {
    if (!keeps(api, extraOptions)) return null;
    const answer = await store.read(lastAnswerKey(args)).catch(() => null);
    if (!answer) return null;
    if (api.queryCacheKey) shown.mark(api.queryCacheKey, answer.savedAt);
    return { data: answer.data };
  };
}
