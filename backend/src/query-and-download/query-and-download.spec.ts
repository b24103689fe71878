import { isPeriodBound, periodOf } from './query-and-download.dto';
import { literalBinder, parameterBinder } from './query-and-download.queries';
import { countKey, downloadFileName } from './query-and-download.service';

describe('query and download: periods, literals and file names', () => {
  it('takes days as America/Denver days and includes an instant end', () => {
    // 2024-03-10 has 23 hours (spring forward), 2024-11-03 has 25.
    expect(periodOf('2024-03-10', '2024-03-10')).toEqual({ from: '2024-03-10T07:00:00.000Z', to: '2024-03-11T06:00:00.000Z', endInclusive: false });
    expect(periodOf('2024-11-03', '2024-11-03')).toEqual({ from: '2024-11-03T06:00:00.000Z', to: '2024-11-04T07:00:00.000Z', endInclusive: false });
    expect(periodOf('2024-01-01T10:00:00-07:00', '2024-01-02T10:00:00.5Z')).toEqual({
      from: '2024-01-01T17:00:00.000Z', to: '2024-01-02T10:00:00.500Z', endInclusive: true,
    });
  });

  it('accepts days and instants with an offset only', () => {
    for (const ok of ['2024-02-29', '2024-01-01T10:00Z', '2024-01-01T10:00:00-0600', '2024-01-01T10:00:00.123+02:00']) expect([ok, isPeriodBound(ok)]).toEqual([ok, true]);
    for (const bad of ['2023-02-29', '2024-01-01T10:00:00', '2024-01-01T24:00Z', '01/02/2024', '1800-01-01', '2024-01-01T10:00:00.1234Z', 20240101, null]) {
      expect([bad, isPeriodBound(bad)]).toEqual([bad, false]);
    }
  });

  it('writes literals only from whole numbers and escaped text, and binds parameters in order', () => {
    const bind = literalBinder((text) => `'${text.replace(/'/g, "''")}'`);
    expect([bind([1, 2]), bind(3), bind(true), bind(null), bind("it's")]).toEqual(['ARRAY[1,2]::integer[]', '3', 'true', 'NULL', "'it''s'"]);
    expect(() => bind([1.5])).toThrow();
    expect(() => bind(Number.NaN)).toThrow();
    const { bind: parameter, params } = parameterBinder();
    expect([parameter([1]), parameter('a')]).toEqual(['$1', '$2']);
    expect(params).toEqual([[1], 'a']);
  });

  it('names the file after the district and the America/Denver date', () => {
    // 03:00Z on Nov 27 is still Nov 26 in Denver.
    expect(downloadFileName('Upper Yampa Water Conservancy District', new Date('2026-11-27T03:00:00Z'))).toBe('upper-yampa-water-data-2026-11-26.csv');
    expect(downloadFileName('Example Water District', new Date('2026-07-01T12:00:00Z'))).toBe('example-water-data-2026-07-01.csv');
    expect(downloadFileName('Río Blanco "County"', new Date('2026-07-01T12:00:00Z'))).toBe('rio-blanco-county-water-data-2026-07-01.csv');
  });

  it('keys a count by what the form selects, not by how its lists are written', () => {
    const form = {
      timestep: 'raw' as const, basins: [2, 1], dataSources: [1], organizations: [3], parameterGroups: [1], locationTypes: [1],
      parameters: [67], locations: [3, 44], startDate: '2024-01-01', endDate: '2024-02-01', dataCategory: null,
    };
    expect(countKey({ ...form, basins: [1, 2, 2] })).toBe(countKey(form));
    expect(countKey({ ...form, locations: [44, 3] })).toBe(countKey(form));
    expect(countKey({ ...form, dataCategory: undefined })).toBe(countKey(form));
    expect(countKey({ ...form, timestep: 'daily' })).not.toBe(countKey(form));
    expect(countKey({ ...form, endDate: '2024-02-02' })).not.toBe(countKey(form));
    expect(countKey({ ...form, locations: [3] })).not.toBe(countKey(form));
    expect(countKey({ ...form, locations: Array.from({ length: 5000 }, (_, i) => i) })).toHaveLength(27);
  });
});
