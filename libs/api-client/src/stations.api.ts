import type { StationListItem } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

export interface StationsListArgs {
  /** Only rows of this regional group; omit for every region. */
  reg_group_ndx?: number;
}

export const stationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getStationsList: build.query<StationListItem[], StationsListArgs | void>({
      query: (args) => ({
        ...route('getStationsList'),
        params: args?.reg_group_ndx === undefined ? undefined : { reg_group_ndx: args.reg_group_ndx },
      }),
      // The station list is "cached forever": it changes only when data is imported.
      keepUnusedDataFor: Infinity,
      providesTags: ['Stations'],
    }),
  }),
});

export const { useGetStationsListQuery } = stationsApi;
