import { adminLookupsApi } from './admin-lookups.api';
import { healthApi } from './health.api';
import { getBackendConnection } from './backend-connection';
import {
  isBackendUnavailable,
  queriesFailedForBackend,
  RECONNECT_ATTEMPTS,
  reconnectDelayMs,
} from './reconnect';
import { stationsApi } from './stations.api';
import { createPortalStore, type PortalStoreOptions } from './store';

/** What the fake backend answers to a read: which path it served, which is all these tests look at. */
const served = (path: string) => ({ served: path });
const rows = served('/api/stations-list');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A backend that can be switched off (the connection is refused, as while it restarts), answer 503 while it
 * starts, or answer normally; it records every request.
 */
function restartingBackend() {
  const backend = {
    mode: 'up' as 'up' | 'down' | 'starting' | 'broken',
    requests: [] as string[],
    fetchFn: (async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      backend.requests.push(`${request.method} ${new URL(request.url).pathname}`);
      if (backend.mode === 'down') throw new TypeError('Failed to fetch');
      if (backend.mode === 'starting') return json(503, { statusCode: 503, message: 'Service Unavailable' });
      if (backend.mode === 'broken') return json(500, { statusCode: 500, message: 'Internal Server Error' });
      return json(200, served(new URL(request.url).pathname));
    }) as typeof fetch,
  };
  return backend;
}

function storeFor(backend: ReturnType<typeof restartingBackend>, options: Partial<PortalStoreOptions> = {}) {
  const context: PortalStoreOptions = { apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: backend.fetchFn, ...options };
  const store = createPortalStore(context);
  // The store keeps its own copy of the options; its connection is reached the way the UI hook reaches it.
  const connection = store.dispatch(getBackendConnection());
  return { store, connection };
}

/** Lets the waiting reads run through `ms` of retries. */
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('reads through a backend restart', () => {
  it('wait while the backend is away, say so, and complete by themselves when it is back', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store, connection } = storeFor(backend);
    const heard: string[] = [];
    connection.subscribe(() => heard.push(connection.current()));

    let settled = false;
    const read = store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    void read.then(() => (settled = true));
    await elapse(10_000);
    expect(settled).toBe(false);
    expect(connection.current()).toBe('unreachable');
    expect(stationsApi.endpoints.getStationsList.select()(store.getState()).isLoading).toBe(true);
    expect(backend.requests.length).toBeGreaterThan(3);

    backend.mode = 'starting'; // the server answers, but is not ready yet
    await elapse(5_000);
    expect(settled).toBe(false);
    expect(connection.current()).toBe('unreachable');

    backend.mode = 'up';
    await elapse(5_000);
    expect((await read).data).toEqual(rows);
    expect(connection.current()).toBe('reachable');
    expect(heard).toEqual(['unreachable', 'reachable']);
  });

  it('give up after about five minutes and show the error', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store } = storeFor(backend);
    const read = store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    await elapse(4 * 60_000);
    expect(stationsApi.endpoints.getStationsList.select()(store.getState()).isLoading).toBe(true);
    await elapse(2 * 60_000);
    expect((await read).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(backend.requests).toHaveLength(RECONNECT_ATTEMPTS + 1);
  });

  it('load again by themselves once any later call finds the backend back', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store, connection } = storeFor(backend);
    const read = store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    await elapse(6 * 60_000);
    expect((await read).isError).toBe(true);

    backend.mode = 'up';
    backend.requests.length = 0;
    await store.dispatch(healthApi.endpoints.getHealth.initiate());
    expect(connection.current()).toBe('reachable');
    await elapse(0);
    expect(backend.requests).toEqual(['GET /api/health', 'GET /api/stations-list']);
    expect(stationsApi.endpoints.getStationsList.select()(store.getState()).data).toEqual(rows);
  });

  it('are not retried when the backend answers with an error of its own, which also shows it is back', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store, connection } = storeFor(backend);
    const write = await store.dispatch(adminLookupsApi.endpoints.deleteListContactsByContactNdx.initiate(7));
    expect(write.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(connection.current()).toBe('unreachable');

    backend.mode = 'broken';
    backend.requests.length = 0;
    const read = await store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    expect(read.error).toMatchObject({ status: 500 });
    expect(backend.requests).toEqual(['GET /api/stations-list']);
    expect(connection.current()).toBe('reachable');
  });

  it('fail at once when the store asks for it (tests)', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store, connection } = storeFor(backend, { retryWhileUnreachable: false });
    expect((await store.dispatch(stationsApi.endpoints.getStationsList.initiate())).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(backend.requests).toHaveLength(1);
    expect(connection.current()).toBe('reachable'); // nothing watches the connection of such a store
  });
});

describe('a call that throws on this side', () => {
  it('fails at once and says nothing about the backend', async () => {
    const backend = restartingBackend();
    // Not a URL: the request cannot even be built.
    const { store, connection } = storeFor(backend, { apiBaseUrl: 'http://bad host/api' });
    const read = await store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    expect(read.error).toMatchObject({ status: 'CUSTOM_ERROR', error: expect.stringContaining('TypeError') });
    expect(backend.requests).toEqual([]);
    expect(connection.current()).toBe('reachable');
  });
});

describe('writes while the backend is away', () => {
  it('are sent once and fail, because one that got no answer may have been applied', async () => {
    const backend = restartingBackend();
    backend.mode = 'down';
    const { store, connection } = storeFor(backend);
    const write = store.dispatch(
      adminLookupsApi.endpoints.postListContacts.initiate({ contact_name: 'Ops', contact_address: 'ops@example.org', contact_org: 'District', remark: null, send_sms: false }),
    );
    await elapse(30_000);
    expect((await write).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(backend.requests).toEqual(['POST /api/list-contacts']);
    expect(connection.current()).toBe('unreachable');
  });
});

describe('isBackendUnavailable', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }, true],
    [{ status: 503, data: null }, true],
    [{ status: 502, data: null }, true],
    [{ status: 504, data: null }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>', error: 'SyntaxError' }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError' }, false],
    [{ status: 500, data: null }, false],
    [{ status: 400, data: null }, false],
    [{ status: 401, data: null }, false],
    [{ status: 'CUSTOM_ERROR', error: 'Aborted' }, false],
    [{ name: 'Error', message: 'thrown in a queryFn' }, false],
    [undefined, false],
  ] as const)('%j → %s', (error, expected) => {
    expect(isBackendUnavailable(error as Parameters<typeof isBackendUnavailable>[0])).toBe(expected);
  });
});

describe('reconnectDelayMs', () => {
  it('waits 1 s, 2 s, 4 s, then every 5 s', () => {
    expect([1, 2, 3, 4, 5, 60].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('queriesFailedForBackend', () => {
  it('lists the reads that gave up because the backend was away, and nothing else', () => {
    expect(
      queriesFailedForBackend({
        a: { status: 'rejected', endpointName: 'getStationsList', originalArgs: { reg_group_ndx: 4 }, error: { status: 'FETCH_ERROR', error: 'x' } },
        b: { status: 'rejected', endpointName: 'getHealth', error: { status: 500, data: null } },
        c: { status: 'fulfilled', endpointName: 'getHealth' },
        d: { status: 'pending', endpointName: 'getStationsList' },
        e: undefined,
      }),
    ).toEqual([{ endpointName: 'getStationsList', args: { reg_group_ndx: 4 } }]);
  });
});
