import type { AnnualPoint, DailyPoint, ParameterSeries } from '@portal/contracts';
import { BAND_OPACITY } from '../../../components/charts/chart.logic';
import { annualFigure, dailyFigure, startsOnLogScale } from './graph-mode-charts.logic';
import { statsRow } from './graph-mode.testing';

const point = (collect_date: string, result: number, nondetect = false): DailyPoint => ({
  location_id: 'WQ-001',
  collect_date,
  organization: 'USGS',
  result,
  nondetect,
  units: 'MPN/100mL',
});

function series<Row>(rows: Row[]): ParameterSeries<Row> {
  return { parameter_ndx: 30, parameter: 'E. Coli', parameter_abbrev: 'E. coli', units: 'MPN/100mL', rows };
}

describe('daily time series figure', () => {
  const row = statsRow({ median: 80, pctile85: 150 });
  const daily = series([point('2024-06-01', 40), point('2024-07-01', 1, true), point('2024-08-01', 200)]);

  it('draws samples as points and non-detects as open circles', () => {
    const { data } = dailyFigure(daily, row, 'benchmark_scale_median');
    expect(data.map((trace) => [trace.type, trace.mode, trace.name, trace.marker?.symbol])).toEqual([
      ['scatter', 'markers', 'E. Coli', 'circle'],
      ['scatter', 'markers', 'Non-detect', 'circle-open'],
    ]);
    expect(data[0].x).toEqual(['2024-06-01', '2024-08-01']);
    expect(data[0].y).toEqual([40, 200]);
    expect(data[1].y).toEqual([1]);
  });

  it('paints the benchmark bands inside the value range and a dashed line at the analysis statistic', () => {
    const { layout } = dailyFigure(daily, row, 'benchmark_scale_median');
    // Data 1..200 and the median 80: 10 % margins, never below zero.
    expect(layout.yaxis?.range).toEqual([0, 219.9]);
    const rects = layout.shapes!.filter((shape) => shape.type === 'rect');
    expect(rects.map((r) => [r.y0, r.y1, r.fillcolor])).toEqual([
      [0, 1, '#7FDBDA'],
      [1, 94, '#31A354'],
      [94, 126, '#F7DC30'],
      [126, 219.9, '#FD8D3C'],
    ]);
    expect(rects.every((r) => r.xref === 'paper' && r.layer === 'below' && r.opacity === BAND_OPACITY)).toBe(true);
    const lines = layout.shapes!.filter((shape) => shape.type === 'line');
    expect(lines).toEqual([
      expect.objectContaining({ y0: 80, y1: 80, line: expect.objectContaining({ dash: 'dash' }), name: 'Median: 80 MPN/100mL' }),
    ]);
  });

  it('on a log axis, places the range, bands and line at their powers of ten, so low bands are not squeezed', () => {
    const { layout } = dailyFigure(daily, row, 'benchmark_scale_median', 'log');
    expect(layout.yaxis?.type).toBe('log');
    // Data 1..200: log10 0..2.301, a tenth of that span on each side.
    const [bottom, top] = layout.yaxis!.range as [number, number];
    expect(bottom).toBeCloseTo(-0.2301, 4);
    expect(top).toBeCloseTo(2.5311, 4);
    const rects = layout.shapes!.filter((shape) => shape.type === 'rect');
    expect(rects.map((r) => [r.fillcolor, Number(r.y0.toFixed(4)), Number(r.y1.toFixed(4))])).toEqual([
      ['#7FDBDA', -0.2301, 0],
      ['#31A354', 0, 1.9731],
      ['#F7DC30', 1.9731, 2.1004],
      ['#FD8D3C', 2.1004, 2.3711],
      ['#E31A1C', 2.3711, 2.5311],
    ]);
    // The 'Below benchmark' band (1-94) now takes 71 % of the height, where the linear axis gave it 42 %.
    expect(layout.shapes!.find((shape) => shape.type === 'line')).toMatchObject({ y0: Math.log10(80), y1: Math.log10(80) });
  });

  it('starts bacteria counts on a log axis, other parameters and non-positive values on a linear one', () => {
    expect(startsOnLogScale('MPN/100mL', [1, 40, 2000])).toBe(true);
    expect(startsOnLogScale('CFU/100 mL', [3])).toBe(true);
    expect(startsOnLogScale('mg/L', [1, 40, 2000])).toBe(false);
    expect(startsOnLogScale('MPN/100mL', [0, 40])).toBe(false);
    expect(startsOnLogScale('MPN/100mL', [])).toBe(false);
  });

  it('follows the analysis: the percentile line and range', () => {
    const { layout } = dailyFigure(daily, row, 'benchmark_scale_pctile85');
    const line = layout.shapes!.find((shape) => shape.type === 'line');
    expect(line).toMatchObject({ y0: 150, name: '85th Percentile: 150 MPN/100mL' });
  });

  it('limits the ticks to 8-12 and has a date axis', () => {
    const { layout } = dailyFigure(daily, row, 'benchmark_scale_median');
    expect(layout.xaxis).toMatchObject({ type: 'date', nticks: 12 });
    expect(layout.yaxis).toMatchObject({ nticks: 8, title: { text: 'MPN/100mL' } });
  });

  it('has no data and no shapes without points', () => {
    const { data, layout } = dailyFigure(undefined, statsRow({ median: null, pctile85: null }), 'benchmark_scale_median');
    expect(data[0].y).toEqual([]);
    expect(layout.shapes).toEqual([]);
  });
});

describe('annual time series figure', () => {
  const years: AnnualPoint[] = [
    { collect_year: 2022, result_median: 60, result_pctile85: 130 },
    { collect_year: 2023, result_median: null, result_pctile85: null },
    { collect_year: 2024, result_median: 100, result_pctile85: 260 },
  ];

  it('draws one bar per year of the analysis statistic over the bands, with the dashed line', () => {
    const median = annualFigure(series(years), statsRow({ median: 80 }), 'benchmark_scale_median');
    expect(median.data).toHaveLength(1);
    expect(median.data[0]).toMatchObject({ type: 'bar', name: 'Annual Median', x: ['2022', '2023', '2024'], y: [60, null, 100] });
    expect(median.layout.xaxis?.type).toBe('category');
    // Bars start at zero, so the bands from zero up to the tallest bar show.
    expect(median.layout.yaxis?.range).toEqual([0, 110]);
    expect(median.layout.shapes!.filter((s) => s.type === 'rect').map((s) => s.fillcolor)).toEqual(['#7FDBDA', '#31A354', '#F7DC30']);
    expect(median.layout.shapes!.find((s) => s.type === 'line')).toMatchObject({ y0: 80, line: { dash: 'dash' } });

    const percentile = annualFigure(series(years), statsRow({ pctile85: 150 }), 'benchmark_scale_pctile85');
    expect(percentile.data[0]).toMatchObject({ name: 'Annual 85th Percentile', y: [130, null, 260] });
    expect(percentile.layout.shapes!.filter((s) => s.type === 'rect').map((s) => s.fillcolor)).toEqual([
      '#7FDBDA',
      '#31A354',
      '#F7DC30',
      '#FD8D3C',
      '#E31A1C',
    ]);
  });
});
