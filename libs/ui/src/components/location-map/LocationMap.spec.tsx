import { act, fireEvent, render, screen } from '@testing-library/react';
import { createPortalStore, publicMapApi } from '@portal/api-client';
import type { Basemap, GeoJsonFeatureCollection } from '@portal/contracts';
import { Provider } from 'react-redux';
import { PlatformProvider } from '../../platform/PlatformProvider';
import { fakePlatform } from '../../testing/fake-platform';
import { LOCATION_CIRCLE_LAYER, LOCATIONS_SOURCE, SELECTION_LAYER, selectionFilter, WATERSHED_FILL_LAYER, WATERSHEDS_SOURCE } from './location-map.logic';
import { LocationMap, type LocationMapProps } from './LocationMap';

// jsdom has no WebGL: maplibre-gl is replaced by a fake that records what the component asks of the map.
type Handler = (event?: unknown) => void;
interface FakeMap {
  options: Record<string, unknown>;
  controls: string[];
  sources: Map<string, { data: unknown }>;
  layers: Map<string, Record<string, unknown>>;
  handlers: Map<string, Handler[]>;
  styles: string[];
  fire(name: string, event?: unknown): void;
}
const maps: FakeMap[] = [];
const popups: { text: string }[] = [];

jest.mock('maplibre-gl', () => {
  class Control {
    readonly kind = this.constructor.name;
  }
  class FakeMapImpl {
    options: Record<string, unknown>;
    controls: string[] = [];
    sources = new Map<string, { data: unknown }>();
    layers = new Map<string, Record<string, unknown>>();
    handlers = new Map<string, Handler[]>();
    styles: string[] = [];
    constructor(options: Record<string, unknown>) {
      this.options = options;
      this.styles.push(String(options['style']));
      maps.push(this as unknown as FakeMap);
    }
    addControl(control: Control) {
      this.controls.push(control.kind);
    }
    on(name: string, layerOrHandler: string | Handler, handler?: Handler) {
      const key = typeof layerOrHandler === 'string' ? `${name}:${layerOrHandler}` : name;
      this.handlers.set(key, [...(this.handlers.get(key) ?? []), (handler ?? layerOrHandler) as Handler]);
    }
    off(name: string, handler: Handler) {
      this.handlers.set(name, (this.handlers.get(name) ?? []).filter((h) => h !== handler));
    }
    fire(name: string, event?: unknown) {
      for (const handler of this.handlers.get(name) ?? []) handler(event);
    }
    getStyle() {
      return { sources: Object.fromEntries(this.sources) };
    }
    getSource(id: string) {
      const source = this.sources.get(id);
      return source && { setData: (data: unknown) => (source.data = data) };
    }
    addSource(id: string, spec: { data: unknown }) {
      this.sources.set(id, { data: spec.data });
    }
    getLayer(id: string) {
      return this.layers.get(id);
    }
    addLayer(layer: Record<string, unknown>) {
      this.layers.set(String(layer['id']), { ...layer });
    }
    setFilter(id: string, filter: unknown) {
      this.layers.get(id)!['filter'] = filter;
    }
    setPaintProperty() {
      return undefined;
    }
    setStyle(url: string) {
      this.styles.push(url);
      this.layers.clear();
      this.sources.clear();
    }
    getCanvas() {
      return { style: {} };
    }
    resize() {
      return undefined;
    }
    remove() {
      return undefined;
    }
  }
  class Popup {
    private text = '';
    setLngLat() {
      return this;
    }
    setText(text: string) {
      this.text = text;
      return this;
    }
    addTo() {
      popups.push({ text: this.text });
      return this;
    }
  }
  class NavigationControl extends Control {}
  class FullscreenControl extends Control {}
  class GeolocateControl extends Control {}
  const addProtocol = () => undefined;
  const api = { Map: FakeMapImpl, Popup, NavigationControl, FullscreenControl, GeolocateControl, addProtocol };
  return { __esModule: true, default: api, ...api };
});

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  maps.length = 0;
  popups.length = 0;
});

// Offline basemaps (styleUrl is the offline style): the map is made at once, without checking an online style.
const BASEMAPS: Basemap[] = [
  { id: 'outdoors', name: 'Outdoors', styleUrl: '/api/public-map/basemaps/outdoors/style.json', offlineStyleUrl: '/api/public-map/basemaps/outdoors/style.json', previewUrl: '' },
  { id: 'light', name: 'Light', styleUrl: '/api/public-map/basemaps/light/style.json', offlineStyleUrl: '/api/public-map/basemaps/light/style.json', previewUrl: '' },
];

const point = (ndx: number, name: string) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [-108, 40] },
  properties: { ndx, location_name: name },
});
const LOCATIONS: GeoJsonFeatureCollection = { type: 'FeatureCollection', features: [point(1, 'Yampa at Steamboat'), point(2, 'Elk River')] };
const WATERSHEDS: GeoJsonFeatureCollection = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [] }, properties: { huc_code: '1405000101' } }],
};

function renderMap(props: Partial<LocationMapProps> = {}) {
  const store = createPortalStore({ apiBaseUrl: 'http://portal.test/api' });
  store.dispatch(publicMapApi.util.upsertQueryEntries([{ endpointName: 'getPublicMapBasemaps', arg: undefined, value: BASEMAPS }]));
  const ui = (extra: Partial<LocationMapProps>) => (
    <PlatformProvider ports={fakePlatform()}>
      <Provider store={store}>
        <LocationMap locations={LOCATIONS} {...props} {...extra} />
      </Provider>
    </PlatformProvider>
  );
  const view = render(ui({}));
  const map = maps[0];
  act(() => map.fire('style.load'));
  return { map, rerender: (extra: Partial<LocationMapProps>) => view.rerender(ui(extra)) };
}

describe('LocationMap', () => {
  it('makes the base map with the default basemap through the API, and zoom, fullscreen and geolocate controls', () => {
    const { map } = renderMap();
    expect(screen.getByRole('region', { name: 'Locations map' })).toBeTruthy();
    expect(map.options['style']).toMatch(/^http:\/\/.*\/api\/public-map\/basemaps\/outdoors\/style\.json$/);
    expect(map.controls).toEqual(['NavigationControl', 'FullscreenControl', 'GeolocateControl']);
  });

  it('adds the locations and, when given, the watersheds below them', () => {
    const { map } = renderMap({ watersheds: WATERSHEDS });
    expect(map.sources.get(LOCATIONS_SOURCE)?.data).toBe(LOCATIONS);
    expect(map.sources.get(WATERSHEDS_SOURCE)?.data).toBe(WATERSHEDS);
    expect([...map.layers.keys()].indexOf(WATERSHED_FILL_LAYER)).toBeLessThan([...map.layers.keys()].indexOf(LOCATION_CIRCLE_LAYER));
  });

  it('opens where and at the zoom given, and colours the circles by a property when asked', () => {
    const { map } = renderMap({ center: [-107.5, 40.5], zoom: 7, locationColors: { property: 'huc10', colors: { '1401': '#111111' } } });
    expect(map.options['center']).toEqual([-107.5, 40.5]);
    expect(map.options['zoom']).toBe(7);
    expect((map.layers.get(LOCATION_CIRCLE_LAYER)?.['paint'] as Record<string, unknown>)['circle-color']).toEqual([
      'match', ['to-string', ['get', 'huc10']], '1401', '#111111', '#cccccc',
    ]);
  });

  it('outlines the selected locations and follows a new selection', () => {
    const { map, rerender } = renderMap({ selectedIds: [1] });
    expect(map.layers.get(SELECTION_LAYER)?.['filter']).toEqual(selectionFilter('ndx', [1]));
    rerender({ selectedIds: [2] });
    expect(map.layers.get(SELECTION_LAYER)?.['filter']).toEqual(selectionFilter('ndx', [2]));
  });

  it('a clicked circle is selected and shows its name in a popup', () => {
    const onSelect = jest.fn();
    const { map } = renderMap({ onSelect });
    act(() => map.fire(`click:${LOCATION_CIRCLE_LAYER}`, { features: [{ properties: { ndx: 2, location_name: 'Elk River' } }], lngLat: [-108, 40] }));
    expect(onSelect).toHaveBeenCalledWith(2, { ndx: 2, location_name: 'Elk River' });
    expect(popups).toEqual([{ text: 'Elk River' }]);
  });

  it('switches the basemap and puts the locations back on the new style', () => {
    const { map } = renderMap();
    fireEvent.change(screen.getByLabelText('Basemap'), { target: { value: 'light' } });
    expect(map.styles[1]).toMatch(/\/api\/public-map\/basemaps\/light\/style\.json$/);
    expect(map.layers.size).toBe(0);
    act(() => map.fire('style.load'));
    expect(map.layers.has(LOCATION_CIRCLE_LAYER)).toBe(true);
  });
});
