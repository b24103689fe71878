import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
// The backend's own fixture writer, so the e2e folder is laid out exactly as its integration tests' are.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { installerBytes, installerNames, type ReleaseFixture, writeDesktopRelease } from '../../backend/test/desktop-releases';

/** The temporary folders of e2e runs, the only ones the teardown removes. */
const FOLDER_PREFIX = 'portal-e2e-desktop-updates-';

/** A Windows installer of a few megabytes, so the page's sizes are seen in MB as well as KB. */
const LARGE_INSTALLER_BYTES = 2_700_000;
/** The fixture's default installer size. */
const SMALL_INSTALLER_BYTES = 6000;

interface E2eRelease extends ReleaseFixture {
  platform: 'windows' | 'linux';
  /** Bytes of each of its installers. */
  size: number;
}

/**
 * The desktop app's update folder of an e2e run (the backend's DESKTOP_UPDATES_DIR): the current release 1.4.0 for
 * Windows and Linux, and a beta for Windows rolled out in stages. playwright.config.ts writes it once per run; the
 * download page's test reads what to expect here.
 */
export const E2E_DESKTOP_RELEASES: readonly E2eRelease[] = [
  { version: '1.4.0', platform: 'windows', size: LARGE_INSTALLER_BYTES },
  { version: '1.4.0', platform: 'linux', size: SMALL_INSTALLER_BYTES },
  { version: '1.5.0-beta.1', platform: 'windows', channel: 'beta', stagingPercentage: 50, size: SMALL_INSTALLER_BYTES },
];

/** A new temporary folder holding the releases above, as electron-builder leaves them; answers its path. */
export function makeE2eUpdatesFolder(): string {
  const root = mkdtempSync(join(tmpdir(), FOLDER_PREFIX));
  for (const { size, ...release } of E2E_DESKTOP_RELEASES) {
    const bytes = size === SMALL_INSTALLER_BYTES ? undefined : installerBytes(`${release.version}/${release.platform}`, size);
    writeDesktopRelease(root, { ...release, bytes });
  }
  return root;
}

/** Removes a folder makeE2eUpdatesFolder made; any other is left alone (E2E_DESKTOP_UPDATES_DIR may name someone's own). */
export function removeE2eUpdatesFolder(folder: string): void {
  if (basename(folder).startsWith(FOLDER_PREFIX)) rmSync(folder, { recursive: true, force: true });
}

/** Each installer of the folder: its name and size in bytes. */
export function e2eDesktopInstallers(): { name: string; size: number }[] {
  return E2E_DESKTOP_RELEASES.flatMap((release) => installerNames(release.version, release.platform).map((name) => ({ name, size: release.size })));
}
