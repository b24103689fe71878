import type { HealthResponse } from '@portal/contracts';
import { portalApi } from './base.api';

export const healthApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => 'health',
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
