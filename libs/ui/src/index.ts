export { App } from './App';
export type { AppProps } from './App';
export { AppRoutes } from './routes';
export { HOME_PATH, NOT_FOUND_PATH, STATIONS_ROUTE, stationsPath } from './paths';
export { FullscreenLayout } from './features/shell/FullscreenLayout';
export { UnauthorizedPage } from './components/pages/UnauthorizedPage';
export { useToaster } from './common/toaster';
export type { PortalToaster, ToastOptions } from './common/toaster';
export { useTheme } from './features/shell/theme';
export { PlatformProvider, usePlatform } from './platform/PlatformProvider';
export {
  clampWallSeconds, DEFAULT_WALL_MODE, downloadProgressCounter, downloadRefusal, formatWallScreens, isHomeScreenPath,
  parseWallScreens, signedInUserFromClaims, watchedValue,
} from './platform/ports';
export { safeReturnPath } from './features/auth/roles';
export type {
  AuthSession,
  AuthState,
  DownloadOptions,
  DownloadProgress,
  DownloadProgressCounter,
  DownloadRequest,
  FileSaver,
  HomeScreenPath,
  HomeScreenPreference,
  Notifier,
  PlatformInfo,
  PlatformPorts,
  SaveResult,
  SignedInUser,
  TokenStorage,
  UpdateState,
  Updater,
  WallDisplay,
  WallModeSettings,
} from './platform/ports';
