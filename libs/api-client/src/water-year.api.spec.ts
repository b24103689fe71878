import type { WaterYearComparisonRow } from '@portal/contracts';
import { recordingStore } from './testing/fake-backend';
import { waterYearApi } from './water-year.api';

const ROW: WaterYearComparisonRow = {
  series_desc: 'Median', day_desc: '10-01', day_order: 1, rvalue: 41.5, parameter_name: 'Water Temperature',
  location_name: 'Yampa River at Steamboat', unit_name: '°F', collect_date: null, year_count: 24,
};
const LISTS = {
  'wy-analysis-dropdown-parameters': [{ parameter_ndx: 169, parameter_name: 'Water Temperature', units_name: '°F' }],
  'wy-analysis-dropdown-locations-assoc-param': [{ location_ndx: 3, location_name: 'Yampa River at Steamboat', parameter_ndx_array: [169] }],
  'wy-analysis-dropdown-series': [{ series_desc: 'Minimum' }, { series_desc: '2025' }],
  'wy-analysis-locations-for-map': [],
  'wy-analysis-comparison/169/3/Median%2C2025': [ROW],
};
const { endpoints } = waterYearApi;

describe('waterYearApi', () => {
  it('reads the dropdown lists and the map locations from their routes', async () => {
    const { store, requests } = recordingStore(LISTS);
    const parameters = await store.dispatch(endpoints.getWyAnalysisDropdownParameters.initiate());
    const locations = await store.dispatch(endpoints.getWyAnalysisDropdownLocationsAssocParam.initiate());
    const series = await store.dispatch(endpoints.getWyAnalysisDropdownSeries.initiate());
    await store.dispatch(endpoints.getWyAnalysisLocationsForMap.initiate());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET wy-analysis-dropdown-parameters',
      'GET wy-analysis-dropdown-locations-assoc-param',
      'GET wy-analysis-dropdown-series',
      'GET wy-analysis-locations-for-map',
    ]);
    // The store is signed in ('admin-token'), yet the public water-year calls go without the token.
    expect(requests.map((r) => r.authorization)).toEqual([null, null, null, null]);
    expect(parameters.data).toEqual(LISTS['wy-analysis-dropdown-parameters']);
    expect(locations.data).toEqual(LISTS['wy-analysis-dropdown-locations-assoc-param']);
    expect(series.data).toEqual(LISTS['wy-analysis-dropdown-series']);
  });

  it('puts the parameter, the location and the encoded series list in the comparison path', async () => {
    const { store, requests } = recordingStore(LISTS);
    const answer = await store.dispatch(
      endpoints.getWyAnalysisComparisonByParameterAndLocationAndSeries.initiate({ parameter: 169, location: 3, series: 'Median,2025' }),
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET wy-analysis-comparison/169/3/Median%2C2025']);
    expect(requests[0].authorization).toBeNull();
    expect(answer.data).toEqual([ROW]);
  });
});
