import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { Resvg } from '@resvg/resvg-js';
import { BASEMAPS, BASEMAP_IDS, DEFAULT_BASEMAP, GLYPHS_URL, basemapPreviewSvg, buildBasemapStyle } from './basemap-style';
import { GEOJSON_SOURCE_IDS, geojsonUrl } from './geojson-sources';
import { FontLibrary } from './glyphs';

type Style = {
  glyphs: string;
  metadata: Record<string, unknown>;
  sources: Record<string, { type: string; data: string }>;
  layers: { id: string; type: string; source?: string; layout?: Record<string, unknown> }[];
};

describe('offline basemap styles', () => {
  it('offers the product\'s five basemaps, Outdoors first and by default', () => {
    expect(BASEMAPS.map((b) => b.name)).toEqual(['Outdoors', 'Streets', 'Satellite', 'Light', 'Dark']);
    expect(BASEMAP_IDS[0]).toBe(DEFAULT_BASEMAP);
    expect(DEFAULT_BASEMAP).toBe('outdoors');
  });

  it.each(BASEMAP_IDS)('builds a %s style the MapLibre style specification accepts', (id) => {
    const style = buildBasemapStyle(id);
    expect(validateStyleMin(style as never)).toEqual([]);
  });

  it.each(BASEMAP_IDS)('draws %s only from the portal\'s own GeoJSON and fonts', (id) => {
    const style = buildBasemapStyle(id) as unknown as Style;
    const ownData = new Set<string>(GEOJSON_SOURCE_IDS.map(geojsonUrl));
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(ownData.has(source.data)).toBe(true);
    }
    expect(style.glyphs).toBe(GLYPHS_URL);
    const fonts = new FontLibrary().names();
    const used = style.layers.flatMap((l) => (l.layout?.['text-font'] as string[] | undefined) ?? []);
    expect(used.length).toBeGreaterThan(0);
    for (const font of used) expect(fonts).toContain(font);
    // Every layer but the background draws one of the style's own sources.
    for (const layer of style.layers.filter((l) => l.type !== 'background')) expect(Object.keys(style.sources)).toContain(layer.source);
    // Source ids cannot clash with the map's own sources added on top of the basemap.
    for (const sourceId of Object.keys(style.sources)) expect(sourceId.startsWith('basemap-')).toBe(true);
  });

  it('says in the Satellite style that it is an offline stand-in for imagery', () => {
    const style = buildBasemapStyle('satellite') as unknown as Style;
    expect(style.metadata['portal:offline']).toBe(true);
    expect(String(style.metadata['portal:note'])).toMatch(/stand-in for satellite imagery/);
  });

  it('gives each basemap its own colours', () => {
    const backgrounds = BASEMAP_IDS.map((id) => JSON.stringify((buildBasemapStyle(id) as unknown as Style).layers[0]));
    expect(new Set(backgrounds).size).toBe(BASEMAP_IDS.length);
  });

  it.each(BASEMAP_IDS)('draws a %s preview picture', (id) => {
    const image = new Resvg(basemapPreviewSvg(id)).render();
    expect([image.width, image.height]).toEqual([96, 64]);
  });
});
