import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { DESKTOP_PLATFORMS, DESKTOP_RELEASE_CHANNELS, DESKTOP_UPDATE_FEED_PATH, type DesktopRelease, type DesktopReleases } from '@portal/contracts';
import { stringify } from 'yaml';
import { ContentAnswer, FileAnswer } from '../common/http';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { channelOfFile, currentRelease, folderSignature, readReleaseFolder, stagingPercentage, type FolderRelease, type ReleaseFolder } from './release-folder';

/** How long one reading of the update folder serves: a publish shows within seconds, and a flood of requests reads the disk once. */
const FOLDER_READ_MS = 5000;

/** What each installer is, for people, and the media type it goes out with (the API document declares these). */
export const INSTALLER_KINDS: { suffix: string; kind: string; type: string }[] = [
  { suffix: '.exe', kind: 'Windows installer', type: 'application/vnd.microsoft.portable-executable' },
  { suffix: '.AppImage', kind: 'AppImage', type: 'application/octet-stream' },
  { suffix: '.deb', kind: 'Debian package', type: 'application/vnd.debian.binary-package' },
];

/** What a channel file goes out as. */
export const CHANNEL_FILE_TYPE = 'text/yaml';
/** Blockmaps, and an installer of a kind not listed above. */
export const OTHER_FILE_TYPE = 'application/octet-stream';

function installerKind(name: string): (typeof INSTALLER_KINDS)[number] | undefined {
  return INSTALLER_KINDS.find(({ suffix }) => name.endsWith(suffix));
}

/**
 * The desktop app's releases from the update folder: the download page's list, and the feed the installed apps
 * update from (electron-updater's generic provider: a channel file, then the installer it names, by ranges).
 */
@Injectable()
export class DesktopReleasesService {
  private readonly logger = new Logger('DesktopReleases');
  private reading: { at: number; signature: string; folder: Promise<ReleaseFolder> } | undefined;
  private loggedProblems = '';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The current release of each channel and platform, stable first; a beta that offers what the stable channel offers is not listed twice. */
  async getDesktopReleases(): Promise<DesktopReleases> {
    if (!this.config.desktopUpdatesDir) return { published: false, releases: [] };
    const folder = await this.folder();
    const releases: DesktopRelease[] = [];
    for (const channel of DESKTOP_RELEASE_CHANNELS) {
      for (const platform of DESKTOP_PLATFORMS) {
        const release = currentRelease(folder, channel, platform);
        if (release && (channel === 'latest' || release.version !== currentRelease(folder, 'latest', platform)?.version)) {
          releases.push(this.listed(folder, release, channel));
        }
      }
    }
    return { published: true, releases };
  }

  /** A channel file (with the administrator's staging share), or an installer or blockmap sent by ranges. */
  async getDesktopReleasesFeedByFile(file: string): Promise<ContentAnswer | FileAnswer> {
    if (!this.config.desktopUpdatesDir) throw new NotFoundException('This portal publishes no desktop app (DESKTOP_UPDATES_DIR is not set).');
    const folder = await this.folder();
    const channelFile = channelOfFile(file);
    if (channelFile) {
      const { channel, platform } = channelFile;
      const release = currentRelease(folder, channel, platform);
      if (!release) throw new NotFoundException(`No ${channel} release of the desktop app for ${platform} is published.`);
      const staging = stagingPercentage(folder, release);
      const info = { ...release.info, stagingPercentage: staging ?? undefined };
      return new ContentAnswer(stringify(info), `${CHANNEL_FILE_TYPE}; charset=utf-8`);
    }
    const path = folder.files.get(file);
    if (!path) throw new NotFoundException(`No file named ${file} is published.`);
    return new FileAnswer(path, installerKind(file)?.type ?? OTHER_FILE_TYPE);
  }

  private listed(folder: ReleaseFolder, release: FolderRelease, channel: DesktopRelease['channel']): DesktopRelease {
    const date = release.info.releaseDate;
    return {
      channel,
      platform: release.platform,
      version: release.version,
      releaseDate: date !== undefined && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null,
      stagingPercentage: stagingPercentage(folder, release),
      files: release.files.map((file) => ({
        name: file.name,
        kind: installerKind(file.name)?.kind ?? 'Installer',
        size: file.size,
        sha512: Buffer.from(file.sha512Base64, 'base64').toString('hex'),
        url: `${DESKTOP_UPDATE_FEED_PATH}/${encodeURIComponent(file.name)}`,
      })),
    };
  }

  /**
   * The folder as last read, read again when it changed (a release copied in, feed.json edited) or FOLDER_READ_MS
   * after the last reading, which catches an installer still growing when its channel file was read. A folder that
   * cannot be read (removed, unmounted, no permission) is a 503 until it can be. A feed.json that cannot be used
   * holds every channel: offering releases an administrator may have withdrawn would be worse than none for a while.
   */
  private async folder(): Promise<ReleaseFolder> {
    const dir = this.config.desktopUpdatesDir!;
    const read = await folderSignature(dir)
      .then((signature) => {
        if (!this.reading || this.reading.signature !== signature || Date.now() - this.reading.at > FOLDER_READ_MS) {
          const folder = readReleaseFolder(dir);
          this.reading = { at: Date.now(), signature, folder };
          folder.then((result) => this.logProblems(result), () => (this.reading = undefined));
        }
        return this.reading.folder;
      })
      .catch((error: unknown) => {
        this.logger.error(`The desktop releases folder ${dir} cannot be read: ${String(error)}`);
        throw new ServiceUnavailableException('The desktop releases folder cannot be read; try again later.');
      });
    if (read.settingsProblem) throw new ServiceUnavailableException(`The update feed is held until its settings are fixed: ${read.settingsProblem}.`);
    return read;
  }

  /** Each problem once, when it appears, rather than every few seconds. */
  private logProblems(folder: ReleaseFolder): void {
    const problems = [folder.settingsProblem, ...folder.problems].filter(Boolean).join('\n');
    if (problems !== this.loggedProblems && problems) this.logger.warn(`Desktop releases left out:\n${problems}`);
    this.loggedProblems = problems;
  }
}
