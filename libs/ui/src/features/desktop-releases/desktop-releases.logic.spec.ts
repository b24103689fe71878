import type { DesktopRelease } from '@portal/contracts';
import { channelSections, checksumHint, downloadHref, releaseDay, stagedText, versionLine } from './desktop-releases.logic';

const release = (channel: DesktopRelease['channel'], platform: DesktopRelease['platform'], version: string): DesktopRelease => ({
  channel, platform, version, releaseDate: null, stagingPercentage: null, files: [],
});

describe('channelSections', () => {
  it('puts the current release before the beta and Windows before Linux, whatever the order sent', () => {
    const sections = channelSections([
      release('beta', 'linux', '1.5.0-beta.1'),
      release('latest', 'linux', '1.4.0'),
      release('beta', 'windows', '1.5.0-beta.1'),
      release('latest', 'windows', '1.4.0'),
    ]);
    expect(sections.map((s) => [s.title, s.releases.map((r) => r.platform)])).toEqual([
      ['Current release', ['windows', 'linux']],
      ['Beta', ['windows', 'linux']],
    ]);
  });

  it('leaves out a channel with no release', () => {
    expect(channelSections([release('beta', 'windows', '1.5.0-beta.1')]).map((s) => s.channel)).toEqual(['beta']);
    expect(channelSections([])).toEqual([]);
  });
});

describe('release texts', () => {
  it("gives a release's day in the district's calendar", () => {
    expect(releaseDay('2026-11-30T12:00:00.000Z')).toBe('11/30/2026');
    expect(releaseDay('2026-12-01T03:00:00.000Z')).toBe('11/30/2026');
    expect(releaseDay(null)).toBe('');
    expect(releaseDay('not a date')).toBe('');
  });

  it('says the version, with its day when known', () => {
    expect(versionLine({ version: '1.4.0', releaseDate: '2026-11-30T12:00:00.000Z' })).toBe('Version 1.4.0, released 11/30/2026');
    expect(versionLine({ version: '1.4.0', releaseDate: null })).toBe('Version 1.4.0');
  });

  it("says a staged release's share, and nothing for one every PC is offered", () => {
    expect(stagedText(25)).toBe('Rolled out in stages: offered to 25% of PCs so far.');
    expect(stagedText(0)).toBe('Rolled out in stages: offered to 0% of PCs so far.');
    expect(stagedText(null)).toBeNull();
  });

  it("names each system's own command for the SHA-512", () => {
    expect(checksumHint('linux', 'a.deb').command).toBe('sha512sum a.deb');
    expect(checksumHint('windows', 'a.exe').command).toBe('Get-FileHash -Algorithm SHA512 a.exe');
  });
});

describe('downloadHref', () => {
  const path = '/api/desktop-releases/feed/Basin-Water-Portal-Setup-1.4.0.exe';

  it('keeps the server path on the web, whose API base is relative', () => {
    expect(downloadHref(path, '/api')).toBe(path);
  });

  it("resolves it against the desktop app's absolute API base", () => {
    expect(downloadHref(path, 'https://portal.example.org/api')).toBe(`https://portal.example.org${path}`);
  });
});
