import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALERT_LONG_TEXT_MAX, ALERT_SHORT_TEXT_MAX, type AlertAcknowledgeInput, type AlertRequestInput, type AlertRequestPatch,
} from '@portal/contracts';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf,
} from 'class-validator';
import { INT4_MAX, NumberFromText } from '../common/strict-number';
import { IsNotBlank } from '../common/visible-text';

const SHORT_TEXT = ALERT_SHORT_TEXT_MAX;
const LONG_TEXT = ALERT_LONG_TEXT_MAX;
/** More recipients than any alert needs; keeps one request's work bounded. */
export const MAX_RECIPIENTS = 200;
/** Bounds of the stored columns (CHECK constraints of the alerts migration). */
const TRIGGER_LIMIT = 1e12;
const MAX_RESET_HOURS = 87_600;

const trim = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim() : value);
/** A blank optional text is no text. */
const trimToNull = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim() || null : value);

/** A row id in a body: a positive integer. */
const RowId = (description: string, example = 1) =>
  applyDecorators(ApiProperty({ description, example, minimum: 1, maximum: INT4_MAX }), IsInt(), Min(1), Max(INT4_MAX));
/** The same taken from the path, where it arrives as text: decimal digits only. */
const PathId = (description: string) => applyDecorators(RowId(description), NumberFromText());

/** A finite JSON number within [min, max] (text such as "1e2" is no number here). */
const BoundedNumber = (description: string, example: number, min: number, max: number) =>
  applyDecorators(
    ApiProperty({ description, example, minimum: min, maximum: max, type: Number }),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(min),
    Max(max),
  );

/** A text that must be sent, as text or null; trimmed, and blank is null. */
const TextOrNull = (description: string, maxLength: number) =>
  applyDecorators(
    ApiProperty({ description, example: null, nullable: true, type: String, maxLength }),
    Transform(trimToNull),
    ValidateIf((_o, value) => value !== null),
    IsDefined({ message: '$property is required (a text, or null)' }),
    IsString(),
    MaxLength(maxLength),
  );

/** Every editable field of an alert request: POST adds one, PUT replaces one. All are required. */
export class AlertRequestInputDto implements AlertRequestInput {
  @ApiProperty({ description: 'Whether the alert is evaluated and sent.', example: true, type: Boolean })
  @IsBoolean()
  enabled!: boolean;

  @RowId('The alert type (GET list-alert-types): 1 above, 2 stale, 3 below.')
  alert_type_ndx!: number;

  @RowId('The location (GET list-alert-locations).', 656)
  location_ndx!: number;

  @RowId('A parameter the location has values of (the location\'s `parameters` in GET list-alert-locations).', 169)
  parameter_ndx!: number;

  @BoundedNumber('Above/below: the value in the parameter\'s units; stale: hours without a value.', 500, -TRIGGER_LIMIT, TRIGGER_LIMIT)
  trigger_value!: number;

  @BoundedNumber('After a send, no further send for this many hours (0: only after the condition cleared and returned).', 24, 0, MAX_RESET_HOURS)
  reset_hours!: number;

  @ApiProperty({
    description: 'The contacts and groups it is sent to (GET list-alert-send-to-options): at least one; duplicates collapse.',
    example: [1], type: 'integer', isArray: true, minItems: 1, maxItems: MAX_RECIPIENTS,
  })
  @IsArray()
  // An alert that tells nobody would fire and go quiet with no one hearing it.
  @ArrayMinSize(1, { message: '$property must name at least one contact or group' })
  @ArrayMaxSize(MAX_RECIPIENTS)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT4_MAX, { each: true })
  merged_address_ndx!: number[];

  @TextOrNull('Subject of its messages instead of the generated one; blank: null.', SHORT_TEXT)
  custom_subject!: string | null;

  @TextOrNull("A name for the place in messages instead of the location's; blank: null.", SHORT_TEXT)
  custom_loc_name!: string | null;

  @TextOrNull('Notes added to its messages; blank: null.', LONG_TEXT)
  notes!: string | null;
}

/** The table's inline Enabled switch: exactly this one field. */
export class AlertRequestPatchDto implements AlertRequestPatch {
  @ApiProperty({ description: 'Whether the alert is evaluated and sent.', example: false, type: Boolean })
  @IsBoolean()
  enabled!: boolean;
}

export class AlertAcknowledgeDto implements AlertAcknowledgeInput {
  @ApiProperty({ description: 'Why it is acknowledged (what is being done about it).', example: 'Gate crew on site.', maxLength: LONG_TEXT })
  @Transform(trim)
  @IsString()
  @IsNotBlank()
  @MaxLength(LONG_TEXT)
  comment!: string;
}

export class AlertRequestParams {
  @PathId('The alert request.')
  alert_request_ndx!: number;
}

export class AlertDeliveriesQuery {
  @ApiPropertyOptional({ description: 'Only the deliveries of this alert request.', example: 1, minimum: 1, maximum: INT4_MAX })
  @IsOptional()
  @NumberFromText()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  alert_request_ndx?: number;
}
