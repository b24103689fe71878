import { Spinner } from '@blueprintjs/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MainLayout } from './features/shell/MainLayout';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { StakeholderLayout } from './features/shell/StakeholderLayout';
import {
  ADDITIONAL_RESOURCES_ROUTE, DASHBOARD_PATH, HOME_PATH, NOT_FOUND_PATH, STAKEHOLDER_ROUTE, STATIONS_ROUTE,
  STEAMBOAT_PATH,
} from './paths';

// Every page loads on demand, so each route downloads only its own screen (the landing route has a budget of
// 300 KB gzipped JavaScript, DESIGN §6). The layouts are small and shared, so they stay in the entry.
const LandingPage = lazy(() => import('./features/shell/LandingPage'));
const CategoryToolsPage = lazy(() => import('./features/shell/CategoryToolsPage'));
const AdditionalResourcesPage = lazy(() => import('./features/shell/AdditionalResourcesPage'));
const SteamboatPage = lazy(() => import('./features/shell/SteamboatPage'));
const StationsPage = lazy(() => import('./features/stations/StationsPage'));

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
      <Route element={<MainLayout />}>
        <Route path={DASHBOARD_PATH} element={<Page><CategoryToolsPage /></Page>} />
        <Route path={ADDITIONAL_RESOURCES_ROUTE} element={<Page><AdditionalResourcesPage /></Page>} />
        <Route path={STEAMBOAT_PATH} element={<Page><SteamboatPage /></Page>} />
        <Route path={STATIONS_ROUTE} element={<Page><StationsPage /></Page>} />
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={STAKEHOLDER_ROUTE} element={<StakeholderLayout />}>
        <Route index element={<Page><CategoryToolsPage /></Page>} />
      </Route>
    </Routes>
  );
}
