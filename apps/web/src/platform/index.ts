import type { PlatformPorts } from '@portal/ui';
import { createWebAuth } from './auth';
import { downloadLinkFileSaver } from './files';
import { webPlatformInfo } from './info';
import { browserNotifier } from './notifications';
import { localStorageTokens } from './tokens';
import { webUpdater } from './updater';
import { browserWallDisplay } from './wall-display';

/** The web build's platform adapters. */
export function createWebPlatform(version: string): PlatformPorts {
  const info = webPlatformInfo(version, navigator.userAgent);
  return {
    info,
    auth: createWebAuth(info.apiBaseUrl),
    tokens: localStorageTokens(),
    files: downloadLinkFileSaver(),
    updater: webUpdater,
    notifications: browserNotifier(),
    wallDisplay: browserWallDisplay(),
  };
}
