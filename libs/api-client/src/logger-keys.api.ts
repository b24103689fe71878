import type { CreatedLoggerKey, LoggerKeyInput, LoggerKeyRow, LookupOption } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * System Management's data-logger keys (Admin only). Creating one answers its key, which is never sent again:
 * the caller shows it from the mutation's answer. A revoke or a create refreshes the list.
 */
export const loggerKeysApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLoggerKeys: build.query<LoggerKeyRow[], void>({
      query: () => route('getLoggerKeys'),
      providesTags: ['LoggerKeys'],
    }),
    postLoggerKeys: build.mutation<CreatedLoggerKey, LoggerKeyInput>({
      query: ({ name, allowed_location_ndx }) => ({ ...route('postLoggerKeys'), body: { name, allowed_location_ndx } }),
      invalidatesTags: ['LoggerKeys'],
    }),
    postLoggerKeysRevokeByLoggerNdx: build.mutation<LoggerKeyRow, number>({
      query: (logger_ndx) => route('postLoggerKeysRevokeByLoggerNdx', { logger_ndx }),
      invalidatesTags: ['LoggerKeys'],
    }),
    getLoggerKeysLocations: build.query<LookupOption[], void>({
      query: () => route('getLoggerKeysLocations'),
    }),
  }),
});

export const { useGetLoggerKeysQuery, usePostLoggerKeysMutation, usePostLoggerKeysRevokeByLoggerNdxMutation, useGetLoggerKeysLocationsQuery } = loggerKeysApi;
