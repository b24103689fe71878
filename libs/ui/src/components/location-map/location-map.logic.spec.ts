import {
  collectionBounds, LABEL_LAYER, LOCATION_CIRCLE_LAYER, locationMapLayers, SELECTION_LAYER, selectionFilter, WATERSHED_FILL_LAYER, WATERSHED_LINE_LAYER,
  WATERSHED_PALETTE, watershedColorExpression, watershedColors, watershedIds, watershedOpacityExpression,
} from './location-map.logic';

describe('selectionFilter', () => {
  it('keeps only the listed ids, none for an empty list', () => {
    expect(selectionFilter('ndx', [3, 7])).toEqual(['in', ['get', 'ndx'], ['literal', [3, 7]]]);
    expect(selectionFilter('ndx', [])).toEqual(['in', ['get', 'ndx'], ['literal', []]]);
  });
});

describe('watershedColors', () => {
  it('gives each watershed a palette colour in id order, whatever order the features come in', () => {
    expect(watershedColors(['b', 'a', 'b'])).toEqual({ a: WATERSHED_PALETTE[0], b: WATERSHED_PALETTE[1] });
  });

  it("takes the caller's colour where given", () => {
    expect(watershedColors(['a', 'b'], { b: '#000000' })).toEqual({ a: WATERSHED_PALETTE[0], b: '#000000' });
  });

  it('wraps round the palette', () => {
    const ids = Array.from({ length: WATERSHED_PALETTE.length + 1 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    expect(watershedColors(ids)[ids[WATERSHED_PALETTE.length]]).toBe(WATERSHED_PALETTE[0]);
  });
});

describe('watershedColorExpression', () => {
  it('matches the property as text, grey for the rest', () => {
    expect(watershedColorExpression('huc_code', { '1401': '#111111', '1402': '#222222' })).toEqual([
      'match', ['to-string', ['get', 'huc_code']], '1401', '#111111', '1402', '#222222', '#cccccc',
    ]);
  });

  it('is plain grey with no watersheds (a match needs at least one case)', () => {
    expect(watershedColorExpression('huc_code', {})).toBe('#cccccc');
  });
});

describe('watershedIds', () => {
  it('reads the property as text and skips features without it', () => {
    const features = [{ properties: { huc_code: 1401 } }, { properties: {} }, { properties: null }, { properties: { huc_code: '1402' } }];
    expect(watershedIds(features, 'huc_code')).toEqual(['1401', '1402']);
  });
});

describe('locationMapLayers', () => {
  const base = { idProperty: 'ndx', labelProperty: 'location_name', labelMinZoom: 11, selectedIds: [5] };

  it('draws circles, then the selection outline, then labels from the zoom level', () => {
    const layers = locationMapLayers(base);
    expect(layers.map((layer) => layer.id)).toEqual([LOCATION_CIRCLE_LAYER, SELECTION_LAYER, LABEL_LAYER]);
    expect(layers[1]['filter']).toEqual(selectionFilter('ndx', [5]));
    expect(layers[2]['minzoom']).toBe(11);
    expect((layers[2]['layout'] as Record<string, unknown>)['text-field']).toEqual(['to-string', ['get', 'location_name']]);
  });

  it('puts the watersheds below the locations, filled per watershed', () => {
    const layers = locationMapLayers({ ...base, watersheds: { property: 'huc_code', colors: { '1401': '#111111' } } });
    expect(layers.map((layer) => layer.id)).toEqual([WATERSHED_FILL_LAYER, WATERSHED_LINE_LAYER, LOCATION_CIRCLE_LAYER, SELECTION_LAYER, LABEL_LAYER]);
    expect((layers[0]['paint'] as Record<string, unknown>)['fill-color']).toEqual(watershedColorExpression('huc_code', { '1401': '#111111' }));
  });

  it('draws the circles in one blue, or by a property of each location when colours are given', () => {
    const circleColor = (layers: ReturnType<typeof locationMapLayers>) => (layers[0]['paint'] as Record<string, unknown>)['circle-color'];
    expect(circleColor(locationMapLayers(base))).toBe('#1f78b4');
    const colored = locationMapLayers({ ...base, locationColors: { property: 'huc10', colors: { '1401': '#111111' } } });
    expect(circleColor(colored)).toEqual(watershedColorExpression('huc10', { '1401': '#111111' }));
  });

  it('outlines the selection in the style given, and fills highlighted watersheds more strongly', () => {
    const layers = locationMapLayers({
      ...base,
      selectionStyle: { color: '#ff0000', width: 4 },
      watersheds: { property: 'huc_code', colors: {}, highlight: { property: 'basin', values: ['Yampa'], opacity: 0.35, otherOpacity: 0.1 } },
    });
    const paint = (id: string) => layers.find((layer) => layer.id === id)?.['paint'] as Record<string, unknown>;
    expect(paint(SELECTION_LAYER)).toMatchObject({ 'circle-stroke-color': '#ff0000', 'circle-stroke-width': 4 });
    expect(paint(WATERSHED_FILL_LAYER)['fill-opacity']).toEqual(['case', ['in', ['to-string', ['get', 'basin']], ['literal', ['Yampa']]], 0.35, 0.1]);
    expect(watershedOpacityExpression(undefined)).toBe(0.45);
  });
});

describe('collectionBounds', () => {
  const feature = (geometry: unknown) => ({ type: 'Feature', geometry, properties: {} });
  it('spans every position of polygons and multipolygons', () => {
    const collection = {
      type: 'FeatureCollection' as const,
      features: [
        feature({ type: 'Polygon', coordinates: [[[-108.9, 40.5], [-107.2, 41.3], [-106.6, 40.4], [-108.9, 40.5]]] }),
        feature({ type: 'MultiPolygon', coordinates: [[[[-107.0, 39.9], [-106.9, 40.0], [-107.1, 40.0], [-107.0, 39.9]]]] }),
      ],
    };
    expect(collectionBounds(collection as never)).toEqual([[-108.9, 39.9], [-106.6, 41.3]]);
  });
  it('reads points and geometry collections, and is null for a collection without positions', () => {
    const collection = {
      type: 'FeatureCollection' as const,
      features: [feature({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [-107, 40] }] }), feature(null)],
    };
    expect(collectionBounds(collection as never)).toEqual([[-107, 40], [-107, 40]]);
    expect(collectionBounds({ type: 'FeatureCollection', features: [] } as never)).toBeNull();
  });
});
