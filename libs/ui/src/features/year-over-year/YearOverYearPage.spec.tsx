import { yearOverYearApi } from '@portal/api-client';
import type { ExplorerRegionalGroup, ExploreYear, YoyDataRequest, YoyDataRow, YoyGraphOption } from '@portal/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { YEAR_OVER_YEAR_ROUTE } from '../../paths';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import YearOverYearPage from './YearOverYearPage';
import { yoyOption as option, yoyRow } from './yoy-fixtures';

// jsdom has no fetch: the lists come from a real store's cache, and the data from a fake lazy trigger that records
// what it is asked and answers from a table by graph ('pending' never answers until aborted), like RTK Query's.
type Answer = YoyDataRow[] | Error | 'pending';
const asked: YoyDataRequest[] = [];
const aborted: YoyDataRequest[] = [];
let answers: Record<string, Answer> = {};
const mockTrigger = (arg: YoyDataRequest) => {
  asked.push(arg);
  const answer = answers[arg.yoy_graph_route_name] ?? [];
  let rejectAborted: (error: unknown) => void = () => undefined;
  const result =
    answer === 'pending'
      ? new Promise<YoyDataRow[]>((_resolve, reject) => {
          rejectAborted = reject;
        })
      : answer instanceof Error
        ? Promise.reject({ status: 500, data: { message: answer.message } })
        : Promise.resolve(answer);
  result.catch(() => undefined);
  return {
    abort: () => {
      aborted.push(arg);
      rejectAborted({ name: 'AbortError', message: 'Aborted' });
    },
    unwrap: () => result,
  };
};
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useLazyGetYearOverYearComparisonsToolDataByYoyGraphRouteNameQuery: () => [mockTrigger, {}],
}));

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const OPTIONS: YoyGraphOption[] = [
  option(1, 'Streamflow', [0], [1, 4]),
  option(2, 'Precipitation', [0], [4], { cumulative: true }),
  option(3, 'Snowpack', [4], [1, 4]),
  option(4, 'Water Temperature', [4], [4]),
];
const REGIONS: ExplorerRegionalGroup[] = [
  { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' },
  { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' },
];
const YEARS: ExploreYear[] = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016].map((explore_year) => ({ explore_year }));
const NOW = new Date('2026-11-26T19:00:00Z');
const BASE = '/tools/year-over-year-comparisons-tool';

const day = (collect_date: string, data_daily: number) =>
  yoyRow(collect_date, { data_daily, hist_min: 1, hist_avg: 2, hist_max: 3, data_daily_calyr: data_daily, hist_avg_calyr: 2 });

function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return <output aria-label="Location" data-navigation={type}>{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = BASE) {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    yearOverYearApi.util.upsertQueryEntries([
      { endpointName: 'getYearOverYearComparisonsToolInputsRegionalGroups', arg, value: REGIONS },
      { endpointName: 'getYearOverYearComparisonsToolInputsListExploreYears', arg, value: YEARS },
      { endpointName: 'getYearOverYearComparisonsToolInputsYoyGraphOptions', arg, value: OPTIONS },
    ]),
  );
  return renderScreen(
    <>
      <YearOverYearPage now={NOW} />
      <LocationProbe />
    </>,
    { store, path, route: YEAR_OVER_YEAR_ROUTE },
  );
}

const LOADING_NOTICE = 'Loading! Building and Customizing Your Graphs';
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const checkbox = (year: number) => screen.getByRole<HTMLInputElement>('checkbox', { name: String(year) });
const checkedYears = () => screen.getAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent);
const chartTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const query = () => new URLSearchParams(screen.getByRole('status', { name: 'Location' }).textContent?.split('?')[1] ?? '');
const radio = (name: string) => screen.getByRole('radio', { name });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => preloadIcons({ large: true }));

let info: jest.SpyInstance;
afterEach(() => info.mockRestore());

beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  asked.length = 0;
  aborted.length = 0;
  answers = {
    streamflow: [day('2024-10-01', 5), day('2025-01-01', 10), day('2025-10-01', 12), day('2026-01-01', 30)],
    precipitation: [day('2025-01-01', 0.5), day('2026-01-01', 0.7)],
  };
});

describe('YearOverYearPage', () => {
  it('opens on region 4, this and last year, calendar years and the default graphs, with the controls and the region link', async () => {
    renderPage();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Year-over-Year Comparisons');
    expect(select('Region').value).toBe('4');
    expect(screen.getByRole('group', { name: 'Years' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(YEARS.length);
    expect(checkedYears()).toEqual(['2026', '2025']);
    // The only ticked year cannot be unticked, so two ticked ones both can be.
    expect(checkbox(2026).disabled).toBe(false);
    expect(radio('Calendar Year').getAttribute('aria-checked')).toBe('true');
    expect(radio('Water Year').getAttribute('aria-checked')).toBe('false');
    expect(radio('Split View').getAttribute('aria-checked')).toBe('true');
    expect(radio('Full Width').getAttribute('aria-checked')).toBe('false');
    const link = screen.getByRole('link', { name: 'Review Monitoring Locations in this Region' });
    expect(link.getAttribute('href')).toBe('/tools/monitoring-locations-and-parameters-by-basin-region/4');
    expect(chartTitles()).toEqual(['Streamflow', 'Precipitation']);
    expect(asked).toEqual([
      { yoy_graph_route_name: 'streamflow', group: 4, years: '2025,2026' },
      { yoy_graph_route_name: 'precipitation', group: 4, years: '2025,2026' },
    ]);
    expect(screen.getByRole('figure', { name: 'Streamflow chart' }).textContent).toBe(
      '2025 on y2026 on yHistorical Minimum on yHistorical Average on yHistorical Maximum on y',
    );
    // A cumulative graph draws the running totals and their history, here only the average's.
    expect(screen.getByRole('figure', { name: 'Precipitation chart' }).textContent).toBe('2025 on y2026 on yHistorical Average on y');
    expect(screen.queryByText(LOADING_NOTICE)).toBeNull();
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '4', years: '2025,2026', yearType: 'collect_year', graphs: '1,2' });
    expect(screen.getByRole('status', { name: 'Location' }).getAttribute('data-navigation')).toBe('REPLACE');
  });

  it("reads the URL's valid values and ignores the invalid ones", async () => {
    renderPage(`${BASE}?regionalGroup=1&years=2024,1999,x,2020&yearType=collect_water_year&graphs=3,2`);
    await settle();
    expect(select('Region').value).toBe('1');
    expect(checkedYears()).toEqual(['2024', '2020']);
    expect(radio('Water Year').getAttribute('aria-checked')).toBe('true');
    expect(chartTitles()).toEqual(['Snowpack']);
    expect(asked).toEqual([{ yoy_graph_route_name: 'snowpack', group: 1, years: '2020,2024' }]);
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '1', years: '2020,2024', yearType: 'collect_water_year', graphs: '3' });
  });

  it('names water years WY and opens on a stakeholder category\'s default graphs', async () => {
    renderPage(`${BASE}/recreation?yearType=collect_water_year&years=2026`);
    await settle();
    expect(chartTitles()).toEqual(['Snowpack', 'Water Temperature']);
    // 2022 has no value of its own (no trace), yet its days carry the history, as every year's do.
    answers = { snowpack: [yoyRow('2021-10-01', { hist_min: 1, hist_avg: 2, hist_max: 3 }), day('2025-10-01', 4)] };
    fireEvent.click(checkbox(2022));
    await settle();
    expect(asked.at(-2)).toEqual({ yoy_graph_route_name: 'snowpack', group: 4, years: '2022,2026' });
    expect(screen.getByRole('figure', { name: 'Snowpack chart' }).textContent).toBe(
      'WY 2026 on yHistorical Minimum on yHistorical Average on yHistorical Maximum on y',
    );
  });

  it('writes the URL after a change and asks for the new years', async () => {
    renderPage();
    await settle();
    fireEvent.click(checkbox(2020));
    fireEvent.click(checkbox(2026));
    fireEvent.click(radio('Water Year'));
    await settle();
    expect(checkedYears()).toEqual(['2025', '2020']);
    expect(Object.fromEntries(query())).toEqual({ regionalGroup: '4', years: '2020,2025', yearType: 'collect_water_year', graphs: '1,2' });
    expect(screen.getByRole('status', { name: 'Location' }).getAttribute('data-navigation')).toBe('REPLACE');
    expect(asked.slice(-2)).toEqual([
      { yoy_graph_route_name: 'streamflow', group: 4, years: '2020,2025' },
      { yoy_graph_route_name: 'precipitation', group: 4, years: '2020,2025' },
    ]);
    fireEvent.click(radio('Full Width'));
    expect(document.querySelector('.portal-yoy-charts')?.className).toContain('is-full');
  });

  it('keeps at least one year and at most ten', async () => {
    renderPage(`${BASE}?years=2026`);
    await settle();
    expect(checkbox(2026).disabled).toBe(true);
    for (const year of [2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]) fireEvent.click(checkbox(year));
    await settle();
    expect(checkedYears()).toHaveLength(10);
    expect(checkbox(2016).disabled).toBe(true);
    expect(checkbox(2026).disabled).toBe(false);
    expect(query().get('years')).toBe('2017,2018,2019,2020,2021,2022,2023,2024,2025,2026');
  });

  it('drops the graphs a new region does not offer, and its link follows the region', async () => {
    renderPage();
    await settle();
    fireEvent.change(select('Region'), { target: { value: '1' } });
    await settle();
    expect(chartTitles()).toEqual(['Streamflow']);
    expect(query().get('graphs')).toBe('1');
    expect(query().get('regionalGroup')).toBe('1');
    expect(asked.at(-1)).toEqual({ yoy_graph_route_name: 'streamflow', group: 1, years: '2025,2026' });
    expect(screen.getByRole('link', { name: 'Review Monitoring Locations in this Region' }).getAttribute('href')).toBe(
      '/tools/monitoring-locations-and-parameters-by-basin-region/1',
    );
  });

  it("shows the loading notice while a chart loads, then the failure and 'No data available'", async () => {
    answers = { streamflow: 'pending', precipitation: new Error('Database unavailable') };
    renderPage();
    await settle();
    expect(screen.getByText(LOADING_NOTICE)).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('An error has occurred: Database unavailable');
    answers = { streamflow: [], precipitation: [] };
    fireEvent.click(checkbox(2024));
    await settle();
    expect(screen.queryByText(LOADING_NOTICE)).toBeNull();
    expect(screen.getAllByText('No data available')).toHaveLength(2);
    // The replaced request was aborted and only noted on the console.
    expect(aborted).toEqual([{ yoy_graph_route_name: 'streamflow', group: 4, years: '2025,2026' }]);
    expect(info.mock.calls).toEqual([['Query was canceled']]);
  });
});
