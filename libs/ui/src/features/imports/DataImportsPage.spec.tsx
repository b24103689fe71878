import { importsApi } from '@portal/api-client';
import type { ImportMapping, ImportRun, ImportSchedule } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordingSaver, textOf } from '../../testing/files';
import { preloadIcons } from '../../testing/icons';
import { renderScreen, testStore } from '../../testing/render-screen';
import DataImportsPage from './DataImportsPage';

// jsdom has no fetch: lists come from a real store's cache and the writes are fakes that record what would be sent
// (the api-client's own specs cover the calls, and the upload's XMLHttpRequest).
const upload = jest.fn();
const uploadState = { progress: null as { loaded: number; total: number | null } | null, isUploading: false, error: null as unknown, cancel: jest.fn() };
const fetchSites = jest.fn();
const createLocations = jest.fn();
const createMapping = jest.fn();
const cancelRun = jest.fn();
const updateSchedule = jest.fn();
const rejectedCsv = jest.fn();
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  usePostImportsUpload: () => [upload, uploadState],
  usePostImportsFetchMutation: () => [fetchSites],
  usePostImportsLocationsByImportRunNdxMutation: () => [createLocations],
  usePostImportsMappingsMutation: () => [createMapping],
  usePostImportsCancelByImportRunNdxMutation: () => [cancelRun],
  usePutImportsSchedulesByImportScheduleNdxMutation: () => [updateSchedule],
  useGetImportsRejectedByImportRunNdxCsvMutation: () => [rejectedCsv],
}));

const run = (import_run_ndx: number, overrides: Partial<ImportRun> = {}): ImportRun => ({
  import_run_ndx, source: 'wqx-csv', label: `file-${import_run_ndx}.csv`, status: 'succeeded', import_schedule_ndx: null,
  created_by: 'admin@example.org', created_at: '2026-11-27T15:00:00Z', started_at: '2026-11-27T15:00:01Z', finished_at: '2026-11-27T15:00:09Z',
  counts: { read: 120, inserted: 100, updated: 5, unchanged: 15, rejected: 0 },
  progress: { rows_done: 120, rows_per_second: 15, bytes_done: null, bytes_total: null, eta_seconds: null },
  message: null, unmapped: [], new_locations: [],
  ...overrides,
});
const RUNNING = run(7, {
  status: 'running', label: 'big.csv', finished_at: null, counts: { read: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 },
  progress: { rows_done: 48000, rows_per_second: 12000, bytes_done: 4_000_000, bytes_total: 10_000_000, eta_seconds: 6 },
});
const REJECTED = run(6, {
  status: 'rejected', label: 'bad.csv', counts: { read: 3, inserted: 0, updated: 0, unchanged: 0, rejected: 2 },
  message: '2 rows were refused: nothing of the file was written.',
  unmapped: [{ family: 'wqx', source_code: 'Boron', source_unit: 'ug/L', qualifier: 'Dissolved', rows: 1 }],
  new_locations: [
    { location_code: 'USGS-09239500', name: 'Yampa River at Steamboat', latitude: 40.4836, longitude: -106.8317, location_type_ndx: 1, huc8: '14050001', huc10: null, huc12: null, rows: 2 },
    { location_code: 'USGS-09241000', name: 'Elk River', latitude: null, longitude: null, location_type_ndx: null, huc8: null, huc10: null, huc12: null, rows: 1 },
  ],
});
const MAPPINGS: ImportMapping[] = [
  { import_mapping_ndx: 1, family: 'usgs', source_code: '00060', source_unit: 'ft3/s', qualifier: '00003', parameter_ndx: 3, factor: 1, offset: 0 },
  { import_mapping_ndx: 2, family: 'usgs', source_code: '00060', source_unit: 'm3/s', qualifier: '00003', parameter_ndx: 3, factor: 35.3147, offset: 0 },
];
const SCHEDULES: ImportSchedule[] = [
  { import_schedule_ndx: 2, source: 'usgs-daily', site: 'USGS-09239500', interval: 'daily', enabled: false, last_run_at: null, next_run_at: null, last_status: null },
];

function renderPage(options: { files?: ReturnType<typeof recordingSaver>['files'] } = {}) {
  const store = testStore();
  store.dispatch(importsApi.util.upsertQueryEntries([
    { endpointName: 'getImports', arg: undefined, value: [RUNNING, REJECTED, run(5)] },
    { endpointName: 'getImportsByImportRunNdx', arg: { import_run_ndx: 6 }, value: REJECTED },
    { endpointName: 'getImportsRejectedByImportRunNdx', arg: { import_run_ndx: 6 }, value: [
      { ref: 'line 3', field: 'ResultMeasureValue', message: 'NaN is not a number' },
      { ref: 'line 4', field: 'ActivityStartTime/TimeZoneCode', message: 'a time without its time zone' },
    ] },
    { endpointName: 'getImportsParameters', arg: undefined, value: [{ parameter_ndx: 3, display_name: 'Streamflow', unit_name: 'cfs' }] },
    { endpointName: 'getImportsMappings', arg: undefined, value: MAPPINGS },
    { endpointName: 'getImportsSchedules', arg: undefined, value: SCHEDULES },
  ]));
  return renderScreen(<DataImportsPage />, { store, ...options });
}

const runsTable = () => screen.getByRole('table', { name: 'Import Runs' });
const runRow = (text: string) => within(runsTable()).getByRole('row', { name: new RegExp(text) });
const uploadForm = () => screen.getByRole('form', { name: 'Upload a File' });
const fetchForm = () => screen.getByRole('form', { name: 'Fetch from a Service' });

beforeAll(preloadIcons);
beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(uploadState, { progress: null, isUploading: false, error: null });
});

describe('Data Imports', () => {
  it('lists the runs with status and counts; a running run shows rows, rate, share and ETA, and offers Cancel', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Imports' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Data Imports | Basin Water Data Portal'));
    const running = runRow('big.csv');
    expect(running.textContent).toContain('Running');
    expect(running.textContent).toContain('48,000 rows · 12,000 rows/s · 40% · about 6 s left');
    expect(within(running).getByRole('progressbar', { name: 'Progress of run 7' })).toBeTruthy();
    const done = runRow('file-5.csv');
    expect(within(done).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Succeeded', '120', '100', '5', '15', '0']));
    expect(within(done).queryByRole('button', { name: 'Cancel run 5' })).toBeNull();
    cancelRun.mockImplementation(() => ({ unwrap: () => Promise.resolve(RUNNING) }));
    await act(async () => fireEvent.click(within(running).getByRole('button', { name: 'Cancel run 7' })));
    expect(cancelRun).toHaveBeenCalledWith({ import_run_ndx: 7 });
  });

  it('asks for a file, uploads it with its format and name, and opens the queued run’s report', async () => {
    renderPage();
    fireEvent.click(within(uploadForm()).getByRole('button', { name: 'Upload' }));
    expect(within(uploadForm()).getByText('*Required field')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    const file = new File(['OrganizationIdentifier,...\n'], 'results.csv', { type: 'text/csv' });
    fireEvent.change(within(uploadForm()).getByLabelText('Format'), { target: { value: 'wqx-csv' } });
    fireEvent.change(within(uploadForm()).getByLabelText('File'), { target: { files: [file] } });
    upload.mockResolvedValue(REJECTED);
    await act(async () => fireEvent.click(within(uploadForm()).getByRole('button', { name: 'Upload' })));
    expect(upload).toHaveBeenCalledWith({ format: 'wqx-csv', file, file_name: 'results.csv' });
    expect(screen.getByRole('region', { name: 'Report of run 6' })).toBeTruthy();
  });

  it('shows the bytes sent as a bar and a percentage, and the server’s refusal of a file too large', () => {
    Object.assign(uploadState, { progress: { loaded: 400, total: 1000 }, isUploading: true });
    const { unmount } = renderPage();
    expect(within(uploadForm()).getByText('40% uploaded')).toBeTruthy();
    expect(within(uploadForm()).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();

    Object.assign(uploadState, { isUploading: false, error: { status: 413, data: { statusCode: 413, error: 'Payload Too Large', message: 'The limit is 1 GB.' } } });
    unmount();
    renderPage();
    expect(within(uploadForm()).getByRole('alert').textContent).toBe('The file is larger than the server accepts. The limit is 1 GB.');
    expect(within(uploadForm()).queryByRole('progressbar')).toBeNull();
  });

  it('checks the fetch form’s sites and dates, then sends the sites as a list', async () => {
    renderPage();
    fireEvent.click(within(fetchForm()).getByRole('button', { name: 'Fetch' }));
    expect(within(fetchForm()).getByText('*Required field')).toBeTruthy();
    fireEvent.change(within(fetchForm()).getByLabelText('Sites'), { target: { value: 'USGS-09239500, USGS-09241000' } });
    fireEvent.change(within(fetchForm()).getByLabelText('Start date'), { target: { value: '2026-02-01' } });
    fireEvent.change(within(fetchForm()).getByLabelText('End date'), { target: { value: '2026-01-01' } });
    expect(within(fetchForm()).getByText('*The end date is before the start date')).toBeTruthy();
    expect(fetchSites).not.toHaveBeenCalled();

    fireEvent.change(within(fetchForm()).getByLabelText('End date'), { target: { value: '' } });
    fetchSites.mockImplementation(() => ({ unwrap: () => Promise.resolve(RUNNING) }));
    await act(async () => fireEvent.click(within(fetchForm()).getByRole('button', { name: 'Fetch' })));
    expect(fetchSites).toHaveBeenCalledWith({ source: 'usgs-daily', sites: ['USGS-09239500', 'USGS-09241000'], start: '2026-02-01', end: null });
  });

  it('reports a run: message, counts, refused rows, unmapped codes, and creates the locations chosen', async () => {
    renderPage();
    fireEvent.click(within(runRow('bad.csv')).getByRole('button', { name: 'Report of run 6' }));
    const report = screen.getByRole('region', { name: 'Report of run 6' });
    expect(within(report).getByText('2 rows were refused: nothing of the file was written.')).toBeTruthy();
    const counts = within(report).getByLabelText('Counts');
    expect(counts.textContent).toBe('Read3Inserted0Updated0Unchanged0Rejected2');
    const rejected = within(report).getByRole('table', { name: 'Rejected rows' });
    expect(within(rejected).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['line 3', 'ResultMeasureValue', 'NaN is not a number'],
      ['line 4', 'ActivityStartTime/TimeZoneCode', 'a time without its time zone'],
    ]);
    expect(within(report).getByRole('button', { name: 'Download rejected rows (CSV)' })).toBeTruthy();
    expect(within(within(report).getByRole('table', { name: 'Unmapped codes' })).getByText('Boron')).toBeTruthy();

    const create = within(report).getByRole('button', { name: 'Create selected locations' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(report).getByRole('checkbox', { name: /USGS-09241000/ }));
    createLocations.mockImplementation(() => ({ unwrap: () => Promise.resolve(REJECTED) }));
    await act(async () => fireEvent.click(create));
    expect(createLocations).toHaveBeenCalledWith({ import_run_ndx: 6, location_codes: ['USGS-09241000'] });
  });

  it('saves the refused rows as the server’s CSV under its file name', async () => {
    const { files, saved } = recordingSaver();
    renderPage({ files });
    fireEvent.click(within(runRow('bad.csv')).getByRole('button', { name: 'Report of run 6' }));
    const csv = 'ref,field,message\r\nline 3,ResultMeasureValue,NaN is not a number\r\n';
    const reset = jest.fn();
    rejectedCsv.mockImplementation(() => ({ unwrap: () => Promise.resolve({ fileName: 'import-6-rejected.csv', csv }), reset }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download rejected rows (CSV)' })));
    expect(rejectedCsv).toHaveBeenCalledWith({ import_run_ndx: 6 });
    expect(saved.map((f) => f.name)).toEqual(['import-6-rejected.csv']);
    expect(await textOf(saved[0].data)).toBe(csv);
    expect(reset).toHaveBeenCalled();
    expect(await screen.findByText('CSV file successfully added to download folder.')).toBeTruthy();
  });

  it('lists mappings with the parameter’s name, filters them, and refuses a factor that is no number', async () => {
    renderPage();
    const mappingRows = () => within(within(screen.getByRole('table', { name: 'Mappings' })).getAllByRole('rowgroup')[1]).getAllByRole('row');
    expect(mappingRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent).slice(0, 7))).toEqual([
      ['usgs', '00060', 'ft3/s', '00003', 'Streamflow (cfs)', '1', '0'],
      ['usgs', '00060', 'm3/s', '00003', 'Streamflow (cfs)', '35.3147', '0'],
    ]);
    fireEvent.change(screen.getByLabelText('Filter Mappings'), { target: { value: 'm3/s' } });
    expect(mappingRows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add Mapping' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Mapping' });
    fireEvent.change(within(dialog).getByLabelText(/Source Code/), { target: { value: 'Temperature, water' } });
    fireEvent.change(within(dialog).getByLabelText(/Portal Parameter/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText(/Factor/), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('*Must be a number')).toBeTruthy();
    expect(createMapping).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Factor/), { target: { value: '0.5556' } });
    createMapping.mockImplementation(() => ({ unwrap: () => Promise.resolve(MAPPINGS[0]) }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(createMapping).toHaveBeenCalledWith({
      family: 'usgs', source_code: 'Temperature, water', source_unit: '', qualifier: '', parameter_ndx: 3, factor: 0.5556, offset: 0,
    });
  });

  it('lists schedules, never run, and turns one on with its switch', async () => {
    renderPage();
    const schedules = screen.getByRole('table', { name: 'Schedules' });
    const row = within(schedules).getByRole('row', { name: /USGS-09239500/ });
    expect(row.textContent).toContain('Never');
    const toggle = within(row).getByRole('checkbox', { name: 'Enabled: usgs-daily USGS-09239500' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    updateSchedule.mockImplementation(() => ({ unwrap: () => Promise.resolve({ ...SCHEDULES[0], enabled: true }) }));
    await act(async () => fireEvent.click(toggle));
    expect(updateSchedule).toHaveBeenCalledWith({ ...SCHEDULES[0], enabled: true });
  });
});
