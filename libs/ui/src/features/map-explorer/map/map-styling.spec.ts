import { testLayer } from './map-explorer.testing';
import {
  applyGraphModeCircles, type FeatureStateTarget, GRAPH_MODE_CIRCLE_COLOR, isLocationMarkerLayer, onlyLocationLayersVisible,
  paintGraphModeColours, type PaintTarget, resetCircleStyling, restoreVisibility,
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

/** A locations source's feature state, as MapLibre keeps it, and the calls that changed it. */
function stateRecorder(): FeatureStateTarget & { state: Map<number, Record<string, unknown>>; calls: number } {
  const state = new Map<number, Record<string, unknown>>();
  const recorder = {
    state,
    calls: 0,
    setFeatureState: ({ id }: { id: number }, value: Record<string, unknown>) => {
      recorder.calls += 1;
      state.set(id, { ...state.get(id), ...value });
    },
    removeFeatureState: ({ id }: { id?: number }, key?: string) => {
      recorder.calls += 1;
      if (id === undefined) state.clear();
      else if (key) delete state.get(id)?.[key];
      else state.delete(id);
    },
  };
  return recorder;
}

describe('graph-mode circles', () => {
  it('colours the circles from their feature state with a black 2 px stroke at full opacity, skipping layers not on the map', () => {
    const map = paintRecorder(['a']);
    applyGraphModeCircles(map, ['a', 'missing']);
    expect(map.paint).toEqual({
      a: { 'circle-color': GRAPH_MODE_CIRCLE_COLOR, 'circle-opacity': 1, 'circle-stroke-width': 2, 'circle-stroke-color': '#000000', 'circle-stroke-opacity': 1 },
    });
    expect(GRAPH_MODE_CIRCLE_COLOR).toEqual(['coalesce', ['feature-state', 'graphModeColor'], '#1F78B4']);
  });

  it("writes every location's colour into a source that holds none", () => {
    const map = stateRecorder();
    paintGraphModeColours(map, null, new Map([[1, '#E31A1C'], [2, '#31A354']]));
    expect([...map.state]).toEqual([[1, { graphModeColor: '#E31A1C' }], [2, { graphModeColor: '#31A354' }]]);
  });

  it('touches only the locations whose colour changed, and clears those no longer coloured', () => {
    const map = stateRecorder();
    const before = new Map([[1, '#E31A1C'], [2, '#31A354'], [3, '#2C7FB8']]);
    paintGraphModeColours(map, null, before);
    map.calls = 0;
    paintGraphModeColours(map, before, new Map([[1, '#E31A1C'], [2, '#F7DC30'], [4, '#2C7FB8']]));
    expect(map.calls).toBe(3);
    expect(map.state.get(1)).toEqual({ graphModeColor: '#E31A1C' });
    expect(map.state.get(2)).toEqual({ graphModeColor: '#F7DC30' });
    expect(map.state.get(3)).toEqual({});
    expect(map.state.get(4)).toEqual({ graphModeColor: '#2C7FB8' });
  });

  it('clears every colour when graph mode has none, and does nothing to a source that holds none', () => {
    const map = stateRecorder();
    paintGraphModeColours(map, null, null);
    expect(map.calls).toBe(0);
    const colours = new Map([[1, '#E31A1C']]);
    paintGraphModeColours(map, null, colours);
    paintGraphModeColours(map, colours, null);
    expect(map.state.size).toBe(0);
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
