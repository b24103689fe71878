import type { CafDataRow, CafGraphOption, ExplorerRegionalGroup, ExploreYear } from '@portal/contracts';
import {
  categoryNdxOf, defaultGraphs, defaultRegion, defaultYear, type ClimateAndFlowsLists, type ClimateAndFlowsState, explorerFigure,
  graphsFromQuery, initialState, isAbortError, leftValue, offeredOptions, pickerOptions, queryMatches, rowsInWindow, stateToQuery,
  withRegion, yearWindow,
} from './climate-and-flows-explorer.logic';
import { cafOption as option } from './caf-fixtures';


const OPTIONS: CafGraphOption[] = [
  option(1, 'Flow', [0, 2], [1, 4]),
  option(2, 'Precipitation', [0], [4]),
  option(3, 'Snowpack', [0, 4], [1, 4]),
  option(4, 'Water Temperature', [1, 4], [4]),
  option(5, 'Reservoir Storage', [2], [1]),
];
const REGIONS: ExplorerRegionalGroup[] = [
  { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' },
  { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' },
];
const YEARS: ExploreYear[] = [{ explore_year: 2026 }, { explore_year: 2025 }, { explore_year: 2024 }];
const LISTS: ClimateAndFlowsLists = { regions: REGIONS, years: YEARS, options: OPTIONS };
/** Noon in Denver on a November day of 2026. */
const NOW = new Date('2026-11-26T19:00:00Z');

const read = (query: string, datacategoryPath?: string) => initialState(LISTS, new URLSearchParams(query), { now: NOW, datacategoryPath });

describe('the graphs a region offers', () => {
  it("keeps the list's order and gives the picker id and title", () => {
    expect(offeredOptions(OPTIONS, 1).map((o) => o.caf_group_ndx)).toEqual([1, 3, 5]);
    expect(pickerOptions(offeredOptions(OPTIONS, 4))).toEqual([
      { id: 1, title: 'Flow' }, { id: 2, title: 'Precipitation' }, { id: 3, title: 'Snowpack' }, { id: 4, title: 'Water Temperature' },
    ]);
  });

  it('opens on the first two defaults of the data category (0 for every visitor)', () => {
    expect(categoryNdxOf(undefined)).toBe(0);
    expect(categoryNdxOf('not-a-category')).toBe(0);
    expect(categoryNdxOf('recreation')).toBe(4);
    expect(defaultGraphs(offeredOptions(OPTIONS, 4), 0)).toEqual([1, 2]);
    expect(defaultGraphs(offeredOptions(OPTIONS, 4), 4)).toEqual([3, 4]);
    expect(defaultGraphs(offeredOptions(OPTIONS, 1), 2)).toEqual([1, 5]);
    expect(defaultGraphs(offeredOptions(OPTIONS, 1), 1)).toEqual([]);
  });

  it('drops the selected graphs a new region does not offer, keeping the others in order', () => {
    const state: ClimateAndFlowsState = { regionalGroup: 4, year: 2026, yearType: 'collect_year', graphs: [3, 2] };
    expect(withRegion(state, 1, OPTIONS)).toEqual({ ...state, regionalGroup: 1, graphs: [3] });
    expect(withRegion({ ...state, graphs: [2, 4] }, 1, OPTIONS).graphs).toEqual([]);
    expect(withRegion({ ...state, regionalGroup: 1, graphs: [5, 1] }, 4, OPTIONS).graphs).toEqual([1]);
  });
});

describe('the explorer state and the URL', () => {
  it('opens on region 4, the current Denver year, calendar years and the default graphs', () => {
    expect(read('')).toEqual({ regionalGroup: 4, year: 2026, yearType: 'collect_year', graphs: [1, 2] });
    // New Year's Eve evening in Denver is already January 1 in UTC: still the old year.
    expect(defaultYear([{ explore_year: 2027 }, ...YEARS], new Date('2027-01-01T05:00:00Z'))).toBe(2026);
  });

  it('falls back to the first region without region 4, and to the newest year without the current one', () => {
    expect(defaultRegion([{ reg_group_ndx: 7, reg_group_name: 'Elk' }, { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' }])).toBe(7);
    expect(defaultYear([{ explore_year: 2025 }, { explore_year: 2024 }], NOW)).toBe(2025);
    expect(initialState({ ...LISTS, years: [{ explore_year: 2025 }] }, new URLSearchParams(), { now: NOW }).year).toBe(2025);
  });

  it("opens on the route's category defaults, offered in the region", () => {
    expect(read('', 'recreation').graphs).toEqual([3, 4]);
    expect(read('regionalGroup=1', 'watershed-management').graphs).toEqual([1, 5]);
    expect(read('', 'nowhere').graphs).toEqual([1, 2]);
  });

  it('reads every valid value of the URL', () => {
    expect(read('regionalGroup=1&year=2024&yearType=collect_water_year&graphs=5,3')).toEqual({
      regionalGroup: 1, year: 2024, yearType: 'collect_water_year', graphs: [5, 3],
    });
  });

  it('ignores each invalid value on its own, keeping the valid ones', () => {
    const valid = 'regionalGroup=1&year=2024&yearType=collect_water_year&graphs=5,3';
    // An unknown region: the default one, where only graph 3 of the URL's is offered.
    expect(read(valid.replace('regionalGroup=1', 'regionalGroup=9'))).toEqual({ regionalGroup: 4, year: 2024, yearType: 'collect_water_year', graphs: [3] });
    expect(read(valid.replace('regionalGroup=1', 'regionalGroup=1x')).regionalGroup).toBe(4);
    expect(read(valid.replace('year=2024', 'year=1999'))).toEqual({ regionalGroup: 1, year: 2026, yearType: 'collect_water_year', graphs: [5, 3] });
    expect(read(valid.replace('year=2024', 'year=abc')).year).toBe(2026);
    expect(read(valid.replace('collect_water_year', 'fiscal_year'))).toEqual({ regionalGroup: 1, year: 2024, yearType: 'collect_year', graphs: [5, 3] });
    // Graphs: unknown ids, ids the region does not offer, and junk are dropped one by one.
    expect(read('regionalGroup=1&graphs=99,2,x,3').graphs).toEqual([3]);
    expect(read('regionalGroup=4&graphs=4,4,9,3,1').graphs).toEqual([4, 3]);
    expect(read('regionalGroup=4&graphs=99,x').graphs).toEqual([1, 2]);
  });

  it('caps the graphs at two valid ones, and keeps an empty choice empty', () => {
    const offered = offeredOptions(OPTIONS, 4);
    expect(graphsFromQuery('4,3,2,1', offered)).toEqual([4, 3]);
    expect(graphsFromQuery('77,88,1', offered)).toEqual([1]);
    expect(graphsFromQuery(null, offered)).toBeNull();
    expect(graphsFromQuery('', offered)).toEqual([]);
    expect(read('graphs=').graphs).toEqual([]);
  });

  it('writes all four values and knows when the URL already says them', () => {
    const state: ClimateAndFlowsState = { regionalGroup: 1, year: 2025, yearType: 'collect_water_year', graphs: [3, 1] };
    expect(stateToQuery(state)).toEqual({ regionalGroup: '1', year: '2025', yearType: 'collect_water_year', graphs: '3,1' });
    expect(queryMatches(new URLSearchParams('regionalGroup=1&year=2025&yearType=collect_water_year&graphs=3,1&other=x'), state)).toBe(true);
    expect(queryMatches(new URLSearchParams('regionalGroup=1&year=2025&yearType=collect_water_year'), state)).toBe(false);
    expect(read(new URLSearchParams(stateToQuery(state)).toString())).toEqual(state);
  });

  it('tells an aborted request from a failure', () => {
    expect(isAbortError({ name: 'AbortError', message: 'Aborted' })).toBe(true);
    expect(isAbortError({ status: 'FETCH_ERROR', error: 'AbortError: signal is aborted without reason' })).toBe(true);
    expect(isAbortError({ status: 500, data: { message: 'Database unavailable' } })).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});

const row = (collect_date: string, location_ndx: number, label: string, values: Partial<CafDataRow> = {}): CafDataRow => ({
  collect_date, location_ndx, location_display_label: label, ax1_daily: null, ax1_daily_calyr: null, ax1_daily_wtryr: null, ax2_daily: null, ...values,
});

describe('the year window', () => {
  it('is Jan 1 - Dec 31 of the year, or Oct 1 of the year before - Sep 30', () => {
    expect(yearWindow(2026, 'collect_year')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(yearWindow(2026, 'collect_water_year')).toEqual({ start: '2025-10-01', end: '2026-09-30' });
  });

  it('cuts the answer (Oct 1 of the year before through Dec 31) to the window, Sep 30 in and Oct 1 out of the water year', () => {
    const days = ['2025-10-01', '2025-12-31', '2026-01-01', '2026-09-30', '2026-10-01', '2026-12-31'];
    const rows = days.map((day) => row(day, 1, 'A'));
    expect(rowsInWindow(rows, 2026, 'collect_water_year').map((r) => r.collect_date)).toEqual(['2025-10-01', '2025-12-31', '2026-01-01', '2026-09-30']);
    expect(rowsInWindow(rows, 2026, 'collect_year').map((r) => r.collect_date)).toEqual(['2026-01-01', '2026-09-30', '2026-10-01', '2026-12-31']);
  });

  it('draws the daily value, or for a cumulative graph the running total of the chosen year type', () => {
    const day = row('2026-02-01', 1, 'A', { ax1_daily: 2, ax1_daily_calyr: 40, ax1_daily_wtryr: 130 });
    expect(leftValue(day, { ax1_cumulative: false }, 'collect_year')).toBe(2);
    expect(leftValue(day, { ax1_cumulative: false }, 'collect_water_year')).toBe(2);
    expect(leftValue(day, { ax1_cumulative: true }, 'collect_year')).toBe(40);
    expect(leftValue(day, { ax1_cumulative: true }, 'collect_water_year')).toBe(130);
  });
});

describe('explorerFigure', () => {
  const flow = option(1, 'Flow', [0], [4], { y1_axis_units: 'Flow (cfs)', ax1_daily_color: '#0000FF' });

  it('draws one line per location with a value in the window, the first in the graph colour, the rest from the palette', () => {
    const rows = [
      row('2026-01-01', 3, 'Elk River', { ax1_daily: 10 }), row('2026-01-02', 3, 'Elk River', { ax1_daily: 12 }),
      row('2025-12-31', 5, 'Fish Creek', { ax1_daily: 4 }),
      row('2026-01-01', 5, 'Fish Creek', { ax1_daily: null }),
      row('2026-01-01', 7, 'Yampa River', { ax1_daily: 80 }),
    ];
    const { data, layout } = explorerFigure(flow, rows, 2026, 'collect_year');
    // Fish Creek's only value lies before the calendar year: no trace.
    expect(data.map((t) => [t.type, t.mode, t.name, t.line?.color])).toEqual([
      // Uncoloured: the page's series scale colours each location by name, the graph's own colour aside.
      ['scatter', 'lines', 'Elk River', undefined],
      ['scatter', 'lines', 'Yampa River', undefined],
    ]);
    expect(data[0]).toMatchObject({ x: ['2026-01-01', '2026-01-02'], y: [10, 12] });
    expect(layout.xaxis).toMatchObject({ type: 'date', range: ['2026-01-01', '2026-12-31'], tickformat: '%m/%d/%Y', hoverformat: '%m/%d/%Y' });
    expect(layout.yaxis?.title?.text).toBe('Flow (cfs)');
    expect(layout.yaxis2).toBeUndefined();
    expect(layout.hovermode).toBe('x unified');
    // The water year reaches back to Oct 1: Fish Creek's value is in it.
    expect(explorerFigure(flow, rows, 2026, 'collect_water_year').data.map((t) => t.name)).toEqual(['Elk River', 'Fish Creek', 'Yampa River']);
    expect(explorerFigure(flow, [], 2026, 'collect_year').data).toEqual([]);
  });

  it('draws bars, the cumulative series of the year type, and a right axis with its own traces', () => {
    const precipitation = option(2, 'Precipitation', [0], [4], {
      y1_axis_units: 'Cumulative Precipitation (in)', ax1_daily_chart_type: 'bar', ax1_cumulative: true, ax1_daily_color: '#00AA00',
      y2_axis_units: 'Air Temperature (°F)', ax2_daily_chart_type: 'line', ax2_daily_color: '#FF0000',
    });
    const rows = [
      row('2025-11-01', 1, 'Hayden', { ax1_daily: 1, ax1_daily_calyr: 30, ax1_daily_wtryr: 1, ax2_daily: 35 }),
      row('2026-01-01', 1, 'Hayden', { ax1_daily: 2, ax1_daily_calyr: 2, ax1_daily_wtryr: 9, ax2_daily: 20 }),
      row('2026-01-01', 2, 'Steamboat', { ax1_daily: 3, ax1_daily_calyr: 3, ax1_daily_wtryr: 12, ax2_daily: null }),
    ];
    const water = explorerFigure(precipitation, rows, 2026, 'collect_water_year');
    expect(water.data.map((t) => [t.type, t.name, t.yaxis ?? 'y', t.marker?.color ?? t.line?.color])).toEqual([
      ['bar', 'Hayden', 'y', undefined],
      ['bar', 'Steamboat', 'y', undefined],
      ['scatter', 'Hayden (Air Temperature (°F))', 'y2', undefined],
    ]);
    expect(water.data[0].y).toEqual([1, 9]);
    expect(water.data[2].y).toEqual([35, 20]);
    expect(water.layout.xaxis?.range).toEqual(['2025-10-01', '2026-09-30']);
    expect(water.layout.yaxis2).toMatchObject({ overlaying: 'y', side: 'right', title: { text: 'Air Temperature (°F)' } });
    const calendar = explorerFigure(precipitation, rows, 2026, 'collect_year');
    expect(calendar.data.map((t) => [t.name, t.y])).toEqual([['Hayden', [2]], ['Steamboat', [3]], ['Hayden (Air Temperature (°F))', [20]]]);
  });
});
