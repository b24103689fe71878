import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type {
  ListParametersGraphModeRequest, LocationsGraphModeRequest, MapDisplayExportRequest, MapDisplayTableRequest, StatsPeriod,
} from '@portal/contracts';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, Max, Min } from 'class-validator';
import { INT4_MAX, NumberFromText } from '../../common/strict-number';
import { STATS_PERIODS } from './graph-stats.logic';

/** More parameters or groups than any catalog holds; keeps one request's work bounded. */
const MAX_LIST = 500;
/** The export's locations: every location of a large map at once. */
const MAX_EXPORT_LOCATIONS = 20_000;

const Period = () =>
  applyDecorators(
    ApiProperty({ description: 'short (Recent: last 5 years), medium (Last 10 Years) or full (Full Period).', enum: STATS_PERIODS, example: 'full' }),
    IsIn(STATS_PERIODS),
  );

/** A list of row indexes (positive integers); the example is an index of the demo data's. */
const IndexList = (description: string, example: number, maxSize = MAX_LIST) =>
  applyDecorators(
    ApiProperty({ description, type: [Number], example: [example] }),
    IsArray(),
    ArrayMaxSize(maxSize),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(INT4_MAX, { each: true }),
  );

/** A row index in the path, where it arrives as text. */
/** A row index in the path; its example is a row of that kind in the demo data, so the documented call answers. */
export const PathIndex = (description: string, example: number) =>
  applyDecorators(ApiProperty({ description, example, minimum: 1, maximum: INT4_MAX }), NumberFromText(), IsInt(), Min(1), Max(INT4_MAX));

export class ListParametersGraphModeDto implements ListParametersGraphModeRequest {
  @Period()
  periodOfRecord!: StatsPeriod;

  @IndexList('Parameter groups (parameter_group_ndx); empty: every group that offers the period.', 1)
  parameterGroups!: number[];

  @IndexList('Threats (focus areas, threat_ndx); empty: any.', 1)
  threats!: number[];
}

export class LocationsGraphModeDto implements LocationsGraphModeRequest {
  @Period()
  periodOfRecord!: StatsPeriod;

  @ApiProperty({ description: 'Minimum number of records in the period; 0: no minimum.', example: 0, minimum: 0 })
  @IsInt()
  @Min(0)
  @Max(INT4_MAX)
  recordCount!: number;

  @IndexList('Parameters (parameter_ndx).', 1001)
  parameters!: number[];
}

export class MapDisplayTableDto implements MapDisplayTableRequest {
  @IndexList('Parameters (parameter_ndx).', 1001)
  parameters!: number[];

  @Period()
  periodOfRecord!: StatsPeriod;
}

export class MapDisplayExportDto extends MapDisplayTableDto implements MapDisplayExportRequest {
  @IndexList('Locations (location_ndx), each once.', 101, MAX_EXPORT_LOCATIONS)
  @ArrayUnique()
  indexes!: number[];
}

export class LocationIndexParams {
  @PathIndex('The monitoring location (location_ndx).', 101)
  locationIndex!: number;
}
