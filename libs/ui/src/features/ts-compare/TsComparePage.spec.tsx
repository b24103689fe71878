import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { publicMapApi, tsCompareApi } from '@portal/api-client';
import type { MapWell, TsCompareDailyDataRequest, TsCompareDailyRow, TsCompareLocation, TsCompareParameter, TsCompareSubArea } from '@portal/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { recordingSaver, textOf } from '../../testing/files';
import { preloadIcons } from '../../testing/icons';
import TsComparePage from './TsComparePage';
import { renderScreen, testStore } from '../../testing/render-screen';

// jsdom has no fetch: the lists come from a real store's cache and the daily data from a fake hook that records what
// it is asked and answers from a table by parameter (the api-client's own spec covers the calls).
const asked: (TsCompareDailyDataRequest | symbol)[] = [];
let answers: Record<number, TsCompareDailyRow[] | Error> = {};
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useGetTsCompareDailyDataByParameterAndLocationsAndStartDateAndEndDateQuery: (arg: TsCompareDailyDataRequest | symbol) => {
    asked.push(arg);
    if (typeof arg === 'symbol') return { isFetching: false };
    const answer = answers[arg.parameter];
    return answer instanceof Error
      ? { error: { status: 500, data: { message: answer.message } }, isFetching: false }
      : { data: answer ?? [], isFetching: false };
  },
}));

// MapLibre needs WebGL: the map is a list of its locations with the colour each is drawn in.
jest.mock('../../components/location-map', () => ({
  LocationMap: ({ locations, locationColors }: { locations: { features: { id: number; properties: Record<string, string> }[] }; locationColors: { colors: Record<string, string> } }) => (
    <ul aria-label="Map locations">
      {locations.features.map((f) => (
        <li key={f.id}>{`${f.properties['location_name']}: ${locationColors.colors[f.properties['huc10']] ?? 'grey'}`}</li>
      ))}
    </ul>
  ),
}));

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const SUB_AREAS: TsCompareSubArea[] = [
  { huc10_code: '1405000103', huc10: 'Fish Creek-Yampa River' },
  { huc10_code: '1405000102', huc10: 'Stagecoach Reservoir-Yampa River' },
];
const PARAMETERS: TsCompareParameter[] = [
  { parameter_ndx: 67, parameter: 'Flow', huc10_code_array: ['1405000102', '1405000103'] },
  { parameter_ndx: 1535, parameter: 'Reservoir Elevation', huc10_code_array: ['1405000102'] },
];
const LOCATIONS: TsCompareLocation[] = [
  { location_ndx: 3, location: 'Yampa River at Steamboat Springs', parameter_ndx_array: [67], huc10_code_array: ['1405000103'] },
  { location_ndx: 4, location: 'Fish Creek', parameter_ndx_array: [67], huc10_code_array: ['1405000103'] },
  { location_ndx: 44, location: 'Stagecoach Reservoir', parameter_ndx_array: [67, 1535], huc10_code_array: ['1405000102'] },
];
const well = (location_ndx: number, location_name: string, huc10: string | null): MapWell => ({
  location_ndx, location_name, location_id: String(location_ndx), locationtype: 'Stream Gage', location_geometry: { type: 'Point', coordinates: [-106.8, 40.5] },
  parameter_groups: [], huc8: null, huc10, huc10_name: null, huc12: null, huc12_name: null, basin: null, organizations: [], sources: [],
});
const WELLS = [well(3, 'Yampa River at Steamboat Springs', '1405000103'), well(99, 'Outside', null)];
const row = (location_ndx: number, location: string, parameter: string, rdate: string, value: number): TsCompareDailyRow => ({
  location_ndx, location, parameter, units: 'cfs', result_value_daily: value, rdate, data_source: 'USGS', location_type: 'Stream Gage', huc10: '1405000103',
});
const INFO = "After selecting your timeseries inputs, click the 'Submit' button to load an interactive timeseries plot for comparison across different locations and parameters.";

function renderPage(files = recordingSaver().files) {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    tsCompareApi.util.upsertQueryEntries([
      { endpointName: 'getTsCompareDropdownSubAreas', arg, value: SUB_AREAS },
      { endpointName: 'getTsCompareDropdownParameters', arg, value: PARAMETERS },
      { endpointName: 'getTsCompareDropdownLocationsAssoc', arg, value: LOCATIONS },
    ]),
  );
  store.dispatch(publicMapApi.util.upsertQueryEntries([{ endpointName: 'getPublicMapWells', arg, value: WELLS }]));
  return renderScreen(<TsComparePage now={new Date('2026-11-26T12:00:00Z')} />, { store, files });
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const group = (label: string) => within(screen.getByRole('group', { name: label }));
const ticked = (label: string) =>
  group(label).getAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked).map((box) => box.closest('label')?.textContent);
const dailyAsked = () => asked.filter((arg): arg is TsCompareDailyDataRequest => typeof arg !== 'symbol');

// NonIdealState draws its icon at the large size, which preloadIcons leaves out.
beforeAll(() => Promise.all([preloadIcons(), Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' })]));

beforeEach(() => {
  asked.length = 0;
  answers = {};
});

describe('TsComparePage', () => {
  it('opens on the defaults with the info text, and asks for no daily data before Submit', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Time Series Comparisons' })).toBeTruthy();
    expect(screen.getByText(INFO)).toBeTruthy();
    expect(select('Left Axis Parameter').value).toBe('67');
    expect(select('Right Axis Parameter').value).toBe('1535');
    expect(ticked('Left Axis Locations')).toEqual(['Yampa River at Steamboat Springs']);
    expect(ticked('Right Axis Locations')).toEqual(['Stagecoach Reservoir']);
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2021-10-01');
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-11-26');
    expect(submit().disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Graph' }).disabled).toBe(true);
    expect(dailyAsked()).toEqual([]);
  });

  it('colours the map locations by sub-area, grey outside the sixteen', () => {
    renderPage();
    expect(within(screen.getByRole('list', { name: 'Map locations' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yampa River at Steamboat Springs: #2ca02c', 'Outside: grey',
    ]);
  });

  it('clears both axes on a new sub-area choice and offers only what lies in it', () => {
    renderPage();
    fireEvent.click(group('Sub-Areas').getByLabelText('Stagecoach Reservoir-Yampa River'));
    expect(select('Left Axis Parameter').value).toBe('');
    expect(select('Right Axis Parameter').value).toBe('');
    expect(screen.queryByRole('group', { name: 'Left Axis Locations' })).toBeNull();
    expect(screen.getAllByText('Select a parameter first.')).toHaveLength(2);
    expect(submit().disabled).toBe(true);
    fireEvent.change(select('Left Axis Parameter'), { target: { value: '67' } });
    expect(group('Left Axis Locations').getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Stagecoach Reservoir']);
  });

  it("clears an axis's locations on a new parameter, leaving the other axis", () => {
    renderPage();
    fireEvent.change(select('Right Axis Parameter'), { target: { value: '67' } });
    expect(ticked('Right Axis Locations')).toEqual([]);
    expect(ticked('Left Axis Locations')).toEqual(['Yampa River at Steamboat Springs']);
    fireEvent.click(group('Left Axis Locations').getByLabelText('Yampa River at Steamboat Springs'));
    expect(submit().disabled).toBe(true);
  });

  it('asks for both axes on Submit, draws the chart and tables the rows of both', () => {
    answers = {
      67: [row(3, 'Yampa River at Steamboat Springs', 'Flow', '2021-10-01', 85.5)],
      1535: [row(44, 'Stagecoach Reservoir', 'Reservoir Elevation', '2021-10-01', 7200)],
    };
    renderPage();
    fireEvent.click(submit());
    expect(dailyAsked()).toContainEqual({ parameter: 67, locations: '3', startDate: '2021-10-01', endDate: '2026-11-26' });
    expect(dailyAsked()).toContainEqual({ parameter: 1535, locations: '44', startDate: '2021-10-01', endDate: '2026-11-26' });
    expect(screen.queryByText(INFO)).toBeNull();
    expect(within(screen.getByRole('figure', { name: 'Time series comparison chart' })).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Yampa River at Steamboat Springs - Flow on y', 'Stagecoach Reservoir - Reservoir Elevation on y2',
    ]);
    const table = screen.getByRole('table', { name: 'Time series comparison data' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Location', 'Parameter', 'Units', 'Daily Value', 'Date', 'Data Source', 'Location Type', 'HUC-10',
    ]);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Yampa River at Steamboat SpringsFlowcfs85.510/01/2021USGSStream Gage1405000103',
      'Stagecoach ReservoirReservoir Elevationcfs720010/01/2021USGSStream Gage1405000103',
    ]);
  });

  it('asks for the right axis only when it has locations', () => {
    renderPage();
    fireEvent.click(group('Right Axis Locations').getByLabelText('Stagecoach Reservoir'));
    fireEvent.click(submit());
    expect(dailyAsked().map((request) => request.parameter)).toEqual(expect.arrayContaining([67]));
    expect(dailyAsked().some((request) => request.parameter === 1535)).toBe(false);
  });

  it('warns about an empty axis, naming it, and shows No Data Available when nothing came back', () => {
    answers = { 67: [row(3, 'Yampa River at Steamboat Springs', 'Flow', '2021-10-01', 85.5)], 1535: [] };
    const view = renderPage();
    fireEvent.click(submit());
    expect(screen.getByText('No data available for right axis')).toBeTruthy();
    view.unmount();
    answers = {};
    renderPage();
    fireEvent.click(submit());
    expect(screen.getByText('No data available for left or right axis')).toBeTruthy();
    expect(screen.getByText('No Data Available')).toBeTruthy();
  });

  it("says 'An error has occurred: ' with the message when the daily data fail", () => {
    answers = { 67: new Error('Database unavailable') };
    renderPage();
    fireEvent.click(submit());
    expect(screen.getAllByText('An error has occurred: Database unavailable').length).toBeGreaterThanOrEqual(1);
  });

  it('exports the rows within the dates, the end extended by a month', async () => {
    answers = {
      67: [
        row(3, 'Yampa River at Steamboat Springs', 'Flow', '2021-10-01', 85.5),
        row(3, 'Yampa River at Steamboat Springs', 'Flow', '2021-12-15', 90),
        row(3, 'Yampa River at Steamboat Springs', 'Flow', '2022-01-15', 95),
      ],
    };
    const saver = recordingSaver();
    renderPage(saver.files);
    fireEvent.click(submit());
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2021-11-30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    const lines = (await textOf(saver.saved[0].data)).trim().split('\r\n');
    expect(lines[0]).toBe('Location,Parameter,Units,Daily Value,Date,Data Source,Location Type,HUC-10');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['10/01/2021', '12/15/2021']);
  });
});
