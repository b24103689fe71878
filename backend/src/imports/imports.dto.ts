import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IMPORT_CODE_FAMILIES, IMPORT_FILE_FORMATS, IMPORT_ONLINE_SOURCES, IMPORT_SCHEDULE_INTERVALS, type ImportCodeFamily,
  type ImportCreateLocationsRequest, type ImportFetchRequest, type ImportFileFormat, type ImportMappingInput, type ImportOnlineSource,
  type ImportScheduleInput, type ImportScheduleInterval,
} from '@portal/contracts';
import {
  ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, NotEquals,
  ValidateIf,
} from 'class-validator';
import { INT4_MAX, NumberFromText } from '../common/strict-number';

/** More sites than one fetch should take at once; keeps one run's label and request bounded. */
const MAX_SITES = 100;
/** More locations than a run offers (its report lists at most 1000). */
const MAX_LOCATIONS = 1000;
/** A site id of the services: USGS-09239500, a CDSS abbreviation (YAMSTECO); letters, digits, - _ . : */
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const SITE_ID_RULE = 'a site id such as USGS-09239500 or YAMSTECO (letters, digits, . _ : -; at most 64)';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A row id in the path. Runs and schedules are made by users (the demo data has none), so only a mapping has an example. */
const ndxProperty = (description: string, example?: number) => ApiProperty({ description, example, minimum: 1, maximum: INT4_MAX });

export class ImportRunParams {
  @ndxProperty('The import run')
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  import_run_ndx!: number;
}

export class ImportMappingParams {
  @ndxProperty('The mapping', 1)
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  import_mapping_ndx!: number;
}

export class ImportScheduleParams {
  @ndxProperty('The schedule')
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  import_schedule_ndx!: number;
}

export class ImportUploadQuery {
  @ApiProperty({ enum: IMPORT_FILE_FORMATS, description: 'The file\'s format' })
  @IsIn(IMPORT_FILE_FORMATS, { message: `$property must be one of ${IMPORT_FILE_FORMATS.join(', ')}` })
  format!: ImportFileFormat;

  @ApiProperty({ description: 'The file\'s name, as the run is labelled (the file is stored under a name of the server\'s)', example: 'yampa-2025.csv', maxLength: 255 })
  @IsString()
  @MaxLength(255)
  @Matches(/^[^\\/\p{Cc}]+$/u, { message: '$property must be a file name without a folder or control characters' })
  file_name!: string;
}

export class ImportRejectedQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the rows as a CSV attachment (as is Accept: text/csv)' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: '$property must be json or csv' })
  format?: 'json' | 'csv';
}

export class ImportFetchDto implements ImportFetchRequest {
  @ApiProperty({ enum: IMPORT_ONLINE_SOURCES })
  @IsIn(IMPORT_ONLINE_SOURCES, { message: `$property must be one of ${IMPORT_ONLINE_SOURCES.join(', ')}` })
  source!: ImportOnlineSource;

  @ApiProperty({ type: [String], example: ['USGS-09239500'], maxItems: MAX_SITES })
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_SITES)
  @ArrayUnique()
  @IsString({ each: true })
  @Matches(SITE_ID, { each: true, message: `each of $property must be ${SITE_ID_RULE}` })
  sites!: string[];

  @ApiProperty({ type: String, nullable: true, example: '2025-10-01', description: 'First day (YYYY-MM-DD); null with end: what changed since the last run' })
  @ValidateIf((_o, v) => v !== null)
  @Matches(ISO_DATE, { message: '$property must be a date YYYY-MM-DD or null' })
  start!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2025-12-31' })
  @ValidateIf((_o, v) => v !== null)
  @Matches(ISO_DATE, { message: '$property must be a date YYYY-MM-DD or null' })
  end!: string | null;
}

export class ImportCreateLocationsDto implements ImportCreateLocationsRequest {
  @ApiProperty({ type: [String], example: ['USGS-09239500'], maxItems: MAX_LOCATIONS })
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_LOCATIONS)
  @ArrayUnique()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  location_codes!: string[];
}

export class ImportMappingInputDto implements ImportMappingInput {
  @ApiProperty({ enum: IMPORT_CODE_FAMILIES })
  @IsIn(IMPORT_CODE_FAMILIES, { message: `$property must be one of ${IMPORT_CODE_FAMILIES.join(', ')}` })
  family!: ImportCodeFamily;

  @ApiProperty({ example: '00060', maxLength: 200 })
  @IsString()
  @Matches(/\S/, { message: '$property must not be empty' })
  @MaxLength(200)
  source_code!: string;

  @ApiProperty({ example: 'ft3/s', maxLength: 64 })
  @IsString()
  @MaxLength(64)
  source_unit!: string;

  @ApiProperty({ example: '00003', maxLength: 64, description: 'USGS statistic id or WQX fraction; empty: any' })
  @IsString()
  @MaxLength(64)
  qualifier!: string;

  @ApiProperty({ example: 67, minimum: 1, maximum: INT4_MAX })
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  parameter_ndx!: number;

  @ApiProperty({ example: 1, description: 'portal value = source value × factor + offset; not 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @NotEquals(0, { message: '$property must not be 0' })
  factor!: number;

  @ApiProperty({ example: 0 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  offset!: number;
}

export class ImportScheduleInputDto implements ImportScheduleInput {
  @ApiProperty({ enum: IMPORT_ONLINE_SOURCES })
  @IsIn(IMPORT_ONLINE_SOURCES, { message: `$property must be one of ${IMPORT_ONLINE_SOURCES.join(', ')}` })
  source!: ImportOnlineSource;

  @ApiProperty({ example: 'USGS-09239500' })
  @IsString()
  @Matches(SITE_ID, { message: `$property must be ${SITE_ID_RULE}` })
  site!: string;

  @ApiProperty({ enum: IMPORT_SCHEDULE_INTERVALS })
  @IsIn(IMPORT_SCHEDULE_INTERVALS, { message: `$property must be one of ${IMPORT_SCHEDULE_INTERVALS.join(', ')}` })
  interval!: ImportScheduleInterval;

  @ApiProperty()
  @IsBoolean()
  enabled!: boolean;
}
