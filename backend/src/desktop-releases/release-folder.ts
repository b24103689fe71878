/**
 * Reading the update folder (DESKTOP_UPDATES_DIR). Each sub-folder holds one release as electron-builder writes it:
 * a channel file per platform (`latest.yml` for Windows, `latest-linux.yml` for Linux, `beta…` for a beta), the
 * installers it names and their blockmaps. Publishing a release is copying its folder in; nothing is deleted to
 * roll one back. An optional `feed.json` beside the sub-folders holds what an administrator decides about them:
 *
 *   { "pinned": { "latest": "1.4.2" }, "withdrawn": ["1.5.0"], "staging": { "1.5.1": 25 } }
 *
 * - `pinned`: a channel offers exactly this version, whatever newer ones lie in the folder (hold a release back).
 * - `withdrawn`: versions no channel offers any more; PCs that installed one go back to the channel's version.
 * - `staging`: the share of PCs (0 to 100) offered a version while it is rolled out in stages; each PC decides
 *   from an id of its own, so the same PCs stay in as the share grows.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { DESKTOP_RELEASE_CHANNELS, type DesktopPlatform, type DesktopReleaseChannel } from '@portal/contracts';
import * as semver from 'semver';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** The settings file's name in the update folder. */
export const FEED_SETTINGS_FILE = 'feed.json';

/** A file name the feed may serve: no path, no hidden file, nothing a shell or URL would need to quote. */
export const FEED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** `latest.yml`, `beta-linux.yml`: a channel and, after the dash, the platform (none is Windows). */
const CHANNEL_FILE = /^(latest|beta)(-linux)?\.yml$/;

const version = z.string().refine((v) => semver.valid(v) === v, 'must be a version such as 1.4.2');
const settingsSchema = z
  .object({
    pinned: z.record(z.enum(DESKTOP_RELEASE_CHANNELS), version).optional(),
    withdrawn: z.array(version).optional(),
    staging: z.record(version, z.number().int().min(0).max(100)).optional(),
  })
  .strict();
export type FeedSettings = z.infer<typeof settingsSchema>;

/** What electron-builder's channel file says (the fields the feed reads; the rest passes through). */
const channelFileSchema = z
  .object({
    version,
    files: z.array(z.object({ url: z.string().regex(FEED_FILE_NAME, 'must be a plain file name'), sha512: z.string().min(1), size: z.number().int().min(0) }).passthrough()).min(1),
    releaseDate: z.string().optional(),
    stagingPercentage: z.number().min(0).max(100).optional(),
  })
  .passthrough();
type ChannelFile = z.infer<typeof channelFileSchema>;

export interface ReleaseFile {
  name: string;
  size: number;
  sha512Base64: string;
}

export interface FolderRelease {
  channel: DesktopReleaseChannel;
  platform: DesktopPlatform;
  version: string;
  /** The channel file as written, for the feed to pass on. */
  info: ChannelFile;
  files: ReleaseFile[];
}

export interface ReleaseFolder {
  releases: FolderRelease[];
  /** Every file the feed may serve, by name: the installers of every release (withdrawn ones too, whose blockmaps an update from them reads) and their blockmaps. */
  files: Map<string, string>;
  settings: FeedSettings;
  /** Why feed.json cannot be used; the service then answers 503 rather than guess which releases were held back. */
  settingsProblem?: string;
  /** Releases left out, and why, for the log. */
  problems: string[];
}

function problemText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'file'} ${issue.message}`).join('; ');
}

async function readSettings(root: string): Promise<{ settings: FeedSettings; problem?: string }> {
  let text: string;
  try {
    text = await fs.readFile(path.join(root, FEED_SETTINGS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { settings: {} };
    return { settings: {}, problem: `${FEED_SETTINGS_FILE} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { settings: {}, problem: `${FEED_SETTINGS_FILE} is not JSON` };
  }
  const parsed = settingsSchema.safeParse(json);
  return parsed.success ? { settings: parsed.data } : { settings: {}, problem: `${FEED_SETTINGS_FILE}: ${problemText(parsed.error)}` };
}

/** One sub-folder's releases (one per channel file), each installer checked to be there with the size its channel file says. */
async function readRelease(dir: string, problems: string[]): Promise<{ releases: FolderRelease[]; files: [string, string][] }> {
  const releases: FolderRelease[] = [];
  const files: [string, string][] = [];
  const names = await fs.readdir(dir);
  for (const channelFile of names.sort()) {
    const target = channelOfFile(channelFile);
    if (!target) continue;
    const { channel, platform } = target;
    const where = `${path.basename(dir)}/${channelFile}`;
    let parsed: z.SafeParseReturnType<unknown, ChannelFile>;
    try {
      parsed = channelFileSchema.safeParse(parseYaml(await fs.readFile(path.join(dir, channelFile), 'utf8')));
    } catch (error) {
      problems.push(`${where} is not YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      continue;
    }
    if (!parsed.success) {
      problems.push(`${where}: ${problemText(parsed.error)}`);
      continue;
    }
    const info = parsed.data;
    const missing: string[] = [];
    for (const file of info.files) {
      const stats = await fs.stat(path.join(dir, file.url)).catch(() => null);
      if (!stats?.isFile()) missing.push(`${file.url} is missing`);
      else if (stats.size !== file.size) missing.push(`${file.url} has ${stats.size} bytes, not ${file.size}`);
    }
    if (missing.length > 0) {
      problems.push(`${where}: ${missing.join('; ')}`);
      continue;
    }
    for (const file of info.files) {
      files.push([file.url, path.join(dir, file.url)]);
      const blockmap = `${file.url}.blockmap`;
      if (names.includes(blockmap)) files.push([blockmap, path.join(dir, blockmap)]);
    }
    releases.push({
      channel,
      platform,
      version: info.version,
      info,
      files: info.files.map((file) => ({ name: file.url, size: file.size, sha512Base64: file.sha512 })),
    });
  }
  return { releases, files };
}

/** What changes when a release is copied in or removed, or feed.json is edited: each entry's name, size and time. */
export async function folderSignature(root: string): Promise<string> {
  const entries = await fs.readdir(root);
  const stats = await Promise.all(entries.map((name) => fs.stat(path.join(root, name)).then((s) => `${name}:${s.size}:${s.mtimeMs}`, () => name)));
  return stats.join('/');
}

/** Reads the whole folder: a release that cannot be served is left out (and named in `problems`), never half offered. */
export async function readReleaseFolder(root: string): Promise<ReleaseFolder> {
  const { settings, problem } = await readSettings(root);
  const problems: string[] = [];
  const releases: FolderRelease[] = [];
  const files = new Map<string, string>();
  const entries = await fs.readdir(root, { withFileTypes: true });
  for (const entry of entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name))) {
    const release = await readRelease(path.join(root, entry.name), problems);
    releases.push(...release.releases);
    for (const [name, file] of release.files) {
      if (!files.has(name)) files.set(name, file);
      else if (files.get(name) !== file) problems.push(`${entry.name}/${name} has the name of a file in another release; the first is served`);
    }
  }
  return { releases, files, settings, settingsProblem: problem, problems };
}

/**
 * The release a channel offers on a platform: the newest of its releases that is not withdrawn, or exactly the
 * pinned version. Beta PCs are offered stable releases too, so a beta PC is never left behind the stable channel.
 */
export function currentRelease(folder: ReleaseFolder, channel: DesktopReleaseChannel, platform: DesktopPlatform): FolderRelease | null {
  const { pinned = {}, withdrawn = [] } = folder.settings;
  const channels: DesktopReleaseChannel[] = channel === 'beta' ? ['beta', 'latest'] : ['latest'];
  const pin = pinned[channel];
  const candidates = folder.releases.filter(
    (release) =>
      release.platform === platform &&
      channels.includes(release.channel) &&
      !withdrawn.includes(release.version) &&
      (pin === undefined || release.version === pin),
  );
  return candidates.sort((a, b) => semver.rcompare(a.version, b.version))[0] ?? null;
}

/** The share of PCs offered a release: feed.json's, else its channel file's, else all (null). */
export function stagingPercentage(folder: ReleaseFolder, release: FolderRelease): number | null {
  return folder.settings.staging?.[release.version] ?? release.info.stagingPercentage ?? null;
}

/** The channel file a platform's PCs read for a channel: `latest.yml`, `beta-linux.yml`; null for any other name. */
export function channelOfFile(name: string): { channel: DesktopReleaseChannel; platform: DesktopPlatform } | null {
  const match = CHANNEL_FILE.exec(name);
  return match ? { channel: match[1] as DesktopReleaseChannel, platform: match[2] ? 'linux' : 'windows' } : null;
}
