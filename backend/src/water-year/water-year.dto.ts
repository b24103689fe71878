import { ApiProperty } from '@nestjs/swagger';
import {
  WATER_YEAR_MAX_SERIES, WATER_YEAR_STATISTICS, type WaterYearComparisonRequest, type WaterYearStatistic,
} from '@portal/contracts';
import { IsString } from 'class-validator';
import { IsParsedBy } from '../common/parsed-text';
import { PathIndex } from '../map-explorer/graph-mode/graph-mode.dto';
import type { ComparisonSeries } from './water-year.queries';

/** The water years a comparison may name: any the district could hold, written with four digits. */
export const FIRST_WATER_YEAR = 1850;
export const LAST_WATER_YEAR = 2100;

/** Longer than any list of WATER_YEAR_MAX_SERIES series names, so a huge path is refused before it is split. */
const MAX_SERIES_TEXT = 400;

/** Reads a series list into its water years and statistics, each with its position; throws the problem otherwise. */
export function parseSeriesList(text: string): ComparisonSeries {
  if (text.length > MAX_SERIES_TEXT) throw new Error(`must be at most ${MAX_SERIES_TEXT} characters`);
  const items = text.split(',').map((s) => s.trim());
  if (items.length > WATER_YEAR_MAX_SERIES) throw new Error(`must name at most ${WATER_YEAR_MAX_SERIES} series`);
  const series: ComparisonSeries = { waterYears: [], statistics: [] };
  const seen = new Set<string>();
  items.forEach((item, position) => {
    if (!item) throw new Error('must not hold an empty series');
    if (seen.has(item)) throw new Error(`names ${item} twice`);
    seen.add(item);
    if (/^[0-9]{4}$/.test(item)) {
      const year = Number(item);
      if (year < FIRST_WATER_YEAR || year > LAST_WATER_YEAR) throw new Error(`water year ${item} is not between ${FIRST_WATER_YEAR} and ${LAST_WATER_YEAR}`);
      series.waterYears.push({ year, position });
    } else if ((WATER_YEAR_STATISTICS as readonly string[]).includes(item)) {
      series.statistics.push({ name: item as WaterYearStatistic, position });
    } else {
      throw new Error(`${JSON.stringify(item.slice(0, 40))} is neither a water year (such as 2021) nor one of ${WATER_YEAR_STATISTICS.join(', ')}`);
    }
  });
  return series;
}

export class WaterYearComparisonParams implements WaterYearComparisonRequest {
  @PathIndex('The parameter (parameter_ndx).', 67)
  parameter!: number;

  @PathIndex('The monitoring location (location_ndx).', 3)
  location!: number;

  @ApiProperty({
    description: `Comma-separated series, at most ${WATER_YEAR_MAX_SERIES}, each a water year (such as 2021) or one of ` +
      `${WATER_YEAR_STATISTICS.join(', ')}; none twice. The answer keeps this order.`,
    example: 'Minimum,Median,Maximum,2021',
  })
  @IsString()
  @IsParsedBy('isSeriesList', parseSeriesList)
  series!: string;
}
