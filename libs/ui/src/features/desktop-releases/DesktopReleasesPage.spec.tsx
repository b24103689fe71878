import { desktopReleasesApi } from '@portal/api-client';
import type { DesktopRelease, DesktopReleaseFile, DesktopReleases } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import DesktopReleasesPage from './DesktopReleasesPage';

// The answers come from a real store's cache; a failed or pending call is the hook's answer, set here, since jsdom
// has no fetch (the api-client's own spec covers the call).
let mockAnswer: { error?: unknown; isLoading?: boolean } | null = null;
jest.mock('@portal/api-client', () => {
  const actual = jest.requireActual('@portal/api-client');
  return {
    ...actual,
    useGetDesktopReleasesQuery: (...args: unknown[]) => mockAnswer ?? actual.useGetDesktopReleasesQuery(...args),
  };
});

const SHA = (digit: string) => digit.repeat(128);
const file = (name: string, kind: string, size: number, digit: string): DesktopReleaseFile => ({
  name, kind, size, sha512: SHA(digit), url: `/api/desktop-releases/feed/${name}`,
});
const release = (overrides: Partial<DesktopRelease> & Pick<DesktopRelease, 'channel' | 'platform' | 'version' | 'files'>): DesktopRelease => ({
  releaseDate: '2026-11-30T12:00:00.000Z', stagingPercentage: null, ...overrides,
});

// In the server's order the beta comes first and Linux before Windows: the page puts them in its own order.
const RELEASES: DesktopReleases = {
  published: true,
  releases: [
    release({
      channel: 'beta', platform: 'windows', version: '1.5.0-beta.1', stagingPercentage: 25, releaseDate: '2026-12-02T03:30:00.000Z',
      files: [file('Basin-Water-Portal-Setup-1.5.0-beta.1.exe', 'Windows installer', 88_290_000, 'c')],
    }),
    release({
      channel: 'latest', platform: 'linux', version: '1.4.0',
      files: [
        file('Basin-Water-Portal-1.4.0.AppImage', 'AppImage', 6000, 'a'),
        file('Basin-Water-Portal-1.4.0.deb', 'Debian package', 1_572_864, 'b'),
      ],
    }),
    release({
      channel: 'latest', platform: 'windows', version: '1.4.0', releaseDate: null,
      files: [file('Basin-Water-Portal-Setup-1.4.0.exe', 'Windows installer', 84_000_000, 'd')],
    }),
  ],
};

function renderPage(answer: DesktopReleases = RELEASES) {
  const store = testStore();
  store.dispatch(desktopReleasesApi.util.upsertQueryEntries([{ endpointName: 'getDesktopReleases', arg: undefined, value: answer }]));
  return renderScreen(<DesktopReleasesPage />, { store });
}

const channel = (name: string) => screen.getByRole('region', { name });
const headings = (scope: HTMLElement, level: number) => within(scope).getAllByRole('heading', { level }).map((h) => h.textContent);
const fileItem = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

beforeAll(preloadIcons);
afterEach(() => {
  mockAnswer = null;
});

describe('Download the desktop app', () => {
  it('is titled as the footer names it', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Download the desktop app' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Download the desktop app | Basin Water Data Portal'));
  });

  it('lists the current release first, then the beta, each platform with its version and release day', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Current release', 'Beta']);
    expect(headings(channel('Current release'), 3)).toEqual(['Windows', 'Linux']);
    expect(headings(channel('Beta'), 3)).toEqual(['Windows']);
    // No day in the channel file: the version alone.
    expect(within(channel('Current release')).getByText('Version 1.4.0')).toBeTruthy();
    expect(within(channel('Current release')).getByText('Version 1.4.0, released 11/30/2026')).toBeTruthy();
    // 03:30 UTC on December 2 is still December 1 in the district.
    expect(within(channel('Beta')).getByText('Version 1.5.0-beta.1, released 12/01/2026')).toBeTruthy();
  });

  it("shows each installer's kind, a download link, its size and its SHA-512 with how to check it", () => {
    renderPage();
    const linux = within(channel('Current release')).getByRole('list', { name: 'Linux files' });
    expect(within(linux).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['AppImage', 'Debian package']);

    const appImage = fileItem('Basin-Water-Portal-1.4.0.AppImage');
    const link = within(appImage).getByRole('link', { name: 'Basin-Water-Portal-1.4.0.AppImage' });
    // A path on the server, resolved against the API's address (the desktop app's is absolute).
    expect(link.getAttribute('href')).toBe('http://portal.test/api/desktop-releases/feed/Basin-Water-Portal-1.4.0.AppImage');
    expect(link.getAttribute('download')).toBe('Basin-Water-Portal-1.4.0.AppImage');
    expect(within(appImage).getByText(SHA('a')).tagName).toBe('CODE');
    expect(within(appImage).getByText('sha512sum Basin-Water-Portal-1.4.0.AppImage').closest('p')?.textContent).toBe(
      'In a terminal, sha512sum Basin-Water-Portal-1.4.0.AppImage prints the same digits.',
    );

    const setup = fileItem('Basin-Water-Portal-Setup-1.4.0.exe');
    expect(within(setup).getByText('Get-FileHash -Algorithm SHA512 Basin-Water-Portal-Setup-1.4.0.exe').closest('p')?.textContent).toBe(
      'In PowerShell, Get-FileHash -Algorithm SHA512 Basin-Water-Portal-Setup-1.4.0.exe prints the same digits, in capitals.',
    );
  });

  it('gives sizes as people read them', () => {
    renderPage();
    const size = (name: string) => within(fileItem(name)).getByText('Size').nextElementSibling?.textContent;
    expect(size('Basin-Water-Portal-1.4.0.AppImage')).toBe('6 KB');
    expect(size('Basin-Water-Portal-1.4.0.deb')).toBe('1.5 MB');
    expect(size('Basin-Water-Portal-Setup-1.4.0.exe')).toBe('80.1 MB');
    expect(size('Basin-Water-Portal-Setup-1.5.0-beta.1.exe')).toBe('84.2 MB');
  });

  it('says what share of PCs a staged release is offered to, and nothing of the kind for the others', () => {
    renderPage();
    expect(within(channel('Beta')).getByText('Rolled out in stages: offered to 25% of PCs so far.')).toBeTruthy();
    expect(within(channel('Current release')).queryByText(/Rolled out in stages/)).toBeNull();
  });

  it('copies a SHA-512 with its button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Copy the SHA-512 of Basin-Water-Portal-1.4.0.deb' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHA('b')));
      expect(await screen.findByText('Data was copied to your clipboard.')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says plainly that this portal does not publish the desktop app when it has no update folder', () => {
    renderPage({ published: false, releases: [] });
    expect(screen.getByText('This portal does not publish the desktop app.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when the folder holds no release yet', () => {
    renderPage({ published: true, releases: [] });
    expect(screen.getByText('No release of the desktop app has been published here yet.')).toBeTruthy();
  });

  it('shows a spinner while loading and the error when the call fails', () => {
    mockAnswer = { isLoading: true };
    const { unmount } = renderScreen(<DesktopReleasesPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    unmount();

    mockAnswer = { error: { status: 500, data: { message: 'The update folder cannot be read' } } };
    renderScreen(<DesktopReleasesPage />);
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred: The update folder cannot be read');
  });
});
