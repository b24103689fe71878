import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_SETTINGS, InvalidSettingError, normalizeBackendUrl, normalizeHomeScreen, normalizeWallScreens, normalizeWallSeconds,
  normalizeWallStartOnLogin, SettingsStore,
} from './settings.main';

describe('normalizeBackendUrl', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['  http://127.0.0.1:8080  ', 'http://127.0.0.1:8080'],
    ['https://portal.example.org', 'https://portal.example.org'],
    ['https://portal.example.org/water//', 'https://portal.example.org/water'],
    ['HTTPS://Portal.Example.org:443/', 'https://portal.example.org'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeBackendUrl(input)).toBe(expected);
  });

  it.each([
    ['portal.example.org', /absolute/],
    ['', /absolute/],
    ['ftp://portal.example.org', /http or https/],
    ['file:///C:/portal', /http or https/],
    ['javascript:alert(1)', /http or https/],
    ['http://portal.example.org', /https unless/],
    ['http://192.168.1.20:3000', /https unless/],
    ['https://operator:secret@portal.example.org', /user name or password/],
    ['https://portal.example.org/?tenant=1', /query or fragment/],
    ['https://portal.example.org/#/x', /query or fragment/],
  ])('refuses %s', (input, message) => {
    expect(() => normalizeBackendUrl(input)).toThrow(InvalidSettingError);
    expect(() => normalizeBackendUrl(input)).toThrow(message);
  });
});

describe('normalizeHomeScreen', () => {
  it.each([
    ['', ''],
    ['/yamcolo-operations-dashboard', '/yamcolo-operations-dashboard'],
    [' /stagecoach-time-series-dashboard ', '/stagecoach-time-series-dashboard'],
    ['/tools/temperature-profiles', '/tools/temperature-profiles'],
  ])('accepts "%s" as "%s"', (input, expected) => {
    expect(normalizeHomeScreen(input)).toBe(expected);
  });

  // Only the offered screens: the value becomes the window's route at every start.
  it.each(['/auth/logout', '/account', 'yamcolo-operations-dashboard', '/yamcolo-operations-dashboard?x=1', 'https://evil.example/'])(
    'refuses %s',
    (input) => {
      expect(() => normalizeHomeScreen(input)).toThrow(InvalidSettingError);
      expect(() => normalizeHomeScreen(input)).toThrow(/homeScreen must be one of the screens/);
    },
  );
});

describe('wall-mode settings', () => {
  it.each([
    ['', ''],
    ['yamcolo-operations', 'yamcolo-operations'],
    [' temperature-profiles , stagecoach-time-series ', 'temperature-profiles,stagecoach-time-series'],
    ['yamcolo-operations,stagecoach-operations,yamcolo-time-series,stagecoach-time-series,temperature-profiles',
      'yamcolo-operations,stagecoach-operations,yamcolo-time-series,stagecoach-time-series,temperature-profiles'],
  ])('wallScreens accepts "%s" as "%s"', (input, expected) => {
    expect(normalizeWallScreens(input)).toBe(expected);
  });

  // Strict, unlike a wall page's address: a stored list naming anything else is refused whole.
  it.each(['yamcolo-operations,', 'retired-dashboard', '/yamcolo-operations-dashboard', 'yamcolo-operations,yamcolo-operations', ','])(
    'wallScreens refuses "%s"',
    (input) => {
      expect(() => normalizeWallScreens(input)).toThrow(InvalidSettingError);
      expect(() => normalizeWallScreens(input)).toThrow(/wallScreens must list the screens the app offers/);
    },
  );

  it.each([['10', '10'], [' 60 ', '60'], ['3600', '3600'], ['0600', '600']])('wallSeconds accepts "%s" as "%s"', (input, expected) => {
    expect(normalizeWallSeconds(input)).toBe(expected);
  });

  it.each(['9', '3601', '', '60.5', '-60', '1e2', 'sixty', '0x3c'])('wallSeconds refuses "%s"', (input) => {
    expect(() => normalizeWallSeconds(input)).toThrow(/wallSeconds must be a whole number from 10 to 3600/);
  });

  it('wallStartOnLogin is "true" or "false" and nothing else', () => {
    expect(normalizeWallStartOnLogin('true')).toBe('true');
    expect(normalizeWallStartOnLogin(' false ')).toBe('false');
    for (const input of ['yes', '1', 'TRUE', '']) expect(() => normalizeWallStartOnLogin(input)).toThrow(/wallStartOnLogin must be/);
  });

  it('defaults to no screens, a minute each, and no start at sign-in', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ wallScreens: '', wallSeconds: '60', wallStartOnLogin: 'false' });
  });
});

describe('SettingsStore', () => {
  let folder: string;
  let filePath: string;
  const warn = jest.fn();

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-settings-'));
    filePath = join(folder, 'nested', 'settings.json');
    warn.mockReset();
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('starts from the defaults when there is no file, without a warning', async () => {
    const store = await SettingsStore.open(filePath, warn);
    expect(store.get('backendUrl')).toBe(DEFAULT_SETTINGS.backendUrl);
    expect(DEFAULT_SETTINGS.backendUrl).toBe('http://localhost:3000');
    expect(warn).not.toHaveBeenCalled();
  });

  it('stores a normalised value, writes only overrides, and reads it back after a restart', async () => {
    const store = await SettingsStore.open(filePath, warn);
    await expect(store.set('backendUrl', 'https://portal.example.org/')).resolves.toBe('https://portal.example.org');
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ backendUrl: 'https://portal.example.org' });

    const reopened = await SettingsStore.open(filePath, warn);
    expect(reopened.get('backendUrl')).toBe('https://portal.example.org');
  });

  it('rejects an invalid value and keeps the previous one, in memory and on disk', async () => {
    const store = await SettingsStore.open(filePath, warn);
    await store.set('backendUrl', 'https://portal.example.org');
    await expect(store.set('backendUrl', 'http://portal.example.org')).rejects.toThrow(InvalidSettingError);
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ backendUrl: 'https://portal.example.org' });
  });

  it('keeps the previous value when the file cannot be written, and accepts later writes', async () => {
    await writeFile(join(folder, 'blocker'), 'a file where a folder should be');
    const store = await SettingsStore.open(join(folder, 'blocker', 'settings.json'), warn);
    await expect(store.set('backendUrl', 'https://portal.example.org')).rejects.toThrow();
    expect(store.get('backendUrl')).toBe('http://localhost:3000');

    await rm(join(folder, 'blocker'));
    await expect(store.set('backendUrl', 'https://portal.example.org')).resolves.toBe('https://portal.example.org');
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
  });

  it('delete goes back to the default and removes the override from the file', async () => {
    const store = await SettingsStore.open(filePath, warn);
    await store.set('backendUrl', 'https://portal.example.org');
    await expect(store.delete('backendUrl')).resolves.toBe('http://localhost:3000');
    expect(store.get('backendUrl')).toBe('http://localhost:3000');
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({});
  });

  it('applies quick successive changes in order', async () => {
    const store = await SettingsStore.open(filePath, warn);
    await Promise.all([
      store.set('backendUrl', 'https://one.example.org'),
      store.set('backendUrl', 'https://two.example.org'),
      store.delete('backendUrl'),
      store.set('backendUrl', 'https://three.example.org'),
    ]);
    expect(store.get('backendUrl')).toBe('https://three.example.org');
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ backendUrl: 'https://three.example.org' });
  });

  it.each([
    ['not JSON', '{ backendUrl: '],
    ['not an object', '["https://portal.example.org"]'],
    ['an invalid URL', '{ "backendUrl": "http://portal.example.org" }'],
    ['a non-string value', '{ "backendUrl": 3000 }'],
  ])('falls back to the default with a warning when the file holds %s', async (_case, content) => {
    await writeFile(join(folder, 'settings.json'), content);
    const store = await SettingsStore.open(join(folder, 'settings.json'), warn);
    expect(store.get('backendUrl')).toBe('http://localhost:3000');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the home screen beside the backend, each written only when chosen, and survives a restart', async () => {
    const store = await SettingsStore.open(filePath, warn);
    expect(store.get('homeScreen')).toBe('');
    await expect(store.set('homeScreen', '/yamcolo-time-series-dashboard')).resolves.toBe('/yamcolo-time-series-dashboard');
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ homeScreen: '/yamcolo-time-series-dashboard' });
    expect((await SettingsStore.open(filePath, warn)).get('homeScreen')).toBe('/yamcolo-time-series-dashboard');

    await expect(store.set('homeScreen', '/auth/logout')).rejects.toThrow(InvalidSettingError);
    await expect(store.delete('homeScreen')).resolves.toBe('');
    expect((await SettingsStore.open(filePath, warn)).get('homeScreen')).toBe('');
  });

  it('drops a stored home screen the app no longer offers, with a warning, and opens the landing page', async () => {
    await writeFile(join(folder, 'settings.json'), '{ "homeScreen": "/retired-dashboard", "backendUrl": "https://portal.example.org" }');
    const store = await SettingsStore.open(join(folder, 'settings.json'), warn);
    expect(store.get('homeScreen')).toBe('');
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('homeScreen'));
  });

  it('drops a damaged wall-mode entry with a warning and keeps the others', async () => {
    await writeFile(join(folder, 'settings.json'), '{ "wallScreens": "yamcolo-operations", "wallSeconds": "5", "wallStartOnLogin": "true" }');
    const store = await SettingsStore.open(join(folder, 'settings.json'), warn);
    expect(store.get('wallScreens')).toBe('yamcolo-operations');
    expect(store.get('wallSeconds')).toBe('60');
    expect(store.get('wallStartOnLogin')).toBe('true');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('wallSeconds'));
  });

  it('ignores settings it does not know (from another version)', async () => {
    await writeFile(join(folder, 'settings.json'), '{ "theme": "dark", "backendUrl": "https://portal.example.org" }');
    const store = await SettingsStore.open(join(folder, 'settings.json'), warn);
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
    expect(warn).not.toHaveBeenCalled();
  });
});
