import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, InvalidSettingError, normalizeBackendUrl, normalizeHomeScreen, SettingsStore } from './settings.main';

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

  it('ignores settings it does not know (from another version)', async () => {
    await writeFile(join(folder, 'settings.json'), '{ "theme": "dark", "backendUrl": "https://portal.example.org" }');
    const store = await SettingsStore.open(join(folder, 'settings.json'), warn);
    expect(store.get('backendUrl')).toBe('https://portal.example.org');
    expect(warn).not.toHaveBeenCalled();
  });
});
