import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../App';
import { PlatformProvider } from '../../platform/PlatformProvider';
import type { SignedInUser } from '../../platform/ports';
import { fakeAuthSession, type FakeAuthSession, fakePlatform } from '../../testing/fake-platform';
import { preloadIcons } from '../../testing/icons';
import { healthAnswer, preloadedStore, toolItems } from '../../testing/preloaded-store';

const person = (name: string, roles: string[]): SignedInUser => ({
  sub: `demo-${name.toLowerCase()}`,
  name: `${name} Demo`,
  email: `${name.toLowerCase()}@demo.portal`,
  roles,
});
const ADMIN = person('Admin', ['Administrator']);
const DEVELOPER = person('Developer', ['Developer']);
const STAKEHOLDER = person('Stakeholder', ['Stakeholder']);
const USER = person('User', []);

function AddressBar() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderAs(user: SignedInUser | undefined, path: string): FakeAuthSession {
  const auth = fakeAuthSession(user);
  render(
    <PlatformProvider ports={fakePlatform(auth)}>
      <MemoryRouter initialEntries={[path]}>
        <App store={preloadedStore({ health: healthAnswer(false), tools: { 0: toolItems() } })} />
        <AddressBar />
      </MemoryRouter>
    </PlatformProvider>,
  );
  return auth;
}

async function openAccountMenu(user: SignedInUser) {
  fireEvent.click(await screen.findByRole('button', { name: `Account menu of ${user.name}` }));
  return screen.findByRole('menu', { name: 'Account' });
}

const sidebarGroups = () =>
  within(screen.getByRole('navigation', { name: 'Tools' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

/** The entries of the sidebar's System Management group, opened by its header. */
function systemManagementLinks() {
  const sidebar = within(screen.getByRole('navigation', { name: 'Tools' }));
  fireEvent.click(sidebar.getByRole('button', { name: 'System Management' }));
  return sidebar.getAllByRole('link').map((a) => a.textContent);
}

beforeAll(preloadIcons);
beforeEach(() => window.localStorage.clear());

describe('sign-in in the shell', () => {
  it('offers Admin Login to visitors, which signs in and returns to the dashboard', async () => {
    const auth = renderAs(undefined, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Admin Login' }));
    expect(auth.calls).toEqual(['signIn /dashboard']);
    expect(sidebarGroups()).not.toContain('System Management');
  });

  it('shows the landing page a single Admin Login, in its footer', async () => {
    renderAs(undefined, '/');
    const login = await screen.findAllByRole('button', { name: 'Admin Login' });
    expect(login).toHaveLength(1);
    expect(login[0].closest('footer')).not.toBeNull();
  });

  it('gives an Administrator the avatar menu without Documentation, and the System Management group', async () => {
    renderAs(ADMIN, '/dashboard');
    const menu = await openAccountMenu(ADMIN);
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Admin Demoadmin@demo.portal', 'About', 'Changelogv0.0.0-test', 'Your Account', 'Support', 'Log out']);
    expect(sidebarGroups()).toContain('System Management');
    expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull();
  });

  it('gives a Developer Documentation and the developer drawer from the footer symbol', async () => {
    renderAs(DEVELOPER, '/dashboard');
    const menu = await openAccountMenu(DEVELOPER);
    expect(within(menu).getByRole('menuitem', { name: 'Documentation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Developer tools' }));
    const drawer = await screen.findByRole('region', { name: 'Developer tools' });
    expect(within(drawer).getByRole('region', { name: 'Environment' }).textContent).toContain('"apiBaseUrl": "http://portal.test/api"');
    expect(within(drawer).getByRole('region', { name: 'Last API data' }).textContent).toMatch(/"endpointName": "get(Health|StakeholderToolsInventoryWithSizingByNdx)"/);
    expect(within(drawer).getByRole('region', { name: 'User' }).textContent).toContain('"sub": "demo-developer"');
  });

  it('shows a Stakeholder the Unauthorized page on an admin route, and no System Management group', async () => {
    renderAs(STAKEHOLDER, '/tools/system-management/contacts');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText('/tools/system-management/contacts', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to access this resource.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Previous Page' })).toBeTruthy();
    expect(sidebarGroups()).not.toContain('System Management');
  });

  it('keeps Logger Keys to Administrators: a Developer has no entry for it and gets the Unauthorized page', async () => {
    renderAs(DEVELOPER, '/tools/system-management/logger-keys');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText('/tools/system-management/logger-keys', { selector: 'code' })).toBeTruthy();
    expect(systemManagementLinks()).toContain('Contacts');
    expect(systemManagementLinks()).not.toContain('Logger Keys');
  });

  it('gives an Administrator the Logger Keys entry', async () => {
    renderAs(ADMIN, '/dashboard');
    await screen.findByRole('button', { name: `Account menu of ${ADMIN.name}` });
    expect(systemManagementLinks()).toContain('Logger Keys');
  });

  it('sends a visitor on a signed-in page to sign in, coming back to that page', async () => {
    const auth = renderAs(undefined, '/account/profile');
    expect(await screen.findByRole('status', { name: 'Signing in' })).toBeTruthy();
    await waitFor(() => expect(auth.calls).toEqual(['signIn /account/profile']));
  });

  it("shows the signed-in user's profile and leaves through Log out", async () => {
    const auth = renderAs(USER, '/account/profile');
    const profile = await screen.findByRole('table', { name: 'Profile' });
    expect(within(profile).getByText('user@demo.portal')).toBeTruthy();
    expect(within(profile).getByText('No role: public tools only')).toBeTruthy();
    const menu = await openAccountMenu(USER);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(auth.calls).toEqual(['signOut']));
  });

  it("links Your Account to the desktop app's download page", async () => {
    renderAs(USER, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Account' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Download the desktop app' }).getAttribute('href')).toBe('/desktop-app');
  });

  it('blanks the screen while the session is not known yet', () => {
    const auth = fakeAuthSession();
    auth.set({ status: 'loading' });
    const { container } = render(
      <PlatformProvider ports={fakePlatform(auth)}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <App store={preloadedStore({})} />
        </MemoryRouter>
      </PlatformProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
