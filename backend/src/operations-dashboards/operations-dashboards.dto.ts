import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { DashboardSeriesRequest } from '@portal/contracts';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { INT4_MAX } from '../common/strict-number';

/** More series than any widget shows; keeps one request's work bounded. */
const MAX_IDS = 50;

/** A non-empty list of distinct row indexes (positive integers). */
const IndexList = (description: string, example: number) =>
  applyDecorators(
    ApiProperty({ description, type: [Number], example: [example], minItems: 1, maxItems: MAX_IDS }),
    IsArray(),
    ArrayNotEmpty(),
    ArrayMaxSize(MAX_IDS),
    ArrayUnique(),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(INT4_MAX, { each: true }),
  );

export class DashboardSeriesDto implements DashboardSeriesRequest {
  @IndexList('Monitoring locations (location_ndx); each is answered with every parameter, in the order given.', 52)
  location_ndx!: number[];

  @IndexList('Parameters (parameter_ndx).', 1539)
  parameter_ndx!: number[];
}
