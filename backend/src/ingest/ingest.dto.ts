import { ApiProperty } from '@nestjs/swagger';
import type { IngestTelemetryRequest, IngestTelemetryRow } from '@portal/contracts';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsNumber, IsObject, IsString, Matches, Max, Min } from 'class-validator';
import { INT4_MAX } from '../common/strict-number';

/** One batch at most: a day of 15-minute readings for fifty series, and a bounded transaction. */
export const MAX_INGEST_ROWS = 5_000;

/**
 * No measurement comes near this, and the daily statistics (sums of squares over a day's readings) stay finite
 * far beyond it; a value of 1e154 made them overflow.
 */
export const MAX_ABS_READING = 1e15;

/** An instant with an explicit offset: a logger's local clock must say which one it is. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export class IngestTelemetryRowDto implements IngestTelemetryRow {
  @ApiProperty({ example: 656 })
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  location_ndx!: number;

  @ApiProperty({ example: 169 })
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  parameter_ndx!: number;

  @ApiProperty({ example: '2026-11-23T14:15:00-07:00', description: 'ISO 8601 with Z or an offset.' })
  @IsString()
  @Matches(ISO_INSTANT, { message: '$property must be an ISO 8601 instant with Z or an offset, e.g. 2026-11-23T14:15:00-07:00' })
  collect_timestamp!: string;

  @ApiProperty({ example: 57.2, minimum: -MAX_ABS_READING, maximum: MAX_ABS_READING })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-MAX_ABS_READING, { message: '$property must be between -1e15 and 1e15' })
  @Max(MAX_ABS_READING, { message: '$property must be between -1e15 and 1e15' })
  value!: number;
}

export class IngestTelemetryDto implements IngestTelemetryRequest {
  @ApiProperty({ type: [IngestTelemetryRowDto], minItems: 1, maxItems: MAX_INGEST_ROWS })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_INGEST_ROWS)
  // Each row is checked by the service with the rest of its checks, so one answer names every bad row.
  @IsObject({ each: true })
  rows!: IngestTelemetryRowDto[];
}
