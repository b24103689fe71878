import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { BasemapId, LandCoverInfo } from '@portal/contracts';
import { Resvg } from '@resvg/resvg-js';
import { basemapPreviewSvg } from './basemap-style';
import { BoundedCache, type CacheLimits } from '../../common/bounded-cache';
import { cacheBytes } from '../../common/cache-budget';
import { ImageAnswer } from '../../common/http';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { type IconRequest, iconKey, iconSvg, normalizeIcon } from './icons';
import { classifyLandCover, type LandCoverYear, renderLandCoverTile } from './land-cover';

/** A rendered image with the ETag (of its content) clients revalidate it by. */
function rendered(png: Buffer): ImageAnswer {
  return new ImageAnswer(png, `"${createHash('sha1').update(png).digest('base64url')}"`);
}

/** Limits of a cache of images holding `share` of the map images' budget. */
function imageLimits(config: AppConfig, share: number): CacheLimits<ImageAnswer> {
  return { bytes: cacheBytes(config, 'mapImages') * share, sizeOf: ({ png, etag }) => png.length + etag.length };
}

function svgToPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The PNGs the map draws: marker icons, basemap previews and demo land-cover tiles (and the land-cover raster's
 * feature info). Each is drawn once and kept in a bounded cache: icons and previews are few, tiles are many but
 * cost tens of milliseconds each.
 */
@Injectable()
export class MapImagesService {
  private readonly icons: BoundedCache<ImageAnswer>;
  private readonly previews: BoundedCache<ImageAnswer>;
  private readonly tiles: BoundedCache<ImageAnswer>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Tiles are the many and the large ones; icons are a few hundred small images, previews a handful.
    this.icons = new BoundedCache(512, imageLimits(config, 1 / 8));
    this.previews = new BoundedCache(16, imageLimits(config, 1 / 8));
    this.tiles = new BoundedCache(2048, imageLimits(config, 3 / 4));
  }

  getIconIcon(request: IconRequest): ImageAnswer {
    const spec = normalizeIcon(request);
    return this.icons.getOrCreate(iconKey(spec), () => rendered(svgToPng(iconSvg(spec))));
  }

  getPublicMapBasemapsPreviewPngById(id: BasemapId): ImageAnswer {
    return this.previews.getOrCreate(id, () => rendered(svgToPng(basemapPreviewSvg(id))));
  }

  getPublicMapTilesLandCoverPngByYearAndZAndXAndY(year: LandCoverYear, z: number, x: number, y: number): ImageAnswer {
    return this.tiles.getOrCreate(`${year}/${z}/${x}/${y}`, () => rendered(renderLandCoverTile(year, z, x, y)));
  }

  /** The land-cover class at a point; no features outside the basin. */
  getPublicMapLandCoverInfo(lng: number, lat: number, year: LandCoverYear): LandCoverInfo {
    const found = classifyLandCover(lng, lat, year);
    return {
      features: found ? [{ type: 'Feature', properties: { class_code: found.code, class_name: found.name, year } }] : [],
    };
  }
}
