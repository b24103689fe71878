import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { publicMapApi, waterYearApi } from '@portal/api-client';
import type { GeoJsonFeatureCollection, WaterYearComparisonRequest, WaterYearMapLocation, WaterYearComparisonRow, WaterYearLocation, WaterYearParameter, WaterYearSeries } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import WaterYearPage from './WaterYearPage';
import { renderScreen, testStore } from '../../testing/render-screen';

// jsdom has no fetch: the lists come from a real store's cache and the comparison from a fake hook that records
// what it is asked (the api-client's own spec covers the calls).
const asked: (WaterYearComparisonRequest | symbol)[] = [];
let answer: WaterYearComparisonRow[] | undefined;
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  useGetWyAnalysisComparisonByParameterAndLocationAndSeriesQuery: (arg: WaterYearComparisonRequest | symbol) => {
    asked.push(arg);
    return typeof arg === 'symbol' ? { isFetching: false } : { data: answer, isFetching: false };
  },
}));

// MapLibre needs WebGL: the map is a list of buttons, one per location, that calls onSelect like a click on a circle.
jest.mock('../../components/location-map', () => ({
  LocationMap: ({ locations, onSelect }: { locations: GeoJsonFeatureCollection; onSelect(id: number, properties: object): void }) => (
    <div>
      {locations.features.map((f) => (
        <button key={String(f.id)} type="button" onClick={() => onSelect(Number(f.id), f.properties ?? {})}>{`Map: ${String(f.properties?.['location_name'])}`}</button>
      ))}
    </div>
  ),
}));

const PARAMETERS: WaterYearParameter[] = [
  { parameter_ndx: 1, parameter_name: 'Flow', units_name: 'cfs' },
  { parameter_ndx: 2, parameter_name: 'Water Temperature', units_name: '°F' },
];
const LOCATIONS: WaterYearLocation[] = [
  { location_ndx: 3, location_name: 'Elk River', parameter_ndx_array: [1, 2] },
  { location_ndx: 4, location_name: 'Yampa River', parameter_ndx_array: [1] },
];
const SERIES: WaterYearSeries[] = ['Minimum', 'Median', 'Maximum', '2027', '2026'].map((series_desc) => ({ series_desc }));
const MAP: WaterYearMapLocation[] = [{
  location_ndx: 4, location_name: 'Yampa River', parameter_ndx_array: [1], assoc_parameter_ndx: [1], location_type_desc: 'Stream',
  huc10_name: null, loc_geometry: { type: 'Point', coordinates: [-106.8, 40.5] }, assoc_parameters: 'Flow',
}];
const INFO = "After selecting your inputs, click the red 'Submit' button to load an interactive time series plot for comparison across different water years.";

function renderPage() {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    waterYearApi.util.upsertQueryEntries([
      { endpointName: 'getWyAnalysisDropdownParameters', arg, value: PARAMETERS },
      { endpointName: 'getWyAnalysisDropdownLocationsAssocParam', arg, value: LOCATIONS },
      { endpointName: 'getWyAnalysisDropdownSeries', arg, value: SERIES },
      { endpointName: 'getWyAnalysisLocationsForMap', arg, value: MAP },
    ]),
  );
  store.dispatch(publicMapApi.util.upsertQueryEntries([
    { endpointName: 'getPublicMapGeojsonBySourceId', arg: 'huc10', value: { type: 'FeatureCollection', features: [] } },
  ]));
  return renderScreen(<WaterYearPage now={new Date('2026-11-26T12:00:00Z')} />, { store });
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const parameter = () => screen.getByLabelText<HTMLSelectElement>('Parameters');
const location = () => screen.getByLabelText<HTMLSelectElement>('Locations');
const choose = (select: HTMLSelectElement, value: string) => fireEvent.change(select, { target: { value } });

// NonIdealState draws its icon at the large size, which preloadIcons leaves out.
beforeAll(() => Promise.all([preloadIcons(), Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' })]));

beforeEach(() => {
  asked.length = 0;
  answer = undefined;
});

describe('WaterYearPage', () => {
  it('shows the title, the default series and the info text, and asks for no comparison before Submit', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Water Year Comparisons' })).toBeTruthy();
    expect(screen.getByText(INFO)).toBeTruthy();
    const series = within(screen.getByRole('group', { name: 'Series Lines' }));
    expect(series.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.closest('label')?.textContent)).toEqual([
      'Minimum', 'Median', 'Maximum', '2027', '2026',
    ]);
    expect(asked.every((arg) => typeof arg === 'symbol')).toBe(true);
  });

  it('offers only the locations having the parameter and clears a location lacking the new one', () => {
    renderPage();
    choose(parameter(), '1');
    expect(within(location()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Elk River', 'Yampa River']);
    choose(location(), '4');
    choose(parameter(), '2');
    expect(location().value).toBe('');
    expect(within(location()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Elk River']);
    choose(location(), '3');
    choose(parameter(), '1');
    expect(location().value).toBe('3');
  });

  it('picks a location clicked on the map, with a parameter it has', () => {
    renderPage();
    choose(parameter(), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Map: Yampa River' }));
    expect(parameter().value).toBe('1');
    expect(location().value).toBe('4');
  });

  it('enables Submit only with a parameter, a location and at least one series', () => {
    renderPage();
    expect(submit().disabled).toBe(true);
    choose(parameter(), '1');
    expect(submit().disabled).toBe(true);
    choose(location(), '3');
    expect(submit().disabled).toBe(false);
    const series = within(screen.getByRole('group', { name: 'Series Lines' }));
    for (const name of ['Minimum', 'Median', 'Maximum', '2027', '2026']) fireEvent.click(series.getByLabelText(name));
    expect(submit().disabled).toBe(true);
    fireEvent.click(series.getByLabelText('Median'));
    expect(submit().disabled).toBe(false);
  });

  it('asks for the comparison on Submit, says when statistics lack normal years, and tables the values', () => {
    answer = [
      { series_desc: 'Median', day_desc: '10-01', day_order: 1, rvalue: null, parameter_name: 'Flow', location_name: 'Elk River', unit_name: 'cfs', collect_date: null, year_count: 8 },
      { series_desc: '2026', day_desc: '10-01', day_order: 1, rvalue: null, parameter_name: 'Flow', location_name: 'Elk River', unit_name: 'cfs', collect_date: '2025-10-01', year_count: null },
    ];
    renderPage();
    choose(parameter(), '1');
    choose(location(), '3');
    fireEvent.click(submit());
    expect(asked.at(-1)).toEqual({ parameter: 1, location: 3, series: 'Minimum,Median,Maximum,2027,2026' });
    expect(screen.queryByText(INFO)).toBeNull();
    expect(screen.getByText('Statistics are calculated for the NRCS 30-Year Hydroclimatic Normals period of 1991 to 2020')).toBeTruthy();
    expect(screen.getByText('No Data Available')).toBeTruthy();
    expect(screen.getByText('Statistics need at least 10 years of 1991-2020 normals; this location has 8.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Water year comparison data' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Parameter', 'Location', 'Series', 'Date', 'Day', 'Result', 'Units']);
  });
});
