/**
 * The installers' configuration, checked by electron-builder's own validation (the JSON schema a build is checked
 * against before it starts), and what a release needs from it: the app id Windows knows the app by, the installer
 * names the update feed serves, the native module outside the archive, the fuses, the install modes, the update
 * channel and whether the build is signed. No Electron binary is needed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_UPDATE_FEED_PATH } from '@portal/contracts';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { expandMacro } from 'app-builder-lib/out/util/macroExpander';
import { DebugLogger } from 'builder-util';
import type { Configuration } from 'electron-builder';
import {
  APP_DEPENDENCIES,
  APP_ID,
  appManifest,
  type AppManifest,
  type BuildEnvironment,
  desktopBuilderConfig,
  findElectronDist,
  hostPlatform,
  isSignedBuild,
  PRODUCT_NAME,
  updateChannel,
} from './electron-builder.config';
import { APP_USER_MODEL_ID } from './src/main/app-identity.main';

const workspaceRoot = join(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const certificate = { WIN_CSC_LINK: '/secure/district-code-signing.pfx', WIN_CSC_KEY_PASSWORD: 'secret' };

function config(env: BuildEnvironment = {}, version = '1.6.0'): Configuration {
  return desktopBuilderConfig({ version, electronVersion: '39.8.10', electronDist: '/opt/electron', workspaceRoot, env });
}

function validate(configuration: unknown): Promise<void> {
  return validateConfiguration(configuration as Configuration, new DebugLogger(false));
}

/** The file names electron-builder gives the installers, through its own macro expansion. */
function installerNames(configuration: Configuration, version: string): { windows: string; linux: string[] } {
  const appInfo = { version, productName: PRODUCT_NAME, sanitizedProductName: PRODUCT_NAME } as unknown as Parameters<typeof expandMacro>[2];
  const expand = (pattern: string | null | undefined, ext: string) => expandMacro(pattern ?? '', 'x64', appInfo, { ext });
  return {
    windows: expand(configuration.nsis?.artifactName, 'exe'),
    linux: [expand(configuration.appImage?.artifactName, 'AppImage'), expand(configuration.deb?.artifactName, 'deb')],
  };
}

describe("electron-builder's validation", () => {
  it.each([
    ['an unsigned release', config()],
    ['a signed release', config({ ...certificate, WIN_PUBLISHER_NAME: 'River Basin Conservancy District' })],
    ['a beta', config({ DESKTOP_UPDATE_BASE_URL: 'https://portal.example.org' }, '1.6.0-beta.1')],
  ])('accepts the configuration of %s', async (_name, configuration) => {
    await expect(validate(configuration)).resolves.toBeUndefined();
  });

  it('refuses an option electron-builder does not have', async () => {
    await expect(validate({ ...config(), electronFuse: { runAsNode: false } })).rejects.toThrow(/unknown property 'electronFuse'/);
    // Inside a target's options the schema names the options object that does not match.
    await expect(validate({ ...config(), nsis: { ...config().nsis, perMachineByDefault: true } })).rejects.toThrow('configuration.nsis should be one of these');
  });

  it('refuses an option of the wrong type', async () => {
    await expect(validate({ ...config(), asarUnpack: { pattern: '**/*.node' } })).rejects.toThrow(/asarUnpack/);
  });
});

describe('the installers', () => {
  it('registers the app under the AppUserModelID the main process sets', () => {
    expect(APP_ID).toBe(APP_USER_MODEL_ID);
    expect(config()).toMatchObject({ appId: 'org.basin-portal.desktop', productName: 'Basin Water Portal' });
  });

  it('names the installers as the update feed expects, and says when the Windows one is unsigned', () => {
    expect(installerNames(config(), '1.6.0')).toEqual({
      windows: 'Basin-Water-Portal-Setup-1.6.0-unsigned.exe',
      linux: ['Basin-Water-Portal-1.6.0.AppImage', 'Basin-Water-Portal-1.6.0.deb'],
    });
    expect(installerNames(config(certificate), '1.6.0-beta.1')).toEqual({
      windows: 'Basin-Water-Portal-Setup-1.6.0-beta.1.exe',
      linux: ['Basin-Water-Portal-1.6.0-beta.1.AppImage', 'Basin-Water-Portal-1.6.0-beta.1.deb'],
    });
  });

  it('builds NSIS for Windows, AppImage and deb for Linux, into one folder per version', () => {
    const configuration = config();
    expect(configuration.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(configuration.linux?.target).toEqual([
      { target: 'AppImage', arch: ['x64'] },
      { target: 'deb', arch: ['x64'] },
    ]);
    expect(configuration.directories?.output).toBe(join(workspaceRoot, 'dist', 'desktop-installers', '1.6.0'));
  });

  it('installs for all users by default, and for one user when chosen', () => {
    expect(config().nsis).toMatchObject({ oneClick: false, perMachine: false, selectPerMachineByDefault: true, allowElevation: true });
  });

  it('registers no file types or URL schemes', () => {
    const configuration = config();
    for (const options of [configuration, configuration.win, configuration.linux]) {
      expect(options?.fileAssociations).toBeUndefined();
      expect(options?.protocols).toBeUndefined();
    }
  });

  it("packs the app into an asar archive, with keytar's native module beside it, and rebuilds nothing", () => {
    expect(config()).toMatchObject({ asar: true, asarUnpack: ['**/*.node'], npmRebuild: false });
  });

  it('sets the fuses for production', () => {
    expect(config().electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('uses a 512 × 512 PNG icon for both platforms', () => {
    const configuration = config();
    expect(configuration.win?.icon).toBe(configuration.linux?.icon);
    const png = readFileSync(configuration.win?.icon ?? '');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });

  it('takes Electron from the folder it is given', () => {
    expect(config()).toMatchObject({ electronVersion: '39.8.10', electronDist: '/opt/electron' });
  });
});

describe('signing', () => {
  it.each([
    ['no certificate', {}, true],
    ['an empty certificate setting', { WIN_CSC_LINK: ' ' }, true],
    ['WIN_CSC_LINK', certificate, false],
    ['CSC_LINK', { CSC_LINK: 'https://vault.example.org/code-signing.p12' }, false],
  ])('marks the app as unsigned in its package.json with %s', (_name, env, unsigned) => {
    expect(isSignedBuild(env)).toBe(!unsigned);
    expect((config(env).extraMetadata as Record<string, unknown>)['unsignedBuild']).toBe(unsigned);
  });

  it('names the publisher electron-updater checks a downloaded update against', () => {
    expect(config({ ...certificate, WIN_PUBLISHER_NAME: 'River Basin Conservancy District' }).win?.signtoolOptions).toEqual({
      publisherName: 'River Basin Conservancy District',
    });
    // Without the setting electron-builder takes the certificate's common name.
    expect(config(certificate).win?.signtoolOptions).toBeUndefined();
  });
});

describe('updates', () => {
  it("publishes to a generic server at the backend's update feed", () => {
    expect(config().publish).toEqual({ provider: 'generic', url: `http://localhost:3000${DESKTOP_UPDATE_FEED_PATH}`, channel: 'latest' });
    expect(config({ DESKTOP_UPDATE_BASE_URL: 'https://portal.example.org/' }).publish).toMatchObject({
      url: 'https://portal.example.org/api/desktop-releases/feed',
    });
  });

  it('puts a release on the latest channel and a beta on the beta channel, one channel file each', () => {
    expect(updateChannel('1.6.0')).toBe('latest');
    expect(updateChannel('1.6.0-beta.1')).toBe('beta');
    expect(config({}, '1.6.0-beta.1').publish).toMatchObject({ channel: 'beta' });
    expect(config().generateUpdatesFilesForAllChannels).toBe(false);
  });

  it('refuses a version the feed has no channel for, or no version at all', () => {
    expect(() => updateChannel('1.6.0-rc.1')).toThrow('the update feed has only the latest and beta channels');
    expect(() => updateChannel('v1.6')).toThrow('is not a version such as 1.6.0');
  });

  it('refuses an update server that is not a URL', () => {
    expect(() => config({ DESKTOP_UPDATE_BASE_URL: 'portal' })).toThrow('DESKTOP_UPDATE_BASE_URL is "portal", which is not a URL');
    expect(() => config({ DESKTOP_UPDATE_BASE_URL: 'ftp://portal.example.org' })).toThrow('must be an http(s) URL');
  });
});

describe("the packaged app's package.json", () => {
  const source = readJson(join(__dirname, 'package.json')) as unknown as AppManifest;
  const root = readJson(join(workspaceRoot, 'package.json')) as { version: string; dependencies: Record<string, string>; optionalDependencies: Record<string, string> };
  const installed = (name: string) => ({ keytar: '7.9.0', 'electron-updater': '6.8.10' })[name];

  it("starts the main bundle and reports the app's own version", () => {
    expect(source).toMatchObject({ name: 'basin-water-portal-desktop', productName: PRODUCT_NAME, main: 'main/index.js' });
    expect(() => updateChannel(source.version)).not.toThrow();
  });

  it('depends on keytar and electron-updater only, at the versions the workspace installed', () => {
    expect(appManifest(source, installed).dependencies).toEqual({ 'electron-updater': '6.8.10', keytar: '7.9.0' });
    // Same ranges as the workspace's, which is what the main process is tested with.
    expect(source.dependencies).toEqual({ 'electron-updater': root.dependencies['electron-updater'], keytar: root.optionalDependencies['keytar'] });
    expect(Object.keys(source.dependencies).sort()).toEqual([...APP_DEPENDENCIES]);
  });

  it('refuses another dependency, which electron-vite bundles instead', () => {
    expect(() => appManifest({ ...source, dependencies: { ...source.dependencies, pg: '^8.16.0' } }, installed)).toThrow('must depend on electron-updater and keytar only');
  });

  it('refuses a dependency the workspace has not installed', () => {
    expect(() => appManifest(source, () => undefined)).toThrow('electron-updater is not installed in the workspace');
  });
});

describe('where the build takes Electron from', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'electron-dist-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const linux = (env: BuildEnvironment, root = dir) => findElectronDist(env, { workspaceRoot: root, electronVersion: '39.8.10', platform: 'linux', arch: 'x64' });
  function unpacked(folder: string, executable = 'electron', version = '39.8.10'): string {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, executable), '');
    writeFileSync(join(folder, 'version'), version);
    return folder;
  }

  it('says what is missing when there is neither ELECTRON_DIST nor the electron package\'s download', () => {
    const found = linux({});
    expect(found).toEqual({ problem: expect.stringContaining("Electron 39.8.10's binary for linux-x64 is not on this machine") });
    expect(found).toEqual({ problem: expect.stringContaining('Set ELECTRON_DIST to electron-v39.8.10-linux-x64.zip') });
  });

  it("uses the electron package's own download when it is there", () => {
    const installed = unpacked(join(dir, 'node_modules', 'electron', 'dist'));
    expect(linux({})).toEqual({ dist: installed });
  });

  it('uses ELECTRON_DIST: a release zip, a folder of them, or an unpacked Electron of the same version', () => {
    const zip = join(dir, 'electron-v39.8.10-linux-x64.zip');
    writeFileSync(zip, '');
    expect(linux({ ELECTRON_DIST: zip })).toEqual({ dist: zip });
    expect(linux({ ELECTRON_DIST: dir })).toEqual({ dist: dir });
    const folder = unpacked(join(dir, 'unpacked'));
    expect(linux({ ELECTRON_DIST: folder })).toEqual({ dist: folder });
    const windows = unpacked(join(dir, 'windows'), 'electron.exe');
    expect(findElectronDist({ ELECTRON_DIST: windows }, { workspaceRoot: dir, electronVersion: '39.8.10', platform: 'win32', arch: 'x64' })).toEqual({ dist: windows });
  });

  it('says what is wrong with an ELECTRON_DIST it cannot use', () => {
    expect(linux({ ELECTRON_DIST: join(dir, 'missing') })).toEqual({ problem: `ELECTRON_DIST is ${join(dir, 'missing')}, which does not exist.` });
    const otherZip = join(dir, 'electron-v39.8.10-win32-x64.zip');
    writeFileSync(otherZip, '');
    expect(linux({ ELECTRON_DIST: otherZip })).toEqual({ problem: `ELECTRON_DIST is ${otherZip}; this build needs electron-v39.8.10-linux-x64.zip.` });
    const older = unpacked(join(dir, 'older'), 'electron', '38.0.0');
    expect(linux({ ELECTRON_DIST: older })).toEqual({ problem: `ELECTRON_DIST (${older}) holds Electron 38.0.0; the app is built for Electron 39.8.10.` });
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect(linux({ ELECTRON_DIST: empty })).toEqual({ problem: expect.stringContaining('holds neither electron-v39.8.10-linux-x64.zip nor an unpacked Electron') });
  });

  it('builds on Windows and Linux only', () => {
    expect([hostPlatform('win32'), hostPlatform('linux'), hostPlatform('darwin')]).toEqual(['win', 'linux', null]);
  });
});
