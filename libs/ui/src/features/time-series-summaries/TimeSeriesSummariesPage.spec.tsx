import { timeSeriesSummariesApi } from '@portal/api-client';
import type { ExplorerRegionalGroup, ExploreYear, TssumBox, TssumBoxesRequest, TssumGraphOption } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TIME_SERIES_SUMMARIES_ROUTE } from '../../paths';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import TimeSeriesSummariesPage from './TimeSeriesSummariesPage';

// jsdom has no fetch: the lists come from a real store's cache and the boxes from a fake lazy trigger that records
// what it is asked (the api-client's own spec covers the calls).
const asked: TssumBoxesRequest[] = [];
/** The server's answer to every boxes call: its boxes, or a failure (an RTK Query error). */
let answer: { boxes: TssumBox[] } | { error: { status: number; data: { message: string } } };
const mockTrigger = (arg: TssumBoxesRequest) => {
  asked.push(arg);
  const settled = 'boxes' in answer ? Promise.resolve(answer.boxes) : Promise.reject(answer.error);
  return { abort: () => undefined, unwrap: () => settled };
};
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useLazyGetTimeSeriesSummariesBoxesByTssumGraphRouteNameQuery: () => [mockTrigger, {}],
}));

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const option = (tssum_group_ndx: number, title: string, defaults: number[], regions: number[]): TssumGraphOption => ({
  tssum_group_ndx, tssum_graph_title: title, tssum_graph_route_name: title.toLowerCase().replace(/ /g, '-'), y_axis_units: 'cfs',
  caf_group_ndx: null, reg_group_ndx_display: regions, datacategory_ndx_defaults: defaults,
});
const OPTIONS = [option(1, 'Daily Streamflow', [0], [4]), option(2, 'Water Temperature', [0], [4]), option(3, 'Snowpack', [4], [1, 4])];
const REGIONS: ExplorerRegionalGroup[] = [{ reg_group_ndx: 1, reg_group_name: 'Upper Yampa' }, { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' }];
const YEARS: ExploreYear[] = [2026, 2025, 2024].map((explore_year) => ({ explore_year }));
const NOW = new Date('2026-11-26T19:00:00Z');

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{location.search}</output>;
}

function renderPage(path = '/tools/time-series-summaries') {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    timeSeriesSummariesApi.util.upsertQueryEntries([
      { endpointName: 'getTimeSeriesSummariesInputsRegionalGroups', arg, value: REGIONS },
      { endpointName: 'getTimeSeriesSummariesInputsListExploreYears', arg, value: YEARS },
      { endpointName: 'getTimeSeriesSummariesInputsTssumGraphOptions', arg, value: OPTIONS },
    ]),
  );
  return renderScreen(<><TimeSeriesSummariesPage now={NOW} /><LocationProbe /></>, { store, path, route: TIME_SERIES_SUMMARIES_ROUTE });
}

const query = () => new URLSearchParams(screen.getByRole('status', { name: 'Location' }).textContent ?? '');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => preloadIcons({ large: true }));
beforeEach(() => {
  asked.length = 0;
  answer = { boxes: [{ period_start: '2026-10-01', location_id: 'A', location_display_label: 'Alpha', units: 'cfs', n: 31, q0: 1, q20: 2, q50: 3, q80: 4, q100: 5 }] };
});

describe('TimeSeriesSummariesPage', () => {
  it('opens on region 4, last month to today by month and the default graphs, asks their boxes and writes the URL', async () => {
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Time Series Summaries');
    expect(Object.fromEntries(query())).toEqual({
      regionalGroup: '4', startDate: '2026-10-01', endDate: '2026-11-26', groupType: 'Month', graphs: '1,2',
    });
    expect(asked.map((a) => a.tssum_graph_route_name)).toEqual(['daily-streamflow', 'water-temperature']);
    expect(asked[0]).toMatchObject({ regionalGroup: 4, startDate: '2026-10-01', endDate: '2026-11-26', groupType: 'Month' });
    expect(screen.getAllByRole('figure').length).toBe(2);
  });

  it('reads valid URL values, ignores invalid ones, and refuses a range over 12 weeks without asking', async () => {
    renderPage('/tools/time-series-summaries?regionalGroup=99&groupType=Week&startDate=2026-01-04&endDate=2026-11-21&graphs=3,9');
    await settle();
    expect(Object.fromEntries(query())).toMatchObject({ regionalGroup: '4', groupType: 'Week', graphs: '3' });
    // One graph: nothing is asked yet.
    expect(asked).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Invalid date range: Limited to 12 weeks of history for Week');
  });

  it('snaps a picked start date to its week, and a quick range sets the dates and grouping together', async () => {
    renderPage();
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-04' } });
    await settle();
    expect(query().get('startDate')).toBe('2026-11-01');
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous 2 Years' }));
    await settle();
    expect(Object.fromEntries(query())).toMatchObject({ groupType: 'Year', startDate: '2024-01-01', endDate: '2025-12-31' });
    expect(asked.at(-1)).toMatchObject({ groupType: 'Year', startDate: '2024-01-01', endDate: '2025-12-31' });
  });

  it('picks a month in Month view, a year in Year view and whole weeks in Week view, each snapped to its period', async () => {
    renderPage();
    await settle();
    const start = () => screen.getByLabelText<HTMLInputElement>('Start Date');
    expect(start().type).toBe('month');
    expect(start().value).toBe('2026-10');
    fireEvent.change(start(), { target: { value: '2026-08' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-09' } });
    await settle();
    expect(Object.fromEntries(query())).toMatchObject({ startDate: '2026-08-01', endDate: '2026-09-30' });

    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    expect(start().tagName).toBe('SELECT');
    expect(start().value).toBe('2026');
    // Years from the earliest explore year through this one.
    expect([...start().querySelectorAll('option')].map((o) => o.value)).toEqual(['2026', '2025', '2024']);
    fireEvent.change(start(), { target: { value: '2024' } });
    await settle();
    expect(query().get('startDate')).toBe('2024-01-01');
    // A year outside the bounds (from the URL or an earlier pick) is offered too, so the select shows it.
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    fireEvent.change(start(), { target: { value: '2020-03' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    expect([start().value, [...start().querySelectorAll('option')].map((o) => o.value)]).toEqual(['2020', ['2026', '2025', '2024', '2020']]);
    fireEvent.change(start(), { target: { value: '2024' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(start().type).toBe('date');
    // Whole weeks from a Sunday for the start (Dec 31 2023 is the Sunday of Jan 1 2024's week), from a Saturday for the end.
    expect([start().min, start().step]).toEqual(['2023-12-31', '7']);
    expect(screen.getByLabelText<HTMLInputElement>('End Date').min).toBe('2024-01-06');
  });

  it("says 'Failed to fetch data: {message}' in each chart when the boxes cannot be fetched", async () => {
    answer = { error: { status: 500, data: { message: 'database unavailable' } } };
    renderPage();
    await settle();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toHaveLength(2);
    for (const text of alerts) expect(text).toContain('An error has occurred: Failed to fetch data: database unavailable');
  });
});
