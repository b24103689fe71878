import { BeforeApplicationShutdown, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { LiveAlertFired, LiveSeriesChanged } from '@portal/contracts';
import type { Response } from 'express';
import { SeriesChanges } from './series-changes';

/** Streams one user may hold open (a few windows or tabs); more is a leak or abuse. */
export const MAX_STREAMS_PER_USER = 5;
/** Streams of the whole process: each holds a socket. */
export const MAX_STREAMS = 1_000;
/** A comment line this often keeps proxies and the client's idle timers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** What an EventSource-style client waits before reconnecting. */
const RETRY_MS = 5_000;
/**
 * Bytes a stream may have written but not yet sent (its client reads slower than events come, or not at all):
 * beyond them the stream is dropped. Events are a few kilobytes, so this is dozens of events behind; keeping
 * more for a client that stopped reading would let idle connections hold the process's memory. A dropped client
 * reconnects and refetches what it shows, so it misses nothing.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * The live push: Server-Sent Events telling each signed-in client which series changed and which answers
 * (route keys) show them, so it refetches exactly those; the client fetches the values through the API with its
 * own authorization. Operators (stakeholders, administrators and developers) also hear each alert that fires
 * (`alert-fired`: which alert, and the message its recipients get), for a desktop notification or a toast.
 */
@Injectable()
export class LiveService implements BeforeApplicationShutdown {
  private readonly streams = new Map<string, Set<Response>>();
  private total = 0;

  constructor(private readonly changes: SeriesChanges) {}

  /**
   * Opens a stream on `res` for user `sub` until the client goes away, the backend stops, or the caller's token
   * expires at `expiresAt` (ms; the client reconnects with a fresh one, so a revoked sign-in stops hearing).
   */
  getLiveEvents(sub: string, expiresAt: number | undefined, res: Response, hearsAlerts = false): void {
    const own = this.streams.get(sub) ?? new Set<Response>();
    if (own.size >= MAX_STREAMS_PER_USER || this.total >= MAX_STREAMS) {
      const message = 'Too many live streams are open; close another window of the portal.';
      throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
    }
    own.add(res);
    this.streams.set(sub, own);
    this.total += 1;

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    // Reverse proxies (nginx) must pass events on at once rather than buffer them.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const heartbeat = setInterval(() => this.write(res, ': heartbeat\n\n'), HEARTBEAT_MS);
    const expiry = expiresAt === undefined ? undefined : setTimeout(() => res.end(), Math.max(0, expiresAt - Date.now()));
    const unsubscribe = this.changes.subscribe((event) => this.send(res, 'series-changed', event));
    const unsubscribeAlerts = hearsAlerts ? this.changes.subscribeAlerts((event) => this.send(res, 'alert-fired', event)) : undefined;
    res.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      unsubscribeAlerts?.();
      own.delete(res);
      if (own.size === 0) this.streams.delete(sub);
      this.total -= 1;
    });
  }

  /** Streams open now, of all users. */
  get openStreams(): number {
    return this.total;
  }

  private send(res: Response, name: 'series-changed' | 'alert-fired', event: LiveSeriesChanged | LiveAlertFired): void {
    this.write(res, `event: ${name}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /**
   * Writes to a stream, or drops the stream when its client has fallen MAX_UNSENT_BYTES behind: write() only
   * queues what the socket cannot take yet (writableLength counts it), so a client that stops reading would
   * otherwise hold every later event in this process. Destroying discards the queue at once, and 'close' then
   * forgets the stream.
   */
  private write(res: Response, text: string): void {
    if (res.writableEnded || res.destroyed) return;
    if (!res.write(text) && res.writableLength > MAX_UNSENT_BYTES) res.destroy();
  }

  /** Open streams would hold the HTTP server open forever: end them before it closes. */
  beforeApplicationShutdown(): void {
    for (const own of this.streams.values()) for (const res of own) res.end();
  }
}
