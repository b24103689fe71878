import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { PRODUCT_NAME } from '../../common/constants';

/** Any unknown route. The texts are the product's wording, kept exactly. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>{`Page not found | ${PRODUCT_NAME}`}</title>
      {/* NonIdealState draws its title as an h4; the page's title is its h1. */}
      <NonIdealState
        icon="search"
        description={
          <>
            <H1 className="portal-not-found-title">Page not found.</H1>
            <p>The page you are looking for might have been removed.</p>
          </>
        }
        action={<Button intent="primary" text="Return to home page" onClick={() => navigate(HOME_PATH)} />}
      />
    </>
  );
}
