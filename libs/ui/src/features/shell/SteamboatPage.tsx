import { AnchorButton, Callout, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { ALL_TOOLS_NDX, useGetStakeholderToolsInventoryWithSizingByNdxQuery } from '@portal/api-client';
import { DASHBOARD_PATH, STEAMBOAT_PATH } from '../../paths';
import { errorMessage } from '../../common/error-message';
import { useReachable } from '../../common/use-reachable';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { PRODUCT_NAME } from '../../common/constants';
import { STEAMBOAT_TITLE } from './shell.constants';

/**
 * The city's forecasting app in a full-size frame. Its address is the embed_url of this page's row in
 * the tool inventory, so the district can move the app without a release.
 */
export default function SteamboatPage() {
  const { data, error } = useGetStakeholderToolsInventoryWithSizingByNdxQuery(ALL_TOOLS_NDX);
  const embedUrl = data?.find((tool) => tool.path === STEAMBOAT_PATH)?.embed_url;
  return (
    <div className="portal-frame-page">
      <title>{`${STEAMBOAT_TITLE} | ${PRODUCT_NAME}`}</title>
      <PageBreadcrumbs items={[{ text: 'Dashboard', to: DASHBOARD_PATH }, { text: STEAMBOAT_TITLE }]} />
      <H1 className="portal-page-title">{STEAMBOAT_TITLE}</H1>
      {error && !data ? (
        <Callout intent="danger" role="alert">{`Error fetching data: ${errorMessage(error)}`}</Callout>
      ) : !data ? (
        <Spinner aria-label="Loading" />
      ) : embedUrl ? (
        <ForecastFrame url={embedUrl} />
      ) : (
        <Callout intent="warning">The forecasting app is not configured yet.</Callout>
      )}
    </div>
  );
}

/** The city's app framed once its site answers; a message with a link that opens it when it cannot be reached. */
function ForecastFrame({ url }: { url: string }) {
  const reachable = useReachable(url);
  if (reachable === 'checking') return <Spinner aria-label="Loading" />;
  if (reachable === 'unreachable') {
    return (
      <NonIdealState
        icon="offline"
        title="The forecasting app cannot be reached from here."
        description="Its site did not answer. It may be down, or this network may not reach it. Try it in a new tab."
        action={<AnchorButton intent="primary" icon="share" text="Open the forecasting app in a new tab" href={url} target="_blank" rel="noopener noreferrer" />}
      />
    );
  }
  return <iframe className="portal-embedded-app" title={STEAMBOAT_TITLE} src={url} />;
}
