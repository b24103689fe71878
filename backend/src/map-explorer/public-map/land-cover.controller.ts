import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { LandCoverInfo } from '@portal/contracts';
import type { Response } from 'express';
import { ApiAnswer, ApiFileAnswer } from '../../common/api-answer';
import { Public } from '../../common/access';
import { LONG_LIVED, sendImage } from './http';
import { classifyLandCover } from './land-cover';
import { MapImagesService } from './map-images.service';
import { LandCoverInfoQuery, LandCoverTileParams } from './public-map.dto';

/** The demo land-cover rasters and their feature info. */
@ApiTags('public-map')
@Controller('public-map')
export class LandCoverController {
  constructor(private readonly images: MapImagesService) {}

  @SkipThrottle()
  @Public()
  @Get('tiles/land-cover/:year/:z/:x/:y.png')
  @ApiOperation({ summary: 'A 256 px tile of the demo land-cover raster (synthetic, NLCD classes); transparent outside the basin' })
  @ApiFileAnswer('image/png', 'A PNG tile.')
  tile(@Param() params: LandCoverTileParams, @Res() res: Response): void {
    sendImage(res, this.images.landCoverTile(params.year, params.z, params.x, params.y), LONG_LIVED);
  }

  @Public()
  @Get('land-cover/info')
  @ApiOperation({
    summary: 'The land-cover class at a point (the land-cover layers\' raster feature info)',
    description: 'No features outside the basin.',
  })
  @ApiAnswer('LandCoverInfo')
  info(@Query() query: LandCoverInfoQuery): LandCoverInfo {
    const found = classifyLandCover(query.lng, query.lat, query.year);
    return {
      features: found ? [{ type: 'Feature', properties: { class_code: found.code, class_name: found.name, year: query.year } }] : [],
    };
  }
}
