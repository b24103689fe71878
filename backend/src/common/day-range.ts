import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { addYears, format, parseISO } from 'date-fns';
import { IsISO8601, Matches } from 'class-validator';

/** A path or query parameter holding a real calendar day written yyyy-MM-dd (the strict ISO check refuses days such as 2026-02-30). */
export const PathDay = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ description, example, format: 'date' }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a day written yyyy-MM-dd' }),
    IsISO8601({ strict: true }, { message: '$property must be a calendar day' }),
  );

/**
 * Why endDate cannot go with startDate (two valid yyyy-MM-dd days), or undefined when the range is answerable: it
 * must not run backwards nor end more than maxYears after its start. `what` ends the second message ('for hourly
 * profiles') when the limit depends on the request.
 */
export function dayRangeProblem(startDate: string, endDate: string, maxYears: number, what = ''): string | undefined {
  if (endDate < startDate) return `endDate must not be before startDate (${startDate})`;
  // Compared as dates: near year 9999 the last allowed day has five digits and text comparison would be wrong.
  const lastDay = addYears(parseISO(startDate), maxYears);
  const last = format(lastDay, 'yyyy-MM-dd');
  const years = `${maxYears} year${maxYears > 1 ? 's' : ''}`;
  if (parseISO(endDate) > lastDay) return `endDate must be at most ${years} after startDate${what ? ` ${what}` : ''} (${last} at the latest)`;
  return undefined;
}
