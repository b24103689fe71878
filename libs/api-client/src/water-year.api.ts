import type {
  WaterYearComparisonRequest, WaterYearComparisonRow, WaterYearLocation, WaterYearMapLocation, WaterYearParameter, WaterYearSeries,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

// The water-year screen is public and its calls carry no token, signed in or not: the answers are the same for
// everyone, and nothing about the visitor travels with them.
const ANONYMOUS = { anonymous: true } as const;

/**
 * Water Year Comparisons: public calls. The current water year grows every day, so a comparison is not kept once no
 * screen shows it; the dropdown lists are small and kept as usual.
 */
export const waterYearApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getWyAnalysisLocationsForMap: build.query<WaterYearMapLocation[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getWyAnalysisLocationsForMap'),
    }),
    getWyAnalysisDropdownParameters: build.query<WaterYearParameter[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getWyAnalysisDropdownParameters'),
    }),
    getWyAnalysisDropdownLocationsAssocParam: build.query<WaterYearLocation[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getWyAnalysisDropdownLocationsAssocParam'),
    }),
    getWyAnalysisDropdownSeries: build.query<WaterYearSeries[], void>({
      extraOptions: ANONYMOUS,
      query: () => route('getWyAnalysisDropdownSeries'),
    }),
    getWyAnalysisComparisonByParameterAndLocationAndSeries: build.query<WaterYearComparisonRow[], WaterYearComparisonRequest>({
      extraOptions: ANONYMOUS,
      query: (request) => route('getWyAnalysisComparisonByParameterAndLocationAndSeries', { ...request }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetWyAnalysisLocationsForMapQuery,
  useGetWyAnalysisDropdownParametersQuery,
  useGetWyAnalysisDropdownLocationsAssocParamQuery,
  useGetWyAnalysisDropdownSeriesQuery,
  useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery,
} = waterYearApi;
