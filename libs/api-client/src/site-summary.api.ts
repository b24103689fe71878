import type { SiteParamSummaryRow } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** The Site Summary Table (stakeholders). */
export const siteSummaryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteParamSummaryTable: build.query<SiteParamSummaryRow[], void>({
      query: () => route('getSiteParamSummaryTable'),
    }),
  }),
});

export const { useGetSiteParamSummaryTableQuery } = siteSummaryApi;
