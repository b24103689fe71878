import {
  BAND_OPACITY,
  bandShapes,
  CHART_MESSAGES,
  pannedRange,
  CHART_TICKS,
  chartLayout,
  finiteValues,
  hasPlotData,
  NO_DATA_TEXT,
  REFERENCE_LINE_COLOR,
  referenceLine,
  resetZoomUpdate,
  valueAxisRange,
  withSecondYAxis,
  xRangeUpdate,
} from './chart.logic';
import type { BoxTrace } from './plot.types';

describe('chart basics', () => {
  it("says 'No Data Available' when no trace has a value", () => {
    expect(NO_DATA_TEXT).toBe('No Data Available');
    expect(hasPlotData([])).toBe(false);
    expect(hasPlotData([{ type: 'scatter', x: ['2024-01-01'], y: [null] }, { type: 'bar', x: [], y: [] }])).toBe(false);
    expect(hasPlotData([{ type: 'scatter', x: [], y: [] }, { type: 'bar', x: ['2024'], y: [0] }])).toBe(true);    // A heat map has data when a cell has a value, whatever its axes hold.
    expect(hasPlotData([{ type: 'heatmap', x: ['a', 'b'], y: [1], z: [[null, null]] }])).toBe(false);
    expect(hasPlotData([{ type: 'heatmap', x: ['a', 'b'], y: [1], z: [[null, 31.5]] }])).toBe(true);
  });

  it('counts a box trace as data when it has at least one median', () => {
    const box = (median: number[]): BoxTrace => ({ type: 'box', x: median.map((_, i) => `P${i}`), q1: median, median, q3: median });
    expect(hasPlotData([box([])])).toBe(false);
    expect(hasPlotData([box([Number.NaN])])).toBe(false);
    expect(hasPlotData([box([]), box([2])])).toBe(true);
    expect(hasPlotData([box([0])])).toBe(true);
  });

  it('keeps only finite numbers', () => {
    expect(finiteValues([1, null, 'a', Number.NaN, undefined, 2.5])).toEqual([1, 2.5]);
  });

  it('pads the value range by a tenth of the span, never below zero for non-negative data', () => {
    expect(valueAxisRange([10, 20])).toEqual([9, 21]);
    expect(valueAxisRange([1, 100])).toEqual([0, 109.9]);
    expect(valueAxisRange([-5, 5])).toEqual([-6, 6]);
    expect(valueAxisRange([7])).toEqual([6.3, 7.7]);
    expect(valueAxisRange([7], { fromZero: true })).toEqual([0, 7.7]);
    expect(valueAxisRange([])).toBeNull();
  });

  it('limits ticks to 8-12 and names the axes', () => {
    expect(CHART_TICKS).toEqual({ min: 8, max: 12 });
    const layout = chartLayout({ xType: 'date', yTitle: 'cfs', yRange: [0, 10], title: 'Flow' });
    expect(layout.xaxis).toMatchObject({ type: 'date', nticks: 12 });
    expect(layout.yaxis).toMatchObject({ nticks: 8, range: [0, 10], title: { text: 'cfs' } });
    expect(layout.title).toEqual({ text: 'Flow' });
    expect(chartLayout({ xType: 'category' }).yaxis).not.toHaveProperty('range');
  });
});

describe('chart helpers', () => {
  it("words the chart states as the screens do", () => {
    expect(CHART_MESSAGES.noData).toBe('No Data Available');
    expect(CHART_MESSAGES.loading).toBe('Loading...');
    expect(CHART_MESSAGES.error('timeout')).toBe('An error has occurred: timeout');
  });

  it('draws benchmark bands clipped to the range shown, and drops those outside it', () => {
    const shapes = bandShapes(
      [
        { lower: 0, upper: 5, color: 'green' },
        { lower: 5, upper: 50, color: 'orange' },
        { lower: 50, upper: 100, color: 'red' },
      ],
      [2, 40],
    );
    expect(shapes.map((s) => [s.fillcolor, s.y0, s.y1])).toEqual([
      ['green', 2, 5],
      ['orange', 5, 40],
    ]);
    expect(shapes.every((s) => s.type === 'rect' && s.layer === 'below' && s.opacity === BAND_OPACITY)).toBe(true);
  });

  it('draws a dashed reference line named in the legend', () => {
    expect(referenceLine(45.2, 'Median: 45.2 cfs')).toMatchObject({
      type: 'line',
      y0: 45.2,
      y1: 45.2,
      line: { color: REFERENCE_LINE_COLOR, dash: 'dash' },
      name: 'Median: 45.2 cfs',
      showlegend: true,
    });
  });

  it('puts the named traces on a second value axis on the right', () => {
    const figure = withSecondYAxis(
      {
        data: [
          { type: 'scatter', name: 'Temperature', x: [], y: [] },
          { type: 'scatter', name: 'Flow', x: [], y: [] },
        ],
        layout: chartLayout({ xType: 'date', yTitle: '°F' }),
      },
      ['Flow'],
      { title: 'cfs', range: [0, 100] },
    );
    expect(figure.data.map((trace) => trace.yaxis)).toEqual([undefined, 'y2']);
    expect(figure.layout.yaxis2).toMatchObject({ overlaying: 'y', side: 'right', title: { text: 'cfs' }, range: [0, 100] });
    expect(figure.layout.yaxis).toMatchObject({ title: { text: '°F' } });
  });

  it("resets zoom to the figure's ranges, autorange elsewhere", () => {
    const layout = chartLayout({ xType: 'date', yRange: [0, 10] });
    expect(resetZoomUpdate(layout)).toEqual({ 'xaxis.autorange': true, 'yaxis.range': [0, 10] });
    expect(resetZoomUpdate({ ...layout, yaxis2: {} })).toEqual({
      'xaxis.autorange': true,
      'yaxis.range': [0, 10],
      'yaxis2.autorange': true,
    });
  });
});

describe('xRangeUpdate', () => {
  it("reads a drag zoom's, a relayout's and a double click's time range, and nothing else", () => {
    expect(xRangeUpdate({ 'xaxis.range[0]': '2026-02-01', 'xaxis.range[1]': '2026-03-01' })).toEqual({ 'xaxis.range': ['2026-02-01', '2026-03-01'] });
    expect(xRangeUpdate({ 'xaxis.range': ['2026-01-01', '2026-12-31'] })).toEqual({ 'xaxis.range': ['2026-01-01', '2026-12-31'] });
    expect(xRangeUpdate({ 'xaxis.autorange': true, 'yaxis.autorange': true })).toEqual({ 'xaxis.autorange': true });
    expect(xRangeUpdate({ 'yaxis.range[0]': 0, 'yaxis.range[1]': 5 })).toBeNull();
    expect(xRangeUpdate({ 'xaxis.range[0]': '2026-02-01' })).toBeNull();
  });
});

describe('pannedRange', () => {
  it('moves the range by the dragged share of its width, earlier for a drag to the right, keeping the width', () => {
    expect(pannedRange([100, 200], 50, 500)).toEqual([90, 190]);
    expect(pannedRange([100, 200], -250, 500)).toEqual([150, 250]);
    expect(pannedRange([100, 200], 0, 500)).toEqual([100, 200]);
    // An axis not drawn yet (no length) stays where it is.
    expect(pannedRange([100, 200], 50, 0)).toEqual([100, 200]);
  });
});
