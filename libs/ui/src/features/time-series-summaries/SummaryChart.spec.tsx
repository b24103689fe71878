import type { TssumBox, TssumGraphOption } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { preloadIcons } from '../../testing/icons';
import { renderScreen } from '../../testing/render-screen';
import { SummaryChart, type SummaryChartData } from './SummaryChart';

// Plotly draws nothing in jsdom: a chart is the list of its traces (testing/plot-stub).
jest.mock('../../components/charts', () => jest.requireActual('../../testing/plot-stub').chartsWithPlotStub());

const OPTION: TssumGraphOption = {
  tssum_group_ndx: 3,
  tssum_graph_title: 'Daily Streamflow',
  tssum_graph_route_name: 'daily-streamflow',
  y_axis_units: 'cfs',
  caf_group_ndx: null,
  reg_group_ndx_display: [4],
  datacategory_ndx_defaults: [0],
};

const box = (location_id: string, label: string): TssumBox => ({
  period_start: '2026-11-01', location_id, location_display_label: label, units: 'cfs', n: 26, q0: 1, q20: 2, q50: 3, q80: 4, q100: 5,
});

beforeAll(() => preloadIcons({ large: true }));

function show(data: SummaryChartData | null) {
  renderScreen(<SummaryChart option={OPTION} groupType="Month" data={data} height={360} />);
}

const resetZoom = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reset Zoom' });

describe('SummaryChart', () => {
  it('draws one box trace per location in a card named by the graph', () => {
    show({ kind: 'boxes', boxes: [box('A1', 'Alpha'), box('B1', 'Beta')] });
    expect(screen.getByRole('region', { name: 'Daily Streamflow' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daily Streamflow' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Daily Streamflow chart' })).toBeTruthy();
    expect(screen.getByText('Alpha on y')).toBeTruthy();
    expect(screen.getByText('Beta on y')).toBeTruthy();
    // The stub hands no drawn element back, so there is nothing to reset yet.
    expect(resetZoom().disabled).toBe(true);
  });

  it("lists each box's period, location, count and statistics in a folded table under the chart", () => {
    show({ kind: 'boxes', boxes: [box('A1', 'Alpha'), { ...box('B1', 'Beta'), n: 3, q50: 2.345 }] });
    const summary = screen.getByText('Box values (2)');
    fireEvent.click(summary);
    const table = screen.getByRole('table', { name: 'Daily Streamflow box values' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Period', 'Location', 'n', 'Minimum', '20th Percentile', 'Median', '80th Percentile', 'Maximum']);
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Nov 2026', 'Alpha', '26', '1', '2', '3', '4', '5'],
      ['Nov 2026', 'Beta', '3', '1', '2', '2.35', '4', '5'],
    ]);
  });

  it("says 'Loading...' while the call is on its way", () => {
    show({ kind: 'loading' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("says 'Loading...' while nothing can be asked (a missing date or a refused range)", () => {
    show(null);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(resetZoom().disabled).toBe(true);
  });

  it('says what failed', () => {
    show({ kind: 'error', message: 'HTTP 500' });
    expect(screen.getByRole('alert').textContent).toContain('An error has occurred: HTTP 500');
  });

  it("says 'No data available' for an empty answer", () => {
    show({ kind: 'boxes', boxes: [] });
    expect(screen.getByText('No data available')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByText(/Box values/)).toBeNull();
    expect(resetZoom().disabled).toBe(true);
  });

  it('reports no drawn chart to the page', () => {
    const onGraphDiv = jest.fn();
    renderScreen(<SummaryChart option={OPTION} groupType="Month" data={{ kind: 'boxes', boxes: [] }} height={500} onGraphDiv={onGraphDiv} />);
    expect(onGraphDiv).toHaveBeenLastCalledWith(null);
  });
});
