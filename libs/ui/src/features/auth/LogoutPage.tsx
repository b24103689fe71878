import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { useAuth } from './AuthProvider';

/** The logout action (/auth/logout): ends the session at the provider, which returns to the site origin. */
export default function LogoutPage() {
  const { user, signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    signOut().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [user, signOut]);

  if (!user) return <Navigate to={HOME_PATH} replace />;
  if (error) return <NonIdealState icon="error" title="Could not sign out" description={error} />;
  return (
    <div role="status" aria-label="Signing out" className="portal-page-loading">
      <Spinner />
    </div>
  );
}
