import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INT4_MAX, NumberFromText } from '../common/strict-number';

export class StationsListQuery {
  @ApiPropertyOptional({ description: 'Only rows of this regional group.', example: 4, minimum: 1, maximum: INT4_MAX })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  reg_group_ndx?: number;
}
