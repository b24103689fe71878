import { testLayer } from './map-explorer.testing';
import {
  applyGraphModeCircles, isLocationMarkerLayer, onlyLocationLayersVisible, type PaintTarget, resetCircleStyling, restoreVisibility,
} from './map-styling';

function paintRecorder(present: string[]): PaintTarget & { paint: Record<string, Record<string, unknown>> } {
  const paint: Record<string, Record<string, unknown>> = {};
  return {
    paint,
    getLayer: (id) => (present.includes(id) ? { id } : undefined),
    setPaintProperty: (id, name, value) => {
      (paint[id] ??= {})[name] = value;
    },
  };
}

describe('graph-mode circles', () => {
  const colour = ['match', ['get', 'ndx'], 4, '#ff0000', '#1f78b4'];

  it('colours the circles with a black 2 px stroke at full opacity, skipping layers not on the map', () => {
    const map = paintRecorder(['a']);
    applyGraphModeCircles(map, ['a', 'missing'], colour);
    expect(map.paint).toEqual({
      a: { 'circle-color': colour, 'circle-opacity': 1, 'circle-stroke-width': 2, 'circle-stroke-color': '#000000', 'circle-stroke-opacity': 1 },
    });
  });

  it("puts each layer's own paint back, and the default blue at 0.7 where it has none", () => {
    const map = paintRecorder(['typed', 'plain']);
    resetCircleStyling(map, [
      testLayer('typed', { paint: { 'circle-color': ['get', 'color'], 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' } }),
      testLayer('plain'),
    ]);
    expect(map.paint['typed']).toEqual({
      'circle-color': ['get', 'color'], 'circle-opacity': 0.7, 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff', 'circle-stroke-opacity': 1,
    });
    expect(map.paint['plain']).toMatchObject({ 'circle-color': '#1F78B4', 'circle-opacity': 0.7, 'circle-stroke-width': 0 });
  });
});

describe('only location layers', () => {
  const layers = [
    testLayer('circles'),
    testLayer('labels', { type: 'symbol' }),
    testLayer('flow', { lreProperties: { legendGroup: 'Temperature & Flow' } }),
    testLayer('huc', { type: 'fill', source: 'huc12', lreProperties: { legendGroup: 'Hydrology' } }),
  ];

  it("shows the locations' circles and labels and hides every other layer", () => {
    expect(layers.filter(isLocationMarkerLayer).map((l) => l.id)).toEqual(['circles', 'labels']);
    expect(onlyLocationLayersVisible(layers)).toEqual({ circles: 'visible', labels: 'visible', flow: 'none', huc: 'none' });
  });

  it('restores the stored visibility, keeping layers it does not know', () => {
    expect(restoreVisibility({ circles: 'visible', huc: 'none', added: 'visible' }, { circles: 'none', huc: 'visible' })).toEqual({
      circles: 'none', huc: 'visible', added: 'visible',
    });
  });
});
