import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { createPortalStore, mapExplorerApi, type PortalStore } from '@portal/api-client';
import type { DataVizGraphType } from '@portal/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { PlotProps } from '../../../components/charts/Plot';
import { PlatformProvider } from '../../../platform/PlatformProvider';
import { fakePlatform } from '../../../testing/fake-platform';
import { preloadIcons } from '../../../testing/icons';
import type { DataVizRow } from './data-viz.logic';
import { flowRow, temperatureRow, temperatureTrendRow, vizLocation } from './data-viz.testing';
import { DataVizPanel, type DataVizPanelProps } from './DataVizPanel';

// plotly cannot draw in jsdom: the chart is a figure saying which series and how many days it got, and it hands
// the panel an element as plotly's would (for Save PDF). plotImage answers a 1×1 PNG.
const mockImage = jest.fn();
jest.mock('../../../components/charts/Plot', () => ({
  Plot: function MockPlot({ data, 'aria-label': label, onGraphDiv }: PlotProps) {
    useEffect(() => onGraphDiv?.(document.createElement('div')), [onGraphDiv]);
    return (
      <figure aria-label={label}>
        {data.map((trace) => trace.name).join(', ')}: {data[0]?.x.length} days
      </figure>
    );
  },
  plotImage: (...args: unknown[]) => mockImage(...args),
}));
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.umd.min.js'));

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** Mid-morning of August 15, 2024 in Denver. */
const NOW = new Date('2024-08-15T16:00:00Z');

function vizStore(answers: Partial<Record<DataVizGraphType, DataVizRow[]>>): PortalStore {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api' });
  store.dispatch(
    mapExplorerApi.util.upsertQueryEntries(
      Object.entries(answers).map(([graphType, value]) => ({
        endpointName: 'dataVizRows' as const,
        arg: { graphType: graphType as DataVizGraphType, wellNumber: 7 },
        value: value as never,
      })),
    ),
  );
  return store;
}

const ANSWERS = {
  temperatureGraph: [temperatureRow('2023-06-01', 50), temperatureRow('2024-01-10', 35), temperatureRow('2024-08-14', 63)],
  temperatureTrends: [temperatureTrendRow('2023-08-01', 57), temperatureTrendRow('2024-08-14', 58)],
  flowGraph: [flowRow('2024-07-31', 410), flowRow('2024-08-14', 300)],
  flowTrends: [],
};

function renderPanel(overrides: Partial<DataVizPanelProps> = {}, answers: Partial<Record<DataVizGraphType, DataVizRow[]>> = ANSWERS) {
  const platform = fakePlatform();
  const save = jest.spyOn(platform.files, 'save');
  const onClose = jest.fn();
  render(
    <PlatformProvider ports={platform}>
      <Provider store={vizStore(answers)}>
        <DataVizPanel location={vizLocation()} onClose={onClose} now={NOW} {...overrides} />
      </Provider>
    </PlatformProvider>,
  );
  return { save, onClose };
}

const startDate = () => screen.getByLabelText<HTMLInputElement>('Start Date');
const endDate = () => screen.getByLabelText<HTMLInputElement>('End Date');
const graphType = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Graph Type' });
const chart = () => screen.getByRole('figure').textContent;

async function savedText(blob: Blob): Promise<string> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsBinaryString(blob);
  });
  return text.replace(/^\xEF\xBB\xBF/, '');
}

beforeAll(async () => {
  await preloadIcons();
  await Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' });
});
beforeEach(() => mockImage.mockReset().mockResolvedValue(PIXEL));

describe('DataVizPanel', () => {
  it("opens on the location's first graph type with the whole record up to today, and warns about the latest temperature", () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Yampa River at Steamboat Springs' })).toBeTruthy();
    expect(screen.getByText('09239500')).toBeTruthy();
    expect([...graphType().options].map((o) => o.textContent)).toEqual(['Temperature Graph', 'Flow Graph', 'Temperature Trends', 'Flow Trends']);
    expect(startDate().value).toBe('');
    expect(endDate().value).toBe('2024-08-15');
    expect(chart()).toBe('Maximum Daily Temperature, Average Daily Temperature, Minimum Daily Temperature: 3 days');
    // The latest reading, 63 °F on August 14, is above 60.8.
    expect(screen.getByText('Temp Warning!')).toBeTruthy();
  });

  it('offers only the graph types the location has', () => {
    renderPanel({ location: vizLocation({ has_temperature_graph: false, has_temperature_trends: false }) });
    expect([...graphType().options].map((o) => o.textContent)).toEqual(['Flow Graph', 'Flow Trends']);
    expect(chart()).toBe('Average Daily Flow: 2 days');
    expect(screen.queryByText('Temp Warning!')).toBeNull();
    expect(screen.queryByText('Temp OK')).toBeNull();
  });

  it('resets the dates on a graph type change: the last year for trends, the record for the others', () => {
    renderPanel();
    fireEvent.change(graphType(), { target: { value: 'temperatureTrends' } });
    expect([startDate().value, endDate().value]).toEqual(['2023-08-15', '2024-08-15']);
    // Only the 2024 trend row lies in the last year.
    expect(chart()).toBe('Daily Average Temperature, Period of Record Maximum, Period of Record Average, Period of Record Minimum: 1 days');
    expect(screen.getByText('Temp OK')).toBeTruthy();

    fireEvent.change(graphType(), { target: { value: 'flowGraph' } });
    expect([startDate().value, endDate().value]).toEqual(['', '2024-08-15']);
  });

  it("says 'no data available' when the answer is empty", () => {
    renderPanel();
    fireEvent.change(graphType(), { target: { value: 'flowTrends' } });
    expect(screen.getByText('no data available')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });

  it('narrows the chart to the chosen dates; Year takes the current year, Record the whole record', () => {
    renderPanel();
    fireEvent.change(startDate(), { target: { value: '2023-12-01' } });
    fireEvent.change(endDate(), { target: { value: '2024-01-31' } });
    expect(chart()).toMatch(/: 1 days$/);

    fireEvent.click(screen.getByRole('button', { name: 'Year' }));
    expect([startDate().value, endDate().value]).toEqual(['2024-01-01', '2024-08-15']);
    expect(chart()).toMatch(/: 2 days$/);

    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect([startDate().value, endDate().value]).toEqual(['', '2024-08-15']);
    expect(chart()).toMatch(/: 3 days$/);
  });

  it('exports the CSV of the chosen dates with the end extended by one month', async () => {
    const { save } = renderPanel();
    fireEvent.change(startDate(), { target: { value: '2023-06-01' } });
    fireEvent.change(endDate(), { target: { value: '2023-12-15' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(save).toHaveBeenCalledTimes(1);
    const [name, blob, mimeType] = save.mock.calls[0];
    expect([name, mimeType]).toEqual(['09239500 Temperature Graph.csv', 'text/csv']);
    expect((await savedText(blob)).split('\r\n').map((line) => line.split(',').slice(2, 4).join(','))).toEqual([
      'Date,Maximum Daily Temperature',
      '06/01/2023,53',
      // January 10 is past the end but within the extra month.
      '01/10/2024,38',
      '',
    ]);
  });

  it('saves the chart and its title as a PDF', async () => {
    const { save } = renderPanel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save PDF' })));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(mockImage).toHaveBeenCalledWith(expect.any(HTMLElement), { format: 'png', width: 1400, height: 700 });
    const [name, blob, mimeType] = save.mock.calls[0];
    expect([name, mimeType]).toEqual(['09239500 Temperature Graph.pdf', 'application/pdf']);
    const pdf = await savedText(blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Yampa River at Steamboat Springs \\(09239500\\) - Temperature Graph) Tj');
  });

  it('expands from 500 px to 70vh and closes', () => {
    const { onClose } = renderPanel();
    const panel = screen.getByRole('region', { name: 'Data visualization of Yampa River at Steamboat Springs' });
    expect(panel.style.height).toBe('500px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand panel' }));
    expect(panel.style.height).toBe('70vh');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
