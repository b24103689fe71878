import { CHART_TICKS, chartLayout, finiteValues, hasPlotData, NO_DATA_TEXT, valueAxisRange } from './chart.logic';

describe('chart basics', () => {
  it("says 'No Data Available' (§8) when no trace has a value", () => {
    expect(NO_DATA_TEXT).toBe('No Data Available');
    expect(hasPlotData([])).toBe(false);
    expect(hasPlotData([{ type: 'scatter', x: ['2024-01-01'], y: [null] }, { type: 'bar', x: [], y: [] }])).toBe(false);
    expect(hasPlotData([{ type: 'scatter', x: [], y: [] }, { type: 'bar', x: ['2024'], y: [0] }])).toBe(true);
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

  it('limits ticks to 8-12 (§9) and names the axes', () => {
    expect(CHART_TICKS).toEqual({ min: 8, max: 12 });
    const layout = chartLayout({ xType: 'date', yTitle: 'cfs', yRange: [0, 10], title: 'Flow' });
    expect(layout.xaxis).toMatchObject({ type: 'date', nticks: 12 });
    expect(layout.yaxis).toMatchObject({ nticks: 8, range: [0, 10], title: { text: 'cfs' } });
    expect(layout.title).toEqual({ text: 'Flow' });
    expect(chartLayout({ xType: 'category' }).yaxis).not.toHaveProperty('range');
  });
});
