import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { ContactGroupAssociation, ContactInput, CowInputUpdate, GroupInput } from '@portal/contracts';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { INT4_MAX, INT4_MIN, NumberFromText } from '../common/strict-number';
import { IsNotBlank } from '../common/visible-text';
const SHORT_TEXT = 200;
const LONG_TEXT = 2000;

const trim = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim() : value);
/** A blank optional text is no text. */
const trimToNull = ({ value }: TransformFnParams) => (typeof value === 'string' ? value.trim() || null : value);

/** A required text: trimmed, then refused when blank or made only of invisible characters. */
const RequiredText = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ description, example, maxLength: SHORT_TEXT }),
    Transform(trim),
    IsString(),
    IsNotBlank(),
    MaxLength(SHORT_TEXT),
  );

/** An optional note; blank or left out is null. */
const Remark = () =>
  applyDecorators(
    ApiProperty({ description: 'Free note; blank or left out: null.', example: null, nullable: true, required: false, type: String }),
    Transform(trimToNull),
    IsOptional(),
    IsString(),
    MaxLength(LONG_TEXT),
  );

/** A row id in the path or a body: a positive integer. */
const RowId = (description: string, example = 1) =>
  applyDecorators(ApiProperty({ description, example, minimum: 1, maximum: INT4_MAX }), IsInt(), Min(1), Max(INT4_MAX));
/** The same taken from the path, where it arrives as text: decimal digits only. */
const PathId = (description: string) => applyDecorators(RowId(description), NumberFromText());

// PUT replaces the whole row: an optional field that is left out takes its default again.

export class ContactInputDto implements ContactInput {
  @RequiredText('Name of the person or mailbox.', 'Jordan Rivera')
  contact_name!: string;

  // The alerts engine sends mail here: an e-mail address or a phone's SMS gateway address (number@gateway).
  @RequiredText("E-mail address, or a phone's SMS gateway address (number@gateway, see the SMS help).", 'jordan.rivera@example.org')
  @IsEmail({}, { message: '$property must be an e-mail address (or number@gateway)' })
  contact_address!: string;

  @RequiredText('Organization.', 'Upper Yampa Water Conservancy District')
  contact_org!: string;

  @Remark()
  remark: string | null = null;

  @ApiProperty({ description: 'Receive Text Message.', default: false, required: false, type: Boolean })
  @IsBoolean()
  send_sms = false;
}

export class GroupInputDto implements GroupInput {
  @RequiredText('Name of the group.', 'Reservoir Operations')
  group_desc!: string;

  @Remark()
  remark: string | null = null;
}

export class CowInputUpdateDto implements CowInputUpdate {
  @RequiredText('Storage Account.', 'Mitigation Pool')
  cow_input_name!: string;

  @ApiProperty({ description: 'Slice colour, #RRGGBB.', example: '#2CA02C', pattern: '^#[0-9A-Fa-f]{6}$' })
  @IsString()
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: '$property must be a # followed by six hex digits (#RRGGBB)' })
  graph_color!: string;

  @ApiProperty({
    description: 'Lower numbers are drawn on top, last in the legend and last in the tooltip; blank or null: after the others.',
    example: 3, nullable: true, required: false, type: Number,
  })
  @Transform(({ value }: TransformFnParams) => (value === '' ? null : value))
  @IsOptional()
  @IsInt()
  @Min(INT4_MIN)
  @Max(INT4_MAX)
  cow_slice_order: number | null = null;

  @RowId('The reservoir (a location) whose releases this account is a slice of.', 197)
  reservoir_location_ndx!: number;
}

export class AssociationDto implements ContactGroupAssociation {
  @RowId('The group; must be the group of the path.')
  group_ndx!: number;

  @RowId('A contact of the group.')
  contact_ndx!: number;
}

export class ContactParams {
  @PathId('The contact.')
  contact_ndx!: number;
}

export class GroupParams {
  @PathId('The group.')
  group_ndx!: number;
}

export class CowInputParams {
  @PathId('The storage account.')
  cow_input_ndx!: number;
}
