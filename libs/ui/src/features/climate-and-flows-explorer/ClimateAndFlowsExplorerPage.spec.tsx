import { climateAndFlowsExplorerApi } from '@portal/api-client';
import type { CafDataRequest, CafDataRow, CafGraphOption, ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { CLIMATE_AND_FLOWS_ROUTE } from '../../paths';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import { cafOption as option } from './caf-fixtures';
import ClimateAndFlowsExplorerPage from './ClimateAndFlowsExplorerPage';

// jsdom has no fetch: the lists come from a real store's cache, and the data from a fake lazy trigger that records
// what it is asked and answers from a table by graph ('pending' never answers until aborted), like RTK Query's
// (the api-client's own spec covers the calls).
type Answer = CafDataRow[] | Error | 'pending';
const asked: CafDataRequest[] = [];
const aborted: CafDataRequest[] = [];
let answers: Record<string, Answer> = {};
const abortError = { name: 'AbortError', message: 'Aborted' };
const mockTrigger = (arg: CafDataRequest) => {
  asked.push(arg);
  const answer = answers[arg.caf_graph_route_name] ?? [];
  let rejectAborted: (error: unknown) => void = () => undefined;
  const result =
    answer === 'pending'
      ? new Promise<CafDataRow[]>((_resolve, reject) => {
          rejectAborted = reject;
        })
      : answer instanceof Error
        ? Promise.reject({ status: 500, data: { message: answer.message } })
        : Promise.resolve(answer);
  result.catch(() => undefined);
  return {
    abort: () => {
      aborted.push(arg);
      rejectAborted(abortError);
    },
    unwrap: () => result,
  };
};
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useLazyGetClimateAndFlowsExplorerDataByCafGraphRouteNameQuery: () => [mockTrigger, {}],
}));

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const OPTIONS: CafGraphOption[] = [
  option(1, 'Flow', [0], [1, 4]),
  option(2, 'Precipitation', [0], [4], { y2_axis_units: 'in', ax2_daily_chart_type: 'bar', ax2_daily_color: '#00AA00' }),
  option(3, 'Snowpack', [4], [1, 4]),
  option(4, 'Water Temperature', [4], [4]),
  option(5, 'Reservoir Storage', [], [1]),
];
const REGIONS: ExplorerRegionalGroup[] = [
  { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' },
  { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' },
];
const YEARS: ExploreYear[] = [{ explore_year: 2026 }, { explore_year: 2025 }, { explore_year: 2024 }];
const NOW = new Date('2026-11-26T19:00:00Z');
const BASE = '/tools/climate-and-flows-explorer';

const row = (collect_date: string, location_ndx: number, label: string, ax1_daily: number, ax2_daily: number | null = null): CafDataRow => ({
  collect_date, location_ndx, location_display_label: label, ax1_daily, ax1_daily_calyr: ax1_daily, ax1_daily_wtryr: ax1_daily, ax2_daily,
});

/** Where the router is and how it got there, as the page leaves it. */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return <output aria-label="Location" data-navigation={type}>{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = BASE) {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    climateAndFlowsExplorerApi.util.upsertQueryEntries([
      { endpointName: 'getClimateAndFlowsExplorerInputsRegionalGroups', arg, value: REGIONS },
      { endpointName: 'getClimateAndFlowsExplorerInputsListExploreYears', arg, value: YEARS },
      { endpointName: 'getClimateAndFlowsExplorerInputsCafGraphOptions', arg, value: OPTIONS },
    ]),
  );
  return renderScreen(
    <>
      <ClimateAndFlowsExplorerPage now={NOW} />
      <LocationProbe />
    </>,
    { store, path, route: CLIMATE_AND_FLOWS_ROUTE },
  );
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const chartTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const query = () => new URLSearchParams(screen.getByRole('status', { name: 'Location' }).textContent?.split('?')[1] ?? '');
const radio = (name: string) => screen.getByRole('radio', { name });
/** Lets the fake answers settle inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => preloadIcons({ large: true }));

// A request a newer one replaced is noted with console.info: kept off the test output, and read where it matters.
let info: jest.SpyInstance;
afterEach(() => info.mockRestore());

beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  asked.length = 0;
  aborted.length = 0;
  answers = {
    flow: [row('2026-03-01', 7, 'Yampa River', 120), row('2026-03-01', 8, 'Elk River', 60)],
    precipitation: [row('2026-03-01', 9, 'Hayden', 0.2, 31)],
  };
});

describe('ClimateAndFlowsExplorerPage', () => {
  it('opens on region 4, this year, calendar years and the default graphs, with the controls and the region link', async () => {
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Climate and Flows Explorer');
    expect(select('Region').value).toBe('4');
    expect([...select('Region').options].map((o) => o.text)).toEqual(['Upper Yampa', 'Yampa Basin']);
    expect(select('Year').value).toBe('2026');
    expect([...select('Year').options].map((o) => o.text)).toEqual(['2026', '2025', '2024']);
    expect(radio('Calendar Year').getAttribute('aria-checked')).toBe('true');
    expect(radio('Water Year').getAttribute('aria-checked')).toBe('false');
    expect(radio('Split View').getAttribute('aria-checked')).toBe('true');
    const link = screen.getByRole('link', { name: 'Review Monitoring Locations in this Region' });
    expect(link.getAttribute('href')).toBe('/tools/monitoring-locations-and-parameters-by-basin-region/4');
    expect(chartTitles()).toEqual(['Flow', 'Precipitation']);
    expect(asked).toEqual([
      { caf_graph_route_name: 'flow', group: 4, year: 2026 },
      { caf_graph_route_name: 'precipitation', group: 4, year: 2026 },
    ]);
    expect(screen.getByRole('figure', { name: 'Flow chart' }).textContent).toBe('Yampa River on yElk River on y');
    expect(screen.getByRole('figure', { name: 'Precipitation chart' }).textContent).toBe('Hayden on yHayden (in) on y2');
    expect(screen.getAllByRole('button', { name: 'Reset Zoom' })).toHaveLength(2);
    // The defaults are written to the URL at once, without a history entry.
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '4', year: '2026', yearType: 'collect_year', graphs: '1,2' });
    expect(screen.getByRole('status', { name: 'Location' }).getAttribute('data-navigation')).toBe('REPLACE');
  });

  it("reads the URL's valid values and ignores an invalid one", async () => {
    renderPage(`${BASE}?regionalGroup=1&year=1999&yearType=collect_water_year&graphs=5,3`);
    await settle();
    expect(select('Region').value).toBe('1');
    expect(select('Year').value).toBe('2026');
    expect(radio('Water Year').getAttribute('aria-checked')).toBe('true');
    expect(chartTitles()).toEqual(['Reservoir Storage', 'Snowpack']);
    expect(screen.getByRole('link', { name: 'Review Monitoring Locations in this Region' }).getAttribute('href')).toBe(
      '/tools/monitoring-locations-and-parameters-by-basin-region/1',
    );
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '1', year: '2026', yearType: 'collect_water_year', graphs: '5,3' });
  });

  it("opens on a stakeholder category's default graphs", async () => {
    renderPage(`${BASE}/recreation`);
    await settle();
    expect(chartTitles()).toEqual(['Snowpack', 'Water Temperature']);
  });

  it('writes the URL after a change and asks for the new year', async () => {
    renderPage();
    await settle();
    fireEvent.change(select('Year'), { target: { value: '2024' } });
    fireEvent.click(radio('Water Year'));
    await settle();
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '4', year: '2024', yearType: 'collect_water_year', graphs: '1,2' });
    expect(screen.getByRole('status', { name: 'Location' }).getAttribute('data-navigation')).toBe('REPLACE');
    expect(asked.slice(-2)).toEqual([
      { caf_graph_route_name: 'flow', group: 4, year: 2024 },
      { caf_graph_route_name: 'precipitation', group: 4, year: 2024 },
    ]);
    fireEvent.click(radio('Full Width'));
    expect(document.querySelector('.portal-caf-charts')?.className).toContain('is-full');
  });

  it('drops the graphs a new region does not offer, and its link follows the region', async () => {
    renderPage();
    await settle();
    fireEvent.change(select('Region'), { target: { value: '1' } });
    await settle();
    expect(chartTitles()).toEqual(['Flow']);
    expect(query().get('graphs')).toBe('1');
    expect(query().get('regionalGroup')).toBe('1');
    expect(asked.at(-1)).toEqual({ caf_graph_route_name: 'flow', group: 1, year: 2026 });
    expect(screen.getByRole('link', { name: 'Review Monitoring Locations in this Region' }).getAttribute('href')).toBe(
      '/tools/monitoring-locations-and-parameters-by-basin-region/1',
    );
  });

  it("says 'Loading...', the failure, and 'No data available' for an empty answer", async () => {
    answers = { flow: 'pending', precipitation: new Error('Database unavailable') };
    renderPage();
    await settle();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred: Database unavailable');
    answers = { flow: [], precipitation: [] };
    fireEvent.change(select('Year'), { target: { value: '2025' } });
    await settle();
    expect(screen.getAllByText('No data available')).toHaveLength(2);
    expect(screen.queryByText('No Data Available')).toBeNull();
  });

  it('aborts a request still on its way when a newer one replaces it, noting it on the console only', async () => {
    answers = { flow: 'pending', precipitation: 'pending' };
    renderPage();
    await settle();
    answers = { flow: [row('2025-03-01', 7, 'Yampa River', 90)], precipitation: [] };
    fireEvent.change(select('Year'), { target: { value: '2025' } });
    await settle();
    expect(aborted).toEqual([
      { caf_graph_route_name: 'flow', group: 4, year: 2026 },
      { caf_graph_route_name: 'precipitation', group: 4, year: 2026 },
    ]);
    expect(info.mock.calls).toEqual([['Query was canceled'], ['Query was canceled']]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('figure', { name: 'Flow chart' }).textContent).toBe('Yampa River on y');
  });
});
