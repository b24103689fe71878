/** Route paths of the portal. Links are built here so no screen spells a URL. */
import { PAGE_PATHS } from '@portal/contracts';
import { matchPath } from 'react-router-dom';
import { formatWallScreens, type HomeScreenPath, WALL_MODE_PATH } from './platform/ports';

export const HOME_PATH = '/';
/** A named route of the portal; unknown paths show the same page. */
export const NOT_FOUND_PATH = '/404';

const STATIONS_BASE_PATH = '/tools/monitoring-locations-and-parameters-by-basin-region';
export const STATIONS_ROUTE = `${STATIONS_BASE_PATH}/:reg_group_ndx?`;

/** The stations table, preset to one region when regGroupNdx is given. */
export function stationsPath(regGroupNdx?: number | null): string {
  return regGroupNdx == null ? STATIONS_BASE_PATH : `${STATIONS_BASE_PATH}/${regGroupNdx}`;
}

/** All tools. */
export const DASHBOARD_PATH = '/dashboard';

const STAKEHOLDERS_BASE_PATH = '/stakeholders';
/** A stakeholder landing page; the page shows the 404 for a key that is not one of the four categories. */
export const STAKEHOLDER_ROUTE = `${STAKEHOLDERS_BASE_PATH}/:datacategoryPath`;
export function stakeholderPath(datacategoryPath: string): string {
  return `${STAKEHOLDERS_BASE_PATH}/${datacategoryPath}`;
}

const ADDITIONAL_RESOURCES_BASE_PATH = '/tools/additional-resources';
export const ADDITIONAL_RESOURCES_ROUTE = `${ADDITIONAL_RESOURCES_BASE_PATH}/:datacategoryPath?`;
export function additionalResourcesPath(datacategoryPath?: string): string {
  return datacategoryPath ? `${ADDITIONAL_RESOURCES_BASE_PATH}/${datacategoryPath}` : ADDITIONAL_RESOURCES_BASE_PATH;
}

export const STEAMBOAT_PATH = '/tools/steamboat-temp-flow-forecasts';

/** The map explorer: all four parameters optional. */
export const MAP_EXPLORER_PATH = PAGE_PATHS.mapExplorer;
export const MAP_EXPLORER_ROUTE = `${MAP_EXPLORER_PATH}/:datacategoryPath?/:latitude?/:longitude?/:zoomLev?`;

/** Tool routes whose screens are built by later features; the sidebar lists them already. */
export const CLIMATE_AND_FLOWS_PATH = '/tools/climate-and-flows-explorer';
/** Climate and Flows Explorer (public); a category path chooses the graphs it opens on. */
export const CLIMATE_AND_FLOWS_ROUTE = `${CLIMATE_AND_FLOWS_PATH}/:datacategoryPath?`;
export const YEAR_OVER_YEAR_PATH = '/tools/year-over-year-comparisons-tool';
/** Year-over-Year Comparisons (public); a category path chooses the graphs it opens on. */
export const YEAR_OVER_YEAR_ROUTE = `${YEAR_OVER_YEAR_PATH}/:datacategoryPath?`;
export const TIME_SERIES_SUMMARIES_PATH = '/tools/time-series-summaries';
/** Time Series Summaries (public); a category path chooses the default graphs. */
export const TIME_SERIES_SUMMARIES_ROUTE = `${TIME_SERIES_SUMMARIES_PATH}/:datacategoryPath?`;
export const TIME_SERIES_COMPARISONS_PATH = '/tools/time-series-comparisons';
/** Time Series Comparisons (public); the category path is accepted and not used. */
export const TIME_SERIES_COMPARISONS_ROUTE = `${TIME_SERIES_COMPARISONS_PATH}/:datacategoryPath?`;
export const WATER_YEAR_COMPARISONS_PATH = '/tools/water-year-comparisons';
/** Water Year Comparisons (public); the category path is accepted and not used. */
export const WATER_YEAR_COMPARISONS_ROUTE = `${WATER_YEAR_COMPARISONS_PATH}/:datacategoryPath?`;
export const QUERY_AND_DOWNLOAD_PATH = '/tools/query-and-download';
/** Query & Download (public); a category path preselects that data category's Quick-Filter. */
export const QUERY_AND_DOWNLOAD_ROUTE = `${QUERY_AND_DOWNLOAD_PATH}/:datacategoryPath?`;
export const COLORS_OF_WATER_ELKHEAD_PATH = '/tools/colors-of-water/elkhead';
export const COLORS_OF_WATER_STAGECOACH_PATH = '/tools/colors-of-water/stagecoach';
export const SITE_SUMMARY_PATH = '/tools/site-summary-table';
export const TEMPERATURE_PROFILES_PATH = '/tools/temperature-profiles';
/** The reservoir operations dashboards (Stakeholders, Administrators and Developers). */
export const YAMCOLO_OPERATIONS_PATH = '/yamcolo-operations-dashboard';
export const STAGECOACH_OPERATIONS_PATH = '/stagecoach-operations-dashboard';
/** The reservoir time-series dashboards (Stakeholders, Administrators and Developers). */
export const YAMCOLO_TIME_SERIES_PATH = '/yamcolo-time-series-dashboard';
export const STAGECOACH_TIME_SERIES_PATH = '/stagecoach-time-series-dashboard';
export const ADMIN_RESOURCES_PATH = '/tools/admin-resources';
const SYSTEM_MANAGEMENT_BASE_PATH = '/tools/system-management';
export function systemManagementPath(screen: string): string {
  return `${SYSTEM_MANAGEMENT_BASE_PATH}/${screen}`;
}

/** System Management screens, Administrators and Developers only. */
export const COW_CONTROLS_PATH = systemManagementPath('cow-controls');
export const CONTACTS_PATH = systemManagementPath('contacts');
export const GROUPS_PATH = systemManagementPath('groups');
export const ASSOCIATIONS_PATH = systemManagementPath('associate-contacts-and-groups');
export const SMS_HELP_PATH = systemManagementPath('sms-help');
// The alert messages link here too (PAGE_PATHS), so it is written once, in the contracts.
export const ALERTS_MANAGEMENT_PATH: string = PAGE_PATHS.alertsManagement;
export const ALERT_DELIVERIES_PATH = systemManagementPath('alert-deliveries');
/** Administrators only (it hands out credentials), Developers not. */
export const LOGGER_KEYS_PATH = systemManagementPath('logger-keys');
/** Administrators only (it writes the district's data), Developers not. */
export const DATA_IMPORTS_PATH = systemManagementPath('data-imports');

/** Sign-in. */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const LOGOUT_PATH = '/auth/logout';
export const ACCOUNT_PATH = '/account';
export const PROFILE_PATH = '/account/profile';

/** The named pages the user menu links to. */
export const ABOUT_PATH = '/about';
export const CHANGELOG_PATH = '/changelog';
export const DOCUMENTATION_PATH = '/documentation';
export const SUPPORT_PATH = '/support';
export const DOCUMENTATION_SUPPORT_PATH = '/documentation/support';

/** 'Download the desktop app': the installers this server publishes, for anyone (the footer links to it). */
export const DESKTOP_APP_PATH = '/desktop-app';

/**
 * Wall mode: the operators' screens one after another, full screen, on a control room's wall display. Without a
 * query it shows the stored playlist; `?screens=<keys>&seconds=<n>` carries one, for a bookmark.
 */
export const WALL_PATH = WALL_MODE_PATH;

/** The wall page showing the given playlist (the stored one when `screens` is left out). */
export function wallPath(playlist?: { screens: readonly HomeScreenPath[]; seconds: number }): string {
  if (!playlist) return WALL_PATH;
  // The keys' commas stay as they are: the address is read by people setting up a display.
  return `${WALL_PATH}?screens=${formatWallScreens(playlist.screens)}&seconds=${playlist.seconds}`;
}

/** The federal river forecast centre: an external sidebar link opening in a new tab. */
export const CBRFC_URL = 'https://www.cbrfc.noaa.gov/';

/**
 * The screens built so far, as the route patterns routes.tsx mounts. Navigation (sidebar, tool cards) leaves
 * out internal links to anything else, so a visitor never follows a link into the 404 page; a new screen
 * appears in the navigation by adding its route here and in routes.tsx.
 */
export const BUILT_ROUTES: readonly string[] = [
  HOME_PATH, DASHBOARD_PATH, STAKEHOLDER_ROUTE, ADDITIONAL_RESOURCES_ROUTE, STEAMBOAT_PATH, STATIONS_ROUTE,
  MAP_EXPLORER_ROUTE, COW_CONTROLS_PATH, CONTACTS_PATH, GROUPS_PATH, ASSOCIATIONS_PATH, SMS_HELP_PATH,
  ALERTS_MANAGEMENT_PATH, ALERT_DELIVERIES_PATH, LOGGER_KEYS_PATH, DATA_IMPORTS_PATH,
  ACCOUNT_PATH, PROFILE_PATH, ABOUT_PATH, CHANGELOG_PATH, DOCUMENTATION_PATH, SUPPORT_PATH, DOCUMENTATION_SUPPORT_PATH, DESKTOP_APP_PATH,
  YAMCOLO_TIME_SERIES_PATH, STAGECOACH_TIME_SERIES_PATH,
  YAMCOLO_OPERATIONS_PATH, STAGECOACH_OPERATIONS_PATH, TEMPERATURE_PROFILES_PATH, SITE_SUMMARY_PATH,
  WATER_YEAR_COMPARISONS_ROUTE, TIME_SERIES_COMPARISONS_ROUTE, QUERY_AND_DOWNLOAD_ROUTE,
  COLORS_OF_WATER_ELKHEAD_PATH, COLORS_OF_WATER_STAGECOACH_PATH, CLIMATE_AND_FLOWS_ROUTE,
  YEAR_OVER_YEAR_ROUTE, TIME_SERIES_SUMMARIES_ROUTE, WALL_PATH,
];

/** Whether an internal link (path, optionally with query or hash) leads to a built screen. */
export function isBuiltPath(link: string): boolean {
  const pathname = link.split(/[?#]/)[0];
  return BUILT_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
