import { Inject, Injectable } from '@nestjs/common';
import type { Basemap, BasemapId } from '@portal/contracts';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { BASEMAPS, basemapPreviewPath, basemapStylePath, buildBasemapStyle } from './basemap-style';
import { FontLibrary } from './glyphs';

/** The Basemaps accordion (Outdoors, the default, first, then Streets, Satellite, Light, Dark) and the label glyphs its styles use. */
@Injectable()
export class BasemapsService {
  private readonly styles = new Map<BasemapId, string>();
  private readonly fonts = new FontLibrary();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Each basemap's style: a configured tile service's (BASEMAP_STYLE_URL_<ID>) or the portal's offline one. */
  getPublicMapBasemaps(): Basemap[] {
    return BASEMAPS.map(({ id, name }) => ({
      id,
      name,
      styleUrl: this.config.map.basemapStyleUrls[id] ?? basemapStylePath(id),
      previewUrl: basemapPreviewPath(id),
    }));
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
