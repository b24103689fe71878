import type { DesktopReleases } from '@portal/contracts';
import { desktopReleasesApi } from './desktop-releases.api';
import { recordingStore } from './testing/fake-backend';

const RELEASES: DesktopReleases = {
  published: true,
  releases: [
    {
      channel: 'latest', platform: 'windows', version: '1.4.0', releaseDate: '2026-11-30T12:00:00.000Z', stagingPercentage: null,
      files: [{
        name: 'Basin-Water-Portal-Setup-1.4.0.exe', kind: 'Windows installer', size: 6000, sha512: 'ab'.repeat(64),
        url: '/api/desktop-releases/feed/Basin-Water-Portal-Setup-1.4.0.exe',
      }],
    },
  ],
};

describe('desktopReleasesApi', () => {
  it('reads the releases from their route, without the signed-in user\'s token', async () => {
    const { store, requests } = recordingStore({ 'desktop-releases': RELEASES });
    const answer = await store.dispatch(desktopReleasesApi.endpoints.getDesktopReleases.initiate());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET desktop-releases']);
    // The store is signed in ('admin-token'); the public list goes without it.
    expect(requests[0].authorization).toBeNull();
    expect(answer.data).toEqual(RELEASES);
  });
});
