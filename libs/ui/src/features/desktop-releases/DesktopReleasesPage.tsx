import { Callout, Card, H1, H2, H3, Spinner } from '@blueprintjs/core';
import { useGetDesktopReleasesQuery } from '@portal/api-client';
import type { DesktopRelease } from '@portal/contracts';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText, MESSAGES } from '../../common/messages';
import { DESKTOP_APP_TITLE } from '../../common/screen-titles';
import { usePlatform } from '../../platform/PlatformProvider';
import { DesktopReleaseFiles } from './DesktopReleaseFiles';
import { channelSections, DESKTOP_RELEASES_TEXT, PLATFORM_NAMES, stagedText, versionLine } from './desktop-releases.logic';
import './desktop-releases.css';

/**
 * 'Download the desktop app' (/desktop-app): per channel, the current version for each platform with its
 * installers, their sizes and SHA-512s, so an operator can install the app on a control-room PC and check the
 * download first. A server without an update folder publishes no app, and the page says so.
 */
export default function DesktopReleasesPage() {
  const { data, error } = useGetDesktopReleasesQuery();
  const { info } = usePlatform();
  return (
    <Card className="portal-info-page">
      <title>{`${DESKTOP_APP_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1>{DESKTOP_APP_TITLE}</H1>
      {error && !data ? (
        <Callout intent="danger" role="alert">{errorOccurredText(errorMessage(error))}</Callout>
      ) : !data ? (
        <Spinner aria-label={MESSAGES.loading} />
      ) : !data.published ? (
        <Callout intent="primary" icon="info-sign">{DESKTOP_RELEASES_TEXT.notPublished}</Callout>
      ) : (
        <>
          <p>{DESKTOP_RELEASES_TEXT.intro}</p>
          {data.releases.length === 0 && <Callout intent="primary" icon="info-sign">{DESKTOP_RELEASES_TEXT.noReleases}</Callout>}
          {channelSections(data.releases).map((section) => (
            <section key={section.channel} aria-labelledby={`desktop-channel-${section.channel}`} className="portal-desktop-releases-channel">
              <H2 id={`desktop-channel-${section.channel}`}>{section.title}</H2>
              <p>{section.description}</p>
              {section.releases.map((release) => (
                <PlatformRelease key={release.platform} release={release} apiBaseUrl={info.apiBaseUrl} />
              ))}
            </section>
          ))}
        </>
      )}
    </Card>
  );
}

/** One platform's current version on a channel: version, day, staging and installers. */
function PlatformRelease({ release, apiBaseUrl }: { release: DesktopRelease; apiBaseUrl: string }) {
  const platform = PLATFORM_NAMES[release.platform];
  const staged = stagedText(release.stagingPercentage);
  return (
    <div className="portal-desktop-releases-platform">
      <H3>{platform}</H3>
      <p className="portal-desktop-releases-version">{versionLine(release)}</p>
      {staged && <p className="portal-desktop-releases-staged">{staged}</p>}
      <DesktopReleaseFiles label={`${platform} files`} platform={release.platform} files={release.files} apiBaseUrl={apiBaseUrl} />
    </div>
  );
}
