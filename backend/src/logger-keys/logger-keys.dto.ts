import { ApiProperty } from '@nestjs/swagger';
import { LOGGER_NAME, LOGGER_NAME_RULE, type LoggerKeyInput } from '@portal/contracts';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { INT4_MAX, NumberFromText } from '../common/strict-number';

/** More locations than one logger serves; keeps one request (and one control-channel line) bounded. */
const MAX_LOCATIONS = 500;

export class LoggerKeyInputDto implements LoggerKeyInput {
  @ApiProperty({ example: 'yamcolo-dam', pattern: LOGGER_NAME.source })
  @IsString()
  @Matches(LOGGER_NAME, { message: `$property must be ${LOGGER_NAME_RULE}` })
  name!: string;

  @ApiProperty({ type: [Number], example: [656], maxItems: MAX_LOCATIONS, description: 'The locations it may write; empty: any location.' })
  @IsArray()
  @ArrayMaxSize(MAX_LOCATIONS)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT4_MAX, { each: true })
  allowed_location_ndx!: number[];
}

export class LoggerKeyParams {
  // No example: loggers are made by administrators, and the demo data has none.
  @ApiProperty({ description: 'The logger', minimum: 1, maximum: INT4_MAX })
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  logger_ndx!: number;
}
