import { useMemo } from 'react';
import { usePlatform } from '../../platform/PlatformProvider';
import { apiUrlResolver, type ApiUrlResolver } from './api-url.logic';

/** The resolver for this platform's API base (the page's origin on the web, the configured server on desktop). */
export function useApiUrlResolver(): ApiUrlResolver {
  const { info } = usePlatform();
  return useMemo(() => apiUrlResolver(info.apiBaseUrl, window.location.href), [info.apiBaseUrl]);
}
