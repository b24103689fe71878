import type { TemperatureProfileLocation, TemperatureProfileRow, TemperatureProfilesRequest } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** Temperature profiles are never kept once no screen shows them: the hourly ones grow as the buoy reports. */
export const temperatureProfilesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getTemperatureProfilesLocations: build.query<TemperatureProfileLocation[], void>({
      query: () => route('getTemperatureProfilesLocations'),
      keepUnusedDataFor: 0,
    }),
    getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate: build.query<TemperatureProfileRow[], TemperatureProfilesRequest>({
      query: (request) => route('getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate', { ...request }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTemperatureProfilesLocationsQuery, useGetTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDateQuery } = temperatureProfilesApi;
