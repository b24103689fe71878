import type { DesktopReleases } from '@portal/contracts';
import { portalApi } from './base.api';
import { route } from './route';

/**
 * The desktop app's releases as this server publishes them ('Download the desktop app'). Public and the same for
 * everyone, so the call carries no token, signed in or not.
 */
export const desktopReleasesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDesktopReleases: build.query<DesktopReleases, void>({
      extraOptions: { anonymous: true },
      query: () => route('getDesktopReleases'),
    }),
  }),
});

export const { useGetDesktopReleasesQuery } = desktopReleasesApi;
