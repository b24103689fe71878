import { ApiProperty } from '@nestjs/swagger';
import { TEMPERATURE_PROFILE_PERIODS, type TemperatureProfilePeriod, type TemperatureProfilesRequest } from '@portal/contracts';
import { IsIn } from 'class-validator';
import { PathDay } from '../common/day-range';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

export class TemperatureProfilesParams implements TemperatureProfilesRequest {
  @ApiProperty({ description: 'daily (America/Denver days) or hourly.', enum: TEMPERATURE_PROFILE_PERIODS, example: 'daily' })
  @IsIn(TEMPERATURE_PROFILE_PERIODS)
  period!: TemperatureProfilePeriod;

  @PathIndex('The profile location (location_ndx).', 657)
  locationId!: number;

  @PathDay('The first day, yyyy-MM-dd (America/Denver).', '2026-04-01')
  startDate!: string;

  @PathDay('The last day (included), yyyy-MM-dd (America/Denver); not before startDate.', '2026-04-10')
  endDate!: string;
}
