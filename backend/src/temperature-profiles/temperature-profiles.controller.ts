import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ROUTES, type TemperatureProfileLocation, type TemperatureProfileRow } from '@portal/contracts';
import { ApiAnswer } from '../common/api-answer';
import { Route } from '../common/route';
import { TemperatureProfilesParams } from './temperature-profiles.dto';
import { TemperatureProfilesService } from './temperature-profiles.service';


@ApiTags('temperature-profiles')
@Controller()
export class TemperatureProfilesController {
  constructor(private readonly profiles: TemperatureProfilesService) {}

  @Route(ROUTES.getTemperatureProfilesLocations, 'Temperature profile locations',
    'Every location with depth-profile readings, by label.')
  @ApiAnswer('TemperatureProfileLocation', { isArray: true })
  getTemperatureProfilesLocations(): Promise<TemperatureProfileLocation[]> {
    return this.profiles.getTemperatureProfilesLocations();
  }

  @Route(ROUTES.getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate, 'Reservoir Temperature Profile Over Time',
    'Mean, minimum and maximum temperature of each depth in each America/Denver day (daily) or clock hour (hourly) from ' +
    'startDate through endDate, ordered by time then depth. Days or hours without readings have no rows (gaps are not ' +
    'filled). elevation_ft is the location\'s elevation (the surface, ft above mean sea level) minus the depth. The range ' +
    'may span at most 1 year for hourly and 20 years for daily profiles; an unknown location is a 404.')
  @ApiAnswer('TemperatureProfileRow', { isArray: true })
  @ApiNotFoundResponse({ description: 'There is no such monitoring location.' })
  getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate(@Param() params: TemperatureProfilesParams): Promise<TemperatureProfileRow[]> {
    return this.profiles.getTemperatureProfilesByPeriodAndLocationIdAndStartDateAndEndDate(params);
  }
}
