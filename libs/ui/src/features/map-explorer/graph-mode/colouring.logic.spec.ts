import {
  graphModeColouring,
  groupsForPeriod,
  locationScores,
  parameterIndexes,
  qualifyingRows,
  restrictParameterGroups,
  restrictParameters,
  restrictThreats,
  scoreColor,
  scoreSize,
  toggleEntry,
  toggleParameter,
} from './colouring.logic';
import { BENCHMARK_COLORS, PARAMETER_GROUPS, PARAMETERS, statsRow, THREATS } from './graph-mode.testing';

const row = (ndx: number, median: number, pctile85: number, recordcount = 20, parameter_ndx = 30) =>
  statsRow({ ndx, benchmark_scale_median: median, benchmark_scale_pctile85: pctile85, recordcount, parameter_ndx });

describe('graph-mode colouring', () => {
  it("takes each location's highest score for the chosen analysis", () => {
    const rows = [row(1, 2, 5), row(1, 4, 3, 20, 31), row(2, 3, 1)];
    expect([...locationScores(rows, 'benchmark_scale_median', 0)]).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect([...locationScores(rows, 'benchmark_scale_pctile85', 0)]).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('ignores records below the minimum record count; 0 means no minimum', () => {
    const rows = [row(1, 5, 5, 4), row(1, 2, 2, 10, 31), row(2, 3, 3, 9)];
    expect(qualifyingRows(rows, 0)).toHaveLength(3);
    expect([...locationScores(rows, 'benchmark_scale_median', 10)]).toEqual([[1, 2]]);
    // A row exactly at the minimum counts.
    expect([...locationScores(rows, 'benchmark_scale_median', 9)]).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('gives each location the colour and size of its scale index, the locations in ascending order', () => {
    const rows = [row(7, 2, 2), row(3, 5, 5), row(1, 2, 2), row(4, 0, 0), row(5, 4, 4)];
    expect(graphModeColouring(rows, 'benchmark_scale_median', 0, BENCHMARK_COLORS)).toEqual({
      ndx: [1, 3, 4, 5, 7],
      marks: new Map([
        [1, { color: '#31A354', size: 1 }],
        [3, { color: '#E31A1C', size: 1.75 }],
        [4, { color: '#2C7FB8', size: 1 }],
        [5, { color: '#FD8D3C', size: 1.45 }],
        [7, { color: '#31A354', size: 1 }],
      ]),
    });
  });

  it('draws the worse classes larger, so that they differ by more than colour', () => {
    const sizes = [5, 4, 3, 2].map(scoreSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
  });

  it('colours a location once when its parameters tie on the highest score', () => {
    const rows = [row(1, 3, 3), row(1, 3, 3, 20, 31), row(1, 3, 3, 20, 32)];
    expect(graphModeColouring(rows, 'benchmark_scale_median', 0, BENCHMARK_COLORS)).toEqual({
      ndx: [1],
      marks: new Map([[1, { color: '#F7DC30', size: 1.2 }]]),
    });
  });

  it('is null when nothing qualifies (the page resets to blue and clears the filter)', () => {
    expect(graphModeColouring([], 'benchmark_scale_median', 0, BENCHMARK_COLORS)).toBeNull();
    expect(graphModeColouring([row(1, 4, 4, 3)], 'benchmark_scale_median', 5, BENCHMARK_COLORS)).toBeNull();
  });

  it("uses the server's colours, and the default legend's until they arrive", () => {
    const served = BENCHMARK_COLORS.map((c) => (c.benchmark_scale === 5 ? { ...c, symbol_color: '#990000' } : c));
    expect(scoreColor(5, served)).toBe('#990000');
    expect(scoreColor(5, [])).toBe('#E31A1C');
    expect(scoreColor(1, [])).toBe('#7FDBDA');
  });
});

describe('graph-mode selection rules', () => {
  it('keeps only parameters available for the current period and groups', () => {
    expect(restrictParameters(['Total Nitrogen', 'Arsenic', 'E. Coli'], PARAMETERS)).toEqual(['Total Nitrogen', 'E. Coli']);
    expect(restrictParameters(['E. Coli'], [])).toEqual([]);
  });

  it('offers and keeps only groups whose stats_period includes the period', () => {
    expect(groupsForPeriod(PARAMETER_GROUPS, 'short').map((g) => g.parameter_group_name)).toEqual(['Field Parameters']);
    expect(restrictParameterGroups([7, 5, 3], PARAMETER_GROUPS, 'medium')).toEqual([5, 3]);
    expect(restrictParameterGroups([7, 5, 3], PARAMETER_GROUPS, 'full')).toEqual([7, 5, 3]);
    expect(restrictParameterGroups([99], PARAMETER_GROUPS, 'full')).toEqual([]);
  });

  it('keeps only known threats', () => {
    expect(restrictThreats([3, 2, 1], THREATS)).toEqual([3, 1]);
  });

  it('toggles an offered dropdown entry and ignores any other', () => {
    expect(toggleEntry([3], 5, [3, 5])).toEqual([3, 5]);
    expect(toggleEntry([3, 5], 3, [3, 5])).toEqual([5]);
    expect(toggleEntry([3], 7, [3, 5])).toEqual([3]);
  });

  it('toggles a parameter chip among the available parameters only', () => {
    expect(toggleParameter(['E. Coli'], 'Total Nitrogen', PARAMETERS)).toEqual(['E. Coli', 'Total Nitrogen']);
    expect(toggleParameter(['E. Coli', 'Total Nitrogen'], 'E. Coli', PARAMETERS)).toEqual(['Total Nitrogen']);
    expect(toggleParameter(['E. Coli'], 'Arsenic', PARAMETERS)).toEqual(['E. Coli']);
  });

  it("resolves parameter names to the server's indexes in the order chosen", () => {
    expect(parameterIndexes(['Water Temperature, Daily Mean', 'Arsenic', 'E. Coli'], PARAMETERS)).toEqual([32, 30]);
  });
});
