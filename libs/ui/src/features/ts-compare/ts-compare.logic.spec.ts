import type { MapWell, TsCompareDailyRow, TsCompareLocation, TsCompareParameter } from '@portal/contracts';
import {
  axisTitle, canSubmit, chosenLocationIds, csvRows, dailyRequests, dayTicks, defaultSelection, locationsForAxis, mapFeatures, mapPopupText,
  noDataWarning, OTHER_SUB_AREA_COLOR, parametersForSubAreas, rowsByLocation, SUB_AREA_COLORS, subAreaColor, TABLE_COLUMNS, TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZES, tableRows, toggleChoice, tsCompareFigure, type TsCompareSelection, withAxisLocations, withAxisParameter, withSubAreas,
} from './ts-compare.logic';

const PARAMETERS: TsCompareParameter[] = [
  { parameter_ndx: 1, parameter: 'Flow', huc10_code_array: ['A', 'B'] },
  { parameter_ndx: 2, parameter: 'Water Temperature', huc10_code_array: ['B'] },
  { parameter_ndx: 3, parameter: 'Snow Water Equivalent', huc10_code_array: [] },
];
const LOCATIONS: TsCompareLocation[] = [
  { location_ndx: 10, location: 'Elk River', parameter_ndx_array: [1, 2], huc10_code_array: ['B'] },
  { location_ndx: 11, location: 'Yampa River', parameter_ndx_array: [1], huc10_code_array: ['A'] },
  { location_ndx: 12, location: 'Snow Site', parameter_ndx_array: [1, 3], huc10_code_array: [] },
];

const row = (location_ndx: number, rdate: string, value: number, extra: Partial<TsCompareDailyRow> = {}): TsCompareDailyRow => ({
  location_ndx, parameter: 'Flow', location: `Location ${location_ndx}`, units: 'cfs', result_value_daily: value, rdate, data_source: 'USGS',
  location_type: 'Stream Gage', huc10: 'A', ...extra,
});

const selection = (overrides: Partial<TsCompareSelection> = {}): TsCompareSelection => ({
  subAreas: [], startDate: '2021-10-01', endDate: '2021-12-31', left: { parameter: 1, locations: [10, 11] }, right: { parameter: 2, locations: [10] },
  ...overrides,
});

describe('defaultSelection', () => {
  it('opens on the default parameters and locations of each axis, from Oct 1 2021 to today, with no sub-area', () => {
    expect(defaultSelection('2026-11-26')).toEqual({
      subAreas: [], startDate: '2021-10-01', endDate: '2026-11-26', left: { parameter: 67, locations: [3] }, right: { parameter: 1535, locations: [44] },
    });
  });

  it('hands out fresh lists, so a change never reaches the shared defaults', () => {
    const first = defaultSelection('2026-11-26');
    first.left.locations.push(99);
    expect(defaultSelection('2026-11-26').left.locations).toEqual([3]);
  });
});

describe('option narrowing', () => {
  it('offers every parameter until a sub-area is chosen, then those with daily values in one of them', () => {
    expect(parametersForSubAreas(PARAMETERS, []).map((p) => p.parameter_ndx)).toEqual([1, 2, 3]);
    expect(parametersForSubAreas(PARAMETERS, ['A']).map((p) => p.parameter_ndx)).toEqual([1]);
    expect(parametersForSubAreas(PARAMETERS, ['A', 'B']).map((p) => p.parameter_ndx)).toEqual([1, 2]);
    expect(parametersForSubAreas(PARAMETERS, ['Z'])).toEqual([]);
  });

  it('offers no location before a parameter is chosen', () => {
    expect(locationsForAxis(LOCATIONS, [], null)).toEqual([]);
  });

  it('offers the locations with the parameter, also those in no sub-area while none is chosen', () => {
    expect(locationsForAxis(LOCATIONS, [], 1).map((l) => l.location_ndx)).toEqual([10, 11, 12]);
    expect(locationsForAxis(LOCATIONS, [], 2).map((l) => l.location_ndx)).toEqual([10]);
    expect(locationsForAxis(LOCATIONS, [], 3).map((l) => l.location_ndx)).toEqual([12]);
  });

  it('keeps only the locations in a chosen sub-area once some are chosen', () => {
    expect(locationsForAxis(LOCATIONS, ['A'], 1).map((l) => l.location_ndx)).toEqual([11]);
    expect(locationsForAxis(LOCATIONS, ['A', 'B'], 1).map((l) => l.location_ndx)).toEqual([10, 11]);
    expect(locationsForAxis(LOCATIONS, ['A'], 2)).toEqual([]);
  });
});

describe('clearing rules', () => {
  it('a new sub-area choice clears the parameter and locations of both axes', () => {
    expect(withSubAreas(selection(), ['A'])).toEqual({
      ...selection(), subAreas: ['A'], left: { parameter: null, locations: [] }, right: { parameter: null, locations: [] },
    });
    expect(withSubAreas(selection({ subAreas: ['A'] }), [])).toMatchObject({ subAreas: [], left: { parameter: null, locations: [] } });
  });

  it('choosing the same sub-areas again, in any order, clears nothing', () => {
    const chosen = selection({ subAreas: ['A', 'B'] });
    expect(withSubAreas(chosen, ['B', 'A'])).toBe(chosen);
  });

  it("a new parameter clears that axis's locations only", () => {
    expect(withAxisParameter(selection(), 'left', 2)).toEqual({ ...selection(), left: { parameter: 2, locations: [] } });
    expect(withAxisParameter(selection(), 'right', null)).toEqual({ ...selection(), right: { parameter: null, locations: [] } });
  });

  it('the same parameter again keeps its locations', () => {
    const chosen = selection();
    expect(withAxisParameter(chosen, 'left', 1)).toBe(chosen);
  });

  it("sets one axis's locations, leaving the other axis", () => {
    expect(withAxisLocations(selection(), 'right', [10, 12])).toEqual({ ...selection(), right: { parameter: 2, locations: [10, 12] } });
  });

  it('ticks and unticks in the order the options are listed', () => {
    expect(toggleChoice([12], 10, [10, 11, 12])).toEqual([10, 12]);
    expect(toggleChoice([10, 12], 10, [10, 11, 12])).toEqual([12]);
  });
});

describe('Submit and the calls', () => {
  it('needs left-axis locations and a range, and waits while loading', () => {
    expect(canSubmit(selection(), false)).toBe(true);
    expect(canSubmit(selection(), true)).toBe(false);
    expect(canSubmit(selection({ left: { parameter: 1, locations: [] } }), false)).toBe(false);
    expect(canSubmit(selection({ left: { parameter: null, locations: [] } }), false)).toBe(false);
    expect(canSubmit(selection({ right: { parameter: null, locations: [] } }), false)).toBe(true);
    expect(canSubmit(selection({ startDate: null }), false)).toBe(false);
    expect(canSubmit(selection({ endDate: null }), false)).toBe(false);
    expect(canSubmit(selection({ startDate: '2022-01-01', endDate: '2021-12-31' }), false)).toBe(false);
    expect(canSubmit(selection({ startDate: '2021-12-31', endDate: '2021-12-31' }), false)).toBe(true);
  });

  it('asks for the left axis always and the right one with its locations', () => {
    expect(dailyRequests(selection())).toEqual({
      left: { parameter: 1, locations: '10,11', startDate: '2021-10-01', endDate: '2021-12-31' },
      right: { parameter: 2, locations: '10', startDate: '2021-10-01', endDate: '2021-12-31' },
    });
    expect(dailyRequests(selection({ right: { parameter: 2, locations: [] } }))?.right).toBeNull();
    expect(dailyRequests(selection({ right: { parameter: null, locations: [] } }))?.right).toBeNull();
  });

  it('asks for nothing without left locations or a range', () => {
    expect(dailyRequests(selection({ left: { parameter: 1, locations: [] } }))).toBeNull();
    expect(dailyRequests(selection({ startDate: null }))).toBeNull();
    expect(dailyRequests(selection({ startDate: '2022-01-01' }))).toBeNull();
  });

  it('names at most the locations one call may', () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(dailyRequests(selection({ left: { parameter: 1, locations: many } }))?.left.locations.split(',')).toHaveLength(50);
  });
});

describe('the map', () => {
  it('gives each of the sixteen sub-areas its own colour, and grey to any other or none', () => {
    const colors = Object.values(SUB_AREA_COLORS);
    expect(Object.keys(SUB_AREA_COLORS)).toHaveLength(16);
    expect(new Set(colors).size).toBe(16);
    expect(colors).not.toContain(OTHER_SUB_AREA_COLOR);
    expect(subAreaColor('1405000103')).toBe(SUB_AREA_COLORS['1405000103']);
    expect(subAreaColor('1401000101')).toBe(OTHER_SUB_AREA_COLOR);
    expect(subAreaColor(null)).toBe(OTHER_SUB_AREA_COLOR);
    expect(subAreaColor(undefined)).toBe(OTHER_SUB_AREA_COLOR);
  });

  const well: MapWell = {
    location_ndx: 3, location_name: 'Yampa River at Steamboat Springs, CO', location_id: '09239500', locationtype: 'Stream Gage',
    location_geometry: { type: 'Point', coordinates: [-106.83, 40.48] }, parameter_groups: [], huc8: '14050001', huc10: '1405000103',
    huc10_name: 'Fish Creek-Yampa River', huc12: null, huc12_name: null, basin: null, organizations: [], sources: [],
  };

  it('makes a point per location carrying its sub-area, which the colours follow', () => {
    expect(mapFeatures([well])).toEqual({
      type: 'FeatureCollection',
      features: [{
        type: 'Feature', id: 3, geometry: { type: 'Point', coordinates: [-106.83, 40.48] },
        properties: {
          location_ndx: 3, location_name: 'Yampa River at Steamboat Springs, CO', location_id: '09239500', locationtype: 'Stream Gage',
          huc10: '1405000103', huc10_name: 'Fish Creek-Yampa River',
        },
      }],
    });
  });

  it('writes the popup from the name and what is known', () => {
    expect(mapPopupText(mapFeatures([well]).features[0].properties ?? {})).toBe(
      'Yampa River at Steamboat Springs, CO\nID: 09239500\nType: Stream Gage\nSub-Area: Fish Creek-Yampa River',
    );
    expect(mapPopupText({ location_name: 'Snow Site', huc10_name: null })).toBe('Snow Site');
  });

  it('outlines the locations of both axes, once each', () => {
    expect(chosenLocationIds(selection())).toEqual([10, 11]);
  });
});

describe('dayTicks', () => {
  it('spreads between 8 and 12 whole days evenly, from the first day to the last', () => {
    const ticks = dayTicks('2021-10-01', '2026-11-26');
    expect(ticks.length).toBeGreaterThanOrEqual(8);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks[0]).toBe('2021-10-01');
    expect(ticks.at(-1)).toBe('2026-11-26');
  });

  it('takes a count that divides the range evenly when there is one', () => {
    expect(dayTicks('2021-01-01', '2021-01-21')).toEqual(Array.from({ length: 11 }, (_, i) => `2021-01-${String(1 + 2 * i).padStart(2, '0')}`));
  });

  it('keeps every count within the limits for ranges of any length', () => {
    for (let days = 11; days < 400; days++) {
      const end = new Date(Date.UTC(2021, 0, 1 + days)).toISOString().slice(0, 10);
      const ticks = dayTicks('2021-01-01', end);
      expect([ticks.length, new Set(ticks).size]).toEqual([ticks.length, ticks.length]);
      expect(ticks.length).toBeGreaterThanOrEqual(8);
      expect(ticks.length).toBeLessThanOrEqual(12);
    }
  });

  it('has a tick a day for a short range, and none for a reversed one', () => {
    expect(dayTicks('2021-01-01', '2021-01-03')).toEqual(['2021-01-01', '2021-01-02', '2021-01-03']);
    expect(dayTicks('2021-01-03', '2021-01-01')).toEqual([]);
  });
});

describe('tsCompareFigure', () => {
  const left = [row(3, '2021-10-01', 80), row(3, '2021-10-02', 82), row(4, '2021-10-01', 5, { location: 'Fish Creek' })];
  const right = [row(44, '2021-10-01', 48.5, { parameter: 'Water Temperature', units: '°F', location: 'Stagecoach' })];

  it('groups rows by location in the order answered', () => {
    expect(rowsByLocation(left).map((own) => own.map((r) => r.rdate))).toEqual([['2021-10-01', '2021-10-02'], ['2021-10-01']]);
  });

  it('titles an axis with its parameter and units', () => {
    expect(axisTitle(left)).toBe('Flow (cfs)');
    expect(axisTitle([row(1, '2021-10-01', 1, { units: '' })])).toBe('Flow');
    expect(axisTitle([])).toBeUndefined();
  });

  it('draws a line per location, the right axis against a second value axis on the right', () => {
    const figure = tsCompareFigure({ left, right, startDate: '2021-10-01', endDate: '2021-12-31' });
    expect(figure.data.map((t) => [t.name, t.yaxis ?? 'y'])).toEqual([
      ['Location 3 - Flow', 'y'], ['Fish Creek - Flow', 'y'], ['Stagecoach - Water Temperature', 'y2'],
    ]);
    expect(figure.data[0]).toMatchObject({ x: ['2021-10-01', '2021-10-02'], y: [80, 82], mode: 'lines' });
    expect(figure.data[2].line?.dash).toBe('dash');
    expect(new Set(figure.data.map((t) => t.line?.color)).size).toBe(3);
    expect(figure.layout.yaxis?.title?.text).toBe('Flow (cfs)');
    expect(figure.layout.yaxis2).toMatchObject({ overlaying: 'y', side: 'right', title: { text: 'Water Temperature (°F)' } });
  });

  it('spans the days asked for with 8 to 12 day ticks', () => {
    const { xaxis } = tsCompareFigure({ left, right: null, startDate: '2021-10-01', endDate: '2021-12-31' }).layout;
    expect(xaxis?.type).toBe('date');
    expect(xaxis?.range).toEqual(['2021-10-01', '2021-12-31']);
    expect(xaxis?.tickvals?.length).toBeGreaterThanOrEqual(8);
    expect(xaxis?.tickvals?.length).toBeLessThanOrEqual(12);
  });

  it('has no second axis when the right one was not asked for', () => {
    const figure = tsCompareFigure({ left, right: null, startDate: '2021-10-01', endDate: '2021-12-31' });
    expect(figure.layout.yaxis2).toBeUndefined();
    expect(figure.data).toHaveLength(2);
  });
});

describe('noDataWarning', () => {
  it('names the empty axis, or both', () => {
    expect(noDataWarning([], [])).toBe('No data available for left or right axis');
    expect(noDataWarning([], null)).toBe('No data available for left or right axis');
    expect(noDataWarning([], [1])).toBe('No data available for left axis');
    expect(noDataWarning([1], [])).toBe('No data available for right axis');
  });

  it('says nothing when every axis asked for has rows', () => {
    expect(noDataWarning([1], [1])).toBeNull();
    expect(noDataWarning([1], null)).toBeNull();
  });
});

describe('the table and its CSV', () => {
  it('lists the left rows, then the right ones, keyed apart when the same location and day is on both axes', () => {
    const rows = tableRows([row(3, '2021-10-01', 80)], [row(3, '2021-10-01', 48, { parameter: 'Water Temperature' })]);
    expect(rows.map((r) => [r.axis, r.key])).toEqual([['left', 'left|3|2021-10-01'], ['right', 'right|3|2021-10-01']]);
    expect(tableRows([row(3, '2021-10-01', 80)], null)).toHaveLength(1);
  });

  it('shows each field of a daily row, the day as MM/dd/yyyy, 60 rows a page', () => {
    const [first] = tableRows([row(3, '2021-10-01', 80.25)], null);
    expect(TABLE_COLUMNS.map((c) => [c.header, c.value(first)])).toEqual([
      ['Location', 'Location 3'], ['Parameter', 'Flow'], ['Units', 'cfs'], ['Daily Value', 80.25], ['Date', '10/01/2021'],
      ['Data Source', 'USGS'], ['Location Type', 'Stream Gage'], ['HUC-10', 'A'],
    ]);
    expect(TABLE_PAGE_SIZE).toBe(60);
    expect(TABLE_PAGE_SIZES).toEqual([5, 10, 30, 60]);
  });

  it('exports the rows from the start date through one month after the end date', () => {
    const rows = ['2021-09-30', '2021-10-01', '2021-12-31', '2022-01-31', '2022-02-01'].map((day) => ({ rdate: day }));
    expect(csvRows(rows, '2021-10-01', '2021-12-31').map((r) => r.rdate)).toEqual(['2021-10-01', '2021-12-31', '2022-01-31']);
  });

  it('clamps the month to a shorter one, and leaves a side open when its date is cleared', () => {
    const rows = ['2021-02-28', '2021-03-01'].map((day) => ({ rdate: day }));
    expect(csvRows(rows, null, '2021-01-31').map((r) => r.rdate)).toEqual(['2021-02-28']);
    expect(csvRows(rows, '2021-03-01', null).map((r) => r.rdate)).toEqual(['2021-03-01']);
  });
});
