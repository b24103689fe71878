import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { useGetHealthQuery } from '@portal/api-client';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { PRODUCT_NAME } from '../../common/constants';
import { ThemeSwitch } from './ThemeSwitch';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  /** Where the user menu (Admin Login / avatar menu) goes once sign-in exists; nothing until then. */
  userMenu?: ReactNode;
}

/** The main layout's top bar: sidebar toggle, product name, demo tag, theme and the user menu's place. */
export function TopBar({ sidebarOpen, onToggleSidebar, userMenu }: TopBarProps) {
  // A failed health call only hides the tag: the data screens report their own errors.
  const { data: health } = useGetHealthQuery();
  return (
    <Navbar className="portal-topbar">
      <NavbarGroup align={Alignment.START}>
        <Button
          variant="minimal"
          icon="menu"
          aria-label={sidebarOpen ? 'Hide navigation' : 'Show navigation'}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
        />
        <NavbarDivider />
        <NavbarHeading>
          <NavLink to={HOME_PATH} className="portal-product-name">
            {PRODUCT_NAME}
          </NavLink>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="portal-topbar-end">
        {health?.demoData && (
          <Tag intent="warning" title="Generated for demonstration, not imported from real sources.">
            Demo data
          </Tag>
        )}
        <ThemeSwitch />
        {userMenu}
      </NavbarGroup>
    </Navbar>
  );
}
