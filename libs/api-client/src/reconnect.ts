/**
 * Riding out a backend restart. While the backend cannot be reached (no answer at all, or a gateway's or the
 * starting server's 502/503/504), reads wait and try again instead of failing: screens keep what they show,
 * the shell says the app is reconnecting instead of every panel showing an error, and when the backend answers
 * again the waiting reads complete by themselves. Writes are never repeated: one that got no answer may have
 * been applied, so the user sees its error and decides.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import { type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, retry } from '@reduxjs/toolkit/query';
import { perStore } from './per-store';

export type BackendReachability = 'reachable' | 'unreachable';

/** Answers that mean "not there right now" rather than "this request is wrong". */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export function isBackendUnavailable(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  if (!error || !('status' in error)) return false;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR': // a proxy's HTML error page
      return UNAVAILABLE_STATUSES.has(error.originalStatus);
    case 'CUSTOM_ERROR':
      return false;
    default:
      return UNAVAILABLE_STATUSES.has(error.status);
  }
}

/** The first wait after a failed read; it doubles up to RECONNECT_MAX_DELAY_MS. */
const RECONNECT_FIRST_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 5_000;
/** How many times a read is tried again before its error is shown: about five minutes of waiting. */
export const RECONNECT_ATTEMPTS = 60;

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s, then every 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('Aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    }, { once: true });
  });
}

/**
 * Whether the backend answered the last call that reached a verdict. A small external store (current +
 * subscribe) so React reads it with useSyncExternalStore.
 */
export class BackendConnection {
  private state: BackendReachability = 'reachable';
  private readonly listeners = new Set<() => void>();

  readonly current = (): BackendReachability => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Records a verdict; answers whether it changed the state. */
  report(next: BackendReachability): boolean {
    if (next === this.state) return false;
    this.state = next;
    for (const listener of this.listeners) listener();
    return true;
  }
}

/** The store's connection record, by its ApiClientContext. */
export const backendConnectionOf = perStore<object, BackendConnection>(() => new BackendConnection());

type FetchingBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Wraps a base query: every call's outcome tells `connection` whether the backend answered; reads that found
 * it away are tried again (RECONNECT_ATTEMPTS times, reconnectDelayMs apart). `onReconnected` runs once each
 * time the backend answers again after being away (the api uses it to reload what failed meanwhile).
 */
export function reconnecting(
  baseQuery: FetchingBaseQuery,
  connection: BackendConnection,
  onReconnected: (api: BaseQueryApi) => void,
  // An answer for a read that found the backend away, instead of waiting for it (the last answer kept on disk).
  fallback?: (...call: Parameters<FetchingBaseQuery>) => Promise<Awaited<ReturnType<FetchingBaseQuery>> | null>,
): FetchingBaseQuery {
  const observed: FetchingBaseQuery = async (args, api, extraOptions) => {
    let result: Awaited<ReturnType<FetchingBaseQuery>>;
    try {
      result = await baseQuery(args, api, extraOptions);
    } catch (error) {
      // A throw is a fault on this side (a missing fetch, a bad request shape), not the backend being away: an
      // error at once, since retry() would otherwise try a thrown call again five times.
      return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
    }
    // A call the app cancelled says nothing about the backend.
    if (!api.signal.aborted) {
      const reachable = !isBackendUnavailable(result.error);
      if (connection.report(reachable ? 'reachable' : 'unreachable') && reachable) onReconnected(api);
      if (!reachable && fallback && api.type === 'query') return (await fallback(args, api, extraOptions)) ?? result;
    }
    return result;
  };
  return retry(observed, {
    retryCondition: (error, _args, { attempt, baseQueryApi }) =>
      baseQueryApi.type === 'query' && isBackendUnavailable(error as FetchBaseQueryError) && attempt <= RECONNECT_ATTEMPTS,
    backoff: (attempt, _maxRetries, signal) => wait(reconnectDelayMs(attempt), signal),
  });
}

/** The part of a query's cache entry that says what to load again. */
interface QueryEntry {
  status: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: FetchBaseQueryError | SerializedError;
}

/** The reads whose last attempt failed because the backend was away: what to load again once it is back. */
export function queriesFailedForBackend(queries: Record<string, QueryEntry | undefined>): { endpointName: string; args: unknown }[] {
  return Object.values(queries).flatMap((entry) =>
    entry?.status === 'rejected' && entry.endpointName && isBackendUnavailable(entry.error)
      ? [{ endpointName: entry.endpointName, args: entry.originalArgs }]
      : [],
  );
}

/** The slice of the portal api used to load a read again (portalApi satisfies it). */
interface ReloadingApi {
  reducerPath: string;
  util: { prefetch(endpointName: never, arg: never, options: { force: true }): unknown };
}

/**
 * Once the backend answers again, the reads that gave up while it was away load again, and so do the reads
 * answered meanwhile from their last kept answer (`alsoReload`, their cache keys).
 */
export function reloadQueriesFailedForBackend(api: BaseQueryApi, portal: ReloadingApi, alsoReload: readonly string[] = []): void {
  const queries = (api.getState() as Record<string, { queries: Record<string, QueryEntry | undefined> } | undefined>)[portal.reducerPath]?.queries ?? {};
  const kept = alsoReload.flatMap((key) => {
    const entry = queries[key];
    return entry?.endpointName ? [{ endpointName: entry.endpointName, args: entry.originalArgs }] : [];
  });
  for (const { endpointName, args } of [...queriesFailedForBackend(queries), ...kept]) {
    api.dispatch(portal.util.prefetch(endpointName as never, args as never, { force: true }) as never);
  }
}
