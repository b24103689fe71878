import type { CowGraphRow } from '@portal/contracts';
import { CHART_COLORS } from '../../components/charts';
import { cowFigure, defaultRange, MEASURED_FLOW_NAME, pngFileName, quickRanges, submittedDates, Y_AXIS_TITLE } from './colors-of-water.logic';

const row = (collect_date: string, measured_flow: number | null, cow_input_ndx: number | null, name: string, color: string, cfs: number | null): CowGraphRow => ({
  collect_date, measured_flow, cow_input_ndx, cow_input_name: name, graph_color: color, cow_slice_order: cow_input_ndx, cow_slice_cfs: cfs,
});
/** Two days as the server answers them: Unaccounted first, then the accounts from the highest order down. */
const ROWS: CowGraphRow[] = [
  row('2026-10-01', 100, null, 'Unaccounted', '#C5CBD3', 70), row('2026-10-01', 100, 2, 'City', '#FF7F0E', 20),
  row('2026-10-01', 100, 1, 'Fish Pool', '#D62728', 10),
  row('2026-10-02', null, null, 'Unaccounted', '#C5CBD3', null), row('2026-10-02', null, 2, 'City', '#FF7F0E', 0),
  row('2026-10-02', null, 1, 'Fish Pool', '#D62728', 4),
];

describe('Colors of Water dates', () => {
  it('opens on the last 90 days and offers Year to Date and the last 7, 30, 90, 180 and 365 days', () => {
    expect(defaultRange('2026-11-26')).toEqual({ start: '2026-08-28', end: '2026-11-26' });
    expect(quickRanges('2026-11-26')).toEqual([
      { label: 'Year to Date', range: { start: '2026-01-01', end: '2026-11-26' } },
      { label: 'Last 7 Days', range: { start: '2026-11-19', end: '2026-11-26' } },
      { label: 'Last 30 Days', range: { start: '2026-10-27', end: '2026-11-26' } },
      { label: 'Last 90 Days', range: { start: '2026-08-28', end: '2026-11-26' } },
      { label: 'Last 180 Days', range: { start: '2026-05-30', end: '2026-11-26' } },
      { label: 'Last 365 Days', range: { start: '2025-11-26', end: '2026-11-26' } },
    ]);
  });

  it('submits only both dates in order', () => {
    expect(submittedDates({ start: '2026-10-01', end: '2026-10-31' })).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(submittedDates({ start: null, end: '2026-10-31' })).toBeNull();
    expect(submittedDates({ start: '2026-10-01', end: null })).toBeNull();
    expect(submittedDates({ start: '2026-11-01', end: '2026-10-31' })).toBeNull();
    expect(pngFileName('elkhead', { startDate: '2026-10-01', endDate: '2026-10-31' })).toBe('colors-of-water-elkhead-2026-10-01-to-2026-10-31.png');
  });
});

describe('cowFigure', () => {
  it('stacks the bands in the answer order with their colours, and draws the measured flow as an ink line over them', () => {
    const { data, layout } = cowFigure(ROWS);
    expect(data.map((t) => [t.name, t.stackgroup ?? null, t.fillcolor ?? null, t.legendrank])).toEqual([
      ['Unaccounted', 'slices', '#C5CBD3', 2],
      ['City', 'slices', '#FF7F0E', 3],
      ['Fish Pool', 'slices', '#D62728', 4],
      [MEASURED_FLOW_NAME, null, null, 1],
    ]);
    expect(data[1]).toMatchObject({ x: ['2026-10-01', '2026-10-02'], y: [20, 0], line: { color: '#FF7F0E' } });
    expect(data[3]).toMatchObject({ x: ['2026-10-01', '2026-10-02'], y: [100, null], line: { color: CHART_COLORS.ink, width: 2 } });
    expect(data.every((t) => t.hovertemplate === '%{y:.2f} cfs')).toBe(true);
    expect(layout.yaxis?.title?.text).toBe(Y_AXIS_TITLE);
    expect(layout.xaxis).toMatchObject({ type: 'date', tickformat: '%m/%d/%Y', hoverformat: '%m/%d/%Y' });
    expect(layout).toMatchObject({ hovermode: 'x unified', dragmode: 'zoom', legend: { traceorder: 'normal' } });
  });

  it('draws nothing for no rows (the chart says No Data Available)', () => {
    expect(cowFigure([]).data).toEqual([]);
  });
});
