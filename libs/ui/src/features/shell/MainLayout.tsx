import { Drawer } from '@blueprintjs/core';
import { useLiveStatus } from '@portal/api-client';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ConnectionBanner } from '../../components/connection/ConnectionBanner';
import { MainContent, SkipLink } from '../../components/skip-link/SkipLink';
import { isBuiltPath } from '../../paths';
import { useAuth } from '../auth/AuthProvider';
import { UserMenu } from '../auth/UserMenu';
import { Footer } from './Footer';
import { NAV_GROUPS } from './navigation';
import { RouteOutlet } from './RouteErrorBoundary';
import { Sidebar } from './Sidebar';
import {
  groupOfPath, readSidebarState, type SidebarState, toggleGroup, visibleGroups, writeSidebarState,
} from './sidebar.logic';
import { TopBar } from './TopBar';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../common/use-media-query';


function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export interface MainLayoutProps {
  /**
   * 'main': the sidebar's open state is the visitor's, kept across visits. 'stakeholder': the sidebar starts
   * closed and its state is not stored, so a stakeholder page never changes the main sidebar.
   */
  variant?: 'main' | 'stakeholder';
  /** The content instead of the matched route's page (a layout that knows itself the page is not found). */
  children?: ReactNode;
}

/**
 * The main dashboard layout: top bar, a 258 px sidebar with accordion groups, content and footer. On
 * wide screens the sidebar folds away; on small screens it is a drawer.
 */
export function MainLayout({ variant = 'main', children }: MainLayoutProps) {
  const { pathname } = useLocation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const liveStatus = useLiveStatus();
  const { isAdmin, isAdministrator, isStakeholder } = useAuth();
  const groups = useMemo(
    () => visibleGroups(NAV_GROUPS, { isAdmin, isAdministrator, isStakeholder }, isBuiltPath),
    [isAdmin, isAdministrator, isStakeholder],
  );
  const persisted = variant === 'main';
  const [state, setState] = useState<SidebarState>(() => {
    const stored = persisted ? readSidebarState(storage()) : { openGroup: null, collapsed: true };
    // Arriving on a page shows its group open when no group was chosen.
    return { ...stored, openGroup: stored.openGroup ?? groupOfPath(groups, pathname) };
  });
  const [drawerOpen, setDrawerOpen] = useState(false);

  const update = (next: SidebarState) => {
    setState(next);
    if (persisted) writeSidebarState(storage(), next);
  };

  const sidebar = (
    <Sidebar
      groups={groups}
      openGroup={state.openGroup}
      onToggleGroup={(id) => update(toggleGroup(state, id))}
      onNavigate={small ? () => setDrawerOpen(false) : undefined}
    />
  );
  const sidebarOpen = small ? drawerOpen : !state.collapsed;

  return (
    <div className="portal-shell">
      <SkipLink />
      <TopBar
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => (small ? setDrawerOpen(!drawerOpen) : update({ ...state, collapsed: !state.collapsed }))}
        userMenu={<UserMenu />}
      />
      <div className="portal-body">
        {small ? (
          <Drawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} position="left" size={258} title="Navigation">
            {sidebar}
          </Drawer>
        ) : (
          !state.collapsed && <aside className="portal-sidebar-panel">{sidebar}</aside>
        )}
        <div className="portal-content">
          <ConnectionBanner liveStatus={liveStatus} />
          <MainContent className="portal-main">
            {children ?? <RouteOutlet />}
          </MainContent>
          <Footer />
        </div>
      </div>
    </div>
  );
}
