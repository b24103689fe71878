/**
 * The desktop app's update flow end to end, with only Electron replaced: electron-updater's own updaters (NSIS
 * for Windows, deb for Linux) and its generic provider, driven by the app's UpdateService and backend adapter,
 * read the BUILT backend's real update feed over HTTP. The test doubles are Electron's `app` (electron-updater's
 * AppAdapter: version, paths, quit handlers), an HTTP executor on Node's http instead of Electron's net, and the
 * Windows publisher check (which needs PowerShell's Authenticode).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import http, { type IncomingMessage, type RequestOptions } from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { type AppUpdater, DebUpdater, NsisUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the release-folder fixture the backend's own feed tests use
import { BLOCK_SIZE, installerBytes, writeDesktopRelease, writeFeedSettings, type WrittenRelease } from '../../../../backend/test/desktop-releases';
import type { UpdateState } from '../shared/platform-types';
import { type BuiltBackend, startBuiltBackend } from './testing/built-backend';
import { electronUpdaterBackend, UpdateService } from './updater.main';

/** electron-updater's own executor (its downloads, checksums and ranges) with Node's http in place of Electron's net. */
class NodeHttpExecutor extends ElectronHttpExecutor {
  /** Each request's path and Range header, for the differential download's test. */
  readonly requests: { path: string; range?: string }[] = [];

  override createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ReturnType<ElectronHttpExecutor['createRequest']> {
    const range = (options.headers as Record<string, string> | undefined)?.['Range'];
    this.requests.push({ path: String(options.path), ...(range ? { range } : {}) });
    return http.request(options, callback) as unknown as ReturnType<ElectronHttpExecutor['createRequest']>;
  }
}

const PUBLISHER = 'Basin Water Conservancy District';
const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface TestApp extends AppAdapter {
  quitHandlers: ((exitCode: number) => void)[];
}

/** Electron's app as electron-updater sees it: an installed version, its folders and its app-update.yml. */
function testApp(version: string, platform: 'windows' | 'linux'): TestApp {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-updater-app-'));
  const appUpdateConfigPath = path.join(dir, 'app-update.yml');
  // What electron-builder writes into the package; the feed URL in it is replaced by the one the app configures.
  fs.writeFileSync(
    appUpdateConfigPath,
    ['provider: generic', 'url: http://localhost:3000/api/desktop-releases/feed', 'updaterCacheDirName: basin-water-portal-updater', ...(platform === 'windows' ? [`publisherName:\n  - ${PUBLISHER}`] : [])].join('\n'),
  );
  const quitHandlers: ((exitCode: number) => void)[] = [];
  return {
    version,
    name: 'Basin Water Portal',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: path.join(dir, 'user-data'),
    baseCachePath: path.join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: (handler) => quitHandlers.push(handler),
    quitHandlers,
  };
}

interface Flow {
  updater: AppUpdater;
  service: UpdateService;
  states: UpdateState[];
  app: TestApp;
  requests: NodeHttpExecutor['requests'];
  /** Checks once and resolves with the state it settles in (ready, error or idle). */
  check(): Promise<UpdateState>;
}

function flow(options: {
  version: string;
  platform: 'windows' | 'linux';
  backendUrl: string;
  channel?: string;
  publisherCheck?: () => Promise<string | null>;
  differential?: boolean;
}): Flow {
  const app = testApp(options.version, options.platform);
  const updater: AppUpdater = options.platform === 'windows' ? new NsisUpdater(null, app) : new DebUpdater(null, app);
  const executor = new NodeHttpExecutor();
  (updater as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = executor;
  updater.logger = quietLogger;
  // The platform electron-updater picks channel files and installers by; in this mode a differential download that
  // fails throws instead of quietly falling back to the whole installer.
  (updater as unknown as { _testOnlyOptions: unknown })._testOnlyOptions = { platform: options.platform === 'windows' ? 'win32' : 'linux', isUseDifferentialDownload: options.differential ?? false };
  if (updater instanceof NsisUpdater) updater.verifyUpdateCodeSignature = options.publisherCheck ?? (async () => null);
  const service = new UpdateService({
    enabled: true,
    loadBackend: async () => electronUpdaterBackend(updater, () => ({ backendUrl: options.backendUrl, channel: options.channel ?? 'latest' })),
    warn: () => undefined,
  });
  const states: UpdateState[] = [];
  service.onState((state) => states.push(state));
  const check = async () => {
    states.length = 0;
    await service.check();
    for (let i = 0; i < 400; i++) {
      const state = service.current().state;
      if (state === 'ready' || state === 'error' || (state === 'idle' && states.length > 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return service.current();
  };
  return { updater, service, states, app, check, requests: executor.requests };
}

const sha512 = (data: Buffer) => createHash('sha512').update(data).digest('base64');

describe('updating the desktop app from the portal\'s own feed', () => {
  let backend: BuiltBackend;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-updater-feed-'));
  let windows150: WrittenRelease;
  let linux150: WrittenRelease;

  // 1.5.0's Windows installer differs from 1.4.0's in two blocks, as a release's usually differs in a few.
  const installer140 = installerBytes('shared blocks', 20 * BLOCK_SIZE);
  const installer150 = Buffer.from(installer140);
  installer150.fill(1, 3 * BLOCK_SIZE, 4 * BLOCK_SIZE);
  installer150.fill(2, 12 * BLOCK_SIZE, 13 * BLOCK_SIZE + 100);

  beforeAll(async () => {
    writeDesktopRelease(root, { version: '1.4.0', platform: 'windows', bytes: installer140 });
    windows150 = writeDesktopRelease(root, { version: '1.5.0', platform: 'windows', bytes: installer150 });
    writeDesktopRelease(root, { version: '1.4.0', platform: 'linux' });
    linux150 = writeDesktopRelease(root, { version: '1.5.0', platform: 'linux' });
    backend = await startBuiltBackend('portal-updater', { env: { DESKTOP_UPDATES_DIR: root } });
  }, 180_000);
  afterAll(async () => {
    await backend?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => fs.rmSync(path.join(root, 'feed.json'), { force: true }));

  it('finds the newer Windows release, downloads it in the background, checks it, and asks before restarting', async () => {
    const { check, states, updater, app } = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base });
    const quitAndInstall = jest.spyOn(updater, 'quitAndInstall').mockImplementation(() => undefined);
    expect(await check()).toEqual({ state: 'ready', version: '1.5.0' });
    expect(states.map((s) => s.state)).toEqual(expect.arrayContaining(['checking', 'available', 'ready']));
    // The installer that will run is byte for byte the one published.
    const downloaded = fs.readFileSync(path.join(app.baseCachePath, 'basin-water-portal-updater', 'pending', windows150.files[0]!.name));
    expect(sha512(downloaded)).toBe(windows150.files[0]!.sha512Base64);
    // Nothing restarts by itself; an install on quit is set up for an operator who chose Later.
    expect(quitAndInstall).not.toHaveBeenCalled();
    expect(app.quitHandlers).toHaveLength(1);
  });

  it('installs on quit, silently, when the operator chose Later, and restarts into it at once on Restart now', async () => {
    const later = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base });
    const doInstall = jest.spyOn(later.updater as unknown as { doInstall(options: unknown): boolean }, 'doInstall').mockReturnValue(true);
    expect((await later.check()).state).toBe('ready');
    later.app.quitHandlers[0]!(0);
    expect(doInstall).toHaveBeenCalledWith(expect.objectContaining({ isSilent: true, isForceRunAfter: false }));

    const now = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base });
    const quitAndInstall = jest.spyOn(now.updater, 'quitAndInstall').mockImplementation(() => undefined);
    expect((await now.check()).state).toBe('ready');
    await now.service.installAndRestart();
    expect(quitAndInstall).toHaveBeenCalledTimes(1);
  });

  it('downloads only the blocks that changed, in one request for several ranges, and checks the installer it makes', async () => {
    const { check, app, requests } = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base, differential: true });
    // The installer of the version running, which the NSIS updater keeps for the next differential download.
    const cacheDir = path.join(app.baseCachePath, 'basin-water-portal-updater');
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, 'installer.exe'), installer140);
    expect(await check()).toEqual({ state: 'ready', version: '1.5.0' });
    expect(sha512(fs.readFileSync(path.join(cacheDir, 'pending', windows150.files[0]!.name)))).toBe(windows150.files[0]!.sha512Base64);
    // The installer was asked for once, for its two changed stretches (block 3, and blocks 12 and 13), never whole.
    const installerRequests = requests.filter((r) => r.path.includes('Basin-Water-Portal-Setup-1.5.0.exe') && !r.path.includes('.blockmap'));
    expect(installerRequests).toEqual([
      { path: expect.any(String), range: `bytes=${3 * BLOCK_SIZE}-${4 * BLOCK_SIZE - 1}, ${12 * BLOCK_SIZE}-${14 * BLOCK_SIZE - 1}` },
    ]);
  });

  it('refuses a download whose SHA-512 is not the one the feed names, and offers no restart', async () => {
    const corrupt = writeDesktopRelease(root, { version: '1.6.0', platform: 'windows', corrupt: true });
    try {
      const { check, states } = flow({ version: '1.5.0', platform: 'windows', backendUrl: backend.base });
      const state = await check();
      expect(state.state).toBe('error');
      expect(state.state === 'error' && state.message).toMatch(/sha512 checksum mismatch/);
      expect(states.some((s) => s.state === 'ready')).toBe(false);
    } finally {
      fs.rmSync(corrupt.folder, { recursive: true });
    }
  });

  it('refuses a Windows installer that the district did not sign', async () => {
    const publisherCheck = jest.fn(async () => `publisher is not ${PUBLISHER}`);
    const { check } = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base, publisherCheck });
    const state = await check();
    expect(state.state === 'error' && state.message).toMatch(/not signed by the application owner: publisher is not/);
    expect(publisherCheck).toHaveBeenCalledWith([PUBLISHER], expect.stringContaining('Basin-Water-Portal-Setup-1.5.0.exe'));
  });

  it('reports a feed that is down as an error, without throwing, and updates once it is back', async () => {
    const down = flow({ version: '1.4.0', platform: 'windows', backendUrl: 'http://127.0.0.1:9' });
    const state = await down.check();
    expect(state.state).toBe('error');
    expect(state.state === 'error' && state.message).toMatch(/ECONNREFUSED/);
    fs.mkdirSync(path.join(root, 'hidden'));
    fs.renameSync(path.join(root, '1.5.0-windows'), path.join(root, 'hidden', '1.5.0-windows'));
    try {
      // The server answers, but with no newer release: back to idle.
      const current = flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base });
      expect(await current.check()).toEqual({ state: 'idle' });
    } finally {
      fs.renameSync(path.join(root, 'hidden', '1.5.0-windows'), path.join(root, '1.5.0-windows'));
      fs.rmdirSync(path.join(root, 'hidden'));
    }
  });

  it('offers a staged release only to the share of PCs feed.json names', async () => {
    writeFeedSettings(root, { staging: { '1.5.0': 0 } });
    expect(await flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base }).check()).toEqual({ state: 'idle' });
    writeFeedSettings(root, { staging: { '1.5.0': 100 } });
    expect(await flow({ version: '1.4.0', platform: 'windows', backendUrl: backend.base }).check()).toEqual({ state: 'ready', version: '1.5.0' });
  });

  it('takes PCs that installed a withdrawn release back to the version before it', async () => {
    writeFeedSettings(root, { withdrawn: ['1.5.0'] });
    expect(await flow({ version: '1.5.0', platform: 'windows', backendUrl: backend.base }).check()).toEqual({ state: 'ready', version: '1.4.0' });
  });

  it('updates a Linux PC from its own channel file, with the Debian package', async () => {
    const { check, app } = flow({ version: '1.4.0', platform: 'linux', backendUrl: backend.base });
    expect(await check()).toEqual({ state: 'ready', version: '1.5.0' });
    const deb = linux150.files.find((f) => f.name.endsWith('.deb'))!;
    expect(sha512(fs.readFileSync(path.join(app.baseCachePath, 'basin-water-portal-updater', 'pending', deb.name)))).toBe(deb.sha512Base64);
  });
});
