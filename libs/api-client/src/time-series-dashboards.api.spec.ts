import { createPortalStore } from './store';
import { portalApi } from './base.api';
import { timeSeriesDashboardsApi, timeSeriesDataRoute } from './time-series-dashboards.api';

/** A backend that answers every call with an empty list and records the request line and body. */
function recordingStore() {
  const seen: string[] = [];
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    seen.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { store: createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: fetchFn as typeof fetch }), seen };
}

const filters = { timestep: 7, leftAxis: 'water-temperature', rightAxis: 'flow', periodEnding: '2026-07-15' };

describe('time-series dashboards endpoints', () => {
  it('find the data route of each timestep\'s data_table_name, and none for a path the API does not serve', () => {
    expect(timeSeriesDataRoute('yamcolo-15-min')).toBe('postResopsTsYamcolo15Min');
    expect(timeSeriesDataRoute('stagecoach15-min')).toBe('postResopsTsStagecoach15Min');
    expect(timeSeriesDataRoute('stagecoach-daily')).toBe('postResopsTsStagecoachDaily');
    expect(timeSeriesDataRoute('stagecoach-15-min')).toBeUndefined();
    expect(timeSeriesDataRoute('yamcolo-timestep-options')).toBeUndefined();
  });

  it('send the empty filter, the axis and the data filters to each reservoir\'s paths', async () => {
    const { store, seen } = recordingStore();
    await store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesTimestepOptions.initiate('stagecoach'));
    await store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesAxisOptions.initiate({ reservoir: 'yamcolo', side: 'right' }));
    await store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesAxisSeries.initiate({ reservoir: 'yamcolo', side: 'left', axis: 'battery' }));
    await store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesData.initiate({ routeName: 'postResopsTsYamcoloHourly', filters }));
    await store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesData.initiate({ routeName: 'postResopsTsStagecoach15Min', filters, full: true }));
    expect(seen).toEqual([
      'POST /api/resops-ts-stagecoach-timestep-options {"filters":{}}',
      'POST /api/resops-ts-yamcolo-right-axis-options {"filters":{}}',
      'POST /api/resops-ts-yamcolo-left-axis-series {"filters":{"axis":"battery"}}',
      `POST /api/resops-ts-yamcolo-hourly ${JSON.stringify({ filters })}`,
      `POST /api/resops-ts-stagecoach15-min ${JSON.stringify({ filters, full: true })}`,
    ]);
  });

  it('refetch a data answer when the live push invalidates its route key, and only then', async () => {
    const { store, seen } = recordingStore();
    const subscription = store.dispatch(timeSeriesDashboardsApi.endpoints.timeSeriesData.initiate({ routeName: 'postResopsTsYamcolo15Min', filters }));
    await subscription;
    store.dispatch(portalApi.util.invalidateTags([{ type: 'Live', id: 'postResopsTsYamcoloDaily' }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(1);
    store.dispatch(portalApi.util.invalidateTags([{ type: 'Live', id: 'postResopsTsYamcolo15Min' }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
    subscription.unsubscribe();
  });
});
