import { Inject, Injectable } from '@nestjs/common';
import type { Basemap, BasemapId } from '@portal/contracts';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { BASEMAPS, basemapPreviewPath, basemapStylePath, buildBasemapStyle } from './basemap-style';

/** The Basemaps accordion (map-explorer.md §2, §9): Outdoors (the default) first, then Streets, Satellite, Light, Dark. */
@Injectable()
export class BasemapsService {
  private readonly styles = new Map<BasemapId, string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Each basemap's style: a configured tile service's (BASEMAP_STYLE_URL_<ID>) or the portal's offline one. */
  list(): Basemap[] {
    return BASEMAPS.map(({ id, name }) => ({
      id,
      name,
      styleUrl: this.config.map.basemapStyleUrls[id] ?? basemapStylePath(id),
      previewUrl: basemapPreviewPath(id),
    }));
  }

  /** The offline style as JSON text, built once per basemap (it depends on nothing but the code). */
  styleJson(id: BasemapId): string {
    let json = this.styles.get(id);
    if (!json) {
      json = JSON.stringify(buildBasemapStyle(id));
      this.styles.set(id, json);
    }
    return json;
  }
}
