import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ROUTES, type Basemap } from '@portal/contracts';
import { ApiAnswer, ApiFileAnswer } from '../../common/api-answer';
import type { ContentAnswer, FileAnswer, ImageAnswer, SerializedJson } from '../../common/http';
import { Route } from '../../common/route';
import { BasemapsService } from './basemaps.service';
import { MapImagesService } from './map-images.service';
import { BasemapParams } from './public-map.dto';

/** Basemap styles, their previews and the label glyphs they use. */
@ApiTags('public-map')
@Controller()
export class BasemapsController {
  constructor(
    private readonly basemaps: BasemapsService,
    private readonly images: MapImagesService,
  ) {}

  @Route(ROUTES.getPublicMapBasemaps)
  @ApiOperation({ summary: 'The five basemaps (Outdoors first, the default) with their style and preview URLs' })
  @ApiAnswer('Basemap', { isArray: true })
  getPublicMapBasemaps(): Basemap[] {
    return this.basemaps.getPublicMapBasemaps();
  }

  @Route(ROUTES.getPublicMapBasemapsStyleJsonById)
  @ApiOperation({
    summary: 'The offline MapLibre style of a basemap',
    description: 'Drawn from the portal\'s own GeoJSON (basin, sub-areas, streams, towns) with glyphs from /api/public-map/fonts. '
      + 'Source and glyph URLs are relative to the API origin.',
  })
  @ApiAnswer('MapStyle')
  getPublicMapBasemapsStyleJsonById(@Param() params: BasemapParams): SerializedJson {
    return this.basemaps.getPublicMapBasemapsStyleJsonById(params.id);
  }

  @Route(ROUTES.getPublicMapBasemapsOnlineStyleJsonById)
  @ApiOperation({
    summary: 'The online MapLibre style of a basemap drawn from a USGS National Map tile service',
    description: 'A raster style of the USGS Topo (Outdoors) or USGS Imagery Topo (Satellite) tiles. The other basemaps '
      + 'load their provider\'s own style, so they have none here (404).',
  })
  @ApiAnswer('MapStyle')
  @ApiNotFoundResponse({ description: 'The basemap has no backend-built online style' })
  getPublicMapBasemapsOnlineStyleJsonById(@Param() params: BasemapParams): SerializedJson {
    return this.basemaps.getPublicMapBasemapsOnlineStyleJsonById(params.id);
  }

  @Route(ROUTES.getPublicMapBasemapsPmtilesStyleJsonById)
  @ApiOperation({
    summary: 'The MapLibre style of a basemap drawn from the district\'s own PMTiles archive (BASEMAP_PMTILES)',
    description: 'A Protomaps style whose vector source is pmtiles:///api/public-map/basemaps/tiles.pmtiles and whose '
      + 'glyphs come from /api/public-map/fonts. Outdoors, Streets, Light and Dark; not Satellite, and none without an archive (404).',
  })
  @ApiAnswer('MapStyle')
  @ApiNotFoundResponse({ description: 'No archive is configured, or the basemap is not drawn from it' })
  getPublicMapBasemapsPmtilesStyleJsonById(@Param() params: BasemapParams): SerializedJson {
    return this.basemaps.getPublicMapBasemapsPmtilesStyleJsonById(params.id);
  }

  // The map reads the archive in a range request per tile directory and tile batch, dozens whenever it moves.
  @SkipThrottle()
  @Route(ROUTES.getPublicMapBasemapsTilesPmtiles)
  @ApiOperation({
    summary: 'The district\'s PMTiles basemap archive (BASEMAP_PMTILES), read with HTTP range requests',
    description: 'Answers a Range request with 206 and the bytes asked for; ETag and Last-Modified let clients revalidate.',
  })
  @ApiFileAnswer('application/octet-stream', 'The whole archive.')
  @ApiResponse({ status: 206, description: 'The requested byte range of the archive.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: 'The deployment has no PMTiles archive' })
  @ApiResponse({ status: 416, description: 'The requested byte range is outside the archive.' })
  getPublicMapBasemapsTilesPmtiles(): FileAnswer {
    return this.basemaps.getPublicMapBasemapsTilesPmtiles();
  }

  @Route(ROUTES.getPublicMapBasemapsPreviewPngById)
  @ApiOperation({ summary: 'A small preview picture of a basemap' })
  @ApiFileAnswer('image/png', 'A PNG preview.')
  getPublicMapBasemapsPreviewPngById(@Param() params: BasemapParams): ImageAnswer {
    return this.images.getPublicMapBasemapsPreviewPngById(params.id);
  }

  // Glyphs and tiles are fetched by the dozen whenever the map moves, and each costs a file read or a cached
  // image: not what the per-client rate limit is for.
  @SkipThrottle()
  @Route(ROUTES.getPublicMapFontsPbfByFontstackAndRange)
  @ApiOperation({ summary: 'Label glyphs (signed-distance-field PBF) of a font stack for one 256-codepoint range' })
  @ApiFileAnswer('application/x-protobuf', 'The glyphs of the range (Mapbox glyph PBF).')
  @ApiNotFoundResponse({ description: 'Unknown font stack or range' })
  getPublicMapFontsPbfByFontstackAndRange(@Param('fontstack') fontstack: string, @Param('range') range: string): Promise<ContentAnswer> {
    return this.basemaps.getPublicMapFontsPbfByFontstackAndRange(fontstack, range);
  }
}
