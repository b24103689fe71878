import { getLiveStream } from './live';
import { operationsDashboardsApi as api } from './operations-dashboards.api';
import { createPortalStore } from './store';

/** A backend whose event stream the test writes to, recording every other call and the stream's headers. */
function fakeBackend(streamStatus = 200) {
  const seen: string[] = [];
  const streamHeaders: Headers[] = [];
  const encoder = new TextEncoder();
  let push: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/live/events') {
      streamHeaders.push(request.headers);
      if (streamStatus !== 200) return new Response('{}', { status: streamStatus });
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    seen.push(`${request.method} ${path}`);
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const store = createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: fetchFn as typeof fetch, getAccessToken: async () => 'the-token' });
  const send = (text: string) => push?.enqueue(encoder.encode(text));
  const end = () => push?.close();
  return { store, seen, streamHeaders, send, end };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('live updates', () => {
  afterEach(() => jest.useRealTimers());

  it('opens one stream with the access token and refetches exactly the answers a series-changed event names', async () => {
    const { store, seen, streamHeaders, send } = fakeBackend();
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardYamcoloStats'));
    const stream = store.dispatch(getLiveStream());
    const releaseA = stream.acquire(store.dispatch);
    const releaseB = stream.acquire(store.dispatch);
    await settle();
    expect(streamHeaders).toHaveLength(1);
    expect(streamHeaders[0].get('authorization')).toBe('Bearer the-token');
    expect(stream.current()).toBe('live');

    seen.length = 0;
    // Split across chunks, as a network may deliver it, after a heartbeat comment.
    send(': heartbeat\n\nevent: series-changed\ndata: {"series":[{"location_ndx":656,"parameter_ndx":60,"last_timestamp":"2026-11-20T15:15:00Z"}],');
    send('"widgets":["getDashboardStagecoachStats"]}\n\n');
    await settle();
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);

    releaseA();
    expect(stream.current()).toBe('live');
    releaseB();
    expect(stream.current()).toBe('connecting');
  });

  it('reconnects when the stream ends, refreshing every live answer once it is back', async () => {
    const { store, seen, streamHeaders, end } = fakeBackend();
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    const stream = store.dispatch(getLiveStream());
    const release = stream.acquire(store.dispatch);
    await settle();
    seen.length = 0;
    end();
    await settle();
    expect(stream.current()).toBe('reconnecting');
    await new Promise((r) => setTimeout(r, 1100));
    expect(streamHeaders).toHaveLength(2);
    expect(stream.current()).toBe('live');
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);
    release();
  });

  it('refreshes every live answer each minute while the stream is live too, with no event', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, seen } = fakeBackend();
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    const stream = store.dispatch(getLiveStream());
    const release = stream.acquire(store.dispatch);
    for (let i = 0; i < 5 && stream.current() !== 'live'; i++) await jest.advanceTimersByTimeAsync(1);
    expect(stream.current()).toBe('live');
    seen.length = 0;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats', 'GET /api/dashboard-stagecoach-stats']);
    expect(stream.current()).toBe('live');
    release();
    // Nothing is refreshed once no screen uses the push.
    await jest.advanceTimersByTimeAsync(120_000);
    expect(seen).toHaveLength(2);
  });

  it('falls back to refreshing every live answer each minute when the server refuses the stream', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, seen } = fakeBackend(401);
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    const stream = store.dispatch(getLiveStream());
    const release = stream.acquire(store.dispatch);
    for (let i = 0; i < 5 && stream.current() !== 'polling'; i++) await jest.advanceTimersByTimeAsync(1);
    expect(stream.current()).toBe('polling');
    seen.length = 0;
    await jest.advanceTimersByTimeAsync(59_000);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);
    release();
  });
});

describe('alert-fired events', () => {
  const fired = {
    alert_request_ndx: 7,
    alert_event_ndx: 42,
    fired_at: '2026-11-20T15:15:00.000Z',
    subject: 'Stagecoach elevation above 7208 ft',
    message: 'Stagecoach Reservoir elevation is 7209.1 ft (trigger 7208).',
  };

  it('hands an alert-fired event to every listener, in whole, however the network splits it', async () => {
    const { store, send } = fakeBackend();
    const stream = store.dispatch(getLiveStream());
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    const stopA = stream.onAlertFired((alert) => heardA.push(alert));
    const stopB = stream.onAlertFired((alert) => heardB.push(alert));
    const release = stream.acquire(store.dispatch);
    await settle();

    const text = `event: alert-fired\ndata: ${JSON.stringify(fired)}\n\n`;
    send(text.slice(0, 40));
    send(text.slice(40));
    await settle();
    expect(heardA).toEqual([fired]);
    expect(heardB).toEqual([fired]);
    stopA();
    stopB();
    release();
  });

  it('ignores malformed events and keeps handling the ones after them', async () => {
    const { store, seen, send } = fakeBackend();
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    const stream = store.dispatch(getLiveStream());
    const heard: unknown[] = [];
    const stop = stream.onAlertFired((alert) => heard.push(alert));
    const release = stream.acquire(store.dispatch);
    await settle();
    seen.length = 0;

    send('event: alert-fired\ndata: {not json\n\n');
    send('event: alert-fired\ndata: {"alert_request_ndx":7,"subject":"no message"}\n\n');
    send('event: alert-fired\ndata: null\n\n');
    send('event: series-changed\ndata: [1,2\n\n');
    send('event: series-changed\ndata: {"series":[],"widgets":["getDashboardStagecoachStats"]}\n\n');
    send(`event: alert-fired\ndata: ${JSON.stringify(fired)}\n\n`);
    await settle();
    expect(heard).toEqual([fired]);
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);
    // Still the first connection: no bad event cut it off.
    expect(stream.current()).toBe('live');
    stop();
    release();
  });

  it('no longer calls a listener once it is unsubscribed, and a failing listener does not stop the others', async () => {
    const { store, streamHeaders, send } = fakeBackend();
    const stream = store.dispatch(getLiveStream());
    const gone = jest.fn();
    const stays = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopGone = stream.onAlertFired(gone);
    const stopFaulty = stream.onAlertFired(() => {
      throw new Error('listener fault');
    });
    const stopStays = stream.onAlertFired(stays);
    const release = stream.acquire(store.dispatch);
    await settle();

    stopGone();
    send(`event: alert-fired\ndata: ${JSON.stringify(fired)}\n\n`);
    await settle();
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledWith(fired);
    expect(error).toHaveBeenCalledTimes(1);
    expect(streamHeaders).toHaveLength(1);
    expect(stream.current()).toBe('live');
    error.mockRestore();
    stopFaulty();
    stopStays();
    release();
  });
});
