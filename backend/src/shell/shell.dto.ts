import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { NumberFromText } from '../common/strict-number';

/** Data categories are 1–4 (Watershed Health, Watershed Management, Ag + Land, Recreation); 0 asks for every tool. */
const MAX_DATACATEGORY_NDX = 4;

export class ToolsInventoryParams {
  @ApiProperty({ description: 'Data category (1–4) whose tools to list; 0 (the default) lists every tool.', example: 0, required: false })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(0)
  @Max(MAX_DATACATEGORY_NDX)
  ndx?: number;
}

export class StakeholderResourcesParams {
  @ApiProperty({ description: 'Stakeholder category (data category 1–4) whose resource links to list.', example: 1 })
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(MAX_DATACATEGORY_NDX)
  ndx!: number;
}
