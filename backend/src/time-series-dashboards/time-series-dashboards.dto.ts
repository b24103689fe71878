import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  HOURS_PUMPED_INTERVALS, type HoursPumpedInterval, type TimeSeriesAxisSeriesRequest, type TimeSeriesDataRequest, type TimeSeriesHoursPumpedRequest,
  type TimeSeriesOptionsRequest,
} from '@portal/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { IsNotBlank } from '../common/visible-text';
import { DEFAULT_MAX_POINTS } from './series-reduction';

/** About a hundred years: more days than any record holds, and few enough that every date stays valid. */
const MAX_DAYS = 36_600;
/** Axis names are short keys ('water-temperature'). */
const MAX_AXIS_LENGTH = 100;
/** A chart's bound per series: enough for a line, at most a wide screen's pixels several times over. */
const MAX_POINTS = { min: 20, max: 20_000 } as const;

/** The option calls' filter: empty (any property in it is refused as unknown). */
export class EmptyFilterDto {}

export class TimeSeriesOptionsDto implements TimeSeriesOptionsRequest {
  @ApiPropertyOptional({ description: 'An empty filter.', type: Object, example: {} })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EmptyFilterDto)
  filters?: Record<string, never>;
}

const AxisName = (description: string) =>
  applyDecorators(
    ApiProperty({ description, example: 'water-temperature', maxLength: MAX_AXIS_LENGTH }),
    IsString(),
    IsNotBlank(),
    MaxLength(MAX_AXIS_LENGTH),
  );

/**
 * A nested filter object, required. The OpenAPI property takes the class itself: given the lazy function, the
 * document named no schema (`#/components/schemas/`) and the whole schema map failed validation.
 */
const Filters = (type: () => new () => object) =>
  applyDecorators(ApiProperty({ type: type() }), IsDefined(), IsObject(), ValidateNested(), Type(type));

export class AxisFilterDto {
  @AxisName('An axis choice of this side (`axis` of its axis options).')
  axis!: string;
}

export class TimeSeriesAxisSeriesDto implements TimeSeriesAxisSeriesRequest {
  @Filters(() => AxisFilterDto)
  filters!: AxisFilterDto;
}

/** A real calendar day written yyyy-MM-dd, from 1900 to 2199 (so the period's first day is a valid date too). */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const IsCalendarDay = () =>
  ValidateBy({
    name: 'isCalendarDay',
    validator: { validate: isCalendarDay, defaultMessage: () => '$property must be a calendar day written yyyy-MM-dd (1900 to 2199)' },
  });

const Days = () =>
  applyDecorators(
    ApiProperty({ description: 'The timestep\'s date_range_days: how many days are shown, ending with periodEnding.', example: 7, minimum: 1, maximum: MAX_DAYS }),
    IsInt(),
    Min(1),
    Max(MAX_DAYS),
  );

const PeriodEnding = () =>
  applyDecorators(ApiProperty({ description: 'The last day shown, yyyy-MM-dd (America/Denver).', example: '2026-07-15' }), IsCalendarDay());

export class DataFilterDto {
  @Days()
  timestep!: number;

  @AxisName('The Left Axis choice (`axis`).')
  leftAxis!: string;

  @AxisName('The Right Axis choice (`axis`).')
  rightAxis!: string;

  @PeriodEnding()
  periodEnding!: string;
}

export class TimeSeriesDataDto implements TimeSeriesDataRequest {
  @Filters(() => DataFilterDto)
  filters!: DataFilterDto;

  @ApiPropertyOptional({
    description: 'Every value of the period at the timestep\'s resolution (the data table, CSV), unreduced; at most 100,000 values per series.',
    example: false,
  })
  @IsOptional()
  @IsBoolean()
  full?: boolean;

  @ApiPropertyOptional({
    description: `A chart's bound on the points of each series (default ${DEFAULT_MAX_POINTS}).`,
    example: DEFAULT_MAX_POINTS, minimum: MAX_POINTS.min, maximum: MAX_POINTS.max,
  })
  @IsOptional()
  @IsInt()
  @Min(MAX_POINTS.min)
  @Max(MAX_POINTS.max)
  maxPoints?: number;
}

export class HoursPumpedFilterDto {
  @Days()
  timestep!: number;

  @PeriodEnding()
  periodEnding!: string;

  @ApiProperty({ description: 'The intervals the hours are summed over: the chart\'s timestep.', enum: HOURS_PUMPED_INTERVALS, example: 'daily' })
  @IsIn(HOURS_PUMPED_INTERVALS)
  interval!: HoursPumpedInterval;
}

export class TimeSeriesHoursPumpedDto implements TimeSeriesHoursPumpedRequest {
  @Filters(() => HoursPumpedFilterDto)
  filters!: HoursPumpedFilterDto;
}
