import { ApiProperty } from '@nestjs/swagger';
import { EXPLORER_FIRST_YEAR, EXPLORER_LAST_YEAR, YOY_MAX_YEARS } from '@portal/contracts';
import { IsDefined, IsString } from 'class-validator';
import { IsParsedBy } from '../common/parsed-text';
import { parseStrictNumber } from '../common/strict-number';
import { GraphRouteName } from '../climate-and-flows-explorer/climate-and-flows-explorer.dto';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';

/** Longer than any list of YOY_MAX_YEARS four-digit years, so a huge value is refused before it is split. */
const MAX_YEARS_TEXT = YOY_MAX_YEARS * 5 + 20;

/** Reads a comma-separated list of years, in its order; throws the problem otherwise. */
export function parseYearList(text: string): number[] {
  if (text.length > MAX_YEARS_TEXT) throw new Error(`must be at most ${MAX_YEARS_TEXT} characters`);
  const items = text.split(',').map((s) => s.trim());
  if (items.length > YOY_MAX_YEARS) throw new Error(`must name at most ${YOY_MAX_YEARS} years`);
  const years: number[] = [];
  for (const item of items) {
    const year = parseStrictNumber(item, 'natural');
    if (year === undefined || year < EXPLORER_FIRST_YEAR || year > EXPLORER_LAST_YEAR) {
      throw new Error(`${JSON.stringify(item.slice(0, 20))} is no year from ${EXPLORER_FIRST_YEAR} to ${EXPLORER_LAST_YEAR}`);
    }
    if (years.includes(year)) throw new Error(`names ${year} twice`);
    years.push(year);
  }
  return years;
}

export class YoyDataParams {
  @GraphRouteName('The graph (yoy_graph_route_name from the graph options).', 'streamflow')
  yoy_graph_route_name!: string;
}

export class YoyDataQuery {
  @PathIndex('The region (reg_group_ndx).', 4)
  @IsDefined({ message: '$property is required' })
  group!: number;

  @ApiProperty({ description: `Comma-separated years, at most ${YOY_MAX_YEARS}, none twice.`, example: '2025,2026' })
  @IsDefined({ message: '$property is required' })
  @IsString()
  @IsParsedBy('isYearList', parseYearList)
  years!: string;
}
