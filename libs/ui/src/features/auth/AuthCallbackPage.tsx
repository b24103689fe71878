import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { usePlatform } from '../../platform/PlatformProvider';

/** Where the identity provider sends the browser back (web): finishes sign-in and goes where it started. */
export default function AuthCallbackPage() {
  const { auth } = usePlatform();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    if (!auth.completeSignIn) {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    auth.completeSignIn().then(
      (returnTo) => active && navigate(returnTo, { replace: true }),
      (e: unknown) => active && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      active = false;
    };
  }, [auth, navigate]);

  if (error) {
    return (
      <NonIdealState
        icon="error"
        title="Sign-in did not complete"
        description={error}
        action={<Button intent="primary" text="Return to home page" onClick={() => navigate(HOME_PATH, { replace: true })} />}
      />
    );
  }
  return (
    <div role="status" aria-label="Signing in" className="portal-page-loading">
      <Spinner />
    </div>
  );
}
