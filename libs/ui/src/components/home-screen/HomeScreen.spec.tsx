import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../App';
import { ToasterProvider } from '../../common/toaster';
import { PlatformProvider } from '../../platform/PlatformProvider';
import type { HomeScreenPath, HomeScreenPreference, PlatformPorts, SignedInUser } from '../../platform/ports';
import { fakeAuthSession, fakePlatform } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { healthAnswer, preloadedStore } from '../../testing/preloaded-store';
import { HomeScreenButton } from './HomeScreenButton';

/** The desktop's home-screen setting, in memory; `refuse` makes the next save fail as main would. */
function fakeHomeScreen(initial: HomeScreenPath | null = null) {
  let current = initial;
  const listeners = new Set<(path: HomeScreenPath | null) => void>();
  const saved: (HomeScreenPath | null)[] = [];
  const preference = {
    saved,
    refuse: null as string | null,
    current: () => current,
    subscribe(listener: (path: HomeScreenPath | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async set(path: HomeScreenPath | null) {
      if (preference.refuse) throw new Error(preference.refuse);
      saved.push(path);
      current = path;
      for (const listener of listeners) listener(path);
    },
  };
  return preference satisfies HomeScreenPreference;
}

const operator: SignedInUser = { sub: 'demo-stakeholder', name: 'Stakeholder Demo', roles: ['Stakeholder'] };
const noRole: SignedInUser = { sub: 'demo-user', name: 'User Demo', roles: [] };

function desktop(homeScreen: HomeScreenPreference | undefined, user?: SignedInUser): PlatformPorts {
  return { ...fakePlatform(fakeAuthSession(user)), homeScreen };
}

function renderButton(ports: PlatformPorts, path: HomeScreenPath) {
  render(
    <PlatformProvider ports={ports}>
      <ToasterProvider>
        <HomeScreenButton path={path} />
      </ToasterProvider>
    </PlatformProvider>,
  );
}

function renderAccountPage(ports: PlatformPorts) {
  render(
    <PlatformProvider ports={ports}>
      <MemoryRouter initialEntries={['/account']}>
        <App store={preloadedStore({ health: healthAnswer(false) })} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeAll(preloadIcons);

describe('Set as home screen', () => {
  it('makes the page the home screen, says so, and a second press goes back to the landing page', async () => {
    const homeScreen = fakeHomeScreen();
    renderButton(desktop(homeScreen), '/stagecoach-operations-dashboard');
    const button = screen.getByRole('button', { name: 'Set as home screen' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'Home screen' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(homeScreen.saved).toEqual(['/stagecoach-operations-dashboard']);
    expect(await screen.findByText('The app will open on Stagecoach Operations Dashboard when it starts.')).toBeTruthy();

    fireEvent.click(pressed);
    await screen.findByRole('button', { name: 'Set as home screen' });
    expect(homeScreen.saved).toEqual(['/stagecoach-operations-dashboard', null]);
    expect(await screen.findByText('The app will open on the landing page when it starts.')).toBeTruthy();
  });

  it('shows another page as not the home screen', () => {
    renderButton(desktop(fakeHomeScreen('/yamcolo-operations-dashboard')), '/tools/temperature-profiles');
    expect(screen.getByRole('button', { name: 'Set as home screen' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says why when the choice cannot be saved, and keeps the previous one', async () => {
    const homeScreen = fakeHomeScreen();
    homeScreen.refuse = 'disk full';
    renderButton(desktop(homeScreen), '/yamcolo-time-series-dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Set as home screen' }));
    expect(await screen.findByText('The home screen could not be saved: disk full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set as home screen' })).toBeTruthy();
  });

  it('is not offered on the web, where the browser opens the address it is given', () => {
    renderButton(desktop(undefined), '/yamcolo-operations-dashboard');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('home screen on the account page', () => {
  it("offers an operator the landing page and the five operators' screens, and stores the choice", async () => {
    const homeScreen = fakeHomeScreen('/tools/temperature-profiles');
    renderAccountPage(desktop(homeScreen, operator));
    const select = (await screen.findByLabelText('Home screen')) as HTMLSelectElement;
    expect(select.value).toBe('/tools/temperature-profiles');
    expect(Array.from(select.options, (option) => option.textContent)).toEqual([
      'Landing page',
      'Yamcolo Operations Dashboard',
      'Stagecoach Operations Dashboard',
      'Yamcolo Time Series Dashboard',
      'Stagecoach Time Series Dashboard',
      'Temperature Profiles',
    ]);

    fireEvent.change(select, { target: { value: '/yamcolo-time-series-dashboard' } });
    await waitFor(() => expect(homeScreen.saved).toEqual(['/yamcolo-time-series-dashboard']));
    expect(select.value).toBe('/yamcolo-time-series-dashboard');

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(homeScreen.saved).toEqual(['/yamcolo-time-series-dashboard', null]));
  });

  it('is not offered to a user who may not open those screens', async () => {
    renderAccountPage(desktop(fakeHomeScreen(), noRole));
    await screen.findByText(/Roles:/);
    expect(screen.queryByLabelText('Home screen')).toBeNull();
  });

  it('is not offered on the web', async () => {
    renderAccountPage(desktop(undefined, operator));
    await screen.findByText(/Roles:/);
    expect(screen.queryByLabelText('Home screen')).toBeNull();
  });
});
