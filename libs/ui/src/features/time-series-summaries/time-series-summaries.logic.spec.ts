import type { TssumBox, TssumGraphOption } from '@portal/contracts';
import { chartOptionsOf, offeredOptionsOf, withRegionOf } from '../../components/explorer/explorer.logic';
import {
  ARRANGEMENT_LABELS, boxCountText, boxFigure, canRequest, CHART_HEIGHTS, dateBounds,
  defaultState, isCalendarDay, PAGE_TITLE, periodLabel, periodsTouched, quickRanges, rangeProblem,
  snapToGroup, START_AFTER_END_TEXT, stateFromQuery, stateToQuery, TSSUM_OPTION_ACCESS, type TssumLists, type TssumState, TSSUM_NO_DATA_TEXT,
  withEndDate, withGroupType, withQuickRange, withStartDate, YEAR_KIND_LABELS,
} from './time-series-summaries.logic';

/** Thursday Nov 26 2026, 11:00 in Denver. */
const NOW = new Date('2026-11-26T18:00:00Z');
const TODAY = '2026-11-26';

const option = (tssum_group_ndx: number, regions: number[], more: Partial<TssumGraphOption> = {}): TssumGraphOption => ({
  tssum_group_ndx,
  tssum_graph_title: `Graph ${tssum_group_ndx}`,
  tssum_graph_route_name: `graph-${tssum_group_ndx}`,
  y_axis_units: 'cfs',
  caf_group_ndx: null,
  reg_group_ndx_display: regions,
  datacategory_ndx_defaults: [],
  ...more,
});

const LISTS: TssumLists = {
  regions: [
    { reg_group_ndx: 1, reg_group_name: 'Upper' },
    { reg_group_ndx: 4, reg_group_name: 'Basin' },
    { reg_group_ndx: 7, reg_group_name: 'Lower' },
  ],
  years: [{ explore_year: 2026 }, { explore_year: 2010 }, { explore_year: 1995 }],
  options: [option(10, [4, 7]), option(11, [4]), option(12, [7]), option(13, [4])],
};

const state = (more: Partial<TssumState> = {}): TssumState => ({
  regionalGroup: 4, groupType: 'Month', startDate: '2026-10-01', endDate: TODAY, graphs: [10, 11], ...more,
});

describe('page texts', () => {
  it('names the page, the arrangements and their chart heights', () => {
    expect(PAGE_TITLE).toBe('Time Series Summaries');
    expect(ARRANGEMENT_LABELS).toEqual({ split: 'Split View', full: 'Full Width' });
    expect(CHART_HEIGHTS).toEqual({ split: 360, full: 500 });
    expect(TSSUM_NO_DATA_TEXT).toBe('No data available');
    expect(YEAR_KIND_LABELS).toEqual({ calendar: 'Calendar Year', water: 'Water Year' });
  });
});

describe('defaults', () => {
  it('opens on region 4, by month, from the first of last month through today, no graphs', () => {
    expect(defaultState(NOW)).toEqual({ regionalGroup: 4, groupType: 'Month', startDate: '2026-10-01', endDate: TODAY, graphs: [] });
  });

  it("takes today in Denver, not in UTC", () => {
    // 22:00 on Nov 30 in Denver is already Dec 1 in UTC.
    expect(defaultState(new Date('2026-12-01T05:00:00Z'))).toMatchObject({ startDate: '2026-10-01', endDate: '2026-11-30' });
    expect(defaultState(new Date('2026-12-01T08:00:00Z'))).toMatchObject({ startDate: '2026-11-01', endDate: '2026-12-01' });
  });

  it('reaches back over a new year', () => {
    expect(defaultState(new Date('2027-01-15T18:00:00Z'))).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-15' });
  });

  it('opens on the first listed region when the list lacks region 4', () => {
    expect(defaultState(NOW, [{ reg_group_ndx: 2, reg_group_name: 'Two' }]).regionalGroup).toBe(2);
    expect(defaultState(NOW, LISTS.regions).regionalGroup).toBe(4);
  });
});

describe('calendar days', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('11/26/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe('snapping picked dates to the grouping', () => {
  it('Year: Jan 1 and Dec 31', () => {
    expect(snapToGroup(TODAY, 'Year', 'start')).toBe('2026-01-01');
    expect(snapToGroup(TODAY, 'Year', 'end')).toBe('2026-12-31');
  });

  it('Month: the 1st and the last day, leap years included', () => {
    expect(snapToGroup('2024-02-10', 'Month', 'start')).toBe('2024-02-01');
    expect(snapToGroup('2024-02-10', 'Month', 'end')).toBe('2024-02-29');
    expect(snapToGroup('2026-02-10', 'Month', 'end')).toBe('2026-02-28');
    expect(snapToGroup('2026-11-30', 'Month', 'end')).toBe('2026-11-30');
  });

  it('Week: the Sunday and the Saturday, across months and years', () => {
    expect(snapToGroup(TODAY, 'Week', 'start')).toBe('2026-11-22');
    expect(snapToGroup(TODAY, 'Week', 'end')).toBe('2026-11-28');
    expect(snapToGroup('2026-11-22', 'Week', 'start')).toBe('2026-11-22');
    expect(snapToGroup('2026-11-22', 'Week', 'end')).toBe('2026-11-28');
    expect(snapToGroup('2026-11-28', 'Week', 'start')).toBe('2026-11-22');
    expect(snapToGroup('2026-11-28', 'Week', 'end')).toBe('2026-11-28');
    expect(snapToGroup('2026-12-01', 'Week', 'start')).toBe('2026-11-29');
    expect(snapToGroup('2026-12-31', 'Week', 'end')).toBe('2027-01-02');
  });

  it('snaps across the DST changes (a 23- or 25-hour day is still one day)', () => {
    expect(snapToGroup('2026-03-10', 'Week', 'start')).toBe('2026-03-08');
    expect(snapToGroup('2026-11-03', 'Week', 'start')).toBe('2026-11-01');
    expect(snapToGroup('2026-11-01', 'Week', 'end')).toBe('2026-11-07');
  });

  it('keeps a day that is not a calendar day as given', () => {
    expect(snapToGroup('2026-02-30', 'Month', 'start')).toBe('2026-02-30');
  });

  it('snaps picked dates by the state’s grouping, and a cleared picker clears the date', () => {
    expect(withStartDate(state({ groupType: 'Week' }), TODAY).startDate).toBe('2026-11-22');
    expect(withEndDate(state({ groupType: 'Week' }), TODAY).endDate).toBe('2026-11-28');
    expect(withStartDate(state({ groupType: 'Year' }), TODAY).startDate).toBe('2026-01-01');
    expect(withEndDate(state({ groupType: 'Month' }), '2026-10-05').endDate).toBe('2026-10-31');
    expect(withStartDate(state(), null).startDate).toBeNull();
    expect(withEndDate(state(), null).endDate).toBeNull();
  });

  it('changes only the grouping when the group type changes, leaving the dates unsnapped', () => {
    const before = state({ startDate: '2026-10-14', endDate: '2026-11-19' });
    expect(withGroupType(before, 'Year')).toEqual({ ...before, groupType: 'Year' });
    expect(withGroupType(before, 'Week')).toEqual({ ...before, groupType: 'Week' });
  });
});

describe('quick ranges', () => {
  const tabs = quickRanges(TODAY);
  const tab = (groupType: string, kind: 'calendar' | 'water' = 'calendar') =>
    quickRanges(TODAY, kind).find((entry) => entry.groupType === groupType)?.ranges ?? [];

  it('has a Year, a Month and a Week tab, each with a current and five previous ranges', () => {
    expect(tabs.map((entry) => entry.label)).toEqual(['Year', 'Month', 'Week']);
    expect(tabs.map((entry) => entry.ranges.length)).toEqual([6, 6, 6]);
  });

  it('calendar years: labels, the current year to today, previous whole years', () => {
    const ranges = tab('Year');
    expect(ranges.map((range) => range.label)).toEqual([
      'Current Year', 'Previous Year', 'Previous 2 Years', 'Previous 3 Years', 'Previous 5 Years', 'Previous 10 Years',
    ]);
    expect(ranges[0]).toEqual({ label: 'Current Year', groupType: 'Year', startDate: '2026-01-01', endDate: TODAY });
    expect(ranges[1]).toEqual({ label: 'Previous Year', groupType: 'Year', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(ranges[5]).toEqual({ label: 'Previous 10 Years', groupType: 'Year', startDate: '2016-01-01', endDate: '2025-12-31' });
  });

  it('water years: Oct 1 - Sep 30, grouped by Year', () => {
    const ranges = tab('Year', 'water');
    expect(ranges.map((range) => range.label)).toEqual([
      'Current Water Year', 'Previous Water Year', 'Previous 2 Water Years', 'Previous 3 Water Years', 'Previous 5 Water Years',
      'Previous 10 Water Years',
    ]);
    // Nov 26 2026 lies in water year 2027, which began Oct 1 2026.
    expect(ranges[0]).toEqual({ label: 'Current Water Year', groupType: 'Year', startDate: '2026-10-01', endDate: TODAY });
    expect(ranges[1]).toEqual({ label: 'Previous Water Year', groupType: 'Year', startDate: '2025-10-01', endDate: '2026-09-30' });
    expect(ranges[5]).toEqual({ label: 'Previous 10 Water Years', groupType: 'Year', startDate: '2016-10-01', endDate: '2026-09-30' });
  });

  it('water years before October: the current water year began last October', () => {
    const ranges = quickRanges('2026-09-30', 'water')[0].ranges;
    expect(ranges[0]).toMatchObject({ startDate: '2025-10-01', endDate: '2026-09-30' });
    expect(ranges[1]).toMatchObject({ startDate: '2024-10-01', endDate: '2025-09-30' });
  });

  it('the water-year choice changes only the Year tab', () => {
    expect(quickRanges(TODAY, 'water').slice(1)).toEqual(tabs.slice(1));
  });

  it('months: the current month to today, previous whole months', () => {
    const ranges = tab('Month');
    expect(ranges.map((range) => range.label)).toEqual([
      'Current Month', 'Previous Month', 'Previous 2 Months', 'Previous 3 Months', 'Previous 6 Months', 'Previous 12 Months',
    ]);
    expect(ranges[0]).toEqual({ label: 'Current Month', groupType: 'Month', startDate: '2026-11-01', endDate: TODAY });
    expect(ranges[1]).toEqual({ label: 'Previous Month', groupType: 'Month', startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(ranges[3]).toEqual({ label: 'Previous 3 Months', groupType: 'Month', startDate: '2026-08-01', endDate: '2026-10-31' });
    expect(ranges[5]).toEqual({ label: 'Previous 12 Months', groupType: 'Month', startDate: '2025-11-01', endDate: '2026-10-31' });
  });

  it('months from a 31st: whole months, not clamped days', () => {
    const ranges = quickRanges('2026-03-31')[1].ranges;
    expect(ranges[1]).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(ranges[5]).toMatchObject({ startDate: '2025-03-01', endDate: '2026-02-28' });
  });

  it('weeks: the current week (from Sunday) to today, previous whole Sunday-Saturday weeks', () => {
    const ranges = tab('Week');
    expect(ranges.map((range) => range.label)).toEqual([
      'Current Week', 'Previous Week', 'Previous 2 Weeks', 'Previous 4 Weeks', 'Previous 8 Weeks', 'Previous 12 Weeks',
    ]);
    expect(ranges[0]).toEqual({ label: 'Current Week', groupType: 'Week', startDate: '2026-11-22', endDate: TODAY });
    expect(ranges[1]).toEqual({ label: 'Previous Week', groupType: 'Week', startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(ranges[5]).toEqual({ label: 'Previous 12 Weeks', groupType: 'Week', startDate: '2026-08-30', endDate: '2026-11-21' });
  });

  it('on a Sunday the current week is that one day', () => {
    expect(quickRanges('2026-11-22')[2].ranges[0]).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(quickRanges('2026-11-22')[2].ranges[1]).toMatchObject({ startDate: '2026-11-15', endDate: '2026-11-21' });
  });

  it('every quick range is a valid range for its grouping', () => {
    for (const day of [TODAY, '2026-01-01', '2026-03-31', '2024-02-29', '2026-11-22']) {
      for (const kind of ['calendar', 'water'] as const) {
        for (const range of quickRanges(day, kind).flatMap((entry) => entry.ranges)) {
          expect([range.label, rangeProblem(range.startDate, range.endDate, range.groupType)]).toEqual([range.label, null]);
        }
      }
    }
  });

  it('a quick range sets the grouping and both dates together, unsnapped', () => {
    const picked = tab('Week')[0];
    expect(withQuickRange(state(), picked)).toEqual({ ...state(), groupType: 'Week', startDate: '2026-11-22', endDate: TODAY });
  });
});

describe('range rules', () => {
  it('counts touched weeks Sunday to Saturday and calendar months', () => {
    expect(periodsTouched('2026-11-21', '2026-11-22', 'Week')).toBe(2);
    expect(periodsTouched('2026-11-22', '2026-11-28', 'Week')).toBe(1);
    expect(periodsTouched('2026-10-31', '2026-11-01', 'Month')).toBe(2);
    expect(periodsTouched('2026-02-30', '2026-11-01', 'Month')).toBeNull();
  });

  it('Week: at most 12 weeks touched', () => {
    expect(rangeProblem('2026-08-30', '2026-11-21', 'Week')).toBe(null);
    expect(rangeProblem('2026-09-06', '2026-11-28', 'Week')).toBe(null);
    expect(rangeProblem('2026-08-29', '2026-11-21', 'Week')).toBe('Invalid date range: Limited to 12 weeks of history for Week');
    expect(rangeProblem('2026-08-30', '2026-11-22', 'Week')).toBe('Invalid date range: Limited to 12 weeks of history for Week');
  });

  it('Month: at most 12 months touched', () => {
    expect(rangeProblem('2025-11-30', '2026-10-01', 'Month')).toBe(null);
    expect(rangeProblem('2025-11-30', '2026-11-01', 'Month')).toBe('Invalid date range: Limited to 12 months of history for Month');
  });

  it('Year: no period limit', () => {
    expect(rangeProblem('1990-01-01', TODAY, 'Year')).toBe(null);
  });

  it('a start after the end is a problem for every grouping', () => {
    for (const groupType of ['Year', 'Month', 'Week'] as const) {
      expect(rangeProblem('2026-11-02', '2026-11-01', groupType)).toBe(START_AFTER_END_TEXT);
    }
    expect(START_AFTER_END_TEXT).toBe('Start date must not be after end date.');
    expect(rangeProblem(TODAY, TODAY, 'Week')).toBe(null);
  });

  it('a missing or unreadable date is no problem to report', () => {
    expect(rangeProblem(null, TODAY, 'Week')).toBe(null);
    expect(rangeProblem('2020-01-01', null, 'Week')).toBe(null);
    expect(rangeProblem('2020-02-30', TODAY, 'Week')).toBe(null);
  });

  it('asks for charts only with two graphs, both dates and no range problem', () => {
    expect(canRequest(state())).toBe(true);
    expect(canRequest(state({ graphs: [10] }))).toBe(false);
    expect(canRequest(state({ graphs: [] }))).toBe(false);
    expect(canRequest(state({ startDate: null }))).toBe(false);
    expect(canRequest(state({ endDate: null }))).toBe(false);
    expect(canRequest(state({ startDate: '2025-01-01' }))).toBe(false);
    expect(canRequest(state({ startDate: '2025-01-01', groupType: 'Year' }))).toBe(true);
    expect(canRequest(state({ startDate: '2026-12-01' }))).toBe(false);
  });
});

describe('graphs and regions (the explorers\' rules, read from summaries options)', () => {
  const offered = (regionalGroup: number) => offeredOptionsOf(LISTS.options, regionalGroup, TSSUM_OPTION_ACCESS);

  it('offers the graphs whose regions include the region, in list order', () => {
    expect(offered(4).map((o) => o.tssum_group_ndx)).toEqual([10, 11, 13]);
    expect(offered(7).map((o) => o.tssum_group_ndx)).toEqual([10, 12]);
    expect(chartOptionsOf([13, 10, 12], offered(4), TSSUM_OPTION_ACCESS).map((o) => o.tssum_group_ndx)).toEqual([13, 10]);
  });

  it('a new region drops the graphs it does not offer', () => {
    expect(withRegionOf(state({ graphs: [11, 10] }), 7, LISTS.options, TSSUM_OPTION_ACCESS)).toEqual(state({ regionalGroup: 7, graphs: [10] }));
  });
});

describe('the URL', () => {
  const read = (text: string) => stateFromQuery(LISTS, new URLSearchParams(text), { now: NOW });

  it('takes every valid value', () => {
    expect(read('regionalGroup=7&startDate=2026-01-01&endDate=2026-03-31&groupType=Week&graphs=12,10')).toEqual({
      regionalGroup: 7, groupType: 'Week', startDate: '2026-01-01', endDate: '2026-03-31', graphs: [12, 10],
    });
  });

  it('opens on the defaults without a query', () => {
    expect(read('')).toEqual(defaultState(NOW));
  });

  it('ignores an unlisted or unreadable region', () => {
    expect(read('regionalGroup=99&groupType=Year').regionalGroup).toBe(4);
    expect(read('regionalGroup=7a').regionalGroup).toBe(4);
    expect(read('regionalGroup=99&groupType=Year').groupType).toBe('Year');
  });

  it('ignores an unknown group type', () => {
    expect(read('groupType=Day&regionalGroup=7').groupType).toBe('Month');
    expect(read('groupType=week').groupType).toBe('Month');
    expect(read('groupType=Day&regionalGroup=7').regionalGroup).toBe(7);
  });

  it('takes both dates or neither', () => {
    const defaults = { startDate: '2026-10-01', endDate: TODAY };
    expect(read('startDate=2026-02-30&endDate=2026-03-31')).toMatchObject(defaults);
    expect(read('startDate=2026-03-01&endDate=2026-02-01')).toMatchObject(defaults);
    expect(read('startDate=2026-03-01')).toMatchObject(defaults);
    expect(read('startDate=2026-03-01&endDate=')).toMatchObject(defaults);
    expect(read('startDate=03/01/2026&endDate=2026-04-01')).toMatchObject(defaults);
    expect(read('startDate=2026-03-01&endDate=2026-03-01')).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(read('startDate=2026-03-01&endDate=2026-02-01&groupType=Week').groupType).toBe('Week');
  });

  it('keeps a range too long for its grouping, for the screen to say so', () => {
    expect(read('startDate=2020-01-01&endDate=2026-01-01&groupType=Week')).toMatchObject({ startDate: '2020-01-01', groupType: 'Week' });
  });

  it('keeps at most two graphs that exist and are offered in the region, each once', () => {
    expect(read('graphs=11,abc,12,11,99,13,10').graphs).toEqual([11, 13]);
    expect(read('regionalGroup=7&graphs=11,12').graphs).toEqual([12]);
    expect(read('graphs=').graphs).toEqual([]);
    expect(read('graphs=x,y').graphs).toEqual([]);
    // The graphs are checked against the region actually chosen (the default one when the URL's is invalid).
    expect(read('regionalGroup=99&graphs=12,11').graphs).toEqual([11]);
  });

  it('writes all five values and reads them back', () => {
    const written = stateToQuery(state({ groupType: 'Week', startDate: '2026-11-01', endDate: '2026-11-21', graphs: [13, 10] }));
    expect(written).toEqual({ regionalGroup: '4', startDate: '2026-11-01', endDate: '2026-11-21', groupType: 'Week', graphs: '13,10' });
    expect(read(new URLSearchParams(written).toString())).toEqual({
      regionalGroup: 4, groupType: 'Week', startDate: '2026-11-01', endDate: '2026-11-21', graphs: [13, 10],
    });
  });

  it('writes a cleared date as empty', () => {
    expect(stateToQuery(state({ startDate: null, graphs: [] }))).toMatchObject({ startDate: '', graphs: '' });
  });
});

describe('date picker bounds', () => {
  it('from Jan 1 of the earliest year with data to the end of today’s period', () => {
    expect(dateBounds(LISTS.years, 'Year', NOW)).toEqual({ min: '1995-01-01', max: '2026-12-31' });
    expect(dateBounds(LISTS.years, 'Month', NOW)).toEqual({ min: '1995-01-01', max: '2026-11-30' });
    expect(dateBounds(LISTS.years, 'Week', NOW)).toEqual({ min: '1995-01-01', max: '2026-11-28' });
  });

  it('from this year’s Jan 1 when no year is listed', () => {
    expect(dateBounds([], 'Month', NOW)).toEqual({ min: '2026-01-01', max: '2026-11-30' });
  });
});

describe('the box plot', () => {
  const box = (period_start: string, location_id: string, label: string, q: number, n = 30): TssumBox => ({
    period_start, location_id, location_display_label: label, units: 'cfs', n, q0: q, q20: q + 1, q50: q + 2, q80: q + 3, q100: q + 4,
  });

  it('labels periods as the axis reads them', () => {
    expect(periodLabel('2026-11-22', 'Week')).toBe('11/22/2026');
    expect(periodLabel('2026-11-01', 'Month')).toBe('Nov 2026');
    expect(periodLabel('2026-01-01', 'Year')).toBe('2026');
    expect(boxCountText(31)).toBe('n = 31');
  });

  it('draws one box trace per location from the server’s statistics', () => {
    const boxes = [
      box('2026-10-01', 'A1', 'Alpha', 10, 31),
      box('2026-10-01', 'B1', 'Beta', 20, 29),
      box('2026-11-01', 'A1', 'Alpha', 11, 26),
      box('2026-11-01', 'B1', 'Beta', 21, 25),
    ];
    const figure = boxFigure(boxes, option(10, [4], { y_axis_units: 'Flow (cfs)' }), 'Month');
    expect(figure.data).toEqual([
      {
        type: 'box',
        name: 'Alpha',
        x: ['Oct 2026', 'Nov 2026'],
        q1: [11, 12],
        median: [12, 13],
        q3: [13, 14],
        lowerfence: [10, 11],
        upperfence: [14, 15],
        boxpoints: false,
        text: ['n = 31', 'n = 26'],
        hovertemplate: 'Alpha<br>%{x}<br>%{text}<extra></extra>',
      },
      expect.objectContaining({ name: 'Beta', x: ['Oct 2026', 'Nov 2026'], median: [22, 23] }),
    ]);
    expect(figure.layout.boxmode).toBe('group');
    expect(figure.layout.yaxis?.title).toEqual({ text: 'Flow (cfs)' });
    expect(figure.layout.xaxis).toMatchObject({ type: 'category', categoryorder: 'array', categoryarray: ['Oct 2026', 'Nov 2026'] });
  });

  it('keeps the periods in time order when a location has only later ones', () => {
    const boxes = [box('2026-11-22', 'B1', 'Beta', 1), box('2026-11-29', 'A1', 'Alpha', 1), box('2026-11-29', 'B1', 'Beta', 2)];
    const figure = boxFigure(boxes, option(10, [4]), 'Week');
    expect(figure.data.map((trace) => [trace.name, trace.x])).toEqual([['Beta', ['11/22/2026', '11/29/2026']], ['Alpha', ['11/29/2026']]]);
    expect(figure.layout.xaxis?.categoryarray).toEqual(['11/22/2026', '11/29/2026']);
  });

  it('tells locations apart by id, leaving their colours to the page', () => {
    const boxes = Array.from({ length: 11 }, (_, i) => box('2026-01-01', `L${i}`, `Location ${i}`, i));
    const figure = boxFigure(boxes, option(10, [4]), 'Year');
    expect(figure.data).toHaveLength(11);
    expect(figure.data.map((trace) => trace.marker?.color ?? trace.line?.color)).toEqual(Array(11).fill(undefined));
    expect(figure.data[0].x).toEqual(['2026']);
  });

  it('has no traces without boxes', () => {
    expect(boxFigure([], option(10, [4]), 'Month').data).toEqual([]);
  });
});
