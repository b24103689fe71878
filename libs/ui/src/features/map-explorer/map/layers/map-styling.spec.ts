import { testLayer } from '../map-explorer.testing';
import {
  applyGraphModeCircles, type FeatureStateTarget, GRAPH_MODE_CIRCLE_COLOR, GRAPH_MODE_CIRCLE_RADIUS, isLocationMarkerLayer, onlyLocationLayersVisible,
  paintGraphModeMarks, type PaintTarget, resetCircleStyling, restoreVisibility,
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
  it('colours and sizes the circles from their feature state with a black 2 px stroke at full opacity, skipping layers not on the map', () => {
    const map = paintRecorder(['a']);
    applyGraphModeCircles(map, ['a', 'missing']);
    expect(map.paint).toEqual({
      a: {
        'circle-color': GRAPH_MODE_CIRCLE_COLOR, 'circle-radius': GRAPH_MODE_CIRCLE_RADIUS, 'circle-opacity': 1, 'circle-stroke-width': 2, 'circle-stroke-color': '#000000', 'circle-stroke-opacity': 1,
      },
    });
    expect(GRAPH_MODE_CIRCLE_COLOR).toEqual(['coalesce', ['feature-state', 'graphModeColor'], '#1F78B4']);
    const size = ['coalesce', ['feature-state', 'graphModeSize'], 1];
    expect(GRAPH_MODE_CIRCLE_RADIUS).toEqual(['interpolate', ['linear'], ['zoom'], 6, ['*', 4, size], 14, ['*', 9, size]]);
  });

  const mark = (color: string, size = 1) => ({ color, size });

  it("writes every location's mark into a source that holds none", () => {
    const map = stateRecorder();
    paintGraphModeMarks(map, null, new Map([[1, mark('#E31A1C', 1.75)], [2, mark('#31A354')]]));
    expect([...map.state]).toEqual([
      [1, { graphModeColor: '#E31A1C', graphModeSize: 1.75 }],
      [2, { graphModeColor: '#31A354', graphModeSize: 1 }],
    ]);
  });

  it('touches only the locations whose mark changed, and clears those no longer shown', () => {
    const map = stateRecorder();
    const before = new Map([[1, mark('#E31A1C')], [2, mark('#31A354')], [3, mark('#2C7FB8')]]);
    paintGraphModeMarks(map, null, before);
    map.calls = 0;
    paintGraphModeMarks(map, before, new Map([[1, mark('#E31A1C')], [2, mark('#F7DC30', 1.2)], [4, mark('#2C7FB8')]]));
    expect(map.calls).toBe(3);
    expect(map.state.get(1)).toEqual({ graphModeColor: '#E31A1C', graphModeSize: 1 });
    expect(map.state.get(2)).toEqual({ graphModeColor: '#F7DC30', graphModeSize: 1.2 });
    expect(map.state.has(3)).toBe(false);
    expect(map.state.get(4)).toEqual({ graphModeColor: '#2C7FB8', graphModeSize: 1 });
  });

  it('clears every mark when graph mode has none, and does nothing to a source that holds none', () => {
    const map = stateRecorder();
    paintGraphModeMarks(map, null, null);
    expect(map.calls).toBe(0);
    const marks = new Map([[1, mark('#E31A1C')]]);
    paintGraphModeMarks(map, null, marks);
    paintGraphModeMarks(map, marks, null);
    expect(map.state.size).toBe(0);
  });

  it("puts each layer's own paint back, and the default blue at 0.7 where it has none", () => {
    const map = paintRecorder(['typed', 'plain']);
    resetCircleStyling(map, [
      testLayer('typed', { paint: { 'circle-color': ['get', 'color'], 'circle-radius': 7, 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' } }),
      testLayer('plain'),
    ]);
    expect(map.paint['typed']).toEqual({
      'circle-color': ['get', 'color'], 'circle-radius': 7, 'circle-opacity': 0.7, 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff', 'circle-stroke-opacity': 1,
    });
    expect(map.paint['plain']).toMatchObject({ 'circle-color': '#1F78B4', 'circle-radius': 5, 'circle-opacity': 0.7, 'circle-stroke-width': 0 });
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
