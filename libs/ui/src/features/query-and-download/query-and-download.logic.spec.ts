import type { QueryAndDownloadForm } from '@portal/contracts';
import {
  apiCallText, basinNames, categoryForPath, curlCommand, defaultPeriod, defaultTimestep, downloadProgressText, END_BEFORE_START_MESSAGE, fetchErrorText,
  initialForm, locationChips, mapLocations, offeredLocations, offeredParameters, parameterChips, pruned, type QueryFormState, type QueryLookups,
  recordsText, requestBody, shellQuote, toggledCategory, validationErrors, withChange,
} from './query-and-download.logic';

const LOOKUPS: QueryLookups = {
  timesteps: [{ ts_endpoint: 'raw', ts_desc: 'Raw' }, { ts_endpoint: 'daily', ts_desc: 'Daily' }],
  dataCategories: [
    { datacategory_ndx: 1, datacategory_name: 'Watershed Health', datacategory_path: 'watershed-health' },
    { datacategory_ndx: 4, datacategory_name: 'Recreation', datacategory_path: 'recreation' },
  ],
  basins: [{ basin_ndx: 1, basin_name: 'Yampa' }, { basin_ndx: 2, basin_name: 'Little Snake' }],
  dataSources: [{ sourcecategory_ndx: 5, source_name: 'Telemetry' }],
  organizations: [{ organization_ndx: 7, org_id: 'UYWCD' }, { organization_ndx: 8, org_id: 'USGS' }],
  locationTypes: [{ location_type_ndx: 10, location_type_desc: 'Stream' }, { location_type_ndx: 11, location_type_desc: 'Well' }],
  parameterGroups: [{ parameter_group_ndx: 20, parameter_group_name: 'Flow' }, { parameter_group_ndx: 21, parameter_group_name: 'Chemistry' }],
  locations: [
    { location_ndx: 100, location_id: 'YR-01', location_name: 'Yampa at Steamboat', basin_ndx: 1, location_type_ndx: 10, assoc_datacategory_ndx: [1, 4] },
    { location_ndx: 101, location_id: 'LS-01', location_name: 'Little Snake at Baggs', basin_ndx: 2, location_type_ndx: 10, assoc_datacategory_ndx: [1] },
    { location_ndx: 102, location_id: 'W-01', location_name: 'Well 1', basin_ndx: 1, location_type_ndx: 11, assoc_datacategory_ndx: [] },
    { location_ndx: 103, location_id: 'X-01', location_name: 'Nowhere', basin_ndx: null, location_type_ndx: 10, assoc_datacategory_ndx: [1] },
  ],
  parameters: [
    { parameter_ndx: 200, display_abbrev: 'Q', display_name: 'Flow', parameter_group_ndx: 20, assoc_datacategory_ndx: [1, 4] },
    { parameter_ndx: 201, display_abbrev: 'pH', display_name: 'pH', parameter_group_ndx: 21, assoc_datacategory_ndx: [1] },
    { parameter_ndx: 202, display_abbrev: 'NG', display_name: 'No group', parameter_group_ndx: null, assoc_datacategory_ndx: [1] },
  ],
};
const NOW = new Date('2026-11-26T17:30:00Z');

const form = (change: Partial<QueryFormState> = {}): QueryFormState => ({ ...initialForm(LOOKUPS, undefined, NOW), ...change });

describe('query and download form logic', () => {
  it('starts with every filter group chosen, daily, the last three months and no location or parameter', () => {
    expect(initialForm(LOOKUPS, undefined, NOW)).toEqual({
      timestep: 'daily',
      startDate: '2026-08-26T10:30:00-06:00',
      endDate: '2026-11-26T10:30:00-07:00',
      dataCategory: null,
      basins: [1, 2],
      dataSources: [5],
      organizations: [7, 8],
      locationTypes: [10, 11],
      parameterGroups: [20, 21],
      locations: [],
      parameters: [],
    });
  });

  it('preselects the data category whose path the route names', () => {
    expect(initialForm(LOOKUPS, 'recreation', NOW).dataCategory).toBe(4);
    expect(categoryForPath(LOOKUPS.dataCategories, 'unknown')).toBeNull();
    expect(categoryForPath(LOOKUPS.dataCategories, undefined)).toBeNull();
  });

  it('keeps the Denver wall-clock time three months back across a DST change', () => {
    expect(defaultPeriod(new Date('2026-06-15T18:00:00Z'))).toEqual({ startDate: '2026-03-15T12:00:00-06:00', endDate: '2026-06-15T12:00:00-06:00' });
  });

  it('chooses the first time step when daily is not offered, none when none is', () => {
    expect(defaultTimestep([{ ts_endpoint: 'raw', ts_desc: 'Raw' }])).toBe('raw');
    expect(defaultTimestep([])).toBeNull();
  });

  it('offers the locations of the chosen basins, types and category', () => {
    const ids = (f: QueryFormState) => offeredLocations(f, LOOKUPS.locations).map((l) => l.location_ndx);
    expect(ids(form())).toEqual([100, 101, 102]);
    expect(ids(form({ basins: [1] }))).toEqual([100, 102]);
    expect(ids(form({ locationTypes: [11] }))).toEqual([102]);
    expect(ids(form({ dataCategory: 4 }))).toEqual([100]);
  });

  it('offers the parameters of the chosen groups and category', () => {
    const ids = (f: QueryFormState) => offeredParameters(f, LOOKUPS.parameters).map((p) => p.parameter_ndx);
    expect(ids(form())).toEqual([200, 201]);
    expect(ids(form({ parameterGroups: [21] }))).toEqual([201]);
    expect(ids(form({ dataCategory: 4 }))).toEqual([200]);
  });

  it('prunes chosen locations and parameters that a change takes off offer', () => {
    const chosen = form({ locations: [100, 101, 102], parameters: [200, 201] });
    expect(withChange(chosen, { basins: [2] }, LOOKUPS)).toMatchObject({ basins: [2], locations: [101], parameters: [200, 201] });
    expect(withChange(chosen, { dataCategory: 4 }, LOOKUPS)).toMatchObject({ locations: [100], parameters: [200] });
    expect(withChange(chosen, { parameterGroups: [] }, LOOKUPS)).toMatchObject({ parameters: [] });
    // Nothing taken off offer: the very same form.
    expect(pruned(chosen, LOOKUPS)).toBe(chosen);
  });

  it('toggles a Quick-Filter: a new one replaces, the active one clears', () => {
    expect(toggledCategory(form(), 1)).toBe(1);
    expect(toggledCategory(form({ dataCategory: 1 }), 4)).toBe(4);
    expect(toggledCategory(form({ dataCategory: 1 }), 1)).toBeNull();
  });

  it('names every empty field with the form\'s own message', () => {
    const empty: QueryFormState = {
      timestep: null, startDate: null, endDate: null, dataCategory: null, basins: [], dataSources: [], organizations: [],
      locationTypes: [], parameterGroups: [], locations: [], parameters: [],
    };
    expect(validationErrors(empty)).toEqual({
      timestep: 'Time Step is required',
      basins: 'Basins are required',
      dataSources: 'Data sources are required',
      organizations: 'Organizations are required',
      parameterGroups: 'Parameter groups are required',
      locationTypes: 'Location types are required',
      parameters: 'Parameters are required',
      locations: 'Locations are required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    expect(validationErrors(form({ locations: [100], parameters: [200] }))).toEqual({});
    expect(validationErrors(form({ locations: [100], parameters: [200], endDate: '2026-01-01T00:00:00-07:00' }))).toEqual({
      endDate: END_BEFORE_START_MESSAGE,
    });
  });

  it('makes the request only of a complete form, the data category included', () => {
    expect(requestBody(form())).toBeNull();
    expect(requestBody(form({ locations: [100], parameters: [200], basins: [] }))).toBeNull();
    expect(requestBody(form({ locations: [100], parameters: [200], dataCategory: 1 }))).toEqual({
      timestep: 'daily', basins: [1, 2], dataSources: [5], organizations: [7, 8], parameterGroups: [20, 21], locationTypes: [10, 11],
      parameters: [200], locations: [100], startDate: '2026-08-26T10:30:00-06:00', endDate: '2026-11-26T10:30:00-07:00', dataCategory: 1,
    });
  });

  it('makes chips with the full name and id as the tooltip', () => {
    expect(locationChips(LOOKUPS.locations.slice(0, 1))).toEqual([{ id: 100, label: 'Yampa at Steamboat', tooltip: 'Yampa at Steamboat (YR-01)' }]);
    expect(parameterChips(LOOKUPS.parameters.slice(0, 1))).toEqual([{ id: 200, label: 'Flow', tooltip: 'Flow (Q)' }]);
  });

  it('draws only the offered locations on the map', () => {
    const point = (ndx: number) => ({
      type: 'Feature' as const, id: ndx, geometry: { type: 'Point' as const, coordinates: [-107, 40] as [number, number] },
      properties: { location_ndx: ndx, location_name: `L${ndx}`, location_id: `ID${ndx}`, huc10: null },
    });
    const drawn = mapLocations({ type: 'FeatureCollection', features: [point(100), point(101)] }, new Set([101]));
    expect(drawn.features.map((f) => f.id)).toEqual([101]);
  });

  it('names the chosen basins, for the map', () => {
    expect(basinNames(LOOKUPS.basins, [2])).toEqual(['Little Snake']);
  });

  it('says the count, and a lookup failure, in the product\'s words', () => {
    expect(recordsText(12345)).toBe('12,345 records available for download');
    expect(fetchErrorText('HTTP 500')).toBe('Error fetching data: HTTP 500');
  });

  describe('the API call as text', () => {
    const body = requestBody(form({ locations: [100], parameters: [200] })) as QueryAndDownloadForm;

    it('quotes text for the shell, single quotes included', () => {
      expect(shellQuote("O'Brien")).toBe(`'O'\\''Brien'`);
    });

    it('writes the curl command that downloads the same file', () => {
      expect(curlCommand('http://host/api/query-and-download/daily', body, 'water-data-2026-11-26.csv')).toBe(
        `curl -X POST 'http://host/api/query-and-download/daily' -H 'Content-Type: application/json' --data '${JSON.stringify(body)}' -o 'water-data-2026-11-26.csv'`,
      );
    });

    it('spells out the method, URL, pretty body and curl', () => {
      const text = apiCallText('POST', 'http://host/api/query-and-download/daily', body, '2026-11-26');
      expect(text.method).toBe('POST');
      expect(JSON.parse(text.body)).toEqual(body);
      expect(text.body).toContain('\n  "timestep": "daily"');
      expect(text.curl).toMatch(/-o 'water-data-2026-11-26\.csv'$/);
    });

    it("writes the file the server names, the district's name and the day, once the district's name is known", () => {
      const text = apiCallText('POST', 'http://host/api/query-and-download/daily', body, '2026-11-26', 'Upper Yampa Water Conservancy District');
      expect(text.curl).toMatch(/-o 'upper-yampa-water-data-2026-11-26\.csv'$/);
    });
  });
});

describe('downloadProgressText', () => {
  it('says the data rows so far (the header not counted) of the count, and the size written', () => {
    expect(downloadProgressText(1_200_001, 100_975_001, 5_000_000)).toBe('Downloading 1,200,000 of 5,000,000 rows (96.3 MB)');
    expect(downloadProgressText(92, 9_000, 91)).toBe('Downloading 91 of 91 rows (9 KB)');
    expect(downloadProgressText(0, 10, null)).toBe('Downloading 0 rows (1 KB)');
  });
});
