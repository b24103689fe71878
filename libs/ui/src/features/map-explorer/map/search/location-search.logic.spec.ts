import {
  isStreamGauge,
  LOCATION_SEARCH_FIELDS,
  type LocationSearchRecord,
  matchKind,
  searchLocations,
} from './location-search.logic';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT } from '../map-explorer.constants';

describe('search constants', () => {
  it('debounces 200 ms and shows the first 49 results', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    expect(SEARCH_RESULT_LIMIT).toBe(49);
  });

  it('searches exactly the listed fields', () => {
    expect(LOCATION_SEARCH_FIELDS).toEqual([
      'location_name',
      'location_id',
      'basin',
      'huc10_name',
      'locationtype',
      'organizations',
      'sources',
    ]);
  });
});

describe('matchKind', () => {
  it('ranks exact, prefix, word-prefix, substring and subsequence matches', () => {
    expect(matchKind('Yampa River', 'yampa river')).toBe('exact');
    expect(matchKind('Yampa River', 'YAM')).toBe('prefix');
    expect(matchKind('Yampa River at Steamboat', 'steam')).toBe('word-prefix');
    expect(matchKind('Yampa River', 'iver')).toBe('substring');
    expect(matchKind('Yampa River', 'ymp rvr')).toBe('subsequence');
    expect(matchKind('Yampa River', 'xyz')).toBeNull();
  });

  it('is case-insensitive and ignores extra whitespace', () => {
    expect(matchKind('  Elk   River ', 'ELK RIVER')).toBe('exact');
    expect(matchKind('Elk River', '  elk  ')).toBe('prefix');
  });

  it('counts words split by punctuation and finds a word start after an earlier inner match', () => {
    expect(matchKind('USGS-09239500', '0923')).toBe('word-prefix');
    expect(matchKind('Riverside River', 'river')).toBe('prefix');
    expect(matchKind('Upriver River', 'river')).toBe('word-prefix');
    expect(matchKind('Upriver', 'river')).toBe('substring');
  });

  it('needs the subsequence in order', () => {
    expect(matchKind('Yampa', 'apy')).toBeNull();
    expect(matchKind('Yampa', 'yampaa')).toBeNull();
  });

  it('matches nothing for a blank query', () => {
    expect(matchKind('Yampa', '')).toBeNull();
    expect(matchKind('Yampa', '   ')).toBeNull();
  });
});

interface Location extends LocationSearchRecord {
  location_ndx: number;
}

const location = (location_ndx: number, fields: Partial<Location>): Location => ({
  location_ndx,
  location_name: `Location ${location_ndx}`,
  location_id: `ID-${location_ndx}`,
  basin: 'Yampa',
  huc10_name: null,
  locationtype: 'Stream',
  organizations: [],
  sources: null,
  ...fields,
});

const ndxs = (results: { record: Location }[]) => results.map((r) => r.record.location_ndx);

describe('searchLocations', () => {
  const records: Location[] = [
    location(1, { location_name: 'Elk River near Milner', location_id: '09242500' }),
    location(2, { location_name: 'Yampa River at Steamboat Springs', location_id: '09239500' }),
    location(3, { location_name: 'Steamboat Lake', locationtype: 'Lake' }),
    location(4, { location_name: 'Bear Creek', huc10_name: 'Upper Steamboat Creek' }),
    location(5, { location_name: 'Fish Creek', organizations: ['USGS', 'City of Steamboat Springs'] }),
    location(6, { location_name: 'Soda Creek', sources: 'CDSS;Steamboat Survey' }),
    location(7, { location_name: 'Steamboat' }),
  ];

  it('ranks exact, then prefix, then word-prefix matches', () => {
    expect(ndxs(searchLocations(records, 'steamboat'))).toEqual([7, 3, 2, 4, 5, 6]);
  });

  it('says which kind of match and which field found each record', () => {
    const [exact, prefix, word] = searchLocations(records, 'Steamboat');
    expect(exact).toMatchObject({ kind: 'exact', field: 'location_name' });
    expect(prefix).toMatchObject({ kind: 'prefix', field: 'location_name' });
    expect(word).toMatchObject({ kind: 'word-prefix', field: 'location_name' });
  });

  it('orders equal matches by field, name first, then by the records own order', () => {
    const found = searchLocations(records, 'steamboat').filter((r) => r.kind === 'word-prefix');
    expect(found.map((r) => [r.record.location_ndx, r.field])).toEqual([
      [2, 'location_name'],
      [4, 'huc10_name'],
      [5, 'organizations'],
      [6, 'sources'],
    ]);
  });

  it('searches every listed field, ids included', () => {
    expect(ndxs(searchLocations(records, '09239500'))).toEqual([2]);
    expect(ndxs(searchLocations(records, 'lake'))).toEqual([3]);
    expect(ndxs(searchLocations(records, 'cdss'))).toEqual([6]);
    expect(ndxs(searchLocations(records, 'yampa'))).toHaveLength(records.length);
  });

  it('scores each item of a list field on its own, so a whole organization is exact', () => {
    expect(searchLocations(records, 'usgs')).toEqual([expect.objectContaining({ kind: 'exact', field: 'organizations' })]);
  });

  it('takes the best of a record’s fields', () => {
    const record = location(8, { location_name: 'Xmilner', basin: 'Milner' });
    expect(searchLocations([record], 'milner')).toEqual([{ record, kind: 'exact', field: 'basin' }]);
  });

  it('finds loose spellings as subsequences, after every closer match', () => {
    const results = searchLocations(records, 'elk rvr');
    expect(ndxs(results)).toEqual([1]);
    expect(results[0].kind).toBe('subsequence');
  });

  it('accepts numbers, null and missing fields', () => {
    const sparse: Location[] = [{ location_ndx: 9, location_id: 1234, location_name: null }];
    expect(ndxs(searchLocations(sparse, '12'))).toEqual([9]);
  });

  it('finds nothing for a blank query or no match', () => {
    expect(searchLocations(records, '')).toEqual([]);
    expect(searchLocations(records, '   ')).toEqual([]);
    expect(searchLocations(records, 'zzz')).toEqual([]);
  });

  it('returns the first 49 of many matches, the best ones', () => {
    const many = Array.from({ length: 120 }, (_, i) => location(100 + i, { location_name: `Creek ${i}` }));
    many.push(location(999, { location_name: 'Creek' }));
    const results = searchLocations(many, 'creek');
    expect(results).toHaveLength(49);
    expect(results[0].record.location_ndx).toBe(999);
    expect(ndxs(results.slice(1, 4))).toEqual([100, 101, 102]);
  });

  it('puts the location named exactly as typed first, then other exact matches, then stream gauges', () => {
    const gauges: Location[] = [
      location(20, { location_name: 'Elkhead Creek Well', locationtype: 'Groundwater Well' }),
      location(21, { location_name: 'Elk River Stream Gage', locationtype: 'Surface Water' }),
      location(22, { location_name: 'Upper Elk Diversion', location_id: 'elk' }),
      location(23, { location_name: 'Elk', locationtype: 'Lake' }),
      location(24, { location_name: 'Milner on the Elk', locationtype: 'Stream Gauge' }),
    ];
    // Exact name, exact id, then the two gauges (a word-prefix before a prefix), then the rest.
    expect(ndxs(searchLocations(gauges, 'elk'))).toEqual([23, 22, 21, 24, 20]);
  });

  it('keeps loose subsequence hits of gauges behind real matches of other locations', () => {
    const mixed: Location[] = [
      location(30, { location_name: 'Yampa at Deerlodge', locationtype: 'Stream Gage', basin: null }),
      location(31, { location_name: 'Deer Creek Ditch', locationtype: 'Diversion', basin: null }),
      location(32, { location_name: 'Dry Creek Reservoir', locationtype: 'Stream Gage', basin: null }),
    ];
    // 'd…e…e…r' is in 'Dry Creek Reservoir' only as scattered letters; 'Deerlodge' really contains 'deer'.
    expect(searchLocations(mixed, 'deer').map((r) => [r.record.location_ndx, r.kind])).toEqual([
      [30, 'word-prefix'],
      [31, 'prefix'],
      [32, 'subsequence'],
    ]);
  });

  it('knows a stream gauge by its name or its location type, gage or gauge', () => {
    expect(isStreamGauge({ location_name: 'Yampa Stream Gauge', locationtype: 'Other' })).toBe(true);
    expect(isStreamGauge({ location_name: 'Yampa below Craig', locationtype: 'Stream Gage' })).toBe(true);
    expect(isStreamGauge({ location_name: 'Yampa below Craig', locationtype: 'Stream' })).toBe(false);
    expect(isStreamGauge({ location_name: null })).toBe(false);
  });

  it('takes another limit when asked', () => {
    expect(searchLocations(records, 'steamboat', 2)).toHaveLength(2);
  });

  it('does not reorder the records it is given', () => {
    const copy = [...records];
    searchLocations(records, 'steamboat');
    expect(records).toEqual(copy);
  });
});
