import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Basemap, BasemapId, MapStyle } from '@portal/contracts';
import { ContentAnswer, FileAnswer, SerializedJson } from '../../common/http';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { BASEMAPS, basemapPreviewPath, basemapStylePath, buildBasemapStyle } from './basemap-style';
import { FontLibrary } from './glyphs';
import { basemapStyleUrl, buildOnlineBasemapStyle } from './online-basemaps';
import { buildPmtilesBasemapStyle } from './pmtiles-basemaps';

/** The Basemaps accordion (Outdoors, the default, first, then Streets, Satellite, Light, Dark) and the label glyphs its styles use. */
@Injectable()
export class BasemapsService {
  /** Each style's JSON text by kind and basemap, built once: every style depends on nothing but the code. */
  private readonly styles = new Map<string, SerializedJson | null>();
  private readonly fonts = new FontLibrary();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Each basemap's style (online by default, the offline one with BASEMAPS=offline, the district's archive with
   * BASEMAP_PMTILES) and the offline style it falls back to. Every style of an offline deployment, the archive's
   * included, goes with the offline layers.
   */
  getPublicMapBasemaps(): Basemap[] {
    return BASEMAPS.map(({ id, name }) => ({
      id,
      name,
      styleUrl: basemapStyleUrl(id, this.config.map.basemaps),
      offlineStyleUrl: basemapStylePath(id),
      networkMode: this.config.map.basemaps.mode,
      previewUrl: basemapPreviewPath(id),
    }));
  }

  /** The backend's raster style of a national tile service; a 404 for a basemap whose provider has its own. */
  getPublicMapBasemapsOnlineStyleJsonById(id: BasemapId): SerializedJson {
    const json = this.styleJson(`online-${id}`, () => buildOnlineBasemapStyle(id));
    if (!json) throw new NotFoundException(`The ${id} basemap has no online style of the portal's own.`);
    return json;
  }

  /** The Protomaps style of a basemap drawn from the district's archive; a 404 without an archive or for Satellite. */
  getPublicMapBasemapsPmtilesStyleJsonById(id: BasemapId): SerializedJson {
    const json = this.config.map.basemaps.pmtilesFile ? this.styleJson(`pmtiles-${id}`, () => buildPmtilesBasemapStyle(id)) : null;
    if (!json) throw new NotFoundException(`The ${id} basemap is not drawn from a PMTiles archive here (BASEMAP_PMTILES).`);
    return json;
  }

  /** The district's PMTiles archive on disk (BASEMAP_PMTILES), read by range requests; a 404 when the deployment has none. */
  getPublicMapBasemapsTilesPmtiles(): FileAnswer {
    const file = this.config.map.basemaps.pmtilesFile;
    if (!file) throw new NotFoundException('This portal serves no PMTiles basemap archive (BASEMAP_PMTILES is not set).');
    return new FileAnswer(file, 'application/octet-stream');
  }

  /** The offline style. */
  getPublicMapBasemapsStyleJsonById(id: BasemapId): SerializedJson {
    return this.styleJson(`offline-${id}`, () => buildBasemapStyle(id))!;
  }

  /** A style's JSON text, built on first use and kept (a style the kind has not for this basemap is null). */
  private styleJson(key: string, build: () => MapStyle | null): SerializedJson | null {
    if (!this.styles.has(key)) {
      const style = build();
      this.styles.set(key, style && new SerializedJson(JSON.stringify(style)));
    }
    return this.styles.get(key) ?? null;
  }

  /** The glyphs of one 256-codepoint range of a font stack (Mapbox glyph PBF); a 404 for an unknown stack or range. */
  async getPublicMapFontsPbfByFontstackAndRange(fontstack: string, range: string): Promise<ContentAnswer> {
    const pbf = await this.fonts.glyphs(fontstack, range);
    if (!pbf) throw new NotFoundException(`No glyphs for font stack "${fontstack}" and range "${range}".`);
    return new ContentAnswer(pbf, 'application/x-protobuf');
  }
}
