import { Button, Code, NonIdealState } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/constants';

/**
 * The page a signed-in user without the role sees in place of an admin page (the route guards show it). Shared, so
 * auth's guards need nothing from the shell. Its texts are the product's wording, kept exactly.
 */
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
