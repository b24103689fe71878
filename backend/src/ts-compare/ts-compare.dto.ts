import { ApiProperty } from '@nestjs/swagger';
import { TS_COMPARE_MAX_LOCATIONS, type TsCompareDailyDataRequest } from '@portal/contracts';
import { IsString } from 'class-validator';
import { PathDay } from '../common/day-range';
import { IsParsedBy } from '../common/parsed-text';
import { INT4_MAX, parseStrictNumber } from '../common/strict-number';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

/** Longer than any list of TS_COMPARE_MAX_LOCATIONS ids, so a huge path is refused before it is split. */
const MAX_LOCATIONS_TEXT = TS_COMPARE_MAX_LOCATIONS * 11;

/** Reads a comma-separated list of location ids, in its order; throws the problem otherwise. */
export function parseLocationList(text: string): number[] {
  if (text.length > MAX_LOCATIONS_TEXT) throw new Error(`must be at most ${MAX_LOCATIONS_TEXT} characters`);
  const items = text.split(',').map((s) => s.trim());
  if (items.length > TS_COMPARE_MAX_LOCATIONS) throw new Error(`must name at most ${TS_COMPARE_MAX_LOCATIONS} locations`);
  const ids: number[] = [];
  for (const item of items) {
    if (!item) throw new Error('must not hold an empty location');
    const id = parseStrictNumber(item, 'natural');
    if (id === undefined || id < 1 || id > INT4_MAX) {
      throw new Error(`${JSON.stringify(item.slice(0, 20))} is no location id (a whole number from 1 to ${INT4_MAX})`);
    }
    if (ids.includes(id)) throw new Error(`names location ${id} twice`);
    ids.push(id);
  }
  return ids;
}

export class TsCompareDailyDataParams implements TsCompareDailyDataRequest {
  @PathIndex('The parameter (parameter_ndx).', 67)
  parameter!: number;

  @ApiProperty({
    description: `Comma-separated monitoring locations (location_ndx), at most ${TS_COMPARE_MAX_LOCATIONS}, none twice. ` +
      'The answer keeps this order.',
    example: '3,44',
  })
  @IsString()
  @IsParsedBy('isLocationList', parseLocationList)
  locations!: string;

  @PathDay('The first day, yyyy-MM-dd (America/Denver).', '2021-10-01')
  startDate!: string;

  @PathDay('The last day (included), yyyy-MM-dd (America/Denver); not before startDate.', '2021-12-31')
  endDate!: string;
}
