import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveAlertFired, LiveSeriesChanged } from '@portal/contracts';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { type ApiClientContext, portalApi, withAccessToken } from './base.api';
import { perStore } from './per-store';
import { reconnectDelayMs } from './reconnect';
import { type RootState, useAppDispatch } from './store';

/** Where the live push stands: 'polling' is its timed-refresh fallback (the server refused the stream), not a fault. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'polling';

/**
 * Every live answer is fetched again this often while a screen uses the push, live or not: an event can be lost,
 * and on the embedded database writes from another process are announced to nobody. (Ages and freshness need no
 * refetch: screens judge them against their own clock every minute.)
 */
export const LIVE_POLL_MS = 60_000;
/** A server that refuses the stream (signed out, too many windows) is asked again after this long. */
const REFUSED_RETRY_MS = 60_000;

type Dispatch = ThunkDispatch<RootState, ApiClientContext, UnknownAction>;

/** Told of each alert the server reports fired while the stream is open. */
export type AlertFiredListener = (alert: LiveAlertFired) => void;

/** An `alert-fired` event's data, or null when it is not JSON of that shape (a listener is never handed half an alert). */
export function parseAlertFired(data: string): LiveAlertFired | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { alert_request_ndx, alert_event_ndx, fired_at, subject, message } = value as Record<string, unknown>;
  if (typeof alert_request_ndx !== 'number' || typeof alert_event_ndx !== 'number') return null;
  if (typeof fired_at !== 'string' || typeof subject !== 'string' || typeof message !== 'string') return null;
  return { alert_request_ndx, alert_event_ndx, fired_at, subject, message };
}

/** The answers a `series-changed` event names, or none when its data is not of that shape. */
function changedWidgets(data: string): string[] {
  try {
    const { widgets } = JSON.parse(data) as Partial<LiveSeriesChanged>;
    return Array.isArray(widgets) ? widgets.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * One event stream per store, open while any screen uses it (reference-counted). Browsers' EventSource cannot
 * send an Authorization header, so the stream is read over fetch and parsed with eventsource-parser. Each
 * `series-changed` event invalidates the 'Live' tags of the answers it names; they are all refreshed every minute
 * as well (even while live), and once more when the stream is back (events may have been missed). Each
 * `alert-fired` event (sent to stakeholders only) is handed to the alert listeners; alerts fired while the
 * stream was down are not replayed.
 */
export class LiveStream {
  private users = 0;
  private state: LiveStatus = 'connecting';
  private readonly watchers = new Set<() => void>();
  private readonly alertListeners = new Set<AlertFiredListener>();
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

  /**
   * Hears every alert-fired event from now on; the returned function stops it. Listening does not open the
   * stream: acquire() does.
   */
  readonly onAlertFired = (listener: AlertFiredListener): (() => void) => {
    // A wrapper, so the same function added twice is two subscriptions, each removed by its own unsubscribe.
    const entry: AlertFiredListener = (alert) => listener(alert);
    this.alertListeners.add(entry);
    return () => void this.alertListeners.delete(entry);
  };

  /** A screen starts using the push; the returned function stops it. */
  acquire(dispatch: Dispatch): () => void {
    this.dispatch = dispatch;
    if (this.users++ === 0) {
      this.startPolling();
      void this.connect();
    }
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
    const parser = createParser({ onEvent: (event) => this.handle(event) });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  /**
   * One event. Never throws: a throw here would end the read loop and drop a healthy connection over one bad
   * event or one faulty listener.
   */
  private handle(event: EventSourceMessage): void {
    if (event.event === 'series-changed') {
      const widgets = changedWidgets(event.data);
      if (widgets.length) this.dispatch?.(portalApi.util.invalidateTags(widgets.map((id) => ({ type: 'Live' as const, id }))));
    } else if (event.event === 'alert-fired') {
      const alert = parseAlertFired(event.data);
      if (!alert) return;
      // The alerts table and delivery history now say something new (its state, its last send).
      this.dispatch?.(portalApi.util.invalidateTags(['Alerts']));
      for (const listener of [...this.alertListeners]) {
        try {
          listener(alert);
        } catch (error) {
          // One listener's fault must not keep the alert from the others.
          console.error('An alert-fired listener failed', error);
        }
      }
    }
  }
}

const liveStreamOf = perStore((context: ApiClientContext) => new LiveStream(context));

/** The store's live stream, reached through its ApiClientContext (the thunks' extra argument). */
export function getLiveStream(): ThunkAction<LiveStream, RootState, ApiClientContext, UnknownAction> {
  return (_dispatch, _getState, context) => liveStreamOf(context);
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

/**
 * Keeps this store's live push open while the calling component is mounted and hands it each alert that fires
 * (the server sends them to stakeholders only). The latest `onAlert` is called, so passing a new function each
 * render neither resubscribes nor reopens anything.
 */
export function useAlertsFired(onAlert: AlertFiredListener): void {
  const dispatch = useAppDispatch();
  const latest = useRef(onAlert);
  useEffect(() => {
    latest.current = onAlert;
  });
  useEffect(() => {
    const stream = dispatch(getLiveStream());
    const unsubscribe = stream.onAlertFired((alert) => latest.current(alert));
    const release = stream.acquire(dispatch);
    return () => {
      unsubscribe();
      release();
    };
  }, [dispatch]);
}
