import { NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { UnauthorizedPage } from '../../components/pages/UnauthorizedPage';
import { useAuth } from './AuthProvider';
import type { RoleFlags } from './roles';

/**
 * The login wrapper: a signed-in user sees the page; anyone else is sent to sign in, coming back
 * to this page, with a loading indicator meanwhile. Renders its children, or the nested routes.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { user, state, signIn } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const unavailable = state.status === 'signed-out' ? state.error : undefined;

  useEffect(() => {
    if (user || unavailable || started.current) return;
    // Once per mount: React's development double effects must not start two sign-ins.
    started.current = true;
    signIn(`${pathname}${search}${hash}`).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [user, unavailable, signIn, pathname, search, hash]);

  if (user) return <>{children ?? <Outlet />}</>;
  const problem = error ?? unavailable;
  if (problem) return <NonIdealState icon="error" title="Sign-in is unavailable" description={problem} />;
  return (
    <div role="status" aria-label="Signing in" className="portal-page-loading">
      <Spinner />
    </div>
  );
}

/** A role wrapper: users with `role` see the page; other signed-in users the Unauthorized page. Signs in first when nobody is. */
function RequireRole({ role, children }: { role: keyof RoleFlags; children?: ReactNode }) {
  const passes = useAuth()[role];
  return <RequireSignIn>{passes ? (children ?? <Outlet />) : <UnauthorizedPage />}</RequireSignIn>;
}

/** The gated route wrapper: only Administrators and Developers pass. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return <RequireRole role="isAdmin">{children}</RequireRole>;
}

/** The credentials wrapper (Logger Keys): Administrators only, Developers not. */
export function RequireAdministrator({ children }: { children?: ReactNode }) {
  return <RequireRole role="isAdministrator">{children}</RequireRole>;
}

/** The operators' wrapper (Operations and Time Series screens): Stakeholders, Administrators and Developers pass. */
export function RequireStakeholder({ children }: { children?: ReactNode }) {
  return <RequireRole role="isStakeholder">{children}</RequireRole>;
}

/** Content for Developers only: the Documentation menu item, the developer drawer and its footer symbol. */
export function DeveloperOnly({ children }: { children: ReactNode }) {
  return useAuth().isDeveloper ? <>{children}</> : null;
}
