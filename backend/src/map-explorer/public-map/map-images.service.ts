import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BasemapId, LandCoverInfo } from '@portal/contracts';
import { Resvg } from '@resvg/resvg-js';
import { basemapPreviewSvg } from './basemap-style';
import { BoundedCache } from '../../common/bounded-cache';
import { type IconRequest, iconKey, iconSvg, normalizeIcon } from './icons';
import { classifyLandCover, type LandCoverYear, renderLandCoverTile } from './land-cover';

/** A rendered image with the ETag clients revalidate it by. */
interface RenderedImage {
  png: Buffer;
  etag: string;
}

function rendered(png: Buffer): RenderedImage {
  return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
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
  private readonly icons = new BoundedCache<RenderedImage>(512);
  private readonly previews = new BoundedCache<RenderedImage>(16);
  private readonly tiles = new BoundedCache<RenderedImage>(2048);

  getIconIcon(request: IconRequest): RenderedImage {
    const spec = normalizeIcon(request);
    return this.icons.getOrCreate(iconKey(spec), () => rendered(svgToPng(iconSvg(spec))));
  }

  getPublicMapBasemapsPreviewPngById(id: BasemapId): RenderedImage {
    return this.previews.getOrCreate(id, () => rendered(svgToPng(basemapPreviewSvg(id))));
  }

  getPublicMapTilesLandCoverPngByYearAndZAndXAndY(year: LandCoverYear, z: number, x: number, y: number): RenderedImage {
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
