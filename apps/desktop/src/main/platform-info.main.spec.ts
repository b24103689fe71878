import { describeOs, platformInfo, type PlatformFacts } from './platform-info.main';

const facts: PlatformFacts = { appVersion: '1.4.2', osType: 'Windows_NT', osRelease: '10.0.22631', arch: 'x64', electronVersion: '39.8.10' };

describe('platform info', () => {
  it('names the OS the way support staff know it', () => {
    expect(describeOs(facts)).toBe('Windows 10.0.22631 (x64), Electron 39.8.10');
    expect(describeOs({ ...facts, osType: 'Darwin', osRelease: '24.1.0', arch: 'arm64' })).toBe('macOS 24.1.0 (arm64), Electron 39.8.10');
    expect(describeOs({ ...facts, osType: 'Linux', osRelease: '6.8.0' })).toBe('Linux 6.8.0 (x64), Electron 39.8.10');
  });

  it('reports the app version and the current backend URL', () => {
    expect(platformInfo(facts, 'https://portal.example.org')).toEqual({
      version: '1.4.2',
      os: 'Windows 10.0.22631 (x64), Electron 39.8.10',
      backendUrl: 'https://portal.example.org',
    });
  });
});
