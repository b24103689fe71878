import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from '../../App';
import { PlatformProvider } from '../../platform/PlatformProvider';
import type { SignedInUser, WallModeSettings } from '../../platform/ports';
import { fakeAuthSession, fakePlatform, fakeWallDisplay } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { healthAnswer, preloadedStore } from '../../testing/preloaded-store';
import { ToasterProvider } from '../../common/toaster';
import { WallModeSetup } from './WallModeSetup';

const operator: SignedInUser = { sub: 'demo-stakeholder', name: 'Stakeholder Demo', roles: ['Stakeholder'] };
const noRole: SignedInUser = { sub: 'demo-user', name: 'User Demo', roles: [] };

beforeAll(preloadIcons);

function Wall() {
  const { pathname, search, state } = useLocation();
  return <p>Wall at {`${pathname}${search}`} from {(state as { returnTo?: string } | null)?.returnTo}</p>;
}

function renderSetup(stored?: WallModeSettings, canStartOnLogin = false) {
  const wallDisplay = fakeWallDisplay(stored, canStartOnLogin);
  render(
    <PlatformProvider ports={{ ...fakePlatform(), wallDisplay }}>
      <MemoryRouter initialEntries={['/account']}>
        <ToasterProvider>
          <Routes>
            <Route path="/account" element={<WallModeSetup />} />
            <Route path="/wall" element={<Wall />} />
          </Routes>
        </ToasterProvider>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return wallDisplay;
}

const dashboards = () => within(screen.getByRole('list', { name: 'Wall mode dashboards' }));
const order = () => dashboards().getAllByRole('checkbox').map((box) => `${(box as HTMLInputElement).checked ? '✓' : ' '} ${box.parentElement?.textContent}`);

describe('Wall mode on Your Account', () => {
  it('chooses and orders the dashboards, each change stored at once', async () => {
    const display = renderSetup();
    expect(order()).toEqual([
      '  Yamcolo Operations Dashboard',
      '  Stagecoach Operations Dashboard',
      '  Yamcolo Time Series Dashboard',
      '  Stagecoach Time Series Dashboard',
      '  Temperature Profiles',
    ]);
    expect((screen.getByRole('button', { name: 'Start wall mode' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(dashboards().getByLabelText('Temperature Profiles'));
    await waitFor(() => expect(display.calls).toEqual(['set /tools/temperature-profiles 60']));
    fireEvent.click(dashboards().getByLabelText('Stagecoach Operations Dashboard'));
    await waitFor(() => expect(order()[1]).toBe('✓ Stagecoach Operations Dashboard'));
    expect(order()[0]).toBe('✓ Temperature Profiles');

    fireEvent.click(screen.getByRole('button', { name: 'Move Stagecoach Operations Dashboard up' }));
    await waitFor(() => expect(order().slice(0, 2)).toEqual(['✓ Stagecoach Operations Dashboard', '✓ Temperature Profiles']));
    expect(display.current().screens).toEqual(['/stagecoach-operations-dashboard', '/tools/temperature-profiles']);

    fireEvent.click(dashboards().getByLabelText('Stagecoach Operations Dashboard'));
    await waitFor(() => expect(display.current().screens).toEqual(['/tools/temperature-profiles']));
  });

  it('keeps the seconds within 10 s to an hour when they are committed', async () => {
    const display = renderSetup({ screens: ['/tools/temperature-profiles'], seconds: 60, startOnLogin: false });
    const seconds = screen.getByLabelText('Seconds per dashboard') as HTMLInputElement;
    fireEvent.change(seconds, { target: { value: '5' } });
    expect(seconds.value).toBe('5'); // still typing
    fireEvent.blur(seconds);
    await waitFor(() => expect(display.current().seconds).toBe(10));
    expect(seconds.value).toBe('10');
    fireEvent.change(seconds, { target: { value: '7200' } });
    fireEvent.keyDown(seconds, { key: 'Enter' });
    await waitFor(() => expect(display.current().seconds).toBe(3600));
  });

  it("starts wall mode on the stored playlist, asking for full screen in the click, and comes back here", async () => {
    const display = renderSetup({ screens: ['/tools/temperature-profiles'], seconds: 60, startOnLogin: false });
    fireEvent.change(screen.getByLabelText('Seconds per dashboard'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start wall mode' }));
    expect(await screen.findByText('Wall at /wall from /account')).toBeTruthy();
    expect(display.calls).toEqual(['set /tools/temperature-profiles 15', 'enter']);
  });

  it('offers the start at sign-in only where the platform has one', async () => {
    renderSetup();
    expect(screen.queryByLabelText('Start in wall mode when the PC signs in')).toBeNull();
  });

  it('stores the start at sign-in on the desktop', async () => {
    const display = renderSetup({ screens: ['/tools/temperature-profiles'], seconds: 60, startOnLogin: false }, true);
    fireEvent.click(screen.getByLabelText('Start in wall mode when the PC signs in'));
    await waitFor(() => expect(display.current().startOnLogin).toBe(true));
  });

  it('says why a change could not be stored, and keeps the previous playlist', async () => {
    const display = renderSetup();
    display.refuse = 'storage is full';
    fireEvent.click(dashboards().getByLabelText('Temperature Profiles'));
    expect(await screen.findByText('Wall mode could not be saved: storage is full')).toBeTruthy();
    expect(display.current().screens).toEqual([]);
  });
});

describe('Your Account', () => {
  function renderAccountPage(user: SignedInUser) {
    render(
      <PlatformProvider ports={fakePlatform(fakeAuthSession(user))}>
        <MemoryRouter initialEntries={['/account']}>
          <App store={preloadedStore({ health: healthAnswer(false) })} />
        </MemoryRouter>
      </PlatformProvider>,
    );
  }

  it('has the wall-mode section for an operator', async () => {
    renderAccountPage(operator);
    expect(await screen.findByRole('heading', { name: 'Wall mode' })).toBeTruthy();
  });

  it('has none for a user who may not open the dashboards', async () => {
    renderAccountPage(noRole);
    await screen.findByText(/Roles:/);
    expect(screen.queryByRole('heading', { name: 'Wall mode' })).toBeNull();
  });
});
