import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToasterProvider } from '../../common/toaster';
import { PlatformProvider } from '../../platform/PlatformProvider';
import type { HomeScreenPath, WallModeSettings } from '../../platform/ports';
import { fakePlatform, fakeWallDisplay } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { testStore } from '../../testing/render-screen';
import WallModePage from './WallModePage';
import { WALL_MODE_LABELS, WALL_PAUSE_MS } from './wall-mode.logic';

const SCREENS: Record<HomeScreenPath, string> = {
  '/yamcolo-operations-dashboard': 'Yamcolo Operations Dashboard',
  '/stagecoach-operations-dashboard': 'Stagecoach Operations Dashboard',
  '/yamcolo-time-series-dashboard': 'Yamcolo Time Series Dashboard',
  '/stagecoach-time-series-dashboard': 'Stagecoach Time Series Dashboard',
  '/tools/temperature-profiles': 'Temperature Profiles',
};
const screenPages = Object.fromEntries(
  Object.entries(SCREENS).map(([path, title]) => [path, <h1 key={path}>{title}</h1>]),
) as Record<HomeScreenPath, ReactElement>;

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function renderWall(entry: string | { pathname: string; search?: string; state?: unknown }, stored?: WallModeSettings) {
  const wallDisplay = fakeWallDisplay(stored);
  render(
    <PlatformProvider ports={{ ...fakePlatform(), wallDisplay }}>
      <Provider store={testStore()}>
        <MemoryRouter initialEntries={[entry]}>
          <ToasterProvider>
            <Routes>
              <Route path="/wall" element={<WallModePage screens={screenPages} />} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </ToasterProvider>
        </MemoryRouter>
      </Provider>
    </PlatformProvider>,
  );
  return wallDisplay;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const overlay = () => screen.queryByRole('complementary', { name: WALL_MODE_LABELS.overlay });
const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeAll(() => preloadIcons({ large: true }));

describe('WallModePage', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2025-07-04T20:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it("cycles through the address's screens, full screen and without the site's frame, with no overlay while it runs", () => {
    const display = renderWall('/wall?screens=stagecoach-operations,temperature-profiles&seconds=10');
    expect(display.calls).toEqual(['enter']);
    expect(heading()).toBe('Stagecoach Operations Dashboard');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(overlay()).toBeNull();

    elapse(10_000);
    expect(heading()).toBe('Temperature Profiles');
    elapse(10_000);
    expect(heading()).toBe('Stagecoach Operations Dashboard');
  });

  it('plays the stored playlist when the address names none', () => {
    renderWall('/wall', { screens: ['/yamcolo-time-series-dashboard', '/yamcolo-operations-dashboard'], seconds: 30, startOnLogin: false });
    expect(heading()).toBe('Yamcolo Time Series Dashboard');
    elapse(29_000);
    expect(heading()).toBe('Yamcolo Time Series Dashboard');
    elapse(1_000);
    expect(heading()).toBe('Yamcolo Operations Dashboard');
  });

  it('pauses on input and says until when, moves on with Next, and resumes a minute after the last input', () => {
    renderWall('/wall?screens=yamcolo-operations,stagecoach-operations,temperature-profiles&seconds=10');
    elapse(4_000);
    fireEvent.pointerMove(window);
    const paused = overlay();
    expect(paused?.textContent).toContain('Yamcolo Operations Dashboard');
    expect(paused?.textContent).toContain('(1 of 3)');
    expect(paused?.textContent).toContain('Paused');
    // 20:01:04 UTC is 02:01:04 PM in Denver.
    expect(paused?.textContent).toContain('Resumes at 02:01:04 PM');

    elapse(30_000);
    expect(heading()).toBe('Yamcolo Operations Dashboard');
    fireEvent.click(screen.getByRole('button', { name: WALL_MODE_LABELS.next }));
    expect(heading()).toBe('Stagecoach Operations Dashboard');
    expect(overlay()?.textContent).toContain('(2 of 3)');

    fireEvent.keyDown(window, { key: 'a' });
    elapse(WALL_PAUSE_MS - 1_000);
    expect(overlay()).not.toBeNull();
    elapse(1_000);
    expect(overlay()).toBeNull();
    expect(heading()).toBe('Stagecoach Operations Dashboard');
    elapse(10_000);
    expect(heading()).toBe('Temperature Profiles');
  });

  it.each([
    ['wheel', () => fireEvent.wheel(window)],
    ['touch', () => fireEvent.touchStart(window)],
    ['click', () => fireEvent.pointerDown(window)],
  ])('pauses on a %s too', (_name, input) => {
    renderWall('/wall?screens=yamcolo-operations,stagecoach-operations&seconds=10');
    input();
    expect(overlay()).not.toBeNull();
    elapse(15_000);
    expect(heading()).toBe('Yamcolo Operations Dashboard');
  });

  it('goes back with Esc to the page that started it, and lets the display sleep again', () => {
    const display = renderWall({ pathname: '/wall', search: '?screens=temperature-profiles&seconds=10', state: { returnTo: '/account' } });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByText('Now at /account')).toBeTruthy();
    expect(display.calls).toEqual(['enter', 'exit']);
  });

  it("'Exit wall mode' opens the screen it was showing when an address started it", () => {
    renderWall('/wall?screens=yamcolo-operations,temperature-profiles&seconds=10');
    elapse(10_000);
    fireEvent.pointerMove(window);
    fireEvent.click(screen.getByRole('button', { name: WALL_MODE_LABELS.exit }));
    expect(screen.getByText('Now at /tools/temperature-profiles')).toBeTruthy();
  });

  it('says where to choose screens when there are none', () => {
    renderWall('/wall?screens=retired-dashboard');
    expect(screen.getByText(WALL_MODE_LABELS.noScreensTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Account' }).getAttribute('href')).toBe('/account');
  });
});
