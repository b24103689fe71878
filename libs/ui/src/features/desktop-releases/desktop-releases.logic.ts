/**
 * The 'Download the desktop app' page as pure rules: its words, the order of its sections (the stable channel
 * first, Windows before Linux), each release's version line and staging note, and how a downloaded installer is
 * checked against its SHA-512.
 */
import {
  DESKTOP_PLATFORMS, DESKTOP_RELEASE_CHANNELS, type DesktopPlatform, type DesktopRelease, type DesktopReleaseChannel,
} from '@portal/contracts';
import { formatUsDate, toIsoDay } from '../../common/dates';

export const DESKTOP_RELEASES_TEXT = {
  intro: "The portal as an app for the control rooms' Windows and Linux PCs. Once installed, it keeps itself up to date from this portal.",
  notPublished: 'This portal does not publish the desktop app.',
  noReleases: 'No release of the desktop app has been published here yet.',
  file: 'File',
  size: 'Size',
  sha512: 'SHA-512',
} as const;

/** The channels as people call them; the route table's names (`latest`, `beta`) are electron-updater's. */
export const CHANNEL_TEXT: Record<DesktopReleaseChannel, { title: string; description: string }> = {
  latest: { title: 'Current release', description: 'For every control room.' },
  beta: {
    title: 'Beta',
    description: 'The next version, tried on a few PCs before it becomes the current release. Those PCs get the current releases too.',
  },
};

export const PLATFORM_NAMES: Record<DesktopPlatform, string> = { windows: 'Windows', linux: 'Linux' };

export interface ChannelSection {
  channel: DesktopReleaseChannel;
  title: string;
  description: string;
  /** One per platform that has a release on this channel, Windows first. */
  releases: DesktopRelease[];
}

/** The page's sections: the stable channel first whatever order the server sent, channels without a release left out. */
export function channelSections(releases: readonly DesktopRelease[]): ChannelSection[] {
  const platformOrder = (release: DesktopRelease) => DESKTOP_PLATFORMS.indexOf(release.platform);
  return DESKTOP_RELEASE_CHANNELS.map((channel) => ({
    channel,
    ...CHANNEL_TEXT[channel],
    releases: releases.filter((release) => release.channel === channel).sort((a, b) => platformOrder(a) - platformOrder(b)),
  })).filter((section) => section.releases.length > 0);
}

/** The day a release was built, in the district's calendar ('11/30/2026'); '' when it is not known. */
export function releaseDay(releaseDate: string | null): string {
  if (!releaseDate) return '';
  const instant = new Date(releaseDate);
  return Number.isNaN(instant.getTime()) ? '' : formatUsDate(toIsoDay(instant));
}

/** 'Version 1.4.0, released 11/30/2026', or only the version when the channel file gives no date. */
export function versionLine(release: Pick<DesktopRelease, 'version' | 'releaseDate'>): string {
  const day = releaseDay(release.releaseDate);
  return day ? `Version ${release.version}, released ${day}` : `Version ${release.version}`;
}

/** What a release rolled out in stages says; null when every PC is offered it. */
export function stagedText(stagingPercentage: number | null): string | null {
  return stagingPercentage === null ? null : `Rolled out in stages: offered to ${stagingPercentage}% of PCs so far.`;
}

/**
 * How to check a downloaded installer, on the system it installs on: the sentence around the command that prints
 * the file's SHA-512 for comparing with the one shown ('In a terminal, sha512sum <file> prints the same digits.').
 */
export function checksumHint(platform: DesktopPlatform, fileName: string): { before: string; command: string; after: string } {
  return platform === 'windows'
    ? { before: 'In PowerShell, ', command: `Get-FileHash -Algorithm SHA512 ${fileName}`, after: ' prints the same digits, in capitals.' }
    : { before: 'In a terminal, ', command: `sha512sum ${fileName}`, after: ' prints the same digits.' };
}

/** The copy button's name, which says whose SHA-512 it copies. */
export const copySha512Label = (fileName: string): string => `Copy the SHA-512 of ${fileName}`;

/**
 * Where a file's link points. The server gives a path on itself ('/api/desktop-releases/feed/…'): the web app is
 * served from that server, so the path is enough; the desktop app talks to an absolute API address, against which
 * the path is resolved.
 */
export function downloadHref(url: string, apiBaseUrl: string): string {
  try {
    return new URL(url, apiBaseUrl).href;
  } catch {
    // A relative API base ('/api'): the page and the files share the origin.
    return url;
  }
}
