import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MapFilters, MapSourceReference, MapWell } from '@portal/contracts';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { mapExplorerApi } from '@portal/api-client';
import { preloadIcons } from '../../../testing/icons';
import { preloadedStore } from '../../../testing/preloaded-store';
import { ToasterProvider } from '../../../common/toaster';
import { DataSourcesTable } from './controls/DataSourcesTable';
import { ExportMenu } from './export/ExportMenu';
import { FeaturePopup } from './popups/FeaturePopup';
import { FiltersBar } from './controls/FiltersBar';
import { initialFilterState, type LocationFilterState } from './layers/filters.logic';
import { LocationSearch } from './search/LocationSearch';
import { testLayer } from './map-explorer.testing';
import { measurementsReducer, INITIAL_MEASUREMENTS } from './drawing/measurements.logic';
import { MeasurementsBox } from './drawing/MeasurementsBox';
import { PlaceSearch } from './search/PlaceSearch';
import { popupFeature } from './popups/popup.logic';
import { PrintReportDialog } from './export/PrintReportDialog';

beforeAll(preloadIcons);

const filters: MapFilters = {
  locationTypes: [
    { value: 'Stream Gage', display: 'Stream Gage', color: '#1F78B4' },
    { value: 'Reservoir', display: 'Reservoir', color: '#6A3D9A' },
  ],
  organizations: [
    { value: 'USGS', display: 'U.S. Geological Survey' },
    { value: 'CDWR', display: 'Colorado Division of Water Resources' },
    { value: 'CPW', display: 'Colorado Parks and Wildlife' },
  ],
  parameterGroups: [],
  graphMode: [],
};

describe('FiltersBar', () => {
  function Harness({ onState }: { onState: (state: LocationFilterState) => void }) {
    const [state, setState] = useState(initialFilterState(filters));
    return (
      <FiltersBar
        filters={filters}
        state={state}
        onChange={(next) => {
          setState(next);
          onState(next);
        }}
      />
    );
  }

  it('shows applied/total counts that follow the selection', async () => {
    const states: LocationFilterState[] = [];
    render(<Harness onState={(s) => states.push(s)} />);
    expect(screen.getByRole('button', { name: 'Location Types 2/2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Organizations 3/3' })).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Organizations 3/3' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('group', { name: 'Organizations' });
    const option = (name: string) => within(list).getByRole<HTMLInputElement>('checkbox', { name });
    expect(option('Colorado Parks and Wildlife').checked).toBe(true);
    fireEvent.click(option('Colorado Parks and Wildlife'));
    expect(option('Colorado Parks and Wildlife').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Organizations 2/3' })).toBeTruthy();
    expect(states.at(-1)?.organizations).toEqual(['USGS', 'CDWR']);

    fireEvent.click(screen.getByRole('button', { name: 'Select None' }));
    expect(screen.getByRole('button', { name: 'Organizations 0/3' })).toBeTruthy();
    expect(within(list).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.checked)).toEqual([false, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Organizations 3/3' })).toBeTruthy();
  });

  it('is a disclosure of checkboxes, not a menu: no menu items and no listbox, and no aria-haspopup on its buttons', async () => {
    render(<Harness onState={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Location Types 2/2' }));
    const list = await screen.findByRole('group', { name: 'Location Types' });
    expect(within(list).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Stream Gage', 'Reservoir']);
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    for (const button of screen.getAllByRole('button', { expanded: false })) expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(screen.getByRole('button', { name: 'Location Types 2/2' }).hasAttribute('aria-haspopup')).toBe(false);
  });

  it('switches the data toggles on and counts them', async () => {
    const states: LocationFilterState[] = [];
    render(<Harness onState={(s) => states.push(s)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggles' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Has Water Quality Data' }));
    expect(states.at(-1)?.toggles.hasWaterQualityData).toBe(true);
    expect(screen.getByRole('button', { name: 'Toggles 1' })).toBeTruthy();
  });
});

describe('FeaturePopup', () => {
  const pages = [
    popupFeature(testLayer('locations', { name: 'Locations', popup: { titleField: 'location_name', excludeFields: ['ndx'] } }), {
      location_name: 'Elk River near Milner', ndx: 3, organizations: '["USGS"]', has_flow_graph: true, sources: 'null',
    }),
    popupFeature(testLayer('huc12', { name: 'HUC 12', popup: { source: { description: 'USGS WBD', url: 'https://www.usgs.gov/wbd' } } }), {
      huc12_name: 'Lower Elk River',
    }),
  ];

  function Harness() {
    const [index, setIndex] = useState(0);
    return <FeaturePopup pages={pages} index={index} onPage={setIndex} />;
  }

  it('pages through the features under the click, each with its title and table', () => {
    render(<Harness />);
    const popup = screen.getByRole('dialog', { name: 'Elk River near Milner' });
    expect(within(popup).getAllByRole('row').map((row) => row.textContent)).toEqual(['OrganizationsUSGS', 'Has Flow GraphYes']);
    expect(screen.getByText('1 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous feature' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(screen.getByRole('dialog', { name: 'HUC 12' })).toBeTruthy();
    expect(screen.getByText('2 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'USGS WBD' }).getAttribute('href')).toBe('https://www.usgs.gov/wbd');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next feature' }).disabled).toBe(true);
  });

  it('takes the focus when opened from a search, and Escape in it closes it', () => {
    const onClose = jest.fn();
    render(<FeaturePopup pages={pages} index={0} onPage={() => undefined} focusOnOpen onClose={onClose} />);
    const popup = screen.getByRole('dialog', { name: 'Elk River near Milner' });
    expect(document.activeElement).toBe(popup);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next feature' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the focus alone when opened by a click', () => {
    render(<FeaturePopup pages={pages} index={0} onPage={() => undefined} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('has no pager for a single feature', () => {
    render(<FeaturePopup pages={pages.slice(0, 1)} index={0} onPage={() => undefined} />);
    expect(screen.queryByText('1 of 1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next feature' })).toBeNull();
  });
});

describe('MeasurementsBox', () => {
  const square = {
    id: 'p1',
    // About 100 m × 111 m near the equator.
    geometry: { type: 'Polygon', coordinates: [[[0, 0], [0.0009, 0], [0.0009, 0.001], [0, 0.001], [0, 0]]] },
    properties: {},
  };
  const point = { id: 'pt', geometry: { type: 'Point', coordinates: [-106.831234, 40.485678] }, properties: {} };
  const drawn = measurementsReducer(INITIAL_MEASUREMENTS, { type: 'create', features: [square, point] });

  function renderBox(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onReset = jest.fn();
    const onHide = jest.fn();
    render(<MeasurementsBox state={drawn} onReset={onReset} onHide={onHide} />, { wrapper: ToasterProvider });
    return { onReset, onHide };
  }

  it('renders nothing without drawings', () => {
    const { container } = render(<MeasurementsBox state={INITIAL_MEASUREMENTS} onReset={jest.fn()} onHide={jest.fn()} />, { wrapper: ToasterProvider });
    expect(container.textContent).toBe('');
  });

  it('shows the area in acres and square feet and the point, and copies a value on click', async () => {
    const writeText = jest.fn(async () => undefined);
    const { onReset, onHide } = renderBox(writeText);
    const box = screen.getByRole('region', { name: 'Measurements' });
    expect(within(box).getByText('Total Polygon Area')).toBeTruthy();
    expect(within(box).getByRole('button', { name: '2.76 acres' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: '120,048 sq ft' })).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: 'Lat: 40.48568 Lng: -106.83123' }));
    expect(writeText).toHaveBeenCalledWith('Lat: 40.48568 Lng: -106.83123');
    expect(await screen.findByText('Data was copied to your clipboard.')).toBeTruthy();

    fireEvent.click(within(box).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Hide' }));
    expect(onReset).toHaveBeenCalled();
    expect(onHide).toHaveBeenCalled();
  });

  it('says why copying failed', async () => {
    renderBox(async () => {
      throw new Error('Clipboard access denied');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lat: 40.48568 Lng: -106.83123' }));
    expect(await screen.findByText('Clipboard access denied')).toBeTruthy();
  });
});

describe('DataSourcesTable', () => {
  const rows: MapSourceReference[] = [
    { data_source: 'USGS NWIS', data_source_url: 'https://waterdata.usgs.gov/', data_types: 'Flow, Temperature' },
    { data_source: 'Colorado DWR', data_source_url: null, data_types: 'River Calls' },
    { data_source: 'Demo Generator', data_source_url: null, data_types: 'Water Quality' },
  ];
  const column = (n: number) => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[n].textContent);

  it('lists the sources by name, linking out, and sorts by either column both ways', () => {
    const onHide = jest.fn();
    render(<DataSourcesTable rows={rows} isError={false} onHide={onHide} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Data Source', 'Data Type']);
    expect(column(0)).toEqual(['Colorado DWR', 'Demo Generator', 'USGS NWIS']);
    expect(screen.getByRole('link', { name: 'USGS NWIS' }).getAttribute('href')).toBe('https://waterdata.usgs.gov/');

    fireEvent.click(screen.getByRole('button', { name: 'Data Source' }));
    expect(column(0)).toEqual(['USGS NWIS', 'Demo Generator', 'Colorado DWR']);
    fireEvent.click(screen.getByRole('button', { name: 'Data Type' }));
    expect(column(1)).toEqual(['Flow, Temperature', 'River Calls', 'Water Quality']);
    expect(screen.getAllByRole('columnheader')[1].getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('takes the focus when it opens, and Escape inside it hides it', () => {
    const onHide = jest.fn();
    render(<DataSourcesTable id="sources" rows={rows} isError={false} onHide={onHide} />);
    const region = screen.getByRole('region', { name: 'Data Sources' });
    expect(region.id).toBe('sources');
    expect(document.activeElement).toBe(region);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Data Type' }), { key: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('LocationSearch', () => {
  const well = (location_ndx: number, location_name: string, location_id: string): MapWell => ({
    location_ndx, location_name, location_id, locationtype: 'Stream Gage',
    location_geometry: { type: 'Point', coordinates: [-106.8, 40.5] }, parameter_groups: [], huc8: null, huc10: null,
    huc10_name: 'Upper Yampa River', huc12: null, huc12_name: null, basin: 'Yampa', organizations: ['USGS'], sources: ['NWIS'],
  });
  const wells = [well(1, 'Yampa River at Steamboat Springs', '09239500'), well(2, 'Elk River near Milner', '09242500')];

  afterEach(() => jest.useRealTimers());

  it("searches 200 ms after typing stops and hands on the chosen location", async () => {
    jest.useFakeTimers();
    const onChoose = jest.fn();
    render(<LocationSearch wells={wells} onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: 'Individual Locations Search' });
    expect(box.getAttribute('placeholder')).toBe('Locations attributes');
    expect(screen.getByText('Individual Locations Search')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'elk' } });
    act(() => jest.advanceTimersByTime(150));
    // While the search waits there is no list yet, only the word for it.
    expect(await screen.findByText('Searching…', { selector: '.map-explorer-search-empty' })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    act(() => jest.advanceTimersByTime(60));
    const results = screen.getByRole('listbox', { name: 'Individual Locations Search results' });
    expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elk River near Milner 09242500']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(results).getByText('Elk River near Milner'));
    expect(onChoose).toHaveBeenCalledWith(wells[1]);
    expect((box as HTMLInputElement).value).toBe('Elk River near Milner');

    fireEvent.change(box, { target: { value: 'no such place' } });
    act(() => jest.advanceTimersByTime(210));
    expect(await screen.findByText('No matching locations', { selector: '.map-explorer-search-empty' })).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('chooses the location the arrow keys reach with Enter', async () => {
    jest.useFakeTimers();
    const onChoose = jest.fn();
    render(<LocationSearch wells={wells} onChoose={onChoose} />);
    const box = screen.getByRole('combobox', { name: 'Individual Locations Search' });
    fireEvent.change(box, { target: { value: 'river' } });
    act(() => jest.advanceTimersByTime(210));
    await screen.findByRole('listbox', { name: 'Individual Locations Search results' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(wells[1]);
  });
});

describe('PlaceSearch', () => {
  afterEach(() => jest.useRealTimers());

  it("offers both readings of typed coordinates, labelled 'Lat: {lat} Lng: {lng}'", async () => {
    jest.useFakeTimers();
    const onChoose = jest.fn();
    render(
      <Provider store={preloadedStore({})}>
        <PlaceSearch onChoose={onChoose} />
      </Provider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Address/Coords Search' }), { target: { value: '40.5 -80.25' } });
    act(() => jest.advanceTimersByTime(400));
    const results = await screen.findByRole('listbox', { name: 'Address/Coords Search results' });
    expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Lat: 40.5 Lng: -80.25 coordinate',
      'Lat: -80.25 Lng: 40.5 coordinate',
    ]);
    fireEvent.click(within(results).getByText('Lat: -80.25 Lng: 40.5'));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ center: [40.5, -80.25], place_type: 'coordinate' }));
  });
});

describe('PlaceSearch places', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the gazetteer’s places after coordinates were typed', async () => {
    jest.useFakeTimers();
    const store = preloadedStore({});
    const town = { id: 'place-1', place_name: 'Steamboat Springs', place_type: 'place', center: [-106.83, 40.48] as [number, number] };
    store.dispatch(mapExplorerApi.util.upsertQueryEntries([{ endpointName: 'getPublicMapPlaces', arg: 'Steamboat Spr', value: [town] }]));
    render(
      <Provider store={store}>
        <PlaceSearch onChoose={jest.fn()} />
      </Provider>,
    );
    const box = screen.getByRole('combobox', { name: 'Address/Coords Search' });
    fireEvent.change(box, { target: { value: '40.5 -80.25' } });
    act(() => jest.advanceTimersByTime(400));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    fireEvent.change(box, { target: { value: 'Steamboat Spr' } });
    act(() => jest.advanceTimersByTime(400));
    const results = await screen.findByRole('listbox', { name: 'Address/Coords Search results' });
    await waitFor(() => expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual(['Steamboat Springs place']));
  });
});

describe('Print Report dialog and Export menu', () => {
  it('asks for a title with the product’s texts and downloads with it', async () => {
    const onDownload = jest.fn(async () => undefined);
    const onClose = jest.fn();
    render(<PrintReportDialog isOpen onClose={onClose} onDownload={onDownload} />);
    const dialog = screen.getByRole('dialog', { name: 'Print Report' });
    expect(within(dialog).getByText('Please provide a title that will appear on the report.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Report Title'), { target: { value: '  Elk River, July  ' } });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDownload).toHaveBeenCalledWith('Elk River, July');
  });

  it('disables the graph-mode exports outside graph mode and shows progress while saving', async () => {
    let finish: () => void = () => undefined;
    const onSavePng = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<ExportMenu graphMode={false} onPrintPdf={jest.fn()} printing={false} onSavePng={onSavePng} onExportTimeSeries={jest.fn()} onExportStats={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu', { name: 'Export' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) });
    expect(item('Export Time Series').getAttribute('aria-disabled')).toBe('true');
    expect(item('Export Stats & Benchmarks').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(item('Save PNG'));
    expect(onSavePng).toHaveBeenCalled();
    expect(within(menu).getByLabelText('Working')).toBeTruthy();
    await act(async () => finish());
    expect(within(menu).queryByLabelText('Working')).toBeNull();

    rerender(<ExportMenu graphMode onPrintPdf={jest.fn()} printing={false} onSavePng={onSavePng} onExportTimeSeries={jest.fn()} onExportStats={jest.fn()} />);
    expect(item('Export Time Series').getAttribute('aria-disabled')).not.toBe('true');
  });
});
