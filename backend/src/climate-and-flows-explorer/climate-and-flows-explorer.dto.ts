import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EXPLORER_FIRST_YEAR, EXPLORER_LAST_YEAR } from '@portal/contracts';
import { IsDefined, IsInt, Matches, Max, MaxLength, Min } from 'class-validator';
import { NumberFromText } from '../common/strict-number';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

/** A graph's route name as the options table allows it: lowercase words joined by hyphens; the example is a demo graph's. */
export const GraphRouteName = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ description, example }),
    MaxLength(100),
    Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: '$property must be lowercase words joined by hyphens' }),
  );

/** A year an explorer may ask for: a whole number from EXPLORER_FIRST_YEAR to EXPLORER_LAST_YEAR. */
export const ExplorerYear = (description: string) =>
  applyDecorators(
    ApiProperty({ description, example: 2026, minimum: EXPLORER_FIRST_YEAR, maximum: EXPLORER_LAST_YEAR }),
    NumberFromText(),
    IsDefined({ message: '$property is required' }),
    IsInt(),
    Min(EXPLORER_FIRST_YEAR),
    Max(EXPLORER_LAST_YEAR),
  );

export class CafDataParams {
  @GraphRouteName('The graph (caf_graph_route_name from the graph options).', 'streamflow-and-snowpack')
  caf_graph_route_name!: string;
}

export class CafDataQuery {
  @PathIndex('The region (reg_group_ndx).', 4)
  @IsDefined({ message: '$property is required' })
  group!: number;

  @ExplorerYear('The calendar year (the answer also holds the water year ending Sep 30 of it).')
  year!: number;
}
