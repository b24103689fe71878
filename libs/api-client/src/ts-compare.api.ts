import type { TsCompareDailyDataRequest, TsCompareDailyRow, TsCompareLocation, TsCompareParameter, TsCompareSubArea } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

// The sub-area and parameter lists are public and the same for everyone: they go without a token.
const ANONYMOUS = { anonymous: true } as const;

/**
 * Time Series Comparisons (a public screen): the dropdown lists and each axis's daily data. The locations list and
 * the daily data take the default path of the base query, which adds the bearer token when someone is signed in and
 * goes without one otherwise. Daily values grow every day, so an axis's data is not kept once no screen shows it.
 */
export const tsCompareApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getTsCompareDropdownSubAreas: build.query<TsCompareSubArea[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getTsCompareDropdownSubAreas'),
    }),
    getTsCompareDropdownParameters: build.query<TsCompareParameter[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getTsCompareDropdownParameters'),
    }),
    getTsCompareDropdownLocationsAssoc: build.query<TsCompareLocation[], void>({
      query: () => route('getTsCompareDropdownLocationsAssoc'),
    }),
    getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate: build.query<TsCompareDailyRow[], TsCompareDailyDataRequest>({
      query: (request) => route('getTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDate', { ...request }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetTsCompareDropdownSubAreasQuery,
  useGetTsCompareDropdownParametersQuery,
  useGetTsCompareDropdownLocationsAssocQuery,
  useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery,
} = tsCompareApi;
