import { Alignment, Card, Navbar, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { NavLink, Outlet } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { UserMenu } from '../auth/UserMenu';
import { Footer } from './Footer';
import { RouteOutlet } from './RouteErrorBoundary';
import { PRODUCT_NAME } from '../../common/constants';
import { ThemeSwitch } from './ThemeSwitch';
import { MainContent, SkipLink } from '../../components/skip-link/SkipLink';

function ProductHeading() {
  return (
    <NavbarHeading>
      <NavLink to={HOME_PATH} className="portal-product-name">
        {PRODUCT_NAME}
      </NavLink>
    </NavbarHeading>
  );
}

/** The presentation layout: a slim top bar, one centred column and the footer; no sidebar. */
export function PresentationLayout() {
  return (
    <div className="portal-presentation">
      <SkipLink />
      <Navbar className="portal-topbar">
        <NavbarGroup align={Alignment.START}>
          <ProductHeading />
        </NavbarGroup>
        <NavbarGroup align={Alignment.END} className="portal-topbar-end">
          <ThemeSwitch />
          <UserMenu />
        </NavbarGroup>
      </Navbar>
      <MainContent className="portal-presentation-main">
        <RouteOutlet />
      </MainContent>
      <Footer />
    </div>
  );
}

/** The auth layout: the sign-in round trip's own pages, a single card and nothing to click away to. */
export function AuthLayout() {
  return (
    <div className="portal-auth-layout">
      <Card className="portal-auth-card">
        <p className="portal-product-name">{PRODUCT_NAME}</p>
        <Outlet />
      </Card>
    </div>
  );
}
