import type { DataCategory, OtherResourceLink, SiteCredits, ToolInventoryItem } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/** ndx 0 asks for every tool (the dashboard); 1–4 for one stakeholder category's tools page. */
export const ALL_TOOLS_NDX = 0;

export const shellApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getStakeholderToolsInventoryWithSizingByNdx: build.query<ToolInventoryItem[], number>({
      query: (ndx) => route('getStakeholderToolsInventoryWithSizingByNdx', { ndx }),
      // Site content changes only when an administrator edits it: keep it for the session.
      keepUnusedDataFor: Infinity,
      providesTags: ['Shell'],
    }),
    getListDataCategories: build.query<DataCategory[], void>({
      query: () => route('getListDataCategories'),
      keepUnusedDataFor: Infinity,
      providesTags: ['Shell'],
    }),
    /** Every link (Additional Resources page), or one stakeholder category's (its drawer). */
    getOtherResourceLinks: build.query<OtherResourceLink[], number | void>({
      query: (ndx) => (ndx === undefined ? route('getDataOtherResourcesLinks') : route('getDataOtherResourcesLinksByNdx', { ndx })),
      keepUnusedDataFor: Infinity,
      providesTags: ['Shell'],
    }),
    /** Who the footer and the About page name (the deployment's configuration). */
    getSiteCredits: build.query<SiteCredits, void>({
      query: () => route('getSiteCredits'),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetStakeholderToolsInventoryWithSizingByNdxQuery, useGetListDataCategoriesQuery, useGetOtherResourceLinksQuery, useGetSiteCreditsQuery } = shellApi;
