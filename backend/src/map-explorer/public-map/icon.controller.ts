import { Controller, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiFileAnswer } from '../../common/api-answer';
import type { ImageAnswer } from '../../common/http';
import { MapImagesService } from './map-images.service';
import { IconQuery } from './public-map.dto';
import { ROUTES } from '@portal/contracts';
import { Route } from '../../common/route';

/** Map marker images (GET /api/icon/icon): a shape in a colour, drawn on request. */
@ApiTags('public-map')
@Controller()
export class IconController {
  constructor(private readonly images: MapImagesService) {}

  // A map loads every icon its layers use at once; each is a cached image.
  @SkipThrottle()
  @Route(ROUTES.getIconIcon)
  @ApiOperation({
    summary: 'A PNG marker: drop, thermometer, star, triangle or square in any colour',
    description: 'Colours are #rgb, #rrggbb or a CSS colour name from a short list; the same query always gives the same image (cached for a year).',
  })
  @ApiFileAnswer('image/png', 'A PNG marker image.')
  getIconIcon(@Query() query: IconQuery): ImageAnswer {
    return this.images.getIconIcon(query);
  }
}
