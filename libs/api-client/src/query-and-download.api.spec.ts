import type { QueryAndDownloadForm } from '@portal/contracts';
import { createPortalStore } from './store';
import { recordingStore } from './testing/fake-backend';
import { attachmentFileName, queryAndDownloadApi, queryAndDownloadFileRoute } from './query-and-download.api';

const { endpoints } = queryAndDownloadApi;

const FORM: QueryAndDownloadForm = {
  timestep: 'daily', basins: [1], dataSources: [2], organizations: [3], parameterGroups: [4], locationTypes: [5],
  parameters: [6], locations: [7], startDate: '2026-08-26T14:30:00-06:00', endDate: '2026-11-26T14:30:00-07:00', dataCategory: null,
};
const LISTS = {
  'query-and-download/q-d-list-basins': [{ basin_ndx: 1, basin_name: 'Yampa' }],
  'query-and-download/q-d-list-data-categories': [],
  'query-and-download/q-d-list-data-sources': [],
  'query-and-download/q-d-list-locations': [],
  'query-and-download/q-d-list-location-types': [],
  'query-and-download/q-d-list-organizations': [],
  'query-and-download/q-d-list-parameter-groups': [],
  'query-and-download/q-d-list-parameters': [],
  'query-and-download/q-d-list-timesteps': [{ ts_endpoint: 'daily', ts_desc: 'Daily' }],
  'query-and-download/locations-map': { type: 'FeatureCollection', features: [] },
};

/**
 * A store whose backend answers every POST with `answer` (once `answered` resolves) and records each request's
 * signal and body.
 */
function postingStore(answer: () => Response, answered: Promise<void> = Promise.resolve()) {
  const signals: AbortSignal[] = [];
  const bodies: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    signals.push(request.signal);
    bodies.push(JSON.parse(await request.text()));
    await answered;
    return answer();
  }) as typeof fetch;
  const store = createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn, getAccessToken: async () => 'token', retryWhileUnreachable: false });
  return { store, signals, bodies };
}

describe('queryAndDownloadApi', () => {
  it('reads every lookup list and the map locations from their routes, without a token', async () => {
    const { store, requests } = recordingStore(LISTS);
    const basins = await store.dispatch(endpoints.getQueryAndDownloadQDListBasins.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListDataCategories.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListDataSources.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListLocations.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListLocationTypes.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListOrganizations.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListParameterGroups.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadQDListParameters.initiate());
    const timesteps = await store.dispatch(endpoints.getQueryAndDownloadQDListTimesteps.initiate());
    await store.dispatch(endpoints.getQueryAndDownloadLocationsMap.initiate());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(Object.keys(LISTS).map((path) => `GET ${path}`));
    // The store is signed in ('admin-token'), yet the public calls go without it.
    expect(requests.every((r) => r.authorization === null)).toBe(true);
    expect(basins.data).toEqual(LISTS['query-and-download/q-d-list-basins']);
    expect(timesteps.data).toEqual(LISTS['query-and-download/q-d-list-timesteps']);
  });

  it('posts the form for its count', async () => {
    const { store, bodies } = postingStore(() => Response.json({ count: 42 }));
    const answer = await store.dispatch(endpoints.postQueryAndDownloadCountData.initiate(FORM));
    expect(answer).toEqual({ data: { count: 42 } });
    expect(bodies).toEqual([FORM]);
  });

  it('aborts the HTTP request of a count that is no longer wanted', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { store, signals } = postingStore(() => Response.json({ count: 1 }), answered);
    const request = store.dispatch(endpoints.postQueryAndDownloadCountData.initiate(FORM));
    await new Promise((resolve) => setTimeout(resolve, 0));
    request.abort();
    release();
    const answer = await request;
    expect(signals[0].aborted).toBe(true);
    expect('error' in answer && answer.error).toMatchObject({ name: 'AbortError' });
  });

  it('maps each time step to its download route', () => {
    expect(queryAndDownloadFileRoute('raw')).toEqual({ method: 'POST', url: 'query-and-download/raw' });
    expect(queryAndDownloadFileRoute('daily')).toEqual({ method: 'POST', url: 'query-and-download/daily' });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentFileName('attachment; filename="a-b-2026.csv"')).toBe('a-b-2026.csv');
    expect(attachmentFileName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(attachmentFileName('attachment; filename="../evil.csv"')).toBe('.._evil.csv');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
