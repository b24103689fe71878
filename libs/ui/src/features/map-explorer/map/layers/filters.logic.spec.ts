import {
  combineFilters, filterCount, formatFilterCount, initialFilterState, locationFilterExpression, onTogglesCount, toggleOption,
} from './filters.logic';

const filters = {
  locationTypes: [
    { value: 'Stream Gage', display: 'Stream Gage', color: '#1F78B4' },
    { value: 'Reservoir', display: 'Reservoir' },
    { value: 'Water Quality Site', display: 'Water Quality Site' },
  ],
  organizations: [
    { value: 'USGS', display: 'U.S. Geological Survey' },
    { value: 'CDWR', display: 'Colorado Division of Water Resources' },
  ],
};

describe('filter state and counts', () => {
  it('starts with every option selected, no toggle on and no graph-mode list', () => {
    const state = initialFilterState(filters);
    expect(state.locationTypes).toEqual(['Stream Gage', 'Reservoir', 'Water Quality Site']);
    expect(state.organizations).toEqual(['USGS', 'CDWR']);
    expect(onTogglesCount(state.toggles)).toBe(0);
    expect(state.graphModeNdx).toBeNull();
    expect(formatFilterCount(filterCount(state.locationTypes, filters.locationTypes))).toBe('3/3');
  });

  it('counts applied over total, ignoring values that are no option', () => {
    expect(filterCount(['Reservoir', 'Gone'], filters.locationTypes)).toEqual({ applied: 1, total: 3 });
  });

  it('toggles an option on and off, in the options’ order', () => {
    expect(toggleOption(['Water Quality Site'], filters.locationTypes, 'Stream Gage')).toEqual(['Stream Gage', 'Water Quality Site']);
    expect(toggleOption(['Stream Gage', 'Reservoir'], filters.locationTypes, 'Stream Gage')).toEqual(['Reservoir']);
  });
});

describe('locationFilterExpression', () => {
  const all = initialFilterState(filters);

  it('is null when nothing narrows the map', () => {
    expect(locationFilterExpression(all, filters)).toBeNull();
  });

  it('matches the location type against the chosen values', () => {
    expect(locationFilterExpression({ ...all, locationTypes: ['Reservoir'] }, filters)).toEqual([
      'in', ['get', 'locationtype'], ['literal', ['Reservoir']],
    ]);
  });

  it('hides everything when no option is chosen', () => {
    expect(locationFilterExpression({ ...all, locationTypes: [] }, filters)).toEqual(['in', ['get', 'locationtype'], ['literal', []]]);
  });

  it('looks for a chosen organization as a whole JSON string in the organizations text', () => {
    expect(locationFilterExpression({ ...all, organizations: ['CDWR'] }, filters)).toEqual([
      'any', ['in', '"CDWR"', ['to-string', ['get', 'organizations']]],
    ]);
  });

  it('adds each toggle that is on and the graph-mode list, all of them applying', () => {
    const state = {
      ...all,
      locationTypes: ['Stream Gage'],
      toggles: { ...all.toggles, hasContinuousDailyFlow: true, hasWaterQualityData: true },
      graphModeNdx: [3, 7],
    };
    expect(onTogglesCount(state.toggles)).toBe(2);
    expect(locationFilterExpression(state, filters)).toEqual([
      'all',
      ['in', ['get', 'locationtype'], ['literal', ['Stream Gage']]],
      ['==', ['get', 'has_flow_graph'], true],
      ['==', ['get', 'is_wq_loc'], true],
      ['in', ['get', 'ndx'], ['literal', [3, 7]]],
    ]);
  });
});

describe('combineFilters', () => {
  it("keeps the layer's own filter and adds the bar's", () => {
    const own = ['==', ['get', 'locationtype'], 'Reservoir'];
    const extra = ['==', ['get', 'is_wq_loc'], true];
    expect(combineFilters(own, extra)).toEqual(['all', own, extra]);
    expect(combineFilters(own, null)).toBe(own);
    expect(combineFilters(undefined, extra)).toBe(extra);
    expect(combineFilters(undefined, null)).toBeNull();
  });
});
