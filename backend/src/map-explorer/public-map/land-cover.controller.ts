import { Controller, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ROUTES, type LandCoverInfo } from '@portal/contracts';
import { ApiAnswer, ApiFileAnswer } from '../../common/api-answer';
import type { ImageAnswer } from '../../common/http';
import { MapImagesService } from './map-images.service';
import { LandCoverInfoQuery, LandCoverTileParams } from './public-map.dto';
import { Route } from '../../common/route';

/** The demo land-cover rasters and their feature info. */
@ApiTags('public-map')
@Controller()
export class LandCoverController {
  constructor(private readonly images: MapImagesService) {}

  @SkipThrottle()
  @Route(ROUTES.getPublicMapTilesLandCoverPngByYearAndZAndXAndY)
  @ApiOperation({ summary: 'A 256 px tile of the demo land-cover raster (synthetic, NLCD classes); transparent outside the basin' })
  @ApiFileAnswer('image/png', 'A PNG tile.')
  getPublicMapTilesLandCoverPngByYearAndZAndXAndY(@Param() params: LandCoverTileParams): ImageAnswer {
    return this.images.getPublicMapTilesLandCoverPngByYearAndZAndXAndY(params.year, params.z, params.x, params.y);
  }

  @Route(ROUTES.getPublicMapLandCoverInfo)
  @ApiOperation({
    summary: 'The land-cover class at a point (the land-cover layers\' raster feature info)',
    description: 'No features outside the basin.',
  })
  @ApiAnswer('LandCoverInfo')
  getPublicMapLandCoverInfo(@Query() query: LandCoverInfoQuery): LandCoverInfo {
    return this.images.getPublicMapLandCoverInfo(query.lng, query.lat, query.year);
  }
}
