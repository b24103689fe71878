import { Spinner } from '@blueprintjs/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAdministrator, RequireSignIn, RequireStakeholder } from './features/auth/guards';
import { FullscreenLayout } from './features/shell/FullscreenLayout';
import { MainLayout } from './features/shell/MainLayout';
import { AuthLayout, PresentationLayout } from './features/shell/PageLayouts';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { StakeholderLayout } from './features/shell/StakeholderLayout';
import {
  ABOUT_PATH, ACCOUNT_PATH, ADDITIONAL_RESOURCES_ROUTE, ASSOCIATIONS_PATH, AUTH_CALLBACK_PATH, CHANGELOG_PATH,
  CLIMATE_AND_FLOWS_ROUTE, COLORS_OF_WATER_ELKHEAD_PATH, DATA_IMPORTS_PATH, COLORS_OF_WATER_STAGECOACH_PATH,
  ALERT_DELIVERIES_PATH, ALERTS_MANAGEMENT_PATH, CONTACTS_PATH, COW_CONTROLS_PATH, DASHBOARD_PATH, DESKTOP_APP_PATH, DOCUMENTATION_PATH, DOCUMENTATION_SUPPORT_PATH, GROUPS_PATH,
  HOME_PATH, LOGGER_KEYS_PATH, LOGOUT_PATH, SITE_SUMMARY_PATH, MAP_EXPLORER_ROUTE, NOT_FOUND_PATH, PROFILE_PATH, SMS_HELP_PATH, STAKEHOLDER_ROUTE,
  STAGECOACH_OPERATIONS_PATH, STAGECOACH_TIME_SERIES_PATH, STATIONS_ROUTE, STEAMBOAT_PATH, SUPPORT_PATH,
  QUERY_AND_DOWNLOAD_ROUTE, TEMPERATURE_PROFILES_PATH, TIME_SERIES_COMPARISONS_ROUTE, WATER_YEAR_COMPARISONS_ROUTE, YAMCOLO_OPERATIONS_PATH, YAMCOLO_TIME_SERIES_PATH,
  YEAR_OVER_YEAR_ROUTE, TIME_SERIES_SUMMARIES_ROUTE, WALL_PATH,
} from './paths';
import type { HomeScreenPath } from './platform/ports';

// Every page loads on demand, so each route downloads only its own screen (the landing route has a budget of
// 300 KB gzipped JavaScript). The layouts are small and shared, so they stay in the entry.
const LandingPage = lazy(() => import('./features/shell/LandingPage'));
const CategoryToolsPage = lazy(() => import('./features/shell/CategoryToolsPage'));
const AdditionalResourcesPage = lazy(() => import('./features/shell/AdditionalResourcesPage'));
const SteamboatPage = lazy(() => import('./features/shell/SteamboatPage'));
const StationsPage = lazy(() => import('./features/stations/StationsPage'));
// MapLibre, the drawing tools and jspdf load with this route only.
const MapExplorerPage = lazy(() => import('./features/map-explorer/MapExplorerPage'));
const AuthCallbackPage = lazy(() => import('./features/auth/AuthCallbackPage'));
const LogoutPage = lazy(() => import('./features/auth/LogoutPage'));
const AccountPage = lazy(() => import('./features/auth/AccountPage'));
const ProfilePage = lazy(() => import('./features/auth/AccountPage').then((m) => ({ default: m.ProfilePage })));
const AboutPage = lazy(() => import('./features/shell/InfoPages'));
const ChangelogPage = lazy(() => import('./features/shell/InfoPages').then((m) => ({ default: m.ChangelogPage })));
const SupportPage = lazy(() => import('./features/shell/InfoPages').then((m) => ({ default: m.SupportPage })));
const DocumentationPage = lazy(() => import('./features/shell/InfoPages').then((m) => ({ default: m.DocumentationPage })));
const DesktopReleasesPage = lazy(() => import('./features/desktop-releases/DesktopReleasesPage'));
const ContactsPage = lazy(() => import('./features/admin-lookups/ContactsPage'));
const AlertsManagementPage = lazy(() => import('./features/alerts/AlertsManagementPage'));
const AlertDeliveriesPage = lazy(() => import('./features/alerts/AlertDeliveriesPage'));
const SiteSummaryPage = lazy(() => import('./features/site-summary/SiteSummaryPage'));
const GroupsPage = lazy(() => import('./features/admin-lookups/GroupsPage'));
const AssociationsPage = lazy(() => import('./features/admin-lookups/AssociationsPage'));
const CowControlsPage = lazy(() => import('./features/admin-lookups/CowControlsPage'));
const SmsHelpPage = lazy(() => import('./features/admin-lookups/SmsHelpPage'));
const LoggerKeysPage = lazy(() => import('./features/logger-keys/LoggerKeysPage'));
const DataImportsPage = lazy(() => import('./features/imports/DataImportsPage'));
const YamcoloDashboardPage = lazy(() => import('./features/operations-dashboards/YamcoloDashboardPage'));
const StagecoachDashboardPage = lazy(() => import('./features/operations-dashboards/StagecoachDashboardPage'));

// Plotly loads with the chart, once the page draws one.
const TimeSeriesDashboardPage = lazy(() => import('./features/time-series-dashboards/TimeSeriesDashboardPage'));
const TemperatureProfilesPage = lazy(() => import('./features/temperature-profiles/TemperatureProfilesPage'));
const WaterYearPage = lazy(() => import('./features/water-year/WaterYearPage'));
const QueryAndDownloadPage = lazy(() => import('./features/query-and-download/QueryAndDownloadPage'));
const TsComparePage = lazy(() => import('./features/ts-compare/TsComparePage'));
const ElkheadPage = lazy(() => import('./features/colors-of-water/ElkheadPage'));
const StagecoachPage = lazy(() => import('./features/colors-of-water/StagecoachPage'));
const ClimateAndFlowsExplorerPage = lazy(() => import('./features/climate-and-flows-explorer/ClimateAndFlowsExplorerPage'));
const TimeSeriesSummariesPage = lazy(() => import('./features/time-series-summaries/TimeSeriesSummariesPage'));
const YearOverYearPage = lazy(() => import('./features/year-over-year/YearOverYearPage'));

const WallModePage = lazy(() => import('./features/wall-mode/WallModePage'));

/**
 * The pages wall mode cycles through, the operators' screens as their routes below mount them. The wall gets them
 * from here, where the features are composed, since a feature never imports another.
 */
const WALL_SCREENS: Readonly<Record<HomeScreenPath, ReactNode>> = {
  [YAMCOLO_OPERATIONS_PATH]: <YamcoloDashboardPage />,
  [STAGECOACH_OPERATIONS_PATH]: <StagecoachDashboardPage />,
  [YAMCOLO_TIME_SERIES_PATH]: <TimeSeriesDashboardPage key="yamcolo" reservoir="yamcolo" />,
  [STAGECOACH_TIME_SERIES_PATH]: <TimeSeriesDashboardPage key="stagecoach" reservoir="stagecoach" />,
  [TEMPERATURE_PROFILES_PATH]: <TemperatureProfilesPage />,
};

function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" className="portal-page-loading">
      <Spinner />
    </div>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * Every route of the portal. Router-agnostic: the web app mounts it in a BrowserRouter, the desktop app in a
 * HashRouter (file:// has no server to fall back to index.html).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={HOME_PATH} element={<Page><LandingPage /></Page>} />
      <Route element={<AuthLayout />}>
        <Route path={AUTH_CALLBACK_PATH} element={<Page><AuthCallbackPage /></Page>} />
        <Route path={LOGOUT_PATH} element={<Page><LogoutPage /></Page>} />
      </Route>
      <Route element={<PresentationLayout />}>
        <Route path={ABOUT_PATH} element={<Page><AboutPage /></Page>} />
        <Route path={CHANGELOG_PATH} element={<Page><ChangelogPage /></Page>} />
        <Route path={SUPPORT_PATH} element={<Page><SupportPage /></Page>} />
        <Route path={DOCUMENTATION_SUPPORT_PATH} element={<Page><SupportPage /></Page>} />
        <Route path={DESKTOP_APP_PATH} element={<Page><DesktopReleasesPage /></Page>} />
        <Route element={<RequireAdmin />}>
          <Route path={DOCUMENTATION_PATH} element={<Page><DocumentationPage /></Page>} />
        </Route>
      </Route>
      <Route element={<MainLayout />}>
        <Route path={DASHBOARD_PATH} element={<Page><CategoryToolsPage /></Page>} />
        <Route path={ADDITIONAL_RESOURCES_ROUTE} element={<Page><AdditionalResourcesPage /></Page>} />
        <Route path={STEAMBOAT_PATH} element={<Page><SteamboatPage /></Page>} />
        <Route path={STATIONS_ROUTE} element={<Page><StationsPage /></Page>} />
        <Route path={WATER_YEAR_COMPARISONS_ROUTE} element={<Page><WaterYearPage /></Page>} />
        <Route path={QUERY_AND_DOWNLOAD_ROUTE} element={<Page><QueryAndDownloadPage /></Page>} />
        <Route path={TIME_SERIES_COMPARISONS_ROUTE} element={<Page><TsComparePage /></Page>} />
        <Route path={COLORS_OF_WATER_ELKHEAD_PATH} element={<Page><ElkheadPage /></Page>} />
        <Route path={COLORS_OF_WATER_STAGECOACH_PATH} element={<Page><StagecoachPage /></Page>} />
        <Route path={CLIMATE_AND_FLOWS_ROUTE} element={<Page><ClimateAndFlowsExplorerPage /></Page>} />
        <Route path={YEAR_OVER_YEAR_ROUTE} element={<Page><YearOverYearPage /></Page>} />
        <Route path={TIME_SERIES_SUMMARIES_ROUTE} element={<Page><TimeSeriesSummariesPage /></Page>} />
        <Route element={<RequireSignIn />}>
          <Route path={ACCOUNT_PATH} element={<Page><AccountPage /></Page>} />
          <Route path={PROFILE_PATH} element={<Page><ProfilePage /></Page>} />
        </Route>
        {/* System Management: the gated route wrapper; other signed-in users see Unauthorized. */}
        <Route element={<RequireAdmin />}>
          <Route path={CONTACTS_PATH} element={<Page><ContactsPage /></Page>} />
          <Route path={GROUPS_PATH} element={<Page><GroupsPage /></Page>} />
          <Route path={ASSOCIATIONS_PATH} element={<Page><AssociationsPage /></Page>} />
          <Route path={COW_CONTROLS_PATH} element={<Page><CowControlsPage /></Page>} />
          <Route path={SMS_HELP_PATH} element={<Page><SmsHelpPage /></Page>} />
          <Route path={ALERTS_MANAGEMENT_PATH} element={<Page><AlertsManagementPage /></Page>} />
          <Route path={ALERT_DELIVERIES_PATH} element={<Page><AlertDeliveriesPage /></Page>} />
        </Route>
        {/* Logger Keys hand out credentials and Data Imports write the district's data: Administrators only;
            Developers and others see Unauthorized. */}
        <Route element={<RequireAdministrator />}>
          <Route path={LOGGER_KEYS_PATH} element={<Page><LoggerKeysPage /></Page>} />
          <Route path={DATA_IMPORTS_PATH} element={<Page><DataImportsPage /></Page>} />
        </Route>
        {/* Operations: the operators' wrapper; other signed-in users see Unauthorized. */}
        <Route element={<RequireStakeholder />}>
          <Route path={YAMCOLO_OPERATIONS_PATH} element={<Page><YamcoloDashboardPage /></Page>} />
          <Route path={STAGECOACH_OPERATIONS_PATH} element={<Page><StagecoachDashboardPage /></Page>} />
        </Route>
        {/* Time Series: the operators' wrapper; a key per reservoir, so switching dashboards starts afresh. */}
        <Route element={<RequireStakeholder />}>
          <Route path={YAMCOLO_TIME_SERIES_PATH} element={<Page><TimeSeriesDashboardPage key="yamcolo" reservoir="yamcolo" /></Page>} />
          <Route path={STAGECOACH_TIME_SERIES_PATH} element={<Page><TimeSeriesDashboardPage key="stagecoach" reservoir="stagecoach" /></Page>} />
        </Route>
        <Route element={<RequireStakeholder />}>
          <Route path={TEMPERATURE_PROFILES_PATH} element={<Page><TemperatureProfilesPage /></Page>} />
          <Route path={SITE_SUMMARY_PATH} element={<Page><SiteSummaryPage /></Page>} />
        </Route>
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<FullscreenLayout />}>
        <Route path={MAP_EXPLORER_ROUTE} element={<Page><MapExplorerPage /></Page>} />
      </Route>
      {/* Wall mode is its own frame (none): the operators' screens full screen, so only those who may open them. */}
      <Route element={<RequireStakeholder />}>
        <Route path={WALL_PATH} element={<Page><WallModePage screens={WALL_SCREENS} /></Page>} />
      </Route>
      <Route path={STAKEHOLDER_ROUTE} element={<StakeholderLayout />}>
        <Route index element={<Page><CategoryToolsPage /></Page>} />
      </Route>
    </Routes>
  );
}
