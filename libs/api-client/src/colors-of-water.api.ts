import type { CowElkheadGraphRequest, CowGraphRow, CowStagecoachGraphRequest, CowStreamGage } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

// Colors of Water is public and answers the same for everyone: every call goes without a token.
const ANONYMOUS = { anonymous: true } as const;

/**
 * Colors of Water (two public screens): the Elkhead graph, the gage list of a reservoir and any gage's graph. A graph
 * is not kept once no screen shows it: the accounts' colours and order are edited on the COW Controls screen, and
 * coming back to a graph after such an edit must draw it anew.
 */
export const colorsOfWaterApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate: build.query<CowGraphRow[], CowElkheadGraphRequest>({
      extraOptions: ANONYMOUS,
      query: (request) => route('getColorsOfWaterElkheadGraphDailyByStartDateAndEndDate', { ...request }),
      keepUnusedDataFor: 0,
    }),
    getColorsOfWaterStagecoachStreamGagesByReservoir: build.query<CowStreamGage[], number>({
      extraOptions: ANONYMOUS,
      query: (reservoir) => route('getColorsOfWaterStagecoachStreamGagesByReservoir', { reservoir }),
    }),
    getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate: build.query<CowGraphRow[], CowStagecoachGraphRequest>({
      extraOptions: ANONYMOUS,
      query: (request) => route('getColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDate', { ...request }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetColorsOfWaterElkheadGraphDailyByStartDateAndEndDateQuery,
  useGetColorsOfWaterStagecoachStreamGagesByReservoirQuery,
  useGetColorsOfWaterStagecoachGraphByIntervalAndStreamGageIdAndStartDateAndEndDateQuery,
} = colorsOfWaterApi;
