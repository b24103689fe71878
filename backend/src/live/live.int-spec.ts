import * as net from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { LiveSeriesChanged } from '@portal/contracts';
import { RunningApp } from '../bootstrap';
import { createScratchDatabase, ScratchDatabase } from '../../test/database';
import { FIXTURE, insertFixtureWorld } from '../../test/fixtures';
import { demoAccessToken, startTestAppWithSignIn } from '../../test/tokens';
import { loggerKeyDigest, newLoggerKey } from '../ingest/logger-keys';
import { LiveService, MAX_STREAMS_PER_USER, MAX_UNSENT_BYTES } from './live.service';
import { insertAll, locationSourceRow, parameterRow } from '../../test/rows';

// The live push on a real PostgreSQL server: a reading written through the ingest endpoint reaches a signed-in
// stakeholder's open event stream (trigger, NOTIFY, the service's LISTEN connection), naming the dashboard answers
// that show the series. A client that stops reading is dropped once it falls behind, while the others keep hearing.

interface Stream {
  status: number;
  events: EventSourceMessage[];
  comments: string[];
  close(): void;
}

describe('live events', () => {
  let db: ScratchDatabase;
  let running: RunningApp;
  let base: string;
  let stakeholder: string;
  let loggerKey: string;
  const opened: AbortController[] = [];
  const query = (sql: string, params: unknown[] = []) => running.dataSource.query(sql, params);

  /** Opens the stream the way the web client does: fetch with the Authorization header, parsed as it arrives. */
  async function open(token?: string): Promise<Stream> {
    const abort = new AbortController();
    opened.push(abort);
    const res = await fetch(`${base}/api/live/events`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
    const stream: Stream = { status: res.status, events: [], comments: [], close: () => abort.abort() };
    const parser = createParser({ onEvent: (e) => stream.events.push(e), onComment: (c) => stream.comments.push(c) });
    if (res.ok && res.body) {
      void (async () => {
        const decoder = new TextDecoder();
        try {
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
        } catch {
          // aborted by the test
        }
      })();
    } else {
      await res.text();
    }
    return stream;
  }

  async function waitFor<T>(probe: () => T | undefined, ms: number): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = probe();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`nothing within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  beforeAll(async () => {
    db = await createScratchDatabase('portal_live');
    ({ running, base } = await startTestAppWithSignIn({ DATABASE_URL: db.url }));
    stakeholder = await demoAccessToken(base, 'stakeholder');
    await insertFixtureWorld(running.dataSource);
    await insertAll(running.dataSource, [locationSourceRow({ location: FIXTURE.location, source: FIXTURE.source })]);
    loggerKey = newLoggerKey();
    await running.dataSource.query(`INSERT INTO logger_credentials (name, key_hash) VALUES ('live-test', $1)`, [loggerKeyDigest(loggerKey)]);
  });

  afterEach(() => {
    for (const abort of opened.splice(0)) abort.abort();
  });

  afterAll(async () => {
    await running?.close();
    await db?.drop();
  });

  const ingest = (location: number, parameter: number, at: string, value: number) =>
    fetch(`${base}/api/ingest/telemetry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${loggerKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: [{ location_ndx: location, parameter_ndx: parameter, collect_timestamp: at, value }] }),
    });

  it('tells a subscribed stakeholder within 5 s which series changed and which dashboard answers show it', async () => {
    // A series the dashboards' configuration shows: its location and parameter made to exist, fed by a data source.
    const [shown] = (await query(
      `SELECT location_ndx, parameter_ndx, array_agg(widget_key ORDER BY widget_key) AS widgets
         FROM live_widget_series GROUP BY 1, 2 ORDER BY 1, 2 LIMIT 1`,
    )) as { location_ndx: number; parameter_ndx: number; widgets: string[] }[];
    await insertAll(running.dataSource, [parameterRow({ ndx: shown.parameter_ndx, name: 'Shown', abbrev: 'S', unit: FIXTURE.unit })], { ignoreConflicts: true });
    await query(
      `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx) VALUES ($1, 'FIX-SHOWN', 'Shown', 901)
       ON CONFLICT DO NOTHING`,
      [shown.location_ndx],
    );
    await insertAll(running.dataSource, [locationSourceRow({ location: shown.location_ndx, source: FIXTURE.source })], { ignoreConflicts: true });

    const stream = await open(stakeholder);
    expect(stream.status).toBe(200);
    await waitFor(() => (stream.comments.length ? true : undefined), 5000);

    const sent = Date.now();
    expect((await ingest(shown.location_ndx, shown.parameter_ndx, '2026-11-20T08:15:00-07:00', 42)).status).toBe(200);
    const event = await waitFor(() => stream.events.find((e) => e.event === 'series-changed'), 5000);
    expect(Date.now() - sent).toBeLessThan(5000);
    const data = JSON.parse(event.data) as LiveSeriesChanged;
    expect(data.series).toEqual([{ location_ndx: shown.location_ndx, parameter_ndx: shown.parameter_ndx, last_timestamp: expect.stringMatching(/^2026-11-20T15:15:00/) }]);
    expect(data.widgets.sort()).toEqual(shown.widgets);

    // A series no dashboard shows still arrives (other screens may care), naming no answer.
    expect((await ingest(FIXTURE.location, FIXTURE.parameter, '2026-11-20T08:30:00-07:00', 1)).status).toBe(200);
    const second = await waitFor(() => stream.events.filter((e) => e.event === 'series-changed')[1], 5000);
    expect(JSON.parse(second.data)).toMatchObject({ series: [{ location_ndx: FIXTURE.location, parameter_ndx: FIXTURE.parameter }], widgets: [] });
  });

  it('refuses a caller without a valid token, and more than a few streams per user', async () => {
    expect((await open()).status).toBe(401);
    expect((await open('not.a.token')).status).toBe(401);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await open(stakeholder));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    expect((await open(stakeholder)).status).toBe(429);
    streams[0].close();
    await new Promise((r) => setTimeout(r, 200));
    expect((await open(stakeholder)).status).toBe(200);
  });

  it('drops a client that stops reading once its unsent bytes pass the bound, and keeps serving one that reads', async () => {
    const live = running.app.get(LiveService);
    // The streams of the tests before are closed by now.
    await waitFor(() => (live.openStreams === 0 ? true : undefined), 5000);
    const reader = await open(stakeholder);
    expect(reader.status).toBe(200);
    // A client that sends its request and never reads a byte of the answer.
    const { port } = new URL(base);
    const stalled = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => stalled.once('connect', resolve));
    stalled.pause();
    stalled.on('error', () => undefined);
    stalled.write(`GET /api/live/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${stakeholder}\r\n\r\n`);
    await waitFor(() => (live.openStreams === 2 ? true : undefined), 5000);

    // Events as another instance's writes announce them: each names eighty series (about 7 kB), each different.
    const payload = (n: number) => JSON.stringify(Array.from({ length: 80 }, (_, i) => ({
      location_ndx: FIXTURE.location + i, parameter_ndx: FIXTURE.parameter, last_timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    })));
    let sent = 0;
    let bytesSent = 0;
    while (live.openStreams === 2) {
      if (sent >= 3000) throw new Error(`the stalled client was still held after ${bytesSent} bytes of events`);
      const text = payload(sent);
      await query(`SELECT pg_notify('series_changed', $1)`, [text]);
      sent += 1;
      bytesSent += text.length;
      // Let the stream catch up now and then, so the reader is never the one behind.
      if (sent % 20 === 0) await waitFor(() => (reader.events.length >= sent - 20 || live.openStreams < 2 ? true : undefined), 10_000);
    }
    // Dropped after falling behind by more than the bound, not before.
    expect(bytesSent).toBeGreaterThan(MAX_UNSENT_BYTES);
    expect(live.openStreams).toBe(1);

    // The reader heard every event, and keeps hearing after the drop.
    await waitFor(() => (reader.events.length === sent ? true : undefined), 10_000);
    await query(`SELECT pg_notify('series_changed', $1)`, [payload(sent)]);
    await waitFor(() => (reader.events.length === sent + 1 ? true : undefined), 5000);
    expect(JSON.parse(reader.events[sent].data)).toMatchObject({ series: expect.arrayContaining([expect.objectContaining({ location_ndx: FIXTURE.location })]) });
    stalled.destroy();

    // Nothing of the dropped stream is kept: the user may open every stream allowed again beside the reader.
    const more = [];
    for (let i = 1; i < MAX_STREAMS_PER_USER; i++) more.push(await open(stakeholder));
    expect(more.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER - 1).fill(200));
    expect(live.openStreams).toBe(MAX_STREAMS_PER_USER);
  }, 120_000);
});
