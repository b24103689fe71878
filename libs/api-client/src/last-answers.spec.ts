import { getBackendConnection, getLastAnswersShown } from './backend-connection';
import { healthApi } from './health.api';
import type { LastAnswer, LastAnswerStore } from '@portal/contracts';
import { lastAnswerKey, LastAnswersShown } from './last-answers';
import { operationsDashboardsApi } from './operations-dashboards.api';
import { route } from './route';
import { stationsApi } from './stations.api';
import { createPortalStore } from './store';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A backend that can be cut off; it answers each read with its path and a counter, so a test tells answers apart. */
function backend() {
  const server = {
    up: true,
    answers: 0,
    fetchFn: (async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      if (!server.up) throw new TypeError('Failed to fetch');
      server.answers += 1;
      return json(200, { path: new URL(request.url).pathname, answer: server.answers });
    }) as typeof fetch,
  };
  return server;
}

/** The platform's store, in memory: what a restart finds on disk. */
function memoryStore(): LastAnswerStore & { kept: Map<string, LastAnswer> } {
  const kept = new Map<string, LastAnswer>();
  return {
    kept,
    read: async (key) => kept.get(key) ?? null,
    write: (key, answer) => void kept.set(key, answer),
  };
}

function app(server: ReturnType<typeof backend>, lastAnswers: LastAnswerStore) {
  const store = createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: server.fetchFn, lastAnswers });
  return { store, connection: store.dispatch(getBackendConnection()), shown: store.dispatch(getLastAnswersShown()) };
}

const sevenDayGraph = operationsDashboardsApi.endpoints.getDashboardYamcolo7daygraph;
const SEVEN_DAY_KEY = lastAnswerKey(route('getDashboardYamcolo7daygraph'));
const SEVEN_DAY_PATH = `/api/${route('getDashboardYamcolo7daygraph').url}`;
const cacheKeys = (store: ReturnType<typeof app>['store']) => Object.keys(store.getState().portalApi.queries);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the last answers of the operators\' dashboards', () => {
  it('keeps each answer of a dashboard, and nothing of a screen that does not opt in', async () => {
    const server = backend();
    const kept = memoryStore();
    const { store } = app(server, kept);
    jest.setSystemTime(new Date('2026-12-04T14:05:00Z'));
    await store.dispatch(sevenDayGraph.initiate());
    await store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    expect([...kept.kept.entries()]).toEqual([[SEVEN_DAY_KEY, { savedAt: '2026-12-04T14:05:00.000Z', data: { path: SEVEN_DAY_PATH, answer: 1 } }]]);
  });

  it('opens after a restart without the server on the kept answer at once, marked with when it came, and goes live when the server is back', async () => {
    const kept = memoryStore();
    kept.write(SEVEN_DAY_KEY, { savedAt: '2026-12-04T14:05:00.000Z', data: { answer: 'kept' } });
    const server = backend();
    server.up = false;
    const { store, connection, shown } = app(server, kept);

    const read = await store.dispatch(sevenDayGraph.initiate());
    // No five minutes of waiting: the kept answer is there on the first failed try.
    expect(read.data).toEqual({ answer: 'kept' });
    expect(connection.current()).toBe('unreachable');
    expect(shown.oldestAmong(cacheKeys(store))).toBe('2026-12-04T14:05:00.000Z');

    // The server is back: the next call that reaches it (the shell's health probe) brings the dashboard live.
    server.up = true;
    await store.dispatch(healthApi.endpoints.getHealth.initiate(undefined, { forceRefetch: true }));
    await jest.advanceTimersByTimeAsync(10);
    expect(sevenDayGraph.select()(store.getState()).data).toEqual({ path: SEVEN_DAY_PATH, answer: 2 });
    expect(shown.oldestAmong(cacheKeys(store))).toBeNull();
    expect(kept.kept.get(SEVEN_DAY_KEY)?.data).toEqual({ path: SEVEN_DAY_PATH, answer: 2 });
  });

  it('waits for the server, as every read does, when nothing was kept', async () => {
    const server = backend();
    server.up = false;
    const { store, shown } = app(server, memoryStore());
    let settled = false;
    void store.dispatch(sevenDayGraph.initiate()).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);
    expect(shown.oldestAmong(cacheKeys(store))).toBeNull();
    server.up = true;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(true);
  });

  it('never answers a screen that did not opt in from a kept answer', async () => {
    const kept = memoryStore();
    kept.write(lastAnswerKey(route('getStationsList')), { savedAt: '2026-12-04T14:05:00.000Z', data: ['kept'] });
    const server = backend();
    server.up = false;
    const { store } = app(server, kept);
    let settled = false;
    void store.dispatch(stationsApi.endpoints.getStationsList.initiate()).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);
  });

  it('keys a request by its method, URL and body, the same on every start', () => {
    expect(lastAnswerKey('/health')).toBe('GET /health');
    expect(lastAnswerKey({ url: '/dashboard-yamcolo-widgets-temp', method: 'post', body: { series: [1, 2] } })).toBe(
      'POST /dashboard-yamcolo-widgets-temp {"series":[1,2]}',
    );
    expect(lastAnswerKey({ url: '/x', params: { a: '1' } })).toBe('GET /x?a=1');
  });
});

describe('LastAnswersShown', () => {
  it('names the oldest kept answer among the entries still cached, and tells its subscribers of each change', () => {
    const shown = new LastAnswersShown();
    const heard = jest.fn();
    shown.subscribe(heard);
    shown.mark('a', '2026-12-04T14:05:00Z');
    shown.mark('b', '2026-12-04T09:00:00Z');
    shown.mark('b', '2026-12-04T09:00:00Z');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(shown.oldestAmong(['a', 'b', 'c'])).toBe('2026-12-04T09:00:00Z');
    expect(shown.oldestAmong(['a'])).toBe('2026-12-04T14:05:00Z');
    shown.clear('a');
    expect(shown.oldestAmong(['a', 'c'])).toBeNull();
    expect(shown.version()).toBe(3);
  });
});
