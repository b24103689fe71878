import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from './App';
import { PlatformProvider } from './platform/PlatformProvider';
import type { Updater } from './platform/ports';
import { fakePlatform, fakeUpdater } from './testing/fake-platform';
import { preloadIcons } from './testing/icons';
import { CATEGORY_ITEMS, healthAnswer, linkItems, type PreloadedAnswers, preloadedStore, stationItems, toolItems } from './testing/preloaded-store';

const STATIONS = '/tools/monitoring-locations-and-parameters-by-basin-region';

// The map explorer's page draws with WebGL, which jsdom has not: its layout is what the update prompt's test needs.
jest.mock('./features/map-explorer/MapExplorerPage', () => ({ __esModule: true, default: () => <h1>Map Explorer</h1> }));

/** Shows the router's current path, as the address bar would. */
function AddressBar() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderApp(path: string, answers: PreloadedAnswers = {}, updater?: Updater) {
  const store = preloadedStore({ health: healthAnswer(false), ...answers });
  return render(
    <PlatformProvider ports={fakePlatform(undefined, updater)}>
      <MemoryRouter initialEntries={[path]}>
        <App store={store} />
        <AddressBar />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

beforeAll(preloadIcons);

describe('App shell', () => {
  beforeEach(() => window.localStorage.clear());

  it('has a landing page whose Dashboard button leads to every tool', async () => {
    renderApp('/', { tools: { 0: toolItems() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basin Water Data Portal' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Explore by usage' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Funding Provided By' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Tools' })).toBeTruthy();
    expect(address()).toBe('/dashboard');
  });

  it('links tool cards internally, with the category path where the tool takes one, external tools in a new tab, and leaves out unbuilt screens', async () => {
    const [mapExplorer] = toolItems();
    const unbuilt = { ...mapExplorer, ndx: 12, tool_name: 'Future Tool', path: '/tools/future-tool' };
    renderApp('/stakeholders/recreation', { tools: { 4: [...toolItems(), unbuilt] } });
    const tools = await screen.findByLabelText('Tools', { selector: 'div' });
    expect(within(tools).getByRole('link', { name: 'Additional Resources Links.' }).getAttribute('href')).toBe(
      '/tools/additional-resources/recreation',
    );
    expect(within(tools).getByRole('link', { name: /^Map Explorer/ }).getAttribute('href')).toBe('/tools/map-explorer/recreation');
    // A screen not built yet: its card is left out rather than leading to the 404 page.
    expect(within(tools).queryByRole('link', { name: /Future Tool/ })).toBeNull();
    const external = within(tools).getByRole('link', { name: /Colorado Basin River Forecast Center/ });
    expect(external.getAttribute('href')).toBe('https://www.cbrfc.noaa.gov/');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it("opens a stakeholder page's Additional Resources drawer with its category's links", async () => {
    renderApp('/stakeholders/recreation', { tools: { 4: toolItems() }, links: { 4: linkItems().slice(1) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Additional Resources' }));
    const drawer = await screen.findByRole('region', { name: 'Recreation resources' });
    expect(within(drawer).getByRole('link', { name: 'Fishing' }).getAttribute('target')).toBe('_blank');
    expect(within(drawer).queryByText('USGS water data')).toBeNull();
  });

  it("preselects the route's category on the Additional Resources page and toggles categories", async () => {
    renderApp('/tools/additional-resources/recreation', { categories: CATEGORY_ITEMS, links: { all: linkItems() } });
    const recreation = await screen.findByRole('button', { name: 'Recreation' });
    expect(recreation.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Watershed Health' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: 'USGS water data' })).toBeNull();

    fireEvent.click(recreation);
    expect(screen.getByText('No records to display')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Watershed Health' }));
    expect(screen.getByRole('link', { name: 'USGS water data' })).toBeTruthy();
  });

  it('hides the guarded sidebar groups and remembers the open group', async () => {
    renderApp('/dashboard', { tools: { 0: toolItems() } });
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(nav).queryByRole('button', { name: 'Operations' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'System Management' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Tools' }));
    expect(JSON.parse(window.localStorage.getItem('portal.sidebar') ?? '{}').openGroup).toBe('tools');
  });

  it('keeps the theme choice in storage and puts the dark class on the page', async () => {
    renderApp('/dashboard', { tools: { 0: toolItems() } });
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(window.localStorage.getItem('portal.theme')).toBe('DARK');
    await waitFor(() => expect(document.body.classList.contains('bp6-dark')).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(document.body.classList.contains('bp6-dark')).toBe(false));
  });

  it('links the product name home from any page', () => {
    renderApp('/no/such/page');
    fireEvent.click(screen.getByRole('link', { name: 'Basin Water Data Portal' }));
    expect(address()).toBe('/');
  });

  it("shows the product's 404 page for an unknown route, with a way home", () => {
    renderApp('/no/such/page');
    expect(screen.getByText('Page not found.')).toBeTruthy();
    expect(screen.getByText('The page you are looking for might have been removed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Return to home page' }));
    expect(address()).toBe('/');
    expect(screen.queryByText('Page not found.')).toBeNull();
  });

  it("shows a 'Demo data' tag only when the backend says its data is generated", () => {
    const { unmount } = renderApp('/no/such/page', { health: healthAnswer(true) });
    expect(screen.getByText('Demo data')).toBeTruthy();
    unmount();

    renderApp('/no/such/page', { health: healthAnswer(false) });
    expect(screen.queryByText('Demo data')).toBeNull();
  });
});

describe('update prompt', () => {
  const updatePrompt = () => screen.queryByRole('region', { name: 'App update' });

  it.each([
    ['the landing page', '/'],
    ['the main layout', '/dashboard'],
    ['the stakeholder layout', '/stakeholders/recreation'],
    ['the presentation layout', '/about'],
    ['the fullscreen layout', '/tools/map-explorer'],
  ])('offers a ready update over %s', async (_, path) => {
    renderApp(path, { tools: { 0: toolItems(), 4: toolItems() } }, fakeUpdater({ state: 'ready', version: '1.5.0' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(updatePrompt()?.textContent).toContain('Version 1.5.0 is ready.');
  });

  it("keeps 'Later' from one layout to the next, and shows nothing on the web", async () => {
    const releases = { published: false, releases: [] };
    renderApp('/dashboard', { tools: { 0: toolItems() }, desktopReleases: releases }, fakeUpdater({ state: 'ready', version: '1.5.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(updatePrompt()).toBeNull();
    // The footer's link leads from the main layout to the presentation layout's download page.
    fireEvent.click(screen.getByRole('link', { name: 'Download the desktop app' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Download the desktop app' })).toBeTruthy();
    expect(address()).toBe('/desktop-app');
    expect(updatePrompt()).toBeNull();
  });

  it("shows nothing where the updater is 'unsupported' (the web)", async () => {
    renderApp('/dashboard', { tools: { 0: toolItems() } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(updatePrompt()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restart now' })).toBeNull();
  });
});

describe('stations page', () => {
  const regionSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by Region' });
  const regionsShown = () =>
    within(screen.getAllByRole('rowgroup')[1])
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole('cell')[0].textContent);

  it("presets the Region filter from the route's reg_group_ndx", async () => {
    renderApp(`${STATIONS}/10`, { stations: stationItems(12) });
    await screen.findByRole('table', { name: 'Monitoring locations and parameters' });
    expect(regionSelect().selectedOptions[0].textContent).toBe('Elk River');
    expect(regionsShown()).toEqual(['Elk River', 'Elk River']);
  });

  it('puts a picked region in the URL, and clears it for every region', async () => {
    renderApp(STATIONS, { stations: stationItems(12) });
    await screen.findByRole('table', { name: 'Monitoring locations and parameters' });

    fireEvent.change(regionSelect(), { target: { value: '4' } });
    // The router applies navigations in a transition, after the event.
    await waitFor(() => expect(address()).toBe(`${STATIONS}/4`));
    expect(new Set(regionsShown())).toEqual(new Set(['Upper Yampa']));

    fireEvent.change(regionSelect(), { target: { value: '' } });
    await waitFor(() => expect(address()).toBe(STATIONS));
    expect(new Set(regionsShown())).toEqual(new Set(['Elk River', 'Upper Yampa']));
  });
});
