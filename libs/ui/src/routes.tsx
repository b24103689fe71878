import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/shell/HomePage';
import { MainLayout } from './features/shell/MainLayout';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { HOME_PATH, NOT_FOUND_PATH, STATIONS_ROUTE } from './paths';

// Pages other than home load on demand, so the landing route stays within its JavaScript budget.
const StationsPage = lazy(() => import('./features/stations/StationsPage'));

function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" className="portal-page-loading">
      <Spinner />
    </div>
  );
}

/**
 * Every route of the portal. Router-agnostic: the web app mounts it in a BrowserRouter, the desktop app in a
 * HashRouter (file:// has no server to fall back to index.html).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path={HOME_PATH} element={<HomePage />} />
        <Route
          path={STATIONS_ROUTE}
          element={
            <Suspense fallback={<PageLoading />}>
              <StationsPage />
            </Suspense>
          }
        />
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
