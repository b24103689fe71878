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
