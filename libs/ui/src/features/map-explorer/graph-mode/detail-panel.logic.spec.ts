import {
  analysisLabel,
  analysisValue,
  bandRangeText,
  benchmarkBands,
  periodOfRecordText,
  rowsOfLocation,
  sortByAnalysis,
  trendDisplay,
} from './detail-panel.logic';
import { statsRow } from './graph-mode.testing';

describe('detail panel rules', () => {
  it('names the analysis column and reads its statistic', () => {
    const row = statsRow({ median: 80, pctile85: 150 });
    expect(analysisLabel('benchmark_scale_median')).toBe('Median');
    expect(analysisLabel('benchmark_scale_pctile85')).toBe('85th Percentile');
    expect(analysisValue(row, 'benchmark_scale_median')).toBe(80);
    expect(analysisValue(row, 'benchmark_scale_pctile85')).toBe(150);
  });

  it("sorts a location's rows descending by the selected analysis, ties by parameter name", () => {
    const rows = [
      statsRow({ parameter_name: 'pH', benchmark_scale_median: 2, benchmark_scale_pctile85: 5 }),
      statsRow({ parameter_name: 'E. Coli', benchmark_scale_median: 4, benchmark_scale_pctile85: 4 }),
      statsRow({ parameter_name: 'Arsenic', benchmark_scale_median: 2, benchmark_scale_pctile85: 0 }),
    ];
    expect(sortByAnalysis(rows, 'benchmark_scale_median').map((r) => r.parameter_name)).toEqual(['E. Coli', 'Arsenic', 'pH']);
    expect(sortByAnalysis(rows, 'benchmark_scale_pctile85').map((r) => r.parameter_name)).toEqual(['pH', 'E. Coli', 'Arsenic']);
  });

  it("picks the clicked location's rows", () => {
    const rows = [statsRow({ ndx: 1 }), statsRow({ ndx: 2 }), statsRow({ ndx: 1, parameter_ndx: 31 })];
    expect(rowsOfLocation(rows, 1)).toHaveLength(2);
    expect(rowsOfLocation(rows, null)).toEqual([]);
  });

  it.each([
    ['No Trend', 'swap-vertical', 'No Trend'],
    ['Increasing', 'arrow-up', 'Increasing'],
    ['Decreasing', 'arrow-down', 'Decreasing'],
    ['Stable', 'arrow-right', 'Stable'],
    ['No Current Trend', 'disable', 'NA'],
    ['Unknown', 'disable', 'Unknown'],
  ])('shows the %s trend with the %s icon and the text %s', (trend, icon, text) => {
    expect(trendDisplay(trend)).toEqual({ icon, text });
  });

  it('writes the period of record as MM/dd/yyyy - MM/dd/yyyy', () => {
    expect(periodOfRecordText({ por_start: '2005-06-01', por_end: '2024-09-30' })).toBe('06/01/2005 - 09/30/2024');
  });
});

describe('benchmark bands', () => {
  it('turns ascending lines into the five bands, each ending where the next begins', () => {
    const bands = benchmarkBands(statsRow());
    expect(bands).toEqual([
      { scale: 1, lower: 0, upper: 1, color: '#7FDBDA' },
      { scale: 2, lower: 1, upper: 94, color: '#31A354' },
      { scale: 3, lower: 94, upper: 126, color: '#F7DC30' },
      { scale: 4, lower: 126, upper: 235, color: '#FD8D3C' },
      { scale: 5, lower: 235, upper: Infinity, color: '#E31A1C' },
    ]);
    expect(bands.map((band) => bandRangeText(band, false, 'MPN/100mL'))).toEqual([
      '0 – 1 MPN/100mL',
      '1 – 94 MPN/100mL',
      '94 – 126 MPN/100mL',
      '126 – 235 MPN/100mL',
      '≥ 235 MPN/100mL',
    ]);
  });

  it('has no detection band without a detection limit: below benchmark starts at line0', () => {
    const temperature = statsRow({ bmk_line0: 0, bmk_line1: null, bmk_line2: 60, bmk_line3: 68, bmk_line4: 75 });
    expect(benchmarkBands(temperature).map(({ scale, lower, upper }) => [scale, lower, upper])).toEqual([
      [2, 0, 60],
      [3, 60, 68],
      [4, 68, 75],
      [5, 75, Infinity],
    ]);
  });

  it('ends at the benchmark band when there is no secondary benchmark', () => {
    const nitrate = statsRow({ bmk_line0: 0, bmk_line1: 0.02, bmk_line2: 7.5, bmk_line3: 10, bmk_line4: null });
    expect(benchmarkBands(nitrate).map(({ scale, lower, upper }) => [scale, lower, upper])).toEqual([
      [1, 0, 0.02],
      [2, 0.02, 7.5],
      [3, 7.5, 10],
      [4, 10, Infinity],
    ]);
  });

  it('runs the other way where low values are bad, with the scoring edges in the text', () => {
    const pH = statsRow({ low_is_bad: true, bmk_line0: null, bmk_line1: null, bmk_line2: 7, bmk_line3: 6.5, bmk_line4: 6, units: 'SU' });
    const bands = benchmarkBands(pH);
    expect(bands.map(({ scale, lower, upper }) => [scale, lower, upper])).toEqual([
      [2, 7, Infinity],
      [3, 6.5, 7],
      [4, 6, 6.5],
      [5, -Infinity, 6],
    ]);
    expect(bands.map((band) => bandRangeText(band, true, 'SU'))).toEqual(['> 7 SU', '6.5 – 7 SU', '6 – 6.5 SU', '≤ 6 SU']);
  });

  it('has no bands for a parameter without benchmarks, and takes legend colours where the row has none', () => {
    expect(benchmarkBands(statsRow({ bmk_line2: null, bmk_line3: null, bmk_line4: null }))).toEqual([]);
    const uncoloured = statsRow({ bmk_color4: null });
    expect(benchmarkBands(uncoloured).at(-1)).toEqual({ scale: 5, lower: 235, upper: Infinity, color: '#E31A1C' });
  });
});
