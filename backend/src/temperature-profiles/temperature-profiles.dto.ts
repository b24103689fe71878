import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { TEMPERATURE_PROFILE_PERIODS, type TemperatureProfilePeriod, type TemperatureProfilesRequest } from '@portal/contracts';
import { IsIn, IsISO8601, Matches } from 'class-validator';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

/** A real calendar day written yyyy-MM-dd (the strict ISO check refuses days such as 2026-02-30). */
const PathDay = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ description, example, format: 'date' }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a day written yyyy-MM-dd' }),
    IsISO8601({ strict: true }, { message: '$property must be a calendar day' }),
  );

export class TemperatureProfilesParams implements TemperatureProfilesRequest {
  @ApiProperty({ description: 'daily (America/Denver days) or hourly.', enum: TEMPERATURE_PROFILE_PERIODS, example: 'daily' })
  @IsIn(TEMPERATURE_PROFILE_PERIODS)
  period!: TemperatureProfilePeriod;

  @PathIndex('The profile location (location_ndx).')
  locationId!: number;

  @PathDay('The first day, yyyy-MM-dd (America/Denver).', '2026-04-01')
  startDate!: string;

  @PathDay('The last day (included), yyyy-MM-dd (America/Denver); not before startDate.', '2026-04-10')
  endDate!: string;
}
