import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveSeriesChanged } from '@portal/contracts';
import { createParser } from 'eventsource-parser';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ApiClientContext, portalApi, withAccessToken } from './base.api';
import { reconnectDelayMs } from './reconnect';
import { type RootState, useAppDispatch } from './store';

/** Where the live push stands: 'polling' is its timed-refresh fallback (the server refused the stream), not a fault. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'polling';

/** While the push is not live, every live answer is fetched again this often. */
export const LIVE_POLL_MS = 60_000;
/** A server that refuses the stream (signed out, too many windows) is asked again after this long. */
const REFUSED_RETRY_MS = 60_000;

type Dispatch = ThunkDispatch<RootState, ApiClientContext, UnknownAction>;

/**
 * One event stream per store, open while any screen uses it (reference-counted). Browsers' EventSource cannot
 * send an Authorization header, so the stream is read over fetch and parsed with eventsource-parser. Each
 * `series-changed` event invalidates the 'Live' tags of the answers it names; while the stream is down they
 * are all refreshed every minute instead, and once more when it is back (events may have been missed).
 */
export class LiveStream {
  private users = 0;
  private state: LiveStatus = 'connecting';
  private readonly watchers = new Set<() => void>();
  private abort: AbortController | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private dispatch: Dispatch | undefined;

  constructor(private readonly context: ApiClientContext) {}

  readonly current = (): LiveStatus => this.state;

  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  /** A screen starts using the push; the returned function stops it. */
  acquire(dispatch: Dispatch): () => void {
    this.dispatch = dispatch;
    if (this.users++ === 0) void this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.users === 0) this.stop();
    };
  }

  private set(next: LiveStatus): void {
    if (next === this.state) return;
    this.state = next;
    if (next === 'live') this.stopPolling();
    else this.startPolling();
    for (const watcher of this.watchers) watcher();
  }

  private refreshAll(): void {
    this.dispatch?.(portalApi.util.invalidateTags(['Live']));
  }

  private startPolling(): void {
    this.poll ??= setInterval(() => this.refreshAll(), LIVE_POLL_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }

  private stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    clearTimeout(this.retry);
    this.retry = undefined;
    this.stopPolling();
    this.attempt = 0;
    this.state = 'connecting';
    for (const watcher of this.watchers) watcher();
  }

  private async connect(): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    let refused = false;
    try {
      const headers = await withAccessToken(new Headers({ Accept: 'text/event-stream' }), this.context);
      const res = await (this.context.fetchFn ?? fetch)(`${this.context.apiBaseUrl}/live/events`, { headers, signal: abort.signal });
      if (!res.ok || !res.body) {
        refused = true;
        await res.body?.cancel();
      } else {
        if (this.attempt > 0) this.refreshAll();
        this.attempt = 0;
        this.set('live');
        await this.read(res.body);
      }
    } catch {
      // Unreachable or cut off: tried again below.
    }
    if (abort.signal.aborted || this.abort !== abort) return;
    this.attempt += 1;
    this.set(refused ? 'polling' : 'reconnecting');
    this.retry = setTimeout(() => void this.connect(), refused ? REFUSED_RETRY_MS : reconnectDelayMs(this.attempt));
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createParser({
      onEvent: (event) => {
        if (event.event !== 'series-changed') return;
        const { widgets } = JSON.parse(event.data) as LiveSeriesChanged;
        if (widgets.length) this.dispatch?.(portalApi.util.invalidateTags(widgets.map((id) => ({ type: 'Live' as const, id }))));
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }
}

const streams = new WeakMap<ApiClientContext, LiveStream>();

/** The store's live stream, reached through its ApiClientContext (the thunks' extra argument). */
export function getLiveStream(): ThunkAction<LiveStream, RootState, ApiClientContext, UnknownAction> {
  return (_dispatch, _getState, context) => {
    let stream = streams.get(context);
    if (!stream) streams.set(context, (stream = new LiveStream(context)));
    return stream;
  };
}

/** Keeps this store's live push open while the calling screen is mounted. */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(getLiveStream()).acquire(dispatch), [dispatch]);
}

/** Where this store's live push stands; re-renders when that changes. */
export function useLiveStatus(): LiveStatus {
  const dispatch = useAppDispatch();
  const stream = useMemo(() => dispatch(getLiveStream()), [dispatch]);
  return useSyncExternalStore(stream.subscribe, stream.current);
}
