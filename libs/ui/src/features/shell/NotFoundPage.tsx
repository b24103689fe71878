import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../paths';
import { PRODUCT_NAME } from '../../common/constants';

/** Any unknown route. The texts are the product's wording, kept exactly. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>{`Page not found | ${PRODUCT_NAME}`}</title>
      <NonIdealState
        icon="search"
        title="Page not found."
        description="The page you are looking for might have been removed."
        action={<Button intent="primary" text="Return to home page" onClick={() => navigate(HOME_PATH)} />}
      />
    </>
  );
}
