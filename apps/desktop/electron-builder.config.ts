/**
 * The desktop installers: electron-builder's configuration, the packaged app's package.json, and where the build
 * takes Electron from. scripts/package-desktop.mjs (`npm run package:desktop`) calls these and hands the
 * configuration to electron-builder; electron-builder.config.spec.ts runs electron-builder's own validation over it.
 *
 * Node runs this file through its type stripping (the script imports it) and jest through SWC, so it uses only
 * TypeScript that can be erased, and it is given its paths and environment instead of reading them itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Configuration } from 'electron-builder';
import semver from 'semver';

/**
 * The installer registers the app under this id, and Windows files notifications and taskbar entries under the
 * AppUserModelID the main process sets (`APP_USER_MODEL_ID` in src/main/app-identity.main.ts): the two must be equal.
 */
export const APP_ID = 'org.basin-portal.desktop';
export const PRODUCT_NAME = 'Basin Water Portal';

/** The backend's update feed, under the server's URL (`DESKTOP_UPDATE_FEED_PATH` in @portal/contracts). */
const UPDATE_FEED_PATH = '/api/desktop-releases/feed';
const DEFAULT_UPDATE_BASE_URL = 'http://localhost:3000';

/** The packaged app's dependencies: what electron-vite leaves out of the main bundle (keytar is native, electron-updater reads its own files). */
export const APP_DEPENDENCIES = ['electron-updater', 'keytar'] as const;

/** The part of `process.env` the build reads. */
export type BuildEnvironment = Readonly<Record<string, string | undefined>>;

export interface DesktopBuild {
  /** The app's version (apps/desktop/package.json). */
  version: string;
  /** The Electron the app is packaged with: the workspace's `electron` devDependency. */
  electronVersion: string;
  /** Electron's release zip, a folder of them, or an unpacked Electron (`findElectronDist`). */
  electronDist: string;
  workspaceRoot: string;
  env: BuildEnvironment;
}

export interface AppManifest {
  name: string;
  version: string;
  main: string;
  dependencies: Record<string, string>;
  [field: string]: unknown;
}

function setting(env: BuildEnvironment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * A build is signed when electron-builder has a Windows certificate: WIN_CSC_LINK, or CSC_LINK, which it falls
 * back to (a .pfx/.p12 file, its base64 or an https URL; the password in WIN_CSC_KEY_PASSWORD or CSC_KEY_PASSWORD).
 */
export function isSignedBuild(env: BuildEnvironment): boolean {
  return setting(env, 'WIN_CSC_LINK') !== undefined || setting(env, 'CSC_LINK') !== undefined;
}

/**
 * The update channel of a version: `latest` for a release (1.6.0), `beta` for a prerelease (1.6.0-beta.1). The
 * channel is set rather than left to electron-builder's detection, which would name a 1.6.0-rc.1 channel `rc`:
 * the feed serves `latest` and `beta` only, so any other prerelease is refused before a build.
 */
export function updateChannel(version: string): 'latest' | 'beta' {
  if (semver.valid(version) !== version) {
    throw new Error(`The desktop app's version "${version}" (apps/desktop/package.json) is not a version such as 1.6.0 or 1.6.0-beta.1.`);
  }
  const tag = semver.prerelease(version)?.[0];
  if (tag === undefined) return 'latest';
  if (tag === 'beta') return 'beta';
  throw new Error(
    `The desktop app's version ${version} is a "${tag}" prerelease, but the update feed has only the latest and beta channels: name a prerelease 1.6.0-beta.1.`,
  );
}

/** `DESKTOP_UPDATE_BASE_URL` (the server the installers are for), without a trailing slash. */
function updateBaseUrl(env: BuildEnvironment): string {
  const value = setting(env, 'DESKTOP_UPDATE_BASE_URL') ?? DEFAULT_UPDATE_BASE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`DESKTOP_UPDATE_BASE_URL is "${value}", which is not a URL such as https://portal.example.org.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`DESKTOP_UPDATE_BASE_URL must be an http(s) URL, not "${value}".`);
  return value.replace(/\/+$/, '');
}

/** One folder per version: a district copies it, as one sub-folder, into the server's DESKTOP_UPDATES_DIR. */
export function installersFolder(workspaceRoot: string, version: string): string {
  return join(workspaceRoot, 'dist', 'desktop-installers', version);
}

export function desktopBuilderConfig(build: DesktopBuild): Configuration {
  const { env, workspaceRoot } = build;
  const signed = isSignedBuild(env);
  const backendUrl = updateBaseUrl(env);
  const publisherName = setting(env, 'WIN_PUBLISHER_NAME');
  const buildResources = join(workspaceRoot, 'apps', 'desktop', 'build');
  const icon = join(buildResources, 'icon.png');
  // `${version}` and `${ext}` are electron-builder's macros, filled from the packaged package.json and the target.
  const linuxArtifactName = 'Basin-Water-Portal-${version}.${ext}';
  return {
    appId: APP_ID,
    productName: PRODUCT_NAME,
    electronVersion: build.electronVersion,
    electronDist: build.electronDist,
    directories: { output: installersFolder(workspaceRoot, build.version), buildResources },
    // The app folder is dist/apps/desktop: electron-vite's three bundles and the assembled package.json.
    files: ['main/**/*', 'preload/**/*', 'renderer/**/*', '!**/*.map'],
    asar: true,
    // A native module cannot be loaded from inside the archive: keytar's keytar.node stays a real file beside it.
    asarUnpack: ['**/*.node'],
    // keytar is a Node-API addon (`binary.napi_versions` in its package.json): the binary its install builds or
    // downloads loads in any Electron on the same OS and CPU, so there is nothing to rebuild. A rebuild would
    // download Electron's headers, which an offline build machine cannot.
    npmRebuild: false,
    electronFuses: {
      // ELECTRON_RUN_AS_NODE would make the signed executable a plain Node.js that runs any script.
      runAsNode: false,
      // NODE_OPTIONS (--require), and --inspect or SIGUSR1, would inject code into the main process, which holds
      // the refresh token.
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      // Only the archive that was built (and signed) runs: no app/ folder beside it, and on Windows no edited
      // app.asar either, since the executable carries the archive's hash (Electron checks none on Linux).
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    },
    extraMetadata: {
      // Read by the main process: an unsigned Windows build refuses automatic updates, since their signature
      // check would have nothing to compare with.
      unsignedBuild: !signed,
      // The Debian package's homepage field: the portal the build is for.
      homepage: `${backendUrl}/`,
    },
    // Makes electron-builder write the channel files (latest.yml, latest-linux.yml), the blockmaps and the app's
    // app-update.yml. The app sets its feed at run time from the server it is configured for, so this URL only
    // serves as the default; `--publish never` keeps electron-builder from uploading anything.
    publish: { provider: 'generic', url: `${backendUrl}${UPDATE_FEED_PATH}`, channel: updateChannel(build.version) },
    // One channel file per build: the server itself offers stable releases to beta PCs, and writing the other
    // channels' files too would also write alpha.yml, which nothing reads.
    generateUpdatesFilesForAllChannels: false,
    win: {
      target: [{ target: 'nsis', arch: ['x64'] }],
      icon,
      // electron-updater installs a downloaded update only if its signature names this publisher. Without it,
      // electron-builder takes the certificate's common name.
      ...(publisherName ? { signtoolOptions: { publisherName } } : {}),
    },
    nsis: {
      // The name says when a build is unsigned, so nobody mistakes it for a release.
      artifactName: signed ? 'Basin-Water-Portal-Setup-${version}.exe' : 'Basin-Water-Portal-Setup-${version}-unsigned.exe',
      // An assisted installer with NSIS's choice page, 'Anyone who uses this computer' (Program Files, asks for
      // an administrator) preselected for control rooms, 'Only for me' (no administrator) for a single user.
      // Silent installs choose with /allusers or /currentuser; an update keeps the way the app was installed.
      oneClick: false,
      perMachine: false,
      selectPerMachineByDefault: true,
      allowElevation: true,
      shortcutName: PRODUCT_NAME,
      uninstallDisplayName: PRODUCT_NAME,
      // Settings, window state and the keychain entry outlive an uninstall, as they outlive an update.
      deleteAppDataOnUninstall: false,
    },
    linux: {
      target: [
        { target: 'AppImage', arch: ['x64'] },
        { target: 'deb', arch: ['x64'] },
      ],
      icon,
      executableName: 'basin-water-portal',
      category: 'Science',
      synopsis: 'Water data for operators',
    },
    appImage: { artifactName: linuxArtifactName },
    deb: { artifactName: linuxArtifactName },
  };
}

/**
 * The packaged app's package.json: apps/desktop/package.json with each dependency pinned to the version
 * installed in the workspace, which is the one the tests ran against.
 */
export function appManifest(source: AppManifest, installedVersion: (name: string) => string | undefined): AppManifest {
  const names = Object.keys(source.dependencies).sort();
  if (names.join() !== [...APP_DEPENDENCIES].join()) {
    throw new Error(`apps/desktop/package.json must depend on ${APP_DEPENDENCIES.join(' and ')} only (the rest is bundled), not on ${names.join(', ')}.`);
  }
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    const version = installedVersion(name);
    if (!version) throw new Error(`${name} is not installed in the workspace (node_modules/${name}): run npm install.`);
    dependencies[name] = version;
  }
  return { ...source, dependencies };
}

/** The electron-builder platforms the installers are built on: the machine's own (keytar's binary is built for it). */
export function hostPlatform(platform: string): 'win' | 'linux' | null {
  return platform === 'win32' ? 'win' : platform === 'linux' ? 'linux' : null;
}

/**
 * Where electron-builder takes Electron's binary from: ELECTRON_DIST, else the `electron` package's own download
 * (node_modules/electron/dist), which `npm install` skips here (`allowScripts.electron` is false). electron-builder
 * would otherwise download it from GitHub in the middle of the build; a build machine without that access fails
 * here, before anything is built, with what to provide.
 */
export function findElectronDist(
  env: BuildEnvironment,
  options: { workspaceRoot: string; electronVersion: string; platform: string; arch: string },
): { dist: string } | { problem: string } {
  const { electronVersion, platform, arch } = options;
  const zipName = `electron-v${electronVersion}-${platform}-${arch}.zip`;
  const executable = platform === 'win32' ? 'electron.exe' : 'electron';
  const configured = setting(env, 'ELECTRON_DIST');
  if (configured === undefined) {
    const installed = join(options.workspaceRoot, 'node_modules', 'electron', 'dist');
    if (existsSync(join(installed, executable)) && unpackedVersion(installed) === electronVersion) return { dist: installed };
    return {
      problem:
        `Electron ${electronVersion}'s binary for ${platform}-${arch} is not on this machine (npm install does not download it: allowScripts.electron is false). ` +
        `Set ELECTRON_DIST to ${zipName} from Electron's releases, to a folder holding it, or to an unpacked Electron ${electronVersion}; ` +
        `or download it into node_modules/electron with \`node node_modules/electron/install.js\`.`,
    };
  }
  const dist = resolve(configured);
  if (!existsSync(dist)) return { problem: `ELECTRON_DIST is ${dist}, which does not exist.` };
  if (statSync(dist).isFile()) {
    return basename(dist) === zipName ? { dist } : { problem: `ELECTRON_DIST is ${dist}; this build needs ${zipName}.` };
  }
  if (readdirSync(dist).includes(zipName)) return { dist };
  if (existsSync(join(dist, executable))) {
    const version = unpackedVersion(dist);
    return version === electronVersion
      ? { dist }
      : { problem: `ELECTRON_DIST (${dist}) holds Electron ${version ?? 'of an unknown version'}; the app is built for Electron ${electronVersion}.` };
  }
  return { problem: `ELECTRON_DIST (${dist}) holds neither ${zipName} nor an unpacked Electron (${executable}).` };
}

/** An unpacked Electron names its version in the file `version` beside the executable. */
function unpackedVersion(dir: string): string | undefined {
  const file = join(dir, 'version');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().replace(/^v/, '') : undefined;
}
