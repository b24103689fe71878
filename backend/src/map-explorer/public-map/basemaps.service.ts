import { Inject, Injectable } from '@nestjs/common';
import type { Basemap, BasemapId } from '@portal/contracts';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { BASEMAPS, basemapPreviewPath, basemapStylePath, buildBasemapStyle } from './basemap-style';
import { FontLibrary } from './glyphs';
import { basemapStyleUrl, buildOnlineBasemapStyle } from './online-basemaps';
import { buildPmtilesBasemapStyle } from './pmtiles-basemaps';

/** The Basemaps accordion (Outdoors, the default, first, then Streets, Satellite, Light, Dark) and the label glyphs its styles use. */
@Injectable()
export class BasemapsService {
  private readonly styles = new Map<BasemapId, string>();
  private readonly pmtilesStyles = new Map<BasemapId, string | null>();
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
    const style = buildOnlineBasemapStyle(id);
    return style && JSON.stringify(style);
  }

  /** The Protomaps style of a basemap drawn from the district's archive, built once; null without an archive or for Satellite. */
  getPublicMapBasemapsPmtilesStyleJsonById(id: BasemapId): string | null {
    if (!this.config.map.basemaps.pmtilesFile) return null;
    if (!this.pmtilesStyles.has(id)) {
      const style = buildPmtilesBasemapStyle(id);
      this.pmtilesStyles.set(id, style && JSON.stringify(style));
    }
    return this.pmtilesStyles.get(id) ?? null;
  }

  /** The district's PMTiles archive on disk (BASEMAP_PMTILES), or null when the deployment has none. */
  getPublicMapBasemapsTilesPmtiles(): string | null {
    return this.config.map.basemaps.pmtilesFile ?? null;
  }

  /** The offline style as JSON text, built once per basemap (it depends on nothing but the code). */
  getPublicMapBasemapsStyleJsonById(id: BasemapId): string {
    let json = this.styles.get(id);
    if (!json) {
      json = JSON.stringify(buildBasemapStyle(id));
      this.styles.set(id, json);
    }
    return json;
  }

  /** The glyphs of one 256-codepoint range of a font stack; null for an unknown stack or range. */
  getPublicMapFontsPbfByFontstackAndRange(fontstack: string, range: string): Promise<Buffer | null> {
    return this.fonts.glyphs(fontstack, range);
  }
}
