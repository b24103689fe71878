import { TZDate } from '@date-fns/tz';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PORTAL_TIME_ZONE, QUERY_AND_DOWNLOAD_TIMESTEPS, type QueryAndDownloadForm, type QueryAndDownloadTimestep } from '@portal/contracts';
import { IsInt, IsOptional, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { INT4_MAX } from '../common/strict-number';

/** More ids than any lookup list holds; keeps one request's SQL bounded. */
export const MAX_IDS = 10_000;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** A validator with a fixed message; each rule passes the cases another rule of the field speaks for. */
const Rule = (name: string, validate: (value: unknown, args: ValidationArguments) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate, defaultMessage: () => message } });

/**
 * A required, non-empty list of ids. A missing or empty list gets the form's own message for the field; an item
 * without a value 'A value is required'; other items must be ids (whole numbers 1..2147483647).
 */
const IdList = (requiredMessage: string, description: string, example = 1) =>
  applyDecorators(
    ApiProperty({ description, type: [Number], example: [example], minItems: 1, maxItems: MAX_IDS }),
    Rule(`${requiredMessage}-required`, (v) => Array.isArray(v) ? v.length > 0 : !isMissing(v), requiredMessage),
    Rule('idList', (v) => isMissing(v) || Array.isArray(v), '$property must be a list of ids'),
    Rule('idListItemsPresent', (v) => !Array.isArray(v) || v.every((item) => !isMissing(item)), 'A value is required'),
    Rule(
      'idListItems',
      (v) => !Array.isArray(v) || v.every((item) => isMissing(item) || (Number.isInteger(item) && (item as number) >= 1 && (item as number) <= INT4_MAX)),
      '$property must hold whole numbers from 1 to 2147483647',
    ),
    Rule('idListSize', (v) => !Array.isArray(v) || v.length <= MAX_IDS, `$property must hold at most ${MAX_IDS} ids`),
  );

const DAY = /^(19|20|21)\d{2}-\d{2}-\d{2}$/;
const INSTANT = /^((?:19|20|21)\d{2}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** A bound of the period: a day (yyyy-MM-dd, 1900..2199) or an instant with its offset, to the millisecond. */
export function isPeriodBound(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (DAY.test(value)) return isRealDay(value);
  const m = INSTANT.exec(value);
  return !!m && isRealDay(m[1]) && !Number.isNaN(Date.parse(value));
}

/** The first America/Denver instant of a day written yyyy-MM-dd, `plusDays` later. */
function denverMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d + plusDays, PORTAL_TIME_ZONE).getTime());
}

/**
 * The period a form selects as [from, to): a start day begins at its America/Denver midnight; an end day ends at
 * the next one; an instant end is included (`endInclusive`: the queries add one microsecond, the database's
 * resolution, so the bound stays exact).
 */
export interface Period {
  from: string;
  to: string;
  endInclusive: boolean;
}

export function periodOf(startDate: string, endDate: string): Period {
  const from = DAY.test(startDate) ? denverMidnight(startDate) : new Date(startDate);
  const endIsDay = DAY.test(endDate);
  const to = endIsDay ? denverMidnight(endDate, 1) : new Date(endDate);
  return { from: from.toISOString(), to: to.toISOString(), endInclusive: !endIsDay };
}

/** Whether the end does not come before the start (either may be a day or an instant). */
function endNotBeforeStart(endDate: unknown, args: ValidationArguments): boolean {
  const { startDate } = args.object as { startDate?: unknown };
  if (!isPeriodBound(endDate) || !isPeriodBound(startDate)) return true;
  const period = periodOf(startDate, endDate);
  return period.endInclusive ? period.to >= period.from : period.to > period.from;
}

const PeriodBound = (requiredMessage: string, description: string, example: string) =>
  applyDecorators(
    ApiProperty({ description, example }),
    Rule(`${requiredMessage}-required`, (v) => !isMissing(v), requiredMessage),
    Rule('periodBound', (v) => isMissing(v) || isPeriodBound(v),
      '$property must be a day (yyyy-MM-dd) or an instant with its offset (ISO 8601, e.g. 2026-08-26T14:30:00-06:00)'),
  );

export class QueryAndDownloadFormDto implements QueryAndDownloadForm {
  @ApiProperty({ description: 'The time step\'s ts_endpoint.', enum: QUERY_AND_DOWNLOAD_TIMESTEPS, example: 'daily' })
  @Rule('timestepRequired', (v) => !isMissing(v), 'Time Step is required')
  @Rule('timestepKnown', (v) => isMissing(v) || (QUERY_AND_DOWNLOAD_TIMESTEPS as readonly unknown[]).includes(v),
    `$property must be one of: ${QUERY_AND_DOWNLOAD_TIMESTEPS.join(', ')}`)
  timestep!: QueryAndDownloadTimestep;

  @IdList('Basins are required', 'Basins (basin_ndx).')
  basins!: number[];

  @IdList('Data sources are required', 'Data source categories (sourcecategory_ndx): locations with a data source in one of them.')
  dataSources!: number[];

  @IdList('Organizations are required', 'Organizations (organization_ndx): locations one of them monitors.')
  organizations!: number[];

  @IdList('Parameter groups are required', 'Parameter groups (parameter_group_ndx).')
  parameterGroups!: number[];

  @IdList('Location types are required', 'Location types (location_type_ndx).')
  locationTypes!: number[];

  @IdList('Parameters are required', 'Parameters (parameter_ndx).', 67)
  parameters!: number[];

  @IdList('Locations are required', 'Monitoring locations (location_ndx).')
  locations!: number[];

  @PeriodBound('Start date is required', 'The first day (America/Denver) or instant of the period, included.', '2026-08-26T14:30:00-06:00')
  startDate!: string;

  @PeriodBound('End date is required', 'The last day (America/Denver) or instant of the period, included; not before startDate.', '2026-11-26T14:30:00-07:00')
  @Rule('endNotBeforeStart', endNotBeforeStart, 'End date must not be before the start date')
  endDate!: string;

  @ApiPropertyOptional({ description: 'A data category (datacategory_ndx): only its locations and parameters; null for all.', type: Number, nullable: true, example: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  dataCategory?: number | null;
}
