import * as fs from 'node:fs';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { isPmtilesV3Header } from '@portal/contracts';
import { PMTiles, type RangeResponse, type Source, zxyToTileId } from 'pmtiles';
import { emptyVectorTile, tileId, writeTestArchive } from '../../../test/pmtiles';
import { BASEMAP_IDS, GLYPHS_URL } from './basemap-style';
import { FontLibrary } from './glyphs';
import { basemapContentOrigins, basemapStyleUrl, type BasemapSettings } from './online-basemaps';
import { buildPmtilesBasemapStyle, hasPmtilesStyle } from './pmtiles-basemaps';

const ARCHIVE_URL = 'pmtiles:///api/public-map/basemaps/tiles.pmtiles';

/** Every string anywhere in layers and their expressions. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

describe('basemaps drawn from a PMTiles archive', () => {
  it.each(['outdoors', 'streets', 'light', 'dark'] as const)('builds a valid %s Protomaps style on the archive and the portal glyphs', (id) => {
    const style = buildPmtilesBasemapStyle(id)!;
    expect(validateStyleMin(style as never)).toEqual([]);
    expect(style.glyphs).toBe(GLYPHS_URL);
    expect(Object.values(style.sources)).toEqual([
      { type: 'vector', url: ARCHIVE_URL, attribution: expect.stringMatching(/Protomaps.*© <a [^>]*openstreetmap\.org[^>]*>OpenStreetMap contributors<\/a>/) },
    ]);
    expect(style.layers.length).toBeGreaterThan(30);
    // No sprite is served: no layer may ask for one of its images.
    expect(style).not.toHaveProperty('sprite');
    for (const layer of style.layers) expect(Object.keys({ ...(layer.layout as object), ...(layer.paint as object) }).filter((k) => k.startsWith('icon-'))).toEqual([]);
    // Towns keep their labels once their dot is gone.
    expect(style.layers.map((l) => l.id)).toEqual(expect.arrayContaining(['places_locality', 'water_label_lakes', 'roads_labels_major']));
    expect(style.layers.map((l) => l.id)).not.toContain('roads_oneway');
  });

  it('draws no Satellite (imagery has no vector equivalent)', () => {
    expect(hasPmtilesStyle('satellite')).toBe(false);
    expect(buildPmtilesBasemapStyle('satellite')).toBeNull();
  });

  it('gives each basemap its own look', () => {
    const backgrounds = (['outdoors', 'streets', 'light', 'dark'] as const).map((id) => JSON.stringify(buildPmtilesBasemapStyle(id)!.layers.slice(0, 3)));
    expect(new Set(backgrounds).size).toBe(4);
  });

  it('asks only for fonts the glyph route serves', async () => {
    const fonts = new FontLibrary();
    const style = buildPmtilesBasemapStyle('streets')!;
    const stacks = new Set(stringsIn(style.layers).filter((s) => s.startsWith('Noto Sans')));
    expect([...stacks]).toEqual(expect.arrayContaining(['Noto Sans Regular', 'Noto Sans Medium', 'Noto Sans Italic']));
    for (const stack of stacks) expect(await fonts.glyphs(stack, '0-255')).not.toBeNull();
  });

  describe('the settings', () => {
    const archive = (mode: BasemapSettings['mode'], styleUrls: BasemapSettings['styleUrls'] = {}): BasemapSettings => ({ mode, styleUrls, pmtilesFile: '/srv/region.pmtiles' });

    it('draw Outdoors, Streets, Light and Dark from the archive, online or offline; Satellite keeps its own style', () => {
      for (const mode of ['online', 'offline'] as const) {
        expect(BASEMAP_IDS.map((id) => basemapStyleUrl(id, archive(mode)))).toEqual([
          '/api/public-map/basemaps/outdoors/pmtiles-style.json',
          '/api/public-map/basemaps/streets/pmtiles-style.json',
          mode === 'online' ? '/api/public-map/basemaps/satellite/online-style.json' : '/api/public-map/basemaps/satellite/style.json',
          '/api/public-map/basemaps/light/pmtiles-style.json',
          '/api/public-map/basemaps/dark/pmtiles-style.json',
        ]);
      }
    });

    it('let a style URL the operator named win online', () => {
      expect(basemapStyleUrl('dark', archive('online', { dark: 'https://tiles.example.org/dark.json' }))).toBe('https://tiles.example.org/dark.json');
      expect(basemapStyleUrl('dark', archive('offline', { dark: 'https://tiles.example.org/dark.json' }))).toBe('/api/public-map/basemaps/dark/pmtiles-style.json');
    });

    it('add no outside origin to the Content-Security-Policy for the archive', () => {
      // Online: the national hydrology layers and Satellite's USGS imagery only; OpenFreeMap is no longer used.
      expect(basemapContentOrigins(archive('online'))).toEqual(['https://basemap.nationalmap.gov', 'https://hydro.nationalmap.gov']);
      expect(basemapContentOrigins(archive('offline'))).toEqual([]);
    });
  });
});

/** The archive file, read the way the map reads it: in byte ranges. */
class FileRanges implements Source {
  constructor(private readonly bytes: Buffer) {}
  getKey() {
    return 'test';
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const slice = this.bytes.subarray(offset, offset + length);
    return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
  }
}

describe('the test PMTiles writer', () => {
  it('numbers tiles as the format does', () => {
    for (const [z, x, y] of [[0, 0, 0], [1, 0, 0], [1, 1, 0], [1, 0, 1], [1, 1, 1], [3, 5, 2], [8, 51, 96], [12, 820, 1545]]) {
      expect(tileId(z, x, y)).toBe(zxyToTileId(z, x, y));
    }
  });

  it.each(['gzip', 'none'] as const)('writes an archive the pmtiles reader opens (%s directories)', async (internalCompression) => {
    const bytes = fs.readFileSync(writeTestArchive({ internalCompression }));
    expect(isPmtilesV3Header(bytes)).toBe(true);
    const archive = new PMTiles(new FileRanges(bytes));
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 1, numAddressedTiles: 5 });
    expect(await archive.getMetadata()).toMatchObject({ vector_layers: [{ id: 'earth' }] });
    for (const [z, x, y] of [[0, 0, 0], [1, 1, 1], [1, 0, 1]]) {
      const tile = await archive.getZxy(z, x, y);
      expect(Buffer.from(tile!.data)).toEqual(emptyVectorTile());
    }
    expect(await archive.getZxy(2, 0, 0)).toBeUndefined();
  });
});

describe('the PMTiles header check', () => {
  it('knows a version 3 archive from other files', () => {
    expect(isPmtilesV3Header(Buffer.from('PMTiles\x03'))).toBe(true);
    expect(isPmtilesV3Header(Buffer.from('PMTiles\x02'))).toBe(false);
    expect(isPmtilesV3Header(Buffer.from('{"version":8}'))).toBe(false);
    expect(isPmtilesV3Header(new Uint8Array())).toBe(false);
  });
});
