import type { PlatformInfo } from '@portal/ui';

/** The web build always talks to the backend that served it, so its API is same-origin '/api'. */
export function webPlatformInfo(version: string, userAgent: string): PlatformInfo {
  return { kind: 'web', version, os: userAgent, apiBaseUrl: '/api' };
}
