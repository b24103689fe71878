import {
  byDrawOrder, changedVisibility, drawingPlan, fillLayerIds, fillOpacityValue, hoverPopupLayers, iconUrls,
  initialFillOpacityPercent, initialVisibility, isLayerGroupVisible, legendGroupSections, legendSections,
  locationCircleLayers, popupLayers, rasterInfoLayers, selectRadioLayerGroup, setLayerGroupVisibility,
} from './layers.logic';
import { testLayer } from '../map-explorer.testing';

const noRoute = { datacategoryPath: null, visibleLayerIds: [] };

describe('drawing order', () => {
  it('sorts by drawOrder, keeping the server order for ties', () => {
    const layers = [testLayer('c', { drawOrder: 3 }), testLayer('a', { drawOrder: 1 }), testLayer('b1', { drawOrder: 2 }), testLayer('b2', { drawOrder: 2 })];
    expect(byDrawOrder(layers).map((l) => l.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('puts vectors on top in drawOrder and rasters below the lowest vector layer, whatever their drawOrder', () => {
    const plan = drawingPlan([
      testLayer('streams', { type: 'line', drawOrder: 5 }),
      testLayer('land-cover', { type: 'raster', drawOrder: 50 }),
      testLayer('huc', { type: 'fill', drawOrder: 1 }),
      testLayer('historic', { type: 'raster', drawOrder: 40 }),
    ]);
    expect(plan.map((p) => [p.layer.id, p.beforeId])).toEqual([
      ['huc', undefined],
      ['streams', undefined],
      // Each raster goes below 'huc' in turn, so the later one ends up above the earlier one.
      ['historic', 'huc'],
      ['land-cover', 'huc'],
    ]);
  });

  it('keeps every layer below the drawing tool when its layers are already on the map', () => {
    const plan = drawingPlan([testLayer('points'), testLayer('imagery', { type: 'raster' })], 'gl-draw-polygon-fill.cold');
    expect(plan.map((p) => [p.layer.id, p.beforeId])).toEqual([
      ['points', 'gl-draw-polygon-fill.cold'],
      ['imagery', 'points'],
    ]);
    expect(drawingPlan([testLayer('imagery', { type: 'raster' })], 'gl-draw-x')[0].beforeId).toBe('gl-draw-x');
  });
});

describe('initialVisibility', () => {
  const layers = [
    testLayer('always', { layout: { visibility: 'visible' } }),
    testLayer('hidden', { layout: { visibility: 'none' } }),
    testLayer('flow', { layout: { visibility: 'none' }, lreProperties: { visibleOnLoadForGroups: ['temperature-and-flow'] } }),
    testLayer('wq', { layout: { visibility: 'visible' }, lreProperties: { visibleOnLoadForGroups: ['watershed-health'] } }),
  ];

  it("follows each layer's layout without a data category", () => {
    expect(initialVisibility(layers, noRoute)).toEqual({ always: 'visible', hidden: 'none', flow: 'none', wq: 'visible' });
  });

  it('shows the layers listed for the route’s data category, and hides the listed ones it is not for', () => {
    expect(initialVisibility(layers, { datacategoryPath: 'temperature-and-flow', visibleLayerIds: [] })).toEqual({
      always: 'visible', hidden: 'none', flow: 'visible', wq: 'none',
    });
  });

  it('makes the layers of the layers query visible on top of that', () => {
    expect(initialVisibility(layers, { datacategoryPath: 'temperature-and-flow', visibleLayerIds: ['hidden', 'wq', 'unknown'] })).toEqual({
      always: 'visible', hidden: 'visible', flow: 'visible', wq: 'visible',
    });
  });
});

describe('legend group sections', () => {
  const layers = [
    testLayer('rec', { legendOrder: 1, lreProperties: { legendGroup: 'Recreation', layerGroup: 'Boat Ramps' } }),
    testLayer('huc8-fill', { legendOrder: 5, lreProperties: { legendGroup: 'Hydrology', layerGroup: 'HUC 8' } }),
    testLayer('huc8-line', { legendOrder: 6, lreProperties: { legendGroup: 'Hydrology', layerGroup: 'HUC 8' } }),
    testLayer('streams', { legendOrder: 2, lreProperties: { legendGroup: 'Hydrology', layerGroup: 'Streams' } }),
    testLayer('locations', { lreProperties: { legendGroup: 'Monitoring Data', layerGroup: 'Monitoring Locations' } }),
  ];

  it('lists legend groups in LEGEND_GROUPS order and layer groups by legendOrder, each with its layers', () => {
    expect(legendGroupSections(layers)).toEqual([
      { legendGroup: 'Monitoring Data', layerGroups: [{ name: 'Monitoring Locations', legendGroup: 'Monitoring Data', layerIds: ['locations'], legendOrder: 0 }] },
      {
        legendGroup: 'Hydrology',
        layerGroups: [
          { name: 'Streams', legendGroup: 'Hydrology', layerIds: ['streams'], legendOrder: 2 },
          { name: 'HUC 8', legendGroup: 'Hydrology', layerIds: ['huc8-fill', 'huc8-line'], legendOrder: 5 },
        ],
      },
      { legendGroup: 'Recreation', layerGroups: [{ name: 'Boat Ramps', legendGroup: 'Recreation', layerIds: ['rec'], legendOrder: 1 }] },
    ]);
  });

  it('toggles a layer group as a whole; it counts as on when any of its layers is', () => {
    const huc8 = legendGroupSections(layers)[1].layerGroups[1];
    const off = setLayerGroupVisibility({ 'huc8-fill': 'visible', 'huc8-line': 'visible', streams: 'visible' }, huc8, false);
    expect(off).toEqual({ 'huc8-fill': 'none', 'huc8-line': 'none', streams: 'visible' });
    expect(isLayerGroupVisible(huc8, off)).toBe(false);
    expect(isLayerGroupVisible(huc8, { ...off, 'huc8-line': 'visible' })).toBe(true);
    expect(setLayerGroupVisibility(off, huc8, true)).toEqual({ 'huc8-fill': 'visible', 'huc8-line': 'visible', streams: 'visible' });
  });
});

describe('Temperature & Flow radio behaviour', () => {
  const tf = (id: string) => testLayer(id, { lreProperties: { legendGroup: 'Temperature & Flow', layerGroup: id } });
  const [section] = legendGroupSections([tf('current-flow'), tf('current-temperature'), tf('flow-graphs')]);
  const [flow, temperature] = section.layerGroups;
  const state = { 'current-flow': 'visible', 'current-temperature': 'none', 'flow-graphs': 'none', other: 'visible' } as const;

  it('selecting one shows it and hides the others of the legend group', () => {
    expect(selectRadioLayerGroup(state, section, temperature)).toEqual({
      'current-flow': 'none', 'current-temperature': 'visible', 'flow-graphs': 'none', other: 'visible',
    });
  });

  it('selecting the active one again hides it, leaving none on', () => {
    expect(selectRadioLayerGroup(state, section, flow)).toEqual({
      'current-flow': 'none', 'current-temperature': 'none', 'flow-graphs': 'none', other: 'visible',
    });
  });

  it('selecting one when several are on leaves only it', () => {
    const several = { ...state, 'flow-graphs': 'visible' } as const;
    expect(selectRadioLayerGroup(several, section, temperature)).toMatchObject({ 'current-flow': 'none', 'current-temperature': 'visible', 'flow-graphs': 'none' });
  });
});

describe('changedVisibility', () => {
  it('names the layers the map must be told about', () => {
    expect(changedVisibility({ a: 'visible', b: 'none' }, { a: 'none', b: 'none', c: 'visible' })).toEqual(['a', 'c']);
  });
});

describe('fill opacity', () => {
  const layers = [testLayer('line', { type: 'line', paint: { 'line-opacity': 0.5 } }), testLayer('huc', { type: 'fill', paint: { 'fill-opacity': 0.35 } }), testLayer('lc', { type: 'fill' })];

  it('acts on fill layers only, as value/100 within 0-1', () => {
    expect(fillLayerIds(layers)).toEqual(['huc', 'lc']);
    expect(fillOpacityValue(35)).toBe(0.35);
    expect(fillOpacityValue(0)).toBe(0);
    expect(fillOpacityValue(140)).toBe(1);
  });

  it('starts the slider at the first fill layer’s own opacity, else 100', () => {
    expect(initialFillOpacityPercent(layers)).toBe(35);
    expect(initialFillOpacityPercent([testLayer('f', { type: 'fill', paint: { 'fill-opacity': ['get', 'o'] } })])).toBe(100);
    expect(initialFillOpacityPercent([])).toBe(100);
  });
});

describe('layers by role', () => {
  const layers = [
    testLayer('points', { lreProperties: { hasHoverPopup: true } }),
    testLayer('labels', { type: 'symbol', layout: { visibility: 'visible', 'icon-image': '/api/icon/icon?shape=drop&color=%23ff0000', 'text-field': ['get', 'name'] } }),
    testLayer('calls', { type: 'symbol', source: 'river-calls', layout: { visibility: 'visible', 'icon-image': ['case', ['get', 'a'], '/api/icon/icon?shape=star', '/api/icon/icon?shape=drop&color=%23ff0000'] } }),
    testLayer('outline', { type: 'line', source: 'basin', lreProperties: { excludePopup: true } }),
    testLayer('flow', { lreProperties: { legendGroup: 'Temperature & Flow' } }),
    testLayer('lc', { type: 'raster', source: 'lc', getRasterFeatureInfoPayload: '/api/info?lng={lng}' }),
    testLayer('imagery', { type: 'raster', source: 'img' }),
  ];
  const allVisible = Object.fromEntries(layers.map((l) => [l.id, 'visible' as const]));

  it('collects each icon URL the layouts use once', () => {
    expect(iconUrls(layers)).toEqual(['/api/icon/icon?shape=drop&color=%23ff0000', '/api/icon/icon?shape=star']);
  });

  it('opens popups on visible vector layers that do not exclude them', () => {
    expect(popupLayers(layers, allVisible).map((l) => l.id)).toEqual(['points', 'labels', 'calls', 'flow']);
    expect(popupLayers(layers, { ...allVisible, calls: 'none' }).map((l) => l.id)).toEqual(['points', 'labels', 'flow']);
  });

  it('asks visible rasters with a feature-info template', () => {
    expect(rasterInfoLayers(layers, allVisible).map((l) => l.id)).toEqual(['lc']);
    expect(rasterInfoLayers(layers, { ...allVisible, lc: 'none' })).toEqual([]);
  });

  it('finds hover layers and the location circles graph mode colours (not Temperature & Flow)', () => {
    expect(hoverPopupLayers(layers).map((l) => l.id)).toEqual(['points']);
    expect(locationCircleLayers(layers).map((l) => l.id)).toEqual(['points']);
  });
});

describe('legendSections', () => {
  const layers = [
    testLayer('types', {
      name: 'Monitoring Locations',
      lreProperties: {
        layerGroup: 'Monitoring Locations',
        legendStyle: 'categorized',
        legendCategories: [{ label: 'Stream Gage', icon: '#1F78B4' }, { label: 'Reservoir', icon: '/api/icon/icon?shape=square' }],
        legendTextOverrides: { Reservoir: 'Reservoirs' },
      },
    }),
    testLayer('labels', { type: 'symbol', paint: { 'text-color': '#1c2127' }, lreProperties: { layerGroup: 'Monitoring Locations' } }),
    testLayer('huc8', { name: 'HUC 8', type: 'line', paint: { 'line-color': '#333333' }, lreProperties: { legendGroup: 'Hydrology', layerGroup: 'HUC 8' } }),
    testLayer('ramps', { name: 'Boat Ramps', type: 'symbol', lreProperties: { legendGroup: 'Recreation', layerGroup: 'Boat Ramps', customLegendSymbolUrl: '/api/icon/icon?shape=triangle' } }),
  ];

  it('lists visible layers by legend group with their categories or single symbol, leaving out labels and layers without one', () => {
    expect(legendSections(layers, { types: 'visible', labels: 'visible', huc8: 'visible', ramps: 'none' })).toEqual([
      {
        legendGroup: 'Monitoring Data',
        items: [
          {
            label: 'Monitoring Locations',
            symbol: null,
            symbols: [
              { label: 'Stream Gage', symbol: { kind: 'color', color: '#1F78B4' } },
              { label: 'Reservoirs', symbol: { kind: 'image', url: '/api/icon/icon?shape=square' } },
            ],
          },
        ],
      },
      { legendGroup: 'Hydrology', items: [{ label: 'HUC 8', symbol: { kind: 'color', color: '#333333' }, symbols: [] }] },
    ]);
  });

  it('uses a custom legend symbol', () => {
    const [section] = legendSections(layers, { ramps: 'visible' });
    expect(section.items[0].symbol).toEqual({ kind: 'image', url: '/api/icon/icon?shape=triangle' });
  });
});
