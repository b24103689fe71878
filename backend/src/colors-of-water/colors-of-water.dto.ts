import { ApiProperty } from '@nestjs/swagger';
import {
  COW_INTERVALS, COW_MAX_RANGE_YEARS, type CowElkheadGraphRequest, type CowInterval, type CowStagecoachGraphRequest,
} from '@portal/contracts';
import { IsIn } from 'class-validator';
import { PathDay } from '../common/day-range';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

export class CowElkheadGraphParams implements CowElkheadGraphRequest {
  @PathDay('The first day, yyyy-MM-dd (America/Denver).', '2026-08-01')
  startDate!: string;

  @PathDay(`The last day (included), yyyy-MM-dd (America/Denver); not before startDate, at most ${COW_MAX_RANGE_YEARS} years after it.`, '2026-10-30')
  endDate!: string;
}

export class CowStagecoachGraphParams extends CowElkheadGraphParams implements CowStagecoachGraphRequest {
  @ApiProperty({ description: 'Each day, or the means of each week (Sunday to Saturday) or calendar month.', enum: COW_INTERVALS, example: 'daily' })
  @IsIn(COW_INTERVALS, { message: `$property must be one of ${COW_INTERVALS.join(', ')}` })
  interval!: CowInterval;

  @PathIndex('The stream gage (stream_gage_ndx, from the stream-gages list).', 4)
  streamGageId!: number;
}

export class CowStreamGagesParams {
  @PathIndex('The reservoir (location_ndx) whose storage accounts are tracked.', 197)
  reservoir!: number;
}
