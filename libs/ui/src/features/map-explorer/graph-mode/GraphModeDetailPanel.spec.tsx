import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { createPortalStore, mapExplorerApi, type PortalStore } from '@portal/api-client';
import type { AnnualPoint, DailyPoint, GraphModeStatsRow, ParameterSeries } from '@portal/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { PlotProps } from '../../../components/charts/Plot';
import { preloadIcons } from '../../../testing/icons';
import { GraphModeDetailPanel, type GraphModeDetailPanelProps } from './GraphModeDetailPanel';
import { BENCHMARK_COLORS, statsRow } from './graph-mode.testing';

// plotly cannot draw in jsdom: the chart is a figure naming its traces and shapes.
jest.mock('../../../components/charts/Plot', () => ({
  Plot: ({ data, layout, 'aria-label': label }: PlotProps) => (
    <figure aria-label={label} data-scale={layout.yaxis?.type}>
      {data.map((trace) => trace.name).join(', ')} | {(layout.shapes ?? []).filter((s) => s.line?.dash === 'dash').map((s) => s.name).join(', ')}
    </figure>
  ),
}));

const eColi = statsRow({ parameter_name: 'E. Coli', benchmark_scale_median: 2, benchmark_scale_pctile85: 5, trend: 'Increasing' });
const nitrogen = statsRow({
  parameter_ndx: 31,
  parameter_name: 'Total Nitrogen',
  units: 'mg/L',
  median: 1.1,
  pctile85: 1.3,
  benchmark_scale_median: 3,
  benchmark_scale_pctile85: 4,
  trend: 'No Current Trend',
});
const elsewhere = statsRow({ ndx: 2, location_name: 'Elk River', parameter_name: 'Arsenic', benchmark_scale_median: 5 });

const dailySeries: ParameterSeries<DailyPoint>[] = [
  {
    parameter_ndx: 30,
    parameter: 'E. Coli',
    parameter_abbrev: 'E. coli',
    units: 'MPN/100mL',
    rows: [{ location_id: 'WQ-001', collect_date: '2024-07-01', organization: 'USGS', result: 60, nondetect: false, units: 'MPN/100mL' }],
  },
];
const annualSeries: ParameterSeries<AnnualPoint>[] = [
  { parameter_ndx: 30, parameter: 'E. Coli', parameter_abbrev: 'E. coli', units: 'MPN/100mL', rows: [{ collect_year: 2024, result_median: 60, result_pctile85: 90 }] },
];

/** The time-series answers for the full period: E. coli has both, Total Nitrogen none. */
function chartStore(): PortalStore {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api' });
  const args = (parameter: number) => ({ locationIndex: 1, parameters: [parameter], periodOfRecord: 'full' as const });
  store.dispatch(
    mapExplorerApi.util.upsertQueryEntries([
      { endpointName: 'postTsDailyTableForMapDisplayByLocationIndex', arg: args(30), value: dailySeries },
      { endpointName: 'postTsAnnualTableForMapDisplayByLocationIndex', arg: args(30), value: annualSeries },
      { endpointName: 'postTsDailyTableForMapDisplayByLocationIndex', arg: args(31), value: [] },
      { endpointName: 'postTsAnnualTableForMapDisplayByLocationIndex', arg: args(31), value: [] },
    ]),
  );
  return store;
}

function renderPanel(overrides: Partial<GraphModeDetailPanelProps> = {}) {
  const props: GraphModeDetailPanelProps = {
    location: { ndx: 1 },
    rows: [eColi, elsewhere, nitrogen] as GraphModeStatsRow[],
    analysis: 'benchmark_scale_median',
    periodOfRecord: 'full',
    benchmarkColors: BENCHMARK_COLORS,
    onClose: jest.fn(),
    ...overrides,
  };
  render(
    <Provider store={chartStore()}>
      <GraphModeDetailPanel {...props} />
    </Provider>,
  );
  return props;
}

/** The table's body rows as cell texts (Parameter, value, Benchmarks dot label, Trend, Count). */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0].textContent, cells[1].textContent, cells[2].textContent, cells[3].textContent, cells[4].textContent];
    });

beforeAll(async () => {
  await preloadIcons();
  await Icons.load(Object.values(IconNames), IconSize.LARGE, { loader: 'all' });
});

describe('GraphModeDetailPanel', () => {
  it('asks for a location until one is clicked', () => {
    renderPanel({ location: null });
    expect(screen.getByText('Please select a monitoring location on the map above.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says there is no data when the location has no rows, under its name from the map', () => {
    renderPanel({ location: { ndx: 9, location_name: 'Bear River', location_id: 'WQ-009', huc12_name: 'Bear Creek' } });
    expect(screen.getByText('There is no data available with this query.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bear River' })).toBeTruthy();
    expect(screen.getByText('WQ-009')).toBeTruthy();
  });

  it("heads the table with the location's name, id and basin sub-area and sorts by the median score", () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Yampa River at Steamboat Springs' })).toBeTruthy();
    expect(screen.getByText('WQ-001')).toBeTruthy();
    expect(screen.getByText('Fish Creek-Yampa River')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Parameter',
      'Median',
      'Benchmarks',
      'Trend',
      'Count',
      'Period of Record',
      'Organizations',
      'Visualizations',
    ]);
    expect(tableRows()).toEqual([
      ['Total Nitrogen', '1.1 mg/L', 'Approaching benchmark', 'NA', '40'],
      ['E. Coli', '80 MPN/100mL', 'Below benchmark', 'Increasing', '40'],
    ]);
    expect(screen.getAllByText('06/01/2005 - 09/30/2024')).toHaveLength(2);
  });

  it('follows the 85th percentile analysis: header, values, dot colours and order', () => {
    renderPanel({ analysis: 'benchmark_scale_pctile85' });
    expect(screen.getByRole('columnheader', { name: '85th Percentile' })).toBeTruthy();
    expect(tableRows()).toEqual([
      ['E. Coli', '150 MPN/100mL', 'Above secondary benchmark', 'Increasing', '40'],
      ['Total Nitrogen', '1.3 mg/L', 'Above benchmark', 'NA', '40'],
    ]);
    // The class is written beside its dot, in the class's colour.
    const dot = screen.getByText('Above secondary benchmark').querySelector('.portal-benchmark-dot') as HTMLElement;
    expect(dot.style.background).toBe('rgb(227, 26, 28)');
  });

  it("shows the parameter's benchmark ranges when its class is hovered", async () => {
    renderPanel();
    fireEvent.mouseEnter(screen.getByText('Below benchmark'));
    const ranges = await screen.findByText('E. Coli benchmarks');
    expect(within(ranges.parentElement!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Above secondary benchmark: ≥ 235 MPN/100mL',
      'Above benchmark: 126 – 235 MPN/100mL',
      'Approaching benchmark: 94 – 126 MPN/100mL',
      'Below benchmark: 1 – 94 MPN/100mL',
      'Below detection limits: 0 – 1 MPN/100mL',
    ]);
  });

  it('expands a row into its daily and annual charts with the dashed reference line, or says there is no data', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Charts of E. Coli' }));
    expect(screen.getByRole('button', { name: 'Charts of E. Coli' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Daily Time Series')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Daily Time Series of E. Coli' }).textContent).toBe('E. Coli | Median: 80 MPN/100mL');
    expect(screen.getByRole('figure', { name: 'Annual Time Series of E. Coli' }).textContent).toBe('Annual Median | Median: 80 MPN/100mL');

    fireEvent.click(screen.getByRole('button', { name: 'Charts of Total Nitrogen' }));
    expect(screen.getByText('There is no daily data available for these filters.')).toBeTruthy();
    expect(screen.getByText('There is no annual data available for these filters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Charts of E. Coli' }));
    expect(screen.queryByRole('figure', { name: 'Daily Time Series of E. Coli' })).toBeNull();
  });

  it('draws E. coli counts on a log axis, which the Log scale switch turns off and on', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Charts of E. Coli' }));
    const daily = () => screen.getByRole('figure', { name: 'Daily Time Series of E. Coli' });
    const logScale = screen.getByLabelText('Log scale') as HTMLInputElement;
    expect(logScale.checked).toBe(true);
    expect(daily().getAttribute('data-scale')).toBe('log');
    fireEvent.click(logScale);
    expect(daily().getAttribute('data-scale')).toBe('linear');
    expect(logScale.checked).toBe(false);
    // The annual bars keep their linear axis: a bar's length is its value.
    expect(screen.getByRole('figure', { name: 'Annual Time Series of E. Coli' }).getAttribute('data-scale')).toBe('linear');
  });

  it('expands from 460 px to 70vh and closes', () => {
    const props = renderPanel();
    const panel = screen.getByRole('region', { name: 'Location details' });
    expect(panel.style.height).toBe('460px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand panel' }));
    expect(panel.style.height).toBe('70vh');
    fireEvent.click(screen.getByRole('button', { name: 'Restore panel size' }));
    expect(panel.style.height).toBe('460px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
