import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export class StationsListQuery {
  @ApiPropertyOptional({ description: 'Only rows of this regional group.', example: 4 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  reg_group_ndx?: number;
}
