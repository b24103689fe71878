import { Alignment, Classes, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { useGetHealthQuery } from '@portal/api-client';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { HOME_PATH, stationsPath } from '../../paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PRODUCT_NAME } from './shell.constants';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  [Classes.BUTTON, Classes.MINIMAL, isActive ? Classes.ACTIVE : ''].join(' ').trim();

/**
 * The main layout's top bar and content area. The spec's sidebar and footer (§2.2) come with the pages
 * that fill them; this is the part every screen needs now.
 */
export function MainLayout() {
  // A failed health call only hides the tag: the data screens report their own errors.
  const { data: health } = useGetHealthQuery();
  const { pathname } = useLocation();

  return (
    <div className="portal-shell">
      <Navbar>
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>
            <NavLink to={HOME_PATH} className="portal-product-name">
              {PRODUCT_NAME}
            </NavLink>
          </NavbarHeading>
          <NavbarDivider />
          <NavLink to={stationsPath()} className={navLinkClass}>
            Monitoring Locations
          </NavLink>
        </NavbarGroup>
        {health?.demoData && (
          <NavbarGroup align={Alignment.END}>
            <Tag intent="warning" title="Generated for demonstration, not imported from real sources.">
              Demo data
            </Tag>
          </NavbarGroup>
        )}
      </Navbar>
      <main className="portal-main">
        {/* Keyed by path, so leaving a page that failed clears the failure. */}
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
