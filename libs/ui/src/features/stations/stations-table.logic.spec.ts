import type { StationListItem } from '@portal/contracts';
import {
  EMPTY_TEXT_FILTERS,
  filterStationRows,
  formatIsoDate,
  paginate,
  parseRegGroupNdx,
  presetRegion,
  regionOptions,
  showingText,
  STATION_COLUMNS,
  type StationFilters,
  toStationRows,
} from './stations-table.logic';

function item(overrides: Partial<StationListItem>): StationListItem {
  return {
    reg_group_ndx: 4,
    region: 'Upper Yampa',
    location: 'Yampa River at Steamboat Springs',
    parameter: 'Discharge',
    por_min: '1990-10-01',
    por_max: '2024-09-30',
    huc_10: 'Upper Yampa River',
    ...overrides,
  };
}

const items: StationListItem[] = [
  item({}),
  item({ parameter: 'Water Temperature', por_min: '2011-05-14' }),
  item({ reg_group_ndx: 10, region: 'Elk River', location: 'Elk River near Milner', huc_10: null }),
  item({ reg_group_ndx: 11, region: 'Bear River', location: 'Stagecoach Reservoir', parameter: 'Reservoir Elevation' }),
  // One location can belong to two regional groups; it is listed once per group.
  item({ reg_group_ndx: 10, region: 'Elk River', location: 'Yampa River at Steamboat Springs' }),
];
const rows = toStationRows(items);

function filters(overrides: Partial<StationFilters> = {}): StationFilters {
  return { regGroupNdx: null, text: EMPTY_TEXT_FILTERS, ...overrides };
}

describe('stations table columns', () => {
  it('are the product\'s headers, in order', () => {
    expect(STATION_COLUMNS.map((c) => c.header)).toEqual([
      'Region',
      'Monitoring Location',
      'Parameter',
      'Starts',
      'Ends',
      'Huc 10',
    ]);
  });
});

describe('formatIsoDate', () => {
  it('shows server dates as MM/dd/yyyy without time-zone shifts', () => {
    expect(formatIsoDate('2024-01-01')).toBe('01/01/2024');
    expect(formatIsoDate('1990-12-31')).toBe('12/31/1990');
  });

  it('leaves anything that is not a yyyy-MM-dd date as it came', () => {
    expect(formatIsoDate('')).toBe('');
    expect(formatIsoDate('2024-1-1')).toBe('2024-1-1');
  });
});

describe('toStationRows', () => {
  it('formats dates and shows a missing HUC as blank', () => {
    expect(rows[2]).toEqual({
      key: '2',
      regGroupNdx: 10,
      region: 'Elk River',
      location: 'Elk River near Milner',
      parameter: 'Discharge',
      starts: '10/01/1990',
      ends: '09/30/2024',
      huc10: '',
    });
  });
});

describe('regionOptions', () => {
  it('lists each region present once, by name', () => {
    expect(regionOptions(rows)).toEqual([
      { regGroupNdx: 11, region: 'Bear River' },
      { regGroupNdx: 10, region: 'Elk River' },
      { regGroupNdx: 4, region: 'Upper Yampa' },
    ]);
  });

  it('is empty for no rows', () => {
    expect(regionOptions([])).toEqual([]);
  });
});

describe('parseRegGroupNdx and presetRegion', () => {
  const options = regionOptions(rows);

  it('reads a positive whole number from the route', () => {
    expect(parseRegGroupNdx('4')).toBe(4);
    expect(parseRegGroupNdx(undefined)).toBeNull();
    for (const bad of ['', '0', '-4', '4.5', 'abc', '4abc', '99999999999999999999']) {
      expect(parseRegGroupNdx(bad)).toBeNull();
    }
  });

  it("presets the region whose reg_group_ndx matches the route, and every region otherwise", () => {
    expect(presetRegion(options, 10)).toBe(10);
    expect(presetRegion(options, 7)).toBeNull();
    expect(presetRegion(options, null)).toBeNull();
    expect(presetRegion([], 4)).toBeNull();
  });
});

describe('filterStationRows', () => {
  const locations = (filtered: ReturnType<typeof filterStationRows>) => filtered.map((r) => `${r.region}: ${r.location}`);

  it('keeps every row without filters', () => {
    expect(filterStationRows(rows, filters())).toHaveLength(rows.length);
  });

  it('keeps only the chosen region, by reg_group_ndx', () => {
    expect(locations(filterStationRows(rows, filters({ regGroupNdx: 10 })))).toEqual([
      'Elk River: Elk River near Milner',
      'Elk River: Yampa River at Steamboat Springs',
    ]);
  });

  it('matches text filters as case-insensitive "contains", ignoring surrounding spaces', () => {
    const text = { ...EMPTY_TEXT_FILTERS, parameter: '  TEMPERATURE ' };
    expect(filterStationRows(rows, filters({ text })).map((r) => r.parameter)).toEqual(['Water Temperature']);
  });

  it('matches dates as shown, MM/dd/yyyy', () => {
    expect(filterStationRows(rows, filters({ text: { ...EMPTY_TEXT_FILTERS, starts: '05/14/2011' } }))).toHaveLength(1);
    expect(filterStationRows(rows, filters({ text: { ...EMPTY_TEXT_FILTERS, starts: '2011-05-14' } }))).toHaveLength(0);
  });

  it('requires every filter to match', () => {
    const text = { ...EMPTY_TEXT_FILTERS, location: 'steamboat', huc10: 'upper' };
    expect(locations(filterStationRows(rows, filters({ regGroupNdx: 10, text })))).toEqual([
      'Elk River: Yampa River at Steamboat Springs',
    ]);
    expect(filterStationRows(rows, filters({ regGroupNdx: 11, text }))).toEqual([]);
  });

  it('never matches a missing HUC, whatever is typed', () => {
    expect(filterStationRows(rows, filters({ text: { ...EMPTY_TEXT_FILTERS, huc10: 'null' } }))).toEqual([]);
  });
});

describe('paginate and showingText', () => {
  const numbers = Array.from({ length: 23 }, (_, i) => i + 1);

  it('cuts the first page', () => {
    const page = paginate(numbers, 1, 10);
    expect(page).toMatchObject({ rows: numbers.slice(0, 10), page: 1, pageCount: 3, first: 1, last: 10, total: 23 });
    expect(showingText(page)).toBe('Showing 1–10 of 23');
  });

  it('shows a short last page', () => {
    const page = paginate(numbers, 3, 10);
    expect(page.rows).toEqual([21, 22, 23]);
    expect(showingText(page)).toBe('Showing 21–23 of 23');
  });

  it('clamps a page past the end (after filtering shrank the rows) and before the start', () => {
    expect(paginate(numbers, 9, 10).page).toBe(3);
    expect(paginate(numbers, 0, 10).page).toBe(1);
    expect(paginate(numbers.slice(0, 4), 3, 5)).toMatchObject({ page: 1, pageCount: 1, first: 1, last: 4 });
  });

  it('reports an empty table as one empty page', () => {
    const page = paginate([], 2, 10);
    expect(page).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
    expect(showingText(page)).toBe('Showing 0 of 0');
  });
});
