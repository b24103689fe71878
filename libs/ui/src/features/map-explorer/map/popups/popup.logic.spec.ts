import { testLayer } from '../map-explorer.testing';
import {
  cleanListText, distinctFeatures, firstInfoFeature, formatPopupDateTime, hoverPopupContent, isNullLike, labelledUrls,
  pageLabel, panIntoView, popupFeature, popupRows, popupTitle, popupValue, propertyLabel, rasterPopupFeature, turnPage,
  wantedLocationFirst,
} from './popup.logic';

const text = (value: string) => ({ kind: 'text', text: value });

describe('popup values', () => {
  it('treats null, undefined and the texts "", "null" and "undefined" as absent', () => {
    for (const value of [null, undefined, '', ' ', 'null', 'undefined']) {
      expect(isNullLike(value)).toBe(true);
      expect(popupValue('x', value)).toBeNull();
    }
    expect(isNullLike(0)).toBe(false);
    expect(isNullLike(false)).toBe(false);
  });

  it('shows booleans as Yes/No', () => {
    expect(popupValue('has_flow_graph', true)).toEqual(text('Yes'));
    expect(popupValue('is_wq_loc', false)).toEqual(text('No'));
  });

  it('cleans organizations and parameter groups of braces, brackets and quotes', () => {
    expect(cleanListText('{"USGS","CDWR"}')).toBe('USGS, CDWR');
    expect(popupValue('organizations', '["U.S. Geological Survey","Colorado Division of Water Resources"]')).toEqual(
      text('U.S. Geological Survey, Colorado Division of Water Resources'),
    );
    expect(popupValue('parameter_groups', '{Nutrients,Metals}')).toEqual(text('Nutrients, Metals'));
    expect(popupValue('organizations', '[]')).toBeNull();
  });

  it('shows flow in cfs rounded to an integer', () => {
    expect(popupValue('last_reported_flow', 1234.6)).toEqual(text('1,235 cfs'));
    expect(popupValue('last_reported_flow', 0.4)).toEqual(text('0 cfs'));
  });

  it('formats instants as MM/dd/yyyy h:mm a in America/Denver, across daylight saving', () => {
    // 18:30 UTC is 12:30 MDT in July and 11:30 MST in January.
    expect(popupValue('last_reported_flow_timestamp', '2024-07-04T18:30:00Z')).toEqual(text('07/04/2024 12:30 PM'));
    expect(formatPopupDateTime('2024-01-15 18:30:00+00')).toBe('01/15/2024 11:30 AM');
    expect(formatPopupDateTime('2024-11-03T06:05:00.000Z')).toBe('11/03/2024 12:05 AM');
    expect(formatPopupDateTime('not a date')).toBeNull();
  });

  it('shows calendar dates without shifting the day', () => {
    expect(popupValue('appro_date', '1905-04-01')).toEqual(text('04/01/1905'));
    expect(popupValue('por_start', '2001-10-01')).toEqual(text('10/01/2001'));
  });

  it('links URLs, and each label;url item of locations_urls', () => {
    expect(popupValue('source_url', 'https://dwr.state.co.us/Tools/Calls/1')).toEqual({
      kind: 'links', links: [{ text: 'dwr.state.co.us', href: 'https://dwr.state.co.us/Tools/Calls/1' }],
    });
    expect(labelledUrls('USGS page;https://waterdata.usgs.gov/x, https://example.org/y ,bad;javascript:alert(1)')).toEqual([
      { text: 'USGS page', href: 'https://waterdata.usgs.gov/x' },
      { text: 'example.org', href: 'https://example.org/y' },
    ]);
  });

  it('keeps other text and numbers as they are', () => {
    expect(popupValue('location_name', 'Yampa River at Steamboat Springs')).toEqual(text('Yampa River at Steamboat Springs'));
    expect(popupValue('latitude', 40.48)).toEqual(text('40.48'));
    expect(popupValue('recordcount', 0)).toEqual(text('0'));
  });
});

describe('popup table', () => {
  it('labels properties in words, with the usual acronyms', () => {
    expect(propertyLabel('location_id')).toBe('Location ID');
    expect(propertyLabel('huc12_name')).toBe('HUC12 Name');
    expect(propertyLabel('wdid')).toBe('WDID');
    expect(propertyLabel('appro_date')).toBe('Priority Date');
    expect(propertyLabel('locationtype')).toBe('Location Type');
  });

  it('leaves out excluded fields and empty values, keeping the feature’s order', () => {
    const rows = popupRows(
      { location_name: 'Elk River', ndx: 4, location_id: '09241000', huc12: null, organizations: '["USGS"]', has_flow_graph: true, sources: 'null' },
      ['ndx'],
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Location Name', text('Elk River')],
      ['Location ID', text('09241000')],
      ['Organizations', text('USGS')],
      ['Has Flow Graph', text('Yes')],
    ]);
  });

  it('titles the popup with the titleField, else the layer name, and leaves the title out of the table', () => {
    const layer = testLayer('calls', { name: 'River Calls', popup: { titleField: 'structure_name', excludeFields: ['source_url'] } });
    expect(popupTitle({ structure_name: 'Yampa Ditch' }, layer)).toBe('Yampa Ditch');
    expect(popupTitle({ structure_name: '' }, layer)).toBe('River Calls');
    const feature = popupFeature(layer, { structure_name: 'Yampa Ditch', wdid: '5800500', source_url: 'https://x.org' });
    expect(feature.title).toBe('Yampa Ditch');
    expect(feature.rows.map((row) => row.label)).toEqual(['WDID']);
  });
});

describe('paging', () => {
  it("reads '1 of 2' and stays within the features", () => {
    expect(pageLabel(0, 2)).toBe('1 of 2');
    expect(turnPage(0, 1, 2)).toBe(1);
    expect(turnPage(1, 1, 2)).toBe(1);
    expect(turnPage(0, -1, 2)).toBe(0);
  });

  it('drops repeats of one source feature (a circle and its label, or one feature on two tiles)', () => {
    const features = [
      { source: 'locations', layerId: 'circles', id: 4, properties: { ndx: 4 } },
      { source: 'locations', layerId: 'labels', id: 4, properties: { ndx: 4 } },
      { source: 'huc12', layerId: 'huc12-fill', properties: { huc12: '140500010101' } },
      { source: 'huc12', layerId: 'huc12-fill', properties: { huc12: '140500010101' } },
    ];
    expect(distinctFeatures(features).map((f) => f.layerId)).toEqual(['circles', 'huc12-fill']);
  });

  it('puts the searched location first among the features at its spot, and finds nothing when it is not drawn', () => {
    const features = [
      { source: 'locations', layerId: 'circles', properties: { location_ndx: 7 } },
      { source: 'huc12', layerId: 'huc12-fill', properties: { location_ndx: 4 } },
      { source: 'locations', layerId: 'circles', properties: { location_ndx: 4 } },
    ];
    expect(wantedLocationFirst(features, 4)?.map((f) => [f.source, f.properties.location_ndx])).toEqual([
      ['locations', 4],
      ['locations', 7],
      ['huc12', 4],
    ]);
    expect(wantedLocationFirst(features, 9)).toBeNull();
  });
});

describe('raster feature info', () => {
  it('takes the first feature of the features field, with or without a properties member', () => {
    expect(firstInfoFeature({ features: [{ properties: { class_code: 41 } }, { properties: { class_code: 11 } }] })).toEqual({ class_code: 41 });
    expect(firstInfoFeature({ results: [{ value: 3 }] }, 'results')).toEqual({ value: 3 });
    expect(firstInfoFeature({ features: [] })).toBeNull();
    expect(firstInfoFeature('oops')).toBeNull();
  });

  it('lists the configured properties under their labels, codes translated by the lookup', () => {
    const layer = testLayer('land-cover', {
      name: 'Land Cover 2021',
      type: 'raster',
      rasterFeatureInfoProperties: [
        { key: 'class_code', value: 'Land Cover Class', lookup: { '41': 'Deciduous Forest' } },
        { key: 'missing', value: 'Missing' },
      ],
    });
    const page = rasterPopupFeature(layer, { class_code: 41, class_name: 'ignored' });
    expect(page.title).toBe('Land Cover 2021');
    expect(page.rows).toEqual([{ key: 'class_code', label: 'Land Cover Class', value: text('Deciduous Forest') }]);
  });

  it('lists every property when the layer names none', () => {
    const page = rasterPopupFeature(testLayer('lc', { type: 'raster' }), { class_name: 'Open Water' });
    expect(page.rows.map((row) => row.label)).toEqual(['Class Name']);
  });
});

describe('hover popups', () => {
  const props = {
    location_name: 'Yampa River at Steamboat',
    last_reported_flow: 412.4,
    last_reported_flow_timestamp: '2024-07-04T18:30:00Z',
    last_reported_water_temperature_formatted: '58.1 °F',
    last_reported_water_temperature_timestamp: null,
  };

  it('shows flow and/or temperature as the layer asks', () => {
    expect(hoverPopupContent(testLayer('f', { lreProperties: { hasHoverPopup: true, hasHoverPopupFlowData: true } }), props)).toEqual({
      title: 'Yampa River at Steamboat', lines: ['Flow: 412 cfs (07/04/2024 12:30 PM)'],
    });
    expect(hoverPopupContent(testLayer('t', { lreProperties: { hasHoverPopup: true, hasHoverPopupTempData: true } }), props).lines).toEqual([
      'Water Temperature: 58.1 °F',
    ]);
    expect(hoverPopupContent(testLayer('n', { lreProperties: { hasHoverPopup: true } }), props).lines).toEqual([]);
  });
});

describe('panIntoView', () => {
  const map = { left: 100, top: 50, right: 900, bottom: 550 };
  const insets = { top: 50, right: 40, bottom: 30, left: 40 };
  it('leaves a popup clear of the edges where it is', () => {
    expect(panIntoView({ left: 300, top: 110, right: 680, bottom: 400 }, map, insets, 10)).toEqual([0, 0]);
  });
  it('pans the map down (a negative y) by what the top inset would cover', () => {
    expect(panIntoView({ left: 300, top: 20, right: 680, bottom: 320 }, map, insets, 10)).toEqual([0, -80]);
  });
  it('pans up and left for a popup past the bottom and right edges', () => {
    expect(panIntoView({ left: 600, top: 300, right: 980, bottom: 600 }, map, insets, 10)).toEqual([120, 80]);
  });
  it('keeps only the margin for a popup too tall for the insets, and the top of one taller than the map in view', () => {
    expect(panIntoView({ left: 300, top: 30, right: 680, bottom: 500 }, map, insets, 10)).toEqual([0, -30]);
    expect(panIntoView({ left: 300, top: 0, right: 680, bottom: 700 }, map, insets, 10)).toEqual([0, -60]);
    expect(panIntoView({ left: 300, top: 80, right: 680, bottom: 700 }, map, insets, 10)).toEqual([0, 20]);
  });
});
