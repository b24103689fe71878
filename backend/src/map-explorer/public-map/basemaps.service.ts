import { Inject, Injectable } from '@nestjs/common';
import type { Basemap, BasemapId, MapStyle } from '@portal/contracts';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { BASEMAPS, basemapPreviewPath, basemapStylePath, buildBasemapStyle } from './basemap-style';
import { FontLibrary } from './glyphs';
import { basemapStyleUrl, buildOnlineBasemapStyle } from './online-basemaps';
import { buildPmtilesBasemapStyle } from './pmtiles-basemaps';

/** The Basemaps accordion (Outdoors, the default, first, then Streets, Satellite, Light, Dark) and the label glyphs its styles use. */
@Injectable()
export class BasemapsService {
  /** Each style's JSON text by kind and basemap, built once: every style depends on nothing but the code. */
  private readonly styles = new Map<string, string | null>();
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

  /** The backend's raster style of a national tile service as JSON text; null for a basemap whose provider has its own. */
  getPublicMapBasemapsOnlineStyleJsonById(id: BasemapId): string | null {
    return this.styleJson(`online-${id}`, () => buildOnlineBasemapStyle(id));
  }

  /** The Protomaps style of a basemap drawn from the district's archive; null without an archive or for Satellite. */
  getPublicMapBasemapsPmtilesStyleJsonById(id: BasemapId): string | null {
    if (!this.config.map.basemaps.pmtilesFile) return null;
    return this.styleJson(`pmtiles-${id}`, () => buildPmtilesBasemapStyle(id));
  }

  /** The district's PMTiles archive on disk (BASEMAP_PMTILES), or null when the deployment has none. */
  getPublicMapBasemapsTilesPmtiles(): string | null {
    return this.config.map.basemaps.pmtilesFile ?? null;
  }

  /** The offline style as JSON text. */
  getPublicMapBasemapsStyleJsonById(id: BasemapId): string {
    return this.styleJson(`offline-${id}`, () => buildBasemapStyle(id))!;
  }

  /** A style's JSON text, built on first use and kept (a style the kind has not for this basemap is null). */
  private styleJson(key: string, build: () => MapStyle | null): string | null {
    if (!this.styles.has(key)) {
      const style = build();
      this.styles.set(key, style && JSON.stringify(style));
    }
    return this.styles.get(key) ?? null;
  }

  /** The glyphs of one 256-codepoint range of a font stack; null for an unknown stack or range. */
  getPublicMapFontsPbfByFontstackAndRange(fontstack: string, range: string): Promise<Buffer | null> {
    return this.fonts.glyphs(fontstack, range);
  }
}
