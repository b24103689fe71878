import { AnchorButton, Callout, Card, Code, H1, H2, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { additionalResourcesPath, DASHBOARD_PATH } from '../../paths';
import { usePlatform } from '../../platform/PlatformProvider';
import { CHANGELOG } from './changelog';
import { PRODUCT_NAME } from '../../common/constants';
import { useGetSiteCreditsQuery } from '@portal/api-client';
import { CreditLink } from './CreditLink';

/** The named pages the user menu opens (paths.ts). Their content is ours, below; each page's title is its h1. */

/** /about */
export default function AboutPage() {
  const { info } = usePlatform();
  const owner = useGetSiteCreditsQuery().data?.copyrightHolder;
  return (
    <Card className="portal-info-page">
      <title>{`About | ${PRODUCT_NAME}`}</title>
      <H1>About the {PRODUCT_NAME}</H1>
      <p>
        A public water-data dashboard for the Yampa River basin: monitoring locations, streamflow, water temperature,
        water quality and reservoir storage, with tools for watershed health, watershed management, agriculture and
        land, and recreation. Signed-in staff also maintain the alert contacts and the Colors of Water settings.
      </p>
      <p>
        {owner && (
          <>
            Published by the <CreditLink credit={owner} />.{' '}
          </>
        )}
        Version <Tag minimal>v{info.version}</Tag> ({info.kind}).
      </p>
      <p>
        <Link to={DASHBOARD_PATH}>All tools</Link> · <Link to={additionalResourcesPath()}>Additional resources</Link>
      </p>
    </Card>
  );
}

/** /changelog: what each version brought. */
export function ChangelogPage() {
  const { info } = usePlatform();
  return (
    <Card className="portal-info-page">
      <title>{`Changelog | ${PRODUCT_NAME}`}</title>
      <H1>
        Changelog <Tag minimal>v{info.version}</Tag>
      </H1>
      {CHANGELOG.map((release) => (
        <section key={release.version} aria-label={`Version ${release.version}`}>
          <H2>
            {release.version} <small>{release.date}</small>
          </H2>
          <ul>
            {release.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ))}
    </Card>
  );
}

/** /support and /documentation/support */
export function SupportPage() {
  const { info } = usePlatform();
  const owner = useGetSiteCreditsQuery().data?.copyrightHolder;
  return (
    <Card className="portal-info-page">
      <title>{`Support | ${PRODUCT_NAME}`}</title>
      <H1>Support</H1>
      <p>
        Questions about the data, or something not working? Contact the {owner ? <CreditLink credit={owner} /> : 'district'}.
      </p>
      {/* Its title is an h2 of its own: Blueprint's callout title is an h5, which would skip levels under the h1. */}
      <Callout intent="primary">
        <H2 className="portal-callout-title">When you report a problem</H2>
        Include the address of the page, what you did and what you expected. This is version{' '}
        <Code>{info.version}</Code> of the {info.kind} app.
      </Callout>
    </Card>
  );
}

/** /documentation (Developers and Administrators): where the API is described and how to call it. */
export function DocumentationPage() {
  const { info } = usePlatform();
  return (
    <Card className="portal-info-page">
      <title>{`Documentation | ${PRODUCT_NAME}`}</title>
      <H1>Documentation</H1>
      <p>Every call of the portal is described, with its access level and its answers, in the API reference.</p>
      <p>
        <AnchorButton icon="manual" text="API reference" href={`${info.apiBaseUrl}/docs`} target="_blank" rel="noopener noreferrer" />{' '}
        <AnchorButton icon="code" text="OpenAPI document" href={`${info.apiBaseUrl}/docs-json`} target="_blank" rel="noopener noreferrer" />
      </p>
      <H2>Calling the API</H2>
      <p>
        Public calls need nothing. Signed-in and admin calls take an OpenID Connect access token as{' '}
        <Code>Authorization: Bearer …</Code>; on a development machine, <Code>npm run token -- admin</Code> prints one
        for a demo account.
      </p>
    </Card>
  );
}
