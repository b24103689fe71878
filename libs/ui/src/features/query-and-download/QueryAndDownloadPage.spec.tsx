import { publicMapApi, queryAndDownloadApi } from '@portal/api-client';
import type { QueryAndDownloadForm } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FileSaver } from '../../platform/ports';
import { recordingSaver } from '../../testing/files';
import { preloadIcons } from '../../testing/icons';
import { QUERY_AND_DOWNLOAD_ROUTE } from '../../paths';
import QueryAndDownloadPage from './QueryAndDownloadPage';
import type { QueryLookups } from './query-and-download.logic';
import { renderScreen, testStore } from '../../testing/render-screen';

// jsdom has no fetch: the lookup lists come from a real store's cache, the count from a fake mutation hook that
// records what it is asked (the api-client's own spec covers the calls), and the download from a recording
// FileSaver whose answer each test sets (the apps' downloaders have specs and end-to-end tests of their own).
const counted: { body: QueryAndDownloadForm; abort: jest.Mock }[] = [];
let countAnswer: number | null = null;
let downloadAnswer: FileSaver['download'];
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePostQueryAndDownloadCountDataMutation: () => [
    (body: QueryAndDownloadForm) => {
      const request = { body, abort: jest.fn() };
      counted.push(request);
      return request;
    },
    countAnswer === null ? { isSuccess: false, isLoading: false, reset: () => undefined } : { isSuccess: true, isLoading: false, data: { count: countAnswer }, reset: () => undefined },
  ],
}));

// MapLibre needs WebGL: the map is a list of buttons, one per location, that calls onSelect like a click on a circle.
jest.mock('../../components/location-map', () => ({
  useApiUrlResolver: () => (url: string) => `http://portal.test${url}`,
  LocationMap: ({ locations, onSelect }: { locations: { features: { id: number; properties: Record<string, unknown> }[] }; onSelect(id: number): void }) => (
    <div>
      {locations.features.map((f) => (
        <button key={f.id} type="button" onClick={() => onSelect(f.id)}>{`Map: ${String(f.properties['location_name'])}`}</button>
      ))}
    </div>
  ),
}));

const LOOKUPS: QueryLookups = {
  timesteps: [{ ts_endpoint: 'raw', ts_desc: 'Raw' }, { ts_endpoint: 'daily', ts_desc: 'Daily' }],
  dataCategories: [
    { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
    { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
  ],
  basins: [{ basin_ndx: 1, basin_name: 'Yampa' }, { basin_ndx: 2, basin_name: 'Little Snake' }],
  dataSources: [{ sourcecategory_ndx: 5, source_name: 'Telemetry' }],
  organizations: [{ organization_ndx: 7, org_id: 'UYWCD' }],
  locationTypes: [{ location_type_ndx: 10, location_type_desc: 'Stream' }],
  parameterGroups: [{ parameter_group_ndx: 20, parameter_group_name: 'Flow' }],
  locations: [
    { location_ndx: 100, location_id: 'YR-01', location_name: 'Yampa at Steamboat', basin_ndx: 1, location_type_ndx: 10, assoc_datacategory_ndx: [1, 4] },
    { location_ndx: 101, location_id: 'LS-01', location_name: 'Little Snake at Baggs', basin_ndx: 2, location_type_ndx: 10, assoc_datacategory_ndx: [1] },
  ],
  parameters: [{ parameter_ndx: 200, display_abbrev: 'Q', display_name: 'Discharge', parameter_group_ndx: 20, assoc_datacategory_ndx: [1, 4] }],
};
const MAP = {
  type: 'FeatureCollection' as const,
  features: LOOKUPS.locations.map((l) => ({
    type: 'Feature' as const, id: l.location_ndx, geometry: { type: 'Point' as const, coordinates: [-107, 40.5] as [number, number] },
    properties: { location_ndx: l.location_ndx, location_name: l.location_name, location_id: l.location_id, huc10: null },
  })),
};

function renderPage(path = '/tools/query-and-download') {
  const store = testStore();
  const arg = undefined;
  store.dispatch(
    queryAndDownloadApi.util.upsertQueryEntries([
      { endpointName: 'getQueryAndDownloadQDListTimesteps', arg, value: [...LOOKUPS.timesteps] },
      { endpointName: 'getQueryAndDownloadQDListDataCategories', arg, value: [...LOOKUPS.dataCategories] },
      { endpointName: 'getQueryAndDownloadQDListBasins', arg, value: [...LOOKUPS.basins] },
      { endpointName: 'getQueryAndDownloadQDListDataSources', arg, value: [...LOOKUPS.dataSources] },
      { endpointName: 'getQueryAndDownloadQDListOrganizations', arg, value: [...LOOKUPS.organizations] },
      { endpointName: 'getQueryAndDownloadQDListLocationTypes', arg, value: [...LOOKUPS.locationTypes] },
      { endpointName: 'getQueryAndDownloadQDListParameterGroups', arg, value: [...LOOKUPS.parameterGroups] },
      { endpointName: 'getQueryAndDownloadQDListLocations', arg, value: [...LOOKUPS.locations] },
      { endpointName: 'getQueryAndDownloadQDListParameters', arg, value: [...LOOKUPS.parameters] },
      { endpointName: 'getQueryAndDownloadLocationsMap', arg, value: MAP },
    ]),
  );
  store.dispatch(publicMapApi.util.upsertQueryEntries([
    { endpointName: 'getPublicMapGeojsonBySourceId', arg: 'huc10', value: { type: 'FeatureCollection', features: [] } },
  ]));
  const { files, downloads } = recordingSaver((request, options) => downloadAnswer(request, options));
  renderScreen(<QueryAndDownloadPage />, { store, files, path, route: QUERY_AND_DOWNLOAD_ROUTE });
  return { downloads };
}

const group = (name: string) => screen.getByRole('group', { name });
const downloadButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Download' });
/** Types into a picker's search and waits out its debounce. */
async function search(picker: string, text: string) {
  fireEvent.change(within(group(picker)).getByRole('searchbox', { name: `Search ${picker}` }), { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
}
function pickBoth() {
  fireEvent.click(within(group('Locations')).getByRole('button', { name: 'Yampa at Steamboat' }));
  fireEvent.click(within(group('Parameters')).getByRole('button', { name: 'Discharge' }));
}

beforeAll(preloadIcons);
beforeEach(() => {
  counted.length = 0;
  countAnswer = null;
});

describe('QueryAndDownloadPage', () => {
  it('starts with every filter group chosen, the route\'s category, and no count', () => {
    renderPage('/tools/query-and-download/recreation');
    expect(screen.getByRole('heading', { level: 1, name: 'Query & Download' })).toBeTruthy();
    for (const name of ['Basins', 'Data Sources', 'Organizations', 'Location Types', 'Parameter Groups']) {
      for (const box of within(group(name)).getAllByRole<HTMLInputElement>('checkbox')) expect(box.checked).toBe(true);
    }
    expect(within(group('Quick-Filters')).getByRole('button', { name: 'Recreation' }).getAttribute('aria-pressed')).toBe('true');
    // The category narrows the locations: Little Snake at Baggs is not a recreation site.
    expect(within(group('Locations')).queryByRole('button', { name: 'Little Snake at Baggs' })).toBeNull();
    expect(screen.getByText('Please fill out the form to see available records')).toBeTruthy();
    expect(downloadButton().disabled).toBe(true);
    expect(counted).toEqual([]);
  });

  it('counts a complete form, aborting the count of the form before', async () => {
    countAnswer = 1234;
    renderPage();
    pickBoth();
    expect(counted.map((c) => c.body)).toEqual([expect.objectContaining({ timestep: 'daily', locations: [100], parameters: [200], basins: [1, 2], dataCategory: null })]);
    expect(screen.getByText('1,234 records available for download')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time Step'), { target: { value: 'raw' } });
    expect(counted[0].abort).toHaveBeenCalled();
    expect(counted[1].body.timestep).toBe('raw');
  });

  it('says an emptied group is required, clears the count, and prunes the locations it took off offer', () => {
    countAnswer = 5;
    renderPage();
    pickBoth();
    fireEvent.click(within(group('Basins')).getByRole('button', { name: '- None Basins' }));
    expect(screen.getByText('Basins are required')).toBeTruthy();
    expect(screen.getByText('Please fill out the form to see available records')).toBeTruthy();
    expect(within(group('Locations')).getByText('No options available')).toBeTruthy();
    fireEvent.click(within(group('Basins')).getByRole('button', { name: '+ All Basins' }));
    expect(screen.queryByText('Basins are required')).toBeNull();
    fireEvent.click(within(group('Locations')).getByRole('button', { name: 'Show Selected' }));
    expect(within(group('Locations')).getByText('No options selected')).toBeTruthy();
  });

  it('filters chips by the search and toggles a location from the map', async () => {
    renderPage();
    await search('Locations', 'baggs');
    expect(within(group('Locations')).getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Little Snake at Baggs']);
    fireEvent.click(screen.getByRole('button', { name: 'Locations & Basins Map' }));
    fireEvent.click(screen.getByRole('button', { name: 'Map: Yampa at Steamboat' }));
    await search('Locations', '');
    expect(within(group('Locations')).getByRole('button', { name: 'Yampa at Steamboat' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the download\'s API call and curl command', () => {
    renderPage();
    pickBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Show the API call' }));
    const call = screen.getByRole('region', { name: 'API call' });
    expect(within(call).getByLabelText('Request URL').textContent).toBe('http://portal.test/api/query-and-download/daily');
    expect(JSON.parse(within(call).getByLabelText('Request body').textContent ?? '')).toMatchObject({ locations: [100], parameters: [200] });
    expect(within(call).getByLabelText('curl command').textContent).toMatch(/^curl -X POST 'http:\/\/portal\.test\/api\/query-and-download\/daily' -H 'Content-Type: application\/json' --data '\{.*\}' -o 'water-data-\d{4}-\d{2}-\d{2}\.csv'$/);
  });

  it('streams the CSV of the time step\'s route into a file and says so', async () => {
    downloadAnswer = async () => 'saved';
    const { downloads } = renderPage();
    pickBoth();
    fireEvent.click(downloadButton());
    await screen.findByText('CSV file successfully added to download folder.');
    expect(downloads).toHaveLength(1);
    const { request } = downloads[0];
    expect(request).toMatchObject({ url: 'http://portal.test/api/query-and-download/daily', mimeType: 'text/csv' });
    expect(request.body).toMatchObject({ timestep: 'daily', locations: [100], parameters: [200] });
    // The same name as curl's -o (the district's name once the site credits are loaded).
    expect(request.suggestedName).toMatch(/^water-data-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloadButton().textContent).toBe('Download');
  });

  it('shows a running download\'s rows against the count, and Cancel stops it without a toast', async () => {
    countAnswer = 5000;
    let finished = false;
    downloadAnswer = (_request, options) => new Promise((resolve) => {
      options?.onProgress?.({ bytes: 2 * 1024 * 1024, lines: 1001 });
      options?.signal?.addEventListener('abort', () => {
        finished = true;
        resolve('cancelled');
      });
    });
    renderPage();
    pickBoth();
    fireEvent.click(downloadButton());
    const progress = await screen.findByRole('status', { name: 'Download' });
    expect(progress.textContent).toContain('Downloading 1,000 of 5,000 rows (2.0 MB)');
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Preparing...' }).disabled).toBe(true);
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(downloadButton().disabled).toBe(false));
    expect(finished).toBe(true);
    expect(screen.queryByRole('status', { name: 'Download' })).toBeNull();
    expect(screen.queryByText('CSV file successfully added to download folder.')).toBeNull();
    expect(screen.queryByText('Error downloading file.')).toBeNull();
  });

  it('says a failed download under the button and in a toast', async () => {
    downloadAnswer = async () => Promise.reject(new Error('cut'));
    renderPage();
    pickBoth();
    fireEvent.click(downloadButton());
    await screen.findByText('Failed to download CSV file.');
    expect(screen.getByText('Error downloading file.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('Error downloading file.')).toBeNull());
    expect(downloadButton().disabled).toBe(true);
  });
});
