import type { HealthResponse } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

export const healthApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({
      query: () => route('getHealth'),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
