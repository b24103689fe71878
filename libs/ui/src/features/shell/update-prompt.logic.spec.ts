import { installsOnCloseText, promptedVersion, updateReadyText } from './update-prompt.logic';

describe('update prompt', () => {
  it('offers the downloaded version until it is put off, and a newer one again', () => {
    expect(promptedVersion({ state: 'ready', version: '1.5.0' }, null)).toBe('1.5.0');
    expect(promptedVersion({ state: 'ready', version: '1.5.0' }, '1.5.0')).toBeNull();
    expect(promptedVersion({ state: 'ready', version: '1.5.1' }, '1.5.0')).toBe('1.5.1');
  });

  it.each([
    [{ state: 'unsupported' }],
    [{ state: 'idle' }],
    [{ state: 'checking' }],
    [{ state: 'available', version: '1.5.0' }],
    [{ state: 'downloading', percent: 40 }],
    [{ state: 'error', message: 'offline' }],
  ] as const)('offers nothing while %o', (update) => {
    expect(promptedVersion(update, null)).toBeNull();
  });

  it('says which version is ready, and when it installs after Later', () => {
    expect(updateReadyText('1.5.0')).toBe('Version 1.5.0 is ready.');
    expect(installsOnCloseText('1.5.0')).toBe('Version 1.5.0 installs when the app closes.');
  });
});
