import { Breadcrumbs, Callout, H1, Spinner } from '@blueprintjs/core';
import { ALL_TOOLS_NDX, useGetToolsInventoryQuery } from '@portal/api-client';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH, STEAMBOAT_PATH } from '../../paths';
import { errorMessage } from '../../common/error-message';
import { PRODUCT_NAME } from '../../common/constants';
import { STEAMBOAT_TITLE } from './shell.constants';

/**
 * The city's forecasting app in a full-size frame. Its address is the embed_url of this page's row in
 * the tool inventory, so the district can move the app without a release.
 */
export default function SteamboatPage() {
  const navigate = useNavigate();
  const { data, error } = useGetToolsInventoryQuery(ALL_TOOLS_NDX);
  const embedUrl = data?.find((tool) => tool.path === STEAMBOAT_PATH)?.embed_url;
  return (
    <div className="portal-frame-page">
      <title>{`${STEAMBOAT_TITLE} | ${PRODUCT_NAME}`}</title>
      <Breadcrumbs
        items={[
          { text: 'Dashboard', href: DASHBOARD_PATH, onClick: (e) => (e.preventDefault(), navigate(DASHBOARD_PATH)) },
          { text: STEAMBOAT_TITLE },
        ]}
      />
      <H1 className="portal-page-title">{STEAMBOAT_TITLE}</H1>
      {error && !data ? (
        <Callout intent="danger" role="alert">{`Error fetching data: ${errorMessage(error)}`}</Callout>
      ) : !data ? (
        <Spinner aria-label="Loading" />
      ) : embedUrl ? (
        <iframe className="portal-embedded-app" title={STEAMBOAT_TITLE} src={embedUrl} />
      ) : (
        <Callout intent="warning">The forecasting app is not configured yet.</Callout>
      )}
    </div>
  );
}
