import type {
  GeoJsonFeatureCollection, WaterYearComparisonRequest, WaterYearComparisonRow, WaterYearLocation, WaterYearMapLocation, WaterYearParameter, WaterYearSeries,
} from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * Water Year Comparisons: public calls. The current water year grows every day, so a comparison is not kept once no
 * screen shows it; the dropdown lists are small and kept as usual.
 */
export const waterYearApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getWyAnalysisLocationsForMap: build.query<WaterYearMapLocation[], void>({
      query: () => route('getWyAnalysisLocationsForMap'),
    }),
    /** The map's HUC-10 watershed polygons: the portal's public 'huc10' GeoJSON source. */
    getWyAnalysisHuc10Watersheds: build.query<GeoJsonFeatureCollection, void>({
      query: () => route('getPublicMapGeojsonBySourceId', { sourceId: 'huc10' }),
    }),
    getWyAnalysisDropdownParameters: build.query<WaterYearParameter[], void>({
      query: () => route('getWyAnalysisDropdownParameters'),
    }),
    getWyAnalysisDropdownLocationsAssocParam: build.query<WaterYearLocation[], void>({
      query: () => route('getWyAnalysisDropdownLocationsAssocParam'),
    }),
    getWyAnalysisDropdownSeries: build.query<WaterYearSeries[], void>({
      query: () => route('getWyAnalysisDropdownSeries'),
    }),
    getWyAnalysisComparisonByParameterAndLocationAndSeries: build.query<WaterYearComparisonRow[], WaterYearComparisonRequest>({
      query: (request) => route('getWyAnalysisComparisonByParameterAndLocationAndSeries', { ...request }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetWyAnalysisLocationsForMapQuery,
  useGetWyAnalysisHuc10WatershedsQuery,
  useGetWyAnalysisDropdownParametersQuery,
  useGetWyAnalysisDropdownLocationsAssocParamQuery,
  useGetWyAnalysisDropdownSeriesQuery,
  useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery,
} = waterYearApi;
