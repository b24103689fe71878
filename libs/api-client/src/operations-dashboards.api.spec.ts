import { portalApi } from './base.api';
import { operationsDashboardsApi as api } from './operations-dashboards.api';
import { createPortalStore } from './store';

/** A backend that answers every call with an empty list and records the request line and body. */
function recordingStore() {
  const seen: string[] = [];
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    const body = request.method === 'POST' ? ` ${await request.text()}` : '';
    seen.push(`${request.method} ${new URL(request.url).pathname}${body}`);
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { store: createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: fetchFn as typeof fetch }), seen };
}

const BODY = { location_ndx: [656], parameter_ndx: [60] };

describe('operations dashboards endpoints', () => {
  it('call the paths of the route table with the widget bodies', async () => {
    const { store, seen } = recordingStore();
    await store.dispatch(api.endpoints.dashboardWidgets.initiate('stagecoach'));
    await store.dispatch(api.endpoints.waterElevationWidget.initiate({ routeName: 'postDashboardYamcoloWidgetsWaterElevation', body: BODY }));
    await store.dispatch(api.endpoints.extremesWidget.initiate({ routeName: 'postDashboardStagecoachWidgetsDissolvedOxygen', body: BODY }));
    await store.dispatch(api.endpoints.postDashboardYamcoloWidgetsBattery.initiate(BODY));
    await store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    await store.dispatch(api.endpoints.getDashboardYamcolo7daygraph.initiate());
    const body = JSON.stringify(BODY);
    expect(seen).toEqual([
      'GET /api/dashboard-stagecoach-widgets',
      `POST /api/dashboard-yamcolo-widgets/water-elevation ${body}`,
      `POST /api/dashboard-stagecoach-widgets/dissolved-oxygen ${body}`,
      `POST /api/dashboard-yamcolo-widgets/battery ${body}`,
      'GET /api/dashboard-stagecoach-stats',
      'GET /api/dashboard-yamcolo7daygraph',
    ]);
  });

  it('refetch exactly the answer whose live tag (its route key) the push invalidates', async () => {
    const { store, seen } = recordingStore();
    const stats = store.dispatch(api.endpoints.dashboardStats.initiate('getDashboardStagecoachStats'));
    const graph = store.dispatch(api.endpoints.getDashboardYamcolo7daygraph.initiate());
    await Promise.all([stats, graph]);
    seen.length = 0;
    store.dispatch(portalApi.util.invalidateTags([{ type: 'Live', id: 'getDashboardStagecoachStats' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['GET /api/dashboard-stagecoach-stats']);
    stats.unsubscribe();
    graph.unsubscribe();
  });
});
