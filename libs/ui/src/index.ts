export { App } from './App';
export type { AppProps } from './App';
export { AppRoutes } from './routes';
export { HOME_PATH, NOT_FOUND_PATH, STATIONS_ROUTE, stationsPath } from './paths';
export { PlatformProvider, usePlatform } from './platform/PlatformProvider';
export type {
  FileSaver,
  Notifier,
  PlatformInfo,
  PlatformPorts,
  SaveResult,
  TokenStorage,
  UpdateState,
  Updater,
} from './platform/ports';
