import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The fullscreen map layout (§2.2): the page owns the whole window, no bars. Used by the map explorer when it
 * arrives.
 */
export function FullscreenLayout() {
  const { pathname } = useLocation();
  return (
    <div className="portal-fullscreen">
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </div>
  );
}
