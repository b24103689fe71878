import type { HealthResponse, StationListItem } from '@portal/contracts';
import { healthApi } from './health.api';
import { stationsApi } from './stations.api';
import { createPortalStore, type PortalStoreOptions } from './store';

const rows: StationListItem[] = [
  {
    reg_group_ndx: 4,
    region: 'Upper Yampa',
    location: 'Yampa River at Steamboat Springs',
    parameter: 'Discharge',
    por_min: '1990-10-01',
    por_max: '2024-09-30',
    huc_10: 'Upper Yampa River',
  },
];

const health: HealthResponse = {
  status: 'ok',
  database: { reachable: true, mode: 'postgres', pendingMigrations: [] },
  demoData: true,
  version: '0.1.0',
};

/** A fetch that answers from a table of paths and records every request it saw. */
function fakeBackend(answers: Record<string, unknown>) {
  const requests: Request[] = [];
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    const path = new URL(request.url).pathname;
    return path in answers
      ? new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('{"statusCode":404}', { status: 404, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchFn: fetchFn as typeof fetch, requests };
}

function storeWith(options: Partial<PortalStoreOptions> & Pick<PortalStoreOptions, 'fetchFn'>) {
  return createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', ...options });
}

afterEach(() => jest.useRealTimers());

describe('createPortalStore', () => {
  it('calls the configured base URL and stores the station list', async () => {
    const backend = fakeBackend({ '/api/stations-list': rows });
    const store = storeWith({ fetchFn: backend.fetchFn });

    const result = await store.dispatch(stationsApi.endpoints.getStationsList.initiate());

    expect(result.data).toEqual(rows);
    expect(backend.requests.map((r) => r.url)).toEqual(['http://127.0.0.1:3000/api/stations-list']);
    expect(stationsApi.endpoints.getStationsList.select()(store.getState()).data).toEqual(rows);
  });

  it('passes a region as the reg_group_ndx query parameter', async () => {
    const backend = fakeBackend({ '/api/stations-list': rows });
    await storeWith({ fetchFn: backend.fetchFn }).dispatch(
      stationsApi.endpoints.getStationsList.initiate({ reg_group_ndx: 4 }),
    );
    expect(backend.requests[0].url).toBe('http://127.0.0.1:3000/api/stations-list?reg_group_ndx=4');
  });

  it('attaches the access token to calls, and still calls when getting the token fails', async () => {
    const backend = fakeBackend({ '/api/health': health });
    await storeWith({ fetchFn: backend.fetchFn, getAccessToken: async () => 'tok' }).dispatch(
      healthApi.endpoints.getHealth.initiate(),
    );
    const failing = storeWith({
      fetchFn: backend.fetchFn,
      getAccessToken: () => Promise.reject(new Error('no session')),
      logger: { warn: () => undefined },
    });
    const result = await failing.dispatch(healthApi.endpoints.getHealth.initiate());

    expect(backend.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok', null]);
    expect(result.data?.demoData).toBe(true);
  });

  it('reports a failed call as an error the screens can show', async () => {
    const store = storeWith({ fetchFn: fakeBackend({}).fetchFn });
    const result = await store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('keeps the station list after its last user leaves, while other data expires', async () => {
    const backend = fakeBackend({ '/api/stations-list': rows, '/api/health': health });
    const store = storeWith({ fetchFn: backend.fetchFn });
    const stations = store.dispatch(stationsApi.endpoints.getStationsList.initiate());
    const healthQuery = store.dispatch(healthApi.endpoints.getHealth.initiate());
    await Promise.all([stations, healthQuery]);

    // The cache drops unused entries on a timer started when the last subscriber leaves.
    jest.useFakeTimers();
    stations.unsubscribe();
    healthQuery.unsubscribe();
    jest.advanceTimersByTime(7 * 24 * 60 * 60 * 1000);

    expect(stationsApi.endpoints.getStationsList.select()(store.getState()).data).toEqual(rows);
    expect(healthApi.endpoints.getHealth.select()(store.getState()).data).toBeUndefined();
  });
});
