import { ApiProperty } from '@nestjs/swagger';
import { TSSUM_GROUP_TYPES, TSSUM_MAX_RANGE_YEARS, type TssumGroupType } from '@portal/contracts';
import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsIn } from 'class-validator';
import { PathDay } from '../common/day-range';
import { GraphRouteName } from '../climate-and-flows-explorer/climate-and-flows-explorer.dto';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

/** A required query parameter holding a real calendar day written yyyy-MM-dd. */
const QueryDay = (description: string, example: string) => applyDecorators(IsDefined({ message: '$property is required' }), PathDay(description, example));

export class TssumParams {
  @GraphRouteName('The graph (tssum_graph_route_name from the graph options).', 'daily-streamflow')
  tssum_graph_route_name!: string;
}

export class TssumDataQuery {
  @PathIndex('The region (reg_group_ndx).', 4)
  @IsDefined({ message: '$property is required' })
  regionalGroup!: number;

  @QueryDay('The first day, yyyy-MM-dd (America/Denver).', '2026-10-01')
  startDate!: string;

  @QueryDay(`The last day (included), yyyy-MM-dd; not before startDate, at most ${TSSUM_MAX_RANGE_YEARS} years after it.`, '2026-11-26')
  endDate!: string;
}

export class TssumBoxesQuery extends TssumDataQuery {
  @ApiProperty({ description: 'The periods of the boxes: calendar years, calendar months or weeks (Sunday to Saturday).', enum: TSSUM_GROUP_TYPES })
  @IsDefined({ message: '$property is required' })
  @IsIn(TSSUM_GROUP_TYPES, { message: `$property must be one of ${TSSUM_GROUP_TYPES.join(', ')}` })
  groupType!: TssumGroupType;
}
