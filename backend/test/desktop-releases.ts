/**
 * Writes release folders as electron-builder leaves them (a channel file beside each installer and its blockmap),
 * for the tests of the update feed, the desktop app's update flow and the download page. The installers are a
 * few kilobytes of deterministic bytes: what matters is that their names, sizes and SHA-512s agree with the
 * channel file, or, for a test of a corrupted download, that they deliberately do not.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stringify } from 'yaml';

export interface ReleaseFixture {
  version: string;
  /** 'latest' (default) or 'beta'. */
  channel?: string;
  platform?: 'windows' | 'linux';
  /** Bytes of the installer; by default a few KB derived from the version. */
  bytes?: Buffer;
  /** Write a SHA-512 in the channel file that the installer does not have. */
  corrupt?: boolean;
  stagingPercentage?: number;
  releaseDate?: string;
  /** The sub-folder's name; by default `<version>-<platform>`. */
  folder?: string;
}

export interface WrittenRelease {
  folder: string;
  files: { name: string; bytes: Buffer; sha512Base64: string }[];
}

/** Deterministic installer bytes: a version's installer differs from every other version's. */
export function installerBytes(version: string, size = 6000): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash('sha256').update(version).digest();
  for (let offset = 0; offset < size; offset += block.length) {
    block.copy(out, offset);
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/** Bytes per block of the fixtures' blockmaps (electron-builder cuts by content; a fixed size serves a test as well). */
export const BLOCK_SIZE = 1024;

/**
 * A blockmap as electron-updater reads it (gzipped JSON: each block's checksum and size), so an update between two
 * fixture releases that share blocks downloads only the blocks that differ, by ranges.
 */
export function blockmap(bytes: Buffer): Buffer {
  const checksums: string[] = [];
  const sizes: number[] = [];
  for (let offset = 0; offset < bytes.length; offset += BLOCK_SIZE) {
    const block = bytes.subarray(offset, offset + BLOCK_SIZE);
    checksums.push(createHash('sha256').update(block).digest('base64'));
    sizes.push(block.length);
  }
  return gzipSync(JSON.stringify({ version: '2', files: [{ name: 'file', offset: 0, checksums, sizes }] }));
}

export function sha512Base64(bytes: Buffer): string {
  return createHash('sha512').update(bytes).digest('base64');
}

/** The installers electron-builder names for a platform (the product's artifactName pattern). */
export function installerNames(version: string, platform: 'windows' | 'linux'): string[] {
  return platform === 'windows'
    ? [`Basin-Water-Portal-Setup-${version}.exe`]
    : [`Basin-Water-Portal-${version}.AppImage`, `Basin-Water-Portal-${version}.deb`];
}

export function writeDesktopRelease(root: string, release: ReleaseFixture): WrittenRelease {
  const platform = release.platform ?? 'windows';
  const channel = release.channel ?? 'latest';
  const folder = path.join(root, release.folder ?? `${release.version}-${platform}`);
  fs.mkdirSync(folder, { recursive: true });
  const files = installerNames(release.version, platform).map((name, index) => {
    const bytes = release.bytes ?? installerBytes(`${release.version}/${name}/${index}`);
    fs.writeFileSync(path.join(folder, name), bytes);
    fs.writeFileSync(path.join(folder, `${name}.blockmap`), blockmap(bytes));
    return { name, bytes, sha512Base64: sha512Base64(release.corrupt ? Buffer.concat([bytes, Buffer.from('x')]) : bytes) };
  });
  const info: Record<string, unknown> = {
    version: release.version,
    files: files.map((file) => ({ url: file.name, sha512: file.sha512Base64, size: file.bytes.length })),
    path: files[0]!.name,
    sha512: files[0]!.sha512Base64,
    releaseDate: release.releaseDate ?? '2026-11-30T12:00:00.000Z',
  };
  if (release.stagingPercentage !== undefined) info.stagingPercentage = release.stagingPercentage;
  const channelFile = `${channel}${platform === 'linux' ? '-linux' : ''}.yml`;
  fs.writeFileSync(path.join(folder, channelFile), stringify(info));
  return { folder, files };
}

/** The folder's settings file (what an administrator writes to pin, withdraw or stage a release). */
export function writeFeedSettings(root: string, settings: unknown): void {
  fs.writeFileSync(path.join(root, 'feed.json'), typeof settings === 'string' ? settings : JSON.stringify(settings));
}
