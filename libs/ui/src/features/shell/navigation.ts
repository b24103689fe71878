import {
  ADMIN_RESOURCES_PATH, additionalResourcesPath, ALERT_DELIVERIES_PATH, ALERTS_MANAGEMENT_PATH, ASSOCIATIONS_PATH, CONTACTS_PATH, COW_CONTROLS_PATH, GROUPS_PATH,
  LOGGER_KEYS_PATH, DATA_IMPORTS_PATH, SMS_HELP_PATH, CBRFC_URL, CLIMATE_AND_FLOWS_PATH, COLORS_OF_WATER_ELKHEAD_PATH,
  COLORS_OF_WATER_STAGECOACH_PATH, DASHBOARD_PATH, MAP_EXPLORER_PATH, QUERY_AND_DOWNLOAD_PATH, SITE_SUMMARY_PATH,
  STEAMBOAT_PATH, stationsPath, TEMPERATURE_PROFILES_PATH, TIME_SERIES_COMPARISONS_PATH,
  TIME_SERIES_SUMMARIES_PATH, WATER_YEAR_COMPARISONS_PATH, YEAR_OVER_YEAR_PATH, YAMCOLO_OPERATIONS_PATH, STAGECOACH_OPERATIONS_PATH,
  YAMCOLO_TIME_SERIES_PATH, STAGECOACH_TIME_SERIES_PATH,
} from '../../paths';
import { DATA_IMPORTS_TITLE, LOGGER_KEYS_TITLE, STATIONS_TITLE } from '../../common/screen-titles';
import type { NavGroup } from './sidebar.logic';
import { STAKEHOLDER_CATEGORIES } from '../../common/stakeholders';
import { STEAMBOAT_TITLE } from './shell.constants';

/**
 * The main sidebar: every route of paths.ts by group. Which roles see the guarded groups is our choice:
 * Operations and Time Series for Stakeholders (reservoir operators) and admins, System Management for
 * Administrators and Developers only (the roles its gated screens let in), Logger Keys to Administrators only.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'dashboards',
    label: 'Dashboards',
    access: 'public',
    items: [
      { label: 'All Tools', to: DASHBOARD_PATH },
      ...STAKEHOLDER_CATEGORIES.map((c) => ({ label: c.splashTitle, to: c.path })),
    ],
  },
  {
    id: 'explore',
    label: 'Explore Data',
    access: 'public',
    items: [
      { label: 'Map Explorer', to: MAP_EXPLORER_PATH },
      { label: 'Climate and Flows Explorer', to: CLIMATE_AND_FLOWS_PATH },
      { label: 'Year-over-Year Comparisons', to: YEAR_OVER_YEAR_PATH },
      { label: 'Time Series Summaries', to: TIME_SERIES_SUMMARIES_PATH },
      { label: 'Time Series Comparisons', to: TIME_SERIES_COMPARISONS_PATH },
      { label: 'Water Year Comparisons', to: WATER_YEAR_COMPARISONS_PATH },
      { label: 'Query and Download', to: QUERY_AND_DOWNLOAD_PATH },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    access: 'public',
    items: [
      { label: STATIONS_TITLE, to: stationsPath() },
      { label: STEAMBOAT_TITLE, to: STEAMBOAT_PATH },
      { label: 'Colors of Water: Elkhead', to: COLORS_OF_WATER_ELKHEAD_PATH },
      { label: 'Colors of Water: Stagecoach', to: COLORS_OF_WATER_STAGECOACH_PATH },
      { label: 'Additional Resources', to: additionalResourcesPath() },
      { label: 'Colorado Basin River Forecast Center', to: CBRFC_URL, external: true },
    ],
  },
  {
    id: 'operations',
    label: 'Operations',
    access: 'stakeholder',
    items: [
      { label: 'Yamcolo Operations Dashboard', to: YAMCOLO_OPERATIONS_PATH },
      { label: 'Stagecoach Operations Dashboard', to: STAGECOACH_OPERATIONS_PATH },
      { label: 'Temperature Profiles', to: TEMPERATURE_PROFILES_PATH },
      { label: 'Site Summary Table', to: SITE_SUMMARY_PATH },
    ],
  },
  {
    id: 'time-series',
    label: 'Time Series',
    access: 'stakeholder',
    items: [
      { label: 'Yamcolo Time Series Dashboard', to: YAMCOLO_TIME_SERIES_PATH },
      { label: 'Stagecoach Time Series Dashboard', to: STAGECOACH_TIME_SERIES_PATH },
    ],
  },
  {
    id: 'system-management',
    label: 'System Management',
    access: 'admin',
    items: [
      { label: 'Colors of Water Controls', to: COW_CONTROLS_PATH },
      { label: 'Alerts Management', to: ALERTS_MANAGEMENT_PATH },
      { label: 'Alert Deliveries', to: ALERT_DELIVERIES_PATH },
      { label: 'Contacts', to: CONTACTS_PATH },
      { label: 'Groups', to: GROUPS_PATH },
      { label: 'Associate Contacts and Groups', to: ASSOCIATIONS_PATH },
      { label: 'SMS Help', to: SMS_HELP_PATH },
      { label: LOGGER_KEYS_TITLE, to: LOGGER_KEYS_PATH, access: 'administrator' },
      { label: DATA_IMPORTS_TITLE, to: DATA_IMPORTS_PATH, access: 'administrator' },
      { label: 'Admin Resources', to: ADMIN_RESOURCES_PATH },
    ],
  },
];
