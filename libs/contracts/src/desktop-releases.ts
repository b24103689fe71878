/**
 * The operators' desktop app as the portal publishes it: the releases in the server's update folder
 * (DESKTOP_UPDATES_DIR, one sub-folder per release as electron-builder writes it), the update feed the installed
 * apps read (electron-updater's generic provider) and the 'Download the desktop app' page.
 */

/** Release channels: `latest` for every control room, `beta` for the PCs that try a release first (they get stable releases too). */
export const DESKTOP_RELEASE_CHANNELS = ['latest', 'beta'] as const;
export type DesktopReleaseChannel = (typeof DESKTOP_RELEASE_CHANNELS)[number];

export const DESKTOP_PLATFORMS = ['windows', 'linux'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

/** The feed's base URL under the backend, which the desktop app derives from the server it is configured for. */
export const DESKTOP_UPDATE_FEED_PATH = '/api/desktop-releases/feed';

/** One installer of a release. */
export interface DesktopReleaseFile {
  /** The file name, as served under the feed (`Basin-Water-Portal-Setup-1.5.0.exe`). */
  name: string;
  /** What it installs with, for people: 'Windows installer', 'AppImage', 'Debian package'. */
  kind: string;
  /**
   * Bytes.
   * @asType integer
   * @minimum 0
   */
  size: number;
  /** The file's SHA-512 in hexadecimal, as `sha512sum` and `Get-FileHash -Algorithm SHA512` print it. */
  sha512: string;
  /** Where to download it (a path on this server). */
  url: string;
}

/** The version a channel offers on one platform. */
export interface DesktopRelease {
  channel: DesktopReleaseChannel;
  platform: DesktopPlatform;
  version: string;
  /** When the release was built (ISO 8601), or null if its channel file does not say. */
  releaseDate: string | null;
  /**
   * The share of PCs (0 to 100) offered the release while it is rolled out in stages, or null when every PC is.
   */
  stagingPercentage: number | null;
  files: DesktopReleaseFile[];
}

/** GET /api/desktop-releases */
export interface DesktopReleases {
  /** False when this server publishes no desktop app (no update folder configured). */
  published: boolean;
  /** The current release of each channel and platform that has one, stable channel first. */
  releases: DesktopRelease[];
}
