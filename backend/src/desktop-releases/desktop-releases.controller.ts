import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ROUTES, type DesktopReleases } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import type { ContentAnswer, FileAnswer } from '../common/http';
import { Route } from '../common/route';
import { DesktopReleasesFeedParams } from './desktop-releases.dto';
import { CHANNEL_FILE_TYPE, DesktopReleasesService, INSTALLER_KINDS, OTHER_FILE_TYPE } from './desktop-releases.service';

const BINARY = { schema: { type: 'string', format: 'binary' } };
/** The media types of what the feed sends: channel files, Windows and Debian installers, AppImages and blockmaps. */
const FEED_CONTENT = Object.fromEntries(
  [CHANNEL_FILE_TYPE, ...INSTALLER_KINDS.map(({ type }) => type), OTHER_FILE_TYPE].map((type) => [type, BINARY]),
);

@ApiTags('desktop-releases')
@Controller()
export class DesktopReleasesController {
  constructor(private readonly releases: DesktopReleasesService) {}

  @Route(ROUTES.getDesktopReleases)
  @ApiOperation({
    summary: "The desktop app's current releases",
    description: 'Per channel and platform: version, release date, staging share and each installer with its size and SHA-512 (hex).',
  })
  @ApiAnswer('DesktopReleases', { description: 'Whether this portal publishes the desktop app, and its current releases.' })
  getDesktopReleases(): Promise<DesktopReleases> {
    return this.releases.getDesktopReleases();
  }

  @Route(ROUTES.getDesktopReleasesFeedByFile)
  @ApiOperation({
    summary: "The desktop app's update feed",
    description:
      "electron-updater's generic provider: a channel file (latest.yml, latest-linux.yml, beta.yml, beta-linux.yml) names the " +
      'current version and its installers; installers and blockmaps are sent with range requests (several ranges as multipart/byteranges).',
  })
  @ApiResponse({ status: 200, description: 'A channel file, an installer or a blockmap.', content: FEED_CONTENT })
  @ApiResponse({ status: 206, description: 'The byte range asked for, or several as multipart/byteranges.', content: { ...FEED_CONTENT, 'multipart/byteranges': BINARY } })
  @ApiNotFoundResponse({ description: 'This portal publishes no desktop app, the channel has no release for the platform, or no file has the name.' })
  @ApiResponse({ status: 416, description: 'The requested byte range is outside the file.' })
  getDesktopReleasesFeedByFile(@Param() params: DesktopReleasesFeedParams): Promise<ContentAnswer | FileAnswer> {
    return this.releases.getDesktopReleasesFeedByFile(params.file);
  }
}
