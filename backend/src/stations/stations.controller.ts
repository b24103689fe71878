import { Controller, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-answer';
import type { CachedAnswer } from '../common/http';
import { StationsListQuery } from './stations.dto';
import { StationsService } from './stations.service';
import { ROUTES } from '@portal/contracts';
import { Route } from '../common/route';

@ApiTags('stations')
@Controller()
export class StationsController {
  constructor(private readonly stations: StationsService) {}

  @Route(ROUTES.getStationsList)
  @ApiOperation({
    summary: 'Monitoring locations and parameters by basin region',
    description:
      'One row per regional group, location and parameter with its period of record (America/Denver dates).',
  })
  @ApiAnswer('StationListItem', { isArray: true, description: 'Station list items, with an ETag for revalidation.' })
  getStationsList(@Query() query: StationsListQuery): Promise<CachedAnswer> {
    return this.stations.getStationsList(query.reg_group_ndx);
  }
}
