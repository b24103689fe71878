import { climateAndFlowsExplorerApi } from './climate-and-flows-explorer.api';
import { fakeBackend, recordingStore } from './testing/fake-backend';
import { createPortalStore } from './store';
import { timeSeriesSummariesApi } from './time-series-summaries.api';
import { yearOverYearApi } from './year-over-year.api';

const ANSWERS = {
  'climate-and-flows-explorer/inputs/regional-groups': [{ reg_group_ndx: 4, reg_group_name: 'Upper Yampa Basin' }],
  'climate-and-flows-explorer/inputs/list-explore-years': [{ explore_year: 2026 }],
  'climate-and-flows-explorer/inputs/caf-graph-options': [],
  'climate-and-flows-explorer/data/streamflow-and-snowpack': [],
  'year-over-year-comparisons-tool/inputs/yoy-graph-options': [],
  'year-over-year-comparisons-tool/data/streamflow': [],
  'time-series-summaries/data/daily-streamflow': [],
  'time-series-summaries/boxes/daily-streamflow': [],
};

describe('the explorers’ calls', () => {
  it('ask for the lists and a graph’s data with the region and year(s) in the query, with the token when signed in', async () => {
    const { store, requests } = recordingStore(ANSWERS);
    const caf = climateAndFlowsExplorerApi.endpoints;
    const yoy = yearOverYearApi.endpoints;
    await store.dispatch(caf.getClimateAndFlowsExplorerInputsRegionalGroups.initiate());
    await store.dispatch(caf.getClimateAndFlowsExplorerInputsListExploreYears.initiate());
    await store.dispatch(caf.getClimateAndFlowsExplorerInputsCafGraphOptions.initiate());
    await store.dispatch(caf.getClimateAndFlowsExplorerDataByCafGraphRouteName.initiate({ caf_graph_route_name: 'streamflow-and-snowpack', group: 4, year: 2026 }));
    await store.dispatch(yoy.getYearOverYearComparisonsToolInputsYoyGraphOptions.initiate());
    await store.dispatch(yoy.getYearOverYearComparisonsToolDataByYoyGraphRouteName.initiate({ yoy_graph_route_name: 'streamflow', group: 4, years: '2025,2026' }));
    const range = { tssum_graph_route_name: 'daily-streamflow', regionalGroup: 4, startDate: '2026-10-01', endDate: '2026-10-31' };
    await store.dispatch(timeSeriesSummariesApi.endpoints.getTimeSeriesSummariesDataByTssumGraphRouteName.initiate(range));
    await store.dispatch(timeSeriesSummariesApi.endpoints.getTimeSeriesSummariesBoxesByTssumGraphRouteName.initiate({ ...range, groupType: 'Week' }));
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET climate-and-flows-explorer/inputs/regional-groups Bearer admin-token',
      'GET climate-and-flows-explorer/inputs/list-explore-years Bearer admin-token',
      'GET climate-and-flows-explorer/inputs/caf-graph-options Bearer admin-token',
      'GET climate-and-flows-explorer/data/streamflow-and-snowpack?group=4&year=2026 Bearer admin-token',
      'GET year-over-year-comparisons-tool/inputs/yoy-graph-options Bearer admin-token',
      'GET year-over-year-comparisons-tool/data/streamflow?group=4&years=2025%2C2026 Bearer admin-token',
      'GET time-series-summaries/data/daily-streamflow?regionalGroup=4&startDate=2026-10-01&endDate=2026-10-31 Bearer admin-token',
      'GET time-series-summaries/boxes/daily-streamflow?regionalGroup=4&startDate=2026-10-01&endDate=2026-10-31&groupType=Week Bearer admin-token',
    ]);
  });

  it('go without a token when nobody is signed in', async () => {
    const backend = fakeBackend(ANSWERS);
    const store = createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: backend.fetchFn, getAccessToken: async () => null });
    await store.dispatch(climateAndFlowsExplorerApi.endpoints.getClimateAndFlowsExplorerInputsRegionalGroups.initiate());
    expect(backend.requests.map((r) => r.authorization)).toEqual([null]);
  });
});
