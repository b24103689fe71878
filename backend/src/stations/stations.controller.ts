import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StationListItem } from '@portal/contracts';
import { Public } from '../common/access';
import { StationsListQuery } from './stations.dto';
import { StationsService } from './stations.service';

@ApiTags('stations')
@Controller()
export class StationsController {
  constructor(private readonly stations: StationsService) {}

  @Public()
  @Get('stations-list')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Monitoring locations and parameters by basin region',
    description:
      'One row per regional group, location and parameter with its period of record (America/Denver dates).',
  })
  @ApiOkResponse({ description: 'Station list items.' })
  list(@Query() query: StationsListQuery): Promise<StationListItem[]> {
    return this.stations.list(query.reg_group_ndx);
  }
}
