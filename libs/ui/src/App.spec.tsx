import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HealthResponse, StationListItem } from '@portal/contracts';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from './App';
import { PlatformProvider } from './platform/PlatformProvider';
import { fakePlatform } from './testing/fake-platform';
import { preloadIcons } from './testing/icons';
import { healthAnswer, preloadedStore, stationItems } from './testing/preloaded-store';

const STATIONS = '/tools/monitoring-locations-and-parameters-by-basin-region';

/** Shows the router's current path, as the address bar would. */
function AddressBar() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderApp(path: string, answers: { stations?: StationListItem[]; health?: HealthResponse } = {}) {
  const store = preloadedStore({ health: healthAnswer(false), ...answers });
  return render(
    <PlatformProvider ports={fakePlatform()}>
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
  it('has a home page that leads to the stations table', async () => {
    renderApp('/', { stations: stationItems(3) });
    expect(screen.getByRole('heading', { level: 1, name: 'Basin Water Data Portal' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Open the stations table' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monitoring Locations and Parameters by Basin Region' }),
    ).toBeTruthy();
    expect(address()).toBe(STATIONS);
  });

  it('links the product name home from any page', () => {
    renderApp('/no/such/page');
    fireEvent.click(screen.getByRole('link', { name: 'Basin Water Data Portal' }));
    expect(address()).toBe('/');
  });

  it("shows the spec's 404 page for an unknown route, with a way home", () => {
    renderApp('/no/such/page');
    expect(screen.getByText('Page not found.')).toBeTruthy();
    expect(screen.getByText('The page you are looking for might have been removed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Return to home page' }));
    expect(address()).toBe('/');
    expect(screen.queryByText('Page not found.')).toBeNull();
  });

  it("shows a 'Demo data' tag only when the backend says its data is generated", () => {
    const { unmount } = renderApp('/', { health: healthAnswer(true) });
    expect(screen.getByText('Demo data')).toBeTruthy();
    unmount();

    renderApp('/', { health: healthAnswer(false) });
    expect(screen.queryByText('Demo data')).toBeNull();
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
