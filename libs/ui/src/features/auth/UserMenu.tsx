import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ABOUT_PATH, ACCOUNT_PATH, CHANGELOG_PATH, DASHBOARD_PATH, DOCUMENTATION_PATH, LOGOUT_PATH, PROFILE_PATH,
  SUPPORT_PATH,
} from '../../paths';
import { usePlatform } from '../../platform/PlatformProvider';
import { useAuth } from './AuthProvider';
import { Avatar } from './Avatar';

/** 'Admin Login' for visitors; sign-in always returns to the dashboard. */
export function AdminLoginButton() {
  const { signIn } = useAuth();
  return <Button icon="log-in" text="Admin Login" onClick={() => void signIn(DASHBOARD_PATH)} />;
}

/**
 * The user menu: 'Admin Login' when signed out (or `signedOut`, where the page offers it elsewhere); when signed in, an
 * avatar menu with the profile, About, Documentation (Developers only), Changelog with the version, Your Account,
 * Support and Log out.
 */
export function UserMenu({ signedOut = <AdminLoginButton /> }: { signedOut?: ReactNode }) {
  const { user, isDeveloper } = useAuth();
  const { info } = usePlatform();
  const navigate = useNavigate();
  if (!user) return <>{signedOut}</>;
  const go = (path: string) => () => navigate(path);
  const menu = (
    <Menu aria-label="Account">
      <MenuItem
        icon={<Avatar user={user} size={32} />}
        text={
          <span className="portal-user-menu-profile">
            <strong>{user.name ?? user.email ?? user.sub}</strong>
            {user.email && <small>{user.email}</small>}
          </span>
        }
        onClick={go(PROFILE_PATH)}
      />
      <MenuDivider />
      <MenuItem icon="info-sign" text="About" onClick={go(ABOUT_PATH)} />
      {isDeveloper && <MenuItem icon="manual" text="Documentation" onClick={go(DOCUMENTATION_PATH)} />}
      <MenuItem icon="history" text="Changelog" labelElement={<Tag minimal>v{info.version}</Tag>} onClick={go(CHANGELOG_PATH)} />
      <MenuItem icon="person" text="Your Account" onClick={go(ACCOUNT_PATH)} />
      <MenuItem icon="help" text="Support" onClick={go(SUPPORT_PATH)} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Log out" onClick={go(LOGOUT_PATH)} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" aria-label={`Account menu of ${user.name ?? user.email ?? user.sub}`} icon={<Avatar user={user} />} />
    </PopoverNext>
  );
}
