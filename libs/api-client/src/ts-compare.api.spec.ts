import type { TsCompareDailyRow } from '@portal/contracts';
import { fakeBackend, recordingStore } from './testing/fake-backend';
import { createPortalStore } from './store';
import { tsCompareApi } from './ts-compare.api';

const ROW: TsCompareDailyRow = {
  location_ndx: 3, parameter: 'Flow', location: 'Yampa River at Steamboat Springs, CO', units: 'cfs', result_value_daily: 85.2,
  rdate: '2021-10-01', data_source: 'USGS', location_type: 'Stream Gage', huc10: '1405000103',
};
const LISTS = {
  'ts-compare-dropdown-sub-areas': [{ huc10_code: '1405000103', huc10: 'Fish Creek-Yampa River' }],
  'ts-compare-dropdown-parameters': [{ parameter_ndx: 67, parameter: 'Flow', huc10_code_array: ['1405000103'] }],
  'ts-compare-dropdown-locations-assoc': [{ location_ndx: 3, location: 'Yampa River at Steamboat Springs, CO', parameter_ndx_array: [67], huc10_code_array: ['1405000103'] }],
  'ts-compare-daily-data/67/3%2C4/2021-10-01/2021-12-31': [ROW],
};
const { endpoints } = tsCompareApi;

describe('tsCompareApi', () => {
  it('reads the public sub-area and parameter lists without a token, and the locations with the signed-in token', async () => {
    const { store, requests } = recordingStore(LISTS);
    const subAreas = await store.dispatch(endpoints.getTsCompareDropdownSubAreas.initiate());
    const parameters = await store.dispatch(endpoints.getTsCompareDropdownParameters.initiate());
    const locations = await store.dispatch(endpoints.getTsCompareDropdownLocationsAssoc.initiate());
    expect(requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET ts-compare-dropdown-sub-areas null',
      'GET ts-compare-dropdown-parameters null',
      'GET ts-compare-dropdown-locations-assoc Bearer admin-token',
    ]);
    expect(subAreas.data).toEqual(LISTS['ts-compare-dropdown-sub-areas']);
    expect(parameters.data).toEqual(LISTS['ts-compare-dropdown-parameters']);
    expect(locations.data).toEqual(LISTS['ts-compare-dropdown-locations-assoc']);
  });

  it('puts the parameter, the encoded location list and the days in the daily-data path, with the token when signed in', async () => {
    const { store, requests } = recordingStore(LISTS);
    const answer = await store.dispatch(
      endpoints.getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate.initiate({
        parameter: 67, locations: '3,4', startDate: '2021-10-01', endDate: '2021-12-31',
      }),
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET ts-compare-daily-data/67/3%2C4/2021-10-01/2021-12-31']);
    expect(requests[0].authorization).toBe('Bearer admin-token');
    expect(answer.data).toEqual([ROW]);
  });

  it('goes without a token when nobody is signed in', async () => {
    const backend = fakeBackend(LISTS);
    const store = createPortalStore({ apiBaseUrl: 'http://127.0.0.1:3000/api', fetchFn: backend.fetchFn, getAccessToken: async () => null });
    await store.dispatch(endpoints.getTsCompareDropdownLocationsAssoc.initiate());
    expect(backend.requests.map((r) => r.authorization)).toEqual([null]);
  });
});
