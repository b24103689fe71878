import { Button, Code, NonIdealState } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';

/** §2.13, for the route guards that arrive with sign-in. The texts are the spec's, letter for letter. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <title>{`Unauthorized | ${PRODUCT_NAME}`}</title>
      <NonIdealState
        icon="lock"
        title="Unauthorized"
        description={
          <>
            <Code>{pathname}</Code>
            <p>You do not have permission to access this resource.</p>
          </>
        }
        action={<Button intent="primary" text="Back to Previous Page" onClick={() => navigate(-1)} />}
      />
    </>
  );
}
