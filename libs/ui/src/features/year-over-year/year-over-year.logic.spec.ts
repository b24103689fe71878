import { type ExplorerRegionalGroup, type ExploreYear, YOY_HISTORY_COLORS, type YoyGraphOption } from '@portal/contracts';
import {
  dayPosition, defaultYears, historyValue, initialState, queryMatches, REFERENCE_RANGE, referenceDate, rowsOfYear, stateToQuery,
  toggleYear, withRegion, yearsFromQuery, yearsParam, yearTraceName, yearValue, type YoyLists, type YoyState,
  yoyFigure,
} from './year-over-year.logic';
import { yoyOption as option, yoyRow as row } from './yoy-fixtures';

const OPTIONS: YoyGraphOption[] = [
  option(1, 'Streamflow', [0, 2], [1, 4]),
  option(2, 'Precipitation', [0], [4], { cumulative: true }),
  option(3, 'Snowpack', [0, 4], [1, 4]),
  option(4, 'Water Temperature', [4], [4]),
];
const REGIONS: ExplorerRegionalGroup[] = [
  { reg_group_ndx: 1, reg_group_name: 'Upper Yampa' },
  { reg_group_ndx: 4, reg_group_name: 'Yampa Basin' },
];
const YEARS: ExploreYear[] = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015].map((explore_year) => ({ explore_year }));
const LISTS: YoyLists = { regions: REGIONS, years: YEARS, options: OPTIONS };
/** Noon in Denver on a November day of 2026. */
const NOW = new Date('2026-11-26T19:00:00Z');

const read = (query: string, datacategoryPath?: string) => initialState(LISTS, new URLSearchParams(query), { now: NOW, datacategoryPath });

describe('the years and the URL', () => {
  it('opens on region 4, the previous and current Denver year, calendar years and the default graphs', () => {
    expect(read('')).toEqual({ regionalGroup: 4, years: [2025, 2026], yearType: 'collect_year', graphs: [1, 2] });
    expect(read('', 'recreation').graphs).toEqual([3, 4]);
  });

  it('defaults to the listed ones of the current and previous year, else the newest listed year', () => {
    expect(defaultYears(YEARS, NOW)).toEqual([2025, 2026]);
    expect(defaultYears([{ explore_year: 2026 }, { explore_year: 2024 }], NOW)).toEqual([2026]);
    expect(defaultYears([{ explore_year: 2025 }, { explore_year: 2020 }], NOW)).toEqual([2025]);
    expect(defaultYears([{ explore_year: 2022 }, { explore_year: 2020 }], NOW)).toEqual([2022]);
    // New Year's Eve evening in Denver is already January 1 in UTC: still the old year.
    expect(defaultYears([{ explore_year: 2027 }, ...YEARS], new Date('2027-01-01T05:00:00Z'))).toEqual([2025, 2026]);
  });

  it('reads the listed years of the URL, ascending and once each, dropping the others one by one', () => {
    expect(yearsFromQuery('2026,2024', YEARS)).toEqual([2024, 2026]);
    expect(yearsFromQuery('2024,1999,abc,2024,,2026x,2020', YEARS)).toEqual([2020, 2024]);
    expect(yearsFromQuery('1999,x', YEARS)).toBeNull();
    expect(yearsFromQuery('', YEARS)).toBeNull();
    expect(yearsFromQuery(null, YEARS)).toBeNull();
    expect(read('years=1999,abc').years).toEqual([2025, 2026]);
  });

  it('keeps at most ten years, the first ten valid ones the URL names', () => {
    const eleven = '2015,2016,2017,2018,2019,2020,2021,2022,2023,2024,2025';
    expect(yearsFromQuery(eleven, YEARS)).toEqual([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(yearsFromQuery(`1900,${eleven.split(',').reverse().join(',')}`, YEARS)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
  });

  it('reads every valid value of the URL and ignores each invalid one on its own', () => {
    expect(read('regionalGroup=1&years=2020,2024&yearType=collect_water_year&graphs=3,1')).toEqual({
      regionalGroup: 1, years: [2020, 2024], yearType: 'collect_water_year', graphs: [3, 1],
    });
    expect(read('regionalGroup=9&years=2020&yearType=fiscal&graphs=4,2,99')).toEqual({
      regionalGroup: 4, years: [2020], yearType: 'collect_year', graphs: [4, 2],
    });
  });

  it('writes all four values and knows when the URL already says them', () => {
    const state: YoyState = { regionalGroup: 1, years: [2020, 2026], yearType: 'collect_water_year', graphs: [3] };
    expect(stateToQuery(state)).toEqual({ regionalGroup: '1', years: '2020,2026', yearType: 'collect_water_year', graphs: '3' });
    expect(queryMatches(new URLSearchParams('regionalGroup=1&years=2020,2026&yearType=collect_water_year&graphs=3&x=1'), state)).toBe(true);
    expect(queryMatches(new URLSearchParams('regionalGroup=1&years=2026&yearType=collect_water_year&graphs=3'), state)).toBe(false);
    expect(read(new URLSearchParams(stateToQuery(state)).toString())).toEqual(state);
  });

  it('drops the graphs a new region does not offer', () => {
    const state: YoyState = { regionalGroup: 4, years: [2026], yearType: 'collect_year', graphs: [2, 3] };
    expect(withRegion(state, 1, OPTIONS)).toEqual({ ...state, regionalGroup: 1, graphs: [3] });
  });

  it('ticks and unticks years: ascending, never more than ten, never none', () => {
    expect(toggleYear([2025, 2026], 2020)).toEqual([2020, 2025, 2026]);
    expect(toggleYear([2020, 2025, 2026], 2025)).toEqual([2020, 2026]);
    expect(toggleYear([2026], 2026)).toEqual([2026]);
    const ten = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
    expect(toggleYear(ten, 2025)).toEqual(ten);
    expect(yearsParam([2026, 2020, 2025])).toBe('2020,2025,2026');
  });
});

describe('the leap reference year', () => {
  it('places calendar days in 2000: Jan 1, Feb 28, Feb 29, Mar 1, Dec 31', () => {
    expect([1, 59, 60, 61, 366].map((day) => referenceDate(day, 'collect_year'))).toEqual([
      '2000-01-01', '2000-02-28', '2000-02-29', '2000-03-01', '2000-12-31',
    ]);
  });

  it('places water-year days in water year 2000: Oct 1 1999, Dec 31, Feb 29, Mar 1, Sep 30 2000', () => {
    expect([1, 92, 152, 153, 366].map((day) => referenceDate(day, 'collect_water_year'))).toEqual([
      '1999-10-01', '1999-12-31', '2000-02-29', '2000-03-01', '2000-09-30',
    ]);
  });

  it("puts a common year's Mar 1 on Mar 1 and a leap year's Feb 29 on Feb 29, by the server's positions", () => {
    expect(referenceDate(dayPosition(row('2026-03-01'), 'collect_year'), 'collect_year')).toBe('2000-03-01');
    expect(referenceDate(dayPosition(row('2024-02-29'), 'collect_year'), 'collect_year')).toBe('2000-02-29');
    expect(referenceDate(dayPosition(row('2026-03-01'), 'collect_water_year'), 'collect_water_year')).toBe('2000-03-01');
    expect(referenceDate(dayPosition(row('2024-02-29'), 'collect_water_year'), 'collect_water_year')).toBe('2000-02-29');
    expect(referenceDate(dayPosition(row('2026-09-30'), 'collect_water_year'), 'collect_water_year')).toBe('2000-09-30');
    expect(referenceDate(dayPosition(row('2025-10-01'), 'collect_water_year'), 'collect_water_year')).toBe('1999-10-01');
    expect(referenceDate(dayPosition(row('2025-10-01'), 'collect_year'), 'collect_year')).toBe('2000-10-01');
  });

  it("cuts a year's days by calendar or water year: Sep 30 ends water year 2026, Oct 1 starts 2027", () => {
    const rows = ['2025-10-01', '2025-12-31', '2026-01-01', '2026-09-30', '2026-10-01', '2026-12-31'].map((day) => row(day));
    expect(rowsOfYear(rows, 2026, 'collect_water_year').map((r) => r.collect_date)).toEqual(['2025-10-01', '2025-12-31', '2026-01-01', '2026-09-30']);
    expect(rowsOfYear(rows, 2026, 'collect_year').map((r) => r.collect_date)).toEqual(['2026-01-01', '2026-09-30', '2026-10-01', '2026-12-31']);
    expect(rowsOfYear(rows, 2027, 'collect_water_year').map((r) => r.collect_date)).toEqual(['2026-10-01', '2026-12-31']);
  });
});

describe('yoyFigure', () => {
  const streamflow = option(1, 'Streamflow', [0], [4], { y_axis_units: 'Flow (cfs)' });
  const values = (data_daily: number, hist_min: number, hist_avg: number, hist_max: number) => ({ data_daily, hist_min, hist_avg, hist_max });
  // Years 2025 and 2026: each asked year's window, Oct 1 of the year before through Dec 31, once each.
  const rows = [
    row('2024-10-01', values(1, 0.5, 2, 4)),
    row('2025-01-01', values(10, 5, 20, 40)),
    row('2025-03-01', values(11, 6, 21, 41)),
    row('2025-10-01', values(12, 0.5, 2, 4)),
    row('2026-01-01', values(30, 5, 20, 40)),
    row('2026-03-01', values(31, 6, 21, 41)),
  ];

  it('draws one line per year on the reference days, uncoloured (the page colours the years), then the dashed history of the first year', () => {
    const { data, layout } = yoyFigure(streamflow, rows, [2026, 2025], 'collect_year');
    expect(data.map((t) => [t.name, t.line?.color, t.line?.dash ?? 'solid'])).toEqual([
      ['2025', undefined, 'solid'],
      ['2026', undefined, 'solid'],
      ['Historical Minimum', YOY_HISTORY_COLORS.hist_min, 'dash'],
      ['Historical Average', '#778899', 'dash'],
      ['Historical Maximum', '#FF8C00', 'dash'],
    ]);
    expect(data[0]).toMatchObject({ type: 'scatter', mode: 'lines', x: ['2000-01-01', '2000-03-01', '2000-10-01'], y: [10, 11, 12] });
    expect(data[1]).toMatchObject({ x: ['2000-01-01', '2000-03-01'], y: [30, 31] });
    // The history comes from 2025's calendar days.
    expect(data[2]).toMatchObject({ x: ['2000-01-01', '2000-03-01', '2000-10-01'], y: [5, 6, 0.5] });
    expect(data[4].y).toEqual([40, 41, 4]);
    expect(data[4].line?.width).toBe(1);
    expect(layout.xaxis).toMatchObject({ type: 'date', range: ['2000-01-01', '2000-12-31'], tickformat: '%b %d' });
    expect(layout.yaxis?.title?.text).toBe('Flow (cfs)');
    expect(layout.hovermode).toBe('x unified');
  });

  it('draws water years by collect_water_year on water year 2000, named WY', () => {
    const { data, layout } = yoyFigure(streamflow, rows, [2025, 2026], 'collect_water_year');
    expect(data.map((t) => t.name)).toEqual(['WY 2025', 'WY 2026', 'Historical Minimum', 'Historical Average', 'Historical Maximum']);
    expect(data[0]).toMatchObject({ x: ['1999-10-01', '2000-01-01', '2000-03-01'], y: [1, 10, 11] });
    expect(data[1]).toMatchObject({ x: ['1999-10-01', '2000-01-01', '2000-03-01'], y: [12, 30, 31] });
    expect(data[2].y).toEqual([0.5, 5, 6]);
    expect(layout.xaxis?.range).toEqual(REFERENCE_RANGE.collect_water_year);
    expect(yearTraceName(2026, 'collect_year')).toBe('2026');
  });

  it('draws the running totals and their history of the year type for a cumulative graph', () => {
    const precipitation = option(2, 'Precipitation', [0], [4], { cumulative: true, data_daily_chart_type: 'bar' });
    const day = row('2026-01-01', {
      data_daily: 1, hist_min: 1, hist_avg: 1, hist_max: 1,
      data_daily_calyr: 2, hist_min_calyr: 3, hist_avg_calyr: 4, hist_max_calyr: 5,
      data_daily_wtryr: 6, hist_min_wtryr: 7, hist_avg_wtryr: 8, hist_max_wtryr: 9,
    });
    expect(yearValue(day, { cumulative: false }, 'collect_water_year')).toBe(1);
    expect(yearValue(day, { cumulative: true }, 'collect_year')).toBe(2);
    expect(yearValue(day, { cumulative: true }, 'collect_water_year')).toBe(6);
    expect(historyValue(day, 'hist_avg', { cumulative: false }, 'collect_year')).toBe(1);
    expect(historyValue(day, 'hist_avg', { cumulative: true }, 'collect_year')).toBe(4);
    expect(historyValue(day, 'hist_max', { cumulative: true }, 'collect_water_year')).toBe(9);
    const calendar = yoyFigure(precipitation, [day], [2026], 'collect_year');
    expect(calendar.data.map((t) => [t.type, t.name, t.y])).toEqual([
      ['bar', '2026', [2]], ['scatter', 'Historical Minimum', [3]], ['scatter', 'Historical Average', [4]], ['scatter', 'Historical Maximum', [5]],
    ]);
    expect(yoyFigure(precipitation, [day], [2026], 'collect_water_year').data.map((t) => t.y)).toEqual([[6], [7], [8], [9]]);
  });

  it('leaves out a year or statistic without a value, and draws nothing for an empty answer', () => {
    const sparse = [row('2026-01-01', { data_daily: 3, hist_avg: 2 })];
    expect(yoyFigure(streamflow, sparse, [2025, 2026], 'collect_year').data.map((t) => t.name)).toEqual(['2026']);
    expect(yoyFigure(streamflow, sparse, [2026], 'collect_year').data.map((t) => t.name)).toEqual(['2026', 'Historical Average']);
    expect(yoyFigure(streamflow, [], [2026], 'collect_year').data).toEqual([]);
  });
});
