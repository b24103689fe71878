import type { MapSource } from '@portal/contracts';
import { apiUrlResolver } from '../../../components/location-map/api-url.logic';
import { testLayer } from './map-explorer.testing';
import { addIcons, addPortalContent, carryOverDrawing, type MapImage, type PortalMapTarget, styleLayer } from './map-setup';

/** A map that records what is added, in order, with the style's layer stack as MapLibre keeps it. */
class FakeMap implements PortalMapTarget {
  sources = new Map<string, unknown>();
  stack: string[] = [];
  images = new Map<string, MapImage>();
  added: Record<string, unknown>[] = [];
  loads: string[] = [];
  failing = new Set<string>();

  constructor(basemapLayers: string[] = ['background', 'water']) {
    this.stack = [...basemapLayers];
  }
  getSource(id: string) {
    return this.sources.get(id);
  }
  addSource(id: string, source: never) {
    this.sources.set(id, source);
  }
  getLayer(id: string) {
    return this.stack.includes(id) ? { id } : undefined;
  }
  addLayer(layer: never, beforeId?: string) {
    const spec = layer as Record<string, unknown>;
    this.added.push(spec);
    const at = beforeId ? this.stack.indexOf(beforeId) : -1;
    if (at === -1) this.stack.push(spec['id'] as string);
    else this.stack.splice(at, 0, spec['id'] as string);
  }
  hasImage(id: string) {
    return this.images.has(id);
  }
  addImage(id: string, image: MapImage) {
    this.images.set(id, image);
  }
  async loadImage(url: string) {
    this.loads.push(url);
    if (this.failing.has(url)) throw new Error(`404 ${url}`);
    return { data: { url } as unknown as MapImage };
  }
  getStyle() {
    return { layers: this.stack.map((id) => ({ id })) };
  }
}

const resolve = apiUrlResolver('/api', 'http://portal.test/tools/map-explorer');
const icon = '/api/icon/icon?shape=drop&color=%23ff0000';
const sources: MapSource[] = [
  { id: 'locations', definition: { type: 'geojson', data: '/api/public-map/geojson/locations' } },
  { id: 'land-cover', definition: { type: 'raster', tiles: ['/api/public-map/tiles/land-cover/2021/{z}/{x}/{y}.png'], tileSize: 256 } },
];
const layers = [
  testLayer('land-cover', { type: 'raster', source: 'land-cover', drawOrder: 90, layout: { visibility: 'none' } }),
  testLayer('location-labels', { type: 'symbol', drawOrder: 20, layout: { visibility: 'visible', 'icon-image': icon }, minzoom: 7 }),
  testLayer('locations-circle', { drawOrder: 10, filter: ['==', ['get', 'x'], 1] }),
];

describe('addPortalContent', () => {
  it('adds sources with API URLs resolved, icons, then layers by drawOrder with rasters below the vector layers', async () => {
    const map = new FakeMap();
    await addPortalContent(map, { sources, layers, visibility: { 'land-cover': 'visible' }, resolve, images: new Map() });

    expect(map.sources.get('locations')).toEqual({ type: 'geojson', data: 'http://portal.test/api/public-map/geojson/locations' });
    expect(map.sources.get('land-cover')).toMatchObject({ tiles: ['http://portal.test/api/public-map/tiles/land-cover/2021/{z}/{x}/{y}.png'] });
    expect(map.loads).toEqual([`http://portal.test${icon}`]);
    expect(map.images.has(icon)).toBe(true);
    expect(map.stack).toEqual(['background', 'water', 'land-cover', 'locations-circle', 'location-labels']);
  });

  it('gives each layer the style-spec fields only, with the visibility of the panels’ state', async () => {
    const map = new FakeMap();
    await addPortalContent(map, { sources, layers, visibility: { 'land-cover': 'visible', 'locations-circle': 'none' }, resolve, images: new Map() });
    const byId = Object.fromEntries(map.added.map((spec) => [spec['id'], spec]));
    expect(byId['locations-circle']).toEqual({
      id: 'locations-circle', type: 'circle', source: 'locations', layout: { visibility: 'none' }, paint: {}, filter: ['==', ['get', 'x'], 1],
    });
    expect(byId['land-cover']['layout']).toEqual({ visibility: 'visible' });
    // Layers the state does not know keep their own visibility.
    expect(byId['location-labels']).toMatchObject({ minzoom: 7, layout: { visibility: 'visible', 'icon-image': icon } });
    expect(byId['location-labels']).not.toHaveProperty('lreProperties');
  });

  it('keeps the drawing tool’s layers on top', async () => {
    const map = new FakeMap(['background', 'gl-draw-polygon-fill.cold', 'gl-draw-line.hot']);
    await addPortalContent(map, { sources, layers, visibility: {}, resolve, images: new Map() });
    expect(map.stack).toEqual(['background', 'land-cover', 'locations-circle', 'location-labels', 'gl-draw-polygon-fill.cold', 'gl-draw-line.hot']);
  });

  it('adds no layer when the style was replaced while the icons loaded (they go on the new style)', async () => {
    const map = new FakeMap();
    let current = true;
    const loading = addPortalContent(map, { sources, layers, visibility: {}, resolve, images: new Map(), stillCurrent: () => current });
    current = false;
    await loading;
    expect(map.added).toEqual([]);
    // Nor an icon: the replaced style may still be loading, and it gets the icon on its own pass.
    expect(map.images.size).toBe(0);
  });

  it('adds nothing twice when called again', async () => {
    const map = new FakeMap();
    const images = new Map<string, MapImage>();
    await addPortalContent(map, { sources, layers, visibility: {}, resolve, images });
    await addPortalContent(map, { sources, layers, visibility: {}, resolve, images });
    expect(map.added).toHaveLength(3);
    expect(map.loads).toHaveLength(1);
  });
});

describe('addIcons', () => {
  it("logs 'Error loading images:' for a failed icon and adds the others", async () => {
    const map = new FakeMap();
    map.failing.add('http://portal.test/api/icon/icon?shape=bad');
    const logger = { error: jest.fn() };
    await addIcons(map, ['/api/icon/icon?shape=bad', icon], resolve, new Map(), logger);
    expect(map.images.has(icon)).toBe(true);
    expect(map.images.has('/api/icon/icon?shape=bad')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('Error loading images:', expect.any(Error));
  });

  it('keeps an icon that arrives after the style was replaced for the new style, without adding it to the old one', async () => {
    const cache = new Map<string, MapImage>();
    const map = new FakeMap();
    let current = true;
    const loading = addIcons(map, [icon], resolve, cache, console, () => current);
    current = false;
    await loading;
    expect(map.images.size).toBe(0);
    expect(cache.has(icon)).toBe(true);
  });

  it('adds cached images to a new style without loading them again', async () => {
    const cache = new Map<string, MapImage>();
    await addIcons(new FakeMap(), [icon], resolve, cache);
    const restyled = new FakeMap();
    await addIcons(restyled, [icon], resolve, cache);
    expect(restyled.loads).toEqual([]);
    expect(restyled.images.get(icon)).toBe(cache.get(icon));
  });
});

describe('styleLayer', () => {
  it('leaves out what the layer does not set', () => {
    expect(Object.keys(styleLayer(testLayer('a'), {}))).toEqual(['id', 'type', 'source', 'layout', 'paint']);
  });
});

describe('carryOverDrawing', () => {
  interface Style {
    sources: Record<string, unknown>;
    layers: { id: string; source?: string }[];
  }
  const previous: Style = {
    sources: { basemap: { type: 'vector' }, locations: { type: 'geojson' }, 'mapbox-gl-draw-cold': { type: 'geojson', data: { features: [1] } } },
    layers: [{ id: 'bg' }, { id: 'locations-circle', source: 'locations' }, { id: 'gl-draw-line.cold', source: 'mapbox-gl-draw-cold' }],
  };
  const next: Style = { sources: { satellite: { type: 'raster' } }, layers: [{ id: 'imagery', source: 'satellite' }] };

  it('moves only the drawing tool’s sources (with their data) and layers into the new style, on top', () => {
    expect(carryOverDrawing(previous, next)).toEqual({
      sources: { satellite: { type: 'raster' }, 'mapbox-gl-draw-cold': { type: 'geojson', data: { features: [1] } } },
      layers: [{ id: 'imagery', source: 'satellite' }, { id: 'gl-draw-line.cold', source: 'mapbox-gl-draw-cold' }],
    });
  });

  it('takes the new style as it is when there was none', () => {
    expect(carryOverDrawing(undefined, next)).toBe(next);
  });
});
