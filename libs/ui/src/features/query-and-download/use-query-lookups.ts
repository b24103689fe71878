import {
  useGetQueryAndDownloadQDListBasinsQuery, useGetQueryAndDownloadQDListDataCategoriesQuery, useGetQueryAndDownloadQDListDataSourcesQuery,
  useGetQueryAndDownloadQDListLocationsQuery, useGetQueryAndDownloadQDListLocationTypesQuery, useGetQueryAndDownloadQDListOrganizationsQuery,
  useGetQueryAndDownloadQDListParameterGroupsQuery, useGetQueryAndDownloadQDListParametersQuery, useGetQueryAndDownloadQDListTimestepsQuery,
} from '@portal/api-client';
import { useMemo } from 'react';
import { errorMessage } from '../../common/error-message';
import type { QueryLookups } from './query-and-download.logic';

/** The form's lookup lists: all of them once every one is in, and the message of the first that failed. */
export function useQueryLookups(): { lookups: QueryLookups | null; error: string | null } {
  const timesteps = useGetQueryAndDownloadQDListTimestepsQuery();
  const dataCategories = useGetQueryAndDownloadQDListDataCategoriesQuery();
  const basins = useGetQueryAndDownloadQDListBasinsQuery();
  const dataSources = useGetQueryAndDownloadQDListDataSourcesQuery();
  const organizations = useGetQueryAndDownloadQDListOrganizationsQuery();
  const locationTypes = useGetQueryAndDownloadQDListLocationTypesQuery();
  const parameterGroups = useGetQueryAndDownloadQDListParameterGroupsQuery();
  const locations = useGetQueryAndDownloadQDListLocationsQuery();
  const parameters = useGetQueryAndDownloadQDListParametersQuery();
  const all = [timesteps, dataCategories, basins, dataSources, organizations, locationTypes, parameterGroups, locations, parameters];
  const failed = all.find((list) => list.error)?.error;
  const lookups = useMemo<QueryLookups | null>(
    () =>
      timesteps.data && dataCategories.data && basins.data && dataSources.data && organizations.data && locationTypes.data &&
      parameterGroups.data && locations.data && parameters.data
        ? {
            timesteps: timesteps.data, dataCategories: dataCategories.data, basins: basins.data, dataSources: dataSources.data,
            organizations: organizations.data, locationTypes: locationTypes.data, parameterGroups: parameterGroups.data,
            locations: locations.data, parameters: parameters.data,
          }
        : null,
    [timesteps.data, dataCategories.data, basins.data, dataSources.data, organizations.data, locationTypes.data, parameterGroups.data, locations.data, parameters.data],
  );
  return { lookups, error: failed ? errorMessage(failed) : null };
}
