import { DATA_VIZ_ENDPOINT, dataVizApi } from './data-viz.api';
import { graphModeApi } from './graph-mode.api';
import { mapExplorerApi } from './map-explorer.api';
import { publicMapApi } from './public-map.api';
import { createPortalStore } from './store';

/** A backend that answers every call with an empty list and records the request line. */
function recordingStore() {
  const seen: string[] = [];
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { store: createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: fetchFn as typeof fetch }), seen };
}

describe('map explorer endpoints', () => {
  it('are one api: the three sub-features and the combined name are the same object', () => {
    expect(graphModeApi).toBe(publicMapApi);
    expect(dataVizApi).toBe(publicMapApi);
    expect(mapExplorerApi).toBe(publicMapApi);
  });

  it('call the paths of the route table, parameters filled in', async () => {
    const { store, seen } = recordingStore();
    await store.dispatch(publicMapApi.endpoints.getPublicMapLayers.initiate());
    await store.dispatch(publicMapApi.endpoints.getPublicMapPlaces.initiate('Steamboat'));
    await store.dispatch(graphModeApi.endpoints.getListThreats.initiate());
    await store.dispatch(graphModeApi.endpoints.postTsDailyTableForMapDisplayByLocationIndex.initiate({ locationIndex: 12, parameters: [1], periodOfRecord: 'full' }));
    await store.dispatch(graphModeApi.endpoints.postTsDailyTableForMapDisplay.initiate({ indexes: [12], parameters: [1], periodOfRecord: 'full' }));
    await store.dispatch(dataVizApi.endpoints.dataVizRows.initiate({ graphType: 'flowTrends', wellNumber: 34 }));
    expect(seen).toEqual([
      'GET /api/public-map/layers',
      'GET /api/public-map/places?q=Steamboat',
      'GET /api/list-threats',
      'POST /api/ts-daily-table-for-map-display/12',
      'POST /api/ts-daily-table-for-map-display',
      'POST /api/mapgraph-flows-daily-vs-por-stats/34',
    ]);
  });

  it('name each data-visualization graph type by its endpoint', () => {
    expect(DATA_VIZ_ENDPOINT).toEqual({
      temperatureGraph: 'graph-temperature-data',
      temperatureTrends: 'mapgraph-temps-daily-vs-por-stats',
      flowGraph: 'graph-flow-data',
      flowTrends: 'mapgraph-flows-daily-vs-por-stats',
    });
  });
});
